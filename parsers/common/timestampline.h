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

namespace vmscope {

/// A line a loop prints between copies of a log (`echo "=== snapshot $n $(date +%T)"`,
/// `echo ----`): decoration (`=`, `-`, `#`, `*`, `~`, `+`) around a few words, or words and a
/// time. Its time, when it holds one, is the next copy's; its words are a note.
struct SeparatorLine
{
    QString words; // without the decoration and the time: `snapshot 3`
    std::optional<TimestampLine> time;
};

/// A separator, or nothing for any other line (data, prose, a caption ending in `:`).
[[nodiscard]] std::optional<SeparatorLine> readSeparatorLine(QStringView text);

/// Whether a separator between two copies of a log goes on with one series (a loop's) rather
/// than starting another run: it carries a time, it is decoration alone, or it says what the
/// one before it said
/// (`previous`, the last separator of the series or the line before its first copy). `== after
/// the patch ==` after `== before ==`, or `== run 2 ==` after `== run 1 ==`, start a new run.
[[nodiscard]] bool continuesSeries(const SeparatorLine &separator,
    const std::optional<SeparatorLine> &previous);

} // namespace vmscope
