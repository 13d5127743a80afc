// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <functional>

namespace vmscope {

/// What a caller lends a long-running parse: progress reporting and cancellation.
struct ParseContext
{
    std::function<void(int perMille)> progress; // optional; called only when the value changes
    std::function<bool()> isCancelled; // optional; checked at least every 1000 lines

    [[nodiscard]] bool cancelled() const { return isCancelled && isCancelled(); }
};

} // namespace vmscope
