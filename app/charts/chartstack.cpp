// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/chartstack.h"

#include "app/charts/metricstack.h"
#include "app/charts/snapshottable.h"
#include "app/charts/timechartview.h"

#include <QChart>
#include <QFontMetrics>
#include <QLabel>
#include <QLegend>
#include <QScrollArea>
#include <QStackedLayout>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace vmscope {
namespace {

/// Small enough for three charts on a laptop screen, big enough for readable axes.
constexpr int chartMinimumHeight = 220;
/// Room above and below a legend beside the plot: the chart's margins and a little air.
constexpr int legendMargin = 40;
constexpr int legendRowSpacing = 8;

} // namespace

ChartStack::ChartStack(QWidget *parent)
    : QWidget(parent)
    , m_pages(new QStackedLayout(this))
    , m_hint(new QLabel)
    , m_scrollArea(new QScrollArea)
    , m_snapshot(new SnapshotTable)
{
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_hint->setEnabled(false);
    auto *charts = new QWidget;
    m_layout = new QVBoxLayout(charts);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_scrollArea->setWidget(charts);
    m_scrollArea->setWidgetResizable(true);
    m_scrollArea->setFrameShape(QFrame::NoFrame);
    // Tab goes from chart to chart; the area scrolls to the one that has the focus.
    m_scrollArea->setFocusPolicy(Qt::NoFocus);
    m_pages->addWidget(m_hint);
    m_pages->addWidget(m_scrollArea);
    m_pages->addWidget(m_snapshot);
    rebuild();
}

namespace {

QStringList captureIds(const QList<PlottedCapture> &captures)
{
    QStringList ids;
    for (const PlottedCapture &plotted : captures) {
        ids.append(plotted.capture->id);
    }
    return ids;
}

} // namespace

void ChartStack::setCaptures(const QList<PlottedCapture> &captures)
{
    setCaptures(captures, m_markers);
}

void ChartStack::setCaptures(const QList<PlottedCapture> &captures, const QList<TimeMarker> &markers)
{
    // The same captures again, longer (a followed file grew) or restyled: the user's zoom stays.
    const bool same = captureIds(captures) == captureIds(m_captures);
    const ShownSpan span = shownSpan();
    m_captures = captures;
    m_markers = markers;
    rebuild();
    if (same) {
        showAgain(span);
    }
}

void ChartStack::setMarkers(const QList<TimeMarker> &markers)
{
    if (markers == m_markers) {
        return;
    }
    m_markers = markers;
    // New findings or notes on the same lines: the user's zoom stays.
    const ShownSpan span = shownSpan();
    rebuild();
    showAgain(span);
}

ChartStack::ShownSpan ChartStack::shownSpan() const
{
    if (m_charts.isEmpty()) {
        return {};
    }
    const TimeChartView *first = m_charts.constFirst();
    return { first->xRange(), first->homeXRange(), first->xRange() != first->homeXRange() };
}

void ChartStack::showAgain(const ShownSpan &span)
{
    if (!span.zoomed || m_charts.isEmpty()) {
        return; // all of it was shown, and all of it (grown, perhaps) is shown again
    }
    // Another axis (the samples timed otherwise): the old span means nothing on it.
    if (m_charts.constFirst()->homeXRange().first != span.home.first) {
        return;
    }
    const double newEnd = m_charts.constFirst()->homeXRange().second;
    const double width = span.shown.second - span.shown.first;
    // Zoomed on the latest samples, like `tail -f`: the span moves on with the new ones.
    if (span.shown.second >= span.home.second && newEnd > span.home.second) {
        zoomTo(newEnd - width, newEnd);
    } else {
        zoomTo(span.shown.first, span.shown.second);
    }
}

void ChartStack::setMetrics(const QStringList &keys)
{
    m_metrics = keys;
    rebuild();
}

TimeChartView *ChartStack::chart(const QString &key) const
{
    const auto found = std::find_if(m_charts.begin(), m_charts.end(),
        [&key](const TimeChartView *view) { return view->metric() == key; });
    return found == m_charts.end() ? nullptr : *found;
}

void ChartStack::setTimeAxisStyle(TimeAxisStyle style)
{
    if (style != m_timeAxisStyle) {
        m_timeAxisStyle = style;
        const ShownSpan span = shownSpan(); // other labels, the same seconds: the zoom stays
        rebuild();
        showAgain(span);
    }
}

bool ChartStack::showsSnapshotTable() const
{
    return m_pages->currentWidget() == m_snapshot;
}

bool ChartStack::canShowWallClock() const
{
    return !m_charts.isEmpty()
        && std::all_of(m_charts.begin(), m_charts.end(),
            [](const TimeChartView *view) { return view->content().hasWallClock(); });
}

void ChartStack::resetZoom()
{
    if (!m_charts.isEmpty()) {
        m_charts.constFirst()->resetZoom();
    }
}

void ChartStack::zoomIn()
{
    if (!m_charts.isEmpty()) {
        m_charts.constFirst()->zoomIn();
    }
}

void ChartStack::zoomOut()
{
    if (!m_charts.isEmpty()) {
        m_charts.constFirst()->zoomOut();
    }
}

void ChartStack::zoomTo(double from, double to)
{
    // The context asked for around a span ends at the samples: nothing is drawn before the
    // first or after the last.
    if (!m_charts.isEmpty() && to > from) {
        const auto [first, last] = m_charts.constFirst()->homeXRange();
        from = std::max(from, first);
        to = std::min(to, last);
        if (!(to > from)) {
            std::tie(from, to) = std::pair(first, last);
        }
    }
    shareXRange(from, to);
}

void ChartStack::rebuild()
{
    // A chart may be rebuilt from its own signal (a note added from its context menu): it goes
    // once control is back in the event loop, never under its own feet.
    for (TimeChartView *view : std::as_const(m_charts)) {
        disconnect(view, nullptr, this, nullptr);
        m_layout->removeWidget(view);
        view->hide();
        view->deleteLater();
    }
    m_charts.clear();
    m_alignment = {};
    if (!m_captures.isEmpty()) {
        for (const QString &key : std::as_const(m_metrics)) {
            // A stack is a chart per capture that has it, whatever the layout.
            if (const MetricStack *stack = metricStack(key)) {
                for (const PlottedCapture &plotted : stackableOf(*stack, m_captures)) {
                    addChart(key, { plotted }, 0.0);
                }
                continue;
            }
            // A metric none of them has gets no empty chart: the hint says so instead.
            if (TimeChartContent::of(m_captures, key).isEmpty()) {
                continue;
            }
            if (!m_chartPerCapture) {
                addChart(key, m_captures, 0.0);
                continue;
            }
            const double ceiling = largestValue(key);
            for (const PlottedCapture &plotted : std::as_const(m_captures)) {
                if (!TimeChartContent::of({ plotted }, key).isEmpty()) {
                    addChart(key, { plotted }, ceiling);
                }
            }
        }
    }
    // One time axis for all: every chart starts on, and resets to, the span of all of them.
    double from = 0.0;
    double to = 0.0;
    for (qsizetype index = 0; index < m_charts.size(); ++index) {
        const QPair<double, double> home = m_charts.at(index)->homeXRange();
        from = index == 0 ? home.first : std::min(from, home.first);
        to = index == 0 ? home.second : std::max(to, home.second);
    }
    for (TimeChartView *view : std::as_const(m_charts)) {
        view->setHomeXRange(from, to);
        view->resetZoom();
    }
    // Metrics picked that none of the captures shown has: say so, not "pick a metric".
    QStringList picked;
    for (const QString &key : std::as_const(m_metrics)) {
        const MetricStack *stack = metricStack(key);
        picked.append(stack ? stackTitle(*stack) : key);
    }
    m_hint->setText(m_captures.isEmpty() ? tr("Choose a capture, then pick a metric on the left…")
            : picked.isEmpty()
            ? tr("Pick a metric on the left…")
            : tr("None of the captures shown has %1: tick one that has in the Captures tree, "
                 "or pick another metric.")
                  .arg(picked.join(QStringLiteral(", "))));
    // One sample each: a table of the values instead of dots on a second-wide axis.
    QList<TimeChartContent> contents;
    for (const TimeChartView *view : std::as_const(m_charts)) {
        if (!view->content().stacked) { // a stack's parts are rows of the metrics' own
            contents.append(view->content());
        }
    }
    const bool snapshot = SnapshotTable::holdsSingleSamples(contents);
    if (snapshot) {
        m_snapshot->setContents(contents);
    }
    m_pages->setCurrentIndex(m_charts.isEmpty() ? 0 : snapshot ? 2 : 1);
}

void ChartStack::setChartPerCapture(bool perCapture)
{
    if (perCapture != m_chartPerCapture) {
        m_chartPerCapture = perCapture;
        rebuild();
    }
}

void ChartStack::setNotesEnabled(bool enabled)
{
    m_notesEnabled = enabled;
    for (TimeChartView *view : std::as_const(m_charts)) {
        view->setNotesEnabled(enabled);
    }
}

double ChartStack::largestValue(const QString &key) const
{
    return TimeChartContent::of(m_captures, key).maxAbs;
}

void ChartStack::addChart(
    const QString &key, const QList<PlottedCapture> &captures, double valueCeiling)
{
    auto *view = new TimeChartView;
    view->setYAxisChoice(m_yAxes.value(key));
    view->setContent(captures, key, m_timeAxisStyle, m_markers, valueCeiling);
    view->setNotesEnabled(m_notesEnabled);
    // With many captures the legend is a column beside the plot: the chart is as tall as the
    // column, so that no name is cut off the bottom.
    const QLegend *legend = view->chart()->legend();
    const bool column = legend->alignment() & (Qt::AlignLeft | Qt::AlignRight);
    // A row per entry, as tall as its text and marker (the legend lays out only when shown).
    const int rowHeight = QFontMetrics(legend->font()).height() + legendRowSpacing;
    const int legendHeight = column ? view->seriesCount() * rowHeight + legendMargin : 0;
    view->setMinimumHeight(std::max(chartMinimumHeight, legendHeight));
    connect(view, &TimeChartView::xRangeChanged, this, &ChartStack::shareXRange);
    connect(view, &TimeChartView::yAxisChoiceChanged, this, [this, key](const YAxisChoice &choice) {
        m_yAxes.insert(key, choice);
        // Small multiples of one metric keep one scale.
        for (TimeChartView *other : std::as_const(m_charts)) {
            if (other->metric() == key) {
                other->setYAxisChoice(choice);
            }
        }
    });
    connect(view, &TimeChartView::sampleClicked, this, &ChartStack::sampleClicked);
    connect(view, &TimeChartView::noteRequested, this, &ChartStack::noteRequested);
    connect(view, &TimeChartView::noteEditRequested, this, &ChartStack::noteEditRequested);
    connect(view, &TimeChartView::noteRemoveRequested, this, &ChartStack::noteRemoveRequested);
    connect(view, &TimeChartView::plotAreaChanged, this, &ChartStack::scheduleAlignment);
    m_layout->addWidget(view);
    m_charts.append(view);
}

void ChartStack::shareXRange(double from, double to)
{
    // setXRange() does nothing for the span a chart already shows, which ends the echo.
    for (TimeChartView *view : std::as_const(m_charts)) {
        view->setXRange(from, to);
    }
}

void ChartStack::scheduleAlignment()
{
    // Every chart of the stack reports its new layout; align once they all have.
    if (!m_alignmentScheduled) {
        m_alignmentScheduled = true;
        QMetaObject::invokeMethod(this, &ChartStack::alignPlotAreas, Qt::QueuedConnection);
    }
}

ChartStack::AlignmentKey ChartStack::alignmentKey() const
{
    AlignmentKey key;
    for (const TimeChartView *view : std::as_const(m_charts)) {
        key.sizes.append(view->size());
        key.ranges.append(view->xRange());
    }
    return key;
}

void ChartStack::alignPlotAreas()
{
    m_alignmentScheduled = false;
    // Padding moves a chart's tick labels, which can move its plot area again: the charts may
    // answer each other for ever. They get a few rounds per size and span, then stay.
    constexpr int roundsPerLayout = 3;
    const AlignmentKey key = alignmentKey();
    if (key != m_alignment.key) {
        m_alignment = { key, 0 };
    }
    if (++m_alignment.rounds > roundsPerLayout) {
        return;
    }
    // Where each plot area would be without padding: right is the room right of it.
    QList<QPair<qreal, qreal>> unpadded;
    qreal left = 0.0;
    qreal right = 0.0;
    for (const TimeChartView *view : std::as_const(m_charts)) {
        const QRectF area = view->chart()->plotArea();
        if (area.isEmpty()) {
            return; // not laid out yet; its layout calls again
        }
        const QPair<qreal, qreal> padding = view->plotAreaPadding();
        unpadded.append({ area.left() - padding.first,
            view->chart()->size().width() - area.right() - padding.second });
        left = std::max(left, unpadded.constLast().first);
        right = std::max(right, unpadded.constLast().second);
    }
    for (qsizetype index = 0; index < m_charts.size(); ++index) {
        m_charts.at(index)->setPlotAreaPadding(
            left - unpadded.at(index).first, right - unpadded.at(index).second);
    }
}

} // namespace vmscope
