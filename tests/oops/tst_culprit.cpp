// SPDX-License-Identifier: GPL-2.0-or-later
// The culprit rules one by one, on reports built by hand from the frames of real ones (the
// fixtures in tests/data/oops show them on whole logs), and the report classes of headlines.
#include "testutil.h"

#include "core/oops/culprit.h"

using namespace vmscope;
using namespace vmscope::test;
using namespace Qt::StringLiterals;

namespace {

OopsFrame frame(const QString &symbol, bool reliable = true, const QString &context = {})
{
    OopsFrame frame;
    frame.symbol = symbol;
    frame.offset = 0x10;
    frame.size = 0x40;
    frame.reliable = reliable;
    frame.context = context;
    return frame;
}

Oops report(const QString &headline, const QStringList &symbols)
{
    Oops oops;
    oops.headline = headline;
    for (const QString &symbol : symbols) {
        oops.frames.append(frame(symbol.startsWith(u"? ") ? symbol.mid(2) : symbol,
            !symbol.startsWith(u"? ")));
    }
    return oops;
}

QString culpritOf(const Oops &oops)
{
    const std::optional<Culprit> culprit = findCulprit(oops);
    return culprit ? culprit->frame.symbol : u"(none)"_s;
}

} // namespace

class TestCulprit : public CLocaleTest
{
    Q_OBJECT

private slots:
    void classifiesHeadlines_data();
    void classifiesHeadlines();
    void passesOverGenericHelpers_data();
    void passesOverGenericHelpers();
    void sanitizerHeaderFunctionComesFirst();
    void staleAndInlinedFramesAreNotBlamed();
    void stallBlamesTheFrameBeforeItsEntryPoint();
    void stallReadsTheInterruptedStack();
    void hungTaskBlamesWhatItWaitsFor();
    void deadlockBlamesTheLockSite();
    void warningInACheckingFileBlamesItsCaller();
    void badPageBlamesThePageOwner();
    void bareHeadlineHasNoCulprit();
    void stripsSyscallWrappers();
};

void TestCulprit::classifiesHeadlines_data()
{
    QTest::addColumn<QString>("headline");
    QTest::addColumn<QString>("id");
    QTest::newRow("KASAN") << u"BUG: KASAN: use-after-free in snd_seq_queue_alloc+0x670/0x690"_s
                           << u"kasan"_s;
    QTest::newRow("RCU, 5.x") << u"rcu: INFO: rcu_preempt detected stalls on CPUs/tasks:"_s
                              << u"rcu-stall"_s;
    QTest::newRow("RCU, 4.x") << u"INFO: rcu_sched self-detected stall on CPU"_s << u"rcu-stall"_s;
    QTest::newRow("hung, I/O wait")
        << u"INFO: task udevd:5612 blocked in I/O wait for more than 143 seconds."_s
        << u"hung-task"_s;
    QTest::newRow("lockdep, 2.6") << u"[ INFO: possible circular locking dependency detected ]"_s
                                  << u"deadlock"_s;
    QTest::newRow("lockdep order") << u"WARNING: HARDIRQ-safe -> HARDIRQ-unsafe lock order detected"_s
                                   << u"deadlock"_s;
    QTest::newRow("6.x GPF")
        << u"Oops: general protection fault, probably for non-canonical address 0xdffffc0000000004: 0000 [#1] SMP KASAN PTI"_s
        << u"protection-fault"_s;
    QTest::newRow("NULL") << u"BUG: kernel NULL pointer dereference, address: 0000000000000000"_s
                          << u"page-fault"_s;
    QTest::newRow("soft lockup") << u"watchdog: BUG: soft lockup - CPU#0 stuck for 22s! [syz:1]"_s
                                 << u"soft-lockup"_s;
    QTest::newRow("rss") << u"BUG: Bad rss-counter state mm:ffff88005fac4300 idx:0 val:15"_s
                         << u"rss-counter"_s;
    QTest::newRow("netdev") << u"unregister_netdevice: waiting for lo to become free. Usage count = 5"_s
                            << u"netdev-refcount"_s;
    QTest::newRow("preemptible")
        << u"BUG: using __this_cpu_read() in preemptible [00000000] code: syz/1"_s
        << u"atomic-sleep"_s;
    QTest::newRow("kernel BUG") << u"kernel BUG at mm/page_alloc.c:98!"_s << u"kernel-bug"_s;
    QTest::newRow("WARNING") << u"WARNING: CPU: 1 PID: 312 at fs/iomap/buffered-io.c:112 iomap_foo+0x4a/0x60"_s
                             << u"warning"_s;
}

void TestCulprit::classifiesHeadlines()
{
    QFETCH(QString, headline);
    QFETCH(QString, id);
    QCOMPARE(reportClassId(classifyReport(headline)), id);
}

void TestCulprit::passesOverGenericHelpers_data()
{
    QTest::addColumn<QString>("headline");
    QTest::addColumn<QStringList>("frames");
    QTest::addColumn<QString>("culprit");
    // The frames of real reports, innermost first.
    QTest::newRow("list corruption") << u"kernel BUG at lib/list_debug.c:53!"_s
        << QStringList { u"__list_del_entry_valid"_s, u"__list_del_entry_valid"_s,
               u"__kobject_del"_s, u"kobject_cleanup"_s, u"nilfs_sysfs_delete_device_group"_s }
        << u"nilfs_sysfs_delete_device_group"_s;
    QTest::newRow("printing") << u"UBSAN: Undefined behaviour in ./arch/x86/include/asm/atomic.h:156:2"_s
        << QStringList { u"dump_stack"_s, u"ubsan_epilogue"_s, u"handle_overflow"_s,
               u"? csum_partial_copy_nocheck"_s, u"__ubsan_handle_add_overflow"_s,
               u"ip_idents_reserve"_s }
        << u"ip_idents_reserve"_s;
    QTest::newRow("locks and memcmp") << u"general protection fault: 0000 [#1] SMP KASAN"_s
        << QStringList { u"__lock_acquire"_s, u"lock_acquire"_s, u"_raw_spin_lock_irqsave"_s,
               u"memcmp"_s, u"xfrm_selector_match"_s }
        << u"xfrm_selector_match"_s;
    QTest::newRow("leak skips the allocator") << u"unreferenced object 0xffff88006b006340 (size 32):"_s
        << QStringList { u"kmem_cache_alloc_node_trace"_s, u"__kmalloc_node"_s,
               u"kvmalloc_node"_s, u"__list_lru_init"_s, u"sget_userns"_s, u"sget"_s }
        << u"sget_userns"_s;
    QTest::newRow("refcount") << u"WARNING: CPU: 0 PID: 1 at lib/refcount.c:25 refcount_warn_saturate+0x1/0x2"_s
        << QStringList { u"refcount_warn_saturate"_s, u"__x64_sys_memfd_secret"_s,
               u"do_syscall_64"_s }
        << u"__x64_sys_memfd_secret"_s;
}

void TestCulprit::passesOverGenericHelpers()
{
    QFETCH(QString, headline);
    QFETCH(QStringList, frames);
    QFETCH(QString, culprit);
    const Oops oops = report(headline, frames);
    QCOMPARE(culpritOf(oops), culprit);
    QCOMPARE(findCulprit(oops)->rule, CulpritRule::FirstOwnFrame);
}

void TestCulprit::sanitizerHeaderFunctionComesFirst()
{
    // KASAN names the function of the bad access in its header: the parser makes it the
    // location, and it is blamed before the printing frames of the trace.
    Oops oops = report(u"BUG: KASAN: use-after-free in snd_seq_queue_alloc+0x670/0x690"_s,
        { u"dump_stack"_s, u"print_address_description"_s, u"kasan_report"_s,
            u"snd_seq_queue_alloc"_s, u"snd_seq_ioctl_create_queue"_s });
    oops.location = frame(u"snd_seq_queue_alloc"_s);
    QCOMPARE(culpritOf(oops), u"snd_seq_queue_alloc"_s);
    // In a helper, the caller is to blame.
    oops.location = frame(u"memcpy"_s);
    oops.frames.insert(3, frame(u"memcpy"_s));
    QCOMPARE(culpritOf(oops), u"snd_seq_queue_alloc"_s);
}

void TestCulprit::staleAndInlinedFramesAreNotBlamed()
{
    Oops oops = report(u"WARNING: CPU: 0 PID: 1 at net/core/dev.c:1 f+0x1/0x2"_s,
        { u"? arch_local_irq_restore"_s, u"__dev_queue_xmit"_s });
    OopsFrame inlined = frame(u"netdev_start_xmit"_s);
    inlined.inlined = true;
    oops.frames.prepend(inlined);
    QCOMPARE(culpritOf(oops), u"__dev_queue_xmit"_s);
}

void TestCulprit::stallBlamesTheFrameBeforeItsEntryPoint()
{
    // A soft lockup in the tipc dump: the netlink send is the entry, its callee the culprit.
    const Oops oops = report(u"watchdog: BUG: soft lockup - CPU#1 stuck for 22s! [syz:1]"_s,
        { u"tipc_sk_lookup"_s, u"tipc_nl_publ_dump"_s, u"genl_rcv_msg"_s, u"netlink_rcv_skb"_s,
            u"netlink_unicast"_s, u"netlink_sendmsg"_s, u"sock_sendmsg"_s, u"___sys_sendmsg"_s,
            u"__x64_sys_sendmsg"_s, u"do_syscall_64"_s });
    const std::optional<Culprit> culprit = findCulprit(oops);
    QVERIFY(culprit);
    QCOMPARE(culprit->frame.symbol, u"netlink_sendmsg"_s);
    QCOMPARE(culprit->rule, CulpritRule::StallEntry);
    // A cross-CPU call is named for its family.
    const Oops ipi = report(u"watchdog: BUG: soft lockup - CPU#0 stuck for 123s! [syz:2]"_s,
        { u"smp_call_function_single"_s, u"smp_call_function_many"_s, u"on_each_cpu"_s,
            u"do_syscall_64"_s });
    QCOMPARE(findCulprit(ipi)->name, u"smp_call_function"_s);
}

void TestCulprit::stallReadsTheInterruptedStack()
{
    // RCU's NMI backtrace: the timer interrupt's frames, then (after its entry) the stack it
    // interrupted, whose location the RIP line after `</IRQ>` gave.
    Oops oops = report(u"INFO: rcu_sched self-detected stall on CPU"_s,
        { u"dump_stack"_s, u"nmi_cpu_backtrace"_s, u"rcu_dump_cpu_stacks"_s,
            u"rcu_check_callbacks"_s, u"update_process_times"_s, u"tick_sched_timer"_s,
            u"hrtimer_interrupt"_s, u"smp_apic_timer_interrupt"_s, u"apic_timer_interrupt"_s,
            u"hash_ipportnet4_add"_s, u"call_ad"_s, u"ip_set_uadd"_s, u"nfnetlink_rcv_msg"_s,
            u"netlink_rcv_skb"_s, u"do_syscall_64"_s });
    oops.location = frame(u"hash_ipportnet4_expire"_s);
    QCOMPARE(culpritOf(oops), u"ip_set_uadd"_s);
}

void TestCulprit::hungTaskBlamesWhatItWaitsFor()
{
    const Oops rcu = report(u"INFO: task syz-executor.2:28539 blocked for more than 143 seconds."_s,
        { u"__schedule"_s, u"schedule"_s, u"synchronize_rcu_expedited"_s, u"synchronize_net"_s,
            u"__unregister_prot_hook"_s, u"packet_do_bind"_s });
    const std::optional<Culprit> culprit = findCulprit(rcu);
    QCOMPARE(culprit->frame.symbol, u"synchronize_rcu_expedited"_s);
    QCOMPARE(culprit->name, u"synchronize_rcu"_s);
    QCOMPARE(culprit->rule, CulpritRule::HungWaiter);
    const Oops mutex = report(u"INFO: task kworker/0:1:23 blocked for more than 120 seconds."_s,
        { u"__schedule"_s, u"schedule"_s, u"schedule_preempt_disabled"_s,
            u"__mutex_lock_common"_s, u"mutex_lock_nested"_s, u"exit_aio"_s, u"mmput"_s });
    QCOMPARE(culpritOf(mutex), u"exit_aio"_s);
}

void TestCulprit::deadlockBlamesTheLockSite()
{
    Oops oops = report(u"WARNING: possible circular locking dependency detected"_s,
        { u"dump_stack"_s, u"print_circular_bug"_s, u"check_noncircular"_s,
            u"__lock_acquire"_s, u"lock_acquire"_s, u"lock_sock_nested"_s,
            u"do_ip_setsockopt"_s });
    oops.lockSites = { frame(u"do_ip_setsockopt.isra.12"_s), frame(u"rtnl_lock"_s) };
    const std::optional<Culprit> culprit = findCulprit(oops);
    QCOMPARE(culprit->frame.symbol, u"do_ip_setsockopt.isra.12"_s);
    QCOMPARE(culprit->name, u"do_ip_setsockopt"_s);
    QCOMPARE(culprit->rule, CulpritRule::LockSite);
}

void TestCulprit::warningInACheckingFileBlamesItsCaller()
{
    // ODEBUG's WARNING fires in debugobjects.c: the object's user is to blame.
    Oops oops = report(u"WARNING: CPU: 0 PID: 1 at lib/debugobjects.c:291 debug_print_object+0x166/0x220"_s,
        { u"debug_print_object"_s, u"debug_check_no_obj_freed"_s, u"kfree"_s,
            u"pppol2tp_release"_s, u"__sock_release"_s });
    oops.sourceFile = u"lib/debugobjects.c"_s;
    oops.location = frame(u"debug_print_object"_s);
    QCOMPARE(culpritOf(oops), u"pppol2tp_release"_s);
}

void TestCulprit::badPageBlamesThePageOwner()
{
    Oops oops = report(u"BUG: Bad page state in process syz  pfn:2a3c1"_s,
        { u"dump_stack_lvl"_s, u"bad_page"_s, u"free_unref_page"_s, u"skb_release_data"_s });
    oops.otherStacks.append({ u"page last allocated via order 0, migratetype Unmovable"_s,
        { frame(u"post_alloc_hook"_s), frame(u"get_page_from_freelist"_s),
            frame(u"__alloc_pages"_s), frame(u"__get_metapage"_s) } });
    // The allocator's own frames are passed over, as for a leak.
    QCOMPARE(culpritOf(oops), u"__get_metapage"_s);
}

void TestCulprit::bareHeadlineHasNoCulprit()
{
    QVERIFY(!findCulprit(report(u"BUG: Bad rss-counter state mm:ffff88005fac4300 idx:0 val:15"_s, {})));
    QVERIFY(!findCulprit(report(u"WARNING: CPU: 0 PID: 1 at x.c:1"_s, { u"? dump_stack"_s })));
}

void TestCulprit::stripsSyscallWrappers()
{
    QCOMPARE(withoutSyscallWrapper(u"__x64_sys_ioctl"), u"ioctl"_s);
    QCOMPARE(withoutSyscallWrapper(u"__se_sys_bind"), u"bind"_s);
    QCOMPARE(withoutSyscallWrapper(u"ksys_read"), u"read"_s);
    QCOMPARE(withoutSyscallWrapper(u"sys_"), u"sys_"_s);
    QCOMPARE(withoutSyscallWrapper(u"ext4_file_write_iter"), u"ext4_file_write_iter"_s);
}

QTEST_GUILESS_MAIN(TestCulprit)
#include "tst_culprit.moc"
