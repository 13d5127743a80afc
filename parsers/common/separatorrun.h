// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/common/timestampline.h"
#include "parsers/mail/cleanline.h"

#include <optional>

namespace vmscope {

/// The separators a loop printed between the copies of one series (`=== snapshot 3
/// 10:00:05`), as a scanner meets them: each is held against the last one taken, and the first
/// against what the loop printed above the series' first copy (`above`, the line before it at
/// its quote depth: in the lines when detecting, the last of the preamble when parsing, so that
/// both decide alike).
class SeparatorRun
{
public:
    explicit SeparatorRun(const CleanLine *above);
    /// The line before `lines[start]` when it is at the same quote depth, else nothing.
    [[nodiscard]] static const CleanLine *lineAbove(const QList<CleanLine> &lines, qsizetype start);

    /// Whether `separator` goes on with the series rather than starting another run
    /// (continuesSeries(): `== after the patch ==` after `== before ==` does not).
    [[nodiscard]] bool continues(const SeparatorLine &separator) const;
    /// Makes `separator` the last of the series.
    void take(const SeparatorLine &separator);

    /// The separator above the series' first copy, if the loop printed one there.
    [[nodiscard]] const std::optional<SeparatorLine> &beforeFirstCopy() const;

private:
    const CleanLine *m_above;
    bool m_taken = false; // m_last holds a separator of the series itself
    std::optional<SeparatorLine> m_last;
    mutable std::optional<std::optional<SeparatorLine>> m_beforeFirstCopy; // read when asked
};

/// The times of the rows of a series a loop printed in copies (`while :; do date; vmstat 1 5;
/// done`, a snapshot per copy for /proc/meminfo), where the rows carry no time of their own:
/// a row's place in its copy times the interval, from the copy's start. A copy starts right
/// after the one before, or where its separator's time puts it against the first separator
/// time of the series (the first copy's, when the loop printed one above it).
class LoopClock
{
public:
    LoopClock(double interval, const std::optional<TimestampLine> &beforeFirstCopy);

    /// The time of the next row, in seconds from the first; `startsCopy` on the first row of
    /// each copy after the first, with the time its separators gave, if any.
    double next(bool startsCopy, const std::optional<TimestampLine> &separatorTime);

    /// When the first row was taken, if a separator of the series had a date.
    [[nodiscard]] QDateTime startTime() const;

private:
    struct Anchor
    {
        TimestampLine separator;
        double seconds = 0; // the time of the row its copy starts with
    };

    double m_interval;
    std::optional<Anchor> m_anchor;
    qsizetype m_rows = 0;
    qsizetype m_copyStartRow = 0;
    double m_copyStart = 0;
    double m_lastTime = -1;
};

/// Seconds from one separator's time to a later one's; a clock alone (`date +%T`) wraps at
/// midnight, and a clock after a date (or the other way round) gives nothing.
[[nodiscard]] std::optional<double> secondsBetween(const TimestampLine &from, const TimestampLine &to);

} // namespace vmscope
