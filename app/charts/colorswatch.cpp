// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/colorswatch.h"

#include <QPainter>
#include <QPixmap>

namespace vmscope {

QIcon colorSwatch(const QColor &color)
{
    // Drawn for each pixel density a screen may have, so a HiDPI screen gets a sharp one
    // rather than the 14-pixel swatch scaled up.
    QIcon icon;
    for (const int scale : { 1, 2, 3 }) {
        QPixmap pixmap(14 * scale, 14 * scale);
        pixmap.setDevicePixelRatio(scale);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(color.darker(150));
        painter.setBrush(color);
        painter.drawRoundedRect(QRectF(0.5, 0.5, 13, 13), 3, 3);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace vmscope
