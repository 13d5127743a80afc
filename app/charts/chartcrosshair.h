// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QPalette>
#include <QRectF>
#include <QString>

class QChart;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace vmscope {

/// A vertical line across a chart's plot area with a box of text beside it, kept inside the
/// chart (a box never hangs off the window, whichever side of the line it takes).
/// The items belong to the chart's scene.
class ChartCrosshair
{
public:
    explicit ChartCrosshair(QChart *chart, const QPalette &palette = QPalette());

    /// The line and the box in `palette`'s colours: the chart's window's, dark or light.
    void usePalette(const QPalette &palette);

    /// Puts the line at `x` (chart coordinates, as plotArea()) and shows `text` beside it.
    void showAt(qreal x, const QString &text);
    void hide();
    /// Where the box of text is, in chart coordinates (empty while hidden).
    [[nodiscard]] QRectF boxRect() const;

private:
    QChart *m_chart;
    QGraphicsLineItem *m_line;
    QGraphicsRectItem *m_box;
    QGraphicsSimpleTextItem *m_text;
};

} // namespace vmscope
