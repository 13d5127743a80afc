// SPDX-License-Identifier: GPL-2.0-or-later
//
// Which function a crash report blames. A report's innermost frames are the kernel's machinery
// for noticing and telling: the sanitizer's check, the printk that said it, the list helper
// that found the corruption, the lock that was waited on. A developer reads past them to the
// first function that belongs to the code at fault; so does this file, with lists of those
// helpers as data (one line a pattern, grouped by why they are passed over). docs/oops.md
// states the rules; the lists grow when a real report blames a helper.
//
// A pattern is a substring of the symbol, or with `^` its start, with `$` its end.
#include "core/oops/culprit.h"

#include "core/model/stableid.h"

#include <QCoreApplication>

#include <algorithm>
#include <initializer_list>
#include <span>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::Culprit)
};

bool matchesPattern(QStringView symbol, QStringView pattern)
{
    const bool anchoredStart = pattern.startsWith(u'^');
    const bool anchoredEnd = pattern.endsWith(u'$');
    QStringView text = pattern.mid(anchoredStart ? 1 : 0);
    text.chop(anchoredEnd ? 1 : 0);
    if (anchoredStart && anchoredEnd) {
        return symbol == text;
    }
    if (anchoredStart) {
        return symbol.startsWith(text);
    }
    if (anchoredEnd) {
        return symbol.endsWith(text);
    }
    return symbol.contains(text);
}

bool matchesAny(QStringView symbol, std::span<const QStringView> patterns)
{
    return std::any_of(patterns.begin(), patterns.end(),
        [symbol](QStringView pattern) { return matchesPattern(symbol, pattern); });
}

// The helpers every report passes through, by why they are not to blame.
constexpr QStringView sanitizerRuntime[] = { u"kasan", u"__asan", u"__sanitizer", u"hwasan",
    u"__msan", u"kmsan", u"^kcsan_", u"ubsan", u"^kfence_", u"check_memory_region",
    u"check_heap_object", u"^check_object", u"read_word_at_a_time", u"^instrument_",
    u"_once_nocheck", u"^__check_object_size", u"^check_stack_object" };
constexpr QStringView reporting[] = { u"panic", u"dump_stack", u"show_stack", u"show_trace",
    u"dump_backtrace", u"^sched_show_task", u"^show_regs", u"^__show_regs", u"^print_",
    u"printk", u"^__warn", u"warn_slowpath", u"^warn_alloc", u"^warn_bogus", u"report_bug",
    u"fixup_bug", u"^handle_bug", u"invalid_op", u"^do_error_trap", u"^do_trap", u"_trap$",
    u"^die$", u"^__die", u"^oops_", u"walk_stack", u"^stack_trace_", u"^arch_stack_walk",
    u"^nmi_cpu_backtrace", u"^nmi_trigger_cpumask_backtrace", u"^dev_printk", u"^_dev_",
    u"^dev_info", u"^dev_notice", u"^dev_warn", u"^dev_err", u"^dev_alert", u"^dev_crit",
    u"^dev_emerg", u"printf", u"^kasprintf", u"^kvasprintf", u"^string$", u"^string_nocheck",
    u"^pointer$", u"^va_format", u"hex_dump", u"^get_taint$", u"might_sleep", u"might_resched",
    u"might_fault", u"^__phys_addr", u"^__virt_to_phys", u"program_check_", u"^__pfx_",
    u"^hex_string", u"^ip4_string", u"^ip6_string", u"^mac_address_string", u"^symbol_string",
    u"^widen_string", u"^bitmap_string", u"^escaped_string", u"^format_decode",
    u"^dentry_name", u"^bad_page$", u"^bad_page_fault",
    u"^assertfail" };
constexpr QStringView locking[] = { u"lockdep", u"lock_acquire", u"lock_release",
    u"lock_class", u"^mark_lock", u"held_lock", u"lock_is_held", u"^raw_spin_rq",
    u"^lock_downgrade", u"^debug_check_no_locks", u"^check_noncircular", u"^check_irq_usage",
    u"^check_usage", u"^check_prev_add", u"^check_prevs_add", u"^validate_chain",
    u"^is_dynamic_key", u"^spin_dump", u"^print_circular_bug", u"^print_bad_irq_dependency",
    u"^print_shortest_lock_dependencies", u"^check_path", u"^hlock_class",
    u"^lock_chain_count", u"^check_preemption_disabled", u"preempt_check",
    u"spin_lock", u"spin_trylock", u"spin_unlock", u"^_raw_", u"^__raw_spin", u"^do_raw_",
    u"^queued_spin", u"^queued_read", u"^queued_write", u"^read_lock", u"^read_trylock",
    u"^read_unlock", u"^write_lock", u"^write_trylock", u"^write_unlock", u"^down$",
    u"^down_read", u"^down_write", u"^down_trylock", u"^__down", u"^up_read", u"^up_write",
    u"^up$", u"^mutex_", u"^__mutex_", u"^rt_mutex_", u"^__rt_mutex", u"osq_lock",
    u"osq_unlock", u"^owner_on_cpu", u"^rwsem_", u"^percpu_down", u"^percpu_up",
    u"^atomic_", u"^atomic64_", u"^arch_atomic", u"^raw_atomic", u"^set_bit", u"^clear_bit",
    u"^change_bit", u"^test_bit", u"^test_and_", u"bh_enable", u"bh_disable",
    u"trace_hardirqs", u"trace_softirqs", u"^__wake_up", u"seqprop_assert",
    u"atomic_dec_and_" };
constexpr QStringView referenceCounts[] = { u"^refcount_", u"^__refcount_", u"^kref_",
    u"ref_tracker" };
constexpr QStringView memoryAndStrings[] = { u"memcpy", u"memcmp", u"memset", u"memchr",
    u"memmove", u"memdup", u"strcmp", u"strncmp", u"strcpy", u"strlcpy", u"strncpy",
    u"strscpy", u"strlen", u"strstr", u"strnstr", u"strnlen", u"strchr", u"strdup", u"strndup",
    u"fortify", u"^crc_itu_t", u"^crc4", u"^crc7", u"^crc8", u"^crc16", u"^crc32",
    u"^crc64", u"^__crc32" };
constexpr QStringView userCopies[] = { u"copy_to_user", u"copy_from_user", u"copy_to_iter",
    u"copy_from_iter", u"copy_page_to_iter", u"copy_page_from_iter", u"copy_folio_to_iter",
    u"^copyin$", u"^copyout$", u"^put_user", u"^__put_user", u"^get_user", u"^__get_user", u"^copy_user_", u"^rep_movs",
    u"^rep_stos", u"_indirect_thunk_", u"^extract_user_to_sg", u"^extract_iter_to_sg" };
constexpr QStringView listsAndTrees[] = { u"list_add", u"list_del", u"list_replace",
    u"list_move", u"list_splice", u"^__list_", u"^hlist_", u"^rb_", u"^__rb_", u"^klist_",
    u"^xas_", u"^rhashtable_lookup", u"^ida_free", u"^find_lock_entries" };
constexpr QStringView allocators[] = { u"alloc_page", u"kmalloc", u"^kzalloc", u"^kcalloc",
    u"^kvmalloc", u"^kvzalloc", u"^kvcalloc", u"vmalloc", u"^vzalloc", u"^krealloc",
    u"kmem_cache", u"slab_", u"^__slab", u"allocate_slab", u"^__alloc_frozen_pages",
    u"^folio_alloc", u"^__folio_alloc", u"^folio_unlock", u"^filemap_alloc_folio",
    u"^__filemap_get_folio", u"^find_or_create_page", u"^do_read_cache", u"^read_cache_page",
    u"^pagecache_get_page", u"^grab_cache_page_write_begin", u"^kfree$", u"^kvfree$",
    u"^kfree_sensitive", u"^kfree_skb", u"^__kfree_skb", u"^vfree$", u"^__vfree" };
constexpr QStringView objectChecks[] = { u"debug_object", u"^timer_is_static_object",
    u"^work_is_static_object" };
constexpr QStringView teardown[] = { u"kobject_", u"^add_uevent_var", u"^get_device_parent",
    u"^device_add$", u"^device_del$", u"^device_unregister", u"^device_destroy",
    u"^device_release", u"^devres_release_all", u"^device_for_each_child", u"^put_device$",
    u"^sysfs_remove", u"^device_remove_file", u"rollback_registered", u"unregister_netdev",
    u"^tty_unregister_device", u"^hwrng_unregister", u"^i2c_del_adapter",
    u"^__unregister_client", u"^iput$", u"^iput_final", u"^ihold$", u"^dput$", u"^fast_dput",
    u"^drop_nlink", u"^mark_buffer_dirty", u"^truncate_inode_pages_range",
    u"^cleanup_srcu_struct", u"^unlock_page", u"^lock_page", u"^__lock_page" };
constexpr QStringView queueing[] = { u"^queue_work", u"^__queue_work", u"^queue_delayed_work",
    u"^__queue_delayed_work", u"^insert_work", u"^flush_work", u"^__flush_work",
    u"^flush_workqueue", u"^__flush_workqueue", u"^drain_workqueue", u"^destroy_workqueue",
    u"^cancel_work_sync", u"^__cancel_work", u"^try_to_grab_pending", u"del_timer",
    u"^__timer_delete", u"^timer_delete", u"^lock_timer_base", u"^__mod_timer",
    u"^sk_stop_timer_sync", u"^kthread_stop", u"^finish_wait", u"^complete$",
    u"^wait_for_completion", u"^usb_submit_urb", u"^usb_hcd_submit_urb", u"^usb_kill_urb",
    u"^usb_kill_anchored_urbs", u"^usb_control_msg", u"^usb_start_wait_urb",
    u"^dummy_urb_enqueue", u"perf_trace" };
constexpr QStringView faultEntry[] = { u"^__raw_read", u"^__raw_write", u"^logic_in",
    u"^logic_out", u"^__read_once_", u"^__write_once_", u"^readb$", u"^readw$", u"^readl$", u"^readq$",
    u"^writeb$", u"^writew$", u"^writel$", u"^writeq$", u"^do_kernel_fault",
    u"^__do_kernel_fault", u"^do_translation_fault", u"^do_mem_abort", u"^el1_abort",
    u"^el1h_64_sync", u"^exc_page_fault", u"^asm_exc_page_fault", u"^exc_general_protection",
    u"^asm_exc_general_protection", u"^do_general_protection", u"^general_protection$" };

// What some kinds of report pass over besides.
constexpr QStringView leakExtras[] = { u"kmemleak", u"^kmem", u"alloc", u"create_object",
    u"^idr_get", u"^list_lru_init", u"^pcpu_create", u"mmap" };
constexpr QStringView kasanExtras[] = { u"kernel_fault", u"tag_check", u"mem_abort", u"^el1_",
    u"^el1h_", u"kfree", u"^vunmap", u"^vfree" };
constexpr QStringView kmsanExtras[] = { u"alloc_skb", u"^netlink_ack", u"^netlink_rcv_skb",
    u"_encrypt$", u"^crypto_", u"^cipher_", u"^drbg_", u"^rng_", u"^usb_bulk_msg",
    u"^usb_interrupt_msg" };
constexpr QStringView stallExtras[] = { u"rcu", u"apic_timer_interrupt", u"interrupt_entry",
    u"restore_regs_and_", u"retint_", u"^irq_exit", u"ret_from_intr", u"common_interrupt",
    u"^tick_sched", u"^update_process_times", u"hrtimer_interrupt", u"^__hrtimer_run_queues",
    u"^watchdog_timer_fn", u"^sched_show_task", u"^dump_cpu_task" };
constexpr QStringView stackCorruptionExtras[] = { u"schedule", u"retint_kernel", u"stack_chk" };
constexpr QStringView spinlockExtras[] = { u"spin_", u"_lock", u"_unlock" };
constexpr QStringView ubsanExtras[] = { u"^handle_", u"^val_to_string", u"^ubsan" };
// A warning or BUG in these files is the file's own check firing: its callers are to blame.
struct FileExtras
{
    QStringView file;
    std::initializer_list<QStringView> extras;
};
const FileExtras warningFileExtras[] = {
    { u"lib/debugobjects.c", { u"^debug_", u"rcu", u"hrtimer_", u"timer_", u"work_",
        u"percpu_", u"kmem", u"slab", u"kfree", u"vfree", u"call_rcu", u"^__fput", u"^fput" } },
    { u"mm/usercopy.c", { u"usercopy", u"^__check_object_size" } },
    { u"fs/proc/generic.c", { u"^proc_" } },
    { u"lib/kobject.c", { u"^kobject_" } },
    { u"lib/refcount.c", { u"^refcount_" } },
    { u"kernel/locking/", { u"lock" } },
    { u"mm/vmalloc.c", { u"vmalloc" } },
    { u"mm/page_alloc.c", { u"alloc", u"kmalloc" } },
    { u"net/core/skbuff.c", { u"^skb_", u"^__skb_" } },
    { u"include/linux/skbuff.h", { u"^skb_", u"^__skb_" } },
};
constexpr QStringView rcuUsageExtras[] = { u"rcu", u"kmem", u"slab" };
constexpr QStringView badPageExtras[] = { u"free_page", u"put_page", u"get_page",
    u"update_page", u"release_page", u"^free_unref", u"folio", u"truncate_inode_pages",
    u"page_frag_free", u"alloc", u"vmap", u"page_owner" };
constexpr QStringView atomicSleepExtras[] = { u"schedule", u"preempt", u"processor_id",
    u"this_cpu" };
constexpr QStringView deadlockExtras[] = { u"^process_one_work", u"^flush_workqueue",
    u"^drain_workqueue", u"^destroy_workqueue", u"^lock_sock", u"^release_sock" };

// A stall's entry points: the frame before the first of them is where the looping code was
// asked to run (the system call, the work item, the timer, the file operation).
constexpr QStringView stallEntryPoints[] = { u"do_syscall_", u"do_fast_syscall_",
    u"sysenter_dispatch", u"tracesys_phase2", u"el0_svc", u"invoke_syscall",
    u"ret_fast_syscall", u"entry_SYSCALL", u"process_one_work", u"netif_receive_skb",
    u"do_softirq", u"call_timer_fn", u"_run_timers", u"run_timer_softirq", u"hrtimer_run",
    u"run_ksoftirqd", u"smpboot_thread_fn", u"^kthread$", u"start_secondary",
    u"cpu_startup_entry", u"ret_from_fork", u"vfs_write", u"vfs_read", u"vfs_iter_read",
    u"vfs_iter_write", u"do_iter_read", u"do_iter_write", u"call_read_iter",
    u"call_write_iter", u"new_sync_read", u"new_sync_write", u"vfs_ioctl", u"ksys_ioctl",
    u"compat_ioctl", u"compat_sys_ioctl", u"blkdev_driver_ioctl", u"blkdev_ioctl",
    u"do_iter_readv_writev", u"^call_mmap", u"mmap_region", u"do_mmap", u"do_dentry_open",
    u"vfs_open", u"^sock_sendmsg", u"^sock_recvmsg", u"^sock_release", u"^__sock_release",
    u"^setsockopt$", u"kernel_setsockopt", u"sock_common_setsockopt", u"^listen$",
    u"kernel_listen", u"sk_common_release", u"^sock_mmap", u"^accept$", u"kernel_accept",
    u"^sock_do_ioctl", u"^sock_ioctl", u"^compat_sock_ioctl", u"^nfnetlink_rcv_msg",
    u"^rtnetlink_rcv_msg", u"^netlink_dump", u"^socketpair", u"^sys_socketpair", u"^connect",
    u"^sys_connect", u"^ioctl", u"^sys_ioctl", u"__do_fault", u"do_page_fault",
    u"^page_fault$", u"__fput", u"task_work_run", u"exit_to_usermode", u"exit_to_user_mode",
    u"smp_call_function", u"tasklet_action", u"tasklet_hi_action" };

// A hung task waits in the scheduler, on a lock or a completion: those frames tell where it
// sleeps, not why. Waiting for these is itself the story, so they are named.
constexpr QStringView hungTaskAnchors[] = { u"rtnl_lock", u"synchronize_rcu",
    u"synchronize_srcu", u"synchronize_net", u"synchronize_sched" };
constexpr QStringView hungTaskWaiting[] = { u"sched", u"_lock", u"_slowlock", u"down", u"rwsem",
    u"completion", u"kthread", u"wait", u"synchronize", u"context_switch", u"__switch_to",
    u"cancel_delayed_work", u"rcu_barrier" };

const std::initializer_list<std::span<const QStringView>> &genericLists()
{
    static const std::initializer_list<std::span<const QStringView>> lists { sanitizerRuntime,
        reporting, locking, referenceCounts, memoryAndStrings, userCopies, listsAndTrees,
        allocators, objectChecks, teardown, queueing, faultEntry };
    return lists;
}

std::span<const QStringView> extrasOf(ReportClass reportClass)
{
    switch (reportClass) {
    case ReportClass::MemoryLeak: return leakExtras;
    case ReportClass::Kasan:
    case ReportClass::Kfence: return kasanExtras;
    case ReportClass::Kmsan: return kmsanExtras;
    case ReportClass::RcuStall:
    case ReportClass::SoftLockup:
    case ReportClass::HardLockup: return stallExtras;
    case ReportClass::Locking: return rcuUsageExtras;
    case ReportClass::BadPage: return badPageExtras;
    case ReportClass::AtomicSleep: return atomicSleepExtras;
    case ReportClass::Deadlock:
    case ReportClass::LockState: return deadlockExtras;
    case ReportClass::StackCorruption:
    case ReportClass::StackOverflow: return stackCorruptionExtras;
    case ReportClass::SpinlockBug: return spinlockExtras;
    case ReportClass::Ubsan: return ubsanExtras;
    default: return {};
    }
}

/// A frame worth blaming: printed as a call (not a stale `? ` word, not inlined into its
/// caller, whose frame follows) with a symbol.
bool isCandidate(const OopsFrame &frame)
{
    return frame.reliable && frame.isResolved() && !frame.inlined;
}

/// A stack interrupted by a timer or an NMI prints the interrupt's frames first.
bool isInterruptContext(const OopsFrame &frame)
{
    return frame.context == u"IRQ" || frame.context == u"NMI" || frame.context == u"SOFTIRQ";
}

/// The helpers one report passes over: the generic ones, its class's, and for a warning
/// those of the file whose check fired.
class FrameFilter
{
public:
    explicit FrameFilter(const Oops &oops)
        : m_reportClass(classifyReport(oops.headline))
    {
        for (const FileExtras &entry : warningFileExtras) {
            if (oops.sourceFile.contains(entry.file)) {
                m_fileExtras = entry.extras;
            }
        }
    }

    [[nodiscard]] ReportClass reportClass() const { return m_reportClass; }

    [[nodiscard]] QList<OopsFrame> own(const QList<OopsFrame> &frames) const
    {
        QList<OopsFrame> own;
        for (const OopsFrame &frame : frames) {
            const QString name = baseSymbolName(frame.symbol);
            if (isCandidate(frame) && !isGenericFrame(name, m_reportClass)
                && !matchesAny(name, m_fileExtras)) {
                own.append(frame);
            }
        }
        return own;
    }

private:
    ReportClass m_reportClass;
    std::span<const QStringView> m_fileExtras;
};

/// A timer interrupt's entry: what a stall's trace prints before the code it interrupted.
bool isInterruptEntry(const OopsFrame &frame)
{
    const QString name = baseSymbolName(frame.symbol);
    return name.endsWith(u"apic_timer_interrupt") || name == u"el1h_64_irq"
        || name == u"el1_interrupt";
}

/// Where a stall was caught and the stack it interrupted: the location, then the frames after
/// the timer interrupt's entry (older traces) or outside the interrupt's context (newer ones).
QList<OopsFrame> interruptedStack(const Oops &oops)
{
    QList<OopsFrame> frames;
    if (oops.location.isResolved()) {
        frames.append(oops.location);
    }
    const auto entry = std::find_if(oops.frames.crbegin(), oops.frames.crend(), isInterruptEntry);
    if (entry != oops.frames.crend()) {
        frames.append(QList<OopsFrame>(entry.base(), oops.frames.cend()));
        return frames;
    }
    for (const OopsFrame &frame : oops.frames) {
        if (!isInterruptContext(frame)) {
            frames.append(frame);
        }
    }
    if (frames.size() <= 1) {
        frames.append(oops.frames);
    }
    return frames;
}

std::optional<Culprit> stallEntry(const QList<OopsFrame> &own)
{
    if (own.isEmpty()) {
        return std::nullopt;
    }
    for (qsizetype i = 0; i < own.size(); ++i) {
        // `__x64_sys_ioctl` is the ioctl entry point, as the wrappers' callers see it.
        const QString name = withoutSyscallWrapper(baseSymbolName(own.at(i).symbol));
        if (matchesAny(name, stallEntryPoints)) {
            // A cross-CPU call is the story itself: the callers vary, the call does not.
            const qsizetype chosen = name.contains(u"smp_call_function") || i == 0 ? i : i - 1;
            return Culprit { own.at(chosen), CulpritRule::StallEntry, {} };
        }
    }
    return Culprit { own.constFirst(), CulpritRule::FirstOwnFrame, {} };
}

std::optional<Culprit> hungWaiter(const QList<OopsFrame> &own)
{
    for (const OopsFrame &frame : own) {
        if (matchesAny(baseSymbolName(frame.symbol), hungTaskAnchors)) {
            return Culprit { frame, CulpritRule::HungWaiter, {} };
        }
    }
    for (const OopsFrame &frame : own) {
        if (!matchesAny(baseSymbolName(frame.symbol), hungTaskWaiting)) {
            return Culprit { frame, CulpritRule::HungWaiter, {} };
        }
    }
    return std::nullopt;
}

constexpr StableId<CulpritRule> ruleIds[] = {
    { CulpritRule::FirstOwnFrame, u"first-own-frame" },
    { CulpritRule::StallEntry, u"stall-entry" },
    { CulpritRule::HungWaiter, u"hung-waiter" },
    { CulpritRule::LockSite, u"lock-site" },
};

} // namespace

bool isGenericFrame(QStringView symbol, ReportClass reportClass)
{
    const auto &lists = genericLists();
    return std::any_of(lists.begin(), lists.end(),
               [symbol](std::span<const QStringView> list) { return matchesAny(symbol, list); })
        || matchesAny(symbol, extrasOf(reportClass));
}

/// lockdep's reports of a lock's order or state, and of a lock held where none may be: where
/// the lock was taken is the story.
bool blamesLockSite(const Oops &oops, ReportClass reportClass)
{
    return reportClass == ReportClass::Deadlock || reportClass == ReportClass::LockState
        || oops.headline.contains(u"still has locks held")
        || oops.headline.contains(u"held lock freed")
        || oops.headline.contains(u"lock held when returning to user space");
}

/// A bad page's owner allocated it where the page owner's stack says.
QList<OopsFrame> pageOwnerStack(const Oops &oops)
{
    for (const OopsStack &stack : oops.otherStacks) {
        if (stack.title.startsWith(u"page last allocated")) {
            return stack.frames;
        }
    }
    return {};
}

/// The group name of a culprit frame (Culprit::name).
static QString groupName(const OopsFrame &frame)
{
    const QString name = baseSymbolName(frame.symbol);
    static constexpr QStringView rcuWaits[] = { u"synchronize_rcu", u"synchronize_srcu",
        u"synchronize_net", u"synchronize_sched" };
    if (std::any_of(std::begin(rcuWaits), std::end(rcuWaits),
            [&name](QStringView wait) { return name.contains(wait); })) {
        return u"synchronize_rcu"_s;
    }
    if (name.contains(u"smp_call_function")) {
        return u"smp_call_function"_s;
    }
    return name;
}

static std::optional<Culprit> chooseCulprit(const Oops &oops)
{
    const FrameFilter filter(oops);
    const ReportClass reportClass = filter.reportClass();
    if (reportClass == ReportClass::BadPage) {
        const QList<OopsFrame> owner = filter.own(pageOwnerStack(oops));
        if (!owner.isEmpty()) {
            return Culprit { owner.constFirst(), CulpritRule::FirstOwnFrame, {} };
        }
    }
    if (blamesLockSite(oops, reportClass)) {
        const QList<OopsFrame> sites = filter.own(oops.lockSites);
        if (!sites.isEmpty()) {
            return Culprit { sites.constFirst(), CulpritRule::LockSite, {} };
        }
    }
    if (reportClass == ReportClass::HungTask) {
        return hungWaiter(filter.own(oops.frames));
    }
    if (isStallClass(reportClass)) {
        return stallEntry(filter.own(interruptedStack(oops)));
    }
    QList<OopsFrame> frames;
    if (oops.location.isResolved()) {
        frames.append(oops.location);
    }
    frames.append(oops.frames);
    const QList<OopsFrame> own = filter.own(frames);
    if (own.isEmpty()) {
        return std::nullopt;
    }
    return Culprit { own.constFirst(), CulpritRule::FirstOwnFrame, {} };
}

std::optional<Culprit> findCulprit(const Oops &oops)
{
    std::optional<Culprit> culprit = chooseCulprit(oops);
    if (culprit) {
        culprit->name = groupName(culprit->frame);
    }
    return culprit;
}

QString culpritRuleId(CulpritRule rule)
{
    return stableIdOf(ruleIds, rule);
}

QString culpritRuleText(CulpritRule rule)
{
    switch (rule) {
    case CulpritRule::FirstOwnFrame:
        return Text::tr("the first frame outside the kernel's generic helpers");
    case CulpritRule::StallEntry:
        return Text::tr("the frame before the stalled code's entry point");
    case CulpritRule::HungWaiter:
        return Text::tr("the first frame of the hung task that is not scheduling, locking or "
                        "waiting");
    case CulpritRule::LockSite:
        return Text::tr("where lockdep says the lock was taken");
    }
    return {};
}

QString withoutSyscallWrapper(QStringView symbol)
{
    // Longest first: `__se_sys_` before `__se_`, `__do_sys_` before `__sys_`.
    static constexpr QStringView wrappers[] = { u"compat_SYSC_", u"compat_SyS_", u"__se_sys_",
        u"__do_sys_", u"__x64_sys_", u"__ia32_sys_", u"__arm64_sys_", u"____sys_", u"___sys_",
        u"__sys_", u"__se_", u"__x64_", u"__ia32_", u"__arm64_", u"SYSC_", u"SyS_", u"sys_",
        u"ksys_" };
    for (QStringView wrapper : wrappers) {
        if (symbol.startsWith(wrapper) && symbol.size() > wrapper.size()) {
            return symbol.mid(wrapper.size()).toString();
        }
    }
    return symbol.toString();
}

} // namespace vmscope
