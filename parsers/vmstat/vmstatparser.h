// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/logparser.h"

namespace vmscope {

/// `vmstat [-a] [-w] [-t] [-n] delay`: every procps generation from 2.0 (`r b w`) to
/// procps-ng 4 (`st`, `gu`), with or without headers, as mail left it.
[[nodiscard]] LogParser vmstatParser();

} // namespace vmscope
