// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/profilediff.h"

#include <QAbstractTableModel>
#include <QColor>

namespace vmscope {

/// The rows of a ProfileDiff as a table: rank by change, symbol, each profile's ticks and
/// share, per compared profile the change in share (points) and the ratio, and a note for
/// summed groups and for symbols only some listings have.
class ProfileDiffModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Kind { Rank, Symbol, Ticks, Share, Change, Ratio, Note };
    /// What a column shows, and for which profile (-1 for rank, symbol and note).
    struct ColumnInfo
    {
        Kind kind = Kind::Symbol;
        qsizetype profile = -1;
    };
    enum Role {
        /// What a column sorts by: a double for numbers (NaN when unknown), else the text.
        SortRole = Qt::UserRole + 1,
        /// The text the filter looks at: the symbol.
        FilterRole,
        /// The row's index into ProfileDiff::rows (qsizetype).
        RowIndexRole,
    };

    explicit ProfileDiffModel(QObject *parent = nullptr);

    /// `profiles` are the diffed ones, for counting the symbols of each group.
    void setDiff(const ProfileDiff &diff, const QList<Profile> &profiles);
    [[nodiscard]] const ProfileDiff &diff() const { return m_diff; }
    /// Colours of rising and falling shares and of what one side does not list.
    void setColors(const QColor &increase, const QColor &decrease, const QColor &dimmed);

    [[nodiscard]] ColumnInfo columnInfo(int column) const { return m_columns.at(column); }
    /// The column showing `kind` for `profile`, -1 when there is none.
    [[nodiscard]] int column(Kind kind, qsizetype profile = -1) const;
    /// "only in writeback", "sum of 4 symbols", or empty.
    [[nodiscard]] QString note(int row) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QVariant headerData(
        int section, Qt::Orientation orientation, int role) const override;

private:
    [[nodiscard]] QVariant display(const ProfileDiffRow &row, int index, ColumnInfo info) const;
    [[nodiscard]] QVariant sortValue(const ProfileDiffRow &row, int index, ColumnInfo info) const;
    [[nodiscard]] QVariant foreground(const ProfileDiffRow &row, ColumnInfo info) const;
    [[nodiscard]] QString toolTip(const ProfileDiffRow &row, int index, ColumnInfo info) const;
    [[nodiscard]] bool isPartial(const ProfileDiffRow &row) const;

    ProfileDiff m_diff;
    QList<ColumnInfo> m_columns;
    QList<int> m_groupSizes; // per row: distinct symbols summed, 0 for single symbols
    QColor m_increase;
    QColor m_decrease;
    QColor m_dimmed;
};

} // namespace vmscope
