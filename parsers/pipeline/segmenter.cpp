// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/pipeline/segmenter.h"

#include "parsers/pipeline/labelfinder.h"

#include <QRegularExpression>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Non-blank lines a block may have above it and still belong to the block before it.
constexpr qsizetype mostLinesOfSameSection = 2;

qsizetype nonBlankCount(const QList<CleanLine> &lines)
{
    return std::count_if(
        lines.cbegin(), lines.cend(), [](const CleanLine &line) { return !line.isBlank(); });
}

/// Whether the lines between two blocks leave the second in the first one's section: blank,
/// naming only the tool that printed it (`- vmstat 5` under `sync RAW read:`), or what `dd`
/// printed of the same run. A shell prompt (`# cd /tmp`) or a word of its own (`patched`)
/// starts another run.
bool sameSection(const QList<CleanLine> &lines)
{
    static const QRegularExpression records(uR"(^\s*\d+\+\d+ records (?:in|out)\s*$)"_s);
    return std::all_of(lines.cbegin(), lines.cend(), [](const CleanLine &line) {
        return line.isBlank() || LabelFinder::namesATool(line.text)
            || records.match(line.text).hasMatch();
    });
}

/// Lines [from, to) of `lines`: copied, or moved out of `movable` (the same list) when given.
QList<CleanLine> cut(const QList<CleanLine> &lines, QList<CleanLine> *movable, qsizetype from,
                     qsizetype to)
{
    if (!movable) {
        return lines.mid(from, to - from);
    }
    QList<CleanLine> taken;
    taken.reserve(to - from);
    std::move(movable->begin() + from, movable->begin() + to, std::back_inserter(taken));
    return taken;
}

} // namespace

Segmenter::Segmenter(const ParserRegistry &registry)
    : m_registry(registry)
{
}

QList<TextBlock> Segmenter::segment(const CleanText &text, const ParseContext &context) const
{
    return run(text, nullptr, context);
}

QList<TextBlock> Segmenter::segment(CleanText &&text, const ParseContext &context) const
{
    return run(text, &text.lines, context);
}

QList<TextBlock> Segmenter::run(const CleanText &text, QList<CleanLine> *movable,
                                const ParseContext &context) const
{
    QList<TextBlock> blocks;
    const QList<CleanLine> &lines = text.lines;
    qsizetype proseStart = 0;
    LineWalk walk(&context, 0, lines.size()); // also after each block: a block can be huge
    qsizetype i = 0;
    while (i < lines.size()) {
        if (walk.cancelledAt(i)) {
            break;
        }
        std::optional<BlockExtent> best;
        const LogParser *bestParser = nullptr;
        for (const LogParser &parser : m_registry.parsers()) {
            const auto extent = parser.detect(lines, i);
            if (extent && extent->end > i && extent->confidence >= minimumConfidence
                && (!best || extent->confidence > best->confidence)) {
                best = extent;
                bestParser = &parser;
            }
        }
        if (!best) {
            ++i;
            continue;
        }
        TextBlock block;
        block.formatId = bestParser->formatId();
        block.preamble = cut(lines, movable, proseStart, best->begin);
        block.lines = cut(lines, movable, best->begin, best->end);
        const LabelChoice choice = LabelFinder::choose(block.preamble);
        block.label = choice.label;
        block.labelReason = choice.reason;
        const int message = lines.at(best->begin).message;
        if (message >= 0 && message < text.messages.size()) {
            block.message = text.messages.at(message);
        }
        // Nothing that names it since the previous block, in the same message: the same run
        // or section goes on (a schema change, a paste split by a blank line, the vmstat of a
        // captioned test), so it keeps that block's name.
        const qsizetype between = nonBlankCount(block.preamble);
        if (block.label.isEmpty() && !blocks.isEmpty() && between <= mostLinesOfSameSection
            && sameSection(block.preamble) && !blocks.constLast().label.isEmpty()
            && blocks.constLast().message == block.message) {
            block.label = blocks.constLast().label;
            block.labelReason = between == 0 ? u"block before it (only blank lines between)"_s
                                             : u"block before it (nothing between names it)"_s;
        }
        blocks.append(std::move(block));
        i = proseStart = best->end;
    }
    return blocks;
}

} // namespace vmscope
