// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/results/resulttabletext.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QString valueText(double value)
{
    return std::isnan(value) ? u"-"_s : QString::number(value, 'g', 12);
}

/// mmtests' `( -53.63%)`; absurd deltas from hostile input stay short in exponent form.
QString deltaText(double delta)
{
    const QString number = std::abs(delta) < 100000 ? QString::number(delta, 'f', 2)
                                                    : QString::number(delta, 'g', 3);
    return u"("_s + number.rightJustified(7) + u"%)"_s;
}

QString optionalText(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 10) : QString();
}

/// "sysbench-with low-latency" over two lines when it is wider than the column's cells,
/// broken at the blank nearest the middle.
QString titleText(const QString &title, qsizetype cellWidth)
{
    if (title.size() <= cellWidth) {
        return title;
    }
    qsizetype best = -1;
    for (qsizetype i = title.indexOf(u' '); i >= 0; i = title.indexOf(u' ', i + 1)) {
        if (best < 0 || std::abs(title.size() - 2 * i) < std::abs(title.size() - 2 * best)) {
            best = i;
        }
    }
    return best < 0 ? title : title.left(best) + u'\n' + title.mid(best + 1);
}

bool hasDeltas(const ResultTable &table)
{
    return table.columnKind == ResultTable::ColumnKind::Configurations && table.columnCount() > 1;
}

} // namespace

QString resultTableHeading(const ResultTable &table)
{
    QString title = table.title.simplified();
    while (title.endsWith(u':')) {
        title.chop(1);
    }
    QString heading = title.isEmpty() ? table.benchmark : title;
    if (!title.isEmpty() && !title.contains(table.benchmark)) {
        heading = table.benchmark + u": "_s + title;
    }
    switch (table.better) {
    case ResultTable::Better::Higher:
        return heading + u", higher is better"_s;
    case ResultTable::Better::Lower:
        return heading + u", lower is better"_s;
    case ResultTable::Better::Unknown:
        break;
    }
    return heading;
}

PlainTable resultPlainTable(const ResultTable &table)
{
    const bool deltas = hasDeltas(table);
    QList<QStringList> columnCells(table.columnCount());
    QStringList keys;
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        const ResultRow &row = table.rows.at(r);
        keys.append(row.flags.isEmpty() ? row.key : row.key + u' ' + row.flags.join(u", "_s));
        for (qsizetype c = 0; c < table.columnCount(); ++c) {
            const double value = row.values.value(c, std::nan(""));
            QString cell = valueText(value);
            if (deltas && !std::isnan(value)) {
                const std::optional<double> delta
                    = c == 0 ? std::optional<double>(0.0) : table.recomputedDelta(r, c);
                cell += u' ' + (delta ? deltaText(*delta) : u"(      -%)"_s);
            }
            columnCells[c].append(cell);
        }
    }
    QList<PlainTable::Column> columns {
        { .title = QString(), .align = PlainTable::Align::Left, .elastic = false }
    };
    for (qsizetype c = 0; c < table.columnCount(); ++c) {
        qsizetype width = 0;
        for (const QString &cell : columnCells.at(c)) {
            width = std::max(width, cell.size());
        }
        const QString unit = table.units.value(c);
        QString title = titleText(table.columns.at(c), width);
        if (!unit.isEmpty()) {
            title += (title.contains(u'\n') ? u" ("_s : u"\n("_s) + unit + u')';
        }
        columns.append({ .title = title, .align = PlainTable::Align::Right, .elastic = false });
    }
    PlainTable text(columns);
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        QStringList cells { keys.at(r) };
        for (const QStringList &column : columnCells) {
            cells.append(column.at(r));
        }
        text.addRow(cells);
    }
    return text;
}

QString resultTableText(const ResultTable &table, int maxWidth)
{
    return resultTableHeading(table) + u'\n' + resultPlainTable(table).toText(maxWidth);
}

PlainTable resultCsvTable(const QList<ResultTable> &tables, const QStringList &labels)
{
    QList<PlainTable::Column> columns { { u"benchmark"_s }, { u"title"_s }, { u"key"_s }, { u"column"_s },
        { u"unit"_s }, { u"value"_s }, { u"delta_percent"_s }, { u"pasted_delta_percent"_s },
        { u"flags"_s }, { u"line"_s } };
    if (!labels.isEmpty()) {
        columns.prepend({ u"kernel"_s });
    }
    PlainTable csv(columns);
    for (qsizetype t = 0; t < tables.size(); ++t) {
        const ResultTable &table = tables.at(t);
        for (qsizetype r = 0; r < table.rows.size(); ++r) {
            const ResultRow &row = table.rows.at(r);
            for (qsizetype c = 0; c < table.columnCount(); ++c) {
                const double value = row.values.value(c, std::nan(""));
                QStringList cells { table.benchmark, table.title, row.key, table.columns.at(c),
                    table.units.value(c), std::isnan(value) ? QString() : valueText(value),
                    optionalText(table.recomputedDelta(r, c)),
                    optionalText(row.pastedDeltas.value(c)), row.flags.join(u' '),
                    QString::number(row.line) };
                if (!labels.isEmpty()) {
                    cells.prepend(labels.value(t));
                }
                csv.addRow(cells);
            }
        }
    }
    return csv;
}

} // namespace vmscope
