// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/processcapture.h"

#include <array>
#include <limits>

using namespace Qt::StringLiterals;

namespace vmscope {

QString processLabel(const ProcessHistory &history)
{
    return u"%1 (%2)"_s.arg(history.command, QString::number(history.pid));
}

Capture processCapture(const Capture &top, qsizetype process)
{
    const TopSession &session = *top.topSession();
    const ProcessHistory &history = session.processes.at(process);
    const TimeSeries &frames = session.summary;
    TimeSeries series({ { processCpuKey.toString(), u"%"_s, u"process"_s },
                          { processMemoryKey.toString(), u"%"_s, u"process"_s },
                          { processResidentKey.toString(), u"KiB"_s, u"process"_s } },
        frames.intervalSeconds(), frames.intervalIsAssumed());
    series.setStartTime(frames.startTime());
    series.reserve(frames.sampleCount());
    constexpr double missing = std::numeric_limits<double>::quiet_NaN();
    std::size_t row = 0; // the history's next row; its frames ascend
    for (std::size_t frame = 0; frame < frames.time().size(); ++frame) {
        std::array<double, 3> values { missing, missing, missing };
        while (row < history.frames.size() && history.frames[row] < int(frame)) {
            ++row; // not expected: frames ascend and are within the session
        }
        if (row < history.frames.size() && history.frames[row] == int(frame)) {
            values = { history.cpuPercent[row], history.memPercent[row], history.residentKiB[row] };
            ++row;
        }
        const int line = frame < frames.sourceLines().size() ? frames.sourceLines()[frame] : 0;
        series.appendSample(frames.time()[frame], values, line);
    }

    Capture capture;
    capture.id = top.id;
    capture.kind = top.kind;
    capture.label = processLabel(history);
    capture.layout = top.layout;
    capture.source = top.source;
    capture.payload = std::move(series);
    return capture;
}

} // namespace vmscope
