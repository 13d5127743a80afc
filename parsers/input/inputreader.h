// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/input/textdecoder.h"

#include <QByteArray>
#include <QString>

namespace vmscope {

/// Reads a whole input: a file, or standard input for "-". On failure returns nothing and
/// says why in `error` (missing, a directory, unreadable, larger than maxInputBytes).
[[nodiscard]] QByteArray readInput(const QString &path, QString *error);

/// Reads and decodes a whole input (see decodeText()). A plain file is decoded as it is read,
/// so its bytes are never all in memory next to its text; compressed files and standard input are
/// read first. On failure the text is empty and `error` says why.
[[nodiscard]] DecodedText readText(const QString &path, QString *error,
                                   const ParseContext &context = {});

/// Inputs larger than this are refused rather than exhausting memory.
constexpr qint64 maxInputBytes = qint64(1) << 30;

} // namespace vmscope
