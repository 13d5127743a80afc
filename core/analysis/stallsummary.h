// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capturelist.h"
#include "core/model/finding.h"

#include <QHash>
#include <QList>
#include <QStringList>

namespace vmscope {

/// How much of a run (one capture, or every capture of a label) the machine stalled.
/// Stalls are the findings of rules that count as stalls (StallRule::countsAsStall), with
/// overlapping findings of one capture merged into one stall.
struct StallSummary
{
    QString label;
    QStringList captureIds; // the one capture, or the label's captures in document order
    qsizetype stallCount = 0;
    double stalledSeconds = 0;
    double runSeconds = 0; // the measured samples: vmstat's since-boot row does not count
    double maxSeconds = 0; // the longest stall, 0 when there is none
    int rank = 0; // label summaries: 1 for the smallest stall share; 0 for captures

    /// Stalled time over run time, 0..1; NaN when the run has no time.
    [[nodiscard]] double share() const;
    /// NaN when there is no stall.
    [[nodiscard]] double meanSeconds() const;

    friend bool operator==(const StallSummary &, const StallSummary &) = default;
};

/// Seconds a capture's series covers; 0 for captures without one (profiles, oopses, slabs).
[[nodiscard]] double runSeconds(const Capture &capture);
/// The capture's stalls among `findings` (findings of other captures are ignored).
[[nodiscard]] StallSummary summarizeStalls(const Capture &capture, const QList<Finding> &findings);
/// summarizeStalls() of each of `captures` with a run (vmstat, top), by capture id, in one pass
/// over the findings.
[[nodiscard]] QHash<QString, StallSummary> summarizeStallsByCapture(
    const CaptureList &captures, const QList<Finding> &findings);
/// One summary per label of the captures with a run (vmstat, top), ranked by stall share,
/// smallest first (ties by label; labels whose runs have no time last): which kernel stalls
/// less.
[[nodiscard]] QList<StallSummary> rankLabelsByStalls(
    const CaptureList &captures, const QList<Finding> &findings);
/// The same from capture summaries (summarizeStalls()), e.g. of captures of several inputs.
[[nodiscard]] QList<StallSummary> rankLabelsByStalls(const QList<StallSummary> &captures);

} // namespace vmscope
