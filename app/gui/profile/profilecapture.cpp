// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/profile/profilecapture.h"

#include "core/model/capture.h"

namespace vmscope {

QList<ProfileCapture> profileCaptures(const QList<const Capture *> &captures)
{
    QList<const Capture *> profiles;
    for (const Capture *capture : captures) {
        if (capture && capture->profile()) {
            profiles.append(capture);
        }
    }
    const QStringList names = distinctNames(profiles);
    QList<ProfileCapture> found;
    for (qsizetype i = 0; i < profiles.size(); ++i) {
        const Capture &capture = *profiles.at(i);
        found.append({ capture.id, names.at(i), capture.source.file, *capture.profile() });
    }
    return found;
}

} // namespace vmscope
