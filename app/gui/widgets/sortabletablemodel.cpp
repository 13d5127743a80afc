// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/widgets/sortabletablemodel.h"

#include <QCoreApplication>

namespace vmscope {
namespace {

QVariant alignment(bool numeric)
{
    return QVariant::fromValue((numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
}

} // namespace

int SortableTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : rows();
}

int SortableTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : columns();
}

QVariant SortableTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case SortRole:
        return isNumeric(column) ? QVariant(numericValue(row, column)) : display(row, column);
    case FilterRole:
        return filterTexts(row);
    case Qt::TextAlignmentRole:
        return alignment(alignsRight(column));
    case Qt::ToolTipRole:
        if (const QString tip = toolTip(row, column); !tip.isEmpty()) {
            return tip;
        }
        return {};
    default:
        return otherData(row, column, role);
    }
}

QVariant SortableTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columns()) {
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        return columnTitle(section);
    case Qt::ToolTipRole:
        if (const QString tip = columnToolTip(section); !tip.isEmpty()) {
            return tip;
        }
        return {};
    case Qt::TextAlignmentRole:
        return alignment(alignsRight(section));
    default:
        return {};
    }
}

QStringList SortableTableModel::filterTexts(int) const
{
    return {};
}

QString SortableTableModel::columnTitle(int column) const
{
    const std::span<const ColumnText> texts = columnTexts();
    return column >= 0 && std::size_t(column) < texts.size() && texts[column].title
        ? QCoreApplication::translate(metaObject()->className(), texts[column].title)
        : QString();
}

QString SortableTableModel::columnToolTip(int column) const
{
    const std::span<const ColumnText> texts = columnTexts();
    return column >= 0 && std::size_t(column) < texts.size() && texts[column].toolTip
        ? QCoreApplication::translate(metaObject()->className(), texts[column].toolTip)
        : QString();
}

QString SortableTableModel::toolTip(int, int) const
{
    return {};
}

QVariant SortableTableModel::otherData(int, int, int) const
{
    return {};
}

} // namespace vmscope
