// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/oops/oops.h"

#include <QStringList>

namespace vmscope {

/// An oops as a reply on the list would quote it: what and where, the facts stated, then the
/// trace one frame per line (`?` frames marked, stack switches shown), every line at most
/// `width` columns. Used by `vmscope-cli analyze` and by the GUI's copy action.
[[nodiscard]] QStringList oopsToText(const Oops &oops, int width = 72);

/// What the report is and whom it blames, as a title: "KASAN report in snd_seq_queue_alloc",
/// "hung task in synchronize_rcu"; the headline when no culprit could be named.
[[nodiscard]] QString oopsTitle(const Oops &oops);

/// The culprit as a line of the mail text: "culprit: foo+0x1a/0x20"; empty when there is none.
[[nodiscard]] QString culpritLine(const Oops &oops);

} // namespace vmscope
