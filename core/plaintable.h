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

    /// Columns two blanks apart, the header underlined with '-'; lines never exceed
    /// `maxWidth` unless the fixed columns alone do.
    [[nodiscard]] QString toText(int maxWidth = 72) const;
    /// RFC 4180: a header row, fields quoted when they hold a comma, quote or line break.
    /// Sections are not written.
    [[nodiscard]] QString toCsv() const;

private:
    struct Row
    {
        QStringList cells;
        bool isSection = false;
    };
    [[nodiscard]] QList<int> columnWidths(int maxWidth) const;

    QList<Column> m_columns;
    QList<Row> m_rows;
};

} // namespace vmscope
