// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/oops/oopsgroup.h"

#include "core/oops/culprit.h"
#include "core/oops/oopstext.h"

#include <QHash>

#include <algorithm>

namespace vmscope {

namespace {

/// What makes two reports one crash: the class and the culprit's name, else the signature.
QString groupKey(const Oops &oops)
{
    if (const std::optional<Culprit> culprit = findCulprit(oops)) {
        return reportClassId(classifyReport(oops.headline)) + u' ' + culprit->name;
    }
    return oops.signature();
}

} // namespace

QList<OopsGroup> groupOopsBySignature(const QList<Capture> &captures)
{
    QList<OopsGroup> groups;
    QHash<QString, qsizetype> groupOfKey;
    for (const Capture &capture : captures) {
        const Oops *oops = capture.oops();
        if (!oops) {
            continue;
        }
        const QString key = groupKey(*oops);
        const qsizetype found = key.isEmpty() ? -1 : groupOfKey.value(key, -1);
        if (found < 0) {
            groups.append({ oops->signature(), oopsTitle(*oops), {}, {} });
            if (!key.isEmpty()) {
                groupOfKey.insert(key, groups.size() - 1);
            }
        }
        OopsGroup *group = &groups[found < 0 ? groups.size() - 1 : found];
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
