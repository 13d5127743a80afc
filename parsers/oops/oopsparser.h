// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/logparser.h"

namespace vmscope {

/// Kernel crash reports: ksymoops output, raw 2.2-2.6 i386 oopses, and 2.6-6.x x86-64 oopses,
/// BUGs and WARNINGs (also decode_stacktrace.sh output), with syslog or dmesg prefixes.
/// One report per block; raw addresses stay raw until resolveOops() is given a System.map.
[[nodiscard]] LogParser oopsParser();

} // namespace vmscope
