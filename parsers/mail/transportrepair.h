// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace vmscope {

/// Undoes transport encodings that archives left in plain text: HTML entities (`&gt;`,
/// `&nbsp;`, `&#160;`) and quoted-printable (`=3D`, `=20`, soft line breaks).
class TransportRepair
{
public:
    /// Decodes the HTML entities of one line; true if there were any.
    [[nodiscard]] static bool decodeEntities(QString &line);
    /// True when the whole text clearly is raw quoted-printable: it says so in a
    /// Content-Transfer-Encoding header, or shows both soft line breaks and `=XX` escapes.
    [[nodiscard]] static bool looksQuotedPrintable(const QString &text);
    /// Decodes one quoted-printable line; `softBreak` tells whether it ended in `=` and so
    /// continues on the next line.
    [[nodiscard]] static QString decodeQuotedPrintable(QStringView line, bool *softBreak);
};

} // namespace vmscope
