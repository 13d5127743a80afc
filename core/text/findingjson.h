// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/finding.h"
#include "core/analysis/stallsummary.h"

#include <QJsonObject>

namespace vmscope {

/// An entry of `findings[]` (docs/cli-json.md); `file` names the input, empty when unknown.
[[nodiscard]] QJsonObject findingToJson(const Finding &finding, const QString &file);
/// An entry of `stall_summary[]` (docs/cli-json.md).
[[nodiscard]] QJsonObject stallSummaryToJson(const StallSummary &summary);

} // namespace vmscope
