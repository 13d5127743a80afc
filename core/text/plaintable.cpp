// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/text/plaintable.h"

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

int totalWidth(const QList<int> &widths)
{
    int total = columnGap * int(std::max<qsizetype>(0, widths.size() - 1));
    for (const int width : widths) {
        total += width;
    }
    return total;
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

QList<int> PlainTable::naturalWidths() const
{
    QList<int> widths;
    for (const Column &column : m_columns) {
        int width = 0;
        for (const QString &line : column.title.split(u'\n')) {
            width = std::max(width, int(line.size()));
        }
        widths.append(width);
    }
    for (const Row &row : m_rows) {
        if (row.isSection) {
            continue;
        }
        for (qsizetype c = 0; c < m_columns.size(); ++c) {
            widths[c] = std::max(widths[c], int(row.cells.at(c).size()));
        }
    }
    return widths;
}

QList<int> PlainTable::columnWidths(int maxWidth) const
{
    QList<int> widths = naturalWidths();
    const auto elastic = std::find_if(m_columns.cbegin(), m_columns.cend(),
        [](const Column &column) { return column.elastic; });
    if (elastic != m_columns.cend()) {
        const int total = totalWidth(widths);
        const qsizetype index = elastic - m_columns.cbegin();
        if (total > maxWidth) {
            widths[index] = std::max(narrowestElastic, widths[index] - (total - maxWidth));
        }
    }
    return widths;
}

QList<PlainTable> PlainTable::wrapped(int maxWidth) const
{
    const QList<int> widths = columnWidths(maxWidth);
    if (m_columns.size() <= 2 || totalWidth(widths) <= maxWidth) {
        return { *this };
    }
    // Greedy over the natural widths: a part's own rendering cuts its elastic column again.
    // An elastic key keeps up to a quarter of the width rather than the stub it was cut to.
    const QList<int> natural = naturalWidths();
    const int keyWidth = m_columns.constFirst().elastic
        ? std::min(natural.constFirst(), std::max(narrowestElastic, maxWidth / 4))
        : natural.constFirst();
    QList<PlainTable> parts;
    QList<qsizetype> part;
    int used = keyWidth;
    for (qsizetype c = 1; c < m_columns.size(); ++c) {
        const int width = columnGap + natural.at(c);
        if (!part.isEmpty() && used + width > maxWidth) {
            parts.append(withColumns(part));
            part.clear();
            used = keyWidth;
        }
        part.append(c);
        used += width;
    }
    parts.append(withColumns(part));
    return parts;
}

PlainTable PlainTable::withColumns(const QList<qsizetype> &columns) const
{
    QList<Column> kept { m_columns.constFirst() };
    for (const qsizetype c : columns) {
        kept.append(m_columns.at(c));
    }
    PlainTable part(kept);
    for (const Row &row : m_rows) {
        if (row.isSection) {
            part.m_rows.append(row);
            continue;
        }
        QStringList cells { row.cells.constFirst() };
        for (const qsizetype c : columns) {
            cells.append(row.cells.at(c));
        }
        part.m_rows.append({ std::move(cells), false });
    }
    return part;
}

QString PlainTable::toText(int maxWidth) const
{
    QString text;
    for (const PlainTable &part : wrapped(maxWidth)) {
        if (!text.isEmpty()) {
            text += u'\n';
        }
        text += part.partText(maxWidth);
    }
    return text;
}

QString PlainTable::partText(int maxWidth) const
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
    // Multi-line titles sit on the rule, shorter ones padded above.
    QList<QStringList> titleLines;
    qsizetype headerHeight = 1;
    for (const Column &column : m_columns) {
        titleLines.append(column.title.split(u'\n'));
        headerHeight = std::max(headerHeight, titleLines.constLast().size());
    }
    QString text;
    for (qsizetype h = 0; h < headerHeight; ++h) {
        QStringList titles;
        for (const QStringList &lines : titleLines) {
            const qsizetype index = h - (headerHeight - lines.size());
            titles.append(index >= 0 ? lines.at(index) : QString());
        }
        text += line(titles);
    }
    QStringList rules;
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        rules.append(QString(widths.at(c), u'-'));
    }
    text += line(rules);
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
        titles.append(QString(column.title).replace(u'\n', u' '));
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
