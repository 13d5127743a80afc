// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/logparser.h"

namespace vmscope {

/// `vmstat -p <partition> [delay]`: one row of four counters per interval, keyed
/// `<partition>.reads` and so on.
class VmstatPartitionParser final : public LogParser
{
public:
    [[nodiscard]] QString formatId() const override;
    [[nodiscard]] CaptureKind kind() const override { return CaptureKind::Vmstat; }
    [[nodiscard]] std::optional<BlockExtent> detect(const QList<CleanLine> &lines,
                                                    qsizetype start) const override;
    [[nodiscard]] ParseResult parse(const TextBlock &block,
                                    const ParseContext &context) const override;
};

} // namespace vmscope
