// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/timechartview.h"

#include "app/charts/chartcrosshair.h"
#include "app/charts/chartmarkerlayer.h"
#include "app/charts/charttheme.h"
#include "app/charts/valueformat.h"
#include "core/model/column.h"

#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsRectItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QContextMenuEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QKeyEvent>
#include <QPushButton>
#include <QMenu>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QPair<double, double> spanOf(const TimeChartContent &content)
{
    if (content.isEmpty()) {
        return { 0.0, 1.0 };
    }
    // A single sample still needs a span to be drawn in.
    if (content.last <= content.first) {
        return { content.first - 0.5, content.last + 0.5 };
    }
    return { content.first, content.last };
}

} // namespace

TimeChartView::TimeChartView(QWidget *parent)
    : FocusFramed<QChartView>(parent)
{
    setRubberBand(QChartView::NoRubberBand);
    setRenderHint(QPainter::Antialiasing, false);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setContent({}, QString());
}

TimeChartView::~TimeChartView() = default;

void TimeChartView::setContent(const QList<PlottedCapture> &captures, const QString &metric,
    TimeAxisStyle style, const QList<TimeMarker> &markers, double valueCeiling)
{
    const YAxisChoice yAxis = m_content.yAxis;
    m_content = TimeChartContent::of(captures, metric, markers);
    m_content.yAxis = yAxis;
    // One axis unit for all charts that share the ceiling.
    m_content.valueCeiling = valueCeiling;
    m_content.maxAbs = std::max(m_content.maxAbs, valueCeiling);
    m_timeAxisStyle = style;
    m_home = spanOf(m_content);
    m_from = m_home.first;
    m_to = m_home.second;
    QChart *built = buildTimeChart(m_content, m_from, m_to, pixelWidth(), style);
    followPalette(built, palette());
    m_crosshair = std::make_unique<ChartCrosshair>(built, palette());
    m_band = new QGraphicsRectItem(built);
    m_band->setBrush(QColor(64, 128, 255, 48));
    m_band->setPen(QPen(QColor(64, 128, 255)));
    m_band->hide();
    m_crosshairText.clear();
    // QChartView lets go of the old chart without deleting it.
    QChart *old = chart();
    setChart(built);
    delete old;
    m_filledWidth = pixelWidth();
    qreal left = 0.0;
    qreal top = 0.0;
    qreal right = 0.0;
    qreal bottom = 0.0;
    built->layout()->getContentsMargins(&left, &top, &right, &bottom);
    m_layoutMargins = QMarginsF(left, top, right, bottom);
    m_chartMargins = built->margins();
    const QPair<qreal, qreal> padding = std::exchange(m_padding, { 0.0, 0.0 });
    setPlotAreaPadding(padding.first, padding.second);
    connect(built, &QChart::plotAreaChanged, this, &TimeChartView::refillIfWidthChanged);
    connect(built, &QChart::plotAreaChanged, this, &TimeChartView::plotAreaChanged);
    updateSpokenText();
}

void TimeChartView::setXRange(double from, double to)
{
    if (!(to > from) || (from == m_from && to == m_to)) {
        return;
    }
    m_from = from;
    m_to = to;
    refill();
    updateSpokenText();
    emit xRangeChanged(from, to);
}

void TimeChartView::updateSpokenText()
{
    const QString title = titleWithUnit(m_content.metric, unitName(m_content.unit));
    setAccessibleName(tr("Chart of %1").arg(title));
    const double span = m_home.second - m_home.first;
    setAccessibleDescription(
        tr("%1, from %2 to %3; + and - zoom, the arrow keys move, Home shows all")
            .arg(seriesNames().join(u", "_s), formatTime(m_from, span), formatTime(m_to, span)));
}

void TimeChartView::keyPressEvent(QKeyEvent *event)
{
    const double step = (m_to - m_from) * panPerKey;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: // + without Shift on most layouts
        zoomIn();
        break;
    case Qt::Key_Minus:
        zoomOut();
        break;
    case Qt::Key_Left:
        setXRangeWithinData(m_from - step, m_to - step);
        break;
    case Qt::Key_Right:
        setXRangeWithinData(m_from + step, m_to + step);
        break;
    case Qt::Key_Home:
        resetZoom();
        break;
    default:
        QChartView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void TimeChartView::setHomeXRange(double from, double to)
{
    if (to > from) {
        m_home = { from, to };
    }
}

int TimeChartView::seriesCount() const
{
    return int(lineSeries(chart()).size());
}

QStringList TimeChartView::seriesNames() const
{
    QStringList names;
    const QList<QLineSeries *> series = lineSeries(chart());
    for (const QLineSeries *one : series) {
        names.append(one->name());
    }
    return names;
}

void TimeChartView::setPlotAreaPadding(qreal left, qreal right)
{
    // Within a hundredth of a pixel is the same place; it also ends re-layout ping-pong.
    if (qAbs(left - m_padding.first) < 0.01 && qAbs(right - m_padding.second) < 0.01) {
        return;
    }
    m_padding = { left, right };
    // Whole pixels go inside the chart's background; the layout's margins, outside it, take
    // the fraction of a pixel that label widths have and QChart::setMargins() does not.
    const int wholeLeft = int(std::floor(left));
    const int wholeRight = int(std::floor(right));
    chart()->setMargins(m_chartMargins + QMargins(wholeLeft, 0, wholeRight, 0));
    chart()->layout()->setContentsMargins(m_layoutMargins.left() + left - wholeLeft,
        m_layoutMargins.top(), m_layoutMargins.right() + right - wholeRight,
        m_layoutMargins.bottom());
}

QRectF TimeChartView::crosshairBox() const
{
    return m_crosshair->boxRect();
}

void TimeChartView::setCrosshairAt(double x)
{
    QString text = m_timeAxisStyle == TimeAxisStyle::SampleIndex ? tr("sample %1").arg(qRound64(x))
                                                                 : formatTime(x, m_to - m_from);
    // In the y axis's unit: the values of one chart compare at a glance.
    const AxisUnit unit = axisUnitFor(m_content.unit, m_content.maxAbs);
    for (qsizetype line = 0; line < m_content.lines.size(); ++line) {
        const qsizetype row = m_content.nearestRow(line, x);
        const double value = m_content.values(line)[std::size_t(row)];
        text += u'\n' + tr("%1: %2").arg(m_content.name(line), formatInUnit(value, unit));
    }
    const QRectF area = chart()->plotArea();
    const qreal chartX = area.left() + (x - m_from) / (m_to - m_from) * area.width();
    if (const ChartMarkerLayer *layer = ChartMarkerLayer::of(chart())) {
        const QList<const TimeMarker *> markers = layer->markersAt(chartX);
        for (qsizetype i = 0; i < std::min(markers.size(), maxCrosshairMarkers); ++i) {
            text += u'\n' + tr("▸ %1").arg(markers.at(i)->caption);
        }
        if (markers.size() > maxCrosshairMarkers) {
            text += u'\n' + tr("▸ … and %n more", nullptr, int(markers.size() - maxCrosshairMarkers));
        }
    }
    m_crosshairText = text;
    m_crosshair->showAt(chartX, text);
}

void TimeChartView::resetZoom()
{
    setXRange(m_home.first, m_home.second);
}

void TimeChartView::zoomIn()
{
    zoomAround((m_from + m_to) / 2.0, 0.5);
}

void TimeChartView::zoomOut()
{
    zoomAround((m_from + m_to) / 2.0, 2.0);
}

void TimeChartView::zoomAround(double anchor, double factor)
{
    setXRangeWithinData(anchor - (anchor - m_from) * factor, anchor + (m_to - anchor) * factor);
}

void TimeChartView::setXRangeWithinData(double from, double to)
{
    const auto [first, last] = m_home;
    const double width = to - from;
    if (width >= last - first) {
        setXRange(first, last);
    } else if (from < first) {
        setXRange(first, first + width);
    } else if (to > last) {
        setXRange(last - width, last);
    } else {
        setXRange(from, to);
    }
}

void TimeChartView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QChartView::wheelEvent(event);
        return;
    }
    zoomAround(valueAt(event->position().toPoint()).x(), std::pow(zoomPerNotch, delta / 120.0));
    event->accept();
}

void TimeChartView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QChartView::mousePressEvent(event);
        return;
    }
    m_drag = event->modifiers() & Qt::ShiftModifier                    ? Drag::Band
        : m_notesEnabled && (event->modifiers() & Qt::ControlModifier) ? Drag::NoteBand
                                                                       : Drag::Pan;
    // The zoom band is blue; a note's band takes the colour of a note being written.
    m_band->setBrush(m_drag == Drag::NoteBand ? QColor(255, 170, 0, 48) : QColor(64, 128, 255, 48));
    m_band->setPen(QPen(m_drag == Drag::NoteBand ? QColor(255, 170, 0) : QColor(64, 128, 255)));
    m_pressPosition = event->position().toPoint();
    m_pressRange = { m_from, m_to };
    event->accept();
}

void TimeChartView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint position = event->position().toPoint();
    if (m_drag == Drag::Pan) {
        const double secondsPerPixel = (m_pressRange.second - m_pressRange.first) / pixelWidth();
        const double shift = (position.x() - m_pressPosition.x()) * secondsPerPixel;
        setXRangeWithinData(m_pressRange.first - shift, m_pressRange.second - shift);
    } else if (m_drag == Drag::Band || m_drag == Drag::NoteBand) {
        updateBand(position);
    }
    const QPointF chartPosition = chart()->mapFromScene(mapToScene(position));
    if (chart()->plotArea().contains(chartPosition)) {
        setCrosshairAt(valueAt(position).x());
    } else {
        m_crosshair->hide();
    }
    QChartView::mouseMoveEvent(event);
}

void TimeChartView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_drag == Drag::None) {
        QChartView::mouseReleaseEvent(event);
        return;
    }
    const QPoint position = event->position().toPoint();
    const bool click = (position - m_pressPosition).manhattanLength() < clickSlop;
    if (m_drag == Drag::Band) {
        finishBand(position);
    } else if (m_drag == Drag::NoteBand) {
        m_band->hide();
        if (!click && !m_content.isEmpty()) {
            const double a = valueAt(m_pressPosition).x();
            const double b = valueAt(position).x();
            emit noteRequested(captureAt(m_pressPosition), std::min(a, b), std::max(a, b));
        }
    } else if (click) {
        emitNearestSample(position);
    }
    m_drag = Drag::None;
    event->accept();
}

void TimeChartView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        resetZoom();
        event->accept();
        return;
    }
    QChartView::mouseDoubleClickEvent(event);
}

void TimeChartView::leaveEvent(QEvent *event)
{
    m_crosshair->hide();
    QChartView::leaveEvent(event);
}

void TimeChartView::refill()
{
    m_filledWidth = pixelWidth();
    fillTimeChart(chart(), m_content, m_from, m_to, m_filledWidth);
}

void TimeChartView::changeEvent(QEvent *event)
{
    // A palette chosen while the window is open (a dark desktop theme) reaches the charts too.
    if (event->type() == QEvent::PaletteChange && m_crosshair) {
        followPalette(chart(), palette());
        m_crosshair->usePalette(palette());
    }
    QChartView::changeEvent(event);
}

void TimeChartView::refillIfWidthChanged()
{
    // Tick labels and the stack's plot-area alignment nudge the width by a pixel or two after
    // every zoom; decimating again for that would double the cost of each redraw and changes
    // nothing a user could see.
    constexpr int widthSlack = 4;
    if (std::abs(pixelWidth() - m_filledWidth) > widthSlack) {
        refill();
    }
}

int TimeChartView::pixelWidth() const
{
    const QChart *current = chart();
    const qreal plotWidth = current ? current->plotArea().width() : 0.0;
    // Before the first layout the plot area is empty; the widget's width is a fair guess.
    return plotWidth >= 10.0 ? int(plotWidth) : std::max(width() - 120, 100);
}

QPointF TimeChartView::valueAt(const QPoint &position) const
{
    const QPointF chartPosition = chart()->mapFromScene(mapToScene(position));
    const QRectF area = chart()->plotArea();
    const double x = m_from + (chartPosition.x() - area.left()) / area.width() * (m_to - m_from);
    return { x, chart()->mapToValue(chartPosition).y() };
}

void TimeChartView::updateBand(const QPoint &position)
{
    const QRectF area = chart()->plotArea();
    const qreal pressX = chart()->mapFromScene(mapToScene(m_pressPosition)).x();
    const qreal x = chart()->mapFromScene(mapToScene(position)).x();
    m_band->setRect(QRectF(std::min(pressX, x), area.top(), std::abs(x - pressX), area.height()));
    m_band->show();
}

void TimeChartView::finishBand(const QPoint &position)
{
    m_band->hide();
    if (std::abs(position.x() - m_pressPosition.x()) < clickSlop) {
        return;
    }
    const double a = valueAt(m_pressPosition).x();
    const double b = valueAt(position).x();
    setXRange(std::min(a, b), std::max(a, b));
}

QPair<qsizetype, qsizetype> TimeChartView::nearestSample(const QPoint &position, qreal reach) const
{
    const QPointF clicked = chart()->mapFromScene(mapToScene(position));
    const double x = valueAt(position).x();
    const double divisor = axisUnitFor(m_content.unit, m_content.maxAbs).divisor;
    const QList<QLineSeries *> series = lineSeries(chart());
    QPair<qsizetype, qsizetype> best { -1, -1 };
    qreal bestDistance = reach;
    for (qsizetype line = 0; line < m_content.lines.size(); ++line) {
        const qsizetype row = m_content.nearestRow(line, x);
        const QPointF value(m_content.series(line).time()[std::size_t(row)],
            plottedY(chart(), m_content.values(line)[std::size_t(row)] / divisor));
        const qreal distance
            = QLineF(chart()->mapToPosition(value, series.at(line)), clicked).length();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = { line, row };
        }
    }
    return best;
}

void TimeChartView::emitNearestSample(const QPoint &position)
{
    const auto [line, row] = nearestSample(position, clickReach);
    if (line >= 0) {
        emit sampleClicked(m_content.lines.at(line).plotted.capture->id, row);
    }
}

QString TimeChartView::captureAt(const QPoint &position) const
{
    const qsizetype line = nearestSample(position, std::numeric_limits<qreal>::max()).first;
    return m_content.lines.at(std::max<qsizetype>(line, 0)).plotted.capture->id;
}

void TimeChartView::contextMenuEvent(QContextMenuEvent *event)
{
    if (m_content.isEmpty()) {
        return;
    }
    const QPoint position = event->pos();
    const double x = valueAt(position).x();
    const qreal chartX = chart()->mapFromScene(mapToScene(position)).x();
    QMenu menu(this);
    const ChartMarkerLayer *layer = ChartMarkerLayer::of(chart());
    if (const TimeMarker *note
        = layer ? layer->markerAt(chartX, TimeMarker::Kind::Note) : nullptr) {
        const QString id = note->key;
        menu.addAction(tr("&Edit Note…"), this, [this, id] { emit noteEditRequested(id); });
        menu.addAction(tr("&Delete Note"), this, [this, id] { emit noteRemoveRequested(id); });
        menu.addSeparator();
    }
    const QString capture = captureAt(position);
    if (m_notesEnabled) {
        menu.addAction(tr("&Add Note at %1…").arg(formatTime(x, m_to - m_from)), this,
            [this, capture, x] { emit noteRequested(capture, x, x); });
        menu.addAction(tr("Add Note over the &Shown Span…"), this,
            [this, capture] { emit noteRequested(capture, m_from, m_to); });
        menu.addSeparator();
    }
    menu.addAction(tr("&Reset Zoom"), this, &TimeChartView::resetZoom);
    QMenu *yAxis = menu.addMenu(tr("&Y Axis"));
    const auto addScale = [this, yAxis](const QString &text, YScale scale, const char *name) {
        QAction *action = yAxis->addAction(text);
        action->setObjectName(QLatin1String(name));
        action->setCheckable(true);
        action->setChecked(m_content.yAxis.scale == scale);
        return action;
    };
    connect(addScale(tr("From &Zero"), YScale::FromZero, "yFromZeroAction"), &QAction::triggered,
        this, [this] { setYAxisChoice({ YScale::FromZero, 0, 0 }); });
    connect(addScale(tr("&Fit to the Values Shown"), YScale::Fit, "yFitAction"),
        &QAction::triggered, this, [this] { setYAxisChoice({ YScale::Fit, 0, 0 }); });
    connect(addScale(tr("F&ixed Range…"), YScale::Fixed, "yFixedAction"), &QAction::triggered,
        this, [this] { askFixedRange(); });
    connect(addScale(tr("&Log Scale"), YScale::Log, "yLogAction"), &QAction::triggered, this,
        [this] { setYAxisChoice({ YScale::Log, 0, 0 }); });
    // Stacked areas add up from zero: fitted or logarithmic, the parts would lose their base.
    for (const char *name : { "yFitAction", "yLogAction" }) {
        yAxis->findChild<QAction *>(QLatin1String(name))->setEnabled(!m_content.stacked);
    }
    menu.exec(event->globalPos());
}

void TimeChartView::setYAxisChoice(const YAxisChoice &choice)
{
    if (choice == m_content.yAxis) {
        return;
    }
    m_content.yAxis = choice;
    if (!m_content.isEmpty()) {
        refill();
    }
    emit yAxisChoiceChanged(choice);
}

QPair<double, double> TimeChartView::yRange() const
{
    return shownYRange(chart());
}

bool TimeChartView::askFixedRange()
{
    QDialog dialog(this);
    dialog.setObjectName(u"fixedRangeDialog"_s);
    const QString unit = axisUnitFor(m_content.unit, m_content.maxAbs).unit;
    dialog.setWindowTitle(tr("Y Axis of %1").arg(m_content.metric));
    auto *form = new QFormLayout(&dialog);
    const auto addBound = [&dialog, form, &unit](const QString &label, double value) {
        auto *box = new QDoubleSpinBox(&dialog);
        box->setRange(-1e15, 1e15);
        box->setDecimals(2);
        box->setSuffix(unit.isEmpty() ? QString() : u" "_s + unit);
        box->setValue(value);
        form->addRow(label, box);
        return box;
    };
    const auto [low, high] = yRange();
    QDoubleSpinBox *from = addBound(tr("&From:"), low);
    from->setObjectName(u"yFrom"_s);
    QDoubleSpinBox *to = addBound(tr("&To:"), high);
    to->setObjectName(u"yTo"_s);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    // An empty range is no range: OK waits for From below To.
    const auto check = [buttons, from, to] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(from->value() < to->value());
    };
    connect(from, &QDoubleSpinBox::valueChanged, &dialog, check);
    connect(to, &QDoubleSpinBox::valueChanged, &dialog, check);
    check();
    if (dialog.exec() != QDialog::Accepted) {
        return false;
    }
    // Kept in the data's unit: the axis may count in another one when other captures come.
    const double divisor = axisUnitFor(m_content.unit, m_content.maxAbs).divisor;
    setYAxisChoice({ YScale::Fixed, from->value() * divisor, to->value() * divisor });
    return true;
}

} // namespace vmscope
