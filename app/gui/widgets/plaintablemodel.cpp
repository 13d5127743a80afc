// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/widgets/plaintablemodel.h"

#include <QFont>

namespace vmscope {

void PlainTableModel::setTable(const PlainTable &table)
{
    beginResetModel();
    m_table = table;
    endResetModel();
}

int PlainTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.rowCount());
}

int PlainTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.columns().size());
}

QVariant PlainTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()) {
        return {};
    }
    const bool section = m_table.isSection(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return section && index.column() > 0 ? QString()
                                              : m_table.cell(index.row(), index.column());
    case Qt::TextAlignmentRole: {
        const bool right = !section
            && m_table.columns().at(index.column()).align == PlainTable::Align::Right;
        return QVariant::fromValue(Qt::AlignVCenter | (right ? Qt::AlignRight : Qt::AlignLeft));
    }
    case Qt::FontRole:
        if (section) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    default:
        return {};
    }
}

QVariant PlainTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole
        || section >= m_table.columns().size()) {
        return {};
    }
    // A title over several lines (mmtests' kernel over its configuration) reads on one.
    return m_table.columns().at(section).title.split(u'\n').join(u' ');
}

} // namespace vmscope
