// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"

namespace vmscope {

/// The keys of a process's series, as top names its columns.
inline constexpr QStringView processCpuKey = u"%CPU";
inline constexpr QStringView processMemoryKey = u"%MEM";
inline constexpr QStringView processResidentKey = u"RES";

/// "kswapd (7)": how legends and titles name a process.
[[nodiscard]] QString processLabel(const ProcessHistory &history);

/// Process `process` of the top capture `top` as a capture of its own, so the time charts plot
/// it like any series: %CPU, %MEM and RES (KiB) in every frame of the session, on its time
/// axis, NaN (a gap) where the process was not listed. It keeps `top`'s id, so a click on one
/// of its samples finds the frame's line in the source.
[[nodiscard]] Capture processCapture(const Capture &top, qsizetype process);

} // namespace vmscope
