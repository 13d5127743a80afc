// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/valuecolumn.h"

#include <cstddef>
#include <vector>

namespace vmscope {

/// Minimum, maximum and mean of the values that are present (NaN is skipped).
struct ColumnSummary
{
    std::size_t count = 0; // values present
    double min = 0;
    double max = 0;
    double mean = 0;
};

[[nodiscard]] ColumnSummary summarizeColumn(const ValueColumn &values);

} // namespace vmscope
