// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/logparser.h"

namespace vmscope {

/// `vmstat -s`, `-D` and `-f`: one counter per line, read as a single sample whose columns are
/// the labels (`total memory`, `pages paged in`, `forks`).
class VmstatCounterParser final : public LogParser
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
