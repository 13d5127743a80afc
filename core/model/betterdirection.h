// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace vmscope {

/// Which way a metric or a benchmark's value should move for a kernel to count as better.
enum class BetterDirection { Higher, Lower, Unknown };

/// "higher", "lower", "unknown": used in the JSON and the settings.
[[nodiscard]] QString betterDirectionId(BetterDirection direction);
/// The direction of an id betterDirectionId() gave, or nothing.
[[nodiscard]] std::optional<BetterDirection> betterDirectionFromId(QStringView id);

} // namespace vmscope
