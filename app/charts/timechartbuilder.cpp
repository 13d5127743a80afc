// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/timechartbuilder.h"

#include "app/charts/valueformat.h"
#include "core/decimation.h"

#include <QChart>
#include <QCoreApplication>
#include <QDateTimeAxis>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// About one label per this many pixels keeps labels apart at any width.
constexpr int pixelsPerXLabel = 110;
constexpr int yLabels = 5;

/// The series plot against a hidden horizontal axis in seconds; the one shown relabels it in the
/// unit the visible span reads best in. Object names tell the two apart.
constexpr char secondsAxisName[] = "seconds";
constexpr char timeAxisName[] = "time";

QValueAxis *valueAxis(const QChart *chart, Qt::Orientation orientation, const char *name = "")
{
    const QList<QAbstractAxis *> axes = chart->axes(orientation);
    for (QAbstractAxis *axis : axes) {
        auto *value = qobject_cast<QValueAxis *>(axis);
        if (value && value->objectName() == QLatin1String(name)) {
            return value;
        }
    }
    return nullptr;
}

QDateTimeAxis *wallClockAxis(const QChart *chart)
{
    const QList<QAbstractAxis *> axes = chart->axes(Qt::Horizontal);
    for (QAbstractAxis *axis : axes) {
        if (auto *dateTime = qobject_cast<QDateTimeAxis *>(axis)) {
            return dateTime;
        }
    }
    return nullptr;
}

QValueAxis *addValueAxis(QChart *chart, const QString &title, Qt::Alignment alignment)
{
    auto *axis = new QValueAxis(chart);
    axis->setTitleText(title);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setMinorTickCount(0);
    chart->addAxis(axis, alignment);
    return axis;
}

QValueAxis *addSecondsAxis(QChart *chart)
{
    auto *axis = new QValueAxis(chart);
    axis->setObjectName(QLatin1String(secondsAxisName));
    chart->addAxis(axis, Qt::AlignBottom);
    axis->setVisible(false);
    return axis;
}

/// Like the time axis, it draws no series of its own and relabels the seconds axis.
void addWallClockAxis(QChart *chart)
{
    auto *axis = new QDateTimeAxis(chart);
    axis->setTitleText(QCoreApplication::translate("vmscope::TimeChart", "wall-clock time"));
    chart->addAxis(axis, Qt::AlignBottom);
}

void setTicks(QValueAxis *axis, double from, double to, double step)
{
    axis->setRange(from, to);
    axis->setTickInterval(step);
    axis->setLabelFormat(labelFormatForStep(step));
}

/// The visible span in the unit it reads best in: 0–60 s, 0–90 min, 0–11.6 d.
void setTimeRange(QValueAxis *axis, double from, double to, int pixelWidth)
{
    const AxisUnit unit = timeUnitFor(to - from);
    const QString title
        = QCoreApplication::translate("vmscope::TimeChart", "time (%1)").arg(unit.unit);
    // A new title lays the chart out again; most zooms keep the unit.
    if (axis->titleText() != title) {
        axis->setTitleText(title);
    }
    setTicks(axis, from / unit.divisor, to / unit.divisor,
        niceStep((to - from) / unit.divisor, std::clamp(pixelWidth / pixelsPerXLabel, 2, 12)));
}

void setWallClockRange(
    QDateTimeAxis *axis, const TimeChartContent &content, double from, double to, int pixelWidth)
{
    const QDateTime start = content.series(0).startTime();
    axis->setRange(start.addMSecs(qint64(from * 1000.0)), start.addMSecs(qint64(to * 1000.0)));
    axis->setTickCount(std::clamp(pixelWidth / pixelsPerXLabel, 2, 12) + 1);
    axis->setFormat(to - from >= 2 * 86400.0 ? u"MMM d hh:mm"_s : u"hh:mm:ss"_s);
}

/// Dense lines are drawn one pixel wide: the raster engine strokes those an order of magnitude
/// faster than wider ones, and a min/max band looks the same either way.
void setLineWidth(QLineSeries *series, int width)
{
    QPen pen = series->pen();
    if (pen.width() != width) {
        pen.setWidth(width);
        series->setPen(pen);
    }
}

struct YExtent
{
    double low = std::numeric_limits<double>::infinity();
    double high = -std::numeric_limits<double>::infinity();
};

/// Decimates every line into its series; returns the extent of what is visible.
/// The decimated points of every line, scaled to the axis unit, and their y extent.
struct Decimated
{
    QList<QList<QPointF>> lines;
    YExtent extent;
};

Decimated decimateLines(const TimeChartContent &content, double from, double to, int pixelWidth,
    double divisor)
{
    Decimated decimated;
    for (qsizetype line = 0; line < content.lines.size(); ++line) {
        QList<QPointF> points = decimateMinMax(
            content.series(line).time(), content.values(line), from, to, pixelWidth);
        for (QPointF &point : points) {
            point.setY(point.y() / divisor);
            if (point.x() >= from && point.x() <= to) {
                decimated.extent.low = std::min(decimated.extent.low, point.y());
                decimated.extent.high = std::max(decimated.extent.high, point.y());
            }
        }
        decimated.lines.append(std::move(points));
    }
    return decimated;
}

void replaceSeries(const QChart *chart, const Decimated &decimated, int pixelWidth)
{
    const QList<QAbstractSeries *> series = chart->series();
    for (qsizetype line = 0; line < decimated.lines.size() && line < series.size(); ++line) {
        auto *lineSeries = static_cast<QLineSeries *>(series.at(line));
        setLineWidth(lineSeries, decimated.lines.at(line).size() > pixelWidth ? 1 : 2);
        lineSeries->replace(decimated.lines.at(line));
    }
}

void setYRange(QValueAxis *axis, YExtent extent)
{
    if (!(extent.low <= extent.high)) {
        extent = { 0.0, 1.0 };
    }
    // Rates and sizes read best from zero; a negative value widens the axis instead.
    const double low = std::min(extent.low, 0.0);
    const double high = extent.high > low ? extent.high : low + 1.0;
    const double step = niceStep(high - low, yLabels);
    setTicks(axis, std::floor(low / step) * step, std::ceil(high / step) * step, step);
}

} // namespace

QChart *buildTimeChart(
    const TimeChartContent &content, double from, double to, int pixelWidth, TimeAxisStyle style)
{
    auto *chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignTop);
    chart->setMargins(QMargins(4, 4, 8, 4));
    const AxisUnit yUnit = axisUnitFor(content.unit, content.maxAbs);
    QValueAxis *x = addSecondsAxis(chart);
    QValueAxis *y = addValueAxis(chart, titleWithUnit(content.metric, yUnit.unit), Qt::AlignLeft);
    for (qsizetype line = 0; line < content.lines.size(); ++line) {
        auto *series = new QLineSeries(chart);
        series->setName(content.name(line));
        series->setColor(content.lines.at(line).plotted.color);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    if (style == TimeAxisStyle::WallClock && content.hasWallClock()) {
        addWallClockAxis(chart);
    } else {
        addValueAxis(chart, QString(), Qt::AlignBottom)->setObjectName(QLatin1String(timeAxisName));
    }
    fillTimeChart(chart, content, from, to, pixelWidth);
    return chart;
}

QChart *buildTimeChart(const QList<PlottedCapture> &captures, const QString &metric, double from,
    double to, int pixelWidth)
{
    return buildTimeChart(TimeChartContent::of(captures, metric), from, to, pixelWidth);
}

void fillTimeChart(
    QChart *chart, const TimeChartContent &content, double from, double to, int pixelWidth)
{
    const int columns = std::max(pixelWidth, 1);
    const double divisor = axisUnitFor(content.unit, content.maxAbs).divisor;
    const Decimated decimated = decimateLines(content, from, to, columns, divisor);
    // Axes first: each series lays out its geometry once, for the new ranges, on replace().
    valueAxis(chart, Qt::Horizontal, secondsAxisName)->setRange(from, to);
    setYRange(valueAxis(chart, Qt::Vertical), decimated.extent);
    replaceSeries(chart, decimated, columns);
    if (QValueAxis *time = valueAxis(chart, Qt::Horizontal, timeAxisName)) {
        setTimeRange(time, from, to, columns);
    }
    if (QDateTimeAxis *wallClock = wallClockAxis(chart)) {
        setWallClockRange(wallClock, content, from, to, columns);
    }
}

} // namespace vmscope
