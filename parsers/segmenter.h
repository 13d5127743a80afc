// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/parsecontext.h"
#include "parsers/parserregistry.h"
#include "parsers/textblock.h"

namespace vmscope {

/// Cuts cleaned text into blocks: at each line every parser's detector is asked, the most
/// confident claim (ties: registration order) takes its lines, and the prose above it names it.
class Segmenter
{
public:
    explicit Segmenter(const ParserRegistry &registry);

    [[nodiscard]] QList<TextBlock> segment(const CleanText &text,
                                           const ParseContext &context = {}) const;

    static constexpr int minimumConfidence = 50;

private:
    const ParserRegistry &m_registry;
};

} // namespace vmscope
