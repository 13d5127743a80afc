// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/valuecolumn.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace vmscope {

/// What a chart needs of a long column to redraw in time that does not grow with its length:
/// the runs of samples that have a value (NaN between them), and a min/max tree over blocks of
/// samples, so that the extremes of any index range cost a few dozen lookups instead of a scan.
/// Built once per column shown (one pass), about a quarter of a byte per sample.
class DecimationIndex
{
public:
    /// Indexes [first, end) of samples that all have a value, maximal, in order.
    using Run = std::pair<std::size_t, std::size_t>;
    /// The indexes of the lowest and the highest value (the first of equals); `none` when the
    /// range holds no value.
    struct Extremes
    {
        static constexpr std::size_t none = std::size_t(-1);
        std::size_t min = none;
        std::size_t max = none;
    };

    /// Columns shorter than this are scanned as they are: an index would not pay.
    static constexpr std::size_t worthwhileFrom = 1 << 16;
    static constexpr std::size_t blockSize = 64;

    explicit DecimationIndex(const ValueColumn &values);

    /// The number of samples it was built for: a column that grew since needs a new index.
    [[nodiscard]] std::size_t size() const { return m_size; }
    [[nodiscard]] const std::vector<Run> &valueRuns() const { return m_runs; }
    /// Extremes of `values` (the column it was built for) over indexes [first, end).
    [[nodiscard]] Extremes extremes(const ValueColumn &values, std::size_t first,
                                    std::size_t end) const;

private:
    using Node = std::pair<std::uint32_t, std::uint32_t>; // min and max index, or noIndex

    std::size_t m_size = 0;
    std::vector<Run> m_runs;
    std::vector<std::vector<Node>> m_levels; // level 0: a node per block; each above halves
};

} // namespace vmscope
