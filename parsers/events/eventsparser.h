// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/logparser.h"

namespace vmscope {

/// Runs of kernel log messages that report trouble: allocation failures, OOM kills, hung tasks,
/// soft lockups (parsers/kerneleventline.h), with syslog or dmesg prefixes or none. One Events
/// capture per run. A message that opens a crash report (a soft lockup with its registers and
/// trace) is left to the oops parser, which reports the event with its Oops.
[[nodiscard]] LogParser eventsParser();

} // namespace vmscope
