// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/importplan.h"
#include "parsers/pipeline/parserregistry.h"
#include "parsers/pipeline/textblock.h"

#include <QList>

#include <functional>

namespace vmscope {

/// Parses the blocks of one input on every core: each block is one task, and its parser sees
/// a context whose progress counts the lines of all blocks parsed so far (never backwards) and
/// whose cancel is the caller's. `context`'s callbacks are called from the pool's threads, one
/// at a time.
class ParallelParse
{
public:
    /// Makes the import of a block from its parse, on the task's thread, so that the block's
    /// lines are freed as soon as it is parsed; it must touch nothing but its arguments.
    using Import = std::function<BlockImport(TextBlock &&block, ParseResult &&result)>;

    ParallelParse(const ParserRegistry &registry, const ParseContext &context)
        : m_registry(registry)
        , m_context(context)
    {
    }

    /// The blocks' imports in block order; once cancelled, those before the first block left
    /// unparsed. Progress is the share of the blocks' lines parsed, 0..1000.
    [[nodiscard]] QList<BlockImport> run(QList<TextBlock> &&blocks, const Import &import) const;

private:
    const ParserRegistry &m_registry;
    const ParseContext &m_context;
};

} // namespace vmscope
