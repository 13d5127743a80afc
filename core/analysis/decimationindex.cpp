// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/decimationindex.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace vmscope {
namespace {

constexpr std::uint32_t noIndex = std::numeric_limits<std::uint32_t>::max();

/// Folds sample `index` into the extremes so far; ties keep the earlier index, as a scan in
/// time order does.
void take(const ValueColumn &values, std::size_t index, DecimationIndex::Extremes &into)
{
    constexpr std::size_t none = DecimationIndex::Extremes::none;
    const double value = values[index];
    if (std::isnan(value)) {
        return;
    }
    if (into.min == none || value < values[into.min]
        || (value == values[into.min] && index < into.min)) {
        into.min = index;
    }
    if (into.max == none || value > values[into.max]
        || (value == values[into.max] && index < into.max)) {
        into.max = index;
    }
}

void takeNode(const ValueColumn &values, std::pair<std::uint32_t, std::uint32_t> node,
              DecimationIndex::Extremes &into)
{
    if (node.first != noIndex) {
        take(values, node.first, into);
        take(values, node.second, into);
    }
}

} // namespace

DecimationIndex::DecimationIndex(const ValueColumn &values)
    : m_size(values.size())
{
    std::size_t runStart = m_size;
    std::vector<Node> level((m_size + blockSize - 1) / blockSize, Node{noIndex, noIndex});
    for (std::size_t i = 0; i < m_size; ++i) {
        if (std::isnan(values[i])) {
            if (runStart != m_size) {
                m_runs.emplace_back(runStart, i);
                runStart = m_size;
            }
            continue;
        }
        runStart = runStart == m_size ? i : runStart;
        Node &node = level[i / blockSize];
        // In index order: strict comparisons keep the first of equal values.
        if (node.first == noIndex) {
            node = {std::uint32_t(i), std::uint32_t(i)};
        } else {
            node.first = values[i] < values[node.first] ? std::uint32_t(i) : node.first;
            node.second = values[i] > values[node.second] ? std::uint32_t(i) : node.second;
        }
    }
    if (runStart != m_size) {
        m_runs.emplace_back(runStart, m_size);
    }
    while (level.size() > 1) {
        std::vector<Node> above((level.size() + 1) / 2, Node{noIndex, noIndex});
        for (std::size_t j = 0; j < above.size(); ++j) {
            Extremes merged;
            takeNode(values, level[2 * j], merged);
            if (2 * j + 1 < level.size()) {
                takeNode(values, level[2 * j + 1], merged);
            }
            if (merged.min != Extremes::none) {
                above[j] = {std::uint32_t(merged.min), std::uint32_t(merged.max)};
            }
        }
        m_levels.push_back(std::move(level));
        level = std::move(above);
    }
    m_levels.push_back(std::move(level));
}

DecimationIndex::Extremes DecimationIndex::extremes(const ValueColumn &values,
                                                    std::size_t first, std::size_t end) const
{
    Extremes found;
    end = std::min(end, m_size);
    // The samples before the first whole block and after the last are looked at one by one.
    std::size_t blockFirst = (first + blockSize - 1) / blockSize;
    std::size_t blockEnd = end / blockSize;
    if (blockFirst >= blockEnd) {
        for (std::size_t i = first; i < end; ++i) {
            take(values, i, found);
        }
        return found;
    }
    for (std::size_t i = first; i < blockFirst * blockSize; ++i) {
        take(values, i, found);
    }
    for (std::size_t i = blockEnd * blockSize; i < end; ++i) {
        take(values, i, found);
    }
    // Whole blocks: up the tree, taking a node where the range starts or ends inside its
    // parent (a bottom-up segment tree).
    for (std::size_t level = 0; blockFirst < blockEnd && level < m_levels.size(); ++level) {
        const std::vector<Node> &nodes = m_levels[level];
        if (blockFirst & 1) {
            takeNode(values, nodes[blockFirst++], found);
        }
        if (blockEnd & 1) {
            takeNode(values, nodes[--blockEnd], found);
        }
        blockFirst /= 2;
        blockEnd /= 2;
    }
    return found;
}

} // namespace vmscope
