// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/diagnostic.h"
#include "parsers/mail/cleanline.h"
#include "parsers/mail/flattenedsplitter.h"
#include "parsers/pipeline/parsecontext.h"

namespace vmscope {

/// Undoes what mail and archives did to pasted logs: transport leftovers (HTML entities,
/// quoted-printable), ANSI escapes and control characters, non-breaking spaces and their `?`
/// stand-ins, quote prefixes (kept as a depth), and messages an archive flattened onto one line.
/// Every line keeps its original physical line number; mbox and header runs become messages.
/// A line the cleaning leaves alone shares the characters of `text` instead of copying them.
class MailCleaner
{
public:
    /// `logAnchors` say where the parsers' logs start in a flattened line
    /// (ParserRegistry::lineAnchors()); without them only headers, quotes and signatures cut.
    explicit MailCleaner(const QStringList &logAnchors = {})
        : m_splitter(logAnchors)
    {
    }

    /// Progress runs over the characters of `text`; a cancelled clean returns the lines so far.
    [[nodiscard]] CleanText clean(const QString &text, Diagnostics *diagnostics = nullptr,
                                  const ParseContext &context = {}) const;

private:
    FlattenedSplitter m_splitter;
};

} // namespace vmscope
