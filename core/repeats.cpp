// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/repeats.h"

namespace vmscope {

bool isRepeatOf(const Capture &later, const Capture &earlier)
{
    if (later.kind != earlier.kind) {
        return false;
    }
    const bool quotedDeeper = later.source.quoteDepth > earlier.source.quoteDepth;
    if (!quotedDeeper && later.rowCount() < 3) {
        return false;
    }
    const TimeSeries *laterSeries = later.timeSeries();
    const TimeSeries *earlierSeries = earlier.timeSeries();
    return laterSeries && earlierSeries && earlierSeries->containsRunOf(*laterSeries);
}

} // namespace vmscope
