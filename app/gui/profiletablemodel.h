// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/profile.h"

#include <QAbstractTableModel>

namespace vmscope {

/// The entries of one kernel profile, one row each in listing order, with their rank by share
/// of the total. Columns the listing does not have (module, load, address) stay empty; the
/// view hides them. The profile is copied in.
class ProfileTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        RankColumn,
        SymbolColumn,
        ModuleColumn,
        CommandColumn,
        TicksColumn,
        ShareColumn,
        LoadColumn,
        AddressColumn,
        ColumnCount
    };
    enum Role {
        /// What a column sorts by: a double for numbers (NaN when unknown), else the text.
        SortRole = Qt::UserRole + 1,
        /// The text the filter looks at: symbol, module and command.
        FilterRole,
        /// The row's index into Profile::entries (qsizetype).
        EntryIndexRole,
        /// The physical input line the entry was read from (int, 0 when unknown).
        LineRole,
    };

    explicit ProfileTableModel(QObject *parent = nullptr);

    void setProfile(const Profile &profile);
    void clear();
    [[nodiscard]] const Profile &profile() const { return m_profile; }
    /// False for the columns no entry of the profile fills.
    [[nodiscard]] bool hasColumn(int column) const;
    /// Share of the total of entry `row` in % (NaN when unknown).
    [[nodiscard]] double share(int row) const { return m_shares.at(row); }
    /// 1 for the largest entry.
    [[nodiscard]] int rank(int row) const { return m_ranks.at(row); }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QVariant headerData(
        int section, Qt::Orientation orientation, int role) const override;

private:
    [[nodiscard]] QVariant display(int row, int column) const;
    [[nodiscard]] QVariant sortValue(int row, int column) const;
    [[nodiscard]] QString toolTip(int row, int column) const;

    Profile m_profile;
    QList<double> m_shares; // computed once: sorting must not call sharePercent() per compare
    QList<int> m_ranks;
    int m_addressDigits = 8; // 16 when some address needs them
};

} // namespace vmscope
