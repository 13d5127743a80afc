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

} // namespace vmscope
