// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/valuecolumn.h"

#include <QLocale>
#include <QString>

#include <vector>

namespace vmscope {

/// How an axis writes values of one unit: what they are divided by and the unit it shows.
struct AxisUnit
{
    double divisor = 1.0;
    QString unit; // "MiB", "k blocks/s", "%", "" when dimensionless; in the reader's language
};

/// The window's locale for the numbers of charts: its decimal point, no group separators (an
/// axis of "15480" and "7696" reads easier without them).
[[nodiscard]] QLocale chartLocale();

/// The axis unit for values up to `maxAbs` in `unit`: memory as KiB, MiB or GiB, large counts
/// in thousands or millions, percentages as they are.
[[nodiscard]] AxisUnit axisUnitFor(const QString &unit, double maxAbs);

/// One value with its unit as a reader wants it ("15480 blocks/s", "137.7 MiB", "1.2M 1/s").
[[nodiscard]] QString formatValue(double value, const QString &unit);
/// `value` (in the data's unit) in `axis`'s unit, as its axis reads: every value of one chart
/// in one unit ("116.2 MiB" and "3.4 MiB", not "3436 KiB").
[[nodiscard]] QString formatInUnit(double value, const AxisUnit &axis);
/// The largest |value| (NaN skipped), what axisUnitFor() scales by.
[[nodiscard]] double largestMagnitude(const ValueColumn &values);

/// "bo (blocks/s)", or the bare key when there is no unit.
[[nodiscard]] QString titleWithUnit(const QString &key, const QString &unit);

/// A printf format for axis labels `step` apart: no more decimals than the step needs.
[[nodiscard]] QString labelFormatForStep(double step);

/// A round step (1, 2 or 5 × 10^n) that cuts `span` into about `parts` pieces.
[[nodiscard]] double niceStep(double span, int parts);

/// The unit a time axis showing `spanSeconds` counts in: s up to 3 min, min up to 3 h, h up to
/// 3 days, d beyond (a week of `vmstat 1` reads "7", not "604800").
[[nodiscard]] AxisUnit timeUnitFor(double spanSeconds);

/// `seconds` in the unit of an axis showing `spanSeconds`, with the decimals a pixel of a
/// chart can tell apart ("42.5 s", "13.27 min", "5.79 d").
[[nodiscard]] QString formatTime(double seconds, double spanSeconds);

} // namespace vmscope
