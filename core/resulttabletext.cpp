// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/resulttabletext.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr qsizetype columnGap = 2;

QString valueText(double value)
{
    return std::isnan(value) ? u"-"_s : QString::number(value, 'g', 12);
}

/// mmtests prints `( 0.00%)` and `(-53.63%)`: the sign or a blank, two decimals.
QString deltaText(const std::optional<double> &delta)
{
    if (!delta) {
        return QString();
    }
    const QString number = QString::number(*delta, 'f', 2);
    return u'(' + (*delta < 0 ? number : u' ' + number) + u"%)"_s;
}

/// One column of the text: its title and a cell per row.
struct TextColumn
{
    PlainTable::Column column;
    QStringList cells;
};

QList<TextColumn> textColumns(const ResultTable &table)
{
    const bool deltas = table.columnKind == ResultTable::ColumnKind::Configurations;
    QList<TextColumn> columns;
    for (qsizetype c = 0; c < table.columnCount(); ++c) {
        const QString unit = table.units.value(c);
        TextColumn text { .column
            = { .title = unit.isEmpty() ? table.columns.at(c)
                                        : table.columns.at(c) + u" ("_s + unit + u')',
                .align = PlainTable::Align::Right,
                .elastic = false },
            .cells = {} };
        for (qsizetype r = 0; r < table.sampleCount(); ++r) {
            QString cell = valueText(table.rows.at(r).values.value(c, std::nan("")));
            if (deltas) {
                const std::optional<double> delta
                    = c == 0 ? std::optional<double>(0.0) : table.recomputedDelta(r, c);
                cell += u' ' + deltaText(delta);
            }
            text.cells.append(cell.trimmed());
        }
        columns.append(text);
    }
    const bool flagged = std::any_of(table.rows.cbegin(), table.rows.cend(),
        [](const ResultRow &row) { return !row.flags.isEmpty(); });
    if (flagged) {
        TextColumn flags { .column
            = { .title = u"flags"_s, .align = PlainTable::Align::Left, .elastic = false },
            .cells = {} };
        for (const ResultRow &row : table.rows) {
            flags.cells.append(row.flags.join(u' '));
        }
        columns.append(flags);
    }
    return columns;
}

qsizetype widthOf(const TextColumn &column)
{
    qsizetype width = column.column.title.size();
    for (const QString &cell : column.cells) {
        width = std::max(width, cell.size());
    }
    return width;
}

QString numberOrBlank(double value)
{
    return std::isnan(value) ? QString() : QString::number(value, 'g', 15);
}

} // namespace

QList<PlainTable> resultPlainTables(const ResultTable &table, int maxWidth)
{
    qsizetype keyWidth = 3;
    for (const ResultRow &row : table.rows) {
        keyWidth = std::max(keyWidth, row.key.size());
    }
    // Greedy: as many columns per table as fit beside the key column.
    QList<QList<TextColumn>> parts;
    qsizetype used = keyWidth;
    for (const TextColumn &column : textColumns(table)) {
        const qsizetype width = widthOf(column) + columnGap;
        if (parts.isEmpty() || (used + width > maxWidth && !parts.last().isEmpty())) {
            parts.append(QList<TextColumn> {});
            used = keyWidth;
        }
        parts.last().append(column);
        used += width;
    }
    QList<PlainTable> tables;
    for (const QList<TextColumn> &part : std::as_const(parts)) {
        QList<PlainTable::Column> columns {
            { .title = u"key"_s, .align = PlainTable::Align::Left, .elastic = true }
        };
        for (const TextColumn &column : part) {
            columns.append(column.column);
        }
        PlainTable text(columns);
        for (qsizetype r = 0; r < table.sampleCount(); ++r) {
            QStringList cells { table.rows.at(r).key };
            for (const TextColumn &column : part) {
                cells.append(column.cells.at(r));
            }
            text.addRow(cells);
        }
        tables.append(text);
    }
    return tables;
}

QString resultTableText(const ResultTable &table, int maxWidth)
{
    QString text = table.benchmark;
    if (!table.title.isEmpty() && table.title != table.benchmark) {
        text += u": "_s + table.title;
    }
    text += u'\n';
    const QList<PlainTable> tables = resultPlainTables(table, maxWidth);
    for (qsizetype index = 0; index < tables.size(); ++index) {
        text += (index > 0 ? u"\n"_s : QString()) + tables.at(index).toText(maxWidth);
    }
    return text;
}

PlainTable resultCsvTable(const QList<ResultTable> &tables, const QStringList &labels)
{
    if (tables.isEmpty()) {
        return PlainTable(QList<PlainTable::Column>());
    }
    const ResultTable &first = tables.constFirst();
    const auto column = [](const QString &title) {
        return PlainTable::Column {
            .title = title, .align = PlainTable::Align::Right, .elastic = false
        };
    };
    QList<PlainTable::Column> columns;
    if (!labels.isEmpty()) {
        columns.append(column(u"kernel"_s));
    }
    columns.append(column(u"key"_s));
    const bool deltas = first.columnKind == ResultTable::ColumnKind::Configurations;
    for (qsizetype c = 0; c < first.columnCount(); ++c) {
        columns.append(column(first.columns.at(c)));
        if (deltas && c > 0) {
            columns.append(column(first.columns.at(c) + u" delta_percent"_s));
        }
    }
    columns.append(column(u"flags"_s));
    PlainTable csv(columns);
    for (qsizetype t = 0; t < tables.size(); ++t) {
        const ResultTable &table = tables.at(t);
        for (qsizetype r = 0; r < table.sampleCount(); ++r) {
            const ResultRow &row = table.rows.at(r);
            QStringList cells;
            if (!labels.isEmpty()) {
                cells.append(labels.value(t));
            }
            cells.append(row.key);
            for (qsizetype c = 0; c < first.columnCount(); ++c) {
                cells.append(numberOrBlank(row.values.value(c, std::nan(""))));
                if (deltas && c > 0) {
                    cells.append(numberOrBlank(table.recomputedDelta(r, c).value_or(std::nan(""))));
                }
            }
            cells.append(row.flags.join(u' '));
            csv.addRow(cells);
        }
    }
    return csv;
}

} // namespace vmscope
