// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/finding.h"

#include "core/model/stableid.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::Finding)
};

} // namespace

QString findingSeverityId(FindingSeverity severity)
{
    static constexpr StableId<FindingSeverity> ids[] { { FindingSeverity::Info, u"info" },
        { FindingSeverity::Warning, u"warning" }, { FindingSeverity::Critical, u"critical" } };
    return stableIdOf(ids, severity, u"warning");
}

QString findingSeverityName(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Info:
        return Text::tr("info");
    case FindingSeverity::Warning:
        return Text::tr("warning");
    case FindingSeverity::Critical:
        return Text::tr("critical");
    }
    return Text::tr("warning");
}

} // namespace vmscope
