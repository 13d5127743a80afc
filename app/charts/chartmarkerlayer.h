// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/timemarker.h"

#include <QGraphicsItem>
#include <QList>

class QChart;

namespace vmscope {

/// The markers of a time chart, painted over its plot area: a dashed line with its caption
/// for an instant, a shaded band for a span. A child item of the chart, so that everything
/// that renders the chart (the view, an export) draws them too.
class ChartMarkerLayer : public QGraphicsItem
{
public:
    enum { Type = UserType + 17 };

    ChartMarkerLayer(QChart *chart, QList<TimeMarker> markers);

    /// The layer of a chart made by buildTimeChart(), or nullptr.
    [[nodiscard]] static ChartMarkerLayer *of(const QChart *chart);

    [[nodiscard]] const QList<TimeMarker> &markers() const { return m_markers; }
    /// The span of the time axis the plot area shows, s.
    void setRange(double from, double to);
    /// Markers drawn in the range shown now, with their x in chart coordinates.
    [[nodiscard]] QList<QPair<const TimeMarker *, qreal>> visibleMarkers() const;
    /// The marker of `kind` drawn at (or, a span, over) chart x `x`, give or take `slack`
    /// pixels; nullptr when none.
    [[nodiscard]] const TimeMarker *markerAt(qreal x, TimeMarker::Kind kind, qreal slack = 4.0) const;
    /// Every marker drawn at (or over) chart x `x`, give or take `slack` pixels, left to right:
    /// what the crosshair spells out, since a caption may be cut or hidden under another.
    [[nodiscard]] QList<const TimeMarker *> markersAt(qreal x, qreal slack = 4.0) const;
    /// Captions the last paint drew, and those it left out for want of a free row (said as
    /// "+N more" in a corner instead of piled on top of each other).
    [[nodiscard]] int captionsDrawn() const { return m_captionsDrawn; }
    [[nodiscard]] int captionsLeftOut() const { return m_captionsLeftOut; }

    [[nodiscard]] int type() const override { return Type; }
    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget) override;

private:
    /// Above the lines, below the crosshair and the zoom band.
    static constexpr qreal markerZValue = 6.0;
    /// Captions go on the first row where they overlap no other, up to this many rows.
    static constexpr int maxCaptionRows = 6;
    static constexpr int bandAlpha = 40;
    /// Long notes are cut to this width (px) on the chart; the full text is one click away.
    static constexpr qreal maxCaptionWidth = 260.0;

    [[nodiscard]] qreal xOf(double time) const;
    /// The captions of `visible`, each on the first row where it overlaps none before it; the
    /// rest counted.
    void paintCaptions(QPainter *painter, const QList<QPair<const TimeMarker *, qreal>> &visible,
        const QRectF &area, const QColor &textColor) const;

    QChart *m_chart;
    QList<TimeMarker> m_markers;
    double m_from = 0.0;
    double m_to = 1.0;
    mutable int m_captionsDrawn = 0; // set by paint()
    mutable int m_captionsLeftOut = 0;
};

} // namespace vmscope
