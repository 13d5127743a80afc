// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/text/filekind.h"

#include <QFile>

#include <sys/stat.h>

namespace vmscope {

bool isRegularFile(const QString &path)
{
    struct stat status {};
    return ::stat(QFile::encodeName(path).constData(), &status) == 0 && S_ISREG(status.st_mode);
}

bool isFifo(const QString &path)
{
    struct stat status {};
    return ::stat(QFile::encodeName(path).constData(), &status) == 0 && S_ISFIFO(status.st_mode);
}

bool pathExists(const QString &path)
{
    struct stat status {};
    return ::stat(QFile::encodeName(path).constData(), &status) == 0;
}

} // namespace vmscope
