// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/importplan.h"

#include "core/repeats.h"
#include "parsers/inputreader.h"
#include "parsers/mailcleaner.h"
#include "parsers/segmenter.h"
#include "parsers/textdecoder.h"

#include <QCoreApplication>

namespace vmscope {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vmscope::ImportPlan", text);
}

Capture withSource(Capture capture, const TextBlock &block, const QString &name)
{
    capture.label = block.label.isEmpty() ? block.message.subject : block.label;
    capture.source.file = name;
    capture.source.firstLine = block.firstLine();
    capture.source.lastLine = block.lastLine();
    capture.source.quoteDepth = block.quoteDepth();
    capture.source.messageSubject = block.message.subject;
    capture.source.messageAuthor = block.message.author;
    return capture;
}

/// The earlier block whose captures `later` repeats, as "lines A-B", or empty.
QString findRepeat(const QList<BlockImport> &earlierBlocks, const BlockImport &later)
{
    if (later.captures.isEmpty()) {
        return {};
    }
    for (const BlockImport &earlier : earlierBlocks) {
        for (const Capture &capture : earlier.captures) {
            if (isRepeatOf(later.captures.constFirst(), capture)) {
                return tr("lines %1-%2").arg(capture.source.firstLine).arg(capture.source.lastLine);
            }
        }
    }
    return {};
}

} // namespace

QString BlockImport::kindId() const
{
    return captures.isEmpty() ? block.formatId : captureKindId(captures.constFirst().kind);
}

qsizetype BlockImport::rowCount() const
{
    qsizetype rows = 0;
    for (const Capture &capture : captures) {
        rows += capture.rowCount();
    }
    return rows;
}

ImportPlan planImport(const QByteArray &bytes, const QString &name, const ParserRegistry &registry,
                      const ParseContext &context)
{
    ImportPlan plan;
    plan.name = name;
    DecodedText decoded = decodeText(bytes);
    plan.diagnostics = decoded.diagnostics;
    plan.text = std::move(decoded.text);
    const CleanText clean = MailCleaner().clean(plan.text, &plan.diagnostics);

    const QList<TextBlock> blocks = Segmenter(registry).segment(clean, context);
    for (const TextBlock &block : blocks) {
        if (context.cancelled()) {
            break;
        }
        ParseResult parsed = registry.parser(block.formatId)->parse(block, context);
        BlockImport import{block, {}, parsed.diagnostics, {}, true, block.label};
        for (Capture &capture : parsed.captures) {
            import.captures.append(withSource(std::move(capture), block, name));
        }
        if (!import.captures.isEmpty()) {
            import.label = import.captures.constFirst().label;
        }
        import.repeatOf = findRepeat(plan.blocks, import);
        import.selected = import.repeatOf.isEmpty();
        plan.blocks.append(std::move(import));
    }
    plan.cancelled = context.cancelled();
    if (context.progress) {
        context.progress(1000);
    }
    return plan;
}

ImportPlan planFileImport(const QString &path, const ParserRegistry &registry,
                          const ParseContext &context)
{
    QString error;
    const QByteArray bytes = readInput(path, &error);
    if (!error.isEmpty()) {
        ImportPlan plan;
        plan.name = path;
        plan.error = error;
        return plan;
    }
    return planImport(bytes, path, registry, context);
}

Document buildDocument(const ImportPlan &plan)
{
    Document document;
    document.addSource({plan.name, plan.text});
    for (const Diagnostic &diagnostic : plan.diagnostics) {
        document.addDiagnostic(diagnostic);
    }
    for (const BlockImport &import : plan.blocks) {
        for (const Diagnostic &diagnostic : import.diagnostics) {
            document.addDiagnostic(diagnostic);
        }
        if (!import.selected) {
            if (!import.repeatOf.isEmpty()) {
                document.addDiagnostic(
                    {Diagnostic::Severity::Note, import.block.firstLine(),
                     tr("%1 block on lines %2-%3 repeats the one on %4, as quoted in a reply; "
                        "not imported again")
                         .arg(import.kindId())
                         .arg(import.block.firstLine())
                         .arg(import.block.lastLine())
                         .arg(import.repeatOf)});
            }
            continue;
        }
        for (Capture capture : import.captures) {
            capture.label = import.label;
            document.addCapture(std::move(capture));
        }
    }
    if (plan.cancelled) {
        document.addDiagnostic({Diagnostic::Severity::Note, 0,
                                tr("loading was cancelled; what was read so far is kept")});
    }
    return document;
}

} // namespace vmscope
