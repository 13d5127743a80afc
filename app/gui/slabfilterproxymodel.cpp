// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/slabfilterproxymodel.h"

#include "app/gui/numericsort.h"
#include "app/gui/slabtablemodel.h"

namespace vmscope {

SlabFilterProxyModel::SlabFilterProxyModel(SlabTableModel *source, QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_source(source)
{
    setSourceModel(source);
    setSortRole(SlabTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void SlabFilterProxyModel::setFilterText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_filterText) {
        return;
    }
    m_filterText = trimmed;
    invalidateRowsFilter();
}

bool SlabFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    return m_filterText.isEmpty() || sourceParent.isValid()
        || m_source->cache(sourceRow).name.contains(m_filterText, Qt::CaseInsensitive);
}

bool SlabFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const int column = left.column();
    if (!SlabTableModel::isNumeric(column)) {
        return QSortFilterProxyModel::lessThan(left, right);
    }
    return numericLessThan(m_source->numericValue(left.row(), column),
        m_source->numericValue(right.row(), column), sortOrder());
}

} // namespace vmscope
