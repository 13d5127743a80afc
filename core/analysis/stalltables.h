// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/text/plaintable.h"
#include "core/analysis/stallsummary.h"

namespace vmscope {

/// The ranking of labels by stall share as a mail-ready table: rank, label, captures, stalls,
/// stalled and run seconds, share, mean and longest stall.
[[nodiscard]] PlainTable stallSummaryTable(const QList<StallSummary> &labels);

} // namespace vmscope
