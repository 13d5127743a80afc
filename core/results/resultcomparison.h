// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"
#include "core/results/resulttable.h"

#include <QList>
#include <QStringList>

namespace vmscope {

/// One benchmark's results side by side by kernel: a result table whose columns are kernels
/// (the baseline first, deltas recomputed against it) and where each column came from.
struct ResultComparison
{
    ResultTable table;
    QStringList captureIds; // per column, the capture it came from
    bool baselineChosen = false; // column 0 is the baseline asked for
    bool turnedRound = false; // made from tables whose columns were measures: the title names it
};

/// The result tables of `captures` as comparisons by kernel:
/// - a table whose columns are kernels stays one comparison; tables of one benchmark with
///   the same rows and different kernels are joined into one (per-kernel run times
///   pasted as separate tables);
/// - tables whose columns are measures (SPEC SFS runs, `time`) of one benchmark under two
///   or more labels are turned round: per measure, the rows (loads) by kernel, the kernel
///   taken from the label (kernelNameOf()); a flagged run (`INVALID`) keeps its flag with
///   the kernel it belongs to.
/// `baseline` (a column or kernel name, may be empty) becomes column 0 where present.
[[nodiscard]] QList<ResultComparison> compareResultTables(
    const QList<Capture> &captures, const QString &baseline);

/// `comparison` with the column named (or whose kernel is) `baseline` moved to the front and
/// `baselineChosen` set; pasted deltas, against the old first column, are dropped.
[[nodiscard]] ResultComparison rebasedOn(ResultComparison comparison, const QString &baseline);
/// The kernel (or configuration) names the comparisons can be based on.
[[nodiscard]] QStringList resultComparisonLabels(const QList<ResultComparison> &comparisons);

} // namespace vmscope
