// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/comparisoncaptures.h"

#include <optional>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// The unit and group of `key` as the first run that has it names them.
std::optional<ColumnInfo> columnOf(const ComparisonSet &set, const QString &key)
{
    for (const ComparisonGroup &group : set.groups()) {
        for (const auto &run : group.runs) {
            const qsizetype column = run->columnIndex(key);
            if (column >= 0) {
                return run->column(column);
            }
        }
    }
    return std::nullopt;
}

} // namespace

QList<Capture> comparisonCaptures(const ComparisonSet &set, const QStringList &keys)
{
    QList<ColumnInfo> columns;
    for (const QString &key : keys) {
        if (const std::optional<ColumnInfo> column = columnOf(set, key)) {
            columns.append(*column);
        }
    }
    QList<Capture> captures;
    for (qsizetype index = 0; index < set.size(); ++index) {
        const ComparisonGroup &group = set.groups().at(index);
        const bool bySample = set.alignment() == ComparisonAlignment::SampleIndex;
        const double interval
            = group.runs.isEmpty() ? 1.0 : group.runs.constFirst()->intervalSeconds();
        TimeSeries series(columns, bySample ? 1.0 : interval, bySample);
        QList<AlignedSeries> aligned;
        for (const ColumnInfo &column : std::as_const(columns)) {
            aligned.append(set.alignedSeries(index, column.key));
        }
        const std::size_t samples = aligned.isEmpty() ? 0 : aligned.constFirst().x.size();
        series.reserve(qsizetype(samples));
        std::vector<double> row(std::size_t(columns.size()));
        for (std::size_t sample = 0; sample < samples; ++sample) {
            for (qsizetype column = 0; column < aligned.size(); ++column) {
                row[std::size_t(column)] = aligned.at(column).y.at(sample);
            }
            series.appendSample(aligned.constFirst().x.at(sample), row, 0);
        }
        Capture capture;
        capture.id = u"compare-"_s + QString::number(index + 1);
        capture.kind = set.kind();
        capture.label = group.label;
        capture.payload = std::move(series);
        captures.append(std::move(capture));
    }
    return captures;
}

} // namespace vmscope
