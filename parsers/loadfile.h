// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/document.h"
#include "parsers/parsecontext.h"
#include "parsers/parserregistry.h"

#include <QByteArray>

namespace vmscope {

/// What a load made of one input. `error` is set when the input could not be read at all
/// (missing, a directory, permission, too large); the document is then empty.
struct LoadResult
{
    Document document;
    QString error;

    [[nodiscard]] bool readable() const { return error.isEmpty(); }
};

/// Reads a file ("-" is standard input) and runs the whole pipeline on it, taking every
/// block but quoted repeats: what planFileImport() and buildDocument() do without a preview.
[[nodiscard]] LoadResult loadFile(const QString &path, const ParserRegistry &registry,
                                  const ParseContext &context = {});
/// The same for bytes already in memory (a paste, an embedded resource); `name` is the source.
[[nodiscard]] LoadResult loadBytes(const QByteArray &bytes, const QString &name,
                                   const ParserRegistry &registry,
                                   const ParseContext &context = {});

} // namespace vmscope
