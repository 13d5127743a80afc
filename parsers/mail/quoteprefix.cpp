// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/mail/quoteprefix.h"

namespace vmscope {
namespace {

constexpr qsizetype maxSuperciteLetters = 8;

/// ksymoops marks its decoded lines `>>EIP;`, `>>eax;`: data, not a quote.
bool isKsymoopsMarker(QStringView rest)
{
    if (!rest.startsWith(u">>")) {
        return false;
    }
    qsizetype i = 2;
    while (i < rest.size() && i < 7 && rest.at(i).isLetterOrNumber()) {
        ++i;
    }
    return i > 2 && i < rest.size() && rest.at(i) == u';';
}

/// Length of one quote marker at the start of `rest` (`>` or supercite `AM>`), 0 if none.
qsizetype markerLength(QStringView rest)
{
    if (isKsymoopsMarker(rest)) {
        return 0;
    }
    qsizetype letters = 0;
    while (letters < rest.size() && letters <= maxSuperciteLetters && rest.at(letters).isLetter()
        && rest.at(letters).unicode() < 0x80) {
        ++letters;
    }
    if (letters > maxSuperciteLetters || letters >= rest.size() || rest.at(letters) != u'>') {
        return 0;
    }
    // Supercite initials are followed by a blank (`AM> `); `x>3` in prose is no quote.
    const qsizetype after = letters + 1;
    if (letters > 0 && after < rest.size() && rest.at(after) != u' ' && rest.at(after) != u'>') {
        return 0;
    }
    return after;
}

} // namespace

QuotePrefix::Unquoted QuotePrefix::strip(const QString &line)
{
    const QStringView view(line);
    // A single leading blank is tolerated before the first marker (` > text`).
    qsizetype position = view.startsWith(u' ') && markerLength(view.mid(1)) > 0 ? 1 : 0;
    int depth = 0;
    while (const qsizetype length = markerLength(view.mid(position))) {
        ++depth;
        position += length;
        const bool blank = position < view.size() && view.at(position) == u' ';
        // A single blank between markers is part of the prefix; after the last one only one
        // blank is dropped, so `>  1  0` keeps the row's own leading blank.
        position += blank ? 1 : 0;
        if (blank && markerLength(view.mid(position)) == 0) {
            break;
        }
    }
    if (depth == 0) {
        return{0, line};
    }
    // `> | Trace; ...`: a reply to a message that quoted with `| ` (some mailers do). A `|`
    // that starts a table row (`| a | b |`) is text.
    const QStringView rest = view.mid(position);
    if ((rest == u"|" || rest.startsWith(u"| ")) && !rest.mid(1).contains(u" |")) {
        ++depth;
        position += rest.size() > 1 ? 2 : 1;
    }
    return{depth, line.mid(position)};
}

} // namespace vmscope
