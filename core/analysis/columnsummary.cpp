// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/columnsummary.h"

#include <algorithm>
#include <cmath>

namespace vmscope {

ColumnSummary summarizeColumn(const ValueColumn &values)
{
    ColumnSummary summary;
    double sum = 0;
    for (const double value : values) {
        if (std::isnan(value)) {
            continue;
        }
        if (summary.count == 0) {
            summary.min = summary.max = value;
        } else {
            summary.min = std::min(summary.min, value);
            summary.max = std::max(summary.max, value);
        }
        sum += value;
        ++summary.count;
    }
    if (summary.count > 0) {
        summary.mean = sum / double(summary.count);
    }
    return summary;
}

} // namespace vmscope
