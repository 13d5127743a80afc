// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/document.h"
#include "core/model/finding.h"
#include "core/analysis/stallthresholds.h"

#include <QList>
#include <QLocale>

namespace vmscope {

/// One named analysis rule (docs/stalls.md).
struct StallRule
{
    QString id; // stable: "io-stall", "output-gap", ...; never translated
    const char *titleSource = ""; // English, a few words: see title()
    /// True for rules whose findings are time the machine stalled: they count in the stall
    /// summary. The others (hotspots, slab growth, memory state) are diagnoses.
    bool countsAsStall = false;

    /// The title in the language installed now (the list itself is made once).
    [[nodiscard]] QString title() const;
};

/// Every rule, in the order they are documented and run.
[[nodiscard]] const QList<StallRule> &stallRules();
/// The rule with this id, or nullptr.
[[nodiscard]] const StallRule *stallRule(QStringView id);
/// Whether the rules read anything of `series`: a column they judge (vmstat's bo, id, free…)
/// or printed times, where an output gap shows. A run they cannot read (/proc/meminfo
/// snapshots, `vmstat -s`) has no stall summary: "no stalls" would be of what was not judged.
[[nodiscard]] bool stallRulesRead(const TimeSeries &series);

/// vmstat: writers blocked while in and cs collapse to their idle floor and the CPU idles.
[[nodiscard]] QList<Finding> detectIoStalls(const Capture &capture, const StallThresholds &limits,
    const QLocale &numbers = QLocale::c());
/// vmstat or top with real timestamps: a step of at least k intervals between two samples.
[[nodiscard]] QList<Finding> detectOutputGaps(
    const Capture &capture, const StallThresholds &limits,
    const QLocale &numbers = QLocale::c());
/// top: a reclaim daemon (kswapd...) or system time on every CPU dominating frames.
[[nodiscard]] QList<Finding> detectReclaimStorms(
    const Capture &capture, const StallThresholds &limits,
    const QLocale &numbers = QLocale::c());
/// vmstat: si + so at or above a rate for consecutive samples.
[[nodiscard]] QList<Finding> detectSwapStorms(
    const Capture &capture, const StallThresholds &limits,
    const QLocale &numbers = QLocale::c());
/// vmstat: free at its floor while the machine swaps.
[[nodiscard]] QList<Finding> detectMemoryExhaustion(
    const Capture &capture, const StallThresholds &limits,
    const QLocale &numbers = QLocale::c());
/// Profiles: one non-idle symbol holding at least a share of all ticks.
[[nodiscard]] QList<Finding> detectProfileHotspots(
    const Capture &capture, const StallThresholds &limits,
    const QLocale &numbers = QLocale::c());
/// Slab sessions: caches that only grew (see leakSuspects()).
[[nodiscard]] QList<Finding> detectSlabGrowth(
    const Capture &capture, const StallThresholds &limits,
    const QLocale &numbers = QLocale::c());
/// Events: failed page allocations (`__alloc_pages: N-order allocation failed`, `page allocation
/// failure`), one finding per burst (messages at most 5 lines apart).
[[nodiscard]] QList<Finding> detectAllocationFailures(
    const Capture &capture, const StallThresholds &limits,
    const QLocale &numbers = QLocale::c());
/// Events: each process the OOM killer killed.
[[nodiscard]] QList<Finding> detectOomKills(const Capture &capture, const StallThresholds &limits,
    const QLocale &numbers = QLocale::c());
/// Events: tasks blocked for more than the hung-task timeout, one finding per burst.
[[nodiscard]] QList<Finding> detectHungTasks(const Capture &capture, const StallThresholds &limits,
    const QLocale &numbers = QLocale::c());
/// Events: CPUs the soft-lockup watchdog found stuck, one finding per burst.
[[nodiscard]] QList<Finding> detectSoftLockups(
    const Capture &capture, const StallThresholds &limits,
    const QLocale &numbers = QLocale::c());

/// Every rule that applies to the capture's kind, findings ordered by start, then rule.
[[nodiscard]] QList<Finding> analyzeCapture(const Capture &capture,
    const StallThresholds &limits = {}, const QLocale &numbers = QLocale::c());
/// Every capture of the document.
/// `numbers` is the locale of the numbers in the findings' sentences: the window's own, or C
/// where the text is pasted into mail or parsed (the CLI, JSON, CSV, reports).
[[nodiscard]] QList<Finding> analyzeDocument(const Document &document,
    const StallThresholds &limits = {}, const QLocale &numbers = QLocale::c());

} // namespace vmscope
