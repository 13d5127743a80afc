// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/text/filekind.h"

#include <QFile>

#include <sys/stat.h>

#include <optional>

namespace vmscope {
namespace {

/// The type bits of what `path` names after symbolic links; nothing when it names nothing.
std::optional<mode_t> typeOf(const QString &path)
{
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0) {
        return std::nullopt;
    }
    return status.st_mode & S_IFMT;
}

} // namespace

bool isRegularFile(const QString &path)
{
    return typeOf(path) == S_IFREG;
}

bool isFifo(const QString &path)
{
    return typeOf(path) == S_IFIFO;
}

bool pathExists(const QString &path)
{
    return typeOf(path).has_value();
}

} // namespace vmscope
