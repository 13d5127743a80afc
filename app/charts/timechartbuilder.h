// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/timechartcontent.h"

#include <QPair>
#include <QStringView>

#include <optional>

class QChart;
class QLineSeries;

namespace vmscope {

/// How the time axis is labelled: seconds since the first sample, or the wall-clock time of
/// the first capture plus those seconds (only when every capture printed timestamps), or
/// sample numbers (a comparison aligned by sample puts 0, 1, 2... where the seconds would be).
enum class TimeAxisStyle { Seconds, WallClock, SampleIndex };

/// The window's and the CLI's choice of axis (Clock Time on the Axis, `--axis`): clock time
/// where the captures printed it, or the time elapsed. Clock unless the user said otherwise.
[[nodiscard]] TimeAxisStyle timeAxisStyleOf(bool clockTime);
/// `--axis clock|elapsed`; nullopt for anything else.
[[nodiscard]] std::optional<TimeAxisStyle> timeAxisStyleNamed(QStringView name);

/// A chart of one metric over several captures, with no window: one line series per capture
/// that has the metric, in its colour and named by its label, decimated for `pixelWidth`
/// columns between `from` and `to` (s). The caller owns the chart. Used by TimeChartView and
/// by exports.
[[nodiscard]] QChart *buildTimeChart(const TimeChartContent &content, double from, double to,
    int pixelWidth, TimeAxisStyle style = TimeAxisStyle::Seconds);
[[nodiscard]] QChart *buildTimeChart(const QList<PlottedCapture> &captures, const QString &metric,
    double from, double to, int pixelWidth);

/// The series of a chart made by buildTimeChart(), one per line in legend order. A line with
/// gaps (NaN) has further series for its later runs; those are left out.
[[nodiscard]] QList<QLineSeries *> lineSeries(const QChart *chart);

/// Where `value` (in the value axis's unit) is drawn on the series' vertical axis of a chart
/// made by buildTimeChart(): the value itself, or its logarithm on a log scale (a value at or
/// below zero goes on the scale's "0" row).
[[nodiscard]] double plottedY(const QChart *chart, double value);
/// The values the vertical axis shows, bottom and top, in the axis's unit.
[[nodiscard]] QPair<double, double> shownYRange(const QChart *chart);

/// Refills a chart made by buildTimeChart() for another range or width: what a zoom, a pan or
/// a resize costs (one decimation per line, one QLineSeries::replace()).
void fillTimeChart(
    QChart *chart, const TimeChartContent &content, double from, double to, int pixelWidth);

} // namespace vmscope
