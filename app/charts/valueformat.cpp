// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/valueformat.h"

#include "core/model/column.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

const QStringList binaryUnits = { u"KiB"_s, u"MiB"_s, u"GiB"_s, u"TiB"_s };

/// A time axis switches to the next bigger unit beyond three of it.
constexpr double unitsBeforeSwitch = 3.0;
/// The crosshair tells apart about this many times across the visible span.
constexpr double crosshairSteps = 200.0;

/// Counts stay exact below this; a reader compares 15480 with 7696 more easily than 15.5k.
constexpr double exactCountLimit = 100000.0;

/// "k" + "blocks/s" = "k blocks/s"; "k" + "1/s" = "k/s".
QString prefixed(const QString &prefix, const QString &unit)
{
    if (unit.startsWith(u"1/"_s)) {
        return prefix + unit.mid(1);
    }
    return unit.isEmpty() ? prefix : QString(prefix + u' ' + unit);
}

AxisUnit binaryUnitFor(qsizetype level, double maxAbs)
{
    double divisor = 1.0;
    // Switch up only when the bigger unit still leaves a few significant digits.
    while (level + 1 < binaryUnits.size() && maxAbs / divisor >= 10 * 1024.0) {
        divisor *= 1024.0;
        ++level;
    }
    return { divisor, binaryUnits.at(level) };
}

AxisUnit decimalUnitFor(const QString &logUnit, double maxAbs)
{
    const QString unit = unitName(logUnit);
    // Like memory, a scaled value keeps at least two digits before the point.
    if (maxAbs >= exactCountLimit * 100.0) {
        return { 1e6, prefixed(u"M"_s, unit) };
    }
    if (maxAbs >= exactCountLimit) {
        return { 1e3, prefixed(u"k"_s, unit) };
    }
    return { 1.0, unit };
}

QString number(double value)
{
    const QLocale locale = chartLocale();
    if (value == std::trunc(value)) {
        return locale.toString(value, 'f', 0);
    }
    return locale.toString(value, 'f', std::abs(value) < 10.0 ? 2 : 1);
}

} // namespace

QLocale chartLocale()
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale;
}

AxisUnit axisUnitFor(const QString &unit, double maxAbs)
{
    const qsizetype level = binaryUnits.indexOf(unit);
    if (level >= 0) {
        return binaryUnitFor(level, maxAbs);
    }
    if (unit == u"%"_s) {
        return { 1.0, unit };
    }
    return decimalUnitFor(unit, maxAbs);
}

QString formatValue(double value, const QString &unit)
{
    return formatInUnit(value, axisUnitFor(unit, std::abs(value)));
}

double largestMagnitude(const ValueColumn &values)
{
    double largest = 0.0;
    for (const double value : values) {
        // NaN compares false, so missing values drop out by themselves.
        if (std::abs(value) > largest) {
            largest = std::abs(value);
        }
    }
    return largest;
}

QString formatInUnit(double value, const AxisUnit &scaled)
{
    if (std::isnan(value)) {
        return u"–"_s;
    }
    const QString digits = number(value / scaled.divisor);
    if (scaled.unit.isEmpty()) {
        return digits;
    }
    // "1.2M/s" and "1.2k blocks/s" read better than "1.2 M/s".
    const bool glued = scaled.divisor != 1.0 && binaryUnits.indexOf(scaled.unit) < 0;
    return glued ? QString(digits + scaled.unit) : QString(digits + u' ' + scaled.unit);
}

QString titleWithUnit(const QString &key, const QString &unit)
{
    return unit.isEmpty() ? key : QString(key + u" ("_s + unit + u')');
}

QString labelFormatForStep(double step)
{
    if (step >= 1.0 || step <= 0.0) {
        return u"%.0f"_s;
    }
    const int decimals = int(std::ceil(-std::log10(step) - 1e-9));
    return u"%.%1f"_s.arg(decimals);
}

double niceStep(double span, int parts)
{
    if (!(span > 0.0) || parts < 1) {
        return 1.0;
    }
    const double raw = span / parts;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : { 1.0, 2.0, 5.0 }) {
        if (raw <= factor * magnitude) {
            return factor * magnitude;
        }
    }
    return 10.0 * magnitude;
}

AxisUnit timeUnitFor(double spanSeconds)
{
    const double span = std::abs(spanSeconds);
    if (span <= unitsBeforeSwitch * 60.0) {
        return { 1.0, u"s"_s };
    }
    if (span <= unitsBeforeSwitch * 3600.0) {
        return { 60.0, u"min"_s };
    }
    if (span <= unitsBeforeSwitch * 86400.0) {
        return { 3600.0, u"h"_s };
    }
    return { 86400.0, u"d"_s };
}

QString formatTime(double seconds, double spanSeconds)
{
    const AxisUnit unit = timeUnitFor(spanSeconds);
    const double resolution = std::abs(spanSeconds) / unit.divisor / crosshairSteps;
    const int decimals
        = resolution > 0.0 ? std::clamp(int(std::ceil(-std::log10(resolution))), 0, 3) : 0;
    return chartLocale().toString(seconds / unit.divisor, 'f', decimals) + u' ' + unit.unit;
}

} // namespace vmscope
