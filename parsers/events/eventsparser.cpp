// SPDX-License-Identifier: GPL-2.0-or-later
//
// Kernel log messages pasted into threads, usually straight from syslog (seed 002, LKML
// Sep 2001, "2.4.10pre13 kswapd"):
//
//   Sep 21 12:48:10 catdog1 kernel: __alloc_pages: 3-order allocation failed
//   (gfp=0x20/0) from c012e1e2
//   Sep 21 12:48:10 catdog1 kernel: __alloc_pages: 2-order allocation failed
//
// or from dmesg:
//
//   [26825.855448] INFO: task kworker/2:1:5747 blocked for more than 120 seconds.
//   [26825.866477] "echo 0 > /proc/sys/kernel/hung_task_timeout_secs" disables this message.
//
// Tolerated: a message that mail wrapped onto a second line (joined when the rest reads more
// of the event, or when its first line was long enough to wrap), the lines the kernel prints
// beside events (`Tainted:`, `oom_reaper:`, `N callbacks suppressed`), and one unreadable line
// between two messages (a diagnostic). A blank line, a change of quote depth or two lines that
// are no messages end the run; so does a message that opens a crash report (OopsParser's).
#include "parsers/events/eventsparser.h"

#include "parsers/events/kerneleventline.h"
#include "parsers/oops/oopsline.h"
#include "parsers/oops/oopsparser.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Lines that are no messages a run may hold between two messages.
constexpr int maximumGap = 1;
/// A mail-wrapped remainder is short; a longer line is a message of its own or prose.
constexpr qsizetype longestContinuation = 200;
/// A line this long may have been wrapped by mail (72 columns, with some slack).
constexpr qsizetype wrappableLength = 60;

/// Count of what a reading of an event filled in, to tell whether a wrapped remainder added any.
int fieldsRead(const KernelEvent &event)
{
    return int(!event.gfpMode.isEmpty()) + int(event.pid >= 0) + int(!event.process.isEmpty())
        + int(event.stuckSeconds >= 0) + int(event.cpu >= 0) + int(event.order >= 0);
}

enum class Continuation {
    None,
    Completes, // joined, the event reads more fields: the remainder of a wrapped message
    Wraps, // the event's line was long enough to wrap: joined only between two messages
};

/// Whether `line` is the rest of `event`'s message, whose line was `previousLength` long.
Continuation continuationOf(
    const KernelEvent &event, qsizetype previousLength, const CleanLine &line)
{
    // Mail wraps words, not bytes: a remainder is plain printable ASCII.
    const auto printable = [](QChar c) { return c.unicode() >= 0x20 && c.unicode() < 0x7f; };
    if (line.text.size() > longestContinuation || line.has(CleanLine::ControlStripped)
        || !std::all_of(line.text.cbegin(), line.text.cend(), printable)) {
        return Continuation::None;
    }
    const OopsLine read = OopsLine::read(line.text);
    if (!read.timestamp.isEmpty() || read.text.isEmpty()) {
        return Continuation::None; // a line of its own
    }
    const auto joined = readKernelEventMessage(event.text + u' ' + read.text);
    if (joined && joined->type == event.type && fieldsRead(*joined) > fieldsRead(event)) {
        return Continuation::Completes;
    }
    return previousLength >= wrappableLength ? Continuation::Wraps : Continuation::None;
}

/// A message that opens a crash report belongs to the oops parser: it parses the report and
/// reports the event with it.
bool opensCrashReport(const QList<CleanLine> &lines, qsizetype i)
{
    const std::optional<BlockExtent> extent = oopsParser().detect(lines, i);
    return extent && extent->isBlock();
}

qsizetype runEnd(const QList<CleanLine> &lines, qsizetype start, KernelEvent last)
{
    const int depth = lines.at(start).quoteDepth;
    qsizetype end = start + 1;
    qsizetype lastLength = lines.at(start).text.size();
    bool lastCompleted = false;
    int gap = 0;
    for (qsizetype i = start + 1; i < lines.size(); ++i) {
        const CleanLine &line = lines.at(i);
        if (!atQuoteDepth(lines, i, depth) || line.isBlank()) {
            break;
        }
        if (line.text.size() > maximumOopsLineLength) {
            if (++gap > maximumGap) {
                break;
            }
            continue;
        }
        const OopsLine read = OopsLine::read(line.text);
        if (auto event = readKernelEventMessage(read.text)) {
            if (opensCrashReport(lines, i)) {
                break;
            }
            last = *event;
            lastLength = line.text.size();
            lastCompleted = false;
            end = i + 1;
            gap = 0;
            continue;
        }
        if (mentionsKernelEvent(read.text) || isKernelEventCompanion(read.text)) {
            end = i + 1;
            gap = 0;
            continue;
        }
        if (gap == 0 && !lastCompleted
            && continuationOf(last, lastLength, line) == Continuation::Completes) {
            lastCompleted = true;
            end = i + 1;
            continue;
        }
        if (++gap > maximumGap) {
            break;
        }
    }
    return end;
}

/// Reads the lines of one run into events, with a diagnostic for each line it could not read.
class RunReader
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::EventsParser)

public:
    explicit RunReader(int syslogYear)
        : m_year(syslogYear)
    {
    }

    void take(const CleanLine &line)
    {
        if (line.isBlank()) {
            return;
        }
        if (line.text.size() > maximumOopsLineLength) {
            warn(line,
                tr("line of %1 characters is too long for a kernel log message; skipped")
                    .arg(line.text.size()));
            return;
        }
        if (std::optional<KernelEvent> event = readKernelEventLine(line, m_year)) {
            addEvent(std::move(*event), line.text.size());
            return;
        }
        const OopsLine read = OopsLine::read(line.text);
        if (isKernelEventCompanion(read.text)) {
            return;
        }
        if (mentionsKernelEvent(read.text)) {
            warn(line,
                tr("kernel message names an event but is cut off or garbled: '%1'")
                    .arg(read.text.left(80)));
            return;
        }
        if (!m_log.events.isEmpty() && !m_continued
            && continuationOf(m_log.events.constLast(), m_lastLength, line) != Continuation::None) {
            join(read.text);
            return;
        }
        warn(line, tr("line between kernel log messages could not be read; skipped"));
    }

    [[nodiscard]] EventLog takeLog() { return std::move(m_log); }
    [[nodiscard]] Diagnostics takeDiagnostics() { return std::move(m_diagnostics); }

private:
    void addEvent(KernelEvent event, qsizetype length)
    {
        m_continued = false;
        m_lastLength = length;
        // 3.x-4.x print `Out of memory: Kill process N (foo) score ...` and then `Killed process
        // N (foo) total-vm:...`: one kill, said twice.
        if (!m_log.events.isEmpty() && event.type == KernelEvent::Type::OomKill
            && event.text.startsWith(u"Killed process")) {
            const KernelEvent &previous = m_log.events.constLast();
            if (previous.type == KernelEvent::Type::OomKill && previous.pid == event.pid) {
                return;
            }
        }
        m_log.events.append(std::move(event));
    }

    void join(const QString &rest)
    {
        KernelEvent &event = m_log.events.last();
        if (auto joined = readKernelEventMessage(event.text + u' ' + rest)) {
            joined->line = event.line;
            joined->seconds = event.seconds;
            joined->wallClock = event.wallClock;
            joined->yearAssumed = event.yearAssumed;
            event = std::move(*joined);
        }
        m_continued = true;
    }

    void warn(const CleanLine &line, const QString &message)
    {
        m_diagnostics.append({ Diagnostic::Severity::Warning, line.physicalLine, message });
    }

    int m_year = 2000;
    EventLog m_log;
    Diagnostics m_diagnostics;
    qsizetype m_lastLength = 0;
    bool m_continued = false; // the last event has taken its wrapped remainder
};

QString layoutOf(const EventLog &log)
{
    if (log.events.isEmpty()) {
        return {};
    }
    const KernelEvent &first = log.events.constFirst();
    if (first.wallClock.isValid()) {
        return first.seconds ? u"syslog+dmesg"_s : u"syslog"_s;
    }
    return first.seconds ? u"dmesg"_s : u"plain"_s;
}

} // namespace

static std::optional<BlockExtent> detectBlock(
    const QList<CleanLine> &lines, qsizetype start)
{
    if (start >= lines.size() || lines.at(start).isBlank()) {
        return std::nullopt;
    }
    const OopsLine read = OopsLine::read(lines.at(start).text);
    const std::optional<KernelEvent> event = readKernelEventMessage(read.text);
    if (!event || opensCrashReport(lines, start)) {
        return std::nullopt;
    }
    return BlockExtent { start, runEnd(lines, start, *event), 95 };
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    RunReader reader(syslogYearOf(block.message));
    qsizetype done = 0;
    for (const CleanLine &line : block.lines) {
        if (++done % 1000 == 0 && context.cancelled()) {
            break;
        }
        reader.take(line);
    }
    EventLog log = reader.takeLog();
    const QString layout = layoutOf(log);
    return ParseResult::one(
        CaptureKind::Events, layout, std::move(log), reader.takeDiagnostics());
}

LogParser eventsParser()
{
    return LogParser(u"events"_s, CaptureKind::Events, &detectBlock, &parseBlock);
}

} // namespace vmscope
