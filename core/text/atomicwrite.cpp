// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/text/atomicwrite.h"

#include "core/text/filekind.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <cerrno>

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::AtomicWrite)
};

/// Why a write failed: the system's reason when there is one (Qt says "Unknown error" of a
/// full disk that a buffered write found), else the device's.
QString failure(const QFileDevice &file, int systemError)
{
    return systemError != 0 ? qt_error_string(systemError) : file.errorString();
}

/// Writes all of `bytes` to `file`, or says why not: a disk that fills takes part of a write
/// and reports no error for it, so the count is what tells.
QString writeWhole(QFileDevice &file, const QByteArray &bytes)
{
    errno = 0;
    if (file.write(bytes) != bytes.size() || !file.flush()
        || file.error() != QFileDevice::NoError) {
        const int systemError = errno;
        return failure(file, systemError);
    }
    return {};
}

QString writeStandardOutput(const QByteArray &bytes)
{
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly)) {
        return Text::tr("cannot write to standard output");
    }
    return writeWhole(out, bytes);
}

} // namespace

QString writeAtomically(const QString &path, const std::function<QString(QIODevice &)> &write)
{
    // Made in memory first: QTextStream (SVG) and QImageWriter drop what a short write did
    // not take without a word, so only one checked write of the whole can tell.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (const QString error = write(buffer); !error.isEmpty()) {
        return error;
    }
    buffer.close();
    return writeAtomically(path, bytes);
}

QString writeAtomically(const QString &path, const QByteArray &bytes)
{
    if (path == QStringView(standardOutputName)) {
        return writeStandardOutput(bytes);
    }
    // A FIFO or a device would be replaced by a regular file: what the user named is kept.
    if (pathExists(path) && !isRegularFile(path)) {
        return Text::tr("%1 is not a regular file (a FIFO, a device or a folder); only a file is "
                  "written")
            .arg(path);
    }
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly)) {
        return failure(file, errno);
    }
    // Flushed and checked before commit(), which renames the file over the user's even when
    // its own flush fell short (Qt 6.4 heeds only the errors of write()).
    if (const QString error = writeWhole(file, bytes); !error.isEmpty()) {
        file.cancelWriting();
        return error;
    }
    errno = 0;
    return file.commit() ? QString() : failure(file, errno);
}

} // namespace vmscope
