// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/slabcachecapture.h"

namespace vmscope {

Capture slabCacheCapture(const Capture &slab, qsizetype cache)
{
    const SlabSession &session = *slab.slabSession();
    Capture capture;
    capture.id = slab.id;
    capture.kind = slab.kind;
    capture.label = session.caches().at(cache).name;
    capture.layout = slab.layout;
    capture.source = slab.source;
    capture.payload = session.cacheSeries(cache);
    return capture;
}

} // namespace vmscope
