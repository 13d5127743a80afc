// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/logparser.h"

namespace vmscope {

/// Benchmark results pasted in threads: mmtests compare tables, SPEC SFS result rows, `time`
/// output (bash and zsh), dbench `Throughput` lines and per-kernel run times
/// (`2.5.31-akpm: 2m 43s`). Each block becomes one ResultTable capture.
[[nodiscard]] LogParser resultTableParser();

} // namespace vmscope
