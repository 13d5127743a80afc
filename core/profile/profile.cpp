// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/profile/profile.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace vmscope {

const ProfileEntry *Profile::entry(QStringView symbol) const
{
    for (const ProfileEntry &candidate : entries) {
        if (candidate.symbol == symbol) {
            return &candidate;
        }
    }
    return nullptr;
}

double Profile::summedTicks() const
{
    double sum = 0;
    for (const ProfileEntry &candidate : entries) {
        sum += candidate.ticks.value_or(0.0);
    }
    return sum;
}

std::optional<double> Profile::estimatedTotal() const
{
    const ProfileEntry *largest = nullptr;
    for (const ProfileEntry &candidate : entries) {
        if (candidate.ticks && candidate.percent && *candidate.percent > 0
            && (!largest || *candidate.percent > *largest->percent)) {
            largest = &candidate;
        }
    }
    if (!largest || childrenColumns) {
        return std::nullopt;
    }
    return std::round(*largest->ticks * 100.0 / *largest->percent);
}

double Profile::totalTicks() const
{
    if (statedTotal) {
        return *statedTotal;
    }
    return estimatedTotal().value_or(summedTicks());
}

double Profile::sharePercent(qsizetype index) const
{
    const ProfileEntry &item = entries.at(index);
    if (item.percent) {
        return *item.percent;
    }
    const double total = totalTicks();
    if (!item.ticks || total <= 0) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    return *item.ticks * 100.0 / total;
}

double Profile::listedSharePercent() const
{
    double sum = 0;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const double share = sharePercent(i);
        sum += std::isnan(share) ? 0.0 : share;
    }
    return sum;
}

bool Profile::isCut() const
{
    // Listings round their percents and totals: half a percent short is still whole.
    constexpr double roundingPercent = 0.5;
    return childrenColumns || listedSharePercent() < 100.0 - roundingPercent;
}

double Profile::cutOffPercent() const
{
    if (!isCut()) {
        return 0.0;
    }
    double smallest = std::numeric_limits<double>::infinity();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const double share = sharePercent(i);
        if (!std::isnan(share)) {
            smallest = std::min(smallest, share);
        }
    }
    return std::isinf(smallest) ? 100.0 : smallest;
}

double Profile::ticksWithPrefix(QStringView prefix) const
{
    double sum = 0;
    for (const ProfileEntry &candidate : entries) {
        if (candidate.symbol.startsWith(prefix)) {
            sum += candidate.ticks.value_or(0.0);
        }
    }
    return sum;
}

double Profile::shareWithPrefix(QStringView prefix) const
{
    double sum = 0;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const double share = sharePercent(i);
        if (entries.at(i).symbol.startsWith(prefix) && !std::isnan(share)) {
            sum += share;
        }
    }
    return sum;
}

QList<qsizetype> Profile::largestEntries(qsizetype count) const
{
    QList<qsizetype> order(entries.size());
    std::iota(order.begin(), order.end(), qsizetype(0));
    QList<double> shares(entries.size());
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const double share = sharePercent(i);
        shares[i] = std::isnan(share) ? -1.0 : share;
    }
    std::stable_sort(order.begin(), order.end(),
                     [&shares](qsizetype a, qsizetype b) { return shares.at(a) > shares.at(b); });
    if (count >= 0 && count < order.size()) {
        order.resize(count);
    }
    return order;
}

} // namespace vmscope
