// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/inputreader.h"

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

QByteArray readInputFile(const QString &path, QString *error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = tr("%1: no such file").arg(path);
        return {};
    }
    if (info.isDir()) {
        *error = tr("%1: is a directory, not a file").arg(path);
        return {};
    }
    if (info.size() > maxInputBytes) {
        *error = tr("%1: larger than 1 GiB").arg(path);
        return {};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot open: %2").arg(path, file.errorString());
        return {};
    }
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        *error = tr("%1: cannot read: %2").arg(path, file.errorString());
        return {};
    }
    return bytes;
}

} // namespace

QByteArray readInput(const QString &path, QString *error)
{
    return path == u"-" ? readStandardInput(error) : readInputFile(path, error);
}

} // namespace vmscope
