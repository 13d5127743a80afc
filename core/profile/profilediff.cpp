// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/profile/profilediff.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace vmscope {
namespace {

struct Listed
{
    double ticks = 0;
    double share = 0; // %
};

/// Per symbol what one profile lists; a symbol listed twice (perf, per command) is summed.
QHash<QString, Listed> listedSymbols(const Profile &profile)
{
    QHash<QString, Listed> listed;
    for (qsizetype i = 0; i < profile.entries.size(); ++i) {
        const ProfileEntry &entry = profile.entries.at(i);
        const double share = profile.sharePercent(i);
        Listed &sum = listed[entry.symbol];
        sum.ticks += entry.ticks.value_or(0.0);
        sum.share += std::isnan(share) ? 0.0 : share;
    }
    return listed;
}

/// A group row: the symbols starting with the pattern's text before `*`.
std::optional<Listed> listedGroup(const Profile &profile, QStringView pattern)
{
    const QStringView prefix = pattern.endsWith(u'*') ? pattern.chopped(1) : pattern;
    const bool any = std::any_of(profile.entries.cbegin(), profile.entries.cend(),
                                 [prefix](const ProfileEntry &entry) {
                                     return entry.symbol.startsWith(prefix);
                                 });
    if (!any) {
        return std::nullopt;
    }
    return Listed{profile.ticksWithPrefix(prefix), profile.shareWithPrefix(prefix)};
}

bool hasTicks(const Profile &profile)
{
    return std::any_of(profile.entries.cbegin(), profile.entries.cend(),
                       [](const ProfileEntry &entry) { return entry.ticks.has_value(); });
}

void fillChanges(ProfileDiffRow &row, const QList<Profile> &profiles, qsizetype baseline)
{
    const qsizetype count = profiles.size();
    row.shareChange.fill(0.0, count);
    row.ratio.fill(std::nullopt, count);
    const bool byTicks = hasTicks(profiles.at(baseline));
    for (qsizetype p = 0; p < count; ++p) {
        row.shareChange[p] = row.share.at(p) - row.share.at(baseline);
        row.largestChange = std::max(row.largestChange, std::abs(row.shareChange.at(p)));
        if (!row.listedIn(p) || !row.listedIn(baseline)) {
            continue;
        }
        const bool ticksHere = byTicks && hasTicks(profiles.at(p)) && *row.ticks.at(baseline) > 0;
        if (ticksHere) {
            row.ratio[p] = *row.ticks.at(p) / *row.ticks.at(baseline);
        } else if (row.share.at(baseline) > 0) {
            row.ratio[p] = row.share.at(p) / row.share.at(baseline);
        }
    }
}

} // namespace

bool ProfileDiffRow::onlyInBaseline(qsizetype baseline) const
{
    for (qsizetype p = 0; p < ticks.size(); ++p) {
        if (p != baseline && listedIn(p)) {
            return false;
        }
    }
    return listedIn(baseline);
}

bool ProfileDiffRow::missingFromBaseline(qsizetype baseline) const
{
    return !listedIn(baseline);
}

const ProfileDiffRow *ProfileDiff::row(QStringView symbol) const
{
    const qsizetype index = rank(symbol);
    return index < 0 ? nullptr : &rows.at(index);
}

qsizetype ProfileDiff::rank(QStringView symbol) const
{
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows.at(i).symbol == symbol) {
            return i;
        }
    }
    return -1;
}

ProfileDiff diffProfiles(const QList<Profile> &profiles, const QStringList &labels,
                         qsizetype baseline, const QStringList &groups)
{
    ProfileDiff diff;
    diff.labels = labels;
    diff.baseline = baseline;
    if (profiles.isEmpty() || baseline < 0 || baseline >= profiles.size()) {
        return diff;
    }
    const qsizetype count = profiles.size();
    QList<QHash<QString, Listed>> listed;
    QStringList symbols; // in order of first appearance, so equal changes keep listing order
    QSet<QString> seen;
    for (const Profile &profile : profiles) {
        diff.cutOff.append(profile.cutOffPercent());
        listed.append(listedSymbols(profile));
        for (const ProfileEntry &entry : profile.entries) {
            if (!seen.contains(entry.symbol)) {
                seen.insert(entry.symbol);
                symbols.append(entry.symbol);
            }
        }
    }
    const auto addRow = [&](const QString &name, bool isGroup, auto &&lookup) {
        ProfileDiffRow row{name, isGroup, {}, {}, {}, {}, 0.0};
        for (qsizetype p = 0; p < count; ++p) {
            const std::optional<Listed> found = lookup(p);
            row.ticks.append(found ? std::optional<double>(found->ticks) : std::nullopt);
            row.share.append(found ? found->share : 0.0);
        }
        fillChanges(row, profiles, baseline);
        diff.rows.append(std::move(row));
    };
    for (const QString &symbol : std::as_const(symbols)) {
        addRow(symbol, false, [&](qsizetype p) -> std::optional<Listed> {
            const auto it = listed.at(p).constFind(symbol);
            return it == listed.at(p).cend() ? std::nullopt : std::optional<Listed>(*it);
        });
    }
    for (const QString &group : groups) {
        addRow(group, true, [&](qsizetype p) { return listedGroup(profiles.at(p), group); });
    }
    std::stable_sort(diff.rows.begin(), diff.rows.end(),
                     [](const ProfileDiffRow &a, const ProfileDiffRow &b) {
                         return a.largestChange > b.largestChange;
                     });
    return diff;
}

} // namespace vmscope
