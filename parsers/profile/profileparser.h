// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/logparser.h"

namespace vmscope {

/// Kernel profile listings: readprofile (default and `-v`), oprofile (oprofpp/op_time
/// `address ticks percent symbol`, opreport -l), perf report --stdio and perf top text.
[[nodiscard]] LogParser profileParser();

} // namespace vmscope
