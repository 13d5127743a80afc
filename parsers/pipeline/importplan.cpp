// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/pipeline/importplan.h"

#include "core/analysis/repeats.h"
#include "parsers/input/inputreader.h"
#include "parsers/mail/mailcleaner.h"
#include "parsers/pipeline/labelfinder.h"
#include "parsers/pipeline/parallelparse.h"
#include "parsers/pipeline/segmenter.h"
#include "parsers/input/textdecoder.h"

#include <QCoreApplication>

#include <algorithm>

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::ImportPlan)
};

Capture withSource(Capture capture, const TextBlock &block, const QString &name)
{
    // A capture its parser named (a part of a table under its own caption) keeps its name.
    if (capture.label.isEmpty()) {
        capture.label = block.label;
        capture.source.labelReason = block.labelReason;
    } else {
        capture.source.labelReason = QStringLiteral("caption inside the block");
    }
    if (capture.label.isEmpty() && !block.message.subject.isEmpty()) {
        capture.label = LabelFinder::subjectLabel(block.message.subject);
        capture.source.labelReason = QStringLiteral("message's subject (nothing above the log names it)");
    }
    capture.source.file = name;
    if (capture.source.firstLine == 0) { // else its parser gave it a part of the block's lines
        capture.source.firstLine = block.firstLine();
        capture.source.lastLine = block.lastLine();
    }
    capture.source.quoteDepth = block.quoteDepth();
    capture.source.messageSubject = block.message.subject;
    capture.source.messageAuthor = block.message.author;
    capture.source.messageDate = block.message.date;
    capture.source.messageId = block.message.messageId;
    return capture;
}

/// Finds the earlier block whose captures a later block repeats, as "lines A-B".
class BlockRepeats
{
public:
    explicit BlockRepeats(const QList<BlockImport> &blocks)
        : m_blocks(blocks)
        , m_finder([this](qsizetype index) -> const Capture & { return captureAt(index); })
    {
    }

    /// Call for each block once it is in `blocks`, in order.
    QString repeatOfLast()
    {
        const qsizetype block = m_blocks.size() - 1;
        const QList<Capture> &captures = m_blocks.constLast().captures;
        QString repeatOf;
        for (qsizetype c = 0; c < captures.size(); ++c) {
            const qsizetype original = m_finder.findThenAdd(captures.at(c));
            m_where.append({block, c});
            if (c == 0 && original >= 0) { // a block repeats as its first capture does
                const SourceInfo &earlier = captureAt(original).source;
                repeatOf = Text::tr("lines %1-%2").arg(earlier.firstLine).arg(earlier.lastLine);
            }
        }
        return repeatOf;
    }

private:
    [[nodiscard]] const Capture &captureAt(qsizetype index) const
    {
        const auto [block, capture] = m_where.at(index);
        return m_blocks.at(block).captures.at(capture);
    }

    const QList<BlockImport> &m_blocks;
    QList<std::pair<qsizetype, qsizetype>> m_where; // finder index → (block, capture)
    RepeatFinder m_finder;
};

/// Spreads the stages of one import over a single 0..1000 progress. The shares are what each
/// stage cost on a 1 GB `top -b` log (tools/bench): decoding 5%, cleaning 25%, segmenting
/// 15%, parsing 55%. Within a stage, its own 0..1000 maps onto its share.
class StagedProgress
{
public:
    explicit StagedProgress(const ParseContext &context)
        : m_context(context)
    {
    }

    static constexpr int decoded = 50, cleaned = 300, segmented = 450;

    /// The caller's context, with progress mapped onto [from, to].
    [[nodiscard]] ParseContext stage(int from, int to)
    {
        ParseContext stage = m_context;
        stage.progress = [this, from, to](int perMille) {
            report(from + (to - from) * perMille / 1000);
        };
        return stage;
    }

    [[nodiscard]] const ParseContext &context() const { return m_context; }

    void report(int perMille)
    {
        if (m_context.progress && perMille != m_last) {
            m_context.progress(m_last = perMille);
        }
    }

private:
    ParseContext m_context;
    int m_last = -1;
};

/// The block's lines are parsed and no longer needed: its first and last line still give the
/// line range and quote depth; the rest, and the prose before it, are freed.
void keepOnlyEnds(TextBlock &block)
{
    if (block.lines.size() > 2) {
        block.lines = {block.lines.constFirst(), block.lines.constLast()};
    }
    block.preamble = {};
}

BlockImport importBlock(TextBlock block, ParseResult parsed, const QString &name)
{
    keepOnlyEnds(block);
    Diagnostics diagnostics = std::move(block.notes);
    diagnostics.append(std::move(parsed.diagnostics));
    BlockImport import{std::move(block), {}, std::move(diagnostics), {}, true, {}};
    import.label = import.block.label;
    for (Capture &capture : parsed.captures) {
        import.captures.append(withSource(std::move(capture), import.block, name));
    }
    if (!import.captures.isEmpty()) {
        import.label = import.captures.constFirst().label;
    }
    return import;
}

/// Sources and diagnostics of a plan, and the notes on repeats left out and on a cancel.
Document documentWithoutCaptures(const ImportPlan &plan)
{
    Document document;
    document.addSource({plan.name, plan.text});
    for (const Diagnostic &diagnostic : plan.diagnostics) {
        document.addDiagnostic(diagnostic, plan.name);
    }
    for (const BlockImport &import : plan.blocks) {
        for (const Diagnostic &diagnostic : import.diagnostics) {
            document.addDiagnostic(diagnostic, plan.name);
        }
        if (!import.selected && !import.repeatOf.isEmpty()) {
            document.addDiagnostic(
                {Diagnostic::Severity::Note, import.block.firstLine(),
                 Text::tr("%1 block on lines %2-%3 repeats the one on %4, as quoted in a reply; "
                    "not imported again")
                     .arg(import.kindId())
                     .arg(import.block.firstLine())
                     .arg(import.block.lastLine())
                     .arg(import.repeatOf)},
                plan.name);
        }
    }
    if (plan.cancelled) {
        document.addDiagnostic({Diagnostic::Severity::Note, 0,
                                Text::tr("loading was cancelled; what was read so far is kept")},
                               plan.name);
    }
    return document;
}

/// Adds the selected blocks' captures under their labels: copied from a const plan, moved
/// out of one that is not.
template <typename Plan>
void addSelectedCaptures(Document &document, Plan &plan)
{
    for (auto &import : plan.blocks) {
        if (!import.selected) {
            continue;
        }
        // The user's name for the block names all of it; else each capture keeps its own.
        const bool relabelled
            = !import.captures.isEmpty() && import.label != import.captures.constFirst().label;
        for (auto &capture : import.captures) {
            Capture taken = std::move(capture);
            if (relabelled) {
                taken.label = import.label;
            }
            document.addCapture(std::move(taken));
        }
    }
}

/// The first `most` blocks: past them an input of a million tiny logs would hold a million
/// captures. The rest are left with a warning on the line where they start.
void keepAtMost(qsizetype most, QList<TextBlock> &blocks, Diagnostics &diagnostics)
{
    if (blocks.size() <= most) {
        return;
    }
    const TextBlock &first = blocks.at(most);
    diagnostics.append({Diagnostic::Severity::Warning, first.firstLine(),
                        Text::tr("more than %1 logs in this input: the %2 from line %3 on are not "
                           "read (raise the limit with --max-logs, or in Preferences)")
                            .arg(most)
                            .arg(blocks.size() - most)
                            .arg(first.firstLine())});
    blocks.resize(most);
}

/// Clean → segment → parse of decoded text, the stages after `progress`'s decoding share.
ImportPlan planDecoded(DecodedText decoded, const QString &name, const ParserRegistry &registry,
                       StagedProgress &progress)
{
    const ParseContext &context = progress.context();
    ImportPlan plan;
    plan.name = name;
    plan.diagnostics = std::move(decoded.diagnostics);
    plan.text = std::move(decoded.text);
    QList<TextBlock> blocks;
    if (!context.cancelled()) {
        // Moved into the blocks, and the rest freed, once segmented.
        CleanText clean = MailCleaner(registry.lineAnchors()).clean(
            plan.text, &plan.diagnostics,
            progress.stage(StagedProgress::decoded, StagedProgress::cleaned));
        if (!context.cancelled()) {
            blocks = Segmenter(registry).segment(
                std::move(clean), progress.stage(StagedProgress::cleaned, StagedProgress::segmented));
        }
    }
    keepAtMost(context.limits.maxBlocks, blocks, plan.diagnostics);
    const ParseContext parsing = progress.stage(StagedProgress::segmented, 1000);
    QList<BlockImport> imports = ParallelParse(registry, parsing).run(
        std::move(blocks), [&name](TextBlock &&block, ParseResult &&parsed) {
            return importBlock(std::move(block), std::move(parsed), name);
        });
    // Repeats are found in block order, each against the blocks before it.
    BlockRepeats repeats(plan.blocks);
    for (BlockImport &import : imports) {
        plan.blocks.append(std::move(import));
        BlockImport &added = plan.blocks.last();
        added.repeatOf = repeats.repeatOfLast();
        added.selected = added.repeatOf.isEmpty();
    }
    plan.cancelled = context.cancelled();
    progress.report(1000);
    return plan;
}

} // namespace

QString BlockImport::kindId() const
{
    return captures.isEmpty() ? block.formatId : captureKindId(captures.constFirst().kind);
}

qsizetype BlockImport::rowCount() const
{
    qsizetype rows = 0;
    for (const Capture &capture : captures) {
        rows += capture.rowCount();
    }
    return rows;
}

ImportPlan planImport(QByteArray bytes, const QString &name, const ParserRegistry &registry,
                      const ParseContext &context)
{
    StagedProgress progress(context);
    progress.report(0);
    DecodedText decoded = decodeText(std::move(bytes), progress.stage(0, StagedProgress::decoded));
    return planDecoded(std::move(decoded), name, registry, progress);
}

ImportPlan planDecodedText(DecodedText decoded, const QString &name,
                           const ParserRegistry &registry, const ParseContext &context)
{
    StagedProgress progress(context);
    progress.report(StagedProgress::decoded);
    return planDecoded(std::move(decoded), name, registry, progress);
}

ImportPlan planFileImport(const QString &path, const ParserRegistry &registry,
                          const ParseContext &context)
{
    StagedProgress progress(context);
    progress.report(0);
    QString error;
    DecodedText decoded = readText(path, &error, progress.stage(0, StagedProgress::decoded));
    if (!error.isEmpty()) {
        ImportPlan plan;
        plan.name = path;
        plan.error = error;
        return plan;
    }
    return planDecoded(std::move(decoded), path, registry, progress);
}

Document buildDocument(const ImportPlan &plan)
{
    Document document = documentWithoutCaptures(plan);
    addSelectedCaptures(document, plan);
    return document;
}

Document buildDocument(ImportPlan &&plan)
{
    Document document = documentWithoutCaptures(plan);
    addSelectedCaptures(document, plan);
    return document;
}

} // namespace vmscope
