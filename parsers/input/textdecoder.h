// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/diagnostic.h"
#include "parsers/pipeline/parsecontext.h"

#include <QByteArray>
#include <QFile>
#include <QString>

namespace vmscope {

/// Bytes as read from a file or a paste, turned into text.
struct DecodedText
{
    QString text;
    Diagnostics diagnostics;
    bool overLimit = false; // the input went past the bytes allowed: nothing was kept
};

/// Decodes input bytes: gzip, bzip2, xz and zstd are expanded (see expand()), UTF-16 and UTF-32
/// are read as such (by BOM or NUL pattern), UTF-8 is used when the bytes are valid UTF-8 and
/// Latin-1 otherwise (threads are often iso-8859-x), NUL bytes become blanks, and line ends of
/// carriage returns alone become line feeds. Never fails:
/// what cannot be read is said in the diagnostics. The bytes are taken by value so that a
/// caller who moves them in has them freed as soon as they are decoded; progress runs over
/// the bytes, and a cancelled decode returns the text decoded so far.
[[nodiscard]] DecodedText decodeText(QByteArray bytes, const ParseContext &context = {});

/// Whether text starting with `head` is UTF-16 or UTF-32 (a byte order mark, or NUL bytes
/// where ASCII text in them has them): decodeText() reads it, decodeFile() does not.
[[nodiscard]] bool isWideText(QByteArrayView head);

/// The same for a plain (not compressed) file open for reading, decoded as it is read so that its
/// bytes are never all in memory next to the text. The file is read once, front to back, so a
/// pipe, a FIFO or a device reads as a regular file does; past `maxBytes` it stops and says so
/// in `overLimit` (`/dev/zero` never ends). Read errors are left in the file's state.
[[nodiscard]] DecodedText decodeFile(QFile &file, qint64 maxBytes, const ParseContext &context = {});

} // namespace vmscope
