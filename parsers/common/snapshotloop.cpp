// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/common/snapshotloop.h"

#include "core/model/timeseries.h"

#include <QCoreApplication>

namespace vmscope {
namespace {

/// Blank and separator lines a loop prints between two snapshots.
constexpr qsizetype mostLinesBetween = 4;

} // namespace

SnapshotLoop::SnapshotLoop(const QList<CleanLine> &lines, qsizetype start, const CleanLine *above,
    Reader read, Starts starts)
    : m_lines(lines)
    , m_start(start)
    , m_depth(start < lines.size() ? lines.at(start).quoteDepth : 0)
    , m_separators(above)
    , m_read(std::move(read))
    , m_starts(std::move(starts))
{
}

qsizetype SnapshotLoop::run(const std::function<void(const LoopSnapshot &)> &visit)
{
    qsizetype end = m_start;
    LoopSnapshot snapshot;
    snapshot.begin = m_start;
    while (sameDepth(snapshot.begin)) {
        snapshot.end = m_read(snapshot.begin);
        if (snapshot.end <= snapshot.begin) {
            break;
        }
        end = snapshot.end;
        ++m_snapshots;
        if (visit) {
            visit(snapshot);
        }
        const std::optional<qsizetype> next = nextSnapshotAt(snapshot.end, snapshot);
        if (!next) {
            break;
        }
        snapshot.begin = *next;
    }
    return end;
}

bool SnapshotLoop::sameDepth(qsizetype i) const
{
    return atQuoteDepth(m_lines, i, m_depth);
}

std::optional<qsizetype> SnapshotLoop::nextSnapshotAt(qsizetype i, LoopSnapshot &next)
{
    next.afterSeparator = false;
    next.separatorTime.reset();
    SeparatorRun separators = m_separators;
    qsizetype at = i;
    for (qsizetype between = 0; sameDepth(at) && !m_starts(at); ++at) {
        if (++between > mostLinesBetween) {
            return std::nullopt;
        }
        if (m_lines.at(at).isBlank()) {
            continue;
        }
        const std::optional<SeparatorLine> separator = readSeparatorLine(m_lines.at(at).text);
        if (!separator || !separators.continues(*separator)) {
            return std::nullopt;
        }
        separators.take(*separator);
        next.afterSeparator = true;
        next.separatorTime = separator->time ? separator->time : next.separatorTime;
    }
    if (!sameDepth(at)) {
        return std::nullopt;
    }
    m_separators = separators;
    return at;
}

SnapshotTimes::SnapshotTimes(const CleanLine *above)
    : m_clock(1.0, std::nullopt)
{
    // The loop's interval is unknown until its separators say it.
    const std::optional<SeparatorLine> first = SeparatorRun(above).beforeFirstCopy();
    if (first && first->time) {
        m_clock = LoopClock(1.0, first->time);
        m_timed = true;
    }
}

double SnapshotTimes::next(const LoopSnapshot &snapshot)
{
    ++m_snapshots;
    m_timed = m_timed || snapshot.separatorTime.has_value();
    return m_clock.next(snapshot.afterSeparator, snapshot.separatorTime);
}

void SnapshotTimes::finish(
    TimeSeries &series, const QString &what, int firstLine, Diagnostics &diagnostics) const
{
    if (m_timed && series.sampleCount() > 1) {
        const ValueColumn &time = series.time();
        series.setInterval((time.back() - time.front()) / double(time.size() - 1), false);
    }
    series.setStartTime(m_clock.startTime());
    if (m_snapshots > 1 && !m_timed) {
        diagnostics.append({ Diagnostic::Severity::Note, firstLine,
            QCoreApplication::translate("vmscope::SnapshotLoop",
                "%n snapshots of %1 with no time between them: placed one second apart", nullptr,
                int(m_snapshots))
                .arg(what) });
    }
}

} // namespace vmscope
