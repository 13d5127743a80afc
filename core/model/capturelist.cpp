// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/capturelist.h"

#include <algorithm>

namespace vmscope {

QList<Capture> CaptureList::values() const
{
    QList<Capture> copies;
    copies.reserve(m_captures.size());
    for (const CapturePtr &capture : m_captures) {
        copies.append(*capture);
    }
    return copies;
}

bool operator==(const CaptureList &a, const CaptureList &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
}

} // namespace vmscope
