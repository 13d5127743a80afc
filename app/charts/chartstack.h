// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/plottedcapture.h"
#include "app/charts/timechartbuilder.h"

#include <QHash>
#include <QStringList>
#include <QWidget>

class QLabel;
class QScrollArea;
class QStackedLayout;
class QVBoxLayout;

namespace vmscope {

class SnapshotTable;
class TimeChartView;

/// The chart area: one chart per chosen metric, stacked, sharing one time axis (zooming or
/// panning one moves them all). Each chart overlays the captures that have the metric, with a
/// legend by label.
class ChartStack : public QWidget
{
    Q_OBJECT

public:
    explicit ChartStack(QWidget *parent = nullptr);

    /// The captures to plot, in legend order. The same captures again (grown: a followed
    /// file) keep the span shown: all of it, the same zoom, or, zoomed on the last samples,
    /// the same width at the new end.
    void setCaptures(const QList<PlottedCapture> &captures);
    /// The same with the markers to draw on them (see setMarkers()), in one rebuild.
    void setCaptures(const QList<PlottedCapture> &captures, const QList<TimeMarker> &markers);

    /// Events and spans to mark on the charts of their captures (oopses, stalls, notes).
    void setMarkers(const QList<TimeMarker> &markers);
    [[nodiscard]] const QList<TimeMarker> &markers() const { return m_markers; }
    /// Metric keys ("bo", "free"), one chart each, top to bottom.
    void setMetrics(const QStringList &keys);
    [[nodiscard]] QStringList metrics() const { return m_metrics; }
    /// The chart of `key`, or nullptr (tests drive it directly).
    [[nodiscard]] TimeChartView *chart(const QString &key) const;

    /// Seconds since the first sample, or wall-clock labels (when every capture has them).
    void setTimeAxisStyle(TimeAxisStyle style);
    [[nodiscard]] TimeAxisStyle timeAxisStyle() const { return m_timeAxisStyle; }
    /// True when the plotted captures all printed timestamps, so wall-clock labels can be offered.
    [[nodiscard]] bool canShowWallClock() const;

    /// Small multiples: a chart per capture and metric, each metric's charts on one value
    /// scale, instead of a chart per metric overlaying the captures.
    void setChartPerCapture(bool perCapture);
    [[nodiscard]] bool chartPerCapture() const { return m_chartPerCapture; }
    /// Whether the charts offer notes (see TimeChartView::setNotesEnabled()); on by default.
    void setNotesEnabled(bool enabled);
    /// Every chart, top to bottom.
    [[nodiscard]] const QList<TimeChartView *> &charts() const { return m_charts; }
    /// Shown instead of the charts when each capture plotted holds a single sample.
    [[nodiscard]] const SnapshotTable *snapshotTable() const { return m_snapshot; }
    [[nodiscard]] bool showsSnapshotTable() const;

public slots:
    void resetZoom();
    void zoomIn();
    void zoomOut();
    /// Shows the span [from, to] (s) on every chart, cut to the samples' span when it reaches past
    /// them.
    void zoomTo(double from, double to);

signals:
    /// The user clicked the sample `row` of capture `captureId` (to show its source line).
    void sampleClicked(const QString &captureId, qsizetype row);
    /// Forwarded from the charts: see TimeChartView.
    void noteRequested(const QString &captureId, double from, double to);
    void noteEditRequested(const QString &annotationId);
    void noteRemoveRequested(const QString &annotationId);

private:
    /// What the charts show, to show it again once they are rebuilt.
    struct ShownSpan
    {
        QPair<double, double> shown;
        QPair<double, double> home;
        bool zoomed = false;
    };
    [[nodiscard]] ShownSpan shownSpan() const;
    void showAgain(const ShownSpan &span);

    void rebuild();
    void addChart(const QString &key, const QList<PlottedCapture> &captures, double valueCeiling);
    /// The largest magnitude of `key` over the plotted captures (the small multiples' scale).
    [[nodiscard]] double largestValue(const QString &key) const;
    /// Moves every chart to the span one of them was zoomed or panned to.
    void shareXRange(double from, double to);
    /// Pads every chart to the widest tick labels, so the plot areas share left and right
    /// edges and one time is one x pixel in all of them.
    void alignPlotAreas();
    /// Aligns once the event loop has delivered every chart's new layout.
    void scheduleAlignment();

    /// What a round of alignment answers to: the charts' sizes and spans.
    struct AlignmentKey
    {
        QList<QSize> sizes;
        QList<QPair<double, double>> ranges;
        friend bool operator==(const AlignmentKey &, const AlignmentKey &) = default;
    };
    [[nodiscard]] AlignmentKey alignmentKey() const;

    QList<PlottedCapture> m_captures;
    QStringList m_metrics;
    QList<TimeMarker> m_markers;
    TimeAxisStyle m_timeAxisStyle = TimeAxisStyle::Seconds;
    bool m_chartPerCapture = false;
    bool m_notesEnabled = true;
    QStackedLayout *m_pages = nullptr;
    QLabel *m_hint = nullptr;
    QScrollArea *m_scrollArea = nullptr;
    SnapshotTable *m_snapshot = nullptr; // instead of the charts when each capture has one sample
    QVBoxLayout *m_layout = nullptr;
    QList<TimeChartView *> m_charts;
    QHash<QString, YAxisChoice> m_yAxes; // by metric, as the user set them; kept over rebuilds
    struct
    {
        AlignmentKey key;
        int rounds = 0;
    } m_alignment;
    bool m_alignmentScheduled = false;
};

} // namespace vmscope
