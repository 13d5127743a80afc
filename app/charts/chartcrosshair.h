// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

class QChart;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace vmscope {

/// A vertical line across a chart's plot area with a box of text beside it.
/// The items belong to the chart's scene.
class ChartCrosshair
{
public:
    explicit ChartCrosshair(QChart *chart);

    /// Puts the line at `x` (chart coordinates, as plotArea()) and shows `text` beside it.
    void showAt(qreal x, const QString &text);
    void hide();

private:
    QChart *m_chart;
    QGraphicsLineItem *m_line;
    QGraphicsRectItem *m_box;
    QGraphicsSimpleTextItem *m_text;
};

} // namespace vmscope
