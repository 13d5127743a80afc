// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/resultchart.h"
#include "app/gui/widgets/sortabletablemodel.h"

namespace vmscope {

/// A benchmark result table as the thread pasted it, or several of one benchmark (SPEC SFS
/// runs of three kernels) one after another with a kernel column: the row key, each column's
/// value, for kernel columns the change against the first recomputed in %, and the row's
/// flags. Flagged rows (INVALID) are tinted and say why; they are never dropped.
class ResultTableModel : public SortableTableModel
{
    Q_OBJECT

public:
    using Part = LabelledResultTable;
    enum Role {
        /// The number behind a value or delta cell (double, NaN when missing).
        RawValueRole = FirstModelRole,
        /// True on rows that carry a flag (INVALID).
        FlaggedRole,
    };

    explicit ResultTableModel(QObject *parent = nullptr);

    /// Every part must have the columns of the first.
    void setParts(const QList<Part> &parts);
    [[nodiscard]] const QList<Part> &parts() const { return m_parts; }
    [[nodiscard]] bool isNumeric(int column) const override;
    [[nodiscard]] double numericValue(int row, int column) const override;
    [[nodiscard]] QString columnTitle(int column) const override;

private:
    enum class Kind { Kernel, Key, Value, Delta, Flags };
    struct ColumnInfo
    {
        Kind kind = Kind::Key;
        qsizetype column = -1; // into ResultTable::columns for values and deltas
    };
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }
    [[nodiscard]] int columns() const override { return int(m_columns.size()); }
    [[nodiscard]] QVariant display(int row, int column) const override;
    [[nodiscard]] QString toolTip(int row, int column) const override;
    [[nodiscard]] QString columnToolTip(int column) const override;
    [[nodiscard]] QVariant otherData(int row, int column, int role) const override;
    [[nodiscard]] const ResultRow &resultRow(int row) const;

    QList<Part> m_parts;
    QList<ColumnInfo> m_columns;
    QList<std::pair<qsizetype, qsizetype>> m_rows; // part, row
};

} // namespace vmscope
