// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/segmenter.h"

#include "parsers/labelfinder.h"

namespace vmscope {

Segmenter::Segmenter(const ParserRegistry &registry)
    : m_registry(registry)
{
}

QList<TextBlock> Segmenter::segment(const CleanText &text, const ParseContext &context) const
{
    QList<TextBlock> blocks;
    const QList<CleanLine> &lines = text.lines;
    qsizetype proseStart = 0;
    int lastProgress = -1;
    qsizetype i = 0;
    while (i < lines.size()) {
        if (i % 1000 == 0) {
            if (context.cancelled()) {
                break;
            }
            const int perMille = int(i * 1000 / lines.size());
            if (context.progress && perMille != lastProgress) {
                context.progress(lastProgress = perMille);
            }
        }
        std::optional<BlockExtent> best;
        const LogParser *bestParser = nullptr;
        for (const auto &parser : m_registry.parsers()) {
            const auto extent = parser->detect(lines, i);
            if (extent && extent->end > i && extent->confidence >= minimumConfidence
                && (!best || extent->confidence > best->confidence)) {
                best = extent;
                bestParser = parser.get();
            }
        }
        if (!best) {
            ++i;
            continue;
        }
        TextBlock block;
        block.formatId = bestParser->formatId();
        block.lines = lines.mid(best->begin, best->end - best->begin);
        block.preamble = lines.mid(proseStart, best->begin - proseStart);
        block.label = LabelFinder::find(block.preamble);
        const int message = lines.at(best->begin).message;
        if (message >= 0 && message < text.messages.size()) {
            block.message = text.messages.at(message);
        }
        blocks.append(std::move(block));
        i = proseStart = best->end;
    }
    return blocks;
}

} // namespace vmscope
