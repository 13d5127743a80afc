// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QRegularExpression>
#include <QSortFilterProxyModel>

namespace vmscope {

class SortableTableModel;

/// The one sort-and-filter proxy of the tables: numeric columns sort by number with unknown
/// values (NaN) last in either order, others by text; rows are kept when one of their filter
/// texts (SortableTableModel::filterTexts()) contains the filter text, or matches it as a
/// regular expression.
class TableFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit TableFilterProxyModel(SortableTableModel *source, QObject *parent = nullptr);

    /// Case-insensitive; empty keeps every row.
    void setFilterText(const QString &text);
    [[nodiscard]] QString filterText() const { return m_text; }
    void setUseRegularExpression(bool use);
    [[nodiscard]] bool usesRegularExpression() const { return m_useExpression; }
    /// False while the text is not a valid regular expression (every row is kept then).
    [[nodiscard]] bool isFilterValid() const;

protected:
    [[nodiscard]] bool filterAcceptsRow(
        int sourceRow, const QModelIndex &sourceParent) const override;
    [[nodiscard]] bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void update();

    SortableTableModel *m_source;
    QString m_text;
    bool m_useExpression = false;
    QRegularExpression m_expression;
};

} // namespace vmscope
