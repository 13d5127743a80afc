// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/resultchart.h"

#include <QAbstractTableModel>

namespace vmscope {

/// A benchmark result table as the thread pasted it, or several of one benchmark (SPEC SFS
/// runs of three kernels) one after another with a kernel column: the row key, each column's
/// value, for kernel columns the change against the first recomputed in %, and the row's
/// flags. Flagged rows (INVALID) are tinted and say why; they are never dropped.
class ResultTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    using Part = LabelledResultTable;
    enum Role {
        /// The number behind a value or delta cell (double, NaN when missing).
        RawValueRole = Qt::UserRole + 1,
        /// True on rows that carry a flag (INVALID).
        FlaggedRole,
    };

    explicit ResultTableModel(QObject *parent = nullptr);

    /// Every part must have the columns of the first.
    void setParts(const QList<Part> &parts);
    [[nodiscard]] const QList<Part> &parts() const { return m_parts; }
    /// The header text of `column` (tests look columns up by it).
    [[nodiscard]] QString columnTitle(int column) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QVariant headerData(
        int section, Qt::Orientation orientation, int role) const override;

private:
    enum class Kind { Kernel, Key, Value, Delta, Flags };
    struct ColumnInfo
    {
        Kind kind = Kind::Key;
        qsizetype column = -1; // into ResultTable::columns for values and deltas
    };
    [[nodiscard]] QVariant display(
        const Part &part, const ResultRow &row, qsizetype rowIndex, ColumnInfo info) const;
    [[nodiscard]] double rawValue(const Part &part, qsizetype rowIndex, ColumnInfo info) const;

    QList<Part> m_parts;
    QList<ColumnInfo> m_columns;
    QList<std::pair<qsizetype, qsizetype>> m_rows; // part, row
};

} // namespace vmscope
