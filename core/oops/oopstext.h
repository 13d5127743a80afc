// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/oops/oops.h"

#include <QStringList>

namespace vmscope {

/// An oops as a reply on the list would quote it: what and where, the facts stated, then the
/// trace one frame per line (`?` frames marked, stack switches shown), every line at most
/// `width` columns. Used by `vmscope-cli analyze` and by the GUI's copy action.
[[nodiscard]] QStringList oopsToText(const Oops &oops, int width = 72);

} // namespace vmscope
