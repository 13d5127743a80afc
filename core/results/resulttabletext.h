// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/text/plaintable.h"
#include "core/results/resulttable.h"

namespace vmscope {

/// The line naming a result table above its text form: the title (else the benchmark) and
/// which value is better, e.g. "SYSBENCH, higher is better".
[[nodiscard]] QString resultTableHeading(const ResultTable &table);

/// A result table as mmtests' compare scripts print it: the row key, then per column the
/// value and its delta against column 0 recomputed, `1266.02 (   0.00%)`, `824.08 ( -53.63%)`.
/// Long column titles break over two lines; flags (`INVALID`) follow the key so that every
/// part of a wrapped table shows them. Measure columns carry no deltas.
[[nodiscard]] PlainTable resultPlainTable(const ResultTable &table);

/// resultTableHeading() on a line of its own, then resultPlainTable() wrapped to `maxWidth`.
[[nodiscard]] QString resultTableText(const ResultTable &table, int maxWidth = 72);

/// For a spreadsheet: one line per row and column with the value, both deltas and flags.
/// With `labels` (one per table: the kernel each is about) a first column names it.
[[nodiscard]] PlainTable resultCsvTable(
    const QList<ResultTable> &tables, const QStringList &labels = {});

} // namespace vmscope
