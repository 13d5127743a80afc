// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/widgets/sparklinedelegate.h"

#include "app/gui/widgets/sparklinesource.h"
#include "core/top/topsession.h"

#include <QAbstractProxyModel>
#include <QApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace vmscope {
namespace {

/// The row of `index` in the model under the view's proxies.
int sourceRow(QModelIndex index)
{
    while (const auto *proxy = qobject_cast<const QAbstractProxyModel *>(index.model())) {
        index = proxy->mapToSource(index);
    }
    return index.row();
}

} // namespace

SparklineDelegate::SparklineDelegate(const SparklineSource *source, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_source(source)
{
}

void SparklineDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // Background, selection and focus as for any cell; the cell has no text.
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);

    const QRectF area
        = QRectF(option.rect)
              .adjusted(horizontalMargin, verticalMargin, -horizontalMargin, -verticalMargin);
    if (area.width() < 2 || area.height() < 2 || m_source->sparklineSampleCount() == 0) {
        return;
    }
    const int row = sourceRow(index);
    m_source->sparklineColumns(row, int(area.width()), m_columns);
    if (m_columns.empty()) {
        return;
    }
    const auto range = m_source->sparklineRange(row);
    const double low = range.first; // (not bound: clang 14 cannot capture a binding)
    const double high = range.second;
    const double scale = high > low ? area.height() / (high - low) : 0.0;
    const double step = area.width() / double(m_columns.size());
    const auto xOf
        = [&](std::size_t column) { return area.left() + (double(column) + 0.5) * step; };
    const auto yOf = [&](double value) { return area.bottom() - (value - low) * scale; };

    const bool selected = option.state & QStyle::State_Selected;
    const QPalette::ColorGroup group
        = option.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    const QColor ink
        = option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Highlight);
    QColor fill = ink;
    fill.setAlpha(60);
    QColor baseline
        = option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    baseline.setAlpha(50);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    // The whole span of the samples, so a row whose samples end early visibly stops short.
    painter->setPen(QPen(baseline, 1.0));
    painter->drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(), area.bottom()));

    // A run is the columns between two gaps; each is filled down to zero and outlined on top.
    const QPen line(ink, 1.5);
    std::size_t column = 0;
    while (column < m_columns.size()) {
        if (std::isnan(m_columns[column])) {
            ++column;
            continue;
        }
        const std::size_t first = column;
        QPainterPath outline;
        outline.moveTo(xOf(first), yOf(m_columns[first]));
        for (; column < m_columns.size() && !std::isnan(m_columns[column]); ++column) {
            outline.lineTo(xOf(column), yOf(m_columns[column]));
        }
        const std::size_t last = column - 1;
        if (first == last) {
            // One sample alone: a bar, since a line needs two points.
            const double half = std::clamp(step / 4.0, 1.0, 3.0);
            // At least two pixels tall: a frame of 5 % next to kswapd's 99.9 % must still show.
            const double top = std::min(yOf(m_columns[first]), area.bottom() - 2.0);
            const QRectF bar(
                QPointF(xOf(first) - half, top), QPointF(xOf(first) + half, area.bottom()));
            painter->fillRect(bar, ink);
            continue;
        }
        QPainterPath filled = outline;
        filled.lineTo(xOf(last), yOf(low));
        filled.lineTo(xOf(first), yOf(low));
        filled.closeSubpath();
        painter->fillPath(filled, fill);
        painter->strokePath(outline, line);
    }
    painter->restore();
}

QSize SparklineDelegate::sizeHint(
    const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(std::max(size.width(), preferredWidth));
    return size;
}

} // namespace vmscope
