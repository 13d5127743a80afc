// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/mail/cleanline.h"

namespace vmscope {

/// Names a block from the prose above it, the way a reader of the thread would: a kernel
/// label line (`2.5.31-akpm:`, `With 2.4.19`, `[writeback]`), a short line ending in a colon
/// (`ext3 is misbehaving:`), or else the nearest sentence that is prose and not command output.
class LabelFinder
{
public:
    /// `preamble` holds the lines between the previous block and this one, nearest last.
    [[nodiscard]] static QString find(const QList<CleanLine> &preamble);

    /// The kernel version in a label line ("2.5.31-akpm" for `2.5.31-akpm:`), or empty.
    [[nodiscard]] static QString kernelLabel(const QString &line);

    static constexpr int labelLookBack = 3; // non-blank lines searched for a label line
    static constexpr int proseLookBack = 12; // non-blank lines searched for a sentence
    static constexpr qsizetype maxLabelLength = 80;
};

} // namespace vmscope
