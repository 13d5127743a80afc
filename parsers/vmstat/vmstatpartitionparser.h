// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/logparser.h"

namespace vmscope {

/// `vmstat -p <partition> [delay]`: one row of four counters per interval, keyed
/// `<partition>.reads` and so on.
[[nodiscard]] LogParser vmstatPartitionParser();

} // namespace vmscope
