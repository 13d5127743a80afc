// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/timeseries.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace vmscope {

TimeSeries::TimeSeries(QList<ColumnInfo> columns, double intervalSeconds, bool intervalIsAssumed)
    : m_columns(std::move(columns))
    , m_values(std::size_t(m_columns.size()))
    , m_intervalSeconds(intervalSeconds)
    , m_intervalIsAssumed(intervalIsAssumed)
{
}

qsizetype TimeSeries::columnIndex(QStringView key) const
{
    for (qsizetype i = 0; i < m_columns.size(); ++i) {
        if (m_columns.at(i).key == key) {
            return i;
        }
    }
    return -1;
}

double TimeSeries::value(qsizetype row, QStringView key) const
{
    const qsizetype column = columnIndex(key);
    if (column < 0 || row < 0 || row >= sampleCount()) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    return m_values[std::size_t(column)][std::size_t(row)];
}

void TimeSeries::setInterval(double seconds, bool assumed)
{
    m_intervalSeconds = seconds;
    m_intervalIsAssumed = assumed;
}

void TimeSeries::addColumn(const ColumnInfo &column)
{
    m_columns.append(column);
    m_values.emplace_back(m_time.size(), std::numeric_limits<double>::quiet_NaN());
    m_values.back().reserve(m_sourceLines.capacity());
}

void TimeSeries::appendSample(double time, std::span<const double> row, int sourceLine)
{
    Q_ASSERT(qsizetype(row.size()) == columnCount());
    m_time.push_back(time);
    for (std::size_t i = 0; i < m_values.size(); ++i) {
        m_values[i].push_back(row[i]);
    }
    m_sourceLines.push_back(sourceLine);
}

void TimeSeries::reserve(qsizetype samples)
{
    m_time.reserve(std::size_t(samples));
    m_sourceLines.reserve(std::size_t(samples));
    for (auto &column : m_values) {
        column.reserve(std::size_t(samples));
    }
}

namespace {
bool sameValue(double a, double b)
{
    return a == b || (std::isnan(a) && std::isnan(b));
}
} // namespace

void TimeSeries::setFirstSampleIsSinceBoot(bool sinceBoot)
{
    if (sinceBoot != firstSampleIsSinceBoot()) {
        if (sinceBoot) {
            m_sinceBootRows.insert(m_sinceBootRows.begin(), 0);
        } else {
            m_sinceBootRows.erase(m_sinceBootRows.begin());
        }
    }
}

bool TimeSeries::isSinceBoot(qsizetype row) const
{
    return std::binary_search(m_sinceBootRows.cbegin(), m_sinceBootRows.cend(), row);
}

void TimeSeries::markNextSampleSinceBoot()
{
    if (m_sinceBootRows.empty() || m_sinceBootRows.back() < sampleCount()) {
        m_sinceBootRows.push_back(sampleCount());
    }
}

bool TimeSeries::containsRunOf(const TimeSeries &other) const
{
    if (other.m_columns != m_columns || other.sampleCount() == 0
        || other.sampleCount() > sampleCount()) {
        return false;
    }
    const std::size_t runLength = std::size_t(other.sampleCount());
    for (std::size_t start = 0; start + runLength <= std::size_t(sampleCount()); ++start) {
        bool matches = true;
        for (std::size_t c = 0; c < m_values.size() && matches; ++c) {
            for (std::size_t r = 0; r < runLength && matches; ++r) {
                matches = sameValue(m_values[c][start + r], other.m_values[c][r]);
            }
        }
        if (matches) {
            return true;
        }
    }
    return false;
}

} // namespace vmscope
