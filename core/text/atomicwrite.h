// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>

#include <functional>

namespace vmscope {

/// Writes `path` all or nothing: `write` fills a temporary file beside it (returning why it
/// failed, or empty), which then replaces `path`. A failed or interrupted export never leaves
/// half a file under the user's name. Returns empty, or why nothing was written.
QString writeAtomically(const QString &path, const std::function<QString(QIODevice &)> &write);
/// The same for bytes already made.
QString writeAtomically(const QString &path, const QByteArray &bytes);

} // namespace vmscope
