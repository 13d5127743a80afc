// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/oops/oopsgroup.h"

#include <algorithm>

namespace vmscope {

QList<OopsGroup> groupOopsBySignature(const QList<Capture> &captures)
{
    QList<OopsGroup> groups;
    for (const Capture &capture : captures) {
        const Oops *oops = capture.oops();
        if (!oops) {
            continue;
        }
        const QString signature = oops->signature();
        auto group = std::find_if(groups.begin(), groups.end(), [&](const OopsGroup &g) {
            return !signature.isEmpty() && g.signature == signature;
        });
        if (group == groups.end()) {
            groups.append({signature, {}, {}});
            group = std::prev(groups.end());
        }
        group->captureIds.append(capture.id);
        if (!oops->kernelVersion.isEmpty() && !group->kernels.contains(oops->kernelVersion)) {
            group->kernels.append(oops->kernelVersion);
        }
    }
    std::stable_sort(groups.begin(), groups.end(), [](const OopsGroup &a, const OopsGroup &b) {
        return a.count() > b.count();
    });
    return groups;
}

} // namespace vmscope
