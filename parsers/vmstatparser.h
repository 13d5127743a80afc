// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/logparser.h"

namespace vmscope {

/// `vmstat [-a] [-w] [-t] [-n] delay`: every procps generation from 2.0 (`r b w`) to
/// procps-ng 4 (`st`, `gu`), with or without headers, as mail left it.
class VmstatParser final : public LogParser
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
