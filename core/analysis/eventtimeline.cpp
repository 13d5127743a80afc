// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/eventtimeline.h"

#include <QDateTime>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace vmscope {
namespace {

EventTimeline::Clock clockOf(const QList<KernelEvent> &events)
{
    const auto all = [&events](auto has) { return std::all_of(events.begin(), events.end(), has); };
    if (all([](const KernelEvent &event) { return event.wallClock.isValid(); })) {
        return EventTimeline::Clock::WallClock;
    }
    if (all([](const KernelEvent &event) { return event.seconds.has_value(); })) {
        return EventTimeline::Clock::SinceBoot;
    }
    return EventTimeline::Clock::Printed;
}

/// Seconds from the first message, as printed (whole seconds for syslog).
std::vector<double> printedSeconds(const QList<KernelEvent> &events, EventTimeline::Clock clock)
{
    std::vector<double> seconds;
    seconds.reserve(std::size_t(events.size()));
    for (qsizetype i = 0; i < events.size(); ++i) {
        const KernelEvent &event = events.at(i);
        switch (clock) {
        case EventTimeline::Clock::WallClock:
            seconds.push_back(double(events.constFirst().wallClock.msecsTo(event.wallClock)) / 1000.0);
            break;
        case EventTimeline::Clock::SinceBoot:
            seconds.push_back(*event.seconds - *events.constFirst().seconds);
            break;
        case EventTimeline::Clock::Printed:
            seconds.push_back(double(i));
            break;
        }
    }
    return seconds;
}

/// Spreads the messages of one whole-second stamp over that second (the next stamp is a
/// second later at least, so the order stays): a syslog burst of eight
/// allocation failures in `12:48:10` reads as eight, not as one point.
int spreadWithinStamps(std::vector<double> &seconds)
{
    int most = 1;
    for (std::size_t first = 0; first < seconds.size();) {
        std::size_t end = first + 1;
        while (end < seconds.size() && seconds[end] == seconds[first]) {
            ++end;
        }
        const double whole = seconds[first];
        if (end - first > 1) {
            const double step = 1.0 / double(end - first);
            for (std::size_t i = first; i < end; ++i) {
                seconds[i] = whole + step * double(i - first);
            }
            most = std::max(most, int(end - first));
        }
        first = end;
    }
    return most;
}

} // namespace

EventTimeline eventTimeline(const EventLog &log)
{
    EventTimeline timeline;
    const QList<KernelEvent> &events = log.events;
    const QString group = QStringLiteral("events");
    timeline.series = TimeSeries({ { eventCountKey.toString(), QString(), group },
                                     { eventOrderKey.toString(), QString(), group } },
        1.0, false);
    if (events.isEmpty()) {
        return timeline;
    }
    timeline.clock = clockOf(events);
    std::vector<double> seconds = printedSeconds(events, timeline.clock);
    // A clock set back between two messages (or a log stitched from two boots) has no one
    // axis: the order printed is all that is sure.
    if (!std::is_sorted(seconds.begin(), seconds.end())) {
        timeline.clock = EventTimeline::Clock::Printed;
        seconds = printedSeconds(events, timeline.clock);
    }
    // Only stamps of whole seconds (syslog's) say no more than the second; dmesg's and
    // ISO stamps with a fraction are as precise as they are.
    const bool wholeSeconds = timeline.clock == EventTimeline::Clock::WallClock
        && std::all_of(events.begin(), events.end(),
            [](const KernelEvent &event) { return event.wallClock.time().msec() == 0; });
    if (wholeSeconds) {
        timeline.mostInOneStamp = spreadWithinStamps(seconds);
    }
    timeline.series.setInterval(1.0, timeline.clock == EventTimeline::Clock::Printed);
    if (timeline.clock == EventTimeline::Clock::WallClock) {
        timeline.series.setStartTime(events.constFirst().wallClock);
    }
    timeline.series.reserve(events.size());
    for (qsizetype i = 0; i < events.size(); ++i) {
        const KernelEvent &event = events.at(i);
        const double order
            = event.order >= 0 ? double(event.order) : std::numeric_limits<double>::quiet_NaN();
        const std::array<double, 2> row { double(i + 1), order };
        timeline.series.appendSample(seconds[std::size_t(i)], row, event.line);
    }
    return timeline;
}

} // namespace vmscope
