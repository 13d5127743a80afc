// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/decimation.h"

#include <algorithm>
#include <cmath>

namespace vmscope {
namespace {

/// The extremes of a pixel column as points, in time order.
void appendExtremes(const ValueColumn &time, const ValueColumn &values,
                    DecimationIndex::Extremes extremes, QList<QPointF> &out)
{
    if (extremes.min == DecimationIndex::Extremes::none) {
        return;
    }
    const std::size_t first = std::min(extremes.min, extremes.max);
    const std::size_t second = std::max(extremes.min, extremes.max);
    out.append(QPointF(time[first], values[first]));
    if (second != first) {
        out.append(QPointF(time[second], values[second]));
    }
}

/// The extremes of one pixel column, in time order: a line through them covers every pixel
/// the full series would, with two points per column instead of thousands.
struct Bucket
{
    std::size_t min = 0, max = 0;
    bool empty = true;

    void add(std::size_t index, const ValueColumn &values)
    {
        if (empty) {
            min = max = index;
            empty = false;
            return;
        }
        if (values[index] < values[min]) {
            min = index;
        }
        if (values[index] > values[max]) {
            max = index;
        }
    }

    void flush(const ValueColumn &time, const ValueColumn &values,
               QList<QPointF> &out)
    {
        if (!empty) {
            appendExtremes(time, values, {min, max}, out);
            empty = true;
        }
    }
};

/// The first index in [from, end) whose column `columnOf` is past `column` (columns only grow
/// along a sorted time axis).
template <typename ColumnOf>
std::size_t bucketEnd(std::size_t from, std::size_t end, long column, const ColumnOf &columnOf)
{
    while (from < end) {
        const std::size_t middle = from + (end - from) / 2;
        if (columnOf(middle) <= column) {
            from = middle + 1;
        } else {
            end = middle;
        }
    }
    return from;
}

} // namespace

QList<QPointF> decimateMinMax(const ValueColumn &time, const ValueColumn &values,
                              double from, double to, int pixelColumns,
                              const DecimationIndex *index)
{
    QList<QPointF> out;
    const std::size_t size = std::min(time.size(), values.size());
    if (size == 0 || !(to >= from)) {
        return out;
    }
    // One point outside the range on each side keeps the line running to the chart's edges.
    auto begin = std::lower_bound(time.begin(), time.begin() + std::ptrdiff_t(size), from);
    auto end = std::upper_bound(begin, time.begin() + std::ptrdiff_t(size), to);
    const std::size_t first = std::size_t(std::max<std::ptrdiff_t>(begin - time.begin() - 1, 0));
    const std::size_t last = std::min(std::size_t(end - time.begin()) + 1, size);
    const int columns = std::max(pixelColumns, 1);

    if (last - first <= std::size_t(columns) * 2) {
        out.reserve(qsizetype(last - first));
        for (std::size_t i = first; i < last; ++i) {
            if (!std::isnan(values[i])) {
                out.append(QPointF(time[i], values[i]));
            }
        }
        return out;
    }
    out.reserve(qsizetype(columns) * 2 + 4);
    const double width = to > from ? (to - from) / columns : 1.0;
    const auto columnOf = [&](std::size_t i) {
        return time[i] < from ? -1L : time[i] > to ? long(columns) : long((time[i] - from) / width);
    };
    // Each bucket is a run of indexes: found by bisection, its extremes from the index.
    if (index && index->size() == values.size()
        && (last - first) / std::size_t(columns) >= 2 * DecimationIndex::blockSize) {
        for (std::size_t i = first; i < last;) {
            const std::size_t end = bucketEnd(i, last, columnOf(i), columnOf);
            appendExtremes(time, values, index->extremes(values, i, end), out);
            i = end;
        }
        return out;
    }
    Bucket bucket;
    long currentColumn = -2;
    for (std::size_t i = first; i < last; ++i) {
        if (std::isnan(values[i])) {
            continue;
        }
        const long column = columnOf(i);
        if (column != currentColumn) {
            bucket.flush(time, values, out);
            currentColumn = column;
        }
        bucket.add(i, values);
    }
    bucket.flush(time, values, out);
    return out;
}

} // namespace vmscope
