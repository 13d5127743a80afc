// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/analysis/comparisonstats.h"
#include "core/text/plaintable.h"

#include <QJsonObject>

namespace vmscope {

/// One metric's statistics as fixed-width tables, a row per label: n, mean, median, min,
/// max, stddev, p95, delta of the mean against the baseline in %, the p-value (`*` when
/// below 0.05) and the test it came from. The columns are split over as many tables as
/// `maxWidth` needs, each repeating the label column.
[[nodiscard]] QList<PlainTable> comparisonTables(const MetricComparison &comparison,
                                                 int maxWidth = 72);

/// Every metric under a heading line (key, better direction, baseline), then the legend:
/// what a reply to the list quotes.
[[nodiscard]] QString comparisonText(const QList<MetricComparison> &comparisons,
                                     int maxWidth = 72);

/// One table for a spreadsheet: a row per metric and label, numbers at full precision.
[[nodiscard]] PlainTable comparisonCsvTable(const QList<MetricComparison> &comparisons);

/// For scripts (docs/cli-json.md): the rule, the labels, and per metric every row with both
/// tests.
[[nodiscard]] QJsonObject comparisonToJson(const QList<MetricComparison> &comparisons);

} // namespace vmscope
