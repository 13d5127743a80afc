// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QSet>
#include <QStringList>

class QTextDocument;

namespace vmscope {

/// Where a paginated report starts new pages, so that no heading ends a page and no table row
/// is cut in two, and on which page each section begins, for the contents. The report's HTML
/// marks what this reads: each section heading with an anchor "s<section>", the first cell of
/// each table row with "t<table>r<row>" (rows counted from 1 after the header).
struct ReportPagination
{
    QStringList sectionPages; // "1", "2"… per section; empty before the first layout
    QSet<int> headingBreaks; // sections whose heading begins a page
    QSet<QPair<int, int>> rowBreaks; // (table, row): the row begins a page, under the header

    /// Looks at `document`, laid out on pages `pageHeight` high, for headings left at the end
    /// of a page and rows cut by a page's end, and breaks the page before each; returns how
    /// many breaks it added: none when the pages are final.
    int breakPages(const QTextDocument &document, qreal pageHeight);
    /// Reads each section's page from `document`.
    void readSectionPages(const QTextDocument &document, qreal pageHeight, qsizetype sections);

    [[nodiscard]] static QString sectionAnchor(int section);
    [[nodiscard]] static QString rowAnchor(int table, int row);
};

} // namespace vmscope
