// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QRegularExpression>
#include <QStringList>

namespace vmscope {

/// Cuts a line that an archive flattened (a whole message on one line) back into lines: mail
/// headers, quote markers, signatures, the log header anchors the parsers name
/// (LogParser::lineAnchors(): `procs`, `r b swpd`, `top - `, ...) and result-table rows (a
/// name followed by `NUMBER ( PCT%)` cells, as mmtests prints them).
class FlattenedSplitter
{
public:
    /// `logAnchors`: regular expressions matching where a log's header line starts.
    explicit FlattenedSplitter(const QStringList &logAnchors = {});

    /// True when `line` is long and shows quote markers, headers or log anchors inline.
    [[nodiscard]] bool looksFlattened(const QString &line) const;
    /// The lines `line` is cut into; quoted pieces keep their quote prefix.
    [[nodiscard]] QStringList split(const QString &line) const;

    /// Lines this long with several inline quote markers or a leading mail header are flattened.
    static constexpr qsizetype flattenedMessageLength = 1000;
    /// Lines this long holding a log anchor or two table rows are flattened logs.
    static constexpr qsizetype flattenedLogLength = 240;
    /// Quoted text longer than this (without its prefix) ran into the unquoted reply after it.
    static constexpr qsizetype quotedLineLength = 80;

private:
    QRegularExpression m_anchor; // a log header or a signature, after a blank
};

} // namespace vmscope
