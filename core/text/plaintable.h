// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace vmscope {

/// A table of text cells written as a mail reply wants it (fixed-width columns in plain
/// text, at most a given width) or as CSV for a spreadsheet. One job: layout, no numbers.
class PlainTable
{
public:
    enum class Align { Left, Right };
    struct Column
    {
        /// May hold '\n': a header over several lines, bottom-aligned (mmtests' kernel
        /// version over its configuration).
        QString title;
        Align align = Align::Right;
        /// The one column that gives way when the table is too wide (a symbol, a name):
        /// its cells are cut and end in '~'. At most one column is elastic.
        bool elastic = false;
    };

    explicit PlainTable(QList<Column> columns);

    /// `cells` has one text per column (missing ones are blank, extra ones are ignored).
    void addRow(QStringList cells);
    /// A line of its own between rows, e.g. "only in writeback:".
    void addSection(const QString &title);
    [[nodiscard]] qsizetype rowCount() const { return m_rows.size(); }
    [[nodiscard]] const QList<Column> &columns() const { return m_columns; }
    /// The text of a cell (blank where the row has none); a section's title in column 0.
    [[nodiscard]] QString cell(qsizetype row, qsizetype column) const
    {
        return m_rows.at(row).cells.value(column);
    }
    [[nodiscard]] bool isSection(qsizetype row) const { return m_rows.at(row).isSection; }

    /// Columns two blanks apart, the header underlined with '-'; lines never exceed
    /// `maxWidth`: the elastic column is cut first, then the table wraps into parts (see
    /// wrapped()) one under the other, a blank line apart. Only a part of the first column
    /// and one other that is wider alone can exceed it.
    [[nodiscard]] QString toText(int maxWidth = 72) const;
    /// The table as is when it fits `maxWidth` (cutting the elastic column if need be),
    /// else split by columns into parts that each repeat the first (key) column, as many
    /// columns per part as fit, in order.
    [[nodiscard]] QList<PlainTable> wrapped(int maxWidth = 72) const;
    /// RFC 4180: a header row, fields quoted when they hold a comma, quote or line break.
    /// Sections are not written.
    [[nodiscard]] QString toCsv() const;

private:
    struct Row
    {
        QStringList cells;
        bool isSection = false;
    };
    [[nodiscard]] QList<int> naturalWidths() const;
    [[nodiscard]] QList<int> columnWidths(int maxWidth) const;
    [[nodiscard]] QString partText(int maxWidth) const;
    [[nodiscard]] PlainTable withColumns(const QList<qsizetype> &columns) const;

    QList<Column> m_columns;
    QList<Row> m_rows;
};

} // namespace vmscope
