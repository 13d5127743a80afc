// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/diagnostic.h"
#include "parsers/mail/cleanline.h"

namespace vmscope {

/// A run of cleaned lines that one parser claimed, with the label found for it.
struct TextBlock
{
    QString formatId; // the parser that claimed it ("vmstat")
    QList<CleanLine> lines;
    QString label;
    QString labelReason; // LabelChoice::reason
    MessageInfo message; // the message holding it, empty when unknown
    QList<CleanLine> preamble; // the prose between the previous block and this one
    Diagnostics notes; // repairs the segmenter made (rows after a reply in the quote joined)

    [[nodiscard]] int firstLine() const { return lines.isEmpty() ? 0 : lines.constFirst().physicalLine; }
    [[nodiscard]] int lastLine() const { return lines.isEmpty() ? 0 : lines.constLast().physicalLine; }
    /// Quote depth of the block's first line.
    [[nodiscard]] int quoteDepth() const { return lines.isEmpty() ? 0 : lines.constFirst().quoteDepth; }
    /// The preamble's last line when it is at the block's quote depth: the line above the block.
    [[nodiscard]] const CleanLine *lineAbove() const
    {
        const bool above = !lines.isEmpty() && !preamble.isEmpty()
            && preamble.constLast().quoteDepth == quoteDepth();
        return above ? &preamble.constLast() : nullptr;
    }
};

} // namespace vmscope
