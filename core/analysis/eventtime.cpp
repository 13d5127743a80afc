// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/eventtime.h"

#include <algorithm>

namespace vmscope {
namespace {

std::optional<double> byWallClock(const QDateTime &printed, bool yearAssumed,
                                 const TimeSeries &series)
{
    const QDateTime start = series.startTime();
    if (!start.isValid() || series.time().empty()) {
        return std::nullopt;
    }
    const QDateTime logged = wallClockNear(printed, yearAssumed, start);
    if (!logged.isValid()) {
        return std::nullopt;
    }
    const double at = double(start.msecsTo(logged)) / 1000.0 + series.time().front();
    const double slack = series.intervalSeconds();
    if (at < series.time().front() - slack || at > series.time().back() + slack) {
        return std::nullopt;
    }
    return at;
}

std::optional<double> bySourceLine(const SourceInfo &event, const TimeSeries &series,
                                   const SourceInfo &seriesSource)
{
    const std::vector<int> &lines = series.sourceLines();
    if (event.file != seriesSource.file || lines.empty()) {
        return std::nullopt;
    }
    if (event.firstLine > lines.front() && event.firstLine < lines.back()) {
        const auto after = std::upper_bound(lines.begin(), lines.end(), event.firstLine);
        const auto row = std::size_t(after - lines.begin());
        return (series.time()[row - 1] + series.time()[row]) / 2.0;
    }
    // Printed right after the last sample or right before the first, with nothing between:
    // a console where the report cut the run in two.
    if (event.firstLine > lines.back() && event.firstLine <= seriesSource.lastLine + 1) {
        return series.time().back();
    }
    if (event.lastLine < lines.front() && event.lastLine + 1 >= seriesSource.firstLine) {
        return series.time().front();
    }
    return std::nullopt;
}

} // namespace

QDateTime wallClockNear(const QDateTime &printed, bool yearAssumed, const QDateTime &reference)
{
    if (!printed.isValid() || !yearAssumed) {
        return printed;
    }
    if (!reference.isValid()) {
        return {};
    }
    // The parser read the stamp's month, day and time; the year is the run's, in its time spec.
    const QDate date(reference.date().year(), printed.date().month(), printed.date().day());
    if (!date.isValid()) {
        return {}; // Feb 29 of a common year
    }
    QDateTime logged = reference;
    logged.setDate(date);
    logged.setTime(printed.time());
    return logged;
}

QDateTime oopsWallClock(const Oops &oops, const QDateTime &reference)
{
    return wallClockNear(oops.wallClock, oops.wallClockYearAssumed, reference);
}

std::optional<double> eventTimeOnSeries(const Capture &event, const Capture &series)
{
    const Oops *oops = event.oops();
    const TimeSeries *samples = series.timeSeries();
    if (!oops || !samples || samples->time().empty()) {
        return std::nullopt;
    }
    if (const std::optional<double> at
        = byWallClock(oops->wallClock, oops->wallClockYearAssumed, *samples)) {
        return at;
    }
    return bySourceLine(event.source, *samples, series.source);
}

std::optional<double> kernelEventTimeOnSeries(
    const KernelEvent &event, const Capture &events, const Capture &series)
{
    const TimeSeries *samples = series.timeSeries();
    if (!samples || samples->time().empty() || &events == &series) {
        return std::nullopt;
    }
    if (const std::optional<double> at
        = byWallClock(event.wallClock, event.yearAssumed, *samples)) {
        return at;
    }
    SourceInfo line = events.source;
    line.firstLine = line.lastLine = event.line;
    return bySourceLine(line, *samples, series.source);
}

} // namespace vmscope
