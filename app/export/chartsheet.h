// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/plottedcapture.h"
#include "app/charts/timechartbuilder.h"
#include "app/charts/timechartcontent.h"
#include "app/charts/timemarker.h"

#include <QList>
#include <QSizeF>
#include <QStringList>

#include <limits>
#include <memory>

class QChart;
class QGraphicsScene;
class QPainter;

namespace vmscope {

/// Light for print and mail whatever the screen uses; dark only when asked for.
enum class ExportTheme { Light, Dark };

/// What an exported sheet of charts shows.
struct ChartSheetOptions
{
    QStringList metrics; // one chart each, top to bottom
    QSizeF size { 1200.0, 800.0 }; // logical pixels, 96 to the inch
    ExportTheme theme = ExportTheme::Light;
    double from = std::numeric_limits<double>::quiet_NaN(); // s; NaN: the captures' whole span
    double to = std::numeric_limits<double>::quiet_NaN();
    QString title; // empty: the labels of the captures plotted
    TimeAxisStyle axis = TimeAxisStyle::WallClock; // as the window's default
};

/// A title over one chart per metric, stacked and sharing one time axis, built by the same
/// buildTimeChart() as the chart area, with its markers (stalls, oopses, notes), in a scene of
/// its own: no window, so the CLI, the GUI and tests render it alike to any QPainter.
class ChartSheet
{
public:
    ChartSheet(const QList<PlottedCapture> &captures, const QList<TimeMarker> &markers,
        ChartSheetOptions options);
    ~ChartSheet();
    ChartSheet(const ChartSheet &) = delete;
    ChartSheet &operator=(const ChartSheet &) = delete;

    /// The metrics asked for that no capture has: they get no chart.
    [[nodiscard]] const QStringList &missingMetrics() const { return m_missing; }
    [[nodiscard]] bool isEmpty() const { return m_charts.isEmpty(); }
    /// The size asked for, taller when the charts needed more room; logical pixels.
    [[nodiscard]] QSizeF size() const { return m_size; }
    [[nodiscard]] QString title() const { return m_title; }
    /// Where the inputs came from: file names and line ranges.
    [[nodiscard]] QString sourceLine() const { return m_source; }
    /// The span shown, s.
    [[nodiscard]] double from() const { return m_from; }
    [[nodiscard]] double to() const { return m_to; }
    [[nodiscard]] QList<QChart *> charts() const { return m_charts; }

    /// Paints the sheet at the painter's origin in logical pixels; the device's resolution
    /// and pixel ratio scale it.
    void render(QPainter *painter) const;

private:
    void layOut();
    /// Pads the charts so that their plot areas share left and right edges.
    void alignPlotAreas();
    [[nodiscard]] qreal titleHeight() const;

    ChartSheetOptions m_options;
    QSizeF m_size;
    std::unique_ptr<QGraphicsScene> m_scene;
    QList<QChart *> m_charts;
    QList<TimeChartContent> m_contents;
    QStringList m_missing;
    QString m_title;
    QString m_source;
    double m_from = 0.0;
    double m_to = 1.0;
};

} // namespace vmscope
