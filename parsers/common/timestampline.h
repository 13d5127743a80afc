// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDateTime>
#include <QStringView>

#include <optional>

namespace vmscope {

/// A line holding nothing but a timestamp, as scripts print one between snapshots: `date`
/// (`Mon Nov 30 22:53:45 UTC 2026`, `Mon 30 Nov 2026 10:53:45 PM UTC`), ISO 8601 and
/// `vmstat -t` style (`2026-11-30 22:53:45`), `date +%s` and `date +%T`.
struct TimestampLine
{
    /// Unix time when the line has a date; seconds since midnight when it is only a clock.
    double seconds = 0;
    QDateTime wallClock; // invalid when the line has no date
    [[nodiscard]] bool hasDate() const { return wallClock.isValid(); }
};

/// Zone names (`UTC`, `CET`) are read as UTC: only differences between the lines matter,
/// and one machine prints one zone. Numeric offsets (`+01:00`) are applied.
[[nodiscard]] std::optional<TimestampLine> readTimestampLine(QStringView text);

/// The time printed in a kernel log line's prefix, in UTC.
struct LogStamp
{
    QDateTime wallClock;
    bool yearAssumed = false; // syslog prints no year: it was taken from the caller
};

/// A syslog stamp (`Sep 21 12:48:10`, `Sep  9 01:02:03`; its year is `year`) or an rsyslog
/// ISO 8601 one (`2024-03-05T10:11:12.123456+01:00`), as OopsLine::read() keeps them.
[[nodiscard]] std::optional<LogStamp> readLogStamp(QStringView stamp, int year);

} // namespace vmscope
