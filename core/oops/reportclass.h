// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace vmscope {

/// What a crash report is about, in the words kernel developers (and syzbot's titles) use:
/// finer than Oops::Kind, which says how the kernel printed it. Decided from the headline.
enum class ReportClass {
    Unknown,
    Kasan, // BUG: KASAN: use-after-free in ...
    Kmsan, // BUG: KMSAN: uninit-value in ...
    Kcsan, // BUG: KCSAN: data-race in ...
    Kfence, // BUG: KFENCE: out-of-bounds read in ...
    Ubsan, // UBSAN: shift-out-of-bounds in fs/x.c:12:3
    MemoryLeak, // kmemleak: unreferenced object 0x...
    PageFault, // BUG: unable to handle page fault / kernel NULL pointer dereference
    ProtectionFault, // general protection fault, stack segment
    DoubleFault, // PANIC: double fault
    InvalidOpcode, // invalid opcode without a BUG line, divide error
    KernelBug, // kernel BUG at fs/x.c:12!
    Warning, // WARNING: CPU: 0 PID: 1 at fs/x.c:12 f+0x1/0x2
    Deadlock, // lockdep: circular or recursive locking, irq lock inversion
    LockState, // lockdep: inconsistent lock state
    Locking, // lockdep's other reports: bad unlock balance, suspicious RCU usage, ...
    AtomicSleep, // BUG: sleeping function called from invalid context, scheduling while atomic
    SpinlockBug, // BUG: spinlock bad magic, recursion, lockup suspected, already unlocked
    ListCorruption, // list_add corruption, list_del corruption
    BadPage, // BUG: Bad page state / map / cache
    RssCounter, // BUG: Bad rss-counter state
    HungTask, // INFO: task x:1 blocked for more than 143 seconds.
    RcuStall, // rcu: INFO: rcu_preempt detected stalls on CPUs/tasks:
    SoftLockup, // watchdog: BUG: soft lockup - CPU#0 stuck for 22s!
    HardLockup, // NMI watchdog: Watchdog detected hard LOCKUP on cpu 1
    WorkqueueLockup, // BUG: workqueue lockup - pool cpus=0 ...
    NetdevRefcount, // unregister_netdevice: waiting for lo to become free. Usage count = 2
    StackCorruption, // kernel stack regs ... has bad 'bp' value, stack-protector
    StackOverflow, // stack guard page was hit, corrupted stack end: the deep path is to blame
    AllocationFailure, // page allocation failure, page allocation stalls
    OutOfMemory, // invoked oom-killer
    Panic, // Kernel panic - not syncing, with no report before it
    Reboot, // the kernel booted again in the middle of the log
    Other,
};

/// The class of a report whose first line is `headline` (prefix-stripped).
[[nodiscard]] ReportClass classifyReport(const QString &headline);

/// Stable lowercase id ("kasan", "hung-task") for JSON and golden files, never translated.
[[nodiscard]] QString reportClassId(ReportClass reportClass);

/// The class in the user's language ("KASAN report", "hung task").
[[nodiscard]] QString reportClassTitle(ReportClass reportClass);

/// A stall, a lockup or an overflow: the task was not at fault where the report caught it, the
/// code it was asked to run is.
[[nodiscard]] bool isStallClass(ReportClass reportClass);

} // namespace vmscope
