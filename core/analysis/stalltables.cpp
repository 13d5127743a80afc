// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/stalltables.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QString secondsText(double seconds)
{
    return std::isnan(seconds) ? u"-"_s : QString::number(seconds, 'f', 1);
}

} // namespace

PlainTable stallSummaryTable(const QList<StallSummary> &labels)
{
    PlainTable table({ { u"#"_s }, { u"label"_s, PlainTable::Align::Left, true }, { u"runs"_s },
        { u"stalls"_s }, { u"stalled s"_s }, { u"run s"_s }, { u"share %"_s }, { u"mean s"_s },
        { u"max s"_s } });
    for (const StallSummary &label : labels) {
        const double share = label.share();
        table.addRow({ QString::number(label.rank), label.label.isEmpty() ? u"-"_s : label.label,
            QString::number(label.captureIds.size()), QString::number(label.stallCount),
            secondsText(label.stalledSeconds), secondsText(label.runSeconds),
            std::isnan(share) ? u"-"_s : QString::number(share * 100, 'f', 1),
            secondsText(label.meanSeconds()), secondsText(label.maxSeconds) });
    }
    return table;
}

} // namespace vmscope
