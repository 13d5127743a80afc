// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QFocusEvent>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionFocusRect>

namespace vmscope {

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
            QStyleOptionFocusRect option;
            option.initFrom(this);
            option.rect = this->viewport()->rect().adjusted(1, 1, -1, -1);
            this->style()->drawPrimitive(QStyle::PE_FrameFocusRect, &option, &painter, this);
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
