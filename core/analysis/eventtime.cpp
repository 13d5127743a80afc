// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/eventtime.h"

#include <algorithm>

namespace vmscope {
namespace {

std::optional<double> byWallClock(const Oops &oops, const TimeSeries &series)
{
    const QDateTime start = series.startTime();
    if (!start.isValid() || series.time().empty()) {
        return std::nullopt;
    }
    const QDateTime logged = oopsWallClock(oops, start);
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

QDateTime oopsWallClock(const Oops &oops, const QDateTime &reference)
{
    if (!oops.wallClock.isValid() || !oops.wallClockYearAssumed) {
        return oops.wallClock;
    }
    if (!reference.isValid()) {
        return {};
    }
    // The parser read the stamp's month, day and time; the year is the run's, in its time spec.
    const QDate printed = oops.wallClock.date();
    const QDate date(reference.date().year(), printed.month(), printed.day());
    if (!date.isValid()) {
        return {}; // Feb 29 of a common year
    }
    QDateTime logged = reference;
    logged.setDate(date);
    logged.setTime(oops.wallClock.time());
    return logged;
}

std::optional<double> eventTimeOnSeries(const Capture &event, const Capture &series)
{
    const Oops *oops = event.oops();
    const TimeSeries *samples = series.timeSeries();
    if (!oops || !samples || samples->time().empty()) {
        return std::nullopt;
    }
    if (const std::optional<double> at = byWallClock(*oops, *samples)) {
        return at;
    }
    return bySourceLine(event.source, *samples, series.source);
}

} // namespace vmscope
