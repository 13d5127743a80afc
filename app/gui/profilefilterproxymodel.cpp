// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/profilefilterproxymodel.h"

#include "app/gui/numericsort.h"

namespace vmscope {

ProfileFilterProxyModel::ProfileFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void ProfileFilterProxyModel::setFilterText(const QString &text)
{
    if (text.trimmed() != m_text) {
        m_text = text.trimmed();
        update();
    }
}

void ProfileFilterProxyModel::setUseRegularExpression(bool use)
{
    if (use != m_useExpression) {
        m_useExpression = use;
        update();
    }
}

bool ProfileFilterProxyModel::isFilterValid() const
{
    return !m_useExpression || m_expression.isValid();
}

void ProfileFilterProxyModel::update()
{
    m_expression = QRegularExpression(m_text, QRegularExpression::CaseInsensitiveOption);
    invalidateRowsFilter();
}

bool ProfileFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_text.isEmpty() || !isFilterValid()) {
        return true;
    }
    const QString text = sourceModel()
                             ->index(sourceRow, filterKeyColumn(), sourceParent)
                             .data(filterRole())
                             .toString();
    return m_useExpression ? m_expression.match(text).hasMatch()
                           : text.contains(m_text, Qt::CaseInsensitive);
}

bool ProfileFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant leftValue = left.data(sortRole());
    const QVariant rightValue = right.data(sortRole());
    if (leftValue.typeId() != QMetaType::Double || rightValue.typeId() != QMetaType::Double) {
        return QSortFilterProxyModel::lessThan(left, right);
    }
    return numericLessThan(leftValue.toDouble(), rightValue.toDouble(), sortOrder());
}

} // namespace vmscope
