// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/oops/reportclass.h"

#include "core/model/stableid.h"

#include <QCoreApplication>
#include <QStringView>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::ReportClass)
};

/// A phrase of the headline and the class it names; the first that the headline holds wins,
/// so the specific phrases stand before the general ones (`BUG: KASAN:` before `BUG: `).
struct Phrase
{
    QStringView text;
    ReportClass reportClass;
    bool atStart = false; // the headline must start with it (after a `rcu:`-like word)
};

constexpr Phrase phrases[] = {
    { u"KASAN: ", ReportClass::Kasan },
    { u"KMSAN: ", ReportClass::Kmsan },
    { u"KCSAN: ", ReportClass::Kcsan },
    { u"KFENCE: ", ReportClass::Kfence },
    { u"UBSAN: ", ReportClass::Ubsan },
    { u"unreferenced object 0x", ReportClass::MemoryLeak, true },
    { u"BUG: memory leak", ReportClass::MemoryLeak },
    { u"circular locking dependency", ReportClass::Deadlock },
    { u"recursive locking detected", ReportClass::Deadlock },
    { u"irq lock inversion dependency", ReportClass::Deadlock },
    { u"-unsafe lock order detected", ReportClass::Deadlock },
    { u"inconsistent lock state", ReportClass::LockState },
    { u"bad unlock balance", ReportClass::Locking },
    { u"suspicious RCU usage", ReportClass::Locking },
    { u"held lock freed", ReportClass::Locking },
    { u"still has locks held", ReportClass::Locking },
    { u"lock held when returning to user space", ReportClass::Locking },
    { u"Nested lock was not taken", ReportClass::Locking },
    { u"trying to register non-static key", ReportClass::Locking },
    { u"looking up invalid subclass", ReportClass::Locking },
    { u"Invalid wait context", ReportClass::Locking },
    { u"MAX_LOCKDEP", ReportClass::Locking },
    { u"detected stall", ReportClass::RcuStall },
    { u"detected expedited stall", ReportClass::RcuStall },
    { u"self-detected stall", ReportClass::RcuStall },
    { u"soft lockup", ReportClass::SoftLockup },
    { u"hard LOCKUP", ReportClass::HardLockup },
    { u"detected LOCKUP", ReportClass::HardLockup },
    { u"workqueue lockup", ReportClass::WorkqueueLockup },
    { u" blocked for more than ", ReportClass::HungTask },
    { u" blocked in I/O wait for more than ", ReportClass::HungTask },
    { u" can't die for more than ", ReportClass::HungTask },
    { u"unregister_netdevice: waiting for ", ReportClass::NetdevRefcount },
    { u"Bad rss-counter state", ReportClass::RssCounter },
    { u"Bad page ", ReportClass::BadPage },
    { u"sleeping function called from invalid context", ReportClass::AtomicSleep },
    { u"scheduling while atomic", ReportClass::AtomicSleep },
    { u"in preemptible ", ReportClass::AtomicSleep },
    { u"BUG: spinlock ", ReportClass::SpinlockBug },
    { u"BUG: rwlock ", ReportClass::SpinlockBug },
    { u"list_add corruption", ReportClass::ListCorruption },
    { u"list_del corruption", ReportClass::ListCorruption },
    { u"corrupted list", ReportClass::ListCorruption },
    { u"double fault", ReportClass::DoubleFault },
    { u"general protection fault", ReportClass::ProtectionFault },
    { u"stack segment: ", ReportClass::ProtectionFault, true },
    { u"kernel stack regs at ", ReportClass::StackCorruption },
    { u"kernel stack frame pointer at ", ReportClass::StackCorruption },
    { u"stack guard page was hit", ReportClass::StackOverflow },
    { u"stack-protector: ", ReportClass::StackCorruption },
    { u"corrupted stack end", ReportClass::StackOverflow },
    { u"kernel stack overflow", ReportClass::StackOverflow },
    { u"unable to handle", ReportClass::PageFault },
    { u"Unable to handle kernel", ReportClass::PageFault },
    { u"kernel NULL pointer dereference", ReportClass::PageFault },
    { u"Unhandled fault", ReportClass::PageFault },
    { u"kernel BUG at ", ReportClass::KernelBug },
    { u"kernel BUG", ReportClass::KernelBug },
    { u"invalid opcode: ", ReportClass::InvalidOpcode, true },
    { u"divide error: ", ReportClass::InvalidOpcode, true },
    { u"divide_error: ", ReportClass::InvalidOpcode, true },
    { u"WARNING: ", ReportClass::Warning },
    { u"BUG: warning at", ReportClass::Warning },
    { u"Badness in ", ReportClass::Warning, true },
    { u"page allocation failure", ReportClass::AllocationFailure },
    { u"page allocation stalls", ReportClass::AllocationFailure },
    { u"invoked oom-killer", ReportClass::OutOfMemory },
    { u"oom-killer: ", ReportClass::OutOfMemory },
    { u"Kernel panic - not syncing", ReportClass::Panic },
    { u"Oops: ", ReportClass::PageFault, true },
    { u"Internal error: ", ReportClass::PageFault, true },
    { u"Linux version ", ReportClass::Reboot, true },
    { u"Booting the kernel", ReportClass::Reboot, true },
    { u"BUG: ", ReportClass::KernelBug },
};

constexpr StableId<ReportClass> ids[] = {
    { ReportClass::Kasan, u"kasan" },
    { ReportClass::Kmsan, u"kmsan" },
    { ReportClass::Kcsan, u"kcsan" },
    { ReportClass::Kfence, u"kfence" },
    { ReportClass::Ubsan, u"ubsan" },
    { ReportClass::MemoryLeak, u"memory-leak" },
    { ReportClass::PageFault, u"page-fault" },
    { ReportClass::ProtectionFault, u"protection-fault" },
    { ReportClass::DoubleFault, u"double-fault" },
    { ReportClass::InvalidOpcode, u"invalid-opcode" },
    { ReportClass::KernelBug, u"kernel-bug" },
    { ReportClass::Warning, u"warning" },
    { ReportClass::Deadlock, u"deadlock" },
    { ReportClass::LockState, u"lock-state" },
    { ReportClass::Locking, u"locking" },
    { ReportClass::AtomicSleep, u"atomic-sleep" },
    { ReportClass::ListCorruption, u"list-corruption" },
    { ReportClass::BadPage, u"bad-page" },
    { ReportClass::RssCounter, u"rss-counter" },
    { ReportClass::HungTask, u"hung-task" },
    { ReportClass::RcuStall, u"rcu-stall" },
    { ReportClass::SoftLockup, u"soft-lockup" },
    { ReportClass::HardLockup, u"hard-lockup" },
    { ReportClass::WorkqueueLockup, u"workqueue-lockup" },
    { ReportClass::NetdevRefcount, u"netdev-refcount" },
    { ReportClass::StackCorruption, u"stack-corruption" },
    { ReportClass::StackOverflow, u"stack-overflow" },
    { ReportClass::SpinlockBug, u"spinlock-bug" },
    { ReportClass::AllocationFailure, u"allocation-failure" },
    { ReportClass::OutOfMemory, u"out-of-memory" },
    { ReportClass::Panic, u"panic" },
    { ReportClass::Reboot, u"reboot" },
    { ReportClass::Other, u"other" },
};

} // namespace

ReportClass classifyReport(const QString &headline)
{
    if (headline.isEmpty()) {
        return ReportClass::Unknown;
    }
    // `rcu: INFO: ...`, `watchdog: BUG: ...`, `[ INFO: ...`: a subsystem's word before the header.
    const qsizetype colon = headline.indexOf(u": ");
    const QStringView afterWord = colon > 0 && colon < 12 && !headline.left(colon).contains(u' ')
        ? QStringView(headline).mid(colon + 2)
        : QStringView(headline);
    for (const Phrase &phrase : phrases) {
        if (phrase.atStart ? (headline.startsWith(phrase.text) || afterWord.startsWith(phrase.text))
                           : headline.contains(phrase.text)) {
            return phrase.reportClass;
        }
    }
    return ReportClass::Other;
}

QString reportClassId(ReportClass reportClass)
{
    return stableIdOf(ids, reportClass, u"unknown");
}

QString reportClassTitle(ReportClass reportClass)
{
    switch (reportClass) {
    case ReportClass::Unknown: return Text::tr("report");
    case ReportClass::Kasan: return Text::tr("KASAN report");
    case ReportClass::Kmsan: return Text::tr("KMSAN report");
    case ReportClass::Kcsan: return Text::tr("KCSAN data race");
    case ReportClass::Kfence: return Text::tr("KFENCE report");
    case ReportClass::Ubsan: return Text::tr("UBSAN report");
    case ReportClass::MemoryLeak: return Text::tr("memory leak");
    case ReportClass::PageFault: return Text::tr("bad memory access");
    case ReportClass::ProtectionFault: return Text::tr("general protection fault");
    case ReportClass::DoubleFault: return Text::tr("double fault");
    case ReportClass::InvalidOpcode: return Text::tr("invalid opcode");
    case ReportClass::KernelBug: return Text::tr("kernel BUG");
    case ReportClass::Warning: return Text::tr("warning");
    case ReportClass::Deadlock: return Text::tr("possible deadlock");
    case ReportClass::LockState: return Text::tr("inconsistent lock state");
    case ReportClass::Locking: return Text::tr("locking bug");
    case ReportClass::AtomicSleep: return Text::tr("sleep in atomic context");
    case ReportClass::ListCorruption: return Text::tr("list corruption");
    case ReportClass::BadPage: return Text::tr("bad page");
    case ReportClass::RssCounter: return Text::tr("bad rss-counter state");
    case ReportClass::HungTask: return Text::tr("hung task");
    case ReportClass::RcuStall: return Text::tr("RCU stall");
    case ReportClass::SoftLockup: return Text::tr("soft lockup");
    case ReportClass::HardLockup: return Text::tr("hard lockup");
    case ReportClass::WorkqueueLockup: return Text::tr("workqueue lockup");
    case ReportClass::NetdevRefcount: return Text::tr("network device still in use");
    case ReportClass::StackCorruption: return Text::tr("stack corruption");
    case ReportClass::StackOverflow: return Text::tr("stack overflow");
    case ReportClass::SpinlockBug: return Text::tr("spinlock bug");
    case ReportClass::AllocationFailure: return Text::tr("allocation failure");
    case ReportClass::OutOfMemory: return Text::tr("out of memory");
    case ReportClass::Panic: return Text::tr("kernel panic");
    case ReportClass::Reboot: return Text::tr("unexpected reboot");
    case ReportClass::Other: return Text::tr("other report");
    }
    return Text::tr("report");
}

bool isStallClass(ReportClass reportClass)
{
    return reportClass == ReportClass::RcuStall || reportClass == ReportClass::SoftLockup
        || reportClass == ReportClass::HardLockup || reportClass == ReportClass::StackOverflow;
}

} // namespace vmscope
