// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/logparser.h"

namespace vmscope {

/// `vmstat -s`, `-D` and `-f`: one counter per line, read as a single sample whose columns are
/// the labels (`total memory`, `pages paged in`, `forks`).
[[nodiscard]] LogParser vmstatCounterParser();

} // namespace vmscope
