// SPDX-License-Identifier: GPL-2.0-or-later
//
// top frames as they reach us (procps 2.0 screen from LKML, blanks collapsed by the archive):
//
//   12:33pm up 48 min, 2 users, load average: 8.59, 6.52, 4.77
//   220 processes: 218 sleeping, 2 running, 0 zombie, 0 stopped
//   CPU0 states: 0.0% user, 80.5% system, 0.1% nice, 18.4% idle
//   Mem: 3924176K av, 3918500K used, 5676K free, 0K shrd, 96220K
//   buff
//   Swap: 1043900K av, 0K used, 1043900K free 3322056K
//   cached
//   PID USER PRI NI SIZE RSS SHARE STAT %CPU %MEM TIME COMMAND
//   7 root 19 0 0 0 0 SW 53.1 0.0 0:54 kswapd
//
// A frame starts at its uptime line, or where a summary line repeats one of its frame or
// follows the process table (busybox prints no uptime line, pastes cut it). A process table
// pasted alone (its header and at least two rows, header and rows maybe wrapped by mail) is a
// frame without summary. Tolerated: frames
// with or without blank lines between them, summary lines wrapped by mail (rejoined), every
// summary and table variant of parsers/topsummaryline.cpp and parsers/topprocesstable.cpp,
// damaged or duplicated rows (reported). Anything else, such as vmstat or free output after
// the last frame, ends the block.
#include "parsers/top/topparser.h"

#include "parsers/common/separatorrun.h"
#include "parsers/common/tokenize.h"
#include "parsers/top/topprocesstable.h"
#include "parsers/top/topsessionassembler.h"
#include "parsers/top/topsummaryline.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

using Kind = TopSummaryLine::Kind;

/// What a walk over a top block found.
struct Scan
{
    qsizetype end = 0;
    qsizetype summaryLines = 0;
    qsizetype rows = 0;
    bool cancelled = false;
};

/// One walk over the lines of a top block, shared by detect() and parse() so that the extent
/// found is exactly what gets parsed. Without an assembler it only classifies lines.
class Scanner
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::TopParser)

public:
    /// `above`: the line before `lines[start]` (SeparatorRun).
    Scanner(const QList<CleanLine> &lines, qsizetype start, const CleanLine *above,
        TopSessionAssembler *assembler = nullptr, const ParseContext *context = nullptr)
        : m_lines(lines)
        , m_start(start)
        , m_depth(lines.at(start).quoteDepth)
        , m_assembler(assembler)
        , m_walk(context, start, lines.size())
        , m_separators(above)
    {
    }

    Scan run()
    {
        m_scan.end = m_start;
        const TopSummaryLine first = TopSummaryLine::read(text(m_start));
        const bool summaryFirst
            = first.isSummary() && first.kind != Kind::CpuTableRow && first.kind != Kind::Rmap;
        if (!summaryFirst && !startsBareTable()) {
            return m_scan;
        }
        qsizetype i = m_start;
        while (i < m_lines.size() && sameDepth(i)) {
            if (m_assembler && m_walk.cancelledAt(i)) {
                m_scan.cancelled = true;
                m_diagnostics.append({ Diagnostic::Severity::Note, physical(i),
                    tr("loading was cancelled here; the frames before are kept") });
                break;
            }
            const qsizetype taken = take(i);
            if (taken == 0) {
                break;
            }
            i += taken;
        }
        return m_scan;
    }

    [[nodiscard]] Diagnostics takeDiagnostics() { return std::move(m_diagnostics); }
    /// Whether the block is a process table without summary lines.
    [[nodiscard]] bool bareTable() const { return m_bareTable; }

private:
    QStringView text(qsizetype i) const { return lineText(m_lines, i); }
    bool sameDepth(qsizetype i) const { return atQuoteDepth(m_lines, i, m_depth); }
    int physical(qsizetype i) const { return m_lines.at(i).physicalLine; }

    /// A process table pasted without its summary: a header at the start opens the frame.
    bool startsBareTable()
    {
        qsizetype lines = 0;
        if (!headerAt(m_start, &lines, false)) { // take() reads it again, and notes a rejoin
            return false;
        }
        m_bareTable = m_frameOpen = true;
        if (m_assembler) {
            m_assembler->beginFrame(TopSummaryLine(), physical(m_start));
        }
        return true;
    }

    /// Takes the line at `i` (and what belongs to it); returns how many lines, 0 to end here.
    qsizetype take(qsizetype i)
    {
        const CleanLine &line = m_lines.at(i);
        if (line.isBlank()) {
            return takeBlanks(i);
        }
        TopSummaryLine summary = TopSummaryLine::read(ownText(i));
        if (summary.isSummary() && fitsHere(summary)) {
            return takeSummary(i, std::move(summary));
        }
        if (!m_frameOpen) {
            return 0;
        }
        if (m_table && TopProcessTable::looksLikeRow(line.text)) {
            return takeRow(i);
        }
        if (qsizetype lines = 0; headerAt(i, &lines)) {
            takeHeader(i, lines);
            return lines;
        }
        return takeSeparator(i);
    }

    /// What a loop printed between two frames (`=== snapshot 3 10:00:05`, `----`) when the
    /// next frame follows it and it goes on with the series (continuesSeries()): the frames
    /// keep their own clock, so it is skipped; returns its lines, with the blanks after it.
    qsizetype takeSeparator(qsizetype i)
    {
        const qsizetype lines = separatorRun(i);
        if (lines > 0) {
            m_separators.take(*readSeparatorLine(text(i)));
        }
        return lines;
    }

    /// The lines of the separator at `i` and the blanks after it, when the next frame follows
    /// and the series goes on; else 0.
    qsizetype separatorRun(qsizetype i) const
    {
        const std::optional<SeparatorLine> separator = readSeparatorLine(text(i));
        if (!separator) {
            return 0;
        }
        qsizetype next = i + 1;
        while (sameDepth(next) && m_lines.at(next).isBlank()) {
            ++next;
        }
        const TopSummaryLine summary = sameDepth(next) ? TopSummaryLine::read(text(next)) : TopSummaryLine();
        if (!summary.isSummary() || summary.kind != Kind::Uptime) {
            return 0;
        }
        return m_separators.continues(*separator) ? next - i : 0; // not `== after the patch ==`
    }

    /// Line `i` without the word that belongs to the line above it (see gluedWordLength()).
    QStringView ownText(qsizetype i) const
    {
        return QStringView(m_lines.at(i).text).mid(i == m_gluedLine ? m_gluedLength : 0);
    }

    /// The word mail flowed off the end of a summary line onto the start of the next, with no
    /// blank between (`buffSwap: 0K av, ...` below `Mem: ... 15396K`): its length, else 0.
    static qsizetype gluedWordLength(QStringView text)
    {
        static const QRegularExpression glued(
            u"^(?:buff|buffers|cached|shrd|free|used)(?=(?:Swap|Mem|KiB|MiB|Tasks|Cpu|CPU)[^:]{0,12}:)"_s);
        const QRegularExpressionMatch match = glued.match(text);
        return match.hasMatch() ? match.capturedLength() : 0;
    }

    /// The process table header at `i`, with the line mail wrapped its last names onto
    /// (`TIME CPU COMMAND` below `PID USER ... %MEM`); `lines` says how many lines.
    bool headerAt(qsizetype i, qsizetype *lines, bool noteRejoin = true)
    {
        if (isHeader(text(i))) {
            *lines = 1;
            return true;
        }
        if (!text(i).contains(u"PID"_s, Qt::CaseInsensitive) || !sameDepth(i + 1)
            || m_lines.at(i + 1).isBlank() || TopProcessTable::looksLikeRow(text(i + 1))) {
            return false;
        }
        m_joined = m_lines.at(i).text + u' ' + text(i + 1).trimmed();
        if (!isHeader(m_joined)) {
            return false;
        }
        *lines = 2;
        if (m_assembler && noteRejoin) {
            m_diagnostics.append({ Diagnostic::Severity::Note, physical(i),
                tr("column names wrapped by mail rejoined with line %1").arg(physical(i + 1)) });
        }
        return true;
    }

    /// Table rows belong after the table header; the rest anywhere.
    bool fitsHere(const TopSummaryLine &summary) const
    {
        return summary.kind != Kind::CpuTableRow
            || (m_frameOpen && !m_table
                && (m_lastKind == Kind::CpuTableHeader || m_lastKind == Kind::CpuTableRow));
    }

    bool isHeader(QStringView text)
    {
        if (!text.contains(u"PID"_s, Qt::CaseInsensitive)) {
            return false;
        }
        m_pendingTable = TopProcessTable::fromHeader(text);
        return m_pendingTable.has_value();
    }

    /// Blank lines between frames or between summary and table are part of the block when
    /// more top follows them.
    qsizetype takeBlanks(qsizetype i)
    {
        qsizetype next = i;
        while (sameDepth(next) && m_lines.at(next).isBlank()) {
            ++next;
        }
        if (!sameDepth(next)) {
            return 0;
        }
        const TopSummaryLine summary = TopSummaryLine::read(text(next));
        const bool summaryFollows = summary.isSummary() && summary.kind != Kind::CpuTableRow
            && summary.kind != Kind::Rmap;
        qsizetype headerLines = 0;
        const bool headerFollows = m_frameOpen && !m_table && headerAt(next, &headerLines, false);
        const bool separatorFollows = m_frameOpen && separatorRun(next) > 0;
        return summaryFollows || headerFollows || separatorFollows ? next - i : 0;
    }

    qsizetype takeSummary(qsizetype i, TopSummaryLine summary)
    {
        qsizetype taken = 1;
        QString joined; // owns the text `summary` points into after a rejoin
        qsizetype glued = 0;
        if (sameDepth(i + 1) && summary.kind != Kind::CpuTableHeader
            && (TopSummaryLine::isContinuation(text(i + 1))
                || (summary.lacksLoadAverages() && TopSummaryLine::isLoadAverageEnd(text(i + 1))))) {
            joined = ownText(i) + u' ' + m_lines.at(i + 1).text;
            taken = 2;
        } else if (sameDepth(i + 1) && (glued = gluedWordLength(text(i + 1))) > 0) {
            joined = ownText(i) + u' ' + text(i + 1).left(glued);
            m_gluedLine = i + 1;
            m_gluedLength = glued;
        }
        if (!joined.isEmpty()) {
            summary = TopSummaryLine::read(joined);
            if (m_assembler) {
                m_diagnostics.append({ Diagnostic::Severity::Note, physical(i),
                    tr("summary line wrapped by mail rejoined with line %1")
                        .arg(physical(i + 1)) });
            }
        }
        if (startsFrame(summary)) {
            m_frameOpen = true;
            m_table.reset();
            m_seen.clear();
            if (m_assembler) {
                m_assembler->beginFrame(summary, physical(i));
            }
        }
        for (const TopSummaryLine::Segment &segment : std::as_const(summary.segments)) {
            m_seen.append(seenCode(segment));
        }
        m_lastKind = summary.kind;
        if (m_assembler) {
            m_assembler->addSummary(summary, physical(i));
        }
        ++m_scan.summaryLines;
        m_scan.end = i + taken;
        return taken;
    }

    static int seenCode(const TopSummaryLine::Segment &segment)
    {
        return int(segment.kind) * 0x10000 + segment.cpu + 1;
    }

    bool startsFrame(const TopSummaryLine &summary) const
    {
        if (!m_frameOpen || summary.kind == Kind::Uptime || m_table) {
            return true;
        }
        if (summary.kind == Kind::CpuTableRow) {
            return false;
        }
        return std::any_of(summary.segments.cbegin(), summary.segments.cend(),
            [this](const TopSummaryLine::Segment &segment) {
                return m_seen.contains(seenCode(segment));
            });
    }

    void takeHeader(qsizetype i, qsizetype lines)
    {
        m_table = std::move(m_pendingTable);
        m_headerLine = physical(i);
        m_lastKind = Kind::None;
        if (m_assembler) {
            m_assembler->addTableStyle(m_table->style());
        }
        m_scan.end = i + lines;
    }

    /// How many lines the row at `i` takes: 2 when mail wrapped its last fields onto the next
    /// line, which is then no row of its own.
    qsizetype rowLinesAt(qsizetype i)
    {
        // Counting first keeps whole rows, nearly all of them, at one read.
        if (countFields(text(i)) >= m_table->columnCount() || !sameDepth(i + 1)
            || m_lines.at(i + 1).isBlank()) {
            return 1;
        }
        ProcessRow row;
        if (m_table->read(text(i), m_fields, row) != TopProcessTable::RowStatus::TooFewFields) {
            return 1;
        }
        // The next frame's summary, the next row or a sentence is no rest of this row: the rest
        // has at most the fields this one lacks (COMMAND may hold blanks, so one more).
        const qsizetype missing = m_table->columnCount() - countFields(text(i));
        if (TopSummaryLine::read(text(i + 1)).isSummary() || countFields(text(i + 1)) > missing + 1
            || (TopProcessTable::looksLikeRow(text(i + 1))
                && m_table->read(text(i + 1), m_fields, row) == TopProcessTable::RowStatus::Ok)) {
            return 1;
        }
        const QString joined = m_lines.at(i).text + u' ' + text(i + 1).trimmed();
        return m_table->read(joined, m_fields, row) == TopProcessTable::RowStatus::Ok ? 2 : 1;
    }

    qsizetype takeRow(qsizetype i)
    {
        const qsizetype lines = rowLinesAt(i);
        ++m_scan.rows;
        m_scan.end = i + lines;
        if (!m_assembler) {
            return lines;
        }
        const QString rowText
            = lines == 1 ? m_lines.at(i).text : m_lines.at(i).text + u' ' + text(i + 1).trimmed();
        if (lines == 2) {
            m_diagnostics.append({ Diagnostic::Severity::Note, physical(i),
                tr("row wrapped by mail rejoined with line %1").arg(physical(i + 1)) });
        }
        ProcessRow row;
        QStringView badValue;
        const auto status = m_table->read(rowText, m_fields, row, &badValue);
        switch (status) {
        case TopProcessTable::RowStatus::Ok:
            break;
        case TopProcessTable::RowStatus::BadValue:
            warn(i, isNumberNoCounterHolds(badValue)
                        ? tr("%1 is no value of this column; it is left out of the row")
                              .arg(u'`' + quotedField(badValue) + u'`')
                        : tr("`%1` is not a number; that value of the row is left out")
                              .arg(quotedField(badValue)));
            break;
        case TopProcessTable::RowStatus::BadPid:
            warn(i, tr("process row skipped: its PID is not a number"));
            return lines;
        case TopProcessTable::RowStatus::TooFewFields:
        case TopProcessTable::RowStatus::TooManyFields:
            warn(i,
                tr("process row skipped: %1 fields where the header has %2")
                    .arg(m_fields.size())
                    .arg(m_table->columnCount()));
            return lines;
        }
        const qint64 pid = row.pid;
        const QString command = row.command;
        if (!m_assembler->addProcess(std::move(row))) {
            warn(i,
                tr("process %1 (%2) is listed twice in one frame; the second row is skipped")
                    .arg(pid)
                    .arg(command));
        }
        return lines;
    }

    void warn(qsizetype i, const QString &message)
    {
        m_diagnostics.append({ Diagnostic::Severity::Warning, physical(i),
            tr("%1 (header on line %2)").arg(message, QString::number(m_headerLine)) });
    }

    const QList<CleanLine> &m_lines;
    qsizetype m_start;
    int m_depth;
    TopSessionAssembler *m_assembler;
    LineWalk m_walk;
    Scan m_scan;
    Diagnostics m_diagnostics;

    bool m_frameOpen = false;
    SeparatorRun m_separators;
    QVarLengthArray<int, 32> m_seen; // summary kinds (and CPUs) of the open frame
    Kind m_lastKind = Kind::None;
    std::optional<TopProcessTable> m_table;
    std::optional<TopProcessTable> m_pendingTable; // what isHeader() last read
    int m_headerLine = 0;
    QList<QStringView> m_fields; // scratch for rows
    QString m_joined; // a wrapped header, rejoined: what m_pendingTable was read from
    qsizetype m_gluedLine = -1; // a line whose first m_gluedLength characters end the one above
    qsizetype m_gluedLength = 0;
    bool m_bareTable = false;
};

} // namespace

static std::optional<BlockExtent> detectBlock(const QList<CleanLine> &lines, qsizetype start)
{
    if (start >= lines.size() || lines.at(start).isBlank()) {
        return std::nullopt;
    }
    Scanner scanner(lines, start, SeparatorRun::lineAbove(lines, start));
    const Scan scan = scanner.run();
    // A process table alone needs a header and two rows.
    if (scanner.bareTable()) {
        if (scan.rows >= 2) {
            return BlockExtent { start, scan.end, 70 };
        }
        // Headers (and a row) with no summary line: a table from any of them has fewer rows.
        return scan.summaryLines == 0 && scan.end > start
            ? std::optional(BlockExtent::none(start, scan.end))
            : std::nullopt;
    }
    // One summary line alone could be anything (`uptime` prints the same) unless it names top
    // (`top - 21:12:13 up ...`, its frame cut by a reply typed into the quote); two, or one
    // and a process table, are top.
    if (scan.summaryLines == 1 && scan.rows == 0) {
        const TopSummaryLine first = TopSummaryLine::read(lineText(lines, start));
        const bool namesTop = first.kind == TopSummaryLine::Kind::Uptime
            && (first.hints & TopSummaryLine::ProcpsThree);
        return namesTop ? std::optional(BlockExtent { start, scan.end, 60 }) : std::nullopt;
    }
    if (scan.summaryLines == 0) {
        return std::nullopt;
    }
    return BlockExtent { start, scan.end, scan.summaryLines >= 3 || scan.rows > 0 ? 100 : 70 };
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    ParseResult result;
    if (block.lines.isEmpty()) {
        return result;
    }
    TopSessionAssembler assembler;
    Scanner scanner(block.lines, 0, block.lineAbove(), &assembler, &context);
    const Scan scan = scanner.run();
    Diagnostics diagnostics = scanner.takeDiagnostics();
    if (scan.end < block.lines.size() && !scan.cancelled) {
        diagnostics.append({ Diagnostic::Severity::Warning, block.lines.at(scan.end).physicalLine,
            QCoreApplication::translate("vmscope::TopParser",
                "the top block ends here; lines %1-%2 "
                "were not read")
                .arg(block.lines.at(scan.end).physicalLine)
                .arg(block.lastLine()) });
    }
    if (assembler.frameCount() == 0) {
        result.diagnostics = diagnostics;
        return result;
    }
    result.captures.append(assembler.finish(std::move(diagnostics)));
    return result;
}

LogParser topParser()
{
    return LogParser(u"top"_s, CaptureKind::Top, &detectBlock, &parseBlock,
        { uR"(top - \d)"_s, u"Tasks:"_s, uR"(Cpu\(s\):)"_s, u"%Cpu"_s, u"Mem:"_s, u"Swap:"_s,
            u"PID USER"_s });
}

} // namespace vmscope
