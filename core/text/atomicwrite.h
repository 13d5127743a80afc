// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>

#include <functional>

namespace vmscope {

/// What a command line's `--out` names standard output by.
inline constexpr char16_t standardOutputName[] = u"-";

/// Writes `path` all or nothing: `write` fills a buffer (returning why it failed, or empty),
/// which goes to a temporary file beside `path` that replaces it once every byte is out. A
/// failed or interrupted export, or a full disk, never leaves half a file under the user's
/// name. A path
/// that names something other than a regular file (a FIFO, a device) is refused; "-" is
/// standard output. Returns empty, or why nothing was written.
QString writeAtomically(const QString &path, const std::function<QString(QIODevice &)> &write);
/// The same for bytes already made.
QString writeAtomically(const QString &path, const QByteArray &bytes);

} // namespace vmscope
