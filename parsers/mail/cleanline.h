// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <algorithm>

namespace vmscope {

/// One logical line of mail text after cleaning, with where it stood in the original.
struct CleanLine
{
    enum Flag : unsigned {
        NoFlags = 0,
        NbspFixed = 1u << 0, // non-breaking spaces or '?' stand-ins were turned into blanks
        Reconstructed = 1u << 1, // cut out of a line that an archive had flattened
        ControlStripped = 1u << 2, // control characters or ANSI escapes were removed
    };

    QString text; // without quote prefix
    int physicalLine = 0; // 1-based line of the original text
    int quoteDepth = 0; // number of '>' in the quote prefix
    unsigned flags = NoFlags;
    int message = -1; // index into CleanText::messages, -1 when no message header was seen

    [[nodiscard]] bool isBlank() const
    {
        return std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.isSpace(); });
    }
    [[nodiscard]] bool has(Flag flag) const { return (flags & flag) != 0; }

    friend bool operator==(const CleanLine &, const CleanLine &) = default;
};

/// The text of `lines[i]`, empty past the end, so that a scanner can look ahead freely.
[[nodiscard]] inline QStringView lineText(const QList<CleanLine> &lines, qsizetype i)
{
    return i < lines.size() ? QStringView(lines.at(i).text) : QStringView();
}

/// True when `lines[i]` exists and is quoted `depth` deep: a block never crosses quote levels.
[[nodiscard]] inline bool atQuoteDepth(const QList<CleanLine> &lines, qsizetype i, int depth)
{
    return i < lines.size() && lines.at(i).quoteDepth == depth;
}

/// A mail message found in the input (mbox or pasted headers).
struct MessageInfo
{
    QString subject;
    QString author;
    QString date;
    int firstLine = 0; // physical line of its first header
    QString messageId; // without the angle brackets

    friend bool operator==(const MessageInfo &, const MessageInfo &) = default;
};

/// The cleaned text of one input.
struct CleanText
{
    QList<CleanLine> lines;
    QList<MessageInfo> messages;
};

} // namespace vmscope
