// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/mail/flattenedsplitter.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

const QRegularExpression &headerName()
{
    static const QRegularExpression name(
        uR"(\b(Return-Path|Received|Date|From|To|Cc|Subject|Message-I[Dd]|References|MIME-Version|Content-Type|Content-Disposition|Content-Transfer-Encoding|In-Reply-To|User-Agent|Sender|List-I[Dd]|X-[A-Za-z-]+|Content-Length|Lines|Precedence|Reply-To|Organization):\s)"_s);
    return name;
}

/// A run of quote markers (`> >> `) after a blank and before a blank (or the end); cut at its
/// start only, not before each of its markers.
const QRegularExpression &quoteRunStart()
{
    static const QRegularExpression start(uR"((?<=\s)(?<!>\s)(?=>(?: ?>)*(?: |$)))"_s);
    return start;
}

/// One result-table row: a name, then `NUMBER ( PCT%)` cells (`min 861.03 ( 0.00%) 467.83 ...`).
const QRegularExpression &tableRow()
{
    static const QRegularExpression row(
        uR"((?<!\S)[A-Za-z0-9][\w.+/-]*(?:\s+-?\d+(?:\.\d+)?\s+\(\s*-?\d+(?:\.\d+)?%\))+)"_s);
    return row;
}

qsizetype countMatches(const QRegularExpression &pattern, const QString &text, qsizetype enough)
{
    qsizetype count = 0;
    auto it = pattern.globalMatch(text);
    while (count < enough && it.hasNext()) {
        it.next();
        ++count;
    }
    return count;
}

bool startsWithHeader(const QString &text)
{
    return headerName()
        .match(
            text, 0, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption)
        .hasMatch();
}

/// Cuts a flattened mail header run (`Date: ... From: ... Lines: 268 On Fri, ...`) into one
/// line per header, and returns the body that follows it.
QStringList splitHeaders(const QString &text, QString *body)
{
    *body = text;
    if (!startsWithHeader(text)) {
        return{};
    }
    QList<qsizetype> starts;
    auto it = headerName().globalMatch(text);
    while (it.hasNext()) {
        starts.append(it.next().capturedStart());
    }
    QStringList headers;
    qsizetype bodyStart = text.size();
    for (qsizetype i = 0; i < starts.size(); ++i) {
        const bool last = i + 1 == starts.size();
        const qsizetype end = last ? text.size() : starts.at(i + 1);
        QString header = text.mid(starts.at(i), end - starts.at(i)).trimmed();
        // Numeric headers end at their number; the message body follows the last one.
        static const QRegularExpression numeric(uR"(^(Content-Length|Lines):\s*\d+)"_s);
        const auto match = numeric.match(header);
        if (last && match.hasMatch()) {
            bodyStart = starts.at(i) + match.capturedLength();
            header = match.captured(0);
        }
        headers.append(header);
    }
    *body = text.mid(bodyStart).trimmed();
    return headers;
}

/// Length of the quote prefix (`> > `) at the start of a piece, with the blanks after it.
qsizetype quotePrefixLength(QStringView piece)
{
    qsizetype i = 0;
    while (i < piece.size() && (piece.at(i) == u'>' || piece.at(i) == u' ')) {
        ++i;
    }
    return i;
}

/// The quote markers at the start of a piece without the blanks after them (`> >`).
QStringView quoteRun(QStringView piece)
{
    return piece.first(quotePrefixLength(piece)).trimmed();
}

/// How many times `run` ends in ` ` + `unit` while something stays before it, and what stays.
qsizetype trailingRepeats(QStringView run, QStringView unit, QStringView *rest)
{
    qsizetype count = 0;
    *rest = run;
    while (!unit.isEmpty() && rest->size() > unit.size() && rest->endsWith(unit)
        && rest->at(rest->size() - unit.size() - 1) == u' ') {
        *rest = rest->chopped(unit.size() + 1);
        ++count;
    }
    return count;
}

/// Cuts a flattened body at its quote marker runs. Empty quoted lines run into the next line's
/// markers (`> >` + `> > text` reads `> > > > text`); when a run ends in the next piece's run,
/// what comes before it is taken as empty quoted lines, so paragraphs keep their depth.
QStringList splitAtQuoteRuns(const QString &body)
{
    const QStringList pieces = body.split(quoteRunStart(), Qt::SkipEmptyParts);
    QStringList lines;
    for (qsizetype i = 0; i < pieces.size(); ++i) {
        const QString &piece = pieces.at(i);
        const QStringView run = quoteRun(piece);
        const QStringView next = i + 1 < pieces.size() ? quoteRun(pieces.at(i + 1)) : QStringView();
        QStringView rest;
        const qsizetype count = trailingRepeats(run, next, &rest);
        if (count == 0) {
            lines.append(piece);
            continue;
        }
        lines.append(rest.toString());
        for (qsizetype empty = 1; empty < count; ++empty) {
            lines.append(next.toString());
        }
        lines.append(next.toString() + piece.mid(run.size()));
    }
    return lines;
}

/// A quoted piece far longer than a mail line holds the quoted line and then the unquoted
/// reply that followed it: cut after the quoted line's first sentence.
QStringList splitQuotedReply(const QString &piece)
{
    // A word, the stop and a capital: not `2.`, not a `?` standing in for a blank.
    static const QRegularExpression sentenceEnd(uR"((?<=[A-Za-z)])[.?!](?=\s+[A-Z]))"_s);
    const qsizetype prefix = quotePrefixLength(piece);
    if (prefix == 0 || piece.size() - prefix <= FlattenedSplitter::quotedLineLength) {
        return{piece};
    }
    const auto end = sentenceEnd.match(piece, prefix);
    if (!end.hasMatch() || end.capturedStart() - prefix >= FlattenedSplitter::quotedLineLength) {
        return{piece};
    }
    return{piece.left(end.capturedEnd()), piece.mid(end.capturedEnd()).trimmed()};
}

/// Applies `cut` to every line and collects the results in order.
template <typename Cut> QStringList cutEach(const QStringList &lines, Cut cut)
{
    QStringList result;
    for (const QString &line : lines) {
        result.append(cut(line));
    }
    return result;
}

constexpr qsizetype maxCells = 1000;

/// The text before a table's first row: prose up to the last sentence end, then the table's
/// title and column names. Names come as one line per `cells` words when they divide evenly.
QStringList splitTableHeader(const QString &lead, qsizetype cells)
{
    static const QRegularExpression sentenceEnd(uR"([.;:!?](?=\s))"_s);
    const qsizetype cut = lead.lastIndexOf(sentenceEnd) + 1;
    QStringList lines;
    if (cut > 0) {
        lines.append(lead.left(cut).trimmed());
    }
    const QStringList words = lead.mid(cut).split(u' ', Qt::SkipEmptyParts);
    if (words.size() <= 1 || cells <= 0 || (words.size() - 1) % cells != 0) {
        lines.append(words.join(u' '));
    } else {
        lines.append(words.constFirst());
        for (qsizetype i = 1; i < words.size(); i += cells) {
            lines.append(words.mid(i, cells).join(u' '));
        }
    }
    lines.removeAll(QString());
    return lines;
}

/// Cuts a piece holding several table rows into header lines, one line per row, and the prose
/// after the table. Pieces with fewer than two rows are left whole.
QStringList splitTableRows(const QString &piece)
{
    const qsizetype prefix = quotePrefixLength(piece);
    const QString body = piece.mid(prefix);
    if (countMatches(tableRow(), body, 2) < 2) {
        return{piece};
    }
    static const QRegularExpression cell(uR"(\(\s*-?\d+(?:\.\d+)?%\))"_s);
    QStringList lines;
    qsizetype position = 0;
    auto it = tableRow().globalMatch(body);
    while (it.hasNext()) {
        const auto row = it.next();
        const QString between = body.mid(position, row.capturedStart() - position);
        lines.append(splitTableHeader(between, countMatches(cell, row.captured(), maxCells)));
        lines.append(row.captured());
        position = row.capturedEnd();
    }
    lines.append(body.mid(position).trimmed());
    lines.removeAll(QString());
    for (QString &line : lines) {
        line.prepend(piece.left(prefix));
    }
    return lines;
}

/// After a vmstat name line the rows begin at the first number; they stay on one line for the
/// vmstat parser, which cuts them by its column count.
QStringList splitVmstatNames(const QString &piece)
{
    static const QRegularExpression vmstatNames(
        uR"(^(r\s+b\s+(?:w\s+)?swpd\s+free(?:\s+[a-z]+){1,20}?)\s+(?=\d))"_s);
    const qsizetype prefix = quotePrefixLength(piece);
    const auto names = vmstatNames.match(QStringView(piece).mid(prefix));
    if (!names.hasMatch()) {
        return{piece.trimmed()};
    }
    const qsizetype cut = prefix + names.capturedLength(1);
    return{piece.left(cut), piece.left(prefix) + piece.mid(cut).trimmed()};
}

} // namespace

namespace {

/// After a blank, a signature (`-- `, which ends the prose before it as a log header does) or
/// one of the anchors; an anchor that is no valid expression is left out, not all of them.
QString anchorPattern(const QStringList &logAnchors)
{
    QString pattern = uR"((?<=\s)(?=-- (?=[A-Z]))"_s;
    for (const QString &anchor : logAnchors) {
        if (QRegularExpression(anchor).isValid()) {
            pattern += u"|(?:"_s + anchor + u')';
        }
    }
    return pattern + u')';
}

} // namespace

FlattenedSplitter::FlattenedSplitter(const QStringList &logAnchors)
    : m_anchor(anchorPattern(logAnchors))
{
}

bool FlattenedSplitter::looksFlattened(const QString &line) const
{
    if (line.size() < flattenedLogLength) {
        return false;
    }
    if (m_anchor.match(line).hasMatch() || countMatches(tableRow(), line, 2) >= 2) {
        return true;
    }
    static const QRegularExpression marker(uR"(\s>(?: ?>)*\s)"_s);
    return line.size() >= flattenedMessageLength
        && (countMatches(marker, line, 5) >= 5 || startsWithHeader(line));
}

QStringList FlattenedSplitter::split(const QString &line) const
{
    QString body;
    QStringList pieces = splitHeaders(line, &body);
    QStringList lines = cutEach(splitAtQuoteRuns(body), splitQuotedReply);
    lines = cutEach(
        lines, [this](const QString &piece) { return piece.split(m_anchor, Qt::SkipEmptyParts); });
    lines = cutEach(cutEach(lines, splitTableRows), splitVmstatNames);
    pieces.append(lines);
    pieces.removeAll(QString());
    return pieces;
}

} // namespace vmscope
