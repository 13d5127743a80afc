// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/widgets/tablefilterbar.h"

namespace vmscope {

/// What the filter bar of the profile tables (a profile, a profile diff) says: symbols and
/// modules.
[[nodiscard]] TableFilterBar::Texts symbolFilterTexts();

} // namespace vmscope
