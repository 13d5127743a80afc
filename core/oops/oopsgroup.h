// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace vmscope {

/// Oopses of one crash, seen in several messages or kernels: the same kind of report blaming
/// the same culprit (syzbot's way), or, where no culprit is named, the same signature.
struct OopsGroup
{
    QString signature; // the first report's Oops::signature(); empty with nothing resolved
    QString title; // oopsTitle() of the first report: "KASAN report in foo"
    QStringList captureIds; // in document order
    QStringList kernels; // distinct kernel versions stated, in order of first appearance

    [[nodiscard]] qsizetype count() const { return captureIds.size(); }

    friend bool operator==(const OopsGroup &, const OopsGroup &) = default;
};

/// The oops captures grouped as OopsGroup says, the most frequent first (ties: first seen
/// first). Reports without any symbol cannot be compared, so each stays a group of its own.
[[nodiscard]] QList<OopsGroup> groupOopsBySignature(const QList<Capture> &captures);

} // namespace vmscope
