// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace vmscope {

/// Repairs the blanks and control characters of one line; each call is linear in its length
/// and returns true when it changed something.
class SpaceRepair
{
public:
    /// Removes CSI/ANSI escapes and control characters (tabs stay).
    [[nodiscard]] static bool stripControls(QString &line);
    /// Turns U+00A0, U+2007, U+202F into blanks, and the `Â ` mojibake of NBSP into one blank.
    [[nodiscard]] static bool fixNonBreakingSpaces(QString &line);
    /// Turns the `?` that archives wrote for NBSP into blanks: a `?` after a blank or at the
    /// start (`? ? ?1266.02 ( 0.00%) ?824.08`), on lines that show at least `minimum` of them.
    [[nodiscard]] static bool fixQuestionMarkSpaces(QString &line, qsizetype minimum = 2);
    /// True when `text` shows two or more such `?` stand-ins: the archive lost its NBSPs, so a
    /// single one on a line cut out of it is a stand-in too.
    [[nodiscard]] static bool hasQuestionMarkSpaces(const QString &text);
};

} // namespace vmscope
