// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtGlobal>

#include <utility>
#include <vector>

namespace vmscope {

/// What SparklineDelegate draws, implemented by the table model it paints: for each row, a
/// line over samples every row shares (frames of top, slabinfo snapshots).
class SparklineSource
{
public:
    virtual ~SparklineSource() = default;

    /// The samples every row spans; the line of a row ends short where its samples do.
    [[nodiscard]] virtual qsizetype sparklineSampleCount() const = 0;
    /// The values the cell's bottom and top stand for in row `row` (of the source model).
    [[nodiscard]] virtual std::pair<double, double> sparklineRange(int row) const = 0;
    /// Row `row`'s samples squeezed into `width` columns: the highest value of the samples
    /// sharing a column (a spike survives), NaN where none has a value. Reuses `columns`.
    virtual void sparklineColumns(int row, int width, std::vector<float> &columns) const = 0;
};

} // namespace vmscope
