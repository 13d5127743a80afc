// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/capture.h"
#include "core/diagnostic.h"
#include "parsers/parsecontext.h"
#include "parsers/textblock.h"

#include <optional>

namespace vmscope {

/// Where a detector found a block of its format: lines [begin, end) of the cleaned text.
struct BlockExtent
{
    qsizetype begin = 0;
    qsizetype end = 0;
    int confidence = 0; // 0 = not this format, 100 = certain
};

/// What a parser made of a block: usually one capture, sometimes several (a table per disk).
/// The segmenter fills in the label and the source afterwards.
struct ParseResult
{
    QList<Capture> captures;
    Diagnostics diagnostics; // about lines that belong to no capture
};

/// One input format. Stateless; detect() and parse() may run on any thread.
class LogParser
{
public:
    virtual ~LogParser() = default;
    /// Stable lowercase id ("vmstat"), used in golden files and settings, never translated.
    [[nodiscard]] virtual QString formatId() const = 0;
    [[nodiscard]] virtual CaptureKind kind() const = 0;
    /// If a block of this format starts at lines[start], its extent. Cheap: it decides from the
    /// first few lines and then only walks while lines keep looking like the format.
    [[nodiscard]] virtual std::optional<BlockExtent> detect(const QList<CleanLine> &lines,
                                                            qsizetype start) const = 0;
    [[nodiscard]] virtual ParseResult parse(const TextBlock &block,
                                            const ParseContext &context) const = 0;
};

} // namespace vmscope
