// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/widgets/sortabletablemodel.h"
#include "core/analysis/comparisonstats.h"

namespace vmscope {

/// The statistics of a comparison set as one table: a row per metric and label with n, mean,
/// median, min, max, stddev, p95, the change of the mean against the baseline, the p-value
/// (bold with ★ when significant) and its test. A significant change in the metric's better
/// direction is tinted green, one in the other red; each label carries its chart colour.
class ComparisonStatsModel : public SortableTableModel
{
    Q_OBJECT

public:
    enum Column {
        Metric,
        Label,
        N,
        Mean,
        Median,
        Min,
        Max,
        Stddev,
        P95,
        Delta,
        PValue,
        EffectiveN,
        Test,
        ColumnCount
    };
    enum Role {
        /// The number behind a cell (double, NaN when undefined), for tests and sorting.
        RawValueRole = FirstModelRole,
        /// +1 better, -1 worse than the baseline, 0 neither (int).
        VerdictRole,
    };

    explicit ComparisonStatsModel(QObject *parent = nullptr);

    /// `units` gives each metric key's unit for the metric column ("blocks/s"), `colors` each
    /// label's line colour on the chart above (the palette in order where it has none).
    void setComparisons(const QList<MetricComparison> &comparisons,
        const QHash<QString, QString> &units, const QHash<QString, QColor> &colors = {});
    [[nodiscard]] const QList<MetricComparison> &comparisons() const { return m_comparisons; }
    /// The comparison and row behind table row `row`.
    [[nodiscard]] const MetricComparison &comparisonOf(int row) const;
    [[nodiscard]] const LabelStatistics &statisticsOf(int row) const;
    /// The first table row of metric `key`, -1 when it is not in the table.
    [[nodiscard]] int firstRowOf(const QString &key) const;

    [[nodiscard]] bool isNumeric(int column) const override;
    [[nodiscard]] double numericValue(int row, int column) const override;

private:
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }
    [[nodiscard]] int columns() const override { return ColumnCount; }
    [[nodiscard]] QVariant display(int row, int column) const override;
    [[nodiscard]] QString toolTip(int row, int column) const override;
    [[nodiscard]] std::span<const ColumnText> columnTexts() const override;
    [[nodiscard]] QVariant otherData(int row, int column, int role) const override;
    [[nodiscard]] int decimalsOf(const MetricComparison &comparison) const;

    QList<MetricComparison> m_comparisons;
    QHash<QString, QString> m_units;
    QHash<QString, QColor> m_colors;
    QList<std::pair<qsizetype, qsizetype>> m_rows; // comparison, label row
};

} // namespace vmscope
