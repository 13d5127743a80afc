// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/document.h"
#include "parsers/input/textdecoder.h"
#include "parsers/pipeline/parsecontext.h"
#include "parsers/pipeline/parserregistry.h"

#include <QByteArray>

namespace vmscope {

/// One block found in an input, parsed, waiting for the user (or the CLI) to take it.
struct BlockImport
{
    TextBlock block; // once parsed, only its first and last line are kept (for the line range)
    QList<Capture> captures; // label and source filled in
    Diagnostics diagnostics; // about lines of the block that belong to no capture
    QString repeatOf; // "lines 650-672": an earlier block this one quotes again, else empty
    bool selected = true; // repeats start deselected
    QString label; // what the captures will be called; starts as the label found

    [[nodiscard]] QString kindId() const;
    [[nodiscard]] qsizetype rowCount() const;
};

/// Everything read from one input before it becomes part of a Document: the import preview
/// shows it, lets the user relabel and deselect blocks, then buildDocument() takes it.
struct ImportPlan
{
    QString name; // file path, "-", or a name for a paste
    QString text; // the decoded original text, for the source view
    Diagnostics diagnostics; // decoding and cleaning
    QList<BlockImport> blocks;
    QString error; // the input could not be read at all
    bool cancelled = false;

    [[nodiscard]] bool readable() const { return error.isEmpty(); }
};

/// Decode → clean → segment → parse, and mark quoted repeats. Bytes moved in are freed once
/// decoded; what each stage no longer needs is freed before the next, so that a large input
/// is not held several times over.
[[nodiscard]] ImportPlan planImport(QByteArray bytes, const QString &name,
                                    const ParserRegistry &registry,
                                    const ParseContext &context = {});
/// The same for a file ("-" is standard input); unreadable files set `error`.
[[nodiscard]] ImportPlan planFileImport(const QString &path, const ParserRegistry &registry,
                                        const ParseContext &context = {});

/// The same for text already decoded (a session's source, read again).
[[nodiscard]] ImportPlan planDecodedText(DecodedText decoded, const QString &name,
                                         const ParserRegistry &registry,
                                         const ParseContext &context = {});

/// The selected blocks' captures under their (possibly edited) labels, and every diagnostic;
/// a repeat that stays deselected is recorded as a note.
[[nodiscard]] Document buildDocument(const ImportPlan &plan);
/// The same, moving the captures out of a plan that is no longer needed instead of copying.
[[nodiscard]] Document buildDocument(ImportPlan &&plan);

} // namespace vmscope
