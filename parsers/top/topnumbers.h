// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStringView>

#include <optional>

namespace vmscope {

/// A decimal as top prints it: `53.1`, `100`, `0,6` and `4,1070653` (locale decimal comma).
[[nodiscard]] std::optional<double> parseTopDecimal(QStringView token);

/// A percentage column: `53.1`, `0,3`, busybox's `38%`; nullopt for top's `?` and junk.
[[nodiscard]] std::optional<double> parseTopPercent(QStringView token);

/// A process memory column in KiB: plain KiB (`75864`) or scaled with top's suffixes, `34M`
/// and `1.2G` (procps 2.0), `293m`, `1.2g`, `3t` (procps 3+), busybox's `632m` up to `y`.
[[nodiscard]] std::optional<double> parseScaledKiB(QStringView token);

/// KiB in one unit of a procps-ng memory line (`KiB`, `MiB`, ... `EiB`); 0 when not a unit.
[[nodiscard]] double kibPerUnit(QStringView unit);

} // namespace vmscope
