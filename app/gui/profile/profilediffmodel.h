// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/widgets/sortabletablemodel.h"
#include "core/profile/profilediff.h"

#include <QColor>

namespace vmscope {

/// The rows of a ProfileDiff as a table: rank by change, symbol, each profile's ticks and
/// share, per compared profile the change in share (points) and the ratio, and a note for
/// summed groups and for symbols only some listings have.
class ProfileDiffModel : public SortableTableModel
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
        /// The row's index into ProfileDiff::rows (qsizetype).
        RowIndexRole = FirstModelRole,
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

    [[nodiscard]] bool isNumeric(int column) const override;
    [[nodiscard]] double numericValue(int row, int column) const override;
    /// The symbol.
    [[nodiscard]] QStringList filterTexts(int row) const override;
    [[nodiscard]] QString columnTitle(int column) const override;

private:
    [[nodiscard]] int rows() const override { return int(m_diff.rows.size()); }
    [[nodiscard]] int columns() const override { return int(m_columns.size()); }
    [[nodiscard]] QVariant display(int row, int column) const override;
    [[nodiscard]] QString toolTip(int row, int column) const override;
    [[nodiscard]] QString columnToolTip(int column) const override;
    [[nodiscard]] QVariant otherData(int row, int column, int role) const override;
    [[nodiscard]] QVariant foreground(const ProfileDiffRow &row, ColumnInfo info) const;
    [[nodiscard]] bool isPartial(const ProfileDiffRow &row) const;

    ProfileDiff m_diff;
    QList<ColumnInfo> m_columns;
    QList<int> m_groupSizes; // per row: distinct symbols summed, 0 for single symbols
    QColor m_increase;
    QColor m_decrease;
    QColor m_dimmed;
};

} // namespace vmscope
