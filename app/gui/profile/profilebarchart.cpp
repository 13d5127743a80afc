// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/profile/profilebarchart.h"

#include "app/charts/focusframed.h"
#include "app/charts/valueformat.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QStyleOptionFocusRect>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr int margin = 8;
constexpr int gap = 6; // between a label or a bar's end and its text
constexpr double labelShare = 0.4; // of the width, at most, for the label column

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QFont italic(QFont font)
{
    font.setItalic(true);
    return font;
}

} // namespace

ProfileBarChart::ProfileBarChart(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QColor ProfileBarChart::shareColor(const QPalette &palette)
{
    return isDark(palette) ? QColor(0x56, 0xb4, 0xe9) : QColor(0x00, 0x72, 0xb2);
}

QColor ProfileBarChart::increaseColor(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xf0, 0x8a, 0x4b) : QColor(0xd5, 0x5e, 0x00);
}

QColor ProfileBarChart::decreaseColor(const QPalette &palette)
{
    return shareColor(palette);
}

void ProfileBarChart::setBars(const QList<ProfileBar> &bars)
{
    m_bars = bars;
    m_highlighted = -1;
    updateGeometry();
    updateAccessibleDescription();
    update();
}

void ProfileBarChart::setAxisTitle(const QString &title)
{
    m_axisTitle = title;
    update();
}

void ProfileBarChart::setEmptyText(const QString &text)
{
    m_emptyText = text;
    update();
}

void ProfileBarChart::setColors(Colors colors)
{
    m_colors = colors;
    update();
}

void ProfileBarChart::setHighlighted(int index)
{
    const int valid = index >= 0 && index < m_bars.size() ? index : -1;
    if (valid != m_highlighted) {
        m_highlighted = valid;
        update();
    }
}

int ProfileBarChart::rowHeight() const
{
    return fontMetrics().height() + 8;
}

QSize ProfileBarChart::sizeHint() const
{
    const int axis = 2 * fontMetrics().height() + 3 * gap;
    return { 480, 2 * margin + axis + int(m_bars.size()) * rowHeight() };
}

QSize ProfileBarChart::minimumSizeHint() const
{
    // Bars never get thinner than a line of text: past that the chart scrolls.
    const int axis = 2 * fontMetrics().height() + 3 * gap;
    return { 240, 2 * margin + axis + int(m_bars.size()) * (fontMetrics().height() + 4) };
}

ProfileBarChart::Layout ProfileBarChart::layout() const
{
    const QFontMetrics metrics = fontMetrics();
    Layout result;
    const int axis = 2 * metrics.height() + 3 * gap;
    const int rows = std::max(1, int(m_bars.size()));
    const int available = height() - 2 * margin - axis;
    // Rows share the height, but stay between one and about two lines of text.
    result.rowHeight = std::clamp(available / rows, metrics.height() + 4, 2 * metrics.height() + 8);
    result.top = margin;
    int labelWidth = 0;
    int valueWidth = 0;
    result.minimum = 0;
    result.maximum = 0;
    for (const ProfileBar &bar : m_bars) {
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(bar.label) + 2);
        valueWidth = std::max(valueWidth, metrics.horizontalAdvance(bar.valueText) + gap);
        result.minimum = std::min(result.minimum, bar.value);
        result.maximum = std::max(result.maximum, bar.value);
    }
    labelWidth = std::min(labelWidth, int(width() * labelShare));
    const int rowsBottom = result.top + rows * result.rowHeight;
    result.labels = QRect(margin, result.top, labelWidth, rowsBottom - result.top);
    result.plot = QRect(result.labels.right() + gap, result.top,
        width() - margin - result.labels.right() - gap, rowsBottom - result.top);
    if (result.maximum <= result.minimum) {
        result.maximum = result.minimum + 1;
    }
    const int left = result.plot.left() + (result.minimum < 0 ? valueWidth : 0);
    const int right = result.plot.right() - (result.maximum > 0 ? valueWidth : 0);
    result.scale = std::max(1, right - left) / (result.maximum - result.minimum);
    result.zeroX = left - result.minimum * result.scale;
    return result;
}

int ProfileBarChart::rowAt(const QPoint &position) const
{
    const Layout geometry = layout();
    if (position.y() < geometry.top) {
        return -1;
    }
    const int row = (position.y() - geometry.top) / geometry.rowHeight;
    return row < m_bars.size() ? row : -1;
}

void ProfileBarChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette colors = palette();
    if (m_bars.isEmpty()) {
        painter.setPen(colors.color(QPalette::Disabled, QPalette::WindowText));
        painter.drawText(rect().adjusted(margin, margin, -margin, -margin),
            Qt::AlignCenter | Qt::TextWordWrap, m_emptyText);
        return;
    }
    const Layout geometry = layout();
    const QFontMetrics metrics = fontMetrics();
    // From the palette at paint time, so that a switch to a dark theme recolours the bars.
    const QColor positive = m_colors == Colors::Share ? shareColor(colors) : increaseColor(colors);
    const QColor negative = decreaseColor(colors);
    const int rowsBottom = geometry.top + int(m_bars.size()) * geometry.rowHeight;

    // Grid lines and their values, below the rows.
    const double step = niceStep(geometry.maximum - geometry.minimum,
        std::max(2, int((geometry.plot.width()) / (metrics.horizontalAdvance(u"00.0"_s) * 3))));
    QColor grid = colors.color(QPalette::WindowText);
    grid.setAlpha(40);
    // No more decimals than the step needs.
    const int decimals = std::max(0, int(-std::floor(std::log10(step) + 1e-9)));
    for (double value = std::ceil(geometry.minimum / step) * step;
         value <= geometry.maximum + step * 1e-9; value += step) {
        const double x = geometry.zeroX + value * geometry.scale;
        painter.setPen(QPen(grid, 1));
        painter.drawLine(QPointF(x, geometry.top), QPointF(x, rowsBottom));
        const QString text
            = QLocale().toString(std::abs(value) < step * 1e-6 ? 0.0 : value, 'f', decimals);
        const int textWidth = metrics.horizontalAdvance(text);
        painter.setPen(colors.color(QPalette::WindowText));
        painter.drawText(QRectF(x - textWidth / 2.0 - 2, rowsBottom + gap / 2.0, textWidth + 4,
                             metrics.height()),
            Qt::AlignCenter, text);
    }
    // Centred under the bars when it fits there, else across the whole width.
    const QRect under(geometry.plot.left(), rowsBottom + metrics.height() + gap,
        geometry.plot.width(), metrics.height() + gap);
    const QRect across(margin, under.top(), width() - 2 * margin, under.height());
    const QRect titleRect
        = metrics.horizontalAdvance(m_axisTitle) + 2 * gap <= under.width() ? under : across;
    painter.drawText(titleRect, Qt::AlignCenter,
        metrics.elidedText(m_axisTitle, Qt::ElideRight, titleRect.width()));

    // With no bar to mark, the frame says where the keys go.
    if (hasFocus() && (m_highlighted < 0 || m_highlighted >= m_bars.size())) {
        drawFocusFrame(painter, this, rect());
    }
    for (int row = 0; row < m_bars.size(); ++row) {
        const ProfileBar &bar = m_bars.at(row);
        const QRect rowRect(margin, geometry.top + row * geometry.rowHeight, width() - 2 * margin,
            geometry.rowHeight);
        if (row == m_highlighted) {
            QColor band = colors.color(QPalette::Highlight);
            band.setAlpha(70);
            painter.fillRect(rowRect, band);
            if (hasFocus()) {
                QStyleOptionFocusRect option;
                option.initFrom(this);
                option.rect = rowRect;
                style()->drawPrimitive(QStyle::PE_FrameFocusRect, &option, &painter, this);
            }
        }
        QColor text = colors.color(QPalette::WindowText);
        if (bar.dimmed) {
            text = colors.color(QPalette::PlaceholderText);
        }
        painter.setFont(bar.dimmed ? italic(font()) : font());
        painter.setPen(text);
        const QRect labelRect(
            geometry.labels.left(), rowRect.top(), geometry.labels.width(), rowRect.height());
        painter.drawText(labelRect, Qt::AlignRight | Qt::AlignVCenter,
            painter.fontMetrics().elidedText(bar.label, Qt::ElideMiddle, labelRect.width()));

        // At least a pixel of bar, so a tiny share is still seen to be there.
        const double end = geometry.zeroX + bar.value * geometry.scale;
        const double barHeight = std::max(4.0, geometry.rowHeight * 0.68);
        QRectF barRect(QPointF(std::min(end, geometry.zeroX), 0),
            QSizeF(std::max(1.0, std::abs(end - geometry.zeroX)), barHeight));
        barRect.moveTop(rowRect.top() + (rowRect.height() - barHeight) / 2.0);
        QColor fill = bar.value < 0 ? negative : positive;
        if (bar.dimmed) {
            fill.setAlpha(110);
        }
        painter.setPen(
            row == m_highlighted ? QPen(colors.color(QPalette::WindowText), 2) : QPen(Qt::NoPen));
        painter.setBrush(fill);
        painter.drawRect(barRect);
        painter.setPen(text);
        const int valueWidth = painter.fontMetrics().horizontalAdvance(bar.valueText) + 2;
        const QRectF valueRect = bar.value < 0
            ? QRectF(barRect.left() - gap - valueWidth, rowRect.top(), valueWidth, rowRect.height())
            : QRectF(barRect.right() + gap, rowRect.top(), valueWidth, rowRect.height());
        painter.drawText(valueRect,
            Qt::AlignVCenter | (bar.value < 0 ? Qt::AlignRight : Qt::AlignLeft), bar.valueText);
    }
    painter.setFont(font());
    if (geometry.minimum < 0) {
        painter.setPen(QPen(colors.color(QPalette::WindowText), 1));
        painter.drawLine(
            QPointF(geometry.zeroX, geometry.top), QPointF(geometry.zeroX, rowsBottom));
    }
}

bool ProfileBarChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int row = rowAt(help->pos());
        if (row < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const ProfileBar &bar = m_bars.at(row);
        QToolTip::showText(help->globalPos(),
            bar.toolTip.isEmpty() ? bar.label : bar.label + u'\n' + bar.toolTip, this);
        return true;
    }
    return QWidget::event(event);
}

void ProfileBarChart::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        pick(rowAt(event->position().toPoint()));
    }
    QWidget::mousePressEvent(event);
}

void ProfileBarChart::mouseDoubleClickEvent(QMouseEvent *event)
{
    const int row = rowAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && row >= 0) {
        emit barActivated(row);
    }
}

void ProfileBarChart::keyPressEvent(QKeyEvent *event)
{
    const int last = int(m_bars.size()) - 1;
    switch (event->key()) {
    case Qt::Key_Up:
        pick(std::max(0, m_highlighted - 1));
        break;
    case Qt::Key_Down:
        pick(std::min(last, m_highlighted + 1));
        break;
    case Qt::Key_Home:
        pick(0);
        break;
    case Qt::Key_End:
        pick(last);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_highlighted >= 0) {
            emit barActivated(m_highlighted);
        }
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void ProfileBarChart::pick(int index)
{
    if (index < 0 || index >= m_bars.size()) {
        return;
    }
    setHighlighted(index);
    emit barClicked(index);
}

void ProfileBarChart::updateAccessibleDescription()
{
    // Screen readers get the chart as the list of what it draws.
    QStringList lines;
    for (const ProfileBar &bar : std::as_const(m_bars)) {
        lines.append(tr("%1: %2").arg(bar.label, bar.valueText));
    }
    setAccessibleDescription(lines.join(u'\n'));
}

} // namespace vmscope
