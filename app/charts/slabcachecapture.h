// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"

namespace vmscope {

/// The key of a slab cache's memory in its series (KiB), as SlabSession::cacheSeries() names it.
inline constexpr QStringView slabMemoryKey = u"size";
/// The key of its active objects: what charts plot when the format gives no memory (1.0).
inline constexpr QStringView slabObjectsKey = u"active_objs";

/// Cache `cache` of the slabinfo capture `slab` as a capture of its own, labelled with the
/// cache's name, so the time charts plot it like any series: its objects, slabs and memory in
/// every snapshot, NaN (a gap) where a snapshot does not list it. It keeps `slab`'s id.
[[nodiscard]] Capture slabCacheCapture(const Capture &slab, qsizetype cache);

} // namespace vmscope
