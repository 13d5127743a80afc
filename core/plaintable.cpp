// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/plaintable.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr int columnGap = 2;
constexpr int narrowestElastic = 8; // a cut symbol must stay recognisable

QString fitted(const QString &text, int width, PlainTable::Align align)
{
    if (text.size() > width) {
        return width <= 1 ? text.left(width) : text.left(width - 1) + u'~';
    }
    return align == PlainTable::Align::Left ? text.leftJustified(width) : text.rightJustified(width);
}

QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n')) {
        return text;
    }
    QString quoted = text;
    quoted.replace(u"\""_s, u"\"\""_s);
    return u'"' + quoted + u'"';
}

} // namespace

PlainTable::PlainTable(QList<Column> columns)
    : m_columns(std::move(columns))
{
}

void PlainTable::addRow(QStringList cells)
{
    cells.resize(m_columns.size());
    m_rows.append({ std::move(cells), false });
}

void PlainTable::addSection(const QString &title)
{
    m_rows.append({ { title }, true });
}

QList<int> PlainTable::columnWidths(int maxWidth) const
{
    QList<int> widths;
    for (const Column &column : m_columns) {
        widths.append(int(column.title.size()));
    }
    for (const Row &row : m_rows) {
        if (row.isSection) {
            continue;
        }
        for (qsizetype c = 0; c < m_columns.size(); ++c) {
            widths[c] = std::max(widths[c], int(row.cells.at(c).size()));
        }
    }
    const auto elastic = std::find_if(m_columns.cbegin(), m_columns.cend(),
        [](const Column &column) { return column.elastic; });
    if (elastic != m_columns.cend()) {
        int total = columnGap * int(m_columns.size() - 1);
        for (const int width : widths) {
            total += width;
        }
        const qsizetype index = elastic - m_columns.cbegin();
        if (total > maxWidth) {
            widths[index] = std::max(narrowestElastic, widths[index] - (total - maxWidth));
        }
    }
    return widths;
}

QString PlainTable::toText(int maxWidth) const
{
    const QList<int> widths = columnWidths(maxWidth);
    const auto line = [&](const QStringList &cells) -> QString {
        QString text;
        for (qsizetype c = 0; c < m_columns.size(); ++c) {
            const bool last = c + 1 == m_columns.size();
            text += fitted(cells.at(c), widths.at(c), m_columns.at(c).align);
            if (!last) {
                text += QString(columnGap, u' ');
            }
        }
        while (text.endsWith(u' ')) {
            text.chop(1);
        }
        text += QChar(u'\n');
        return text;
    };
    QStringList titles;
    QStringList rules;
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        titles.append(m_columns.at(c).title);
        rules.append(QString(widths.at(c), u'-'));
    }
    QString text = line(titles) + line(rules);
    for (const Row &row : m_rows) {
        if (row.isSection) {
            text += row.cells.constFirst().left(maxWidth);
            text += u'\n';
        } else {
            text += line(row.cells);
        }
    }
    return text;
}

QString PlainTable::toCsv() const
{
    const auto line = [](const QStringList &cells) -> QString {
        QStringList fields;
        for (const QString &cell : cells) {
            fields.append(csvField(cell));
        }
        return fields.join(u',') + u"\r\n"_s;
    };
    QStringList titles;
    for (const Column &column : m_columns) {
        titles.append(column.title);
    }
    QString csv = line(titles);
    for (const Row &row : m_rows) {
        if (!row.isSection) {
            csv += line(row.cells);
        }
    }
    return csv;
}

} // namespace vmscope
