// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/capture.h"

namespace vmscope {

/// True when `later` is `earlier` again, as a reply quoting it would show it: same kind, and
/// every row of `later` is a run of `earlier`'s rows. It must be quoted deeper, or repeat at
/// least three rows, so that two short snapshots that happen to agree stay two captures.
[[nodiscard]] bool isRepeatOf(const Capture &later, const Capture &earlier);

} // namespace vmscope
