// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/mailcleaner.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vmscope::MailCleaner", text);
}

/// Removes ANSI escapes and control characters (tabs stay); true if anything went.
bool stripControls(QString &line)
{
    static const QRegularExpression ansi(uR"(\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][AB0])"_s);
    const auto isControl = [](QChar ch) {
        const char16_t c = ch.unicode();
        return (c < 0x20 && c != u'\t') || c == 0x7f || (c >= 0x80 && c < 0xa0);
    };
    if (std::none_of(line.cbegin(), line.cend(), isControl)) {
        return false;
    }
    line.remove(ansi);
    line.removeIf(isControl);
    return true;
}

/// NBSP and its look-alikes become blanks; true if anything changed.
bool fixSpaces(QString &line)
{
    bool changed = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char16_t c = line.at(i).unicode();
        if (c == 0x00a0 || c == 0x2007 || c == 0x202f) {
            // "Â " is UTF-8 NBSP read as Latin-1 and re-encoded: drop the Â.
            if (i > 0 && line.at(i - 1) == QChar(0x00c2)) {
                line.remove(--i, 1);
            }
            line[i] = u' ';
            changed = true;
        } else if (c == u'\t') {
            continue;
        }
    }
    return changed;
}

/// Archives that could not encode NBSP wrote `?`: `? ? ?1266.02 ( 0.00%) ?824.08`. A `?` that
/// follows a blank is such a stand-in; prose puts `?` right after a word. Only lines that show
/// the pattern twice are touched.
bool fixQuestionMarkSpaces(QString &line)
{
    qsizetype standIns = 0;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line.at(i) == u'?' && (i == 0 || line.at(i - 1).isSpace())) {
            ++standIns;
        }
    }
    if (standIns < 2) {
        return false;
    }
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line.at(i) == u'?' && (i == 0 || line.at(i - 1).isSpace())) {
            line[i] = u' ';
        }
    }
    return true;
}

const QRegularExpression &headerName()
{
    static const QRegularExpression name(
        uR"(\b(Return-Path|Received|Date|From|To|Cc|Subject|Message-I[Dd]|References|MIME-Version|Content-Type|Content-Disposition|Content-Transfer-Encoding|In-Reply-To|User-Agent|Sender|List-I[Dd]|X-[A-Za-z-]+|Content-Length|Lines|Precedence|Reply-To|Organization):\s)"_s);
    return name;
}

/// Cuts a flattened mail header run (`Date: ... From: ... Subject: ... Lines: 268 On Fri, ...`)
/// into one line per header, and returns the body that follows it.
QStringList splitFlattenedHeaders(const QString &text, QString *body)
{
    QStringList headers;
    *body = text;
    if (!text.startsWith(u"Return-Path:"_s) && !text.startsWith(u"From:"_s)
        && !text.startsWith(u"Received:"_s) && !text.startsWith(u"Date:"_s)) {
        return headers;
    }
    QList<qsizetype> starts;
    auto it = headerName().globalMatch(text);
    while (it.hasNext()) {
        starts.append(it.next().capturedStart());
    }
    qsizetype bodyStart = text.size();
    for (qsizetype i = 0; i < starts.size(); ++i) {
        const qsizetype end = i + 1 < starts.size() ? starts.at(i + 1) : text.size();
        QString header = text.mid(starts.at(i), end - starts.at(i)).trimmed();
        // Numeric headers end at their number; the message body follows the last one.
        static const QRegularExpression numeric(uR"(^(Content-Length|Lines):\s*\d+)"_s);
        const auto match = numeric.match(header);
        if (match.hasMatch() && i + 1 == starts.size()) {
            bodyStart = starts.at(i) + match.capturedLength();
            header = match.captured(0);
        }
        headers.append(header);
        if (i + 1 == starts.size() && bodyStart == text.size()) {
            bodyStart = end;
        }
    }
    *body = text.mid(bodyStart).trimmed();
    return headers;
}

/// Cuts a line that an archive flattened back into lines: before every quote marker and
/// before the anchors that start log headers.
QStringList splitFlattened(const QString &line)
{
    QString body;
    QStringList pieces = splitFlattenedHeaders(line, &body);
    // A quote marker is a run of `>` after a blank and before a blank (or the end).
    static const QRegularExpression marker(uR"((?<=\s)(?=>(?: ?>)*(?: |$)))"_s);
    // Anchors of log headers: vmstat's group and name lines, top, slabinfo, oops traces.
    static const QRegularExpression anchor(
        uR"((?<=\s)(?=procs\b[\s-]+memory\b|r\s+b\s+(?:w\s+)?swpd\b|top - \d|Tasks:|Cpu\(s\):|%Cpu|Mem:|Swap:|PID USER|slabinfo - version:|Call Trace:|>>EIP;|Trace;|Code;))"_s);
    // After a vmstat name line the rows begin at the first number.
    static const QRegularExpression vmstatNames(
        uR"(^(r\s+b\s+(?:w\s+)?swpd\s+free(?:\s+[a-z]+)+?)\s+(?=\d))"_s);
    for (const QString &quoted : body.split(marker, Qt::SkipEmptyParts)) {
        for (QString piece : quoted.split(anchor, Qt::SkipEmptyParts)) {
            const qsizetype prefix = piece.indexOf(QRegularExpression(uR"([^>\s])"_s));
            const auto names = vmstatNames.match(QStringView(piece).mid(std::max<qsizetype>(prefix, 0)));
            if (prefix >= 0 && names.hasMatch()) {
                const qsizetype cut = prefix + names.capturedLength(1);
                pieces.append(piece.left(cut));
                pieces.append(piece.left(prefix) + piece.mid(cut).trimmed());
                continue;
            }
            pieces.append(piece.trimmed());
        }
    }
    return pieces;
}

bool looksFlattened(const QString &line)
{
    if (line.size() < MailCleaner::flattenedLineLength) {
        return false;
    }
    static const QRegularExpression marker(uR"(\s>(?: ?>)*\s)"_s);
    qsizetype markers = 0;
    auto it = marker.globalMatch(line);
    while (it.hasNext() && markers < 5) {
        it.next();
        ++markers;
    }
    return markers >= 5 || headerName().match(line).capturedStart() == 0;
}

/// Mail headers at the start of a message: `From:`/`Subject:`/`Date:` lines, or mbox's `From `.
class MessageTracker
{
public:
    void feed(const CleanLine &line, CleanText &out)
    {
        static const QRegularExpression header(uR"(^(From|Subject|Date):\s*(.*)$)"_s);
        static const QRegularExpression mboxFrom(uR"(^From \S+ .*\d{4}\s*$)"_s);
        if (line.quoteDepth != 0) {
            m_inHeaders = false;
            return;
        }
        if (mboxFrom.match(line.text).hasMatch()) {
            startMessage(line, out);
            m_inHeaders = true;
            return;
        }
        const auto match = header.match(line.text);
        if (!match.hasMatch()) {
            static const QRegularExpression anyHeader(uR"(^[A-Za-z][\w-]*:\s)"_s);
            m_inHeaders = m_inHeaders && anyHeader.match(line.text).hasMatch();
            return;
        }
        if (!m_inHeaders || (match.captured(1) == u"From" && !out.messages.isEmpty()
                             && !out.messages.constLast().author.isEmpty())) {
            startMessage(line, out);
            m_inHeaders = true;
        }
        MessageInfo &message = out.messages.last();
        const QString value = match.captured(2).trimmed();
        if (match.captured(1) == u"From") {
            message.author = value;
        } else if (match.captured(1) == u"Subject") {
            message.subject = value;
        } else {
            message.date = value;
        }
    }
    [[nodiscard]] int current(const CleanText &out) const { return int(out.messages.size()) - 1; }

private:
    void startMessage(const CleanLine &line, CleanText &out)
    {
        out.messages.append(MessageInfo{{}, {}, {}, line.physicalLine});
    }
    bool m_inHeaders = false;
};

} // namespace

MailCleaner::Unquoted MailCleaner::stripQuotePrefix(const QString &line)
{
    // `> `, `>>`, `> > `, ` > `, supercite `akpm> `; not ksymoops' `>>EIP;`.
    static const QRegularExpression prefix(uR"(^ ?((?:[A-Za-z]{0,8}> ?)+))"_s);
    static const QRegularExpression ksymoops(uR"(^>>[A-Za-z0-9]{1,4};)"_s);
    const auto match = prefix.match(line);
    if (!match.hasMatch() || ksymoops.match(line).hasMatch()) {
        return {0, line};
    }
    const QString quote = match.captured(1);
    // The regex ate one blank after the last '>' at most; anything more is the log's own.
    return {int(quote.count(u'>')), line.mid(match.capturedEnd(1))};
}

CleanText MailCleaner::clean(const QString &text, Diagnostics *diagnostics) const
{
    CleanText out;
    MessageTracker messages;
    int firstControlLine = 0;
    int reconstructedLines = 0;
    qsizetype lineStart = 0;
    int physicalLine = 0;
    while (lineStart <= text.size()) {
        qsizetype lineEnd = text.indexOf(u'\n', lineStart);
        if (lineEnd < 0) {
            lineEnd = text.size();
        }
        ++physicalLine;
        QString raw = text.mid(lineStart, lineEnd - lineStart);
        lineStart = lineEnd + 1;
        if (lineEnd == text.size() && raw.isEmpty() && physicalLine > 1) {
            break; // the newline that ends the last line starts no new one
        }
        unsigned lineFlags = CleanLine::NoFlags;
        if (raw.endsWith(u'\r')) {
            raw.chop(1);
        }
        if (stripControls(raw)) {
            lineFlags |= CleanLine::ControlStripped;
            firstControlLine = firstControlLine ? firstControlLine : physicalLine;
        }
        if (fixSpaces(raw)) {
            lineFlags |= CleanLine::NbspFixed;
        }
        QStringList pieces;
        if (looksFlattened(raw)) {
            pieces = splitFlattened(raw);
            lineFlags |= CleanLine::Reconstructed;
            ++reconstructedLines;
        } else {
            pieces.append(raw);
        }
        for (const QString &piece : pieces) {
            auto [depth, body] = stripQuotePrefix(piece);
            CleanLine line{std::move(body), physicalLine, depth, lineFlags, -1};
            if (fixQuestionMarkSpaces(line.text)) {
                line.flags |= CleanLine::NbspFixed;
            }
            messages.feed(line, out);
            line.message = messages.current(out);
            out.lines.append(std::move(line));
        }
    }
    if (diagnostics && firstControlLine) {
        diagnostics->append({Diagnostic::Severity::Note, firstControlLine,
                             tr("control characters or terminal escapes were removed")});
    }
    if (diagnostics && reconstructedLines) {
        diagnostics->append({Diagnostic::Severity::Note, out.lines.isEmpty() ? 0 : 1,
                             tr("text flattened onto long lines by an archive was cut back "
                                "into lines at quote markers and log headers")});
    }
    return out;
}

} // namespace vmscope
