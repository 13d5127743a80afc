// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/processfilterproxymodel.h"

#include "app/gui/numericsort.h"
#include "app/gui/processtablemodel.h"

namespace vmscope {

ProcessFilterProxyModel::ProcessFilterProxyModel(ProcessTableModel *source, QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_source(source)
{
    setSourceModel(source);
    setSortRole(ProcessTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void ProcessFilterProxyModel::setFilterText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_filterText) {
        return;
    }
    m_filterText = trimmed;
    invalidateRowsFilter();
}

bool ProcessFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_filterText.isEmpty() || sourceParent.isValid()) {
        return true;
    }
    const ProcessHistory &history = m_source->process(sourceRow);
    return history.command.contains(m_filterText, Qt::CaseInsensitive)
        || history.user.contains(m_filterText, Qt::CaseInsensitive)
        || QString::number(history.pid).contains(m_filterText);
}

bool ProcessFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const int column = left.column();
    if (!ProcessTableModel::isNumeric(column)) {
        return QSortFilterProxyModel::lessThan(left, right);
    }
    // Straight from the model's numbers: a QVariant per comparison would dominate the sort of
    // a hundred thousand rows.
    return numericLessThan(m_source->numericValue(left.row(), column),
        m_source->numericValue(right.row(), column), sortOrder());
}

} // namespace vmscope
