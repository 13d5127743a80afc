// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/betterdirection.h"

#include "core/model/stableid.h"

namespace vmscope {
namespace {

constexpr StableId<BetterDirection> directionIds[] { { BetterDirection::Higher, u"higher" },
    { BetterDirection::Lower, u"lower" }, { BetterDirection::Unknown, u"unknown" } };

} // namespace

QString betterDirectionId(BetterDirection direction)
{
    return stableIdOf(directionIds, direction);
}

std::optional<BetterDirection> betterDirectionFromId(QStringView id)
{
    return stableValueOf(directionIds, id);
}

} // namespace vmscope
