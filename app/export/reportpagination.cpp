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

bool ReportPagination::breakOnce(const QTextDocument &document, qreal pageHeight)
{
    // Headings: one whose following text begins on a later page ends its page alone.
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() != 2 || !block.next().isValid()) {
            continue;
        }
        for (const QString &anchor : anchorsOf(block)) {
            bool numbered = false;
            const int section = anchor.mid(1).toInt(&numbered);
            if (!anchor.startsWith(u's') || !numbered || headingBreaks.contains(section)) {
                continue;
            }
            const int headingPage = pageOf(textExtent(document, block).first, pageHeight);
            const int nextPage = pageOf(textExtent(document, block.next()).first, pageHeight);
            if (nextPage > headingPage) {
                headingBreaks.insert(section);
                return true;
            }
        }
    }
    // Table rows: one whose cells begin on one page and end on the next is cut in two.
    QList<const QTextTable *> tables;
    collectTables(document.rootFrame(), tables);
    for (const QTextTable *table : std::as_const(tables)) {
        for (int row = 1; row < table->rows(); ++row) {
            const std::optional<std::pair<int, int>> logical
                = tableRowOf(anchorsOf(table->cellAt(row, 0).firstCursorPosition().block()));
            if (!logical || rowBreaks.contains(*logical)) {
                continue;
            }
            qreal top = std::numeric_limits<qreal>::max();
            qreal bottom = std::numeric_limits<qreal>::lowest();
            for (int column = 0; column < table->columns(); ++column) {
                const QTextTableCell cell = table->cellAt(row, column);
                top = std::min(top, textExtent(document, cell.firstCursorPosition().block()).first);
                bottom = std::max(
                    bottom, textExtent(document, cell.lastCursorPosition().block()).second);
            }
            // A row taller than a page is cut wherever it starts: leave it.
            if (bottom - top < pageHeight && pageOf(top, pageHeight) != pageOf(bottom, pageHeight)) {
                rowBreaks.insert(*logical);
                return true;
            }
        }
    }
    return false;
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
