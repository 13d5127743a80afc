// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/betterdirection.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace vmscope {

/// One row of a benchmark result table: a key (thread count, load, metric) and one value per
/// column, as pasted.
struct ResultRow
{
    QString key; // "1", "Amean 4", "write-64", "500"
    QList<double> values; // one per column, NaN when the cell is missing
    QList<std::optional<double>> pastedDeltas; // % as printed (`( 0.00%)`), one per column
    QStringList flags; // markers the run carried (`INVALID`): kept, never dropped
    int line = 0; // physical line of the row

    friend bool operator==(const ResultRow &, const ResultRow &) = default;
};

/// Benchmark results pasted in a thread: an mmtests compare table, SPEC SFS runs, `time`,
/// dbench throughput or per-kernel run times. Column 0 is the baseline.
class ResultTable
{
public:
    /// Which value is the better one, when the format tells.
    using Better = BetterDirection;
    /// How a delta against the baseline is computed, in %. mmtests prints
    /// (value - base) / value for higher-is-better metrics and (base - value) / base for
    /// lower-is-better ones; anything else uses the plain change (value - base) / base.
    /// LKP prints the change of a metric that is itself a percentage (`turbostat.C1%`,
    /// `15.01  +0.8  15.76`) as the difference, in percentage points.
    enum class DeltaFormula { Change, HigherIsBetter, LowerIsBetter, Difference };
    /// Whether the columns are kernels to compare or the measures of one run series.
    enum class ColumnKind { Configurations, Measures };

    QString benchmark; // "SYSBENCH", "SPEC SFS", "time", "dbench", "run time"
    QString title; // the prose line naming the table, when there is one
    QStringList columns; // kernel or configuration labels, or measure names
    QStringList units; // per column, empty when not stated ("s", "MB/sec", "IOPS")
    ColumnKind columnKind = ColumnKind::Configurations;
    Better better = Better::Unknown;
    DeltaFormula formula = DeltaFormula::Change;
    QList<DeltaFormula> rowFormulas; // per row when the rows differ (empty: `formula`)
    QList<ResultRow> rows;

    [[nodiscard]] qsizetype sampleCount() const { return rows.size(); }
    [[nodiscard]] qsizetype columnCount() const { return columns.size(); }
    [[nodiscard]] DeltaFormula formulaOf(qsizetype row) const;
    /// % vs column 0 of the same row; nullopt for the baseline itself, for measure columns
    /// and when a value is missing or the base is 0.
    [[nodiscard]] std::optional<double> recomputedDelta(qsizetype row, qsizetype column) const;

    friend bool operator==(const ResultTable &, const ResultTable &) = default;
};

/// `formula` applied to `value` against `base`, in % (in points for Difference); nullopt
/// when it divides by zero.
[[nodiscard]] std::optional<double> resultDelta(
    ResultTable::DeltaFormula formula, double base, double value);
/// Stable lowercase ids for JSON: "change", "higher-is-better", "lower-is-better",
/// "difference".
[[nodiscard]] QString deltaFormulaId(ResultTable::DeltaFormula formula);

} // namespace vmscope
