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

/// The same diff for scripts: labels, baseline and every row with its numbers.
[[nodiscard]] QJsonObject profileDiffToJson(const ProfileDiff &diff);

} // namespace vmscope
