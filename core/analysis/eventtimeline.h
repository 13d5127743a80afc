// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/events/eventlog.h"
#include "core/model/timeseries.h"

namespace vmscope {

/// The kernel log messages of an Events capture on a time axis of their own, for the events
/// that belong to no run (a syslog excerpt pasted alone): one sample per message, in the order
/// printed, with the columns `events` (how many so far) and `order` (the allocation order of
/// a failure or stall, a gap for other messages).
struct EventTimeline
{
    /// How the messages were placed on the axis.
    enum class Clock {
        WallClock, // by their syslog or ISO stamps; the series' start time is the first one
        SinceBoot, // by their dmesg `[ 12.345678]` stamps, from the first one
        Printed, // no stamps on all of them: one second apart, in the order printed
    };

    TimeSeries series;
    Clock clock = Clock::Printed;
    /// Messages logged in one whole second of a stamp that prints no fraction (syslog) are
    /// spread evenly over that second in the order printed: how many shared the busiest one.
    int mostInOneStamp = 1;
};

/// Stable keys of the timeline's columns.
inline constexpr QStringView eventCountKey = u"events";
inline constexpr QStringView eventOrderKey = u"order";

[[nodiscard]] EventTimeline eventTimeline(const EventLog &log);

} // namespace vmscope
