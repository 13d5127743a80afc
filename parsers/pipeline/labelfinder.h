// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/mail/cleanline.h"

namespace vmscope {

/// A block's name and why it was chosen, for the user to trust or correct (the import
/// preview's tooltip, the JSON's `label_reason`).
struct LabelChoice
{
    QString label;
    QString reason; // "kernel caption on line 12", empty when there is no label
};

/// Names a block from the lines above it, the way a reader of the thread would. Candidates are
/// ranked: a caption (a kernel label line `2.5.31-akpm:`, `With 2.4.19`, `==> 2.6.8 <==`,
/// `Kernel 2.6.8 - stock`, `vmstat 5 on 2.6.7`, a short line ending in a colon with no values
/// between it and the block, `[ordered]`) among the last few lines, nearest first, before the
/// nearest sentence of prose (or the one kernel it names as a kernel); log lines, code and
/// signatures are passed over, a link or data between a sentence and the block, a list item
/// or a quoted sentence cut by a reply give no label. Mail header lines never name a block;
/// the message's subject is the last resort, applied by the import (subjectLabel()).
class LabelFinder
{
public:
    /// `preamble` holds the lines between the previous block and this one, nearest last.
    [[nodiscard]] static LabelChoice choose(const QList<CleanLine> &preamble);

    /// The kernel version in a label line ("2.5.31-akpm" for `2.5.31-akpm:`), or empty.
    [[nodiscard]] static QString kernelLabel(const QString &line);

    /// A message's subject as a last-resort label: reply and list prefixes dropped, shortened.
    [[nodiscard]] static QString subjectLabel(const QString &subject);

    /// `- vmstat 5`, `top -b`: a line naming only the tool that printed the log below it.
    [[nodiscard]] static bool namesATool(const QString &line);

    /// `Subject: …`, `Content-Type: …`, `X-Operating-System: …`: a mail header, never a label.
    [[nodiscard]] static bool isMailHeader(const QString &line);

    static constexpr int labelLookBack = 3; // non-blank lines searched for a caption
    static constexpr int proseLookBack = 12; // non-blank lines searched for a sentence
    static constexpr qsizetype maxLabelLength = 80;
};

} // namespace vmscope
