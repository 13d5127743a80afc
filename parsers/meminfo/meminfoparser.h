// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/logparser.h"

namespace vmscope {

/// `/proc/meminfo`: one `Key: value kB` per line, read as a sample whose columns are the keys
/// (`MemFree`, `Active(anon)`, `HugePages_Total`); the snapshots a loop printed one after
/// another (`while :; do date; cat /proc/meminfo; sleep 10; done`) are one series.
[[nodiscard]] LogParser meminfoParser();

} // namespace vmscope
