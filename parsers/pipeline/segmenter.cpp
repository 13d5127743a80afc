// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/pipeline/segmenter.h"

#include "parsers/pipeline/labelfinder.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <iterator>
#include <utility>
#include <vector>

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
/// The last lines of a movable list take the list itself, its head dropped, and leave it
/// empty: an input that is one block (a week of `vmstat 1`) is never held twice as lines.
QList<CleanLine> cut(const QList<CleanLine> &lines, QList<CleanLine> *movable, qsizetype from,
                     qsizetype to)
{
    if (!movable) {
        return lines.mid(from, to - from);
    }
    if (to == movable->size() && from < to) {
        QList<CleanLine> taken = std::exchange(*movable, {});
        taken.erase(taken.cbegin(), taken.cbegin() + from); // at the front: no line moves
        return taken;
    }
    QList<CleanLine> taken;
    taken.reserve(to - from);
    std::move(movable->begin() + from, movable->begin() + to, std::back_inserter(taken));
    return taken;
}

/// Replies typed into one quoted log that a block may step over (each costs a parse of it).
constexpr int mostInterjections = 8;
/// Lines a reply typed into a quoted log may take.
constexpr qsizetype longestInterjection = 40;
/// A block this long is stepped no further (each step copies and reads it again); as many
/// lines after a reply are offered.
constexpr qsizetype longestSteppedBlock = 100000;

/// Where a quoted log at `depth` of message `message` goes on after a reply typed into it at
/// line `from` (the replier's comment, at a lesser depth, in the same message: no mail header
/// between), or -1 when it does not.
qsizetype resumeAfterInterjection(const QList<CleanLine> &lines, qsizetype from, int depth, int message)
{
    bool replied = false;
    for (qsizetype i = from; i < lines.size() && i - from <= longestInterjection; ++i) {
        const CleanLine &line = lines.at(i);
        if (line.message != message || LabelFinder::isMailHeader(line.text)) {
            return -1;
        }
        if (line.quoteDepth == depth && !line.isBlank()) {
            return replied ? i : -1;
        }
        if (line.quoteDepth > depth) {
            return -1;
        }
        replied = replied || !line.isBlank();
    }
    return -1;
}

/// The lines from `from` on that stay at `depth` (or are blank), `limit` of them at most.
qsizetype quotedRunEnd(const QList<CleanLine> &lines, qsizetype from, int depth, qsizetype limit)
{
    qsizetype end = from;
    while (end < lines.size() && end - from < limit
        && (lines.at(end).quoteDepth == depth || lines.at(end).isBlank())) {
        ++end;
    }
    return end;
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
    const QList<LogParser> &parsers = m_registry.parsers();
    // Per parser, the line before which its detector said no block of its format starts.
    std::vector<qsizetype> noBlockBefore(std::size_t(parsers.size()), 0);
    qsizetype i = 0;
    while (i < lines.size()) {
        if (walk.cancelledAt(i)) {
            break;
        }
        std::optional<BlockExtent> best;
        const LogParser *bestParser = nullptr;
        for (qsizetype p = 0; p < parsers.size(); ++p) {
            qsizetype &verdictEnd = noBlockBefore[std::size_t(p)];
            if (i < verdictEnd) {
                continue;
            }
            const auto extent = parsers.at(p).detect(lines, i);
            if (extent && !extent->isBlock()) {
                verdictEnd = std::max(verdictEnd, extent->end);
            } else if (extent && extent->end > i && extent->confidence >= minimumConfidence
                && (!best || extent->confidence > best->confidence)) {
                best = extent;
                bestParser = &parsers.at(p);
            }
        }
        if (!best) {
            ++i;
            continue;
        }
        TextBlock block;
        block.formatId = bestParser->formatId();
        const int message = lines.at(best->begin).message; // the last block empties `lines`
        block.preamble = cut(lines, movable, proseStart, best->begin);
        block.lines = cut(lines, movable, best->begin, best->end);
        const qsizetype end = stepOverInterjections(lines, movable, *bestParser, block, best->end);
        const LabelChoice choice = LabelFinder::choose(block.preamble);
        block.label = choice.label;
        block.labelReason = choice.reason;
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
        i = proseStart = end;
    }
    return blocks;
}

bool Segmenter::holdsALog(const QList<CleanLine> &lines, qsizetype from, qsizetype to) const
{
    for (qsizetype i = from; i < to; ++i) {
        if (lines.at(i).isBlank()) {
            continue;
        }
        for (const LogParser &parser : m_registry.parsers()) {
            const auto extent = parser.detect(lines, i);
            if (extent && extent->isBlock() && extent->end > i
                && extent->confidence >= minimumConfidence) {
                return true;
            }
        }
    }
    return false;
}

qsizetype Segmenter::stepOverInterjections(const QList<CleanLine> &lines, QList<CleanLine> *movable,
    const LogParser &parser, TextBlock &block, qsizetype end) const
{
    const int depth = block.quoteDepth();
    const int message = block.lines.constLast().message;
    for (int step = 0; depth > 0 && step < mostInterjections && block.lines.size() <= longestSteppedBlock;
         ++step) {
        const qsizetype resume = resumeAfterInterjection(lines, end, depth, message);
        if (resume < 0 || holdsALog(lines, end, resume)) {
            break; // the reply is a log of its own (the replier's numbers), not a remark
        }
        // The parser reads the block with the quoted lines after the reply as if the reply
        // were not there; what it takes of them belongs to the block.
        QList<CleanLine> trial = block.lines;
        trial.append(lines.mid(resume, quotedRunEnd(lines, resume, depth, longestSteppedBlock) - resume));
        const auto extent = parser.detect(trial, 0);
        if (!extent || !extent->isBlock() || extent->begin != 0
            || extent->end <= block.lines.size()) {
            break;
        }
        const qsizetype taken = extent->end - block.lines.size();
        block.notes.append({ Diagnostic::Severity::Note, lines.at(resume).physicalLine,
            QCoreApplication::translate("vmscope::Segmenter",
                "the quoted log goes on after a reply typed into it (lines %1-%2): read as one")
                .arg(lines.at(end).physicalLine)
                .arg(lines.at(resume - 1).physicalLine) });
        block.lines.append(cut(lines, movable, resume, resume + taken));
        end = resume + taken;
    }
    return end;
}

} // namespace vmscope
