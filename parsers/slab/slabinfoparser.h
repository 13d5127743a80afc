// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/logparser.h"

namespace vmscope {

/// /proc/slabinfo of every version (1.0 to 2.1, with or without its header, statistics
/// columns included) and slabtop screens. Snapshots that follow each other with only blank
/// lines, timestamps or shell commands between them make one session.
[[nodiscard]] LogParser slabinfoParser();

} // namespace vmscope
