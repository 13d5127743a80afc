// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/repeats.h"

namespace vmscope {
namespace {

/// The same numbers under the same names; the lines differ in a quote.
bool sameResults(const ResultTable &later, const ResultTable &earlier)
{
    if (later.columns != earlier.columns || later.rows.size() != earlier.rows.size()) {
        return false;
    }
    for (qsizetype r = 0; r < later.rows.size(); ++r) {
        const ResultRow &a = later.rows.at(r);
        const ResultRow &b = earlier.rows.at(r);
        if (a.key != b.key || a.values != b.values || a.flags != b.flags) {
            return false;
        }
    }
    return true;
}

} // namespace

bool isRepeatOf(const Capture &later, const Capture &earlier)
{
    if (later.kind != earlier.kind) {
        return false;
    }
    const bool quotedDeeper = later.source.quoteDepth > earlier.source.quoteDepth;
    if (!quotedDeeper && later.rowCount() < 3) {
        return false;
    }
    if (const ResultTable *laterTable = later.resultTable()) {
        return quotedDeeper && earlier.resultTable()
            && sameResults(*laterTable, *earlier.resultTable());
    }
    const TimeSeries *laterSeries = later.timeSeries();
    const TimeSeries *earlierSeries = earlier.timeSeries();
    return laterSeries && earlierSeries && earlierSeries->containsRunOf(*laterSeries);
}

} // namespace vmscope
