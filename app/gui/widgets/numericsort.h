// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtCore/qnamespace.h>

#include <cmath>

namespace vmscope {

/// Whether `a` sorts before `b` in a column of numbers sorted in `order`, for
/// QSortFilterProxyModel::lessThan(): by value, and unknown values (NaN) last whichever way
/// the column is sorted (Qt reverses lessThan() for a descending sort, so NaN must flip too).
[[nodiscard]] inline bool numericLessThan(double a, double b, Qt::SortOrder order)
{
    if (std::isnan(a) || std::isnan(b)) {
        return order == Qt::AscendingOrder ? !std::isnan(a) && std::isnan(b)
                                           : std::isnan(a) && !std::isnan(b);
    }
    return a < b;
}

} // namespace vmscope
