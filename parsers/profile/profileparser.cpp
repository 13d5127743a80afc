// SPDX-License-Identifier: GPL-2.0-or-later
//
// Kernel profile listings as they reach us (see ../shared/formats/profile.md):
//
//   51611 total                                      0.0392     readprofile, `sort -nr`
//   34550 default_idle                             664.4231
//   00000000c01050d0 default_idle          587   9.1719        readprofile -v
//   c013bf74 13251607 72.928 .text.lock.highmem                 oprofpp / op_time -l
//   samples  %        image name     symbol name               opreport -l (after CPU:,
//   1234567  23.4567  vmlinux        default_idle               Counted ... lines)
//   # Overhead  Command  Shared Object      Symbol              perf report --stdio
//       21.07%  a.out    [kernel.kallsyms]  [k] _raw_spin_unlock_irq
//      PerfTop:    4012 irqs/sec  kernel:96.1% ...               perf top
//       23.41%  [kernel]          [k] _raw_spin_lock
//
// Tolerated: the `total` line first (sorted) or last, `*unknown*` without a load, headers
// stripped by `sort`, perf's comment header lost or indented, perf call graphs (counted, not
// imported), rows wrapped by mail (rejoined when the two parts make one row), damaged rows
// between good ones (reported), a listing cut after the top N (a note with what it shows).
#include "parsers/profile/profileparser.h"

#include "parsers/profile/profilelayout.h"
#include "parsers/common/tokenize.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <functional>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// How many lines of tool chatter (perf's comment header, opreport's CPU and event lines) may
/// come before the column header or the first row.
constexpr int longestPreamble = 40;

/// What the lines before and around a table say about it.
struct Preamble
{
    QString event;
    std::optional<double> exactSamples; // old perf: `# Samples: 12345`
    bool perfTop = false;
};

bool isRuler(QStringView text)
{
    qsizetype marks = 0;
    for (const QChar c : text) {
        if (c == u'.' || c == u'_' || c == u'-' || c == u'=') {
            ++marks;
        } else if (c != u' ' && c != u'\t' && c != u'#') {
            return false;
        }
    }
    return marks >= 5;
}

/// perf's comment lines: `#`, `# Samples: 2K of event 'cycles'`, `# (Tip: ...)`, header info
/// `# os release : 6.1.0`. A shell prompt (`# readprofile | sort -nr`) is none of these.
bool isPerfComment(QStringView text)
{
    if (!text.startsWith(u'#')) {
        return false;
    }
    static const QRegularExpression comment(
        uR"(^#\s*($|\(|[^:]{1,40}:(\s|$)|To display the perf\.data|\.{3}|={3}))"_s);
    return comment.match(text).hasMatch();
}

/// perf's and opreport's lines naming what was counted; false for anything else.
bool readChatter(QStringView text, Preamble &preamble)
{
    static const QRegularExpression samples(
        uR"(^#?\s*Samples:\s*(\S+)(?:\s+of\s+event\s+['‘’"]?([^'‘’",]+))?)"_s);
    static const QRegularExpression counted(uR"(^Counted\s+(\S+)\s+events\b)"_s);
    if (const auto match = samples.match(text); match.hasMatch()) {
        preamble.event = match.captured(2).trimmed();
        preamble.exactSamples = parseUnsigned(match.capturedView(1)); // not `2K`: rounded
        return true;
    }
    if (const auto match = counted.match(text); match.hasMatch()) {
        if (preamble.event.isEmpty()) {
            preamble.event = match.captured(1);
        }
        return true;
    }
    if (text.startsWith(u"PerfTop:"_s)) {
        preamble.perfTop = true;
        return true;
    }
    if (text.startsWith(u"Profiling through timer interrupt"_s)) {
        preamble.event = u"timer"_s;
        return true;
    }
    static const QRegularExpression cpu(uR"(^CPU:\s.*(MHz|speed))"_s);
    // The rest of opreport's `Counted X events (...) with a unit mask of 0x01 (mandatory)
    // count 100000` line, where mail wrapped it.
    static const QRegularExpression countedRest(uR"(\bwith a unit mask of 0x[0-9a-f]+\b.*\bcount \d+\s*$)"_s);
    return cpu.match(text).hasMatch() || text.startsWith(u"warning: "_s)
        || (text.size() <= 200 && countedRest.match(text).hasMatch())
        || isPerfComment(text) || isRuler(text);
}

/// A call-graph line of perf report -g: tree drawing, `--12.34%--func`, folded `a;b;c`, always
/// indented (a signature's `-- ` is not one).
bool isCallGraphLine(QStringView text, bool inCallGraph)
{
    if (!text.startsWith(u' ') && !text.startsWith(u'\t')) {
        return false;
    }
    const QStringView trimmed = text.trimmed();
    if (trimmed.startsWith(u'|') || trimmed.startsWith(u"--"_s) || trimmed.contains(u';')) {
        return true;
    }
    // The chain under `---func` goes on with bare, deeply indented names.
    return inCallGraph && text.startsWith(u"    "_s) && splitFields(trimmed).size() == 1;
}

/// The start of a row that did not read: a number, an address or a percent first.
bool looksLikeRow(QStringView text)
{
    const QList<QStringView> fields = splitFields(text);
    if (fields.size() < 2) {
        return false;
    }
    const QStringView first = fields.front();
    const auto isHexDigit = [](QChar c) {
        return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
    };
    return parseUnsigned(first) || parsePercent(first, true) || isNumberNoCounterHolds(first)
        || (first.size() >= 8 && first.size() <= 16
            && std::all_of(first.cbegin(), first.cend(), isHexDigit));
}

struct Scan
{
    qsizetype end = 0;
    std::optional<ProfileLayout> layout;
    Preamble preamble;
    int headerLine = 0;
    qsizetype entryCount = 0;
    bool hasTotal = false;
    int callGraphLines = 0;
    int firstCallGraphLine = 0;
    bool cancelled = false;
    Diagnostics diagnostics;
};

using RowSink = std::function<void(const ProfileRow &row, int physicalLine)>;

class Scanner
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::ProfileParser)

public:
    Scanner(const QList<CleanLine> &lines, qsizetype start, RowSink sink = {},
            const ParseContext *context = nullptr)
        : m_lines(lines)
        , m_start(start)
        , m_depth(lines.at(start).quoteDepth)
        , m_sink(std::move(sink))
        , m_walk(context, start, lines.size())
    {
    }

    Scan run()
    {
        m_scan.end = m_start;
        qsizetype i = m_start;
        for (int chatter = 0; sameDepth(i) && !m_lines.at(i).isBlank(); ++i, ++chatter) {
            if (chatter > longestPreamble) {
                return m_scan;
            }
            if (const auto header = ProfileLayout::fromHeader(text(i))) {
                m_scan.layout = header;
                m_scan.headerLine = m_lines.at(i).physicalLine;
                ++i;
                break;
            }
            if (!readChatter(text(i).trimmed(), m_scan.preamble)) {
                break;
            }
        }
        i = skipRulers(i);
        // Old perf top puts its column header after the banner, its dashes and a blank.
        if (!m_scan.layout && m_scan.preamble.perfTop) {
            if (const auto header = ProfileLayout::fromHeader(text(i))) {
                m_scan.layout = header;
                m_scan.headerLine = m_lines.at(i).physicalLine;
                i = skipRulers(i + 1);
            }
        }
        if (!m_scan.layout) {
            m_scan.layout = m_scan.preamble.perfTop ? std::optional(ProfileLayout::perfTop())
                                                    : ProfileLayout::fromRow(text(i));
        }
        if (!m_scan.layout) {
            return m_scan;
        }
        if (m_scan.preamble.perfTop) {
            m_scan.layout->setVariant(u"perf top"_s);
        } else if (m_scan.layout->hasChildren()) {
            m_scan.layout->setVariant(u"perf report --children"_s);
        }
        walkRows(i);
        return m_scan;
    }

private:
    QStringView text(qsizetype i) const { return lineText(m_lines, i); }
    bool sameDepth(qsizetype i) const { return atQuoteDepth(m_lines, i, m_depth); }
    /// perf's header is followed by its dotted ruler and a `#`; perf top's banner by a blank.
    qsizetype skipRulers(qsizetype i) const
    {
        while (sameDepth(i)
               && (isRuler(text(i)) || isPerfComment(text(i).trimmed())
                   || (m_lines.at(i).isBlank() && i > m_start))) {
            ++i;
        }
        return i;
    }
    bool isPerf() const { return m_scan.layout->family() == ProfileLayout::Family::Perf; }
    bool isRow(qsizetype i) const
    {
        return sameDepth(i) && m_scan.layout->readRow(text(i)).has_value();
    }
    bool endsBlock(qsizetype i) const
    {
        return !sameDepth(i) || m_lines.at(i).isBlank();
    }

    /// True when the row is taken; false when it starts another listing.
    bool take(const ProfileRow &row, int physicalLine)
    {
        if (row.isTotal) {
            if (m_scan.hasTotal) {
                return false;
            }
            m_scan.hasTotal = true;
        } else {
            ++m_scan.entryCount;
        }
        if (m_sink) {
            m_sink(row, physicalLine);
        }
        return true;
    }

    /// After a blank line the listing goes on only if a row or perf's call graph follows.
    bool continuesAfterBlank(qsizetype i) const
    {
        qsizetype next = i;
        while (sameDepth(next) && m_lines.at(next).isBlank()) {
            ++next;
        }
        if (!sameDepth(next)) {
            return false;
        }
        if (isPerf()) {
            const QStringView line = text(next);
            const bool trailer = isPerfComment(line.trimmed()) && !startsSection(line);
            return trailer || isCallGraphLine(line, false) || isRow(next);
        }
        return isRow(next);
    }

    /// perf: a second event's `# Samples:` or column header, or perf top's next frame.
    bool startsSection(QStringView line) const
    {
        static const QRegularExpression section(uR"(^\s*(#\s*Samples:|PerfTop:|Samples:))"_s);
        return m_scan.entryCount > 0
            && (section.match(line).hasMatch() || ProfileLayout::fromHeader(line).has_value());
    }

    bool checkCancelled(qsizetype i)
    {
        m_scan.cancelled = m_walk.cancelledAt(i);
        return m_scan.cancelled;
    }

    void walkRows(qsizetype i)
    {
        bool inCallGraph = false;
        while (sameDepth(i) && !checkCancelled(i)) {
            const CleanLine &line = m_lines.at(i);
            if (line.isBlank()) {
                if (!continuesAfterBlank(i)) {
                    break;
                }
                ++i;
                continue;
            }
            if (isPerf() && startsSection(line.text)) {
                break;
            }
            if (isPerf() && isPerfComment(line.text.trimmed())) {
                m_scan.end = ++i; // perf's trailer: `#` and `# (Tip: ...)`
                continue;
            }
            if (const auto row = m_scan.layout->readRow(line.text)) {
                if (!take(*row, line.physicalLine)) {
                    break;
                }
                inCallGraph = false;
                m_scan.end = ++i;
                continue;
            }
            if (isPerf() && m_scan.entryCount > 0 && isCallGraphLine(line.text, inCallGraph)) {
                inCallGraph = true;
                if (m_scan.callGraphLines++ == 0) {
                    m_scan.firstCallGraphLine = line.physicalLine;
                }
                m_scan.end = ++i;
                continue;
            }
            const qsizetype taken = takeWrapped(i);
            if (taken == 0) {
                break;
            }
            m_scan.end = i += taken;
        }
    }

    /// A row mail wrapped onto the next line (1 line taken... 2), a damaged row between good
    /// ones or cut at the end (1, with a warning), or 0 when the listing ends here.
    qsizetype takeWrapped(qsizetype i)
    {
        const CleanLine &line = m_lines.at(i);
        if (sameDepth(i + 1) && !m_lines.at(i + 1).isBlank() && !isRow(i + 1)) {
            const QString joined = line.text + u' ' + text(i + 1).trimmed();
            if (const auto row = m_scan.layout->readRow(joined)) {
                if (!take(*row, line.physicalLine)) {
                    return 0;
                }
                m_scan.diagnostics.append({Diagnostic::Severity::Note, line.physicalLine,
                                           tr("row wrapped by mail rejoined with line %1")
                                               .arg(m_lines.at(i + 1).physicalLine)});
                return 2;
            }
        }
        const bool betweenRows = isRow(i + 1);
        const bool cutAtEnd = endsBlock(i + 1);
        // After the `total` line a damaged first entry is between rows too (a sorted listing
        // lost its label and total when that row ended it).
        const bool started = m_scan.entryCount > 0 || m_scan.hasTotal;
        if (!started || !looksLikeRow(line.text) || !(betweenRows || cutAtEnd)) {
            return 0;
        }
        m_scan.diagnostics.append(
            {Diagnostic::Severity::Warning, line.physicalLine, skipReason(line.text)});
        return 1;
    }

    /// Why a row that looks like one was not taken: a count no counter holds, or the fields.
    QString skipReason(QStringView text) const
    {
        // A load or a share is a plain fraction (9.1719); the count is what went wrong.
        const auto plainFraction = [](QStringView field) {
            return field.count(u'.') == 1 && std::all_of(field.cbegin(), field.cend(), [](QChar c) {
                return c == u'.' || (c >= u'0' && c <= u'9');
            });
        };
        const QList<QStringView> fields = splitFields(text);
        for (const QStringView field : fields) {
            if (isNumberNoCounterHolds(field) && !plainFraction(field)) {
                return tr("row skipped: its count is %1").arg(noCounterValue(field));
            }
        }
        return tr("row skipped: %1 fields do not make a %2 row")
            .arg(fields.size())
            .arg(m_scan.layout->variant());
    }

    const QList<CleanLine> &m_lines;
    qsizetype m_start;
    int m_depth;
    RowSink m_sink;
    LineWalk m_walk;
    Scan m_scan;
};

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::ProfileParser)
};

QString formatCount(double value)
{
    return QString::number(value, 'f', 0);
}

/// The stated total against the entries: a cut-off paste is a note, a sum past the total
/// (or past 100 %) is a warning.
void checkTotals(const Profile &profile, int firstLine, int totalLine, Diagnostics &diagnostics)
{
    const double summed = profile.summedTicks();
    if (profile.statedTotal && summed > 0) {
        const double total = *profile.statedTotal;
        if (summed > total + 0.5) {
            diagnostics.append({Diagnostic::Severity::Warning, totalLine,
                                Text::tr("the entries add up to %1 %2, more than the stated total of %3")
                                    .arg(formatCount(summed), profile.unit, formatCount(total))});
        } else if (summed < total - 0.5) {
            diagnostics.append({Diagnostic::Severity::Note, firstLine,
                                Text::tr("the listing shows %1 of %2 %3 (%4 %); the rest was cut from "
                                   "the paste")
                                    .arg(formatCount(summed), formatCount(total), profile.unit)
                                    .arg(summed * 100.0 / total, 0, 'f', 1)});
        }
        return;
    }
    if (profile.childrenColumns || profile.entries.isEmpty()) {
        return;
    }
    const double listed = profile.listedSharePercent();
    // Each printed percent may be off by half its last digit; allow that over all rows.
    const double tolerance = 0.5 + 0.005 * double(profile.entries.size());
    if (listed > 100.0 + tolerance) {
        diagnostics.append({Diagnostic::Severity::Warning, firstLine,
                            Text::tr("the percents add up to %1 %, more than 100")
                                .arg(listed, 0, 'f', 2)});
    } else if (listed < 100.0 - tolerance) {
        const std::optional<double> estimate = profile.estimatedTotal();
        diagnostics.append(
            {Diagnostic::Severity::Note, firstLine,
             estimate ? Text::tr("the listing shows %1 of about %2 %3 (%4 %); the rest was cut from "
                           "the paste")
                            .arg(formatCount(summed), formatCount(*estimate), profile.unit)
                            .arg(listed, 0, 'f', 1)
                      : Text::tr("the listing shows %1 % of the %2; the rest was cut from the paste")
                            .arg(listed, 0, 'f', 1)
                            .arg(profile.unit)});
    }
}

} // namespace

static std::optional<BlockExtent> detectBlock(const QList<CleanLine> &lines,
                                                 qsizetype start)
{
    if (start >= lines.size() || lines.at(start).isBlank()) {
        return std::nullopt;
    }
    // Cheap refusal for prose: a profile block starts with a row, a header or tool chatter.
    const QStringView first = QStringView(lines.at(start).text).trimmed();
    if (first.isEmpty() || first.size() > 2000
        || !(first.front().isDigit() || first.front().isLetter() || first.front() == u'#'
             || first.front() == u'-' || first.front() == u'.')) {
        return std::nullopt;
    }
    const Scan scan = Scanner(lines, start).run();
    if (!scan.layout) {
        return std::nullopt;
    }
    // A header, a `total` line or a banner announces a listing: one row is enough then, as it
    // is for a perf row with its call graph below it. Bare rows need three (two for perf's,
    // whose `[k]` marker is telling enough).
    const bool perf = scan.layout->family() == ProfileLayout::Family::Perf;
    const bool announced = scan.layout->hasHeader() || scan.hasTotal || scan.preamble.perfTop
        || (perf && scan.callGraphLines > 0);
    if (scan.entryCount < (announced ? 1 : perf ? 2 : 3)) {
        return std::nullopt;
    }
    return BlockExtent{start, scan.end, announced ? 90 : 75};
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    if (block.lines.isEmpty()) {
        return {};
    }
    Profile profile;
    int totalLine = 0;
    const auto store = [&](const ProfileRow &row, int physicalLine) {
        if (row.isTotal) {
            profile.statedTotal = row.entry.ticks;
            totalLine = physicalLine;
            return;
        }
        ProfileEntry entry = row.entry;
        entry.line = physicalLine;
        profile.entries.append(std::move(entry));
    };
    Scan scan = Scanner(block.lines, 0, store, &context).run();
    if (!scan.layout || profile.entries.isEmpty()) {
        return {};
    }
    profile.unit = scan.layout->unit();
    profile.event = scan.preamble.event;
    profile.childrenColumns = scan.layout->hasChildren();
    // perf's `# Samples: 1121655736712` is the total it states, also over a listing of
    // percentages only (the Overhead column is a share of it).
    if (!profile.statedTotal && scan.preamble.exactSamples) {
        profile.statedTotal = scan.preamble.exactSamples;
    }
    Diagnostics &diagnostics = scan.diagnostics;
    checkTotals(profile, block.firstLine(), totalLine, diagnostics);
    if (scan.layout->eventCount() > 1) {
        diagnostics.append({Diagnostic::Severity::Note, scan.headerLine,
                            Text::tr("%n events side by side; only the first one's samples are "
                               "imported", nullptr,
                               scan.layout->eventCount())});
    }
    if (scan.callGraphLines > 0) {
        diagnostics.append({Diagnostic::Severity::Note, scan.firstCallGraphLine,
                            Text::tr("%n call-graph line(s) not imported: only each symbol's own "
                               "row is", nullptr,
                               scan.callGraphLines)});
    }
    if (scan.cancelled) {
        diagnostics.append({Diagnostic::Severity::Note, block.firstLine(),
                            Text::tr("loading was cancelled; the rows read so far are kept")});
    }
    return ParseResult::one(CaptureKind::Profile, scan.layout->variant(), std::move(profile),
        std::move(diagnostics));
}

LogParser profileParser()
{
    return LogParser(u"profile"_s, CaptureKind::Profile, &detectBlock, &parseBlock);
}

} // namespace vmscope
