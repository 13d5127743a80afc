// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace vmscope {

/// Reads a whole input: a file, or standard input for "-". On failure returns nothing and
/// says why in `error` (missing, a directory, unreadable, larger than maxInputBytes).
[[nodiscard]] QByteArray readInput(const QString &path, QString *error);

/// Inputs larger than this are refused rather than exhausting memory.
constexpr qint64 maxInputBytes = qint64(1) << 30;

} // namespace vmscope
