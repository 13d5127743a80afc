// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/mail/mailcleaner.h"

#include "parsers/mail/flattenedsplitter.h"
#include "parsers/mail/messagetracker.h"
#include "parsers/mail/quoteprefix.h"
#include "parsers/mail/spacerepair.h"
#include "parsers/mail/transportrepair.h"

#include <QCoreApplication>

#include <algorithm>

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::MailCleaner)
};

/// Characters [from, from + length) of `text` as a string that shares text's buffer (and keeps
/// it alive) instead of copying them: a gigabyte of log would otherwise be held twice, once as
/// the source text and once line by line. Changing the slice detaches it, as with any shared
/// QString. Text whose buffer Qt does not own (literals, raw data) is copied.
QString slice(const QString &text, qsizetype from, qsizetype length)
{
    if (!text.data_ptr().d || length == text.size()) {
        return length == text.size() ? text : text.mid(from, length);
    }
    QString::DataPointer shared = text.data_ptr(); // takes a reference
    shared.ptr += from;
    shared.size = length;
    return QString(std::move(shared));
}

/// The physical lines of a text in order, each without its line end (LF or CRLF).
class PhysicalLines
{
public:
    explicit PhysicalLines(const QString &text)
        : m_text(text)
    {
    }

    /// Reads the next line; false after the last. The newline ending the text starts no line.
    bool next(QString *line)
    {
        if (m_start > m_text.size() || (m_start == m_text.size() && m_number > 0)) {
            return false;
        }
        qsizetype end = m_text.indexOf(u'\n', m_start);
        end = end < 0 ? m_text.size() : end;
        const bool crlf = end > m_start && m_text.at(end - 1) == u'\r';
        *line = slice(m_text, m_start, end - m_start - (crlf ? 1 : 0));
        m_start = end + 1;
        ++m_number;
        return true;
    }
    [[nodiscard]] int number() const { return m_number; }
    /// Characters read so far.
    [[nodiscard]] qsizetype position() const { return std::min(m_start, m_text.size()); }

private:
    const QString &m_text;
    qsizetype m_start = 0;
    int m_number = 0;
};

/// Decodes a quoted-printable line and the lines its soft breaks continue onto.
QString readQuotedPrintable(PhysicalLines &lines, const QString &first)
{
    bool softBreak = false;
    QString joined = TransportRepair::decodeQuotedPrintable(first, &softBreak);
    QString next;
    while (softBreak && lines.next(&next)) {
        joined += TransportRepair::decodeQuotedPrintable(next, &softBreak);
    }
    return joined;
}

/// True when no repair can change `line`: no control character, entity, `?` stand-in or
/// non-ASCII character (NBSP, mojibake, C1 control). One pass instead of one per repair, for
/// the millions of lines of a log that mail never touched.
bool needsNoRepair(QStringView line)
{
    return std::all_of(line.cbegin(), line.cend(), [](QChar ch) {
        const char16_t c = ch.unicode();
        return (c >= 0x20 || c == u'\t') && c < 0x7f && c != u'&' && c != u'?';
    });
}

/// Cleans physical lines one at a time into a CleanText.
class Cleaning
{
public:
    Cleaning(const FlattenedSplitter &splitter, qsizetype expectedLines)
        : m_splitter(splitter)
    {
        m_out.lines.reserve(expectedLines);
    }
    void add(QString raw, int physicalLine);
    [[nodiscard]] CleanText finish(Diagnostics *diagnostics);

private:
    unsigned repair(QString &raw, int physicalLine);
    /// `standIns`: how many `?` stand-ins for blanks make a line's `?` blanks; 0 when the line
    /// has no `?` at all.
    void append(const QString &piece, int physicalLine, unsigned flags, qsizetype standIns = 2);

    const FlattenedSplitter &m_splitter;
    CleanText m_out;
    MessageTracker m_messages;
    int m_firstControlLine = 0;
    int m_firstReconstructedLine = 0;
};

void Cleaning::add(QString raw, int physicalLine)
{
    const bool plain = needsNoRepair(raw);
    const unsigned flags = plain ? CleanLine::NoFlags : repair(raw, physicalLine);
    if (!m_splitter.looksFlattened(raw)) {
        append(raw, physicalLine, flags, plain ? 0 : 2);
        return;
    }
    m_firstReconstructedLine = m_firstReconstructedLine ? m_firstReconstructedLine : physicalLine;
    // A flattened line that lost its NBSPs lost them everywhere: one `?` stand-in is enough.
    const qsizetype standIns = SpaceRepair::hasQuestionMarkSpaces(raw) ? 1 : 2;
    for (const QString &piece : m_splitter.split(raw)) {
        append(piece, physicalLine, flags | CleanLine::Reconstructed, standIns);
    }
}

unsigned Cleaning::repair(QString &raw, int physicalLine)
{
    unsigned flags = CleanLine::NoFlags;
    if (SpaceRepair::stripControls(raw)) {
        flags |= CleanLine::ControlStripped;
        m_firstControlLine = m_firstControlLine ? m_firstControlLine : physicalLine;
    }
    // Entities first: `&gt; ` is a quote marker and `&nbsp;` a non-breaking space.
    const bool entities = TransportRepair::decodeEntities(raw);
    if (SpaceRepair::fixNonBreakingSpaces(raw) || (entities && raw.contains(QChar(0x00a0)))) {
        flags |= CleanLine::NbspFixed;
    }
    return flags;
}

void Cleaning::append(const QString &piece, int physicalLine, unsigned flags, qsizetype standIns)
{
    auto [depth, text] = QuotePrefix::strip(piece);
    CleanLine line{std::move(text), physicalLine, depth, flags, -1};
    if (standIns > 0 && SpaceRepair::fixQuestionMarkSpaces(line.text, standIns)) {
        line.flags |= CleanLine::NbspFixed;
    }
    m_messages.feed(line, m_out);
    line.message = MessageTracker::current(m_out);
    m_out.lines.append(std::move(line));
}

CleanText Cleaning::finish(Diagnostics *diagnostics)
{
    if (diagnostics && m_firstControlLine) {
        diagnostics->append({Diagnostic::Severity::Note, m_firstControlLine,
            Text::tr("control characters or terminal escapes were removed")});
    }
    if (diagnostics && m_firstReconstructedLine) {
        diagnostics->append({Diagnostic::Severity::Note, m_firstReconstructedLine,
            Text::tr("text flattened onto long lines by an archive was cut back "
               "into lines at quote markers, log headers and table rows")});
    }
    return std::move(m_out);
}

} // namespace

CleanText MailCleaner::clean(const QString &text, Diagnostics *diagnostics,
                             const ParseContext &context) const
{
    const bool quotedPrintable = TransportRepair::looksQuotedPrintable(text);
    PhysicalLines lines(text);
    // Reserved up front: growing a list of ten million lines would copy it again and again.
    Cleaning cleaning(m_splitter, text.count(u'\n') + 1);
    QString raw;
    int nextCheck = 0; // cancel and progress every 1000 lines, as ParseContext asks
    int lastProgress = -1;
    while (lines.next(&raw)) {
        const int physicalLine = lines.number();
        if (physicalLine >= nextCheck) {
            nextCheck = physicalLine + 1000;
            if (context.cancelled()) {
                break;
            }
            const int perMille = int(lines.position() * 1000 / std::max<qsizetype>(text.size(), 1));
            if (context.progress && perMille != lastProgress) {
                context.progress(lastProgress = perMille);
            }
        }
        cleaning.add(
            quotedPrintable ? readQuotedPrintable(lines, raw) : std::move(raw), physicalLine);
    }
    return cleaning.finish(diagnostics);
}

} // namespace vmscope
