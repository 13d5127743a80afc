// SPDX-License-Identifier: GPL-2.0-or-later
// Kernel log messages that report trouble, by kernel era:
//
//   __alloc_pages: 3-order allocation failed (gfp=0x20/0) from c012e1e2       2.4
//   kswapd0: page allocation failure. order:3, mode:0x20                       2.6
//   mmap-read: page allocation stalls for 10005ms, order:0, mode:0x14201ca(...) 4.9-4.14
//   swapper/0: page allocation failure: order:0, mode:0x204020(GFP_ATOMIC|__GFP_COMP)   4.6+
//   VM: killing process rsync                                                  2.4
//   Out of Memory: Killed process 1234 (java).                                 2.4 late, 2.6
//   Out of memory: Kill process 27438 (R) score 31 or sacrifice child          3.x-4.x
//   Killed process 27438 (R) total-vm:38349780kB, anon-rss:1041924kB, ...     3.x-4.x
//   Out of memory: Killed process 15784 (python3) total-vm:11964kB, ...       5.x
//   swapper invoked oom-killer: gfp_mask=0x80d1, order=0, oomkilladj=0         2.6.2x+
//   INFO: task kworker/1:2:10762 blocked for more than 120 seconds.            2.6.2x+
//   BUG: soft lockup detected on CPU#0!                                        2.6.1x
//   BUG: soft lockup - CPU#13 stuck for 22s! [kswapd1:149]                     2.6.2x+
//   watchdog: BUG: soft lockup - CPU#2 stuck for 22s! [chia_plot:29632]        4.x+
#include "parsers/events/kerneleventline.h"

#include "parsers/oops/oopsline.h"
#include "parsers/common/timestampline.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

using Type = KernelEvent::Type;

std::optional<KernelEvent> allocationFailure(const QString &text)
{
    static const QRegularExpression old(
        uR"(^__alloc_pages: (\d+)-order allocation failed(?:\s*\(gfp=(0x[0-9a-f]+)/\d+\))?)"_s);
    // The mode as printed, flag names included: `0x204020(GFP_ATOMIC|__GFP_COMP)`.
    static const QRegularExpression warn(
        uR"(^(?:(.+?): )?page allocation failure[.:] order:(\d+),?(?: mode:(0x[0-9a-f]+(?:\([^)]*\))?))?)"_s);
    KernelEvent event;
    if (const auto m = old.match(text); m.hasMatch()) {
        event.order = m.capturedView(1).toInt();
        event.gfpMode = m.captured(2);
    } else if (const auto m = warn.match(text); m.hasMatch()) {
        event.process = m.captured(1);
        event.order = m.capturedView(2).toInt();
        event.gfpMode = m.captured(3);
    } else {
        return std::nullopt;
    }
    return event;
}

std::optional<KernelEvent> allocationStall(const QString &text)
{
    static const QRegularExpression stalls(
        uR"(^(?:(.+?): )?page allocation stalls for (\d+)ms, order:(\d+)(?:, mode:(0x[0-9a-f]+(?:\([^)]*\))?))?)"_s);
    const auto m = stalls.match(text);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    KernelEvent event;
    event.type = Type::AllocationStall;
    event.process = m.captured(1);
    event.stuckSeconds = int(m.capturedView(2).toLongLong() / 1000);
    event.order = m.capturedView(3).toInt();
    event.gfpMode = m.captured(4);
    return event;
}

std::optional<KernelEvent> oomKillerInvoked(const QString &text)
{
    static const QRegularExpression invoked(
        uR"(^(?:(.+?) invoked )?oom-killer:(?:\s*$| gfp_mask=(0x[0-9a-f]+(?:\([^)]*\))?),\s*(?:nodemask=[^,]*,\s*)?order=(-?\d+)))"_s);
    const auto m = invoked.match(text);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    KernelEvent event;
    event.type = Type::OomKillerInvoked;
    event.process = m.captured(1);
    event.gfpMode = m.captured(2);
    // Mail may have wrapped the line after `oom-killer:`: its mask and order follow.
    event.order = m.hasCaptured(3) ? m.capturedView(3).toInt() : -1;
    return event;
}

std::optional<KernelEvent> oomKill(const QString &text)
{
    // `Killed process 11726, UID 498, (mysqld)`: RHEL 6 puts the uid between pid and name. The
    // name ends at a `)` before a blank, for systemd-resolved's is `(resolved)`.
    static const QRegularExpression killed(
        uR"(^(?:(?:Memory cgroup )?Out of [Mm]emory(?: \([\w ]+\))?: )?Kill(?:ed)? process (\d+)(?:, UID \d+,)? \((.*?)\)(?=[\s.,]|$))"_s);
    static const QRegularExpression vm(uR"(^VM: killing process (\S+))"_s);
    KernelEvent event;
    event.type = Type::OomKill;
    if (const auto m = killed.match(text); m.hasMatch()) {
        event.pid = m.capturedView(1).toLongLong();
        event.process = m.captured(2);
    } else if (const auto m = vm.match(text); m.hasMatch()) {
        event.process = m.captured(1);
    } else {
        return std::nullopt;
    }
    return event;
}

std::optional<KernelEvent> hungTask(const QString &text)
{
    // Greedy: comm may hold colons (`kworker/1:2`); the pid is the last `:N` before `blocked`.
    static const QRegularExpression blocked(
        uR"(^INFO: task (.+):(\d+) blocked for more than (\d+) seconds)"_s);
    const auto m = blocked.match(text);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    KernelEvent event;
    event.type = Type::HungTask;
    event.process = m.captured(1);
    event.pid = m.capturedView(2).toLongLong();
    event.stuckSeconds = m.capturedView(3).toInt();
    return event;
}

std::optional<KernelEvent> softLockup(const QString &text)
{
    static const QRegularExpression stuck(
        uR"(^(?:(?:NMI )?watchdog: )?BUG: soft lockup(?: - CPU#(\d+) stuck for (\d+)s!(?: \[(.+):(\d+)\])?| detected on CPU#(\d+)!))"_s);
    const auto m = stuck.match(text);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    KernelEvent event;
    event.type = Type::SoftLockup;
    event.cpu = (m.hasCaptured(1) ? m.capturedView(1) : m.capturedView(5)).toInt();
    if (m.hasCaptured(2)) {
        event.stuckSeconds = m.capturedView(2).toInt();
    }
    if (m.hasCaptured(3)) {
        event.process = m.captured(3);
        event.pid = m.capturedView(4).toLongLong();
    }
    return event;
}

bool containsAny(const QString &text, std::initializer_list<QStringView> needles)
{
    for (QStringView needle : needles) {
        if (text.contains(needle)) {
            return true;
        }
    }
    return false;
}

} // namespace

std::optional<KernelEvent> readKernelEventMessage(const QString &message)
{
    if (message.size() > maximumOopsLineLength || !mentionsKernelEvent(message)) {
        return std::nullopt;
    }
    for (const auto read :
        { allocationFailure, allocationStall, oomKillerInvoked, oomKill, hungTask, softLockup }) {
        if (std::optional<KernelEvent> event = read(message)) {
            event->text = message;
            return event;
        }
    }
    return std::nullopt;
}

std::optional<KernelEvent> readKernelEventLine(const CleanLine &line, int syslogYear)
{
    const OopsLine read = OopsLine::read(line.text);
    std::optional<KernelEvent> event = readKernelEventMessage(read.text);
    if (!event) {
        return std::nullopt;
    }
    event->line = line.physicalLine;
    event->seconds = read.secondsSinceBoot;
    if (const auto stamp = readLogStamp(read.timestamp, syslogYear)) {
        event->wallClock = stamp->wallClock;
        event->yearAssumed = stamp->yearAssumed;
    }
    return event;
}

bool mentionsKernelEvent(const QString &message)
{
    return containsAny(message,
        { u"__alloc_pages:", u"allocation failed", u"page allocation failure",
            u"page allocation stalls for", u"oom-killer",
            u"ut of memory", u"ut of Memory", u"Killed process", u"Kill process",
            u"VM: killing process", u"blocked for more than", u"soft lockup" });
}

bool isKernelEventCompanion(const QString &message)
{
    static const QRegularExpression suppressed(
        uR"(^(?:\S+: )?\d+ (?:callbacks|messages) suppressed)"_s);
    static const QRegularExpression cpuset(uR"(^\S+ cpuset=\S+ mems_allowed=)"_s);
    return message.startsWith(u"\"echo 0 > /proc/sys/kernel/hung_task_timeout_secs\"")
        || message.startsWith(u"oom_reaper: ") || message.startsWith(u"Tainted: ")
        || message.startsWith(u"Not tainted ") || message.startsWith(u"oom-kill:constraint=")
        || message.contains(u"message repeated ") || suppressed.match(message).hasMatch()
        || cpuset.match(message).hasMatch();
}

int syslogYearOf(const MessageInfo &message)
{
    const QDateTime date = QDateTime::fromString(message.date.simplified(), Qt::RFC2822Date);
    return date.isValid() ? date.date().year() : 2000;
}

} // namespace vmscope
