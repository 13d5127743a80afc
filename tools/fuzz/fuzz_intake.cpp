// SPDX-License-Identifier: GPL-2.0-or-later
// The whole intake as the CLI's analyze runs it: bytes (compressed, any encoding, a mailbox)
// decoded, cleaned, segmented and parsed, the document built and every stall rule run.
#include "core/analysis/stallrules.h"
#include "parsers/pipeline/importplan.h"
#include "tools/fuzz/fuzzlines.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace vmscope;
    const ParserRegistry &registry = fuzz::builtinsOnOneThread();
    ParseContext context;
    // A few bytes of xz can say 4 GiB: the limit is the user's to raise, and the fuzzer's
    // memory is not; what is past it is refused as it would be past the default.
    context.limits.maxExpandedBytes = qint64(1) << 20;
    ImportPlan plan = planImport(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)),
                                 QStringLiteral("fuzz"), registry, context);
    const qsizetype lines = plan.text.count(u'\n') + 1;
    for (const BlockImport &block : plan.blocks) {
        fuzz::require(block.block.firstLine() >= 1 && block.block.lastLine() <= lines,
                      "a block's lines are outside the text");
    }
    const Document document = buildDocument(std::move(plan));
    const QList<Finding> findings = analyzeDocument(document);
    for (const Finding &finding : findings) {
        fuzz::require(!(finding.end < finding.start), "a finding that ends before it starts");
    }
    return 0;
}
