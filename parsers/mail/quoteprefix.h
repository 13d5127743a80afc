// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace vmscope {

/// Reads the quote prefix of one mail line: `> `, `>`, `>> `, `> > `, ` > `, supercite `AM> `.
class QuotePrefix
{
public:
    /// Quote depth and the text after the prefix.
    struct Unquoted
    {
        int depth = 0;
        QString text;
    };

    /// Splits `line` into depth and text. One blank after the last `>` belongs to the prefix;
    /// any further indentation is the log's own. ksymoops' `>>EIP;` rows are not quotes.
    [[nodiscard]] static Unquoted strip(const QString &line);
};

} // namespace vmscope
