// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/events/eventlog.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {

QString kernelEventTypeId(KernelEvent::Type type)
{
    switch (type) {
    case KernelEvent::Type::AllocationFailure:
        return u"alloc-failure"_s;
    case KernelEvent::Type::OomKillerInvoked:
        return u"oom-invoked"_s;
    case KernelEvent::Type::OomKill:
        return u"oom-kill"_s;
    case KernelEvent::Type::HungTask:
        return u"hung-task"_s;
    case KernelEvent::Type::SoftLockup:
        return u"soft-lockup"_s;
    }
    return {};
}

qsizetype EventLog::count(KernelEvent::Type type) const
{
    return std::count_if(events.cbegin(), events.cend(),
        [type](const KernelEvent &event) { return event.type == type; });
}

} // namespace vmscope
