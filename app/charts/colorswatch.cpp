// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/colorswatch.h"

#include <QPainter>
#include <QPixmap>

namespace vmscope {

QIcon colorSwatch(const QColor &color)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(color.darker(150));
    painter.setBrush(color);
    painter.drawRoundedRect(QRectF(0.5, 0.5, 13, 13), 3, 3);
    return QIcon(pixmap);
}

} // namespace vmscope
