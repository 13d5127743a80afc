// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/diagnostic.h"
#include "parsers/common/separatorrun.h"

#include <functional>

namespace vmscope {

class TimeSeries;

/// One snapshot of a series a loop printed (`while :; do date; cat /proc/meminfo; sleep 10;
/// done`): its lines, and what the separators before it said.
struct LoopSnapshot
{
    qsizetype begin = 0;
    qsizetype end = 0;
    bool afterSeparator = false; // blank lines alone between snapshots are no separator
    std::optional<TimestampLine> separatorTime;
};

/// The walk over the snapshots of such a series, shared by a format's detect() and parse() so
/// that both end it alike. A snapshot ends where its reader says (a key that comes again
/// starts the next one); between two of them the loop may print blank lines and separators
/// that go on with the series (SeparatorRun); a separator that says something else
/// (`== after the patch ==`) ends it.
class SnapshotLoop
{
public:
    /// Where the snapshot starting at line `i` ends; `i` when none starts there. The reader
    /// may keep what it read: the visitor of run() is called right after it.
    using Reader = std::function<qsizetype(qsizetype i)>;
    /// Whether a snapshot can start at line `i` (cheaper than reading it).
    using Starts = std::function<bool(qsizetype i)>;

    SnapshotLoop(const QList<CleanLine> &lines, qsizetype start, const CleanLine *above,
        Reader read, Starts starts);

    /// Walks the series from its start, handing each snapshot to `visit`; returns where the
    /// last one ends, the start when there is none.
    qsizetype run(const std::function<void(const LoopSnapshot &)> &visit = {});

    [[nodiscard]] qsizetype snapshots() const { return m_snapshots; }

private:
    [[nodiscard]] bool sameDepth(qsizetype i) const;
    /// Where the next snapshot starts after one that ended at `i`, with its separators' words
    /// in `next`; nothing when the series ends.
    std::optional<qsizetype> nextSnapshotAt(qsizetype i, LoopSnapshot &next);

    const QList<CleanLine> &m_lines;
    qsizetype m_start;
    int m_depth;
    SeparatorRun m_separators;
    Reader m_read;
    Starts m_starts;
    qsizetype m_snapshots = 0;
};

/// The times of a series of snapshots: a second apart unless the separators said when each
/// was taken, then the series' interval and start time from those times.
class SnapshotTimes
{
public:
    /// `above`: the line before the first snapshot (TextBlock::lineAbove()).
    explicit SnapshotTimes(const CleanLine *above);

    /// The time of `snapshot`, the next of the series.
    double next(const LoopSnapshot &snapshot);

    /// Sets the interval and the start time of `series`, with a note on `firstLine` when
    /// many snapshots (of `what`: "/proc/meminfo") had no time between them.
    void finish(TimeSeries &series, const QString &what, int firstLine, Diagnostics &diagnostics) const;

private:
    LoopClock m_clock;
    bool m_timed = false;
    qsizetype m_snapshots = 0;
};

} // namespace vmscope
