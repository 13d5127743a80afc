// SPDX-License-Identifier: GPL-2.0-or-later
//
// Kernel crash reports as they are pasted into threads. ksymoops (2000-2004):
//
//   ksymoops 2.4.1 on i686 2.5.31-akpm.  Options used
//   Warning (compare_maps): ksyms_base symbol GPLONLY_idle_cpu not found in System.map. ...
//   kernel BUG at page_alloc.c:98!
//   EIP: 0010:[<c0132503>] Not tainted
//   Call Trace: [<c0132f7a>] [<c0130e1b>] ...
//   >>EIP; c0132503 <__free_pages_ok+93/300> <=====
//   Trace; c0132f7a <__pagevec_free+1a/20>
//   Code;  c0132503 <__free_pages_ok+93/300> <=====
//      0:   0f 0b                     ud2a      <=====
//   7 warnings issued.  Results may not be reliable.
//
// and modern x86-64 reports:
//
//   WARNING: CPU: 1 PID: 312 at fs/iomap/buffered-io.c:112 iomap_foo+0x4a/0x60 [iomap]
//   RIP: 0010:iomap_foo+0x4a/0x60 [iomap]
//   Call Trace:
//    <IRQ>
//    ? __warn+0x7d/0x130
//   ---[ end trace 0000000000000000 ]---
//
// Tolerated: syslog/dmesg prefixes, whitespace collapsed by archives, blank lines between
// ksymoops' sections, ksymoops warnings running over several lines, Call Trace and Stack
// words wrapped by mail, objdump lines whose `<sym+off/len>` mail pushed to the next line,
// register lines cut after a register name, `Modules linked in:` wrapped onto further lines.
// A report ends at its trailer, at the first line that is no report line, or at the opener
// of another report once this one has printed its code bytes.
#include "parsers/oops/oopsparser.h"

#include "parsers/events/kerneleventline.h"
#include "parsers/oops/oopsline.h"
#include "parsers/common/timestampline.h"
#include "parsers/common/tokenize.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Blank lines a report may hold between its parts (ksymoops separates sections by one).
constexpr int maximumBlankRun = 2;
/// Lines after a ksymoops `Warning:` that may continue its sentence (the longest has five).
constexpr int warningContinuationLines = 6;

/// Where the report starting at `start` ends, and whether it is one at all.
struct Walk
{
    qsizetype end = 0;
    bool structural = false; // saw a faulting address, a trace, a stack or code bytes
    bool ksymoops = false;
    bool traceless = false; // a report the kernel prints without a trace (rss-counter, ...)
    bool faultInjection = false; // a stack dump that fault injection asked for: information
    bool stampedHeader = false; // a report's header as the console printed it, with its stamp
};

/// Report headers whose report has no trace: the header and its lines are the report.
bool isTracelessReport(const QString &text)
{
    static constexpr QStringView headers[] = { u"BUG: Bad rss-counter state",
        u"BUG: workqueue lockup", u"BUG: non-zero nr_ptes on freeing mm",
        u"BUG: non-zero nr_pmds on freeing mm", u"unregister_netdevice: waiting for ",
        u"WARNING: kernel stack regs at ", u"WARNING: kernel stack frame pointer at ",
        u"BUG: workqueue leaked lock or atomic", u"BUG: KCSAN: ", u"Booting the kernel" };
    return std::any_of(std::begin(headers), std::end(headers),
        [&text](QStringView header) { return text.startsWith(header); });
}

/// The decompressor's `Booting the kernel.` after a running kernel's own lines (a stamp past 0 s
/// in the lines before it): the machine rebooted without a word, which is a report of its own
/// (syzbot's "unexpected kernel reboot"). A boot log pasted on its own is none.
bool isUnexpectedReboot(const QList<CleanLine> &lines, qsizetype start, const OopsLine &opening)
{
    if (!opening.text.startsWith(u"Booting the kernel")) {
        return false;
    }
    constexpr qsizetype lookBack = 50; // the firmware's and the decompressor's lines between
    for (qsizetype i = start - 1; i >= 0 && start - i <= lookBack; --i) {
        if (lines.at(i).quoteDepth != lines.at(start).quoteDepth) {
            break;
        }
        const OopsLine line = OopsLine::read(lines.at(i).text);
        if (line.secondsSinceBoot && *line.secondsSinceBoot > 0) {
            return true;
        }
    }
    return false;
}

/// Whether the report's end marker at the line before `i` is followed by the panic it caused
/// (`Kernel panic - not syncing: Oops: Fatal exception`, panic_on_warn's): the same crash, so
/// the report goes on to the panic's own end.
bool panicFollows(const QList<CleanLine> &lines, qsizetype i)
{
    while (i < lines.size() && lines.at(i).isBlank()) {
        ++i;
    }
    return i < lines.size() && lines.at(i).quoteDepth == lines.at(i - 1).quoteDepth
        && OopsLine::read(lines.at(i).text).text.startsWith(u"Kernel panic - not syncing");
}

/// The kernel repeats a traceless report while the condition lasts (`unregister_netdevice:
/// waiting for lo to become free. Usage count = 1` every ten seconds): the same words, other
/// numbers, are the same report.
bool repeatsReport(const QString &opening, const QString &text)
{
    const auto words = [](const QString &line) {
        QString kept;
        kept.reserve(line.size());
        for (QChar c : line) {
            if (!c.isDigit()) {
                kept.append(c);
            }
        }
        return kept;
    };
    return text == opening || words(text) == words(opening);
}

/// Whether the kernel event that heads a report without anything of a report after it (`INFO:
/// task ntpd:11794 blocked ...`, `page allocation failure`) has another event next to it: a run
/// of event messages with nothing between them is an events log, which the events parser reads
/// as one, not a report each. The look back stops at a report's own lines (a trace, registers).
bool isInEventRun(const QList<CleanLine> &lines, qsizetype start, qsizetype end)
{
    const int depth = lines.at(start).quoteDepth;
    const auto eventAt = [&](qsizetype i) {
        const QString text = OopsLine::read(lines.at(i).text).text;
        return readKernelEventMessage(text).has_value();
    };
    const auto sameRun
        = [&](qsizetype i) { return lines.at(i).quoteDepth == depth && !lines.at(i).isBlank(); };
    // A sender's cut (`(...snipped...)`) between two events parts them: lines were left out.
    const auto cutAt = [&](qsizetype i) { return isCutMark(OopsLine::read(lines.at(i).text).text); };
    if (end < lines.size() && sameRun(end) && !cutAt(end - 1) && eventAt(end)) {
        return true;
    }
    constexpr qsizetype lookBack = 4; // an event's own lines: cpuset, `Tainted:`, the echo hint
    for (qsizetype i = start - 1; i >= 0 && start - i <= lookBack && sameRun(i); --i) {
        if (eventAt(i)) {
            return true;
        }
        if (cutAt(i) || isStructuralOopsLine(OopsLine::read(lines.at(i).text).text)) {
            return false;
        }
    }
    return false;
}

/// Without stamps, a header's own lines are those of its subsystem (`rcu: ...` after `rcu:
/// INFO: ...`) or indented by a tab, as RCU prints its per-CPU lines.
bool continuesHeader(const QString &header, const QString &raw, const QString &text)
{
    const qsizetype colon = header.indexOf(u": ");
    const bool sameSubsystem = colon > 0 && colon <= 12 && header.at(0).isLower()
        && text.startsWith(QStringView(header).left(colon + 2));
    return sameSubsystem || raw.startsWith(u'\t');
}

/// Lines of a report's own words a header may have before its trace (lockdep's chains,
/// UBSAN's `shift exponent -1 is negative`, RCU's per-CPU lines).
constexpr int longestPreamble = 60;

/// A line that carries its own stamp: a dmesg or kernel syslog line, or any other daemon's
/// syslog line between them (never the rest of a kernel line).
bool isStamped(const CleanLine &line)
{
    static const QRegularExpression syslog(uR"(^[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d )"_s);
    return !OopsLine::read(line.text).timestamp.isEmpty()
        || (!line.text.isEmpty() && line.text.at(0).isUpper() && syslog.match(line.text).hasMatch());
}

/// Whether line `i` is the end of a stamped line that mail wrapped: in a dmesg or syslog
/// paste every line carries its stamp, so a short run of unstamped lines right between two
/// stamped ones is the rest of the first (`... soft lockup - CPU#1 stuck for` / `85s!
/// [kworker/1:0:707]`).
bool isWrappedStampedLine(const QList<CleanLine> &lines, qsizetype i)
{
    constexpr qsizetype longestRun = 4;
    const CleanLine &line = lines.at(i);
    if (line.isBlank() || isStamped(line)) {
        return false;
    }
    const auto piece = [&](qsizetype j) {
        return j >= 0 && j < lines.size() && lines.at(j).quoteDepth == line.quoteDepth
            && !lines.at(j).isBlank();
    };
    qsizetype before = i - 1;
    while (piece(before) && !isStamped(lines.at(before)) && i - before <= longestRun) {
        --before;
    }
    qsizetype after = i + 1;
    while (piece(after) && !isStamped(lines.at(after)) && after - i <= longestRun) {
        ++after;
    }
    return piece(before) && isStamped(lines.at(before)) && piece(after)
        && isStamped(lines.at(after)) && after - before - 1 <= longestRun;
}

/// Whether the stack dump at `start` is the one fault injection prints after saying so
/// (`FAULT_INJECTION: forcing a failure.`, `name failslab, interval 1, ...`): information.
bool followsFaultInjection(const QList<CleanLine> &lines, qsizetype start)
{
    constexpr qsizetype lookBack = 8;
    for (qsizetype i = start - 1; i >= 0 && i >= start - lookBack; --i) {
        if (OopsLine::read(lines.at(i).text).text.startsWith(u"FAULT_INJECTION: ")) {
            return true;
        }
    }
    return false;
}

/// Other tasks' lines a report may have between two of its own (a busy syzkaller console).
constexpr int longestForeignRun = 64;

/// A line that another printk caller than the report's opener printed, and that is no report
/// line: it is skipped, and the report goes on after it.
bool isForeignLine(const OopsLine &opening, const OopsLine &line, OopsLineKind kind)
{
    return kind == OopsLineKind::None && !opening.caller.isEmpty() && !line.caller.isEmpty()
        && line.caller != opening.caller;
}

/// Whether line `i` is one of a report's own, right after the line before it.
bool goesOnWithReport(const QList<CleanLine> &lines, qsizetype i, int quoteDepth)
{
    if (i >= lines.size() || lines.at(i).quoteDepth != quoteDepth || lines.at(i).isBlank()) {
        return false;
    }
    const OopsLineKind kind = classifyOopsLine(OopsLine::read(lines.at(i).text).text);
    return kind != OopsLineKind::None && kind != OopsLineKind::Opener
        && kind != OopsLineKind::KsymoopsHeader;
}

Walk walk(const QList<CleanLine> &lines, qsizetype start)
{
    Walk result;
    result.end = start;
    const CleanLine &first = lines.at(start);
    if (first.text.size() > maximumOopsLineLength) {
        return result;
    }
    const OopsLine opening = OopsLine::read(first.text);
    const OopsLineKind openingKind = classifyOopsLine(opening.text);
    const bool decoded = openingKind == OopsLineKind::KsymoopsDecoded
        && isDecodedOpener(opening.text) && isStructuralOopsLine(opening.text);
    // A task's state (sysrq-t) or registers (sysrq-p) dumped on request open a report too;
    // the rest of it must make it one (a trace or registers).
    const bool dump = isTaskStateLine(opening.text) || isShowRegsLine(opening.text)
        || isTraceExcerptStart(opening.text);
    result.faultInjection = dump && followsFaultInjection(lines, start);
    if (openingKind != OopsLineKind::Opener && openingKind != OopsLineKind::KsymoopsHeader
        && !decoded && !dump) {
        return result;
    }
    const bool boot = opening.text.startsWith(u"Booting the kernel");
    if (boot && !isUnexpectedReboot(lines, start, opening)) {
        return result; // a boot log's own banner
    }
    result.ksymoops = openingKind == OopsLineKind::KsymoopsHeader || decoded;
    result.traceless = openingKind == OopsLineKind::Opener && isTracelessReport(opening.text);
    // A console's header line is the kernel's own, even when the log was cut after it; prose
    // that quotes one has no stamp.
    result.stampedHeader = openingKind == OopsLineKind::Opener && !opening.timestamp.isEmpty()
        && !opening.text.startsWith(u"------------[ cut here ]")
        && !isSlubReportHeader(opening.text); // SLUB's says what it found in the lines after
    // A console header's own words run up to its trace; a dump's or ksymoops' lines are all
    // report lines, and so are those of a paste without stamps, which prose may surround.
    const bool header = openingKind == OopsLineKind::Opener;
    int preamble = 0;
    // Only a report whose first line carries a stamp can have stamped lines that mail wrapped.
    const bool stampedReport = isStamped(first);
    result.structural = decoded || isStructuralOopsLine(opening.text);
    result.end = start + 1;
    bool tail = false; // past the code bytes: another opener starts another report
    // ksymoops' header and options, then (after a blank line) the oops it read, echoed.
    bool echoAhead = openingKind == OopsLineKind::KsymoopsHeader;
    bool inModules = false;
    int continuation = 0;
    int blanks = 0;
    // A report shows what makes it one (an address, registers, a trace) early, a dump asked
    // for at once: a run of report-like lines without that is given up, so that detection
    // from every line of a crafted text stays linear.
    const qsizetype longestWithoutStructure = dump ? 8 : 200;
    bool framesSeen = false;
    bool traceSeen = false; // a trace's header: 2.6.2x x86-64 prints a frame before `Oops:`
    int foreignRun = 0; // other callers' lines since the report's last
    for (qsizetype i = start + 1; i < lines.size(); ++i) {
        const CleanLine &line = lines.at(i);
        if (line.quoteDepth != first.quoteDepth
            || (!result.structural && i - start > longestWithoutStructure)) {
            break;
        }
        if (line.isBlank()) {
            if (++blanks > maximumBlankRun) {
                break;
            }
            continue;
        }
        if (stampedReport && blanks == 0 && isWrappedStampedLine(lines, i)) {
            result.end = i + 1;
            continue;
        }
        const OopsLine read = OopsLine::read(line.text);
        const OopsLineKind kind = classifyOopsLine(read.text);
        // With printk caller ids (`[  T123]`, `[C1]`) another task's or CPU's message between
        // the report's lines is theirs: the report goes on after it.
        if (isForeignLine(opening, read, kind)) {
            if (++foreignRun > longestForeignRun) {
                break;
            }
            continue;
        }
        foreignRun = 0;
        if (kind == OopsLineKind::None) {
            // `<snip>` where the sender cut lines out: the report goes on after it, even past
            // its code bytes.
            if (isCutMark(read.text) && goesOnWithReport(lines, i + 1, first.quoteDepth)) {
                result.end = i + 1;
                continue;
            }
            if (blanks == 0 && (continuation > 0 || (inModules && isModuleListContinuation(read.text)))) {
                --continuation;
                result.end = i + 1;
                continue;
            }
            // One line typed or damaged by hand between two of the report's (`eax: x026bfe4`,
            // a remark): the report goes on after it, and the builder says which line it skipped.
            if (blanks == 0 && !tail && goesOnWithReport(lines, i + 1, first.quoteDepth)) {
                result.end = i + 1;
                continue;
            }
            if (header && (stampedReport || continuesHeader(opening.text, line.text, read.text))
                && !traceSeen && !tail && blanks == 0 && ++preamble <= longestPreamble) {
                continue;
            }
            break;
        }
        // sysrq-t and sysrq-w dump task after task: the next task's line ends this one's report.
        if (framesSeen && isTaskStateLine(read.text)) {
            break;
        }
        const bool frame = isFrameLine(read.text);
        framesSeen = framesSeen || frame;
        // should_fail() in a dump's trace: fault injection printing where it failed a call.
        result.faultInjection = result.faultInjection
            || (dump && frame && read.text.contains(u"should_fail"));
        traceSeen = traceSeen || isTraceHeader(read.text);
        const bool panic = read.text.startsWith(u"Kernel panic");
        // A kernel event (a hung task, an allocation failure) opens a report of its own, so that
        // a run of them is not taken for one report.
        const bool anotherEvent
            = kind == OopsLineKind::Opener && readKernelEventMessage(read.text).has_value();
        const bool echo = echoAhead && kind == OopsLineKind::Opener;
        echoAhead = echoAhead && kind == OopsLineKind::KsymoopsChatter;
        // An opener after the trace is the next report of a log with no blank line between
        // them (`BUG: Bad page map` twice in a syslog run).
        if (result.traceless && kind == OopsLineKind::Opener && blanks == 0
            && repeatsReport(opening.text, read.text)) {
            result.end = i + 1;
            continue;
        }
        if (kind == OopsLineKind::KsymoopsHeader
            || (kind == OopsLineKind::Opener
                && (blanks > 0 || tail || anotherEvent || traceSeen || result.traceless)
                && !panic && !echo)) {
            break;
        }
        blanks = 0;
        continuation = kind == OopsLineKind::KsymoopsWarning ? warningContinuationLines : 0;
        inModules = read.text.startsWith(u"Modules linked in:");
        result.structural = result.structural || isStructuralOopsLine(read.text);
        result.ksymoops = result.ksymoops || kind == OopsLineKind::KsymoopsDecoded
            || kind == OopsLineKind::KsymoopsTrailer;
        tail = tail || kind == OopsLineKind::Code;
        result.end = i + 1;
        if (kind == OopsLineKind::KsymoopsTrailer
            || (kind == OopsLineKind::Trailer && !result.ksymoops && !panicFollows(lines, i + 1))) {
            break;
        }
    }
    return result;
}

/// Builds one Oops from the lines of its block, in order.
class Builder
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::OopsParser)

public:
    explicit Builder(int syslogYear)
        : m_syslogYear(syslogYear)
    {
    }

    void take(const CleanLine &line)
    {
        if (line.isBlank()) {
            if (m_section == Section::Code || m_section == Section::Modules) {
                m_section = Section::None;
            }
            return;
        }
        m_line = line.physicalLine;
        const OopsLine read = OopsLine::read(line.text);
        const OopsLineKind kind = classifyOopsLine(read.text);
        if (m_firstLine != 0 && isForeignLine(m_opening, read, kind)) {
            return; // another task's message printed between the report's lines
        }
        if (m_firstLine == 0) {
            m_opening = read;
            m_firstLine = m_line;
            m_oops.timestamp = read.timestamp;
            m_oops.secondsSinceBoot = read.secondsSinceBoot;
            if (const auto stamp = readLogStamp(read.timestamp, m_syslogYear)) {
                m_oops.wallClock = stamp->wallClock;
                m_oops.wallClockYearAssumed = stamp->yearAssumed;
            }
        }
        m_lastLine = m_line;
        const QString &text = read.text;
        lockSite(text);
        switch (kind) {
        case OopsLineKind::KsymoopsHeader:
            header(text);
            break;
        case OopsLineKind::KsymoopsChatter:
            m_section = Section::None;
            break;
        case OopsLineKind::KsymoopsWarning:
            m_oops.ksymoopsWarnings.append(text);
            m_section = Section::Warning;
            break;
        case OopsLineKind::KsymoopsTrailer:
            trailer(text);
            break;
        case OopsLineKind::KsymoopsDecoded:
            decoded(text);
            break;
        case OopsLineKind::Opener:
            opener(text);
            break;
        case OopsLineKind::Code:
            code(text.mid(5));
            break;
        case OopsLineKind::Trailer:
            endOfTrace(text);
            break;
        case OopsLineKind::Body:
            body(text);
            break;
        case OopsLineKind::None:
            unclassified(text);
            break;
        }
    }

    [[nodiscard]] Capture finish()
    {
        if (m_ksymoops) {
            m_oops.kind = Oops::Kind::Ksymoops;
        }
        if (!m_decodedFrames.isEmpty()) {
            if (!m_rawFrames.isEmpty() && m_rawFrames.size() != m_decodedFrames.size()) {
                note(m_firstLine, tr("the Call Trace has %1 entries but ksymoops decoded %2; "
                                     "the decoded ones are kept")
                                      .arg(m_rawFrames.size())
                                      .arg(m_decodedFrames.size()));
            }
            m_oops.frames = m_decodedFrames;
        } else {
            m_oops.frames = m_rawFrames;
        }
        takeEventOpener();
        check();
        Capture capture;
        capture.kind = CaptureKind::Oops;
        capture.layout = layout();
        capture.diagnostics = m_diagnostics;
        capture.payload = std::move(m_oops);
        return capture;
    }

private:
    /// LockSite: the frames after lockdep's `... is trying to release lock (...) at:`, where
    /// the lock was taken, not the backtrace.
    /// OtherStack: KASAN's `Allocated by task 1:` and the like, stacks of the object, not of
    /// the fault.
    enum class Section { None, Warning, Stack, Trace, Code, Disassembly, Modules, LockSite,
        OtherStack };

    /// A report that a kernel event opened (`INFO: task khubd:1966 blocked ...`,
    /// `ifconfig: page allocation failure`) names its task in that line; a hung task has no
    /// faulting address, so where it waits is its first reliable frame; so is where a soft
    /// lockup spins when the paste has no registers.
    void takeEventOpener()
    {
        const std::optional<KernelEvent> event = readKernelEventMessage(m_oops.headline);
        if (!event) {
            return;
        }
        if (m_oops.process.isEmpty() && !event->process.isEmpty()) {
            m_oops.process = event->process;
            m_oops.pid = event->pid;
        }
        const bool stuck = event->type == KernelEvent::Type::HungTask
            || event->type == KernelEvent::Type::SoftLockup;
        if (stuck && !m_oops.location.isResolved()
            && !m_oops.location.address) {
            const auto waiting = std::find_if(m_oops.frames.cbegin(), m_oops.frames.cend(),
                [](const OopsFrame &frame) { return frame.reliable && frame.isResolved(); });
            if (waiting != m_oops.frames.cend()) {
                m_oops.location = *waiting;
            }
        }
    }

    /// lockdep's `(&sb->s_umount){++++}-{3:3}, at: deactivate_super+0x8c/0xb0`: where a lock
    /// of its report was taken (the one it tries to acquire, then those held).
    void lockSite(const QString &text)
    {
        const qsizetype at = text.indexOf(u", at: ");
        if (at < 0 || text.lastIndexOf(u'{', at) < 0) {
            return;
        }
        QStringView rest = QStringView(text).mid(at + 6).trimmed();
        std::optional<quint64> address;
        if (rest.startsWith(u"[<")) {
            const qsizetype close = rest.indexOf(u">]");
            if (close < 0) {
                return;
            }
            address = rest.mid(2, close - 2).toULongLong(nullptr, 16);
            rest = rest.mid(close + 2).trimmed();
        }
        const qsizetype space = rest.indexOf(u' ');
        const QStringView symbol = space < 0 ? rest : rest.left(space);
        std::optional<OopsFrame> frame = parseSymbolOffset(symbol, false);
        if (!frame) {
            static const QRegularExpression name(u"^[\\w.$]+$"_s);
            if (!name.match(symbol).hasMatch()) {
                return;
            }
            frame = OopsFrame();
            frame->symbol = symbol.toString();
            frame->inlined = rest.endsWith(u"[inline]");
        }
        frame->address = address;
        m_oops.lockSites.append(*frame);
    }

    void note(int line, const QString &message)
    {
        m_diagnostics.append({Diagnostic::Severity::Note, line, message});
    }
    void warn(const QString &message)
    {
        m_diagnostics.append({Diagnostic::Severity::Warning, m_line, message});
    }

    void header(const QString &text)
    {
        static const QRegularExpression pattern(u"^ksymoops (\\S+) on (\\S+) (\\S+?)\\.?\\s+Options used"_s);
        m_ksymoops = true;
        m_oops.kernelVersion = pattern.match(text).captured(3);
        m_section = Section::None;
    }

    void trailer(const QString &text)
    {
        static const QRegularExpression pattern(
            u"^(\\d+) (warnings?|errors?)(?: and (\\d+) errors?)? issued"_s);
        const QRegularExpressionMatch match = pattern.match(text);
        const int first = match.captured(1).toInt();
        if (match.captured(2).startsWith(u"error")) {
            m_oops.warningsIssued = 0;
            m_oops.errorsIssued = first;
        } else {
            m_oops.warningsIssued = first;
            m_oops.errorsIssued = match.captured(3).isEmpty() ? 0 : match.captured(3).toInt();
        }
        m_ksymoops = true;
        m_section = Section::None;
    }

    void decoded(const QString &text)
    {
        static const QRegularExpression line(
            u"^(>>[A-Za-z]{2,3};|Trace;|Code;)\\s+([0-9a-f]{8,16})\\s+<([^>]+)>\\s*(<=+)?"_s);
        static const QRegularExpression instruction(
            u"^([0-9a-f]+):(\\*?)\\s+((?:[0-9a-f]{2}\\s+)*[0-9a-f]{2})(?:\\s+(.*?))?\\s*(<=+|<-- trapping instruction)?$"_s);
        m_ksymoops = m_ksymoops || text.startsWith(u">>") || text.startsWith(u"Trace;")
            || text.startsWith(u"Code;");
        const QRegularExpressionMatch match = line.match(text);
        if (match.hasMatch()) {
            OopsFrame frame = parseSymbolOffset(match.captured(3), true).value_or(OopsFrame());
            frame.address = match.captured(2).toULongLong(nullptr, 16);
            const QString tag = match.captured(1);
            if (tag == u">>EIP;" || tag == u">>RIP;") {
                m_oops.location = frame;
            } else if (tag == u"Trace;") {
                m_decodedFrames.append(frame);
            } else if (tag == u"Code;") {
                m_pendingCode = frame;
                m_section = Section::Disassembly;
                // `Code;  c015e3a2 <function+5a/98>   <=====`: the faulting instruction, the
                // location when the paste has no `>>EIP;` line.
                if (match.hasCaptured(4) && !m_oops.location.isResolved()
                    && !m_oops.location.address) {
                    m_oops.location = frame;
                }
            } else {
                m_oops.notes.append(text); // `>>ebx; f6301f80 <_end+...>`: registers decoded
            }
            if (!frame.isResolved()) {
                note(m_line, tr("ksymoops printed a symbol that could not be read: %1")
                                 .arg(match.captured(3)));
            }
            return;
        }
        if (text.startsWith(u'<') && !m_oops.instructions.isEmpty()) {
            m_oops.instructions.last().assembly += u' ' + text; // wrapped by mail
            return;
        }
        const QRegularExpressionMatch code = instruction.match(text);
        if (code.hasMatch()) {
            OopsInstruction decoded;
            decoded.location = m_pendingCode;
            decoded.offset = code.captured(1);
            decoded.bytes = code.captured(3).simplified();
            decoded.assembly = code.captured(4);
            decoded.faulting = !code.captured(2).isEmpty() || !code.captured(5).isEmpty();
            m_oops.instructions.append(decoded);
            m_pendingCode = OopsFrame();
        }
        // `00000000 <_EIP>:` opens the listing and carries nothing.
    }

    void opener(const QString &text)
    {
        if (text.startsWith(u"------------[ cut here ]")) {
            return;
        }
        if (m_oops.headline.isEmpty()) {
            m_oops.headline = text;
            m_oops.kind = kindOf(text);
        } else {
            m_oops.notes.append(text);
        }
        static const QRegularExpression bugAt(u"^kernel BUG at (\\S+):(\\d+)!"_s);
        static const QRegularExpression warningAt(
            u"^WARNING: (?:CPU: (\\d+) PID: (\\d+) )?at (?:(\\S+):(\\d+) )?(\\S+(?: \\[[^\\]]+\\])?)"_s);
        static const QRegularExpression warningNew(
            u"^WARNING: (\\S+):(\\d+) at (\\S+(?: \\[[^\\]]+\\])?), CPU#(\\d+): (\\S+)/(\\d+)"_s);
        // WARN_ON() of 2.6.16-2.6.19: `BUG: warning at arch/i386/kernel/smp.c:547/smp_call_function()`.
        static const QRegularExpression warningOld(u"^BUG: warning at (\\S+):(\\d+)/(\\w+\\(\\))"_s);
        // The sanitizers name the function that made the bad access, after one line per
        // function inlined into it: `BUG: KASAN: slab-out-of-bounds in memcpy_from_page
        // include/linux/highmem.h:417 [inline]`, then `... in hfsplus_bnode_read_key+0x394/0x610`.
        // `Kernel panic - not syncing: stack-protector: Kernel stack is corrupted in: f+0x1/0x2`
        static const QRegularExpression corruptedIn(u"stack is corrupted in: (\\S+)"_s);
        if (const QRegularExpressionMatch match = corruptedIn.match(text); match.hasMatch()) {
            warningFunction(match.captured(1));
        }
        static const QRegularExpression sanitizer(u"^BUG: K[A-Z]SAN: [\\w-]+(?: [\\w-]+)* in (\\S+\\+0x[0-9a-f]+/0x[0-9a-f]+)"_s);
        if (QRegularExpressionMatch match = bugAt.match(text); match.hasMatch()) {
            m_oops.sourceFile = match.captured(1);
            m_oops.sourceLine = match.captured(2).toInt();
        } else if (match = warningAt.match(text); match.hasMatch()) {
            if (!match.captured(1).isEmpty()) {
                m_oops.cpu = match.captured(1).toInt();
                m_oops.pid = match.captured(2).toLongLong();
            }
            m_oops.sourceFile = match.captured(3);
            m_oops.sourceLine = match.captured(4).toInt();
            warningFunction(match.captured(5));
        } else if (match = warningOld.match(text); match.hasMatch()) {
            m_oops.sourceFile = match.captured(1);
            m_oops.sourceLine = match.captured(2).toInt();
            warningFunction(match.captured(3));
        } else if (match = sanitizer.match(text); match.hasMatch()) {
            warningFunction(match.captured(1));
        } else if (match = warningNew.match(text); match.hasMatch()) {
            m_oops.sourceFile = match.captured(1);
            m_oops.sourceLine = match.captured(2).toInt();
            warningFunction(match.captured(3));
            m_oops.cpu = match.captured(4).toInt();
            m_oops.process = match.captured(5);
            m_oops.pid = match.captured(6).toLongLong();
        }
    }

    void warningFunction(QString text)
    {
        if (text.endsWith(u"()") && text.contains(u"+0x")) {
            text.chop(2); // 4.x: `WARNING: CPU: 0 PID: 1 at kernel/x.c:12 f+0x1/0x2()`
        }
        if (const auto frame = parseSymbolOffset(text, false)) {
            mergeLocation(*frame);
        } else if (text.endsWith(u"()")) {
            OopsFrame frame;
            frame.symbol = text.chopped(2); // 2.6.2x: `WARNING: at fs/foo.c:12 foo()`
            mergeLocation(frame);
        }
    }

    static Oops::Kind kindOf(const QString &text)
    {
        if (text.startsWith(u"Unable to handle kernel") || text.startsWith(u"BUG: unable to handle")
            || text.startsWith(u"BUG: kernel NULL pointer") || text.startsWith(u"general protection")
            || text.startsWith(u"Oops:")) {
            return Oops::Kind::Oops;
        }
        if (text.startsWith(u"BUG: warning at")) {
            return Oops::Kind::Warning; // 2.6.1x's WARN_ON()
        }
        if (text.startsWith(u"kernel BUG at") || text.startsWith(u"BUG: ")
            || text.startsWith(u"invalid op")) {
            return Oops::Kind::Bug;
        }
        return text.startsWith(u"WARNING:") ? Oops::Kind::Warning : Oops::Kind::Other;
    }

    /// Fills what the location does not know yet: the first statement of each field wins.
    void mergeLocation(const OopsFrame &frame)
    {
        OopsFrame &location = m_oops.location;
        if (!location.address) {
            location.address = frame.address;
        }
        if (!location.isResolved() && frame.isResolved()) {
            location.symbol = frame.symbol;
            location.offset = frame.offset;
            location.size = frame.size;
            location.module = frame.module;
        }
    }

    void code(const QString &text)
    {
        m_sawCode = true;
        m_section = Section::Code;
        const QString bytes = text.trimmed();
        if (bytes.startsWith(u"Bad ") || bytes.startsWith(u"Unable")) {
            m_oops.notes.append(u"Code: "_s + bytes);
            return;
        }
        codeBytes(bytes);
    }

    static bool isCodeBytes(const QString &text)
    {
        static const QRegularExpression bytes(u"^(?:[<(]?[0-9a-f]{2}[>)]?\\s*)+$"_s);
        return bytes.match(text).hasMatch();
    }

    void codeBytes(const QString &text)
    {
        for (QStringView token : QStringView(text).split(u' ', Qt::SkipEmptyParts)) {
            const bool marked = token.size() == 4
                && ((token.front() == u'<' && token.back() == u'>')
                    || (token.front() == u'(' && token.back() == u')'));
            const QStringView digits = marked ? token.mid(1, 2) : token;
            bool ok = false;
            const uint value = digits.toUInt(&ok, 16);
            if (!ok || digits.size() != 2) {
                warn(tr("code bytes stop at '%1'").arg(token));
                return;
            }
            if (marked) {
                m_oops.faultingByte = int(m_oops.code.size());
            }
            m_oops.code.append(char(value));
        }
    }

    void endOfTrace(const QString &text)
    {
        static const QRegularExpression pattern(u"^---\\[ end trace ([0-9a-f]+) \\]---"_s);
        const QRegularExpressionMatch match = pattern.match(text);
        if (match.hasMatch()) {
            m_oops.endTrace = match.captured(1);
        } else {
            m_oops.notes.append(text);
        }
        m_sawTrailer = true;
        m_section = Section::None;
    }

    void unclassified(const QString &text)
    {
        if (isCutMark(text)) {
            m_oops.notes.append(text);
            m_section = Section::None;
            note(m_line, tr("the sender cut lines out of the report here"));
        } else if (m_section == Section::Warning && !m_oops.ksymoopsWarnings.isEmpty()) {
            m_oops.ksymoopsWarnings.last() += u' ' + text;
        } else if (m_section == Section::Modules && isModuleListContinuation(text)) {
            modules(text);
        } else if (!m_sawTraceHeader && !m_oops.headline.isEmpty() && m_oops.registers.isEmpty()
                   && m_oops.frames.isEmpty() && m_oops.code.isEmpty()) {
            // The header's own words before its trace; once registers or frames were read, a
            // line not read is damage, and said so.
            m_oops.notes.append(text);
        } else {
            warn(tr("line not read as part of the oops report"));
        }
    }

    void body(const QString &text)
    {
        if (location(text) || identity(text) || sections(text)) {
            return;
        }
        switch (m_section) {
        case Section::Trace:
            if (traceLine(text)) {
                return;
            }
            break;
        case Section::Stack:
            if (stackWords(text)) {
                return;
            }
            break;
        case Section::Code:
            if (isCodeBytes(text)) {
                codeBytes(text);
                return;
            }
            break;
        case Section::LockSite:
            if (isFrameLine(text)) {
                return;
            }
            m_section = Section::None;
            break;
        case Section::OtherStack:
            if (isFrameLine(text) && traceLine(text)) {
                return;
            }
            m_section = Section::None;
            break;
        default:
            break;
        }
        if (m_printingEip) {
            m_printingEip = false;
            bool ok = false;
            const quint64 address = text.toULongLong(&ok, 16);
            if (ok) {
                OopsFrame frame;
                frame.address = address;
                mergeLocation(frame);
                return;
            }
        }
        if (registers(text)) {
            return;
        }
        // `vma->vm_ops->fault: filemap_fault+0x0/0x34d` names a page's owner, not a caller.
        if (!text.startsWith(u"vma->") && traceLine(text)) {
            m_section = Section::Trace;
            return;
        }
        m_oops.notes.append(text);
    }

    /// EIP/RIP/IP/PC/NIP lines; true when `text` was one.
    bool location(const QString &text)
    {
        // A work item that returned with a lock held: `last function: addrconf_dad_work`.
        if (text.startsWith(u"last function: ")) {
            OopsFrame frame;
            frame.symbol = text.mid(15).section(u' ', 0, 0, QString::SectionSkipEmpty);
            mergeLocation(frame);
            return true;
        }
        static const QRegularExpression eip(
            u"^EIP:\\s+[0-9a-f]{4}:\\[<([0-9a-f]{8,16})>\\]\\s*(.*)$"_s);
        static const QRegularExpression eipKlogd(
            u"^EIP:\\s+[0-9a-f]{4}:\\[([\\w.$]+)\\+(\\d+)/(\\d+)\\]\\s*(.*)$"_s);
        static const QRegularExpression rip(
            u"^(?:RIP: [0-9a-f]{4}:\\[<[0-9a-f]+>\\]|RIP |IP:)\\s+\\[<([0-9a-f]{8,16})>\\]\\s+(.+)$"_s);
        static const QRegularExpression ripSymbol(u"^(?:RIP|EIP|IP): (?:[0-9a-f]{4}:)?(.+)$"_s);
        // The trailer after the code bytes: `EIP: [<c119eea6>] khugepaged+0x5a6/0x1800 SS:ESP
        // 0068:f522be88`, `RIP  [<ffffffff8113d6a8>] kmem_cache_alloc+0x68/0x1e0` (the address
        // gone when a web archive stripped it): the location again, never a frame.
        static const QRegularExpression trailer(
            u"^(?:EIP|RIP|IP):?\\s+(?:\\[<([0-9a-f]{8,16})>\\]\\s+)?([\\w.$]+\\+0x[0-9a-f]+(?:/0x[0-9a-f]+)?(?:\\s+\\[[\\w-]+\\])?)(?:\\s+(?:SS:ESP|RSP)\\b.*)?$"_s);
        static const QRegularExpression symbolAt(u"^(?:EIP is at|PC is at) (.+)$"_s);
        static const QRegularExpression nip(u"^NIP \\[([0-9a-f]+)\\] (.+)$"_s);
        QRegularExpressionMatch match;
        if (match = eip.match(text); match.hasMatch()) {
            m_sawEip = true;
            OopsFrame frame;
            frame.address = match.captured(1).toULongLong(nullptr, 16);
            mergeLocation(frame);
            eipTail(match.captured(2));
        } else if (match = eipKlogd.match(text); match.hasMatch()) {
            m_sawEip = true;
            OopsFrame frame;
            frame.symbol = match.captured(1);
            frame.offset = match.captured(2).toULongLong(); // klogd printed decimal
            frame.size = match.captured(3).toULongLong();
            mergeLocation(frame);
            m_klogdLocation = m_oops.location.symbol == frame.symbol;
            eipTail(match.captured(4));
        } else if (match = rip.match(text); match.hasMatch()) {
            m_sawRip = m_sawRip || text.startsWith(u"RIP");
            OopsFrame frame = parseSymbolOffset(match.captured(2), false).value_or(OopsFrame());
            frame.address = match.captured(1).toULongLong(nullptr, 16);
            mergeLocation(frame);
        } else if (match = symbolAt.match(text); match.hasMatch()) {
            m_sawPc = m_sawPc || text.startsWith(u"PC");
            m_sawEip = m_sawEip || text.startsWith(u"EIP");
            if (const auto frame = parseSymbolOffset(match.captured(1), false)) {
                // The kernel's own lookup beats klogd's guess from its System.map, which puts
                // module addresses in whatever symbol precedes them (`pg0+541114916/...`).
                if (m_klogdLocation) {
                    const std::optional<quint64> address = m_oops.location.address;
                    m_oops.location = *frame;
                    m_oops.location.address = address;
                    m_klogdLocation = false;
                } else {
                    mergeLocation(*frame);
                }
            }
        } else if (text.startsWith(u"pc : ") || text.startsWith(u"lr : ")) {
            // arm64's registers: `pc : __hwasan_check_x0+0x4/0x30` is where it faulted, `lr :`
            // the link register, which is no frame: the Call trace gives the callers.
            if (text.startsWith(u"pc")) {
                m_sawPc = true;
                if (const auto frame = parseSymbolOffset(QStringView(text).mid(5).trimmed(), false)) {
                    mergeLocation(*frame);
                }
            }
        } else if (match = nip.match(text); match.hasMatch()) {
            m_sawNip = true;
            OopsFrame frame = parseSymbolOffset(match.captured(2), false).value_or(OopsFrame());
            frame.address = match.captured(1).toULongLong(nullptr, 16);
            mergeLocation(frame);
        } else if (match = trailer.match(text); match.hasMatch()) {
            OopsFrame frame = parseSymbolOffset(match.captured(2), false).value_or(OopsFrame());
            if (match.hasCaptured(1)) {
                frame.address = match.captured(1).toULongLong(nullptr, 16);
            }
            mergeLocation(frame);
        } else if (match = ripSymbol.match(text); match.hasMatch() && !text.contains(u"EFLAGS")) {
            m_sawRip = m_sawRip || text.startsWith(u"RIP");
            m_sawEip = m_sawEip || text.startsWith(u"EIP");
            const QString rest = match.captured(1).trimmed();
            if (const auto frame = parseSymbolOffset(rest, false)) {
                mergeLocation(*frame);
            } else if (rest.startsWith(u"0x")) {
                // User space: `RIP: 0033:0x7f3a5c1d2e3f`, the registers of the system call
                // after the trace (a hung task's, a KASAN report's): where the program was,
                // not where the kernel faulted. Only a report with no other place keeps it.
                if (!m_oops.frames.isEmpty() || !m_rawFrames.isEmpty()) {
                    return true;
                }
                OopsFrame frame;
                frame.address = rest.mid(2).toULongLong(nullptr, 16);
                mergeLocation(frame);
            } else {
                return false;
            }
        } else {
            return false;
        }
        return true;
    }

    /// After `EIP: 0010:[<c0132503>]`: the taint, or (2.6) `EFLAGS: 00010246 CPU: 0`.
    void eipTail(const QString &tail)
    {
        static const QRegularExpression taint(u"(Not tainted|Tainted: [A-Z ]+?)(?:\\s+VLI)?\\s*$"_s);
        static const QRegularExpression eflags(u"EFLAGS: ([0-9a-f]+)(?:\\s+CPU: (\\d+))?"_s);
        if (const QRegularExpressionMatch match = taint.match(tail); match.hasMatch()) {
            m_oops.taint = match.captured(1).simplified();
        }
        if (const QRegularExpressionMatch match = eflags.match(tail); match.hasMatch()) {
            m_oops.registers.append({u"EFLAGS"_s, match.captured(1)});
            if (!match.captured(2).isEmpty()) {
                m_oops.cpu = match.captured(2).toInt();
            }
        }
    }

    /// `CPU:`, `Pid:`, `Process`, `Hardware name:` lines.
    bool identity(const QString &text)
    {
        static const QRegularExpression cpuLine(
            u"^CPU: (\\d+) (?:UID: \\d+ )?PID: (\\d+) Comm: (\\S+)(?:\\s+(Not tainted|Tainted: [A-Z]+(?: +[A-Z]+)*))?"
            u"(?:\\s+(\\d\\S*)(?:\\s+#.*)?)?\\s*$"_s);
        static const QRegularExpression pidLine(
            u"^Pid: (\\d+), comm:\\s+(\\S+)(?:\\s+(Not tainted|Tainted: [A-Z]+(?: +[A-Z]+)*))?(?:\\s+(\\d\\S*)(?:\\s+#.*)?)?\\s*$"_s);
        static const QRegularExpression cpuOnly(u"^CPU:\\s+(\\d+)\\s*$"_s);
        static const QRegularExpression process(u"^Process (\\S+) \\(pid: (\\d+),"_s);
        // 2.6 i386 adds the taint and the release: `EFLAGS: 00000247   Tainted: P   (2.6.7-mm7)`.
        static const QRegularExpression eflags(
            u"^EFLAGS: ([0-9a-f]+)\\s+(?:(Not tainted|Tainted: [A-Z]+(?: +[A-Z]+)*)\\s+)?\\((\\S+)(?: #\\d+)?\\)\\s*$"_s);
        // A hung task's `Not tainted 4.19.94-07984-g24ff99a0f713 #1` on a line of its own.
        static const QRegularExpression taintLine(u"^(Not tainted|Tainted: [A-Z]+(?: +[A-Z]+)*) +(\\d+\\.\\d+\\S*) #\\d+"_s);
        static const QRegularExpression sparcTask(u"^([\\w.-]+)\\((\\d+)\\): Oops\\b"_s);
        static const QRegularExpression leaker(u"^comm \"([^\"]*)\", pid (\\d+), jiffies"_s);
        static const QRegularExpression taskState(
            u"^(\\S+) +[RSDTtXZI] +(?:[0-9a-fA-F]{8,16} +)?\\d+ +(\\d+) "_s);
        QRegularExpressionMatch match;
        if (match = cpuLine.match(text); match.hasMatch()) {
            m_oops.cpu = match.captured(1).toInt();
            m_oops.pid = match.captured(2).toLongLong();
            m_oops.process = match.captured(3);
            setTaintAndVersion(match.captured(4), match.captured(5));
        } else if (match = pidLine.match(text); match.hasMatch()) {
            m_oops.pid = match.captured(1).toLongLong();
            m_oops.process = match.captured(2);
            setTaintAndVersion(match.captured(3), match.captured(4));
        } else if (match = cpuOnly.match(text); match.hasMatch()) {
            m_oops.cpu = match.captured(1).toInt();
        } else if (match = process.match(text); match.hasMatch()) {
            m_oops.process = match.captured(1);
            m_oops.pid = match.captured(2).toLongLong();
        } else if (match = eflags.match(text); match.hasMatch()) {
            m_oops.registers.append({u"EFLAGS"_s, match.captured(1)});
            setTaintAndVersion(match.captured(2), match.captured(3));
        } else if (match = taintLine.match(text); match.hasMatch()) {
            setTaintAndVersion(match.captured(1), match.captured(2));
        } else if (match = sparcTask.match(text); match.hasMatch()) {
            m_oops.process = match.captured(1);
            m_oops.pid = match.captured(2).toLongLong();
        } else if (match = leaker.match(text); match.hasMatch()) {
            m_oops.process = match.captured(1); // the task kmemleak says allocated the object
            m_oops.pid = match.captured(2).toLongLong();
        } else if (m_oops.process.isEmpty() && isTaskStateLine(text)
            && (match = taskState.match(text)).hasMatch()) {
            m_oops.process = match.captured(1); // the task sysrq-t dumped
            m_oops.pid = match.captured(2).toLongLong();
        } else if (text.startsWith(u"Hardware name:")) {
            m_oops.hardware = text.mid(14).trimmed();
        } else {
            return false;
        }
        return true;
    }

    void setTaintAndVersion(const QString &taint, const QString &version)
    {
        if (!taint.isEmpty()) {
            m_oops.taint = taint.simplified();
        }
        if (!version.isEmpty() && m_oops.kernelVersion.isEmpty()) {
            m_oops.kernelVersion = version;
        }
    }

    /// `Stack:`, `Call Trace:`, `Modules linked in:`, `printing eip:` open a section.
    bool sections(const QString &text)
    {
        // lockdep: where a lock was taken (`... is trying to release lock (...) at:`, the held
        // locks `#0: (&mm->mmap_sem){++++}, at: [<...>] ...`, the chain `-> #1 (...):`, 4.x's
        // lock on a line of its own: ` (rtnl_mutex){+.+.}, at: [<...>] rtnl_lock+0x17/0x20`) is
        // no part of the backtrace, which `stack backtrace:` opens.
        static const QRegularExpression lockSite(
            u"^(?:\\S+/\\d+ is trying to (?:release|acquire) lock .* at:$|#\\d+: |-> #\\d+ "
            u"|\\(\\S.*\\)\\{[^}]*\\}, at: )"_s);
        if (lockSite.match(text).hasMatch()) {
            m_section = Section::LockSite;
            return true;
        }
        if (text == u"stack backtrace:") {
            m_section = Section::Trace;
            m_sawTraceHeader = true;
            return true;
        }
        static constexpr QStringView otherStacks[] = { u"Allocated by task ", u"Freed by task ",
            u"Last potentially related work creation:",
            u"Second to last potentially related work creation:", u"Uninit was created at:",
            u"Uninit was stored to memory at:", u"page last allocated ", u"page last free " };
        if (std::any_of(std::begin(otherStacks), std::end(otherStacks),
                [&text](QStringView start) { return text.startsWith(start); })) {
            m_section = Section::OtherStack;
            m_oops.otherStacks.append({ text, {} });
            return true;
        }
        if (text.startsWith(u"Stack:")) {
            m_section = Section::Stack;
            stackWords(text.mid(6));
        } else if (text.startsWith(u"Call Trace:") || text.startsWith(u"Call trace:")
            || text.startsWith(u"Backtrace:") || text.startsWith(u"backtrace")) {
            m_section = Section::Trace;
            m_sawTraceHeader = true;
            m_context.clear();
            traceLine(text.mid(text.indexOf(u':') + 1));
        } else if (text.startsWith(u"Modules linked in:")) {
            m_section = Section::Modules;
            modules(text.mid(18));
        } else if (text.startsWith(u"printing eip:")) {
            m_printingEip = true;
        } else {
            return false;
        }
        return true;
    }

    void modules(const QString &text)
    {
        static const QRegularExpression lastUnloaded(u"\\[last unloaded: ([^\\]]*)\\]"_s);
        QString list = text;
        if (const QRegularExpressionMatch match = lastUnloaded.match(list); match.hasMatch()) {
            m_oops.notes.append(u"last unloaded: "_s + match.captured(1));
            list.remove(match.capturedStart(), match.capturedLength());
        }
        for (QStringView name : QStringView(list).split(u' ', Qt::SkipEmptyParts)) {
            const qsizetype flags = name.indexOf(u'(');
            m_oops.modules.append((flags > 0 ? name.left(flags) : name).toString());
        }
    }

    bool stackWords(const QString &text)
    {
        const QList<QStringView> words = QStringView(text).split(u' ', Qt::SkipEmptyParts);
        bool any = false;
        for (QStringView word : words) {
            if (word.startsWith(u'<')) {
                continue; // `<EOI>` in 2.6 x86-64 stack dumps
            }
            bool ok = false;
            const quint64 value = word.toULongLong(&ok, 16);
            if (!ok || (word.size() != 8 && word.size() != 16)) {
                return any;
            }
            m_oops.stack.push_back(value);
            any = true;
        }
        return any || words.isEmpty();
    }

    /// Frames and stack markers of one trace line; false when it held none.
    bool traceLine(const QString &text)
    {
        QList<OopsFrame> &frames = m_section == Section::OtherStack && !m_oops.otherStacks.isEmpty()
            ? m_oops.otherStacks.last().frames
            : m_rawFrames;
        // 32-bit ARM: `[<c0aa1e60>] (__schedule) from [<c0aa2100>] (schedule+0x98/0xc4)`, each
        // line a function and its caller, the caller with the offset it returns to.
        static const QRegularExpression armFrom(
            u"^\\[<([0-9a-f]{8,16})>\\] \\(([\\w.$]+)(?:\\+0x[0-9a-f]+/0x[0-9a-f]+)?(?: \\[[\\w-]+\\])?\\) from "
            u"\\[<([0-9a-f]{8,16})>\\] \\(([\\w.$]+)(?:\\+0x([0-9a-f]+)/0x([0-9a-f]+))?(?: \\[([\\w-]+)\\])?\\)"_s);
        if (text.startsWith(u"[<") && text.contains(u") from [<")) {
            if (const QRegularExpressionMatch match = armFrom.match(text); match.hasMatch()) {
                const quint64 pc = match.captured(1).toULongLong(nullptr, 16);
                if (frames.isEmpty() || frames.constLast().address != pc) {
                    OopsFrame callee;
                    callee.address = pc;
                    callee.symbol = match.captured(2);
                    callee.context = m_context;
                    frames.append(callee);
                }
                OopsFrame caller;
                caller.address = match.captured(3).toULongLong(nullptr, 16);
                caller.symbol = match.captured(4);
                caller.offset = match.captured(5).toULongLong(nullptr, 16);
                caller.size = match.captured(6).toULongLong(nullptr, 16);
                caller.module = match.captured(7);
                caller.context = m_context;
                frames.append(caller);
                m_sawSymbolFrames = true;
                return true;
            }
        }
        // powerpc: `[c000000049a87710] [c0000000000286fc] __switch_to+0x43c/0x6d0`, the stack
        // pointer, then the return address and its function (`0xc000...` alone: unresolved;
        // `(unreliable)`: the first, stale, entry).
        static const QRegularExpression powerpc(
            u"^\\[([0-9a-f]{8,16})\\] \\[([0-9a-f]{8,16})\\] (?:([\\w.$]+)\\+0x([0-9a-f]+)/0x([0-9a-f]+)"
            u"(?: \\[([\\w-]+)\\])?|0x[0-9a-f]+)( \\(unreliable\\))?\\s*$"_s);
        if (text.startsWith(u'[') && !text.startsWith(u"[<")) {
            if (const QRegularExpressionMatch match = powerpc.match(text); match.hasMatch()) {
                OopsFrame frame;
                frame.address = match.captured(2).toULongLong(nullptr, 16);
                frame.symbol = match.captured(3);
                frame.offset = match.captured(4).toULongLong(nullptr, 16);
                frame.size = match.captured(5).toULongLong(nullptr, 16);
                frame.module = match.captured(6);
                frame.reliable = !match.hasCaptured(7);
                frame.context = m_context;
                frames.append(frame);
                m_sawSymbolFrames = m_sawSymbolFrames || !frame.symbol.isEmpty();
                return true;
            }
        }
        static const QRegularExpression token(
            u"(<<EOE>>|</?(?:IRQ|NMI|TASK|EOI|#DF|#MC|DB|SOFTIRQ)>)"
            u"|\\[<([0-9a-f]{8,16})>\\](?:\\s+(\\?\\s+)?(?::([\\w-]+):)?([\\w.$]+)\\+0x([0-9a-f]+)(?:/0x([0-9a-f]+))?"
            u"(?:\\s+\\[([\\w-]+)[^\\]]*\\])?)?"
            u"|\\[([\\w.$]+)\\+(\\d+)/(\\d+)\\]"
            u"|(?:^|\\s)(\\?\\s+)?([\\w.$]+)\\+0x([0-9a-f]+)(?:/0x([0-9a-f]+))?(?:\\s+\\[([\\w-]+)[^\\]]*\\])?"
            u"|^(\\?\\s+)?([\\w.$]+) \\(([\\w./+-]+:\\d+)[^)]*\\)(?:\\s+(\\w+))?\\s*$"
            // syzbot's symbolized frames, inlined ones too: `__dump_stack lib/dump_stack.c:77 [inline]`
            u"|^(\\?\\s+)?([\\w.$]+) ([\\w./+-]+\\.[chS]:\\d+)( \\[inline\\])?\\s*$"
            // sparc64's `Caller[000000000049b7ec]`
            u"|^Caller\\[([0-9a-f]{8,16})\\]"_s);
        bool any = false;
        QRegularExpressionMatchIterator it = token.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            any = true;
            if (match.hasCaptured(1)) {
                marker(match.captured(1));
                continue;
            }
            OopsFrame frame;
            frame.context = m_context;
            if (match.hasCaptured(2)) {
                frame.address = match.captured(2).toULongLong(nullptr, 16);
                frame.reliable = !match.hasCaptured(3);
                frame.symbol = match.captured(5);
                frame.offset = match.captured(6).toULongLong(nullptr, 16);
                frame.size = match.captured(7).toULongLong(nullptr, 16);
                // `:dvb_core:dvb_unregister_frontend+0xb5/0x100` on 2.6.2x x86_64
                frame.module = match.hasCaptured(4) ? match.captured(4) : match.captured(8);
                m_sawBareAddresses = m_sawBareAddresses || frame.symbol.isEmpty();
                m_sawSymbolFrames = m_sawSymbolFrames || !frame.symbol.isEmpty();
            } else if (match.hasCaptured(9)) {
                frame.symbol = match.captured(9); // klogd: decimal offset/size
                frame.offset = match.captured(10).toULongLong();
                frame.size = match.captured(11).toULongLong();
            } else if (match.hasCaptured(13)) {
                frame.reliable = !match.hasCaptured(12);
                frame.symbol = match.captured(13);
                frame.offset = match.captured(14).toULongLong(nullptr, 16);
                frame.size = match.captured(15).toULongLong(nullptr, 16);
                frame.module = match.captured(16);
                m_sawSymbolFrames = true;
            } else if (match.hasCaptured(18)) {
                frame.reliable = !match.hasCaptured(17);
                frame.symbol = match.captured(18);
                frame.sourceLine = match.captured(19);
                frame.module = match.captured(20);
                m_sawSymbolFrames = true;
            } else if (match.hasCaptured(22)) {
                frame.reliable = !match.hasCaptured(21);
                frame.symbol = match.captured(22);
                frame.sourceLine = match.captured(23);
                frame.inlined = match.hasCaptured(24);
                m_sawSymbolFrames = true;
            } else {
                frame.address = match.captured(25).toULongLong(nullptr, 16);
                m_sawBareAddresses = true;
            }
            frames.append(frame);
        }
        return any;
    }

    void marker(const QString &marker)
    {
        if (marker.startsWith(u"</") || marker == u"<EOI>" || marker == u"<<EOE>>") {
            m_context.clear();
        } else {
            m_context = marker.mid(1, marker.size() - 2);
        }
    }

    /// Register pairs; true when the whole line was registers.
    bool registers(const QString &text)
    {
        static const QRegularExpression line(
            u"^(?:([0-9a-f]{8,16})\\s+)?((?:[A-Za-z][A-Za-z0-9_]{1,7} ?:\\s*(?:[0-9a-f]{4}:)?[0-9a-fA-F]{4,16}"
            u"(?:\\([0-9a-f]{4}\\))?\\s*)*)(?:([A-Za-z][A-Za-z0-9_]{1,7}) ?:)?\\s*$"_s);
        static const QRegularExpression pair(
            u"([A-Za-z][A-Za-z0-9_]{1,7}) ?:\\s*(?:[0-9a-f]{4}:)?([0-9a-fA-F]{4,16})"_s);
        const QRegularExpressionMatch match = line.match(text);
        if (!match.hasMatch() || (match.captured(2).isEmpty() && !match.hasCaptured(1))) {
            return false;
        }
        if (match.hasCaptured(1)) {
            if (m_danglingRegister.isEmpty()) {
                return false;
            }
            m_oops.registers.append({m_danglingRegister, match.captured(1)});
        }
        QRegularExpressionMatchIterator it = pair.globalMatch(match.captured(2));
        while (it.hasNext()) {
            const QRegularExpressionMatch next = it.next();
            m_oops.registers.append({next.captured(1), next.captured(2)});
            m_lowercaseRegisters = m_lowercaseRegisters || next.captured(1) == u"eax";
        }
        m_danglingRegister = match.captured(3);
        return true;
    }

    QString layout() const
    {
        const QString kind = oopsKindName(m_oops.kind);
        if (m_ksymoops) {
            return kind;
        }
        QString arch;
        if (m_sawRip) {
            arch = u"x86-64"_s;
        } else if (m_sawEip) {
            arch = (m_lowercaseRegisters || m_sawBareAddresses) && !m_sawSymbolFrames
                ? u"raw 2.4"_s
                : u"i386"_s;
        } else if (m_sawPc) {
            arch = u"arm"_s;
        } else if (m_sawNip) {
            arch = u"powerpc"_s;
        }
        return arch.isEmpty() ? kind : arch + u' ' + kind;
    }

    void check()
    {
        if (!m_oops.location.address && !m_oops.location.isResolved() && m_oops.frames.isEmpty()
            && !isTracelessReport(m_oops.headline)) { // those print none
            m_diagnostics.append({Diagnostic::Severity::Warning, m_firstLine,
                                  tr("no faulting address and no call trace could be read")});
        }
        // A hung task or an allocation failure prints a bare dump_stack(): no Code: line to miss.
        const bool stackDump = !m_oops.headline.isEmpty()
            && readKernelEventMessage(m_oops.headline).has_value()
            && !m_oops.headline.contains(u"soft lockup");
        if (!m_ksymoops && !m_sawCode && !m_sawTrailer && !stackDump
            && !isTracelessReport(m_oops.headline)) {
            note(m_lastLine, tr("the report ends before its Code: line or end-of-trace marker; "
                                "it may have been cut short"));
        }
        const int listed = int(m_oops.ksymoopsWarnings.size());
        const int issued = std::max(m_oops.warningsIssued, 0) + std::max(m_oops.errorsIssued, 0);
        if (m_oops.warningsIssued >= 0 && listed != issued) {
            note(m_lastLine, tr("ksymoops counted %1 warnings and errors; %2 are in the text")
                                 .arg(issued)
                                 .arg(listed));
        }
    }

    int m_syslogYear = 2000;
    OopsLine m_opening; // the report's first line: its caller id marks the report's own lines
    Oops m_oops;
    Diagnostics m_diagnostics;
    Section m_section = Section::None;
    bool m_klogdLocation = false; // the location's symbol is klogd's `[sym+dec/dec]` guess
    QList<OopsFrame> m_rawFrames; // from `Call Trace:`
    QList<OopsFrame> m_decodedFrames; // from ksymoops' `Trace;`
    OopsFrame m_pendingCode; // the `Code;` line waiting for its instruction
    QString m_context; // current stack marker inside a Call Trace
    QString m_danglingRegister; // a register name that ended the previous line
    int m_line = 0;
    int m_firstLine = 0;
    int m_lastLine = 0;
    bool m_ksymoops = false;
    bool m_sawCode = false;
    bool m_sawTrailer = false;
    bool m_sawTraceHeader = false;
    bool m_printingEip = false;
    bool m_sawEip = false;
    bool m_sawRip = false;
    bool m_sawPc = false;
    bool m_sawNip = false;
    bool m_lowercaseRegisters = false;
    bool m_sawBareAddresses = false;
    bool m_sawSymbolFrames = false;
};

} // namespace

static std::optional<BlockExtent> detectBlock(const QList<CleanLine> &lines, qsizetype start)
{
    if (start >= lines.size() || lines.at(start).isBlank()) {
        return std::nullopt;
    }
    const Walk found = walk(lines, start);
    if (found.faultInjection) {
        return BlockExtent::none(start, found.end); // information, not a report
    }
    if (!found.structural && !found.traceless && !found.stampedHeader) {
        return std::nullopt; // a `BUG:` or `WARNING:` in prose, with nothing of a report after it
    }
    if (!found.structural && !found.traceless && isInEventRun(lines, start, found.end)) {
        return std::nullopt; // one of a run of event messages: the events parser's
    }
    return BlockExtent{start, found.end, found.ksymoops ? 100 : 90};
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    Q_UNUSED(context); // a report is a few dozen lines
    ParseResult result;
    if (block.lines.isEmpty()) {
        return result;
    }
    const int syslogYear = syslogYearOf(block.message);
    Builder builder(syslogYear);
    // Stamped lines that mail wrapped are read whole.
    const auto firstLine = std::find_if(block.lines.cbegin(), block.lines.cend(),
        [](const CleanLine &line) { return !line.isBlank(); });
    const bool stampedReport = firstLine != block.lines.cend() && isStamped(*firstLine);
    QList<CleanLine> lines;
    Diagnostics rejoined;
    for (qsizetype i = 0; i < block.lines.size(); ++i) {
        if (stampedReport && !lines.isEmpty() && isWrappedStampedLine(block.lines, i)) {
            QString &above = lines.last().text;
            while (!above.isEmpty() && above.back().isSpace()) {
                above.chop(1); // the blank mail left where it wrapped
            }
            above += u' ' + block.lines.at(i).text.trimmed();
            rejoined.append({ Diagnostic::Severity::Note, block.lines.at(i).physicalLine,
                Builder::tr("line wrapped by mail rejoined with line %1")
                    .arg(lines.last().physicalLine) });
        } else {
            lines.append(block.lines.at(i));
        }
    }
    for (const CleanLine &line : std::as_const(lines)) {
        builder.take(line);
    }
    result.captures.append(builder.finish());
    result.captures.last().diagnostics.append(rejoined);
    // A report opened by a kernel event (a soft lockup, an allocation failure) is that event too:
    // the events rules see it in an Events capture of the same lines.
    const auto opener = std::find_if(
        lines.cbegin(), lines.cend(), [](const CleanLine &line) { return !line.isBlank(); });
    if (opener != lines.cend()) {
        if (auto event = readKernelEventLine(*opener, syslogYear)) {
            // The report says more of the task than its first line (`Pid: 5151, comm: ...`).
            const Oops *oops = result.captures.constFirst().oops();
            if (event->pid < 0 && oops && oops->pid >= 0
                && (event->process.isEmpty() || event->process == oops->process)) {
                event->pid = oops->pid;
                event->process = oops->process;
            }
            Capture events;
            events.kind = CaptureKind::Events;
            events.layout = u"oops"_s;
            events.payload = EventLog{{std::move(*event)}};
            result.captures.append(std::move(events));
        }
    }
    return result;
}

LogParser oopsParser()
{
    return LogParser(u"oops"_s, CaptureKind::Oops, &detectBlock, &parseBlock,
        { u"Call Trace:"_s, u">>EIP;"_s, u"Trace;"_s, u"Code;"_s });
}

} // namespace vmscope
