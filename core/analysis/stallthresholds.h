// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace vmscope {

/// The tunable thresholds of every analysis rule (docs/stalls.md). Every comparison is
/// inclusive: a value equal to its threshold passes it. The GUI's Preferences and the CLI's
/// `--threshold KEY=VALUE` set them through thresholdSettings().
struct StallThresholds
{
    // io-stall (vmstat)
    double ioStallMinSamples = 2; // a single idle sample is not a stall
    double ioStallMinBlocked = 1; // b (+ w where printed): processes blocked
    /// in and cs count as collapsed at floor + fraction × (median − floor) or below.
    double ioStallCollapseFraction = 0.25;
    /// ... and at this fraction of their peak or below: a run whose in and cs hardly vary has
    /// its floor next to its median, and a sample 0.1 % below the median is no collapse.
    double ioStallMaxShareOfPeak = 0.5;
    double ioStallMinIdlePercent = 50; // id, % of all CPUs

    // output-gap (series with real timestamps)
    double outputGapIntervalFactor = 2; // a step of this many intervals or more is a gap

    // reclaim-storm (top)
    double reclaimDaemonCpuPercent = 50; // kswapd, kupdated, kcompactd... in one frame
    double reclaimSystemPercent = 80; // sy on every CPU (on the total when no CPU lines)
    double reclaimMinFrames = 1;

    // swap-storm (vmstat)
    double swapStormMinKiBPerSecond = 1000; // si + so
    double swapStormMinSamples = 2;

    // memory-exhausted (vmstat)
    double memoryFloorMarginPercent = 10; // free within this much above its lowest value
    double memoryMinSamples = 2;

    // profile-hotspot
    double hotspotMinSharePercent = 25; // of all ticks; idle symbols never count
    double hotspotCriticalSharePercent = 50;

    // slab-growth
    double slabMinSnapshots = 3;

    /// Time-based findings this long or longer are Critical, shorter ones Warnings (s).
    double criticalSeconds = 5;

    friend bool operator==(const StallThresholds &, const StallThresholds &) = default;
};

/// One threshold as the user sets it: a stable key, what it means, its unit and range.
struct ThresholdSetting
{
    QString key; // "io-stall.min-samples": rule id, dot, name; never translated
    QString description; // translated, one short sentence
    QString unit; // "samples", "%", "KiB/s", "s", "" for a plain factor
    double minimum = 0;
    double maximum = 0;
    bool integral = false; // counts: samples, frames, snapshots
    double StallThresholds::*value = nullptr;

    /// The unit as a spin box shows it after `amount`: "1 sample", "2 samples", "50 %".
    [[nodiscard]] QString unitFor(double amount) const;
};

/// Every threshold, grouped by rule in the order of stallRules().
[[nodiscard]] const QList<ThresholdSetting> &thresholdSettings();
/// The setting for `key`, or nullptr.
[[nodiscard]] const ThresholdSetting *thresholdSetting(QStringView key);
/// Parses `KEY=VALUE` into `thresholds`; on failure returns false and says why in `error`.
[[nodiscard]] bool applyThreshold(
    StallThresholds &thresholds, QStringView assignment, QString *error);

} // namespace vmscope
