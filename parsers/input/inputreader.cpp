// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/input/inputreader.h"

#include "parsers/input/decompressor.h"
#include "parsers/mail/mailbox.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

namespace vmscope {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vmscope::InputReader", text);
}

/// Reads all of standard input, refusing more than maxInputBytes.
QByteArray readStandardInput(QString *error)
{
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly)) {
        *error = tr("cannot read standard input");
        return {};
    }
    QByteArray bytes;
    while (!in.atEnd()) {
        bytes += in.read(1 << 20);
        if (bytes.size() > maxInputBytes) {
            *error = tr("standard input is larger than 1 GiB");
            return {};
        }
        if (in.error() != QFileDevice::NoError) {
            *error = tr("cannot read standard input: %1").arg(in.errorString());
            return {};
        }
    }
    return bytes;
}

/// Opens an input file after the checks readInput() promises; false with `error` set if not.
bool openInputFile(QFile &file, QString *error)
{
    const QString path = file.fileName();
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = tr("%1: no such file").arg(path);
        return false;
    }
    if (info.isDir()) {
        *error = tr("%1: is a directory, not a file").arg(path);
        return false;
    }
    if (info.size() > maxInputBytes) {
        *error = tr("%1: larger than 1 GiB").arg(path);
        return false;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot open: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

/// Says so in `error` when reading `file` failed; true when it did not.
bool readWell(const QFile &file, QString *error)
{
    if (file.error() != QFileDevice::NoError) {
        *error = tr("%1: cannot read: %2").arg(file.fileName(), file.errorString());
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
    QByteArray bytes = file.readAll();
    return readWell(file, error) ? bytes : QByteArray();
}

/// Compressed files and mail are read whole (decodeText() expands them, or has GMime read the
/// mail that needs it); plain text is decoded as it is read.
bool readWhole(QFile &file)
{
    const QByteArray head = file.peek(16384);
    return compressionOf(head) != Compression::None || mailFormatOf(head) != MailFormat::None;
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
    QFile file(path);
    if (!openInputFile(file, error)) {
        return {};
    }
    DecodedText decoded
        = readWhole(file) ? decodeText(file.readAll(), context) : decodeFile(file, context);
    if (!readWell(file, error)) {
        return {};
    }
    return decoded;
}

} // namespace vmscope
