// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/chartmarkerlayer.h"

#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace vmscope {

void ChartMarkerLayer::paintCaptions(QPainter *painter,
    const QList<QPair<const TimeMarker *, qreal>> &visible, const QRectF &area,
    const QColor &textColor) const
{
    const QFontMetricsF metrics(painter->font());
    // Left to right, so that each row fills like a line of text.
    QList<QPair<const TimeMarker *, qreal>> ordered = visible;
    std::stable_sort(ordered.begin(), ordered.end(),
        [](const auto &a, const auto &b) { return a.second < b.second; });
    const int rows = std::clamp(int(area.height() / 2.0 / (metrics.height() + 2.0)), 1, maxCaptionRows);
    QList<qreal> rowEnds(rows, -1e9); // right edge of the last caption on each row
    const auto drawBox = [&](const QRectF &box, const QString &text, const QColor &color) {
        // The theme's background is a gradient, whose colour() says nothing: contrast the text.
        QColor background = textColor.lightness() < 128 ? QColor(Qt::white) : QColor(Qt::black);
        background.setAlpha(220);
        painter->fillRect(box, background);
        painter->fillRect(QRectF(box.left(), box.top(), 2.0, box.height()), color);
        painter->setPen(textColor);
        painter->drawText(box, Qt::AlignCenter, text);
    };
    int unlabelled = 0; // captions that found no free row: counted, never piled up
    m_captionsDrawn = 0;
    for (const auto &placed : std::as_const(ordered)) {
        const auto &marker = placed.first; // (not bound: clang 14 cannot capture a binding)
        const qreal left = placed.second;
        if (marker->caption.isEmpty()) {
            continue;
        }
        // Far from the right edge a caption goes right of its line: when no row is free there,
        // it is left out before its text is shaped (a week's 1 900 stalls, most unlabelled).
        const bool rightOfLine = left + 3.0 + maxCaptionWidth + 6.0 <= area.right();
        if (rightOfLine && std::none_of(rowEnds.cbegin(), rowEnds.cend(),
                                        [left](qreal end) { return end + 4.0 <= left + 3.0; })) {
            ++unlabelled;
            continue;
        }
        // Beside the line, or left of it where the plot area ends.
        const QString caption = metrics.elidedText(marker->caption, Qt::ElideRight, maxCaptionWidth);
        const qreal width = metrics.horizontalAdvance(caption) + 6.0;
        const qreal x = left + 3.0 + width > area.right() ? left - 3.0 - width : left + 3.0;
        // The first free row; none free: the band stays, unlabelled.
        const qsizetype row = std::find_if(rowEnds.begin(), rowEnds.end(),
                                  [x](qreal end) { return end + 4.0 <= x; })
            - rowEnds.begin();
        if (row == rowEnds.size()) {
            ++unlabelled;
            continue;
        }
        rowEnds[row] = x + width;
        ++m_captionsDrawn;
        const qreal top = area.top() + 2.0 + qreal(row) * (metrics.height() + 2.0);
        drawBox(QRectF(x, top, width, metrics.height()), caption,
            marker->color.isValid() ? marker->color : textColor);
    }
    if (unlabelled > 0) {
        // Bottom right, clear of the caption rows: how many bands went without a caption.
        const QString more = QCoreApplication::translate(
            "vmscope::ChartMarkerLayer", "+%n more", nullptr, unlabelled);
        const qreal width = metrics.horizontalAdvance(more) + 6.0;
        drawBox(QRectF(area.right() - width - 2.0, area.bottom() - metrics.height() - 2.0, width,
                    metrics.height()),
            more, textColor);
    }
    m_captionsLeftOut = unlabelled;
}

ChartMarkerLayer::ChartMarkerLayer(QChart *chart, QList<TimeMarker> markers)
    : QGraphicsItem(chart)
    , m_chart(chart)
    , m_markers(std::move(markers))
{
    setZValue(markerZValue);
    setAcceptedMouseButtons(Qt::NoButton);
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [this] { update(); });
}

ChartMarkerLayer *ChartMarkerLayer::of(const QChart *chart)
{
    const QList<QGraphicsItem *> children = chart->childItems();
    for (QGraphicsItem *child : children) {
        if (auto *layer = qgraphicsitem_cast<ChartMarkerLayer *>(child)) {
            return layer;
        }
    }
    return nullptr;
}

void ChartMarkerLayer::setRange(double from, double to)
{
    m_from = from;
    m_to = to;
    update();
}

qreal ChartMarkerLayer::xOf(double time) const
{
    const QRectF area = m_chart->plotArea();
    return area.left() + (time - m_from) / (m_to - m_from) * area.width();
}

QList<QPair<const TimeMarker *, qreal>> ChartMarkerLayer::visibleMarkers() const
{
    QList<QPair<const TimeMarker *, qreal>> visible;
    if (!(m_to > m_from)) {
        return visible;
    }
    for (const TimeMarker &marker : m_markers) {
        if (marker.to >= m_from && marker.from <= m_to) {
            visible.append({ &marker, xOf(std::max(marker.from, m_from)) });
        }
    }
    return visible;
}

const TimeMarker *ChartMarkerLayer::markerAt(qreal x, TimeMarker::Kind kind, qreal slack) const
{
    const TimeMarker *found = nullptr;
    for (const auto &[marker, left] : visibleMarkers()) {
        const qreal right = marker->isInstant() ? left : xOf(marker->to);
        // Instants win over spans: a point note inside a range note is what one aims at.
        if (marker->kind == kind && x >= left - slack && x <= right + slack
            && (!found || marker->isInstant())) {
            found = marker;
        }
    }
    return found;
}

QList<const TimeMarker *> ChartMarkerLayer::markersAt(qreal x, qreal slack) const
{
    QList<const TimeMarker *> found;
    for (const auto &[marker, left] : visibleMarkers()) {
        const qreal right = marker->isInstant() ? left : xOf(marker->to);
        if (x >= left - slack && x <= right + slack) {
            found.append(marker);
        }
    }
    return found;
}

QRectF ChartMarkerLayer::boundingRect() const
{
    return m_chart->plotArea();
}

void ChartMarkerLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF area = m_chart->plotArea();
    if (area.isEmpty()) {
        return;
    }
    painter->save();
    painter->setClipRect(area);
    QFont font = m_chart->font();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    painter->setFont(font);
    const QColor fallback = m_chart->titleBrush().color(); // the theme's text colour
    const QList<QPair<const TimeMarker *, qreal>> visible = visibleMarkers();
    for (const auto &[shown, left] : visible) {
        const TimeMarker &marker = *shown;
        const QColor color = marker.color.isValid() ? marker.color : fallback;
        const bool note = marker.kind == TimeMarker::Kind::Note;
        if (marker.isInstant()) {
            // Events dashed, the user's notes solid: what the log said vs what the user said.
            painter->setPen(QPen(color, note ? 2.0 : 1.5, note ? Qt::SolidLine : Qt::DashLine));
            painter->drawLine(QPointF(left, area.top()), QPointF(left, area.bottom()));
        } else {
            QColor shade = color;
            shade.setAlpha(bandAlpha);
            const qreal right = std::min(xOf(marker.to), area.right());
            const QRectF band(left, area.top(), std::max(right - left, 1.0), area.height());
            // A hatch covers a fraction of the band: it needs a stronger colour to be seen.
            QColor hatch = color;
            hatch.setAlpha(bandAlpha * 2);
            painter->fillRect(band, note ? QBrush(hatch, Qt::BDiagPattern) : QBrush(shade));
            if (note) {
                shade.setAlpha(bandAlpha * 3);
                painter->setPen(QPen(shade, 1.0));
                painter->drawLine(band.topLeft(), band.bottomLeft());
                painter->drawLine(band.topRight(), band.bottomRight());
            }
        }
    }
    paintCaptions(painter, visible, area, fallback);
    painter->restore();
}

} // namespace vmscope
