// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/events/eventlog.h"
#include "parsers/mail/cleanline.h"

#include <optional>

namespace vmscope {

/// The kernel event a message reports (its log prefix already taken off by OopsLine::read()),
/// or nullopt for any other message. Fills type, process, pid, order, mode, cpu, the seconds
/// stuck and text; not the line or the time.
[[nodiscard]] std::optional<KernelEvent> readKernelEventMessage(const QString &message);

/// The same for a whole cleaned line with its syslog or dmesg prefix: also the line number,
/// the seconds since boot and the wall clock (syslog prints no year: `syslogYear` is used).
[[nodiscard]] std::optional<KernelEvent> readKernelEventLine(const CleanLine &line, int syslogYear);

/// True for messages that name an event (`page allocation failure`, `soft lockup`...) whether or
/// not they could be read: a cut or garbled one is worth a diagnostic.
[[nodiscard]] bool mentionsKernelEvent(const QString &message);

/// Lines the kernel (or syslog) prints beside events that hold nothing of their own:
/// `"echo 0 > /proc/sys/kernel/hung_task_timeout_secs" disables this message.`,
/// `oom_reaper: reaped process ...`, `warn_alloc: 59 callbacks suppressed`, ...
[[nodiscard]] bool isKernelEventCompanion(const QString &message);

/// The year to give syslog stamps of a message: that of its Date header, else 2000 (a leap
/// year, so that `Feb 29` reads); the events say the year is assumed.
[[nodiscard]] int syslogYearOf(const MessageInfo &message);

} // namespace vmscope
