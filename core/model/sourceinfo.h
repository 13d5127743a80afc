// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace vmscope {

/// Where a capture came from: the file (or paste), the message in it and the physical lines.
struct SourceInfo
{
    QString file; // path, "-" for standard input, empty for a paste
    int firstLine = 0; // 1-based physical lines of the original text, inclusive
    int lastLine = 0;
    int quoteDepth = 0; // number of '>' levels the block was quoted at
    QString messageSubject; // of the mail message holding the block, when known
    QString messageAuthor;
    QString messageDate; // the message's Date header as printed
    QString messageId; // its Message-ID, without the angle brackets
    QString labelReason; // why the import chose the capture's label ("caption on line 12")

    friend bool operator==(const SourceInfo &, const SourceInfo &) = default;
};

} // namespace vmscope
