// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/timechartcontent.h"

#include <QColor>
#include <QStringList>

namespace vmscope {

struct Capture;

/// Columns of one capture that add up to a whole and read best stacked as areas: vmstat's
/// CPU split (us, sy, wa, id, st make 100 %) and its memory (free, buff, cache). Picked like a
/// metric, by its key ("stack:cpu"); a chart each per capture, since stacks of several
/// captures overlaid cannot be read.
struct MetricStack
{
    QString key; // "stack:cpu"
    QString group; // the picker's group it is offered in ("cpu")
    QStringList columns; // bottom to top
};

[[nodiscard]] const QList<MetricStack> &metricStacks();
/// The stack of `key`, or nullptr when `key` is a plain metric.
[[nodiscard]] const MetricStack *metricStack(QStringView key);
/// What the picker and the axis call it: "CPU split (stacked)".
[[nodiscard]] QString stackTitle(const MetricStack &stack);
/// The colour of one component: the same for `us` in every chart, apart from the captures'.
[[nodiscard]] QColor stackColor(const MetricStack &stack, qsizetype component);

/// Whether `capture` has two or more of the columns of `stack`: what a stack needs to be drawn.
[[nodiscard]] bool canStack(const MetricStack &stack, const Capture &capture);
/// Those of `captures` that can draw `stack`: a stacked chart each, in this order.
[[nodiscard]] QList<PlottedCapture> stackableOf(
    const MetricStack &stack, const QList<PlottedCapture> &captures);

/// The stacked chart of `plotted`: a line per column it has, bottom to top, each in its
/// component's colour, and the capture's markers; empty when it has fewer than two.
[[nodiscard]] TimeChartContent stackedContent(
    const PlottedCapture &plotted, const MetricStack &stack, const QList<TimeMarker> &markers);

} // namespace vmscope
