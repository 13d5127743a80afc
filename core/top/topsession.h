// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/timeseries.h"

#include <QList>
#include <QString>

#include <vector>

namespace vmscope {

/// One process across the frames of a top session. Sparse: it has a row only in the frames
/// it was listed in (top lists the busiest first and pastes are cut after a screenful).
/// A process is a pid together with its command, so a reused pid starts a new history.
struct ProcessHistory
{
    qint64 pid = 0;
    QString command; // the last column of top, blanks kept (`c` shows whole command lines)
    QString user; // empty when the table had no USER column

    std::vector<int> frames; // frame indices, ascending, one per row below
    std::vector<float> cpuPercent; // %CPU; NaN when the table had no such column
    std::vector<float> memPercent; // %MEM; NaN when absent
    std::vector<float> residentKiB; // RES, RSS or VSZ (busybox), KiB; NaN when absent
    std::vector<char> state; // first letter of S/STAT ('R', 'S', 'D', 'Z'...), '?' when absent

    [[nodiscard]] qsizetype sampleCount() const { return qsizetype(frames.size()); }
    /// Highest %CPU of any frame it was listed in; NaN when there is none.
    [[nodiscard]] double peakCpu() const;
    /// Mean %CPU over the frames it was listed in (not over the whole session: a frame that
    /// does not list a process says only that it was below the cut); NaN when none.
    [[nodiscard]] double meanCpu() const;
    /// %CPU in each of `frameCount` frames, NaN where the process was not listed.
    [[nodiscard]] std::vector<double> cpuByFrame(qsizetype frameCount) const;
    /// Row of frame `frame`, or -1 when the process was not listed in it.
    [[nodiscard]] qsizetype rowOfFrame(int frame) const;

    friend bool operator==(const ProcessHistory &, const ProcessHistory &) = default;
};

/// A top session: one summary sample per frame (load, tasks, CPU states, memory) and the
/// history of every process the frames listed. See core/topcolumns.h for the summary keys.
class TopSession
{
public:
    TimeSeries summary;
    QList<ProcessHistory> processes; // in order of first appearance
    int cpuCount = 0; // CPUs with a line of their own in some frame; 0 when only totals

    [[nodiscard]] qsizetype frameCount() const { return summary.sampleCount(); }
    [[nodiscard]] qsizetype sampleCount() const { return frameCount(); }

    /// Indices into processes, busiest first: by peak %CPU, then mean, then pid.
    /// At most `count`; every process when count < 0.
    [[nodiscard]] QList<qsizetype> busiestProcesses(qsizetype count = -1) const;
    /// The process with this pid and command, or nullptr.
    [[nodiscard]] const ProcessHistory *process(qint64 pid, QStringView command) const;

    friend bool operator==(const TopSession &, const TopSession &) = default;
};

} // namespace vmscope
