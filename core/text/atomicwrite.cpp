// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/text/atomicwrite.h"

#include <QSaveFile>

namespace vmscope {

QString writeAtomically(const QString &path, const std::function<QString(QIODevice &)> &write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return file.errorString();
    }
    if (const QString error = write(file); !error.isEmpty()) {
        file.cancelWriting();
        return error;
    }
    return file.commit() ? QString() : file.errorString();
}

QString writeAtomically(const QString &path, const QByteArray &bytes)
{
    return writeAtomically(path, [&bytes](QIODevice &file) {
        return file.write(bytes) == bytes.size() ? QString() : file.errorString();
    });
}

} // namespace vmscope
