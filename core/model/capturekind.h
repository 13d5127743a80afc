// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace vmscope {

/// The family of a log; the stable ids are part of the CLI's JSON schema.
enum class CaptureKind { Vmstat, Top, Profile, Oops, Slabinfo, Results, Events };

/// "vmstat", "top", "profile", "oops", "slabinfo", "results", "events".
[[nodiscard]] QString captureKindId(CaptureKind kind);
[[nodiscard]] std::optional<CaptureKind> captureKindFromId(QStringView id);

} // namespace vmscope
