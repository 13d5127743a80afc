// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/loadfile.h"

#include "core/repeats.h"
#include "parsers/mailcleaner.h"
#include "parsers/segmenter.h"
#include "parsers/textdecoder.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

namespace vmscope {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vmscope::LoadFile", text);
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

Capture finishCapture(Capture capture, const TextBlock &block, const QString &name)
{
    capture.label = block.label;
    if (capture.label.isEmpty()) {
        capture.label = block.message.subject;
    }
    capture.source.file = name;
    capture.source.firstLine = block.firstLine();
    capture.source.lastLine = block.lastLine();
    capture.source.quoteDepth = block.quoteDepth();
    capture.source.messageSubject = block.message.subject;
    capture.source.messageAuthor = block.message.author;
    return capture;
}

const Capture *findRepeated(const Document &document, const Capture &capture)
{
    for (const Capture &earlier : document.captures()) {
        if (isRepeatOf(capture, earlier)) {
            return &earlier;
        }
    }
    return nullptr;
}

} // namespace

LoadResult loadFile(const QString &path, const ParserRegistry &registry,
                    const ParseContext &context)
{
    QString error;
    const QByteArray bytes = path == u"-" ? readStandardInput(&error) : readInputFile(path, &error);
    if (!error.isEmpty()) {
        return {Document(), error};
    }
    return loadBytes(bytes, path, registry, context);
}

LoadResult loadBytes(const QByteArray &bytes, const QString &name, const ParserRegistry &registry,
                     const ParseContext &context)
{
    LoadResult result;
    DecodedText decoded = decodeText(bytes);
    for (const Diagnostic &diagnostic : decoded.diagnostics) {
        result.document.addDiagnostic(diagnostic);
    }
    Diagnostics cleaning;
    const CleanText clean = MailCleaner().clean(decoded.text, &cleaning);
    decoded.text.clear();
    for (const Diagnostic &diagnostic : cleaning) {
        result.document.addDiagnostic(diagnostic);
    }

    const QList<TextBlock> blocks = Segmenter(registry).segment(clean, context);
    for (const TextBlock &block : blocks) {
        if (context.cancelled()) {
            break;
        }
        const LogParser *parser = registry.parser(block.formatId);
        ParseResult parsed = parser->parse(block, context);
        for (const Diagnostic &diagnostic : parsed.diagnostics) {
            result.document.addDiagnostic(diagnostic);
        }
        for (Capture &capture : parsed.captures) {
            capture = finishCapture(std::move(capture), block, name);
            if (const Capture *earlier = findRepeated(result.document, capture)) {
                result.document.addDiagnostic(
                    {Diagnostic::Severity::Note, capture.source.firstLine,
                     tr("%1 block on lines %2-%3 repeats %4 (lines %5-%6) as quoted in a reply; "
                        "not imported again")
                         .arg(captureKindId(capture.kind))
                         .arg(capture.source.firstLine)
                         .arg(capture.source.lastLine)
                         .arg(earlier->id)
                         .arg(earlier->source.firstLine)
                         .arg(earlier->source.lastLine)});
                continue;
            }
            result.document.addCapture(std::move(capture));
        }
    }
    if (context.cancelled()) {
        result.document.addDiagnostic(
            {Diagnostic::Severity::Note, 0, tr("loading was cancelled; what was read so far is kept")});
    }
    if (context.progress) {
        context.progress(1000);
    }
    return result;
}

} // namespace vmscope
