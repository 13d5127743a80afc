// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

#include <span>

namespace vmscope {

/// What the sortable tables (processes, slab caches, profile entries, profile diffs, the
/// comparison statistics and result tables) share: a flat table whose numeric columns sort by
/// number and align right, the roles the views and TableFilterProxyModel read, and headers.
/// A subclass says how many rows and columns there are and what each cell shows and sorts by.
class SortableTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        /// What a column sorts by: a double for numbers (NaN when unknown), else the text.
        SortRole = Qt::UserRole + 1,
        /// The texts the filter looks in, as a QStringList.
        FilterRole,
        /// Subclasses number their own roles from here.
        FirstModelRole,
    };

    using QAbstractTableModel::QAbstractTableModel;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const final;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const final;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const final;
    [[nodiscard]] QVariant headerData(
        int section, Qt::Orientation orientation, int role) const final;

    /// Whether `column` holds numbers (sorted by numericValue(), aligned right).
    [[nodiscard]] virtual bool isNumeric(int column) const = 0;
    /// What `column` of `row` sorts by: NaN when unknown or not a number.
    [[nodiscard]] virtual double numericValue(int row, int column) const = 0;
    /// The texts of `row` a filter looks in (name, command, user…); none by default.
    [[nodiscard]] virtual QStringList filterTexts(int row) const;
    /// The header text of `column` (tests look columns up by it): columnTexts()' title unless
    /// a subclass says otherwise.
    [[nodiscard]] virtual QString columnTitle(int column) const;

    /// A column's fixed header, marked with QT_TR_NOOP in the subclass's columnTexts() so
    /// that the subclass's context translates it.
    struct ColumnText
    {
        const char *title;
        const char *toolTip = nullptr;
    };

protected:
    [[nodiscard]] virtual int rows() const = 0;
    [[nodiscard]] virtual int columns() const = 0;
    [[nodiscard]] virtual QVariant display(int row, int column) const = 0;
    /// The fixed headers in column order; none by default.
    [[nodiscard]] virtual std::span<const ColumnText> columnTexts() const { return {}; }
    /// columnTexts()' tool tip unless a subclass says otherwise.
    [[nodiscard]] virtual QString columnToolTip(int column) const;
    /// Numbers align right (a column of marks that sorts by number may not).
    [[nodiscard]] virtual bool alignsRight(int column) const { return isNumeric(column); }
    [[nodiscard]] virtual QString toolTip(int row, int column) const;
    /// Every other role (decoration, colours, fonts, a subclass's own roles).
    [[nodiscard]] virtual QVariant otherData(int row, int column, int role) const;
};

} // namespace vmscope
