// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/decimation.h"

#include <algorithm>
#include <cmath>

namespace vmscope {
namespace {

/// The points of one pixel column worth drawing, in time order, without duplicates.
struct Bucket
{
    std::size_t first = 0, last = 0, min = 0, max = 0;
    bool empty = true;

    void add(std::size_t index, const std::vector<double> &values)
    {
        if (empty) {
            first = last = min = max = index;
            empty = false;
            return;
        }
        last = index;
        if (values[index] < values[min]) {
            min = index;
        }
        if (values[index] > values[max]) {
            max = index;
        }
    }

    void flush(const std::vector<double> &time, const std::vector<double> &values,
               QList<QPointF> &out)
    {
        if (empty) {
            return;
        }
        std::size_t points[4] = {first, min, max, last};
        std::sort(std::begin(points), std::end(points));
        for (std::size_t i = 0; i < 4; ++i) {
            if (i == 0 || points[i] != points[i - 1]) {
                out.append(QPointF(time[points[i]], values[points[i]]));
            }
        }
        empty = true;
    }
};

} // namespace

QList<QPointF> decimateMinMax(const std::vector<double> &time, const std::vector<double> &values,
                              double from, double to, int pixelColumns)
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

    if (last - first <= std::size_t(columns) * 4) {
        out.reserve(qsizetype(last - first));
        for (std::size_t i = first; i < last; ++i) {
            if (!std::isnan(values[i])) {
                out.append(QPointF(time[i], values[i]));
            }
        }
        return out;
    }
    out.reserve(qsizetype(columns) * 4 + 2);
    const double width = to > from ? (to - from) / columns : 1.0;
    Bucket bucket;
    long currentColumn = -2;
    for (std::size_t i = first; i < last; ++i) {
        if (std::isnan(values[i])) {
            continue;
        }
        const long column = time[i] < from ? -1 : time[i] > to ? columns : long((time[i] - from) / width);
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
