// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/events/eventlog.h"

#include "core/model/stableid.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {

QString kernelEventTypeId(KernelEvent::Type type)
{
    using enum KernelEvent::Type;
    static constexpr StableId<KernelEvent::Type> ids[] { { AllocationFailure, u"alloc-failure" },
        { OomKillerInvoked, u"oom-invoked" }, { OomKill, u"oom-kill" },
        { HungTask, u"hung-task" }, { SoftLockup, u"soft-lockup" },
        { AllocationStall, u"alloc-stall" } };
    return stableIdOf(ids, type);
}

qsizetype EventLog::count(KernelEvent::Type type) const
{
    return std::count_if(events.cbegin(), events.cend(),
        [type](const KernelEvent &event) { return event.type == type; });
}

} // namespace vmscope
