// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/textdecoder.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <zlib.h>

namespace vmscope {
namespace {

constexpr qsizetype maxInflatedBytes = qsizetype(2) * 1024 * 1024 * 1024 - 1; // QByteArray limit

QString tr(const char *text)
{
    return QCoreApplication::translate("vmscope::TextDecoder", text);
}

/// Inflates a gzip stream (several members too); returns what could be read.
QByteArray gunzip(const QByteArray &compressed, Diagnostics &diagnostics)
{
    z_stream stream{};
    // 16 + MAX_WBITS: expect a gzip header.
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK) {
        diagnostics.append({Diagnostic::Severity::Error, 0, tr("cannot start gzip decompression")});
        return {};
    }
    QByteArray out;
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(compressed.constData()));
    stream.avail_in = uInt(compressed.size());
    char buffer[64 * 1024];
    int status = Z_OK;
    while (status != Z_STREAM_END || stream.avail_in > 0) {
        if (status == Z_STREAM_END) {
            inflateReset(&stream); // concatenated gzip members
        }
        stream.next_out = reinterpret_cast<Bytef *>(buffer);
        stream.avail_out = sizeof buffer;
        status = inflate(&stream, Z_NO_FLUSH);
        if (status != Z_OK && status != Z_STREAM_END) {
            diagnostics.append({Diagnostic::Severity::Error, 0,
                                tr("gzip data is damaged or cut short; the text before the "
                                   "damage is used")});
            break;
        }
        out.append(buffer, qsizetype(sizeof buffer - stream.avail_out));
        if (out.size() > maxInflatedBytes - qsizetype(sizeof buffer)) {
            diagnostics.append({Diagnostic::Severity::Error, 0,
                                tr("gzip data inflates past 2 GiB; the rest is not read")});
            break;
        }
        if (status == Z_OK && stream.avail_in == 0 && stream.avail_out != 0) {
            diagnostics.append({Diagnostic::Severity::Warning, 0,
                                tr("gzip data ends early; the text before the end is used")});
            break;
        }
    }
    inflateEnd(&stream);
    return out;
}

/// NUL bytes become blanks; the count and the line of the first are reported.
void reportNulBytes(QByteArray &bytes, Diagnostics &diagnostics)
{
    const qsizetype first = bytes.indexOf('\0');
    if (first < 0) {
        return;
    }
    const qsizetype line = QByteArrayView(bytes).first(first).count('\n') + 1;
    const qsizetype count = bytes.count('\0');
    bytes.replace('\0', ' ');
    diagnostics.append({Diagnostic::Severity::Warning, int(std::min<qsizetype>(line, INT_MAX)),
                        QCoreApplication::translate(
                            "vmscope::TextDecoder", "%n NUL byte(s) in the input were read as blanks",
                            nullptr, int(std::min<qsizetype>(count, INT_MAX)))});
}

} // namespace

bool isGzip(const QByteArray &bytes)
{
    return bytes.size() >= 2 && uchar(bytes[0]) == 0x1f && uchar(bytes[1]) == 0x8b;
}

DecodedText decodeText(const QByteArray &input)
{
    DecodedText decoded;
    QByteArray bytes = isGzip(input) ? gunzip(input, decoded.diagnostics) : input;
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        bytes.remove(0, 3);
    }
    reportNulBytes(bytes, decoded.diagnostics);
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(bytes);
    if (utf8.hasError()) {
        text = QString::fromLatin1(bytes);
        decoded.diagnostics.append(
            {Diagnostic::Severity::Note, 0, tr("input is not valid UTF-8; read as Latin-1")});
    }
    decoded.text = std::move(text);
    return decoded;
}

} // namespace vmscope
