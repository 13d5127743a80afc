// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace vmscope {

/// Oopses with one signature: the same crash, seen in several messages or kernels.
struct OopsGroup
{
    QString signature; // Oops::signature(); empty for reports with nothing resolved
    QStringList captureIds; // in document order
    QStringList kernels; // distinct kernel versions stated, in order of first appearance

    [[nodiscard]] qsizetype count() const { return captureIds.size(); }

    friend bool operator==(const OopsGroup &, const OopsGroup &) = default;
};

/// The oops captures grouped by signature, the most frequent first (ties: first seen first).
/// Reports without any symbol cannot be compared, so each stays a group of its own.
[[nodiscard]] QList<OopsGroup> groupOopsBySignature(const QList<Capture> &captures);

} // namespace vmscope
