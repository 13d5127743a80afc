// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/logparser.h"

namespace vmscope {

/// `top` screens and `top -b` logs of every generation: procps 1.x/2.0.x, procps 3.x,
/// procps-ng 3.3 and 4, busybox; one frame pasted or thousands, as mail left them.
[[nodiscard]] LogParser topParser();

} // namespace vmscope
