// SPDX-License-Identifier: GPL-2.0-or-later
#include "tools/fuzz/fuzzlines.h"

#include <QThreadPool>

#include <cstdio>
#include <cstdlib>

namespace vmscope::fuzz {

QList<CleanLine> linesOf(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    QList<CleanLine> lines;
    int physical = 0;
    for (QStringView line : QStringView(text).split(u'\n')) {
        CleanLine clean;
        clean.physicalLine = ++physical;
        qsizetype at = 0;
        while (at < line.size() && (line.at(at) == u'>' || (clean.quoteDepth > 0 && line.at(at) == u' '))) {
            clean.quoteDepth += line.at(at) == u'>' ? 1 : 0;
            ++at;
        }
        clean.text = line.mid(at).toString();
        lines.append(std::move(clean));
    }
    return lines;
}

const ParserRegistry &builtinsOnOneThread()
{
    static const ParserRegistry registry = [] {
        QThreadPool::globalInstance()->setMaxThreadCount(1);
        return ParserRegistry::withBuiltins();
    }();
    return registry;
}

void require(bool holds, const char *what)
{
    if (!holds) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
        std::abort();
    }
}

void detectAndParse(const LogParser &parser, const QList<CleanLine> &lines)
{
    const int lastLine = lines.isEmpty() ? 0 : lines.constLast().physicalLine;
    qsizetype start = 0;
    qsizetype previousEnd = 0; // the segmenter cuts each block after the one before
    while (start < lines.size()) {
        const std::optional<BlockExtent> extent = parser.detect(lines, start);
        if (!extent) {
            ++start;
            continue;
        }
        require(extent->end <= lines.size(), "an extent ends past the last line");
        if (!extent->isBlock()) {
            require(extent->begin <= start, "a verdict starts after the line it was asked about");
            start = std::max(start + 1, extent->end);
            continue;
        }
        require(extent->begin >= previousEnd && extent->begin <= start,
                "a block starts after the line it was found at, or inside the block before");
        previousEnd = extent->end;
        TextBlock block;
        block.formatId = parser.formatId();
        block.lines = lines.mid(extent->begin, extent->end - extent->begin);
        const ParseResult parsed = parser.parse(block, ParseContext());
        for (const Capture &capture : parsed.captures) {
            // An oops block gives the kernel events around the report as a capture of its own.
            require(capture.kind == parser.kind() || capture.kind == CaptureKind::Events,
                    "a capture of another kind than its parser's");
            for (const Diagnostic &diagnostic : capture.diagnostics) {
                require(diagnostic.line >= 0 && diagnostic.line <= lastLine,
                        "a capture's diagnostic on a line the input does not have");
            }
            require(capture.source.firstLine <= capture.source.lastLine,
                    "a capture's first line after its last");
            require(capture.source.lastLine <= lastLine, "a capture ends past the input");
        }
        for (const Diagnostic &diagnostic : parsed.diagnostics) {
            require(diagnostic.line >= 0 && diagnostic.line <= lastLine,
                    "a diagnostic on a line the input does not have");
        }
        start = std::max(start + 1, extent->end);
    }
}

} // namespace vmscope::fuzz
