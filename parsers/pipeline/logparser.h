// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"
#include "core/model/diagnostic.h"
#include "parsers/pipeline/parsecontext.h"
#include "parsers/pipeline/textblock.h"

#include <optional>

namespace vmscope {

/// Where a detector found a block of its format: lines [begin, end) of the cleaned text.
/// With confidence 0 it is a verdict instead: no block of the format starts at any line of
/// [begin, end). A detector that walked far before it failed says so, and the segmenter does
/// not ask it again from each of those lines (which made crafted input quadratic: 4 000
/// repeated vmstat headers took 40 s).
struct BlockExtent
{
    qsizetype begin = 0;
    qsizetype end = 0;
    int confidence = 0; // 0 = not this format, 100 = certain

    /// No block of the format starts in lines [begin, end).
    [[nodiscard]] static BlockExtent none(qsizetype begin, qsizetype end)
    {
        return { begin, end, 0 };
    }
    [[nodiscard]] bool isBlock() const { return confidence > 0 && end > begin; }
};

/// What a parser made of a block: usually one capture, sometimes several (a table per disk).
/// The segmenter fills in the label and the source afterwards.
struct ParseResult
{
    QList<Capture> captures;
    Diagnostics diagnostics; // about lines that belong to no capture

    /// One capture of `kind`: what most formats make of a block.
    [[nodiscard]] static ParseResult one(CaptureKind kind, QString layout, Payload payload,
                                         Diagnostics diagnostics = {})
    {
        Capture capture;
        capture.kind = kind;
        capture.layout = std::move(layout);
        capture.diagnostics = std::move(diagnostics);
        capture.payload = std::move(payload);
        ParseResult result;
        result.captures.append(std::move(capture));
        return result;
    }
};

/// One input format: its id, the kind of capture it makes, a detector and a reader. Each
/// format's file gives one (vmstatParser(), oopsParser()…); both functions are stateless
/// and may run on any thread.
class LogParser
{
public:
    /// If a block of this format starts at lines[start], its extent. Cheap: it decides from the
    /// first few lines and then only walks while lines keep looking like the format. When
    /// that walk ends without a block, the detector may return BlockExtent::none() up to the
    /// line where a start could first make a difference.
    using Detector = std::optional<BlockExtent> (*)(const QList<CleanLine> &lines,
                                                    qsizetype start);
    using Reader = ParseResult (*)(const TextBlock &block, const ParseContext &context);

    /// `lineAnchors`: regular expressions matching where the format's header lines start, so
    /// that a message an archive flattened onto one line is cut back there (MailCleaner).
    LogParser(QString formatId, CaptureKind kind, Detector detector, Reader reader,
              QStringList lineAnchors = {})
        : m_formatId(std::move(formatId))
        , m_kind(kind)
        , m_detect(detector)
        , m_parse(reader)
        , m_lineAnchors(std::move(lineAnchors))
    {
    }

    /// Stable lowercase id ("vmstat"), used in golden files and settings, never translated.
    [[nodiscard]] const QString &formatId() const { return m_formatId; }
    [[nodiscard]] CaptureKind kind() const { return m_kind; }
    [[nodiscard]] const QStringList &lineAnchors() const { return m_lineAnchors; }
    [[nodiscard]] std::optional<BlockExtent> detect(const QList<CleanLine> &lines,
                                                    qsizetype start) const
    {
        return m_detect(lines, start);
    }
    [[nodiscard]] ParseResult parse(const TextBlock &block, const ParseContext &context) const
    {
        return m_parse(block, context);
    }

private:
    QString m_formatId;
    CaptureKind m_kind;
    Detector m_detect;
    Reader m_parse;
    QStringList m_lineAnchors;
};

} // namespace vmscope
