// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/results/resulttable.h"

#include <QList>
#include <QString>

class QChart;

namespace vmscope {

/// A result table and the kernel it is about (empty when its columns are the kernels).
struct LabelledResultTable
{
    QString label;
    ResultTable table;
};

/// How buildResultChart() draws a set of result tables.
enum class ResultChartShape { GroupedBars, LoadLines };

/// Lines when the tables' columns are measures and their rows numeric loads (SPEC SFS: load
/// vs throughput, a line per kernel); grouped bars otherwise.
[[nodiscard]] ResultChartShape resultChartShape(const QList<LabelledResultTable> &tables);

/// A chart of benchmark results, with no window; the caller owns it. Grouped bars: for kernel
/// columns a bar per kernel in each row's group, else a bar per table in each measure's group.
/// Load lines: the first measure over the row keys, one line per table, flagged (INVALID)
/// runs drawn on top as marks of their own. Flagged rows' bars are drawn in a warning colour.
[[nodiscard]] QChart *buildResultChart(const QList<LabelledResultTable> &tables);

} // namespace vmscope
