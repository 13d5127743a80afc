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

} // namespace vmscope
