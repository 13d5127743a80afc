// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/input/embeddedresources.h"

#include <QtGlobal>

// Q_INIT_RESOURCE must not be called from inside a namespace.
static void initResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace vmscope {

void registerEmbeddedResources()
{
    initResources();
}

} // namespace vmscope
