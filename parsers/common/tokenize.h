// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QStringView>

#include <optional>

namespace vmscope {

/// Splits on runs of blanks (space, tab): logs are column-aligned but never sliceable.
[[nodiscard]] QList<QStringView> splitFields(QStringView line);
/// The same into `fields`, which is cleared first: a caller splitting millions of rows keeps
/// one list and its capacity.
void splitFields(QStringView line, QList<QStringView> &fields);

/// How many fields splitFields() would find, without splitting.
[[nodiscard]] qsizetype countFields(QStringView line);

/// An unsigned decimal integer token ("0", "15480"), nothing else.
[[nodiscard]] std::optional<double> parseUnsigned(QStringView token);

/// A sender's mark that lines were cut out of a log here: `8<`, `[...]`, `<snip>`,
/// `--- cut out ---`. Short, so never a row (`8<` starts with a digit, as rows do).
[[nodiscard]] bool isCutMark(QStringView line);

} // namespace vmscope
