// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/keymetrics.h"

#include "core/model/timeseries.h"

#include <algorithm>
#include <array>

namespace vmscope {
namespace {

// slabinfo's `size` (all caches' memory) last: a slab growth thread alone charts its total.
constexpr std::array keyMetrics{ u"bo", u"free", u"id", u"MemFree", u"Dirty", u"Writeback", u"size" };

} // namespace

QStringList keyMetricsOf(const QList<const TimeSeries *> &series)
{
    QStringList keys;
    for (const QStringView key : keyMetrics) {
        const bool offered = std::any_of(series.cbegin(), series.cend(),
            [key](const TimeSeries *one) { return one && one->columnIndex(key) >= 0; });
        if (offered) {
            keys.append(key.toString());
        }
    }
    return keys;
}

} // namespace vmscope
