// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/export/reportpagination.h"

#include <QAbstractTextDocumentLayout>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// The anchor names the block starts with.
QStringList anchorsOf(const QTextBlock &block)
{
    QStringList names;
    for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
        names += fragment.fragment().charFormat().anchorNames();
    }
    return names;
}

/// Top and bottom of a block's text in document coordinates: its first line's top (a line
/// that did not fit was moved to the next page, the block's own top stays behind) and its
/// last line's bottom.
std::pair<qreal, qreal> textExtent(const QTextDocument &document, const QTextBlock &block)
{
    const QRectF rect = document.documentLayout()->blockBoundingRect(block);
    const QTextLayout *layout = block.layout();
    if (!layout || layout->lineCount() == 0) {
        return { rect.top(), rect.bottom() };
    }
    const QTextLine first = layout->lineAt(0);
    const QTextLine last = layout->lineAt(layout->lineCount() - 1);
    return { rect.top() + first.y(), rect.top() + last.y() + last.height() };
}

int pageOf(qreal y, qreal pageHeight)
{
    return int(std::floor(y / pageHeight));
}

std::optional<std::pair<int, int>> tableRowOf(const QStringList &anchors)
{
    static const QRegularExpression name(u"^t(\\d+)r(\\d+)$"_s);
    for (const QString &anchor : anchors) {
        const QRegularExpressionMatch match = name.match(anchor);
        if (match.hasMatch()) {
            return std::pair(match.captured(1).toInt(), match.captured(2).toInt());
        }
    }
    return std::nullopt;
}

void collectTables(const QTextFrame *frame, QList<const QTextTable *> &tables)
{
    const QList<QTextFrame *> children = frame->childFrames();
    for (const QTextFrame *child : children) {
        if (const auto *table = qobject_cast<const QTextTable *>(child)) {
            tables.append(table);
        }
        collectTables(child, tables);
    }
}

} // namespace

QString ReportPagination::sectionAnchor(int section)
{
    return u"s%1"_s.arg(section);
}

QString ReportPagination::rowAnchor(int table, int row)
{
    return u"t%1r%2"_s.arg(table).arg(row);
}

int ReportPagination::breakPages(const QTextDocument &document, qreal pageHeight)
{
    // What a page's end must not fall in: a heading and the text after it, a table row.
    struct Keep
    {
        qreal top = 0;
        qreal end = 0;
        int section = -1; // a heading's; else the row's table and row
        std::pair<int, int> row;
    };
    QList<Keep> keeps;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() != 2 || !block.next().isValid()) {
            continue;
        }
        for (const QString &anchor : anchorsOf(block)) {
            bool numbered = false;
            const int section = anchor.mid(1).toInt(&numbered);
            if (anchor.startsWith(u's') && numbered && !headingBreaks.contains(section)) {
                keeps.append({ textExtent(document, block).first,
                    textExtent(document, block.next()).first, section, {} });
            }
        }
    }
    QList<const QTextTable *> tables;
    collectTables(document.rootFrame(), tables);
    for (const QTextTable *table : std::as_const(tables)) {
        for (int row = 1; row < table->rows(); ++row) {
            const std::optional<std::pair<int, int>> logical
                = tableRowOf(anchorsOf(table->cellAt(row, 0).firstCursorPosition().block()));
            if (!logical || rowBreaks.contains(*logical)) {
                continue;
            }
            Keep keep { std::numeric_limits<qreal>::max(), std::numeric_limits<qreal>::lowest(),
                -1, *logical };
            for (int column = 0; column < table->columns(); ++column) {
                const QTextTableCell cell = table->cellAt(row, column);
                keep.top = std::min(
                    keep.top, textExtent(document, cell.firstCursorPosition().block()).first);
                keep.end = std::max(
                    keep.end, textExtent(document, cell.lastCursorPosition().block()).second);
            }
            // A row taller than a page is cut wherever it starts: leave it.
            if (keep.end - keep.top < pageHeight) {
                keeps.append(keep);
            }
        }
    }
    std::sort(keeps.begin(), keeps.end(),
        [](const Keep &a, const Keep &b) { return a.top < b.top; });
    // A break moves what follows down to the next page's top: the later ones are judged where
    // they will then be, so that one layout finds most breaks (the next pass checks them).
    qreal shift = 0;
    int added = 0;
    for (const Keep &keep : std::as_const(keeps)) {
        const qreal top = keep.top + shift;
        const int page = pageOf(top, pageHeight);
        if (pageOf(keep.end + shift, pageHeight) == page) {
            continue;
        }
        if (keep.section >= 0) {
            headingBreaks.insert(keep.section);
        } else {
            rowBreaks.insert(keep.row);
        }
        shift += (page + 1) * pageHeight - top;
        ++added;
    }
    return added;
}

void ReportPagination::readSectionPages(
    const QTextDocument &document, qreal pageHeight, qsizetype sections)
{
    sectionPages = QStringList(sections, u"?"_s);
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (const QString &anchor : anchorsOf(block)) {
            bool numbered = false;
            const int section = anchor.mid(1).toInt(&numbered);
            if (anchor.startsWith(u's') && numbered && section >= 0 && section < sections) {
                const int page = pageOf(textExtent(document, block).first, pageHeight) + 1;
                sectionPages[section] = QString::number(page);
            }
        }
    }
}

} // namespace vmscope
