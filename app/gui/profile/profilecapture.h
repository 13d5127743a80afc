// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/profile/profile.h"

#include <QList>
#include <QString>

namespace vmscope {

struct Capture;

/// What the profile views keep of a profile capture: a copy, so that the document may move
/// or drop its captures while a view still shows one.
struct ProfileCapture
{
    QString id;
    QString label; // the capture's label, or its id when it has none; unique within a list
    QString file; // the input it came from (for jumps to the source view)
    Profile profile;
};

/// The captures of `captures` that hold a profile, in order. Labels that two of them share
/// get the capture id appended ("ordered (c4)"), so that diff columns can be told apart.
[[nodiscard]] QList<ProfileCapture> profileCaptures(const QList<const Capture *> &captures);

} // namespace vmscope
