// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/text/plaintable.h"
#include "core/slab/slabanalysis.h"

#include <QJsonObject>

namespace vmscope {

/// The caches holding the most memory at the end of a session: KiB, active and total
/// objects, object size. The largest `count`.
[[nodiscard]] PlainTable slabLargestTable(const SlabSession &session, qsizetype count);

/// Growth rows (from slabGrowth() or leakSuspects()) from the first to the last snapshot:
/// KiB at both ends, the change, its rate (per second when the times are known, else per
/// snapshot) and the objects gained. The first `count` rows.
[[nodiscard]] PlainTable slabGrowthTable(
    const SlabSession &session, const QList<SlabGrowth> &growth, qsizetype count);

/// A slab diff for a mail reply: each session's KiB, then the change against the baseline in
/// KiB and %, `new` or `gone` where a side does not list the cache. The first `maxRows` rows
/// (all when < 0). Objects instead of KiB when a session gives no memory (version 1.0).
/// Labels longer than `labelWidth` are cut in the column titles (never when < 0), so that
/// long kernel names leave room for the cache names in a mail.
[[nodiscard]] PlainTable slabDiffTable(
    const SlabDiff &diff, qsizetype maxRows = -1, qsizetype labelWidth = -1);

/// The same diff for scripts: labels, baseline and every row with its numbers.
[[nodiscard]] QJsonObject slabDiffToJson(const SlabDiff &diff);

/// One growth row for scripts (`name`, `first_bytes`, `last_bytes`, `bytes_per_s`, ...).
[[nodiscard]] QJsonObject slabGrowthToJson(const SlabGrowth &growth);

} // namespace vmscope
