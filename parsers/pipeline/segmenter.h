// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/parsecontext.h"
#include "parsers/pipeline/parserregistry.h"
#include "parsers/pipeline/textblock.h"

namespace vmscope {

/// Cuts cleaned text into blocks: at each line every parser's detector is asked, the most
/// confident claim (ties: registration order) takes its lines, and the prose above it names it.
class Segmenter
{
public:
    explicit Segmenter(const ParserRegistry &registry);

    [[nodiscard]] QList<TextBlock> segment(const CleanText &text,
                                           const ParseContext &context = {}) const;
    /// The same, moving each block's lines out of `text` instead of copying them: for a large
    /// input whose cleaned lines are not needed afterwards. Lines before a block's end are
    /// left empty once it is cut; detectors only look ahead of where they are asked.
    [[nodiscard]] QList<TextBlock> segment(CleanText &&text, const ParseContext &context = {}) const;

    static constexpr int minimumConfidence = 50;

private:
    [[nodiscard]] QList<TextBlock> run(const CleanText &text, QList<CleanLine> *movable,
                                       const ParseContext &context) const;
    /// Adds to `block` (which ends before line `end`) the quoted lines that go on after a reply
    /// typed into it, as far as its parser reads them; returns the new end.
    qsizetype stepOverInterjections(const QList<CleanLine> &lines, QList<CleanLine> *movable,
        const LogParser &parser, TextBlock &block, qsizetype end) const;
    /// Whether a parser finds a log on lines [from, to).
    [[nodiscard]] bool holdsALog(const QList<CleanLine> &lines, qsizetype from, qsizetype to) const;

    const ParserRegistry &m_registry;
};

} // namespace vmscope
