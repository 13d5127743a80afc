// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QColor>
#include <QIcon>

namespace vmscope {

/// A capture's colour as a small rounded square, for the tree and table headers that name it.
[[nodiscard]] QIcon colorSwatch(const QColor &color);

} // namespace vmscope
