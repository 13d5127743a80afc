// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/input/inputreader.h"

#include "parsers/input/decompressor.h"
#include "core/text/filekind.h"
#include "parsers/mail/mailbox.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <array>
#include <cerrno>
#include <cstdio>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::InputReader)
};

QString tooLarge(const QString &name)
{
    return Text::tr("%1: larger than 1 GiB").arg(name);
}

/// Reads `device` to its end (until a read gives nothing: a pipe's atEnd() only says that
/// nothing is buffered yet), refusing more than maxInputBytes; `name` is what `error` calls it.
QByteArray readBounded(QIODevice &device, const QString &name, QString *error)
{
    QByteArray bytes;
    for (QByteArray piece; !(piece = device.read(1 << 20)).isEmpty();) {
        if (bytes.size() + piece.size() > maxInputBytes) {
            *error = tooLarge(name);
            return {};
        }
        bytes += piece;
    }
    return bytes;
}

/// Reads all of standard input, refusing more than maxInputBytes.
QByteArray readStandardInput(QString *error)
{
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly)) {
        *error = Text::tr("cannot read standard input");
        return {};
    }
    QByteArray bytes = readBounded(in, Text::tr("standard input"), error);
    if (error->isEmpty() && in.error() != QFileDevice::NoError) {
        *error = Text::tr("cannot read standard input: %1").arg(in.errorString());
    }
    return error->isEmpty() ? bytes : QByteArray();
}

/// A FIFO read whole without ever blocking: open() would wait for a writer and read() for its
/// next bytes, and no cancel reaches either (a window that quit while it imported a FIFO
/// waited for ever). The FIFO is opened without waiting and read as bytes come, looked at
/// every 100 ms, so a cancel ends the wait for a writer and for its next bytes alike. Refuses
/// more than maxInputBytes.
QByteArray readFifo(const QString &path, const ParseContext &context, QString *error)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int code = errno;
        *error = Text::tr("%1: cannot open: %2").arg(path, qt_error_string(code));
        return {};
    }
    QByteArray bytes;
    std::array<char, 1 << 16> buffer;
    while (!context.cancelled()) {
        pollfd waiting{fd, POLLIN, 0};
        const int ready = ::poll(&waiting, 1, 100);
        if (ready == 0 || (ready < 0 && errno == EINTR)) {
            continue; // no writer yet, or nothing new: look again (and at the cancel)
        }
        const ssize_t got = ready < 0 ? -1 : ::read(fd, buffer.data(), buffer.size());
        if (got == 0) {
            break; // the writer closed it
        }
        if (got < 0) {
            const int code = errno;
            if (code == EAGAIN || code == EINTR) {
                continue;
            }
            *error = Text::tr("%1: cannot read: %2").arg(path, qt_error_string(code));
            break;
        }
        if (bytes.size() + got > maxInputBytes) {
            *error = tooLarge(path);
            break;
        }
        bytes.append(buffer.data(), qsizetype(got));
    }
    ::close(fd);
    return error->isEmpty() ? bytes : QByteArray();
}

/// Opens an input file after the checks readInput() promises; false with `error` set if not.
bool openInputFile(QFile &file, QString *error)
{
    const QString path = file.fileName();
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = Text::tr("%1: no such file").arg(path);
        return false;
    }
    if (info.isDir()) {
        *error = Text::tr("%1: is a directory, not a file").arg(path);
        return false;
    }
    if (info.size() > maxInputBytes) {
        *error = tooLarge(path);
        return false;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Text::tr("%1: cannot open: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

/// Says so in `error` when reading `file` failed; true when it did not.
bool readWell(const QFile &file, QString *error)
{
    if (file.error() != QFileDevice::NoError) {
        *error = Text::tr("%1: cannot read: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    return true;
}

QByteArray readInputFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!openInputFile(file, error)) {
        return {};
    }
    QByteArray bytes = readBounded(file, path, error);
    return error->isEmpty() && readWell(file, error) ? bytes : QByteArray();
}

/// Compressed files, mail and UTF-16 or UTF-32 are read whole (decodeText() expands them,
/// has GMime read the mail that needs it, or decodes the wide text); plain text is decoded
/// as it is read.
bool readWhole(QFile &file)
{
    const QByteArray head = file.peek(16384);
    return compressionOf(head) != Compression::None || mailFormatOf(head) != MailFormat::None
        || isWideText(head);
}

} // namespace

QByteArray readInput(const QString &path, QString *error)
{
    return path == u"-" ? readStandardInput(error) : readInputFile(path, error);
}

DecodedText readText(const QString &path, QString *error, const ParseContext &context)
{
    if (path == u"-") {
        QByteArray bytes = readStandardInput(error);
        return error->isEmpty() ? decodeText(std::move(bytes), context) : DecodedText();
    }
    if (isFifo(path)) {
        QByteArray bytes = readFifo(path, context, error);
        return error->isEmpty() ? decodeText(std::move(bytes), context) : DecodedText();
    }
    QFile file(path);
    if (!openInputFile(file, error)) {
        return {};
    }
    // A pipe, a FIFO or a device (`/dev/urandom`) is read once, front to back, and stopped at
    // the limit a regular file is checked against before it is opened.
    DecodedText decoded;
    if (readWhole(file)) {
        QByteArray bytes = readBounded(file, path, error);
        if (!error->isEmpty()) {
            return {};
        }
        decoded = decodeText(std::move(bytes), context);
    } else {
        decoded = decodeFile(file, maxInputBytes, context);
    }
    if (decoded.overLimit) {
        *error = tooLarge(path);
        return {};
    }
    if (!readWell(file, error)) {
        return {};
    }
    return decoded;
}

} // namespace vmscope
