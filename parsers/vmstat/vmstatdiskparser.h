// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/logparser.h"

namespace vmscope {

/// `vmstat -d [-w] [delay]`: the per-disk table, one sample per printed table, one column per
/// device and counter (`sda.reads_total`).
[[nodiscard]] LogParser vmstatDiskParser();

} // namespace vmscope
