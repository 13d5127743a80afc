// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace vmscope {

/// Whether `path` names a regular file (after symbolic links): not a FIFO, a pipe such as
/// `<(cat log)`, a device or a directory, which cannot be looked into and read again, nor
/// replaced by a file written beside them.
[[nodiscard]] bool isRegularFile(const QString &path);

/// Whether `path` names a FIFO (after symbolic links), whose open() waits for a writer.
[[nodiscard]] bool isFifo(const QString &path);

/// Whether `path` names anything at all (after symbolic links).
[[nodiscard]] bool pathExists(const QString &path);

} // namespace vmscope
