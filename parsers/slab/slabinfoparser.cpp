// SPDX-License-Identifier: GPL-2.0-or-later
//
// /proc/slabinfo and slabtop as they reach us (see ../shared/formats/slabinfo.md):
//
//   slabinfo - version: 1.1 (SMP)                                           2.4
//   buffer_head       134513 159440     96 3543 3986    1 :  252  126
//   slabinfo - version: 2.1                                                 2.6.11 - today
//   # name            <active_objs> <num_objs> <objsize> <objperslab> <pagesperslab> : tunables ...
//   dentry            412345 413007    192   21    1 : tunables    0    0    0 : slabdata  19667
//   19667      0
//    Active / Total Objects (% used)    : 1019125 / 1028190 (99.1%)       slabtop
//     OBJS ACTIVE  USE OBJ SIZE  SLABS OBJ/SLAB CACHE SIZE NAME
//   332115 332115 100%    0.19K  15815       21     63260K dentry
//
// Rows are read by their shape (field count and ` : ` groups), so a single pasted row without
// its header still reads (seed 003's `buffer_head` line is 1.1 SMP). Snapshots joined into one
// session: those with nothing but blank lines, timestamps (`date` output, read as the time of
// the snapshot after them), shell commands (`# cat /proc/slabinfo`) or rulers between them.
// Any other text ends the block: prose between two pastes usually names another kernel or
// setup, and two labelled captures are what the slab diff compares. Within a block a new
// snapshot starts at a header, after a timestamp or command, or where a cache repeats.
// Tolerated: names with blanks (`file lock cache`), rows wrapped by mail (rejoined), tabs in
// globalstat, a damaged, cut or binary line between rows (skipped with a warning).
#include "parsers/slab/slabinfoparser.h"

#include "parsers/slab/slabinforow.h"
#include "parsers/common/separatorrun.h"
#include "parsers/common/tokenize.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr int longestBlankRun = 4; // blank lines between two snapshots of one session
constexpr int mostConnectors = 4; // timestamp and command lines between two snapshots
constexpr int longestDamage = 3; // damaged lines skipped between two rows
constexpr double secondsPerDay = 86400;

enum class LineKind {
    Blank,
    VersionHeader,
    ColumnHeader,
    ColumnHeaderRest, // what mail wrapped of a `# name <active_objs>` line onto the next
    SlabtopSummary,
    SlabtopHeader,
    Row,
    Connector,
    Other
};

struct Line
{
    LineKind kind = LineKind::Other;
    std::optional<SlabinfoRow> row;
    std::optional<TimestampLine> time; // a connector that is a timestamp
    QString version; // of a version header
    bool statisticsHeader = false;
    bool smpHeader = false;
    bool cutMark = false; // a connector where the sender cut rows out: the snapshot goes on
    std::optional<SeparatorLine> separator; // a connector a loop printed between snapshots
};

bool isRuler(QStringView text)
{
    static const QRegularExpression ruler(
        uR"(^\s*(?:[-=*#~_+]{3,}.*[-=*#~_+]{3,}|[-=*#~_+]{3,})\s*$)"_s);
    return ruler.match(text).hasMatch();
}

bool isCommandOrRuler(QStringView text)
{
    // `# date`, `$ cat /proc/slabinfo`, `root@box:~# slabtop -o`, or a bare command; rulers.
    // A prompt whose command line reads the slab caches anywhere (`bash-2.05a# cat
    // /proc/net/rt_cache | wc -l; grep ip_dst /proc/slabinfo`) is one too.
    static const QRegularExpression command(
        uR"(^\s*(?:\S*[$#%]\s*)?(?:sudo\s+)?(?:cat\s+\S*slabinfo|date\b|slabtop\b|sync\s*$|sleep\s+\d|uptime\s*$|echo\b|grep\s.*slab|while\b|for\b|do\s*$|done\s*$)|^\s*\S*[$#%]\s+.*(?:/proc/slabinfo|slabtop))"_s);
    // `slabtop (normal state):` names what follows: a caption, not a command.
    const bool caption = text.trimmed().endsWith(u':');
    return text.size() < 200 && ((!caption && command.match(text).hasMatch()) || isRuler(text));
}

Line classify(const CleanLine &cleanLine)
{
    Line line;
    const QStringView text = cleanLine.text;
    if (cleanLine.isBlank()) {
        line.kind = LineKind::Blank;
        return line;
    }
    if (text.size() > SlabinfoRow::longestRow) {
        return line;
    }
    static const QRegularExpression version(uR"(^\s*slabinfo - version:\s*(\d+\.\d+)(.*)$)"_s);
    static const QRegularExpression columnHeader(uR"(^\s*#\s*name\s+<active_objs>)"_s);
    // `<pagesperslab> : tunables <limit> ...` or `: slabdata <active_slabs> ...` (and the
    // statistics header's `: globalstat` and `: cpustat`): field names in angle brackets,
    // colons and the group labels only.
    // (`<limit <sharedfactor>`: a bracket lost in the mail is still a column name.)
    static const QRegularExpression columnHeaderRest(
        uR"(^\s*(?:(?::|tunables|slabdata|globalstat|cpustat|<\w+>?)\s*)+$)"_s);
    // (`Minium / Average ...`: retyped by hand.)
    static const QRegularExpression slabtopSummary(
        uR"(^\s*(?:Active / Total (?:Objects|Slabs|Caches|Size)\s*\(% used\)|Mini?m?um / Average / Maximum Object)\s*:)"_s);
    static const QRegularExpression slabtopHeader(uR"(^\s*OBJS\s+ACTIVE\s+USE\s+OBJ\s+SIZE\b)"_s);
    // The rest of slabtop's column names, where mail wrapped them: `OBJ/SLAB CACHE SIZE NAME`.
    static const QRegularExpression slabtopHeaderRest(uR"(^\s*(?:(?:OBJ/SLAB|CACHE SIZE|NAME)\s*)+$)"_s);
    // Each header starts with a word of its own: the regexes run only where one could match,
    // not on every row of a day of snapshots.
    const QStringView lead = text.trimmed();
    const QChar first = lead.isEmpty() ? QChar() : lead.front();
    const bool mayBeSlabtop = first == u'A' || first == u'M' || first == u'O' || first == u'C'
        || first == u'N';
    if (const auto match = first == u's' ? version.match(text) : QRegularExpressionMatch();
        match.hasMatch()) {
        line.kind = LineKind::VersionHeader;
        line.version = match.captured(1);
        line.statisticsHeader = match.capturedView(2).contains(u"(statistics)");
        line.smpHeader = match.capturedView(2).contains(u"(SMP)");
    } else if (first == u'#' && columnHeader.match(text).hasMatch()) {
        line.kind = LineKind::ColumnHeader;
    } else if (text.contains(u'<') && columnHeaderRest.match(text).hasMatch()) {
        line.kind = LineKind::ColumnHeaderRest;
    } else if (mayBeSlabtop && slabtopSummary.match(text).hasMatch()) {
        line.kind = LineKind::SlabtopSummary;
    } else if (mayBeSlabtop && slabtopHeader.match(text).hasMatch()) {
        line.kind = LineKind::SlabtopHeader;
    } else if (mayBeSlabtop && slabtopHeaderRest.match(text).hasMatch()) {
        line.kind = LineKind::ColumnHeaderRest;
    } else if ((line.row = SlabinfoRow::readSlabtop(text))
        || (line.row = SlabinfoRow::read(text))) {
        line.kind = LineKind::Row;
    } else if ((line.cutMark = isCutMark(text)) || (line.time = readTimestampLine(text))
        || isCommandOrRuler(text)) {
        line.kind = LineKind::Connector;
        if (!line.time && !line.cutMark && isRuler(text)) {
            line.separator = readSeparatorLine(text); // `=== after the patch ===`
        }
    } else if ((line.separator = readSeparatorLine(text)) && line.separator->time) {
        // `=== snapshot 3 22:53:53`: a loop's separator, with the next snapshot's time.
        line.kind = LineKind::Connector;
        line.time = line.separator->time;
    } else {
        line.separator.reset();
    }
    return line;
}

SlabFamily familyOfVersion(QStringView version)
{
    if (version.startsWith(u"1.0")) {
        return SlabFamily::Version10;
    }
    return version.startsWith(u"1.1") ? SlabFamily::Version11 : SlabFamily::Version2;
}

std::optional<SlabFamily> familyOf(const Line &line)
{
    switch (line.kind) {
    case LineKind::VersionHeader:
        return familyOfVersion(line.version);
    case LineKind::ColumnHeader:
        return SlabFamily::Version2;
    case LineKind::SlabtopSummary:
    case LineKind::SlabtopHeader:
        return SlabFamily::Slabtop;
    case LineKind::Row:
        return line.row->family;
    default:
        return std::nullopt;
    }
}

/// Binary junk, control characters (also those the mail cleaner took out) or a line too long
/// to be a row.
bool isJunk(const CleanLine &line)
{
    const QStringView text = line.text;
    return line.has(CleanLine::ControlStripped) || text.size() > SlabinfoRow::longestRow
        || std::any_of(text.cbegin(), text.cend(), [](QChar c) {
               return c == QChar::ReplacementCharacter || (c.unicode() < 0x20 && c != u'\t')
                   || c.category() == QChar::Other_Control;
           });
}

/// A row cut short or garbled: mostly numbers, at least two of them.
bool looksLikeDamagedRow(const CleanLine &line)
{
    if (isJunk(line)) {
        return true;
    }
    qsizetype numbers = 0, others = 0;
    for (const QStringView field : splitFields(line.text)) {
        if (field == u":") {
            continue;
        }
        ++(parseUnsigned(field) ? numbers : others);
    }
    return numbers >= 2 && numbers >= others;
}

/// The snapshot the walk is in: its rows go to the session once it ends.
struct PendingSnapshot
{
    SlabSnapshot snapshot;
    QList<SlabRow> rows; // when parsing
    QSet<QString> names; // a name again starts the next snapshot
};

/// What a walk over a slabinfo block found.
struct Scan
{
    qsizetype end = 0;
    std::optional<SlabFamily> family;
    QString version; // from the header
    bool headerSeen = false; // a version, column or slabtop header
    bool statistics = false;
    bool smp = false;
    bool grouped = false; // some row had ` : ` groups: telling even without a header
    qsizetype rows = 0;
    std::pair<qsizetype, qsizetype> lastRow; // its lines [first, end), for a skipped row's note
    /// The end of the headers and whole rows the walk took first, one line each. When the
    /// block falls short (1.0 rows and no header, headers and no rows), a walk from any of
    /// those lines takes the same lines and falls short too.
    qsizetype plainEnd = 0;
    /// A parse's snapshots, each appended as the walk ends it (no rows kept past their
    /// snapshot); at the default page size and without a version until parseBlock() knows them.
    SlabSession session;
    QStringList connectorTexts; // where a page size may be stated
    Diagnostics diagnostics;
    bool cancelled = false;

    [[nodiscard]] int confidence() const
    {
        if (rows == 0 || !family) {
            return 0;
        }
        if (headerSeen) {
            return 100;
        }
        if (grouped) {
            return 80;
        }
        // Bare rows: a name and six numbers (1.1 on a uniprocessor) three times over; a name
        // and two numbers (1.0) is too common in prose and tables to claim without a header.
        return rows >= 3 && *family != SlabFamily::Version10 ? 60 : 0;
    }
};

/// The format's version as SlabSession states it: "2.1", "1.0", or "slabtop".
QString versionOf(const Scan &scan)
{
    switch (*scan.family) {
    case SlabFamily::Slabtop:
        return u"slabtop"_s;
    case SlabFamily::Version10:
        return u"1.0"_s;
    case SlabFamily::Version11:
        return u"1.1"_s;
    case SlabFamily::Version2:
        return scan.version.isEmpty() ? u"2.x"_s : scan.version;
    }
    return {};
}

/// One walk over the lines of a slabinfo block, shared by detect() and parse() so that the
/// extent found is exactly what gets parsed. Rows are collected only when parsing.
class Scanner
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::SlabinfoParser)

public:
    /// `above`: the line before `lines[start]` (SeparatorRun).
    Scanner(const QList<CleanLine> &lines, qsizetype start, const CleanLine *above, bool collect,
        const ParseContext *context = nullptr)
        : m_lines(lines)
        , m_start(start)
        , m_depth(lines.at(start).quoteDepth)
        , m_collect(collect)
        , m_walk(context, start, lines.size())
        , m_separators(above)
    {
    }

    /// The walk from the start line; a parse's snapshots are in Scan::session, not finished.
    Scan run() &&
    {
        walkFromStart();
        closeSnapshot();
        return std::move(m_scan);
    }

private:
    void walkFromStart()
    {
        m_scan.end = m_start;
        qsizetype i = m_start;
        Line first = classify(m_lines.at(i));
        // A rule opens no block: it underlines the caption above (`Start` / `=====`), which
        // is the block's name.
        if (first.kind == LineKind::Connector && !first.time && !first.cutMark
            && isRuler(m_lines.at(i).text)) {
            return;
        }
        if (first.kind == LineKind::Connector) {
            const qsizetype next = interruptionEnd(i);
            if (!sameDepth(next)) {
                return;
            }
            const Line after = classify(m_lines.at(next));
            if (!familyOf(after)) {
                return;
            }
            takeInterruption(i, next);
            i = next;
            first = after;
        }
        if (!familyOf(first) || (first.row && first.row->cut)) {
            // A row mail wrapped can open the block too.
            if (auto wrapped = wrappedRowAt(i)) {
                first.kind = LineKind::Row;
                first.row = std::move(wrapped->first);
            }
        }
        m_scan.family = familyOf(first);
        if (!m_scan.family || (first.row && first.row->cut)) {
            return;
        }
        walk(i, std::move(first));
    }

    QStringView text(qsizetype i) const { return lineText(m_lines, i); }
    bool sameDepth(qsizetype i) const { return atQuoteDepth(m_lines, i, m_depth); }
    int physical(qsizetype i) const { return m_lines.at(i).physicalLine; }

    QString layoutName() const
    {
        return *m_scan.family == SlabFamily::Slabtop ? versionOf(m_scan)
                                                      : u"slabinfo "_s + versionOf(m_scan);
    }

    bool checkCancelled(qsizetype i)
    {
        if (m_walk.cancelledAt(i)) {
            m_scan.cancelled = true;
            m_scan.diagnostics.append({ Diagnostic::Severity::Note, physical(i),
                tr("loading was cancelled here; the snapshots before "
                   "are kept") });
        }
        return m_scan.cancelled;
    }

    /// Whether a line of this kind goes on with the block (after an interruption, or at all).
    bool belongs(const Line &line) const
    {
        const std::optional<SlabFamily> family = familyOf(line);
        if (!family || *family != *m_scan.family) {
            return false;
        }
        // Another version after a reboot is another session.
        return line.kind != LineKind::VersionHeader || m_scan.version.isEmpty()
            || line.version == m_scan.version;
    }

    void walk(qsizetype i, Line line)
    {
        while (sameDepth(i) && !checkCancelled(i)) {
            const qsizetype taken = take(i, line);
            if (taken == 0) {
                break;
            }
            i += taken;
            if (sameDepth(i)) {
                line = classify(m_lines.at(i));
            }
        }
    }

    /// Takes line `i` (and what belongs to it); returns how many lines, 0 to end the block.
    qsizetype take(qsizetype i, const Line &line)
    {
        const qsizetype taken = takeLine(i, line);
        const bool header = line.kind == LineKind::VersionHeader
            || line.kind == LineKind::ColumnHeader || line.kind == LineKind::SlabtopSummary
            || line.kind == LineKind::SlabtopHeader;
        const bool plainRow = line.kind == LineKind::Row && m_scan.lastRow == std::pair(i, i + 1);
        m_plain = m_plain && taken == 1 && (header || plainRow);
        if (m_plain) {
            m_scan.plainEnd = i + 1;
        }
        m_inColumnHeader = taken > 0
            && (line.kind == LineKind::ColumnHeader || line.kind == LineKind::SlabtopHeader
                || line.kind == LineKind::ColumnHeaderRest);
        return taken;
    }

    qsizetype takeLine(qsizetype i, const Line &line)
    {
        switch (line.kind) {
        case LineKind::VersionHeader:
        case LineKind::ColumnHeader:
        case LineKind::SlabtopSummary:
        case LineKind::SlabtopHeader:
            if (!belongs(line)) {
                return 0;
            }
            takeHeader(i, line);
            return 1;
        case LineKind::ColumnHeaderRest:
            if (!m_inColumnHeader) {
                return takeDamaged(i);
            }
            m_scan.end = i + 1;
            if (!m_headerRejoined) {
                m_headerRejoined = true;
                m_scan.diagnostics.append({ Diagnostic::Severity::Note, physical(i - 1),
                    tr("column names wrapped by mail rejoined with line %1").arg(physical(i)) });
            }
            return 1;
        case LineKind::Row:
            if (line.row->cut && (!m_scan.headerSeen || *m_scan.family != SlabFamily::Version2)) {
                // Five numbers, then the rest of the row that mail wrapped onto the next line.
                const qsizetype wrapped = takeWrapped(i);
                return wrapped > 0 ? wrapped : takeDamaged(i);
            }
            if (const qsizetype wrapped = takeWrapped(i)) {
                return wrapped;
            }
            if (!belongs(line)) {
                return takeDamaged(i); // a row cut down to another version's shape
            }
            takeRow(i, *line.row, i + 1);
            return 1;
        case LineKind::Blank:
        case LineKind::Connector: {
            const qsizetype next = interruptionEnd(i);
            if (!sameDepth(next) || !belongs(classify(m_lines.at(next))) || startsAnotherRun(i, next)) {
                return 0;
            }
            takeInterruption(i, next);
            return next - i;
        }
        case LineKind::Other:
            if (const qsizetype wrapped = takeWrapped(i)) {
                return wrapped;
            }
            return takeDamaged(i);
        }
        return 0;
    }

    void takeHeader(qsizetype i, const Line &line)
    {
        m_scan.headerSeen = true;
        switch (line.kind) {
        case LineKind::VersionHeader:
            beginSnapshot(i);
            m_scan.version = line.version;
            m_scan.statistics = m_scan.statistics || line.statisticsHeader;
            m_scan.smp = m_scan.smp || line.smpHeader;
            m_afterVersion = true;
            break;
        case LineKind::ColumnHeader:
            if (!m_afterVersion) {
                beginSnapshot(i);
            }
            m_afterVersion = false;
            break;
        case LineKind::SlabtopSummary:
            if (!m_inSummary) {
                beginSnapshot(i);
            }
            m_inSummary = true;
            break;
        default: // slabtop's table header: a new screen unless its summary came first
            if (!m_inSummary) {
                beginSnapshot(i);
            }
            m_inSummary = false;
            break;
        }
        m_scan.end = i + 1;
    }

    void takeRow(qsizetype i, const SlabinfoRow &read, qsizetype end)
    {
        const bool repeated = m_current && m_current->names.contains(read.row.name);
        if (!m_current || repeated || m_startPending) {
            beginSnapshot(i);
        }
        m_afterVersion = m_inSummary = false;
        if (read.cut && !m_cutNoted) {
            m_cutNoted = true;
            m_scan.diagnostics.append({ Diagnostic::Severity::Note, physical(i),
                tr("rows without their tunables and slabdata groups (from this one on): "
                   "their slabs are counted from the objects per slab") });
        }
        ++m_scan.rows;
        m_scan.lastRow = {i, end};
        m_scan.smp = m_scan.smp || read.smp;
        m_scan.statistics = m_scan.statistics || read.statistics;
        m_scan.grouped = m_scan.grouped || read.smp || read.labelled
            || (read.statistics && read.family != SlabFamily::Version10);
        m_current->names.insert(read.row.name);
        if (m_collect) {
            m_current->rows.append(read.row);
            m_current->rows.last().line = physical(i);
        }
        m_scan.end = end;
    }

    /// The row that line `i` and the continuations after it make when mail wrapped it (or the
    /// kernel printed each group of a 2.0 statistics row on its own line), and how many lines
    /// it takes; nullopt when there is no such row.
    std::optional<std::pair<SlabinfoRow, qsizetype>> wrappedRowAt(qsizetype i) const
    {
        constexpr qsizetype mostLines = 5; // the numbers, tunables, slabdata, globalstat, cpustat
        QString joined = m_lines.at(i).text;
        std::optional<std::pair<SlabinfoRow, qsizetype>> longest;
        for (qsizetype next = i + 1; next - i < mostLines && sameDepth(next)
             && SlabinfoRow::isContinuation(text(next));
             ++next) {
            joined += u' ' + text(next).trimmed();
            if (std::optional<SlabinfoRow> read = SlabinfoRow::read(joined)) {
                longest = std::pair(std::move(*read), next + 1 - i);
            }
        }
        // A slabtop row wrapped before its last columns: ` 32  247392320K  xfs_inode`.
        if (!longest && sameDepth(i + 1) && (text(i + 1).startsWith(u' ') || text(i + 1).startsWith(u'\t'))
            && splitFields(text(i + 1)).size() <= 3) {
            const QString rejoined = m_lines.at(i).text + u' ' + text(i + 1).trimmed();
            if (std::optional<SlabinfoRow> read = SlabinfoRow::readSlabtop(rejoined)) {
                longest = std::pair(std::move(*read), qsizetype(2));
            }
        }
        return longest;
    }

    /// A row mail wrapped onto the lines after it: the lines taken, or 0.
    qsizetype takeWrapped(qsizetype i)
    {
        const auto wrapped = wrappedRowAt(i);
        if (!wrapped || wrapped->first.family != *m_scan.family) {
            return 0;
        }
        const qsizetype lines = wrapped->second;
        takeRow(i, wrapped->first, i + lines);
        m_scan.diagnostics.append({ Diagnostic::Severity::Note, physical(i),
            tr("row wrapped by mail rejoined with line %1").arg(physical(i + lines - 1)) });
        return lines;
    }

    /// Damaged lines between rows, or one cut row at the end: skipped with a warning each
    /// (how many lines), or 0 when the block ends here.
    qsizetype takeDamaged(qsizetype i)
    {
        if (m_scan.rows == 0 && !m_scan.headerSeen) {
            return 0;
        }
        qsizetype next = i;
        while (next < i + longestDamage && sameDepth(next) && !m_lines.at(next).isBlank()
            && !belongs(classify(m_lines.at(next))) && looksLikeDamagedRow(m_lines.at(next))) {
            ++next;
        }
        if (next == i) {
            return 0;
        }
        const bool rowsFollow
            = sameDepth(next) && belongs(classify(m_lines.at(next))) && !m_lines.at(next).isBlank();
        const bool cutAtEnd = next == i + 1 && (!sameDepth(next) || m_lines.at(next).isBlank());
        if (!rowsFollow && !cutAtEnd) {
            return 0;
        }
        for (qsizetype k = i; k < next; ++k) {
            m_scan.diagnostics.append(
                { Diagnostic::Severity::Warning, physical(k), damageMessage(k) });
        }
        m_scan.end = next;
        return next - i;
    }

    /// The cache a damaged row is of, as its first field names it.
    static QString cacheName(QStringView line)
    {
        const QList<QStringView> fields = splitFields(line);
        return fields.isEmpty() ? QString() : quotedField(fields.constFirst());
    }

    QString damageMessage(qsizetype i) const
    {
        const QStringView line = text(i);
        if (line.size() > SlabinfoRow::longestRow) {
            return tr("line of %1 characters skipped between %2 rows")
                .arg(line.size())
                .arg(layoutName());
        }
        if (isJunk(m_lines.at(i))) {
            return tr("line skipped: binary or garbled text between %1 rows").arg(layoutName());
        }
        for (const QStringView field : splitFields(line)) {
            if (isNumberNoCounterHolds(field)) {
                return tr("row skipped: %1 holds %2").arg(cacheName(line), noCounterValue(field));
            }
        }
        return tr("row skipped: %1 fields where the %2 rows before have %3")
            .arg(splitFields(line).size())
            .arg(layoutName())
            .arg(lastRowFieldCount());
    }

    /// Fields of the last row taken, over the lines mail wrapped it onto.
    qsizetype lastRowFieldCount() const
    {
        qsizetype fields = 0;
        for (qsizetype j = m_scan.lastRow.first; j < m_scan.lastRow.second; ++j) {
            fields += countFields(text(j));
        }
        return fields;
    }

    /// Whether a separator among lines `from` to `to` says a new run starts (`== after the
    /// patch ==`) rather than the loop's next snapshot; remembers the loop's separators.
    bool startsAnotherRun(qsizetype from, qsizetype to) const
    {
        SeparatorRun separators = m_separators;
        for (qsizetype i = from; i < to; ++i) {
            if (const std::optional<SeparatorLine> separator = classify(m_lines.at(i)).separator) {
                if (!separators.continues(*separator)) {
                    return true;
                }
                separators.take(*separator);
            }
        }
        return false;
    }

    /// The end of a run of blank lines and timestamps or commands starting at `i`. One short
    /// line right after a command is what the command printed (`wc -l`'s count, `sh: bad:
    /// Input/output error`).
    qsizetype interruptionEnd(qsizetype i) const
    {
        constexpr qsizetype longestCommandOutput = 100;
        int blanks = 0;
        int connectors = 0;
        bool afterCommand = false;
        while (sameDepth(i)) {
            const CleanLine &line = m_lines.at(i);
            if (line.isBlank()) {
                if (++blanks > longestBlankRun) {
                    break;
                }
                afterCommand = false;
            } else if (const Line read = classify(line); read.kind == LineKind::Connector
                       || (afterCommand && read.kind == LineKind::Other
                           && line.text.size() <= longestCommandOutput)) {
                if (++connectors > mostConnectors) {
                    break;
                }
                afterCommand = read.kind == LineKind::Connector && !read.time && !read.cutMark;
                blanks = 0;
            } else {
                break;
            }
            ++i;
        }
        return i;
    }

    void takeInterruption(qsizetype from, qsizetype to)
    {
        for (qsizetype i = from; i < to; ++i) {
            if (m_lines.at(i).isBlank()) {
                continue;
            }
            const Line line = classify(m_lines.at(i));
            m_startPending = m_startPending
                || (!line.cutMark && m_current
                    && (!m_current->rows.isEmpty() || !m_current->names.isEmpty()));
            if (line.cutMark && !m_cutMarkNoted) {
                m_cutMarkNoted = true;
                m_scan.diagnostics.append({ Diagnostic::Severity::Note, physical(i),
                    tr("caches cut out by the sender here; the snapshot goes on below") });
            }
            if (line.time) {
                m_pendingTime = timeOf(*line.time);
                m_pendingWallClock = line.time->wallClock;
            }
            if (line.separator) {
                m_separators.take(*line.separator);
            }
            if (m_collect) {
                m_scan.connectorTexts.append(m_lines.at(i).text);
            }
        }
    }

    /// Clocks without a date wrap at midnight: each wrap adds a day.
    double timeOf(const TimestampLine &stamp)
    {
        if (stamp.hasDate()) {
            return stamp.seconds;
        }
        double seconds = stamp.seconds + m_dayOffset;
        if (!std::isnan(m_lastClock) && seconds < m_lastClock) {
            m_dayOffset += secondsPerDay;
            seconds += secondsPerDay;
        }
        m_lastClock = seconds;
        return seconds;
    }

    void beginSnapshot(qsizetype i)
    {
        closeSnapshot();
        m_current = PendingSnapshot {};
        m_current->snapshot.line = physical(i);
        m_current->snapshot.seconds = m_pendingTime;
        m_current->snapshot.wallClock = m_pendingWallClock;
        m_pendingTime = qQNaN();
        m_pendingWallClock = QDateTime();
        m_startPending = false;
    }

    void closeSnapshot()
    {
        // Only a parse keeps the snapshots, in the session as each ends: a day of them was
        // 838 000 rows held until the walk ended.
        if (m_collect && m_current && !m_current->names.isEmpty()) {
            m_scan.session.appendSnapshot(m_current->snapshot, m_current->rows);
        }
        m_current.reset();
    }

    const QList<CleanLine> &m_lines;
    qsizetype m_start;
    int m_depth;
    bool m_collect;
    LineWalk m_walk;
    Scan m_scan;
    std::optional<PendingSnapshot> m_current;
    bool m_afterVersion = false; // the `# name` header belongs to the version line before it
    bool m_inColumnHeader = false; // the line before was (part of) a `# name` header
    bool m_headerRejoined = false; // said once per block
    bool m_cutMarkNoted = false; // likewise
    SeparatorRun m_separators;
    bool m_cutNoted = false; // likewise
    bool m_inSummary = false; // slabtop's table header belongs to the summary before it
    bool m_startPending = false; // a timestamp or command came since the last row
    bool m_plain = true; // every line taken so far was a header or a whole row (Scan::plainEnd)
    double m_pendingTime = qQNaN();
    QDateTime m_pendingWallClock;
    double m_lastClock = qQNaN();
    double m_dayOffset = 0;
};

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::SlabinfoParser)
};

/// A page size stated near the log: `PAGE_SIZE 16384`, `getconf PAGESIZE` / `65536`,
/// `page size is 8K`; only powers of two from 4 to 64 KiB count.
std::optional<double> statedPageSize(const QList<CleanLine> &preamble, const QStringList &more)
{
    static const QRegularExpression pageSize(
        uR"(\bpage[ _-]?size\b\D{0,24}?\b(\d{1,6})\s*(k|kb|kib)?\b)"_s,
        QRegularExpression::CaseInsensitiveOption);
    QStringList texts;
    for (qsizetype i = std::max<qsizetype>(0, preamble.size() - 40); i < preamble.size(); ++i) {
        texts.append(preamble.at(i).text.left(SlabinfoRow::longestRow));
    }
    texts.append(more);
    const auto match = pageSize.match(texts.join(u' '));
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    double bytes = match.capturedView(1).toDouble();
    if (match.capturedLength(2) > 0) {
        bytes *= 1024;
    }
    const qint64 whole = qint64(bytes);
    const bool powerOfTwo = whole > 0 && (whole & (whole - 1)) == 0;
    return powerOfTwo && whole >= 4096 && whole <= 65536 ? std::optional(bytes) : std::nullopt;
}

QString layoutOf(const Scan &scan)
{
    QString layout;
    switch (*scan.family) {
    case SlabFamily::Slabtop:
        return u"slabtop"_s;
    case SlabFamily::Version10:
        layout = u"slabinfo 1.0"_s;
        break;
    case SlabFamily::Version11:
        layout = u"slabinfo 1.1"_s;
        break;
    case SlabFamily::Version2:
        layout = u"slabinfo "_s + (scan.version.isEmpty() ? u"2.x"_s : scan.version);
        break;
    }
    if (scan.statistics) {
        layout += u" (statistics)"_s;
    }
    if (scan.smp && *scan.family == SlabFamily::Version11) {
        layout += u" (SMP)"_s;
    }
    if (!scan.headerSeen) {
        layout += u", no header"_s;
    }
    return layout;
}

} // namespace

static std::optional<BlockExtent> detectBlock(
    const QList<CleanLine> &lines, qsizetype start)
{
    if (start >= lines.size() || lines.at(start).isBlank()) {
        return std::nullopt;
    }
    const Scan scan = Scanner(lines, start, SeparatorRun::lineAbove(lines, start), false).run();
    const int confidence = scan.confidence();
    if (confidence == 0 || scan.end <= start) {
        return scan.plainEnd > start ? std::optional(BlockExtent::none(start, scan.plainEnd))
                                     : std::nullopt;
    }
    return BlockExtent { start, scan.end, confidence };
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    ParseResult result;
    if (block.lines.isEmpty()) {
        return result;
    }
    Scan scan = Scanner(block.lines, 0, block.lineAbove(), true, &context).run();
    if (scan.session.snapshotCount() == 0 || !scan.family) {
        result.diagnostics = std::move(scan.diagnostics);
        return result;
    }
    const bool slabtop = *scan.family == SlabFamily::Slabtop;
    const std::optional<double> pageSize = statedPageSize(block.preamble, scan.connectorTexts);
    // Memory is computed from pages only in /proc/slabinfo 1.1 and later, or 1.0 with statistics.
    const bool computesMemory
        = !slabtop && (*scan.family != SlabFamily::Version10 || scan.statistics);
    SlabSession &session = scan.session;
    session.setFormatVersion(versionOf(scan));
    session.setPageSize(pageSize.value_or(SlabSession::defaultPageSize), computesMemory && !pageSize);
    if (!session.finish()) {
        scan.diagnostics.append({ Diagnostic::Severity::Note, block.firstLine(),
            Text::tr("snapshot times not used: a snapshot has no timestamp before "
               "it or time goes backwards; snapshots are numbered instead") });
    }
    return ParseResult::one(CaptureKind::Slabinfo, layoutOf(scan), std::move(session),
        std::move(scan.diagnostics));
}

LogParser slabinfoParser()
{
    return LogParser(u"slabinfo"_s, CaptureKind::Slabinfo, &detectBlock, &parseBlock,
        { u"slabinfo - version:"_s });
}

} // namespace vmscope
