// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace vmscope {

class SlabTableModel;

/// Sorts a SlabTableModel by number where the column holds numbers, unknown values (NaN) last
/// in either order, and keeps the caches whose name contains the filter text.
class SlabFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit SlabFilterProxyModel(SlabTableModel *source, QObject *parent = nullptr);

    /// Case-insensitive; empty keeps every row.
    void setFilterText(const QString &text);
    [[nodiscard]] QString filterText() const { return m_filterText; }

protected:
    [[nodiscard]] bool filterAcceptsRow(
        int sourceRow, const QModelIndex &sourceParent) const override;
    [[nodiscard]] bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    SlabTableModel *m_source;
    QString m_filterText;
};

} // namespace vmscope
