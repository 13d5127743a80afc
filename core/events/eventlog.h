// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace vmscope {

/// One kernel log message that reports trouble, as the kernel printed it.
struct KernelEvent
{
    enum class Type {
        AllocationFailure, // `__alloc_pages: 3-order allocation failed`, `page allocation failure`
        OomKillerInvoked, // `foo invoked oom-killer: gfp_mask=0x...`, 2.6's `oom-killer: gfp_mask=`
        OomKill, // `Out of memory: Killed process 1234 (foo)`, 2.4's `VM: killing process foo`
        HungTask, // `INFO: task foo:1234 blocked for more than 120 seconds.`
        SoftLockup, // `BUG: soft lockup - CPU#1 stuck for 22s! [foo:1234]`
        AllocationStall, // 4.9-4.14's `foo: page allocation stalls for 10005ms, order:0, mode:0x...`
    };

    Type type = Type::AllocationFailure;
    int line = 0; // physical line of the message
    std::optional<double> seconds; // dmesg `[   12.345678]`: since boot
    QDateTime wallClock; // syslog or ISO stamp, in UTC; invalid when none was printed
    bool yearAssumed = false; // syslog prints no year: wallClock's year is a guess
    QString process; // comm, empty when not printed
    qint64 pid = -1;
    int order = -1; // allocation order (2^order pages)
    QString gfpMode; // as printed: "0x20", "0x1d2", "0x204020(GFP_ATOMIC|__GFP_COMP)"
    int cpu = -1; // soft lockups
    int stuckSeconds = -1; // how long the task was blocked, the CPU stuck or the allocation stalled
    QString text; // the message without its log prefix, wrapped lines joined

    friend bool operator==(const KernelEvent &, const KernelEvent &) = default;
};

/// "alloc-failure", "oom-invoked", "oom-kill", "hung-task", "soft-lockup", "alloc-stall": stable ids of the
/// JSON schema, never translated.
[[nodiscard]] QString kernelEventTypeId(KernelEvent::Type type);

/// A run of kernel log messages found in the input, in the order printed.
struct EventLog
{
    QList<KernelEvent> events;

    [[nodiscard]] qsizetype sampleCount() const { return events.size(); }
    [[nodiscard]] qsizetype count(KernelEvent::Type type) const;

    friend bool operator==(const EventLog &, const EventLog &) = default;
};

} // namespace vmscope
