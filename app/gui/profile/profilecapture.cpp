// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/profile/profilecapture.h"

#include "core/model/capture.h"

#include <QCoreApplication>

namespace vmscope {

QList<ProfileCapture> profileCaptures(const QList<const Capture *> &captures)
{
    QList<ProfileCapture> found;
    for (const Capture *capture : captures) {
        if (capture && capture->profile()) {
            const QString label = capture->label.trimmed();
            found.append({ capture->id, label.isEmpty() ? capture->id : label, capture->source.file,
                *capture->profile() });
        }
    }
    QStringList labels;
    for (const ProfileCapture &shown : std::as_const(found)) {
        labels.append(shown.label);
    }
    for (ProfileCapture &shown : found) {
        if (labels.count(shown.label) > 1) {
            shown.label = QCoreApplication::translate("vmscope::ProfileCapture", "%1 (%2)")
                              .arg(shown.label, shown.id);
        }
    }
    return found;
}

} // namespace vmscope
