// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace vmscope {

/// `text` broken at blanks into lines of at most `width` columns, the first after
/// `firstIndent`, the rest after `nextIndent` (indents included in the lines). A word longer
/// than a line stands alone on its line rather than being cut.
[[nodiscard]] QStringList wordWrapped(
    const QString &text, int width, const QString &firstIndent, const QString &nextIndent);

} // namespace vmscope
