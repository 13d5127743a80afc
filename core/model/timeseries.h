// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/column.h"
#include "core/model/valuecolumn.h"

#include <QDateTime>
#include <QList>

#include <span>
#include <vector>

namespace vmscope {

/// Columnar samples on a time axis: one ValueColumn per column (as narrow as its values allow),
/// NaN for missing values.
/// The time axis is seconds since the first sample; it is real when the log printed
/// timestamps and sample index × interval otherwise (then intervalIsAssumed() is true).
class TimeSeries
{
public:
    TimeSeries() = default;
    TimeSeries(QList<ColumnInfo> columns, double intervalSeconds, bool intervalIsAssumed);

    [[nodiscard]] qsizetype sampleCount() const { return qsizetype(m_time.size()); }
    [[nodiscard]] qsizetype columnCount() const { return m_columns.size(); }
    [[nodiscard]] const QList<ColumnInfo> &columns() const { return m_columns; }
    [[nodiscard]] const ColumnInfo &column(qsizetype index) const { return m_columns.at(index); }
    /// -1 if absent.
    [[nodiscard]] qsizetype columnIndex(QStringView key) const;

    [[nodiscard]] const ValueColumn &time() const { return m_time; } // s since first
    [[nodiscard]] const ValueColumn &values(qsizetype column) const
    {
        return m_values.at(std::size_t(column));
    }
    /// Value of `key` in sample `row`; NaN when the column or the value is missing.
    [[nodiscard]] double value(qsizetype row, QStringView key) const;
    /// Physical line of the original text each sample was read from.
    [[nodiscard]] const std::vector<int> &sourceLines() const { return m_sourceLines; }

    [[nodiscard]] double intervalSeconds() const { return m_intervalSeconds; }
    [[nodiscard]] bool intervalIsAssumed() const { return m_intervalIsAssumed; }
    void setInterval(double seconds, bool assumed);

    /// Wall-clock time of the first sample, invalid when the log printed none.
    [[nodiscard]] QDateTime startTime() const { return m_startTime; }
    void setStartTime(const QDateTime &start) { m_startTime = start; }

    /// vmstat's first row averages since boot; it is kept but flagged. So is the first row of
    /// each later copy of vmstat in a loop's output, where the series goes on after a separator.
    [[nodiscard]] bool firstSampleIsSinceBoot() const { return isSinceBoot(0); }
    void setFirstSampleIsSinceBoot(bool sinceBoot);
    [[nodiscard]] bool isSinceBoot(qsizetype row) const;
    /// Ascending.
    [[nodiscard]] const std::vector<qsizetype> &sinceBootRows() const { return m_sinceBootRows; }
    /// Flags the sample about to be appended (sampleCount()).
    void markNextSampleSinceBoot();

    /// `row` must have columnCount() values. `time` is seconds since the first sample.
    void appendSample(double time, std::span<const double> row, int sourceLine);
    /// Adds a column after the others; the samples already there get NaN in it.
    void addColumn(const ColumnInfo &column);
    void reserve(qsizetype samples);

    /// True when every sample of `other` equals a run of consecutive samples of this series
    /// with the same columns: how a quoted repeat of a table is recognised.
    [[nodiscard]] bool containsRunOf(const TimeSeries &other) const;

    friend bool operator==(const TimeSeries &, const TimeSeries &) = default;

private:
    QList<ColumnInfo> m_columns;
    ValueColumn m_time;
    std::vector<ValueColumn> m_values;
    std::vector<int> m_sourceLines;
    double m_intervalSeconds = 1.0;
    bool m_intervalIsAssumed = true;
    std::vector<qsizetype> m_sinceBootRows;
    QDateTime m_startTime;
};

} // namespace vmscope
