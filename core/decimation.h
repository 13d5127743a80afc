// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QPointF>

#include <vector>

namespace vmscope {

/// Reduces a series to what a chart `pixelColumns` wide can show: per pixel column the minimum
/// and the maximum, in time order, so that a spike one sample wide survives and a line drawn
/// through the result covers the same pixels as one drawn through every point.
/// `time` must be sorted (non-decreasing); NaN values are left out. Only points with
/// `from <= time <= to` are used, plus one on each side so that lines reach the edges.
[[nodiscard]] QList<QPointF> decimateMinMax(const std::vector<double> &time,
                                            const std::vector<double> &values, double from,
                                            double to, int pixelColumns);

} // namespace vmscope
