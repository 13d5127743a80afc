// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/plaintable.h"
#include "core/resulttable.h"

namespace vmscope {

/// A result table as a mail reply quotes it, mmtests style: the row key, then per column the
/// value and, against column 0, the recomputed delta `( 3.57%)`; the flags (INVALID) last.
/// The columns are split over as many tables as `maxWidth` needs, each repeating the key.
[[nodiscard]] QList<PlainTable> resultPlainTables(const ResultTable &table, int maxWidth = 72);

/// The benchmark and title on a line of their own, then resultPlainTables().
[[nodiscard]] QString resultTableText(const ResultTable &table, int maxWidth = 72);

/// For a spreadsheet: the key, each column's value and recomputed delta at full precision,
/// and the flags; a row per row of every table. With `labels` (one per table, the kernel
/// each is about) a first column names it. The tables must share the first one's columns.
[[nodiscard]] PlainTable resultCsvTable(
    const QList<ResultTable> &tables, const QStringList &labels = {});

} // namespace vmscope
