// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QFocusEvent>
#include <QPainter>
#include <QStyle>
#include <QPen>
#include <QStyleOption>

namespace vmscope {

/// A frame of the highlight colour just inside `rect` of `widget`: where the keys go, on a view
/// the style draws no focus for. Only an outline (the style's focus rectangle tints all it
/// covers, a whole chart), and, as the style's, only once the keyboard moved the focus.
inline void drawFocusFrame(QPainter &painter, QWidget *widget, const QRect &rect)
{
    QStyleOption option;
    option.initFrom(widget);
    if (!(option.state & QStyle::State_KeyboardFocusChange)) {
        return;
    }
    painter.save();
    painter.setPen(QPen(widget->palette().color(QPalette::Highlight), 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(rect).adjusted(1, 1, -1, -1));
    painter.restore();
}

/// A scroll area `View` (a chart view, a read-only text view) that shows the keyboard focus
/// as a frame around its viewport: the style draws none for these, and a keyboard user must
/// see which view the keys go to.
template <typename View>
class FocusFramed : public View
{
public:
    using View::View;

protected:
    void paintEvent(QPaintEvent *event) override
    {
        View::paintEvent(event);
        if (this->hasFocus()) {
            QPainter painter(this->viewport());
            drawFocusFrame(painter, this, this->viewport()->rect());
        }
    }
    void focusInEvent(QFocusEvent *event) override
    {
        View::focusInEvent(event);
        this->viewport()->update();
    }
    void focusOutEvent(QFocusEvent *event) override
    {
        View::focusOutEvent(event);
        this->viewport()->update();
    }
};

} // namespace vmscope
