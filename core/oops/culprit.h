// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/oops/oops.h"
#include "core/oops/reportclass.h"

#include <QStringView>

#include <optional>

namespace vmscope {

/// How the culprit of a report was chosen (docs/oops.md says each rule in full).
enum class CulpritRule {
    FirstOwnFrame, // the first reliable frame outside the generic helpers
    StallEntry, // a stall or lockup: the frame before the first dispatch point
    HungWaiter, // a hung task: the first frame that is not scheduling, locking or waiting
    LockSite, // lockdep: where the lock of the report was taken
};

/// The function to blame for a report, as a kernel developer (or syzbot's title) names it:
/// not the helper that noticed (`__list_del_entry_valid`, `kasan_report`), nor the one that
/// printed (`dump_stack`), but the first caller that is the report's own. The faulting
/// location is kept as it is; the culprit is added beside it.
struct Culprit
{
    OopsFrame frame;
    CulpritRule rule = CulpritRule::FirstOwnFrame;
    /// The name reports of this culprit are grouped by: the frame's symbol without clone
    /// suffixes, or the family a waiter or a cross-CPU call belongs to (`synchronize_srcu` and
    /// `synchronize_net` wait for RCU alike: `synchronize_rcu`).
    QString name;

    friend bool operator==(const Culprit &, const Culprit &) = default;
};

/// The culprit of `oops`, or nothing when no frame of it can be blamed (a bare headline).
[[nodiscard]] std::optional<Culprit> findCulprit(const Oops &oops);

/// Stable id of a rule ("first-own-frame") for JSON; reportable but never translated.
[[nodiscard]] QString culpritRuleId(CulpritRule rule);
/// The rule in the user's language, for tooltips and the Oops page.
[[nodiscard]] QString culpritRuleText(CulpritRule rule);

/// True when `symbol` is one of the helpers every report of `reportClass` passes through
/// (sanitizer runtimes, printing, locks, string and list helpers, allocators, ...).
[[nodiscard]] bool isGenericFrame(QStringView symbol, ReportClass reportClass);

/// `symbol` without the prefixes of a system call's wrappers (`__x64_sys_`, `__do_sys_`,
/// `__se_sys_`, `ksys_`): the name that syzbot's titles and humans use for it.
[[nodiscard]] QString withoutSyscallWrapper(QStringView symbol);

} // namespace vmscope
