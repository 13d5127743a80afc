// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/stallthresholds.h"

#include <QCoreApplication>
#include <QHash>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::StallThresholds)
};

QList<ThresholdSetting> makeSettings()
{
    using T = StallThresholds;
    return {
        { u"io-stall.min-samples"_s, Text::tr("Consecutive samples a stall needs"), u"samples"_s, 1, 1000,
            true, &T::ioStallMinSamples },
        { u"io-stall.min-blocked"_s, Text::tr("Blocked processes (b, plus w where printed)"),
            u"processes"_s, 0, 100000, true, &T::ioStallMinBlocked },
        { u"io-stall.collapse-fraction"_s,
            Text::tr("How far above its floor, as a fraction of floor to median, in and cs may be"),
            QString(), 0, 1, false, &T::ioStallCollapseFraction },
        { u"io-stall.max-share-of-peak"_s,
            Text::tr("The most in and cs may be, as a fraction of their highest value"), QString(), 0,
            1, false, &T::ioStallMaxShareOfPeak },
        { u"io-stall.min-idle"_s, Text::tr("CPU idle (id) at least"), u"%"_s, 0, 100, false,
            &T::ioStallMinIdlePercent },
        { u"output-gap.interval-factor"_s,
            Text::tr("A step between timestamps of this many intervals is a gap"), QString(), 1, 1e6,
            false, &T::outputGapIntervalFactor },
        { u"reclaim-storm.daemon-cpu"_s, Text::tr("%CPU of a reclaim daemon in one frame"), u"%"_s, 0,
            100, false, &T::reclaimDaemonCpuPercent },
        { u"reclaim-storm.system"_s, Text::tr("System time on every CPU"), u"%"_s, 0, 100, false,
            &T::reclaimSystemPercent },
        { u"reclaim-storm.min-frames"_s, Text::tr("Consecutive frames a storm needs"), u"frames"_s, 1,
            1000, true, &T::reclaimMinFrames },
        { u"swap-storm.min-rate"_s, Text::tr("Swap traffic si + so"), u"KiB/s"_s, 0, 1e9, false,
            &T::swapStormMinKiBPerSecond },
        { u"swap-storm.min-samples"_s, Text::tr("Consecutive samples a storm needs"), u"samples"_s, 1,
            1000, true, &T::swapStormMinSamples },
        { u"memory-exhausted.floor-margin"_s,
            Text::tr("free counts as at its floor within this much above its lowest value"), u"%"_s, 0,
            1000, false, &T::memoryFloorMarginPercent },
        { u"memory-exhausted.min-samples"_s, Text::tr("Consecutive samples it needs"), u"samples"_s, 1,
            1000, true, &T::memoryMinSamples },
        { u"profile-hotspot.min-share"_s, Text::tr("Share of all ticks one symbol needs"), u"%"_s, 0, 100,
            false, &T::hotspotMinSharePercent },
        { u"profile-hotspot.critical-share"_s, Text::tr("Share that makes a hotspot critical"), u"%"_s, 0,
            100, false, &T::hotspotCriticalSharePercent },
        { u"slab-growth.min-snapshots"_s, Text::tr("Snapshots a growing cache needs"), u"snapshots"_s, 2,
            100000, true, &T::slabMinSnapshots },
        { u"severity.critical-seconds"_s, Text::tr("Stalls this long are critical"), u"s"_s, 0, 1e9,
            false, &T::criticalSeconds },
    };
}

} // namespace

QString ThresholdSetting::unitFor(double amount) const
{
    // A count's unit is said in the singular for one and in the plural otherwise, both in the
    // window's language (the key is the English plural the settings table names).
    struct Forms
    {
        const char *one;
        const char *other;
    };
    static const QHash<QString, Forms> counts {
        { u"samples"_s, { QT_TRANSLATE_NOOP("vmscope::StallThresholds", "sample"),
                          QT_TRANSLATE_NOOP("vmscope::StallThresholds", "samples") } },
        { u"frames"_s, { QT_TRANSLATE_NOOP("vmscope::StallThresholds", "frame"),
                         QT_TRANSLATE_NOOP("vmscope::StallThresholds", "frames") } },
        { u"snapshots"_s, { QT_TRANSLATE_NOOP("vmscope::StallThresholds", "snapshot"),
                            QT_TRANSLATE_NOOP("vmscope::StallThresholds", "snapshots") } },
        { u"processes"_s, { QT_TRANSLATE_NOOP("vmscope::StallThresholds", "process"),
                            QT_TRANSLATE_NOOP("vmscope::StallThresholds", "processes") } } };
    const auto forms = counts.constFind(unit);
    if (forms == counts.cend()) {
        return unit;
    }
    return Text::tr(integral && amount == 1 ? forms->one : forms->other);
}

const QList<ThresholdSetting> &thresholdSettings()
{
    static const QList<ThresholdSetting> settings = makeSettings();
    return settings;
}

const ThresholdSetting *thresholdSetting(QStringView key)
{
    for (const ThresholdSetting &setting : thresholdSettings()) {
        if (setting.key == key) {
            return &setting;
        }
    }
    return nullptr;
}

bool applyThreshold(StallThresholds &thresholds, QStringView assignment, QString *error)
{
    const qsizetype equals = assignment.indexOf(u'=');
    const QStringView key = equals < 0 ? assignment : assignment.left(equals).trimmed();
    const ThresholdSetting *setting = thresholdSetting(key);
    if (!setting) {
        if (error) {
            *error = Text::tr("unknown threshold '%1'").arg(key);
        }
        return false;
    }
    bool ok = false;
    const double value = equals < 0 ? 0 : assignment.mid(equals + 1).trimmed().toDouble(&ok);
    // Range first, in doubles: 1e300 or NaN never reaches an integer conversion.
    const bool inRange = ok && value >= setting->minimum && value <= setting->maximum;
    const bool whole = !setting->integral || (inRange && value == std::trunc(value));
    if (!inRange || !whole) {
        if (error) {
            *error = (setting->integral ? Text::tr("threshold '%1' needs a whole number from %2 to %3")
                                        : Text::tr("threshold '%1' needs a number from %2 to %3"))
                         .arg(key, QString::number(setting->minimum),
                             QString::number(setting->maximum));
        }
        return false;
    }
    thresholds.*(setting->value) = value;
    return true;
}

} // namespace vmscope
