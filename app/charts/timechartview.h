// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/focusframed.h"
#include "app/charts/timechartbuilder.h"

#include <QChartView>
#include <QMargins>
#include <QMarginsF>
#include <QPair>

#include <memory>

class QGraphicsRectItem;

namespace vmscope {

class ChartCrosshair;

/// One metric of several captures overlaid on a time axis, interactive: the wheel zooms around
/// the cursor, Shift+drag zooms to the dragged span, drag pans, double-click resets, a crosshair
/// follows the mouse with every capture's value. Only the visible range is decimated and drawn,
/// so a capture of a million rows redraws as fast as a short one.
class TimeChartView : public FocusFramed<QChartView>
{
    Q_OBJECT

public:
    explicit TimeChartView(QWidget *parent = nullptr);
    ~TimeChartView() override;

    /// Plots `metric` of the `captures` that have it, with the `markers` of those captures,
    /// and shows all of it. A `valueCeiling` > 0 (the metric's unit) is the least the value
    /// axis reaches: charts side by side share their scale (TimeChartContent::valueCeiling).
    void setContent(const QList<PlottedCapture> &captures, const QString &metric,
        TimeAxisStyle style = TimeAxisStyle::Seconds, const QList<TimeMarker> &markers = {},
        double valueCeiling = 0.0);
    [[nodiscard]] QString metric() const { return m_content.metric; }
    [[nodiscard]] const TimeChartContent &content() const { return m_content; }

    /// The visible span of the time axis, s since the first sample.
    [[nodiscard]] QPair<double, double> xRange() const { return { m_from, m_to }; }
    void setXRange(double from, double to);
    /// What resetZoom() shows: all samples, unless ChartStack shares a wider span.
    [[nodiscard]] QPair<double, double> homeXRange() const { return m_home; }
    void setHomeXRange(double from, double to);

    [[nodiscard]] int seriesCount() const;
    [[nodiscard]] QStringList seriesNames() const;

    /// How the value axis is ranged (the context menu's Y Axis entries); kept when the
    /// content changes.
    [[nodiscard]] YAxisChoice yAxisChoice() const { return m_content.yAxis; }
    void setYAxisChoice(const YAxisChoice &choice);
    /// The value axis's range, in its unit.
    [[nodiscard]] QPair<double, double> yRange() const;

    /// Room (px) added left and right of the plot area, so that charts stacked with this one,
    /// whose tick labels are wider, share its left and right edges.
    [[nodiscard]] QPair<qreal, qreal> plotAreaPadding() const { return m_padding; }
    void setPlotAreaPadding(qreal left, qreal right);

    /// The crosshair's text: the time (in the time axis' unit), then each capture's nearest sample
    /// there.
    [[nodiscard]] QString crosshairText() const { return m_crosshairText; }
    /// Where the crosshair's box of text is, in chart coordinates; empty while hidden.
    [[nodiscard]] QRectF crosshairBox() const;
    /// Shows the crosshair at `x` (s) as if the mouse were there.
    void setCrosshairAt(double x);

    /// Whether Ctrl+drag and the context menu offer notes (not where the lines are no
    /// capture of the document, as on the Compare tab).
    void setNotesEnabled(bool enabled) { m_notesEnabled = enabled; }
    [[nodiscard]] bool notesEnabled() const { return m_notesEnabled; }

public slots:
    void resetZoom();
    void zoomIn();
    void zoomOut();
    /// Scales the visible span by `factor` (< 1 zooms in), keeping `anchor` (s) in place.
    void zoomAround(double anchor, double factor);
    /// setXRange() for the user's pans and zooms: the span keeps its width but never shows
    /// time before the first sample or after the last; one wider than the data is the data.
    void setXRangeWithinData(double from, double to);

signals:
    void xRangeChanged(double from, double to);
    /// The user chose another Y Axis range.
    void yAxisChoiceChanged(const YAxisChoice &choice);
    /// The chart was laid out again: resized, or its tick labels changed width.
    void plotAreaChanged();
    /// The user clicked near sample `row` of capture `captureId`.
    void sampleClicked(const QString &captureId, qsizetype row);
    /// The user asked for a note on capture `captureId` at `from` (equal to `to`) or over the
    /// span [from, to] (s): from the context menu, or by Ctrl+drag.
    void noteRequested(const QString &captureId, double from, double to);
    /// The user asked to edit or to delete the note (annotation id) under the mouse.
    void noteEditRequested(const QString &annotationId);
    void noteRemoveRequested(const QString &annotationId);

protected:
    void changeEvent(QEvent *event) override;
    /// + and - zoom, the arrows pan, Home shows all: the wheel and drags, by keyboard.
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    /// An arrow key moves the visible span by this share of it.
    static constexpr double panPerKey = 0.25;
    /// One wheel notch (120 eighths of a degree) shows this share of the span.
    static constexpr double zoomPerNotch = 0.8;
    /// A press and release closer than this (pixels) is a click, not a drag.
    static constexpr int clickSlop = 3;
    /// The crosshair names this many of the markers under it at most (a burst of messages).
    static constexpr qsizetype maxCrosshairMarkers = 5;
    /// A click this far (pixels) from every line selects nothing.
    static constexpr qreal clickReach = 24.0;

    enum class Drag { None, Pan, Band, NoteBand };

    void refill();
    /// The name and description a screen reader gives the chart: its metric, its lines and
    /// the span shown.
    void updateSpokenText();
    void refillIfWidthChanged();
    [[nodiscard]] int pixelWidth() const;
    /// Time (s) and value under a viewport position.
    [[nodiscard]] QPointF valueAt(const QPoint &position) const;
    void updateBand(const QPoint &position);
    void finishBand(const QPoint &position);
    void emitNearestSample(const QPoint &position);
    /// The line and row of the sample drawn nearest to a viewport position, if one is within
    /// `reach` pixels; {-1, -1} otherwise.
    [[nodiscard]] QPair<qsizetype, qsizetype> nearestSample(const QPoint &position, qreal reach) const;
    /// The capture a note made at a viewport position is about: the nearest line's, else the
    /// first line's.
    [[nodiscard]] QString captureAt(const QPoint &position) const;

    /// Asks for the Fixed range, starting from the one shown; false when cancelled.
    bool askFixedRange();

    TimeChartContent m_content;
    TimeAxisStyle m_timeAxisStyle = TimeAxisStyle::Seconds;
    bool m_notesEnabled = true;
    std::unique_ptr<ChartCrosshair> m_crosshair;
    QGraphicsRectItem *m_band = nullptr;
    double m_from = 0.0;
    double m_to = 1.0;
    QPair<double, double> m_home { 0.0, 1.0 };
    int m_filledWidth = 0;
    /// The chart's margins and its layout's (from the style), which the padding adds to.
    QMargins m_chartMargins;
    QMarginsF m_layoutMargins;
    QPair<qreal, qreal> m_padding { 0.0, 0.0 };
    QString m_crosshairText;
    Drag m_drag = Drag::None;
    QPoint m_pressPosition;
    QPair<double, double> m_pressRange;
};

} // namespace vmscope
