// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/capture.h"

#include <QCoreApplication>

namespace vmscope {

qsizetype Capture::rowCount() const
{
    return std::visit([](const auto &data) { return data.sampleCount(); }, payload);
}

const TimeSeries *Capture::timeSeries() const
{
    if (const TopSession *top = topSession()) {
        return &top->summary;
    }
    if (const SlabSession *slabs = slabSession()) {
        return &slabs->summary();
    }
    return std::get_if<TimeSeries>(&payload);
}

QString kindName(const Capture &capture)
{
    static const QString procFile = QStringLiteral("/proc/");
    if (capture.layout.startsWith(procFile)) {
        return capture.layout.mid(procFile.size()).section(u' ', 0, 0);
    }
    return captureKindId(capture.kind);
}

QStringList distinctNames(const QList<const Capture *> &captures)
{
    QStringList names;
    for (const Capture *capture : captures) {
        const QString label = capture->label.trimmed();
        names.append(label.isEmpty() ? capture->id : label);
    }
    QStringList distinct = names;
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (names.count(names.at(i)) > 1) {
            distinct[i] = QCoreApplication::translate("vmscope::Capture", "%1 (%2)")
                              .arg(names.at(i), captures.at(i)->id);
        }
    }
    return distinct;
}

} // namespace vmscope
