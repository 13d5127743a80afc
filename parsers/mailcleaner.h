// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/diagnostic.h"
#include "parsers/cleanline.h"

namespace vmscope {

/// Undoes what mail and archives did to pasted logs: quote prefixes (kept as a depth),
/// non-breaking spaces and their `?` stand-ins, ANSI escapes and control characters, and
/// messages an archive flattened onto one line (cut again at quote markers, mail headers and
/// format anchors). Every line keeps its original line number.
class MailCleaner
{
public:
    [[nodiscard]] CleanText clean(const QString &text, Diagnostics *diagnostics = nullptr) const;

    /// Quote depth of `line` and the text after the prefix (one blank after the last `>` is
    /// dropped; the rest of the indentation is the log's own).
    struct Unquoted
    {
        int depth = 0;
        QString text;
    };
    [[nodiscard]] static Unquoted stripQuotePrefix(const QString &line);
    /// Lines longer than this with several inline quote markers are taken as flattened.
    static constexpr qsizetype flattenedLineLength = 1000;
};

} // namespace vmscope
