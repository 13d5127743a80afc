// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/slab/slabsession.h"

#include <QStringView>

#include <optional>

namespace vmscope {

/// The row grammars of /proc/slabinfo (by version) and of slabtop.
enum class SlabFamily { Version10, Version11, Version2, Slabtop };

/// One row read by its field count and ` : ` groups, with what its shape says about the format.
struct SlabinfoRow
{
    SlabRow row;
    SlabFamily family = SlabFamily::Version2;
    bool smp = false; // 1.1: the `: limit batchcount` group
    bool statistics = false; // statistics columns (1.0, 1.1 `(statistics)`, 2.x globalstat)
    bool labelled = false; // 2.x: groups named `tunables`, `slabdata`...
    /// 2.x cut to its first five numbers (no tunables or slabdata): only read inside a 2.x
    /// table, where it cannot be another version's row. Its slabs are derived.
    bool cut = false;

    /// Longer lines are never rows (and are not split into fields at all).
    static constexpr qsizetype longestRow = 4096;

    /// A /proc/slabinfo row of any version; the name is what is left of the numbers, blanks kept.
    [[nodiscard]] static std::optional<SlabinfoRow> read(QStringView text);
    /// A row of slabtop's table: `332115 332115 100%    0.19K  15815       21     63260K dentry`.
    [[nodiscard]] static std::optional<SlabinfoRow> readSlabtop(QStringView text);
    /// The end of a row that mail wrapped onto the next line: indented (or `:`-led) numbers,
    /// colons and group labels only.
    [[nodiscard]] static bool isContinuation(QStringView text);
};

} // namespace vmscope
