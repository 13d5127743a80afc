// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/finding.h"

using namespace Qt::StringLiterals;

namespace vmscope {

QString findingSeverityId(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Info:
        return u"info"_s;
    case FindingSeverity::Warning:
        return u"warning"_s;
    case FindingSeverity::Critical:
        return u"critical"_s;
    }
    return u"warning"_s;
}

} // namespace vmscope
