// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/chartcrosshair.h"

#include <QBrush>
#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPalette>
#include <QPen>

#include <algorithm>

namespace vmscope {
namespace {

constexpr qreal padding = 4.0;
// Above the series (which QChart stacks at z 0..), below nothing.
constexpr qreal crosshairZ = 100.0;

} // namespace

ChartCrosshair::ChartCrosshair(QChart *chart, const QPalette &palette)
    : m_chart(chart)
    , m_line(new QGraphicsLineItem(chart))
    , m_box(new QGraphicsRectItem(chart))
    , m_text(new QGraphicsSimpleTextItem(m_box))
{
    usePalette(palette);
    m_text->setPos(padding, padding);
    m_line->setZValue(crosshairZ);
    m_box->setZValue(crosshairZ + 1);
    hide();
}

void ChartCrosshair::usePalette(const QPalette &palette)
{
    QPen pen(palette.color(QPalette::WindowText));
    pen.setStyle(Qt::DashLine);
    m_line->setPen(pen);
    QColor background = palette.color(QPalette::ToolTipBase);
    background.setAlpha(230);
    m_box->setBrush(background);
    m_box->setPen(QPen(palette.color(QPalette::Mid)));
    m_text->setBrush(palette.color(QPalette::ToolTipText));
}

void ChartCrosshair::showAt(qreal x, const QString &text)
{
    const QRectF area = m_chart->plotArea();
    const QPointF origin = area.topLeft();
    m_line->setLine(x, origin.y(), x, origin.y() + area.height());
    m_text->setText(text);
    const QRectF textRect = m_text->boundingRect().adjusted(0, 0, 2 * padding, 2 * padding);
    m_box->setRect(textRect);
    // Right of the line unless that leaves the plot area; then left of it; never off the
    // chart, even when the box is wider than the room on either side.
    qreal left = x + padding;
    if (left + textRect.width() > origin.x() + area.width()) {
        left = x - padding - textRect.width();
    }
    const QRectF bounds = m_chart->boundingRect();
    left = std::max(bounds.left(), std::min(left, bounds.right() - textRect.width()));
    qreal top = origin.y() + padding;
    top = std::max(bounds.top(), std::min(top, bounds.bottom() - textRect.height()));
    m_box->setPos(left, top);
    m_line->show();
    m_box->show();
}

QRectF ChartCrosshair::boxRect() const
{
    return m_box->isVisible() ? m_box->mapRectToParent(m_box->rect()) : QRectF();
}

void ChartCrosshair::hide()
{
    m_line->hide();
    m_box->hide();
}

} // namespace vmscope
