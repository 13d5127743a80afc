// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/widgets/sortabletablemodel.h"
#include "core/profile/profile.h"

namespace vmscope {

/// The entries of one kernel profile, one row each in listing order, with their rank by share
/// of the total. Columns the listing does not have (module, load, address) stay empty; the
/// view hides them. The profile is copied in.
class ProfileTableModel : public SortableTableModel
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
        /// The row's index into Profile::entries (qsizetype).
        EntryIndexRole = FirstModelRole,
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

    [[nodiscard]] bool isNumeric(int column) const override;
    [[nodiscard]] double numericValue(int row, int column) const override;
    /// Symbol, module and command.
    [[nodiscard]] QStringList filterTexts(int row) const override;
    [[nodiscard]] QString columnTitle(int column) const override;

private:
    [[nodiscard]] int rows() const override { return int(m_profile.entries.size()); }
    [[nodiscard]] int columns() const override { return ColumnCount; }
    [[nodiscard]] QVariant display(int row, int column) const override;
    [[nodiscard]] QString toolTip(int row, int column) const override;
    [[nodiscard]] std::span<const ColumnText> columnTexts() const override;
    [[nodiscard]] QString columnToolTip(int column) const override;
    [[nodiscard]] QVariant otherData(int row, int column, int role) const override;

    Profile m_profile;
    QList<double> m_shares; // computed once: sorting must not call sharePercent() per compare
    QList<int> m_ranks;
    int m_addressDigits = 8; // 16 when some address needs them
};

} // namespace vmscope
