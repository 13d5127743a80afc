// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace vmscope {

class ProcessTableModel;

/// Sorts a ProcessTableModel by number where the column holds numbers, with unknown values
/// (NaN) last in either order, and keeps the rows whose command, user or pid contain the
/// filter text.
class ProcessFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit ProcessFilterProxyModel(ProcessTableModel *source, QObject *parent = nullptr);

    /// Case-insensitive text looked for in command, user and pid; empty keeps every row.
    void setFilterText(const QString &text);
    [[nodiscard]] QString filterText() const { return m_filterText; }

protected:
    [[nodiscard]] bool filterAcceptsRow(
        int sourceRow, const QModelIndex &sourceParent) const override;
    [[nodiscard]] bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    ProcessTableModel *m_source;
    QString m_filterText;
};

} // namespace vmscope
