// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"

#include <QDateTime>

#include <optional>

namespace vmscope {

/// The wall-clock time the report's first line was logged, when its prefix said so: an ISO 8601
/// stamp as read, or a syslog one (`Sep 21 12:48:10`), which has no year: it is taken from
/// `reference`, in its time spec. Invalid otherwise; a dmesg `[ 12.345678]` stamp counts from
/// boot and is no clock.
[[nodiscard]] QDateTime oopsWallClock(const Oops &oops, const QDateTime &reference);
/// The same for any stamp: `printed` as read, its year taken from `reference` when the log
/// printed none (`yearAssumed`).
[[nodiscard]] QDateTime wallClockNear(const QDateTime &printed, bool yearAssumed,
                                      const QDateTime &reference);

/// Where on the time axis of `series` (s, as TimeSeries::time()) the oops of `event` happened:
/// by wall clock when both printed one and the oops falls within the run (one interval of
/// slack each side); else, when the oops was printed in the same input between two of the
/// series' samples (a console log), halfway between those samples, and when it was printed
/// right after the last sample (or right before the first), at that sample. Nothing otherwise.
[[nodiscard]] std::optional<double> eventTimeOnSeries(const Capture &event, const Capture &series);

/// The same for one kernel log message of the Events capture `events` (an allocation failure,
/// an OOM kill, a hung task, a soft lockup): by its syslog or ISO stamp, else by the line it
/// was printed on among the series' samples.
[[nodiscard]] std::optional<double> kernelEventTimeOnSeries(
    const KernelEvent &event, const Capture &events, const Capture &series);

} // namespace vmscope
