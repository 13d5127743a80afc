// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/diagnostic.h"

#include <QByteArray>
#include <QString>

namespace vmscope {

/// Bytes as read from a file or a paste, turned into text.
struct DecodedText
{
    QString text;
    Diagnostics diagnostics;
};

/// Decodes input bytes: gzip is inflated, UTF-8 is used when the bytes are valid UTF-8 and
/// Latin-1 otherwise (threads are often iso-8859-x), NUL bytes become blanks. Never fails:
/// what cannot be read is said in the diagnostics.
[[nodiscard]] DecodedText decodeText(const QByteArray &bytes);

/// True when `bytes` start with the gzip magic number.
[[nodiscard]] bool isGzip(const QByteArray &bytes);

} // namespace vmscope
