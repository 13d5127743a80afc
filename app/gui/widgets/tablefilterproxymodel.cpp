// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/widgets/tablefilterproxymodel.h"

#include "app/gui/widgets/numericsort.h"
#include "app/gui/widgets/sortabletablemodel.h"

#include <algorithm>

namespace vmscope {

TableFilterProxyModel::TableFilterProxyModel(SortableTableModel *source, QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_source(source)
{
    setSourceModel(source);
    setSortRole(SortableTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void TableFilterProxyModel::setFilterText(const QString &text)
{
    if (text.trimmed() != m_text) {
        m_text = text.trimmed();
        update();
    }
}

void TableFilterProxyModel::setUseRegularExpression(bool use)
{
    if (use != m_useExpression) {
        m_useExpression = use;
        update();
    }
}

bool TableFilterProxyModel::isFilterValid() const
{
    return !m_useExpression || m_expression.isValid();
}

void TableFilterProxyModel::update()
{
    m_expression = QRegularExpression(m_text, QRegularExpression::CaseInsensitiveOption);
    invalidateRowsFilter();
}

bool TableFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_text.isEmpty() || sourceParent.isValid() || !isFilterValid()) {
        return true;
    }
    const QStringList texts = m_source->filterTexts(sourceRow);
    return std::any_of(texts.cbegin(), texts.cend(), [this](const QString &text) {
        return m_useExpression ? m_expression.match(text).hasMatch()
                               : text.contains(m_text, Qt::CaseInsensitive);
    });
}

bool TableFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const int column = left.column();
    if (!m_source->isNumeric(column)) {
        return QSortFilterProxyModel::lessThan(left, right);
    }
    // Straight from the model's numbers: a QVariant per comparison would dominate the sort of
    // a hundred thousand rows.
    return numericLessThan(m_source->numericValue(left.row(), column),
        m_source->numericValue(right.row(), column), sortOrder());
}

} // namespace vmscope
