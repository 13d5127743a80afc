// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/finding.h"

#include "core/model/stableid.h"

using namespace Qt::StringLiterals;

namespace vmscope {

QString findingSeverityId(FindingSeverity severity)
{
    static constexpr StableId<FindingSeverity> ids[] { { FindingSeverity::Info, u"info" },
        { FindingSeverity::Warning, u"warning" }, { FindingSeverity::Critical, u"critical" } };
    return stableIdOf(ids, severity, u"warning");
}

} // namespace vmscope
