// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/analysis/decimationindex.h"

#include <QList>
#include <QPointF>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace vmscope {

/// Reduces a series to what a chart `pixelColumns` wide can show: per pixel column the minimum
/// and the maximum, in time order, so that a spike one sample wide survives and a line drawn
/// through the result covers the same pixels as one drawn through every point.
/// `time` must be sorted (non-decreasing); NaN values are left out. Only points with
/// `from <= time <= to` are used, plus one on each side so that lines reach the edges.
/// With `index` built for `values` (as long as it is), a dense range takes a few lookups per
/// column instead of a look at every sample; the points are the same.
[[nodiscard]] QList<QPointF> decimateMinMax(const ValueColumn &time,
                                            const ValueColumn &values, double from,
                                            double to, int pixelColumns,
                                            const DecimationIndex *index = nullptr);

/// The peaks of a sparkline `width` columns wide over `sampleCount` samples: per column the
/// highest value of the samples falling in it (NaN where none does), never more columns than
/// samples. `forEachSample(visit)` calls `visit(sampleIndex, value)` for every sample that has
/// a value, in any order (a process listed in some frames only). The same min/max idea as
/// decimateMinMax(): a spike one sample wide survives.
template <typename ForEachSample>
void columnPeaks(qsizetype sampleCount, int width, ForEachSample forEachSample,
                 std::vector<float> &columns)
{
    const qsizetype count = std::max<qsizetype>(std::min<qsizetype>(width, sampleCount), 0);
    columns.assign(std::size_t(count), std::numeric_limits<float>::quiet_NaN());
    if (count == 0) {
        return;
    }
    forEachSample([&](qsizetype sample, double value) {
        if (sample < 0 || sample >= sampleCount || std::isnan(value)) {
            return;
        }
        float &column = columns[std::size_t(sample * count / sampleCount)];
        if (!(value <= column)) { // NaN (an empty column) compares false
            column = float(value);
        }
    });
}

} // namespace vmscope
