// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/text/plaintable.h"
#include "core/profile/profilediff.h"

#include <QJsonObject>

namespace vmscope {

/// A profile diff as a table: with two profiles each one's ticks and share, then the change
/// in percentage points and the ratio; with more, shares and changes only, so that a mail
/// reply stays within 72 columns. The largest `maxRows` changes (all when < 0).
[[nodiscard]] PlainTable profileDiffTable(const ProfileDiff &diff, qsizetype maxRows = -1);

/// What a '-' of the table means where a listing was cut after its top symbols, for under
/// the table: "- not listed; in a listing cut after its top symbols, less than: ordered
/// 0.28 %, writeback 0.57 %", in lines of at most `width` columns. Empty when every listing is
/// whole (a '-' there is a symbol that had no ticks).
[[nodiscard]] QString profileCutNote(const ProfileDiff &diff, int width = 72);

/// The same diff for scripts: labels, baseline and every row with its numbers.
[[nodiscard]] QJsonObject profileDiffToJson(const ProfileDiff &diff);

} // namespace vmscope
