// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/profile/profile.h"

#include <QStringList>

#include <optional>

namespace vmscope {

/// One symbol (or group of symbols) across the profiles of a diff.
struct ProfileDiffRow
{
    QString symbol; // the symbol, or the group as given (`journal_*`)
    bool isGroup = false;
    QList<std::optional<double>> ticks; // per profile; nullopt where the symbol is not listed
    QList<double> share; // per profile, % of that profile's total; 0 where not listed
    /// Per profile: share minus the baseline's share, in percentage points (0 for the baseline).
    QList<double> shareChange;
    /// Per profile: its ticks over the baseline's (its share over the baseline's when the
    /// listings print only percents); nullopt where either side does not list the symbol.
    QList<std::optional<double>> ratio;
    /// The largest |shareChange| over the profiles: what the rows are sorted by.
    double largestChange = 0;

    [[nodiscard]] bool listedIn(qsizetype profile) const { return ticks.at(profile).has_value(); }
    /// Listed in the baseline only, or in some other profile but not the baseline.
    [[nodiscard]] bool onlyInBaseline(qsizetype baseline) const;
    [[nodiscard]] bool missingFromBaseline(qsizetype baseline) const;

    friend bool operator==(const ProfileDiffRow &, const ProfileDiffRow &) = default;
};

/// Two or more profiles against a baseline: every symbol any of them lists, sorted by the
/// absolute change in share of total (largest first, then in listing order). A symbol a
/// listing does not show counts as 0 % there: a paste cut after the top N hides it below the cut.
struct ProfileDiff
{
    QStringList labels; // one per profile, as given
    qsizetype baseline = 0;
    /// Per profile: Profile::cutOffPercent(), the most a symbol it does not list can have.
    QList<double> cutOff;
    QList<ProfileDiffRow> rows;

    /// The row of `symbol` (or group), or nullptr.
    [[nodiscard]] const ProfileDiffRow *row(QStringView symbol) const;
    /// Position of `symbol` in the sorted rows (0 = largest change), -1 when absent.
    [[nodiscard]] qsizetype rank(QStringView symbol) const;
};

/// The diff of `profiles` against `profiles[baseline]`. `groups` adds one summed row per
/// prefix pattern (`journal_*`, `ext3_*`) besides the rows of the single symbols.
[[nodiscard]] ProfileDiff diffProfiles(const QList<Profile> &profiles, const QStringList &labels,
                                       qsizetype baseline = 0, const QStringList &groups = {});

} // namespace vmscope
