// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/logparser.h"

namespace vmscope {

/// Kernel profile listings: readprofile (default and `-v`), oprofile (oprofpp/op_time
/// `address ticks percent symbol`, opreport -l), perf report --stdio and perf top text.
class ProfileParser final : public LogParser
{
public:
    [[nodiscard]] QString formatId() const override;
    [[nodiscard]] CaptureKind kind() const override { return CaptureKind::Profile; }
    [[nodiscard]] std::optional<BlockExtent> detect(const QList<CleanLine> &lines,
                                                    qsizetype start) const override;
    [[nodiscard]] ParseResult parse(const TextBlock &block,
                                    const ParseContext &context) const override;
};

} // namespace vmscope
