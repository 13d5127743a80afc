// SPDX-License-Identifier: GPL-2.0-or-later
// Crash reports in mail: ksymoops output, raw 2.4 and 2.6 oopses, x86-64 oopses and WARNINGs,
// System.map resolution, signatures, and text that only looks like a report.
#include "testutil.h"

#include "core/text/capturejson.h"
#include "core/oops/culprit.h"
#include "core/oops/oopsgroup.h"
#include "core/oops/systemmap.h"
#include "parsers/oops/oopsline.h"

using namespace vmscope;
using namespace vmscope::test;
using namespace Qt::StringLiterals;

namespace {

/// The one oops capture of a fixture (fails the test through QCOMPARE in the caller if not).
QList<Capture> oopsesOf(const QString &fixture)
{
    const LoadResult result = load(dataPath(u"oops/"_s + fixture));
    return result.readable() ? capturesOf(result.document, CaptureKind::Oops) : QList<Capture>();
}

/// A row of recognisesVariants: a fixture and the one report the parser should find in it.
struct Variant
{
    QString fixture;
    QString layout;
    int frames = 0;
    int firstLine = 0;
    int lastLine = 0;
};

QStringList symbols(const Oops &oops)
{
    QStringList names;
    for (const OopsFrame &frame : oops.frames) {
        names.append(frame.isResolved() ? frame.symbol : frame.text());
    }
    return names;
}

} // namespace

class TestOopsParser : public CLocaleTest
{
    Q_OBJECT

private slots:
    void recognisesVariants_data();
    void recognisesVariants();
    void readsKsymoopsOutput();
    void readsRaw24Oops();
    void resolvesRawOopsWithSystemMap();
    void appliesSystemMapToDocument();
    void readsModernWarning();
    void readsSyslogPrefixedOops();
    void readsQuotedI386Bug();
    void reportsTruncatedOops();
    void ignoresProseThatLooksLikeAReport();
    void badPageMapsOneAfterAnother();
    void dumpWithoutItsHeadlineStampedByDmesgT();
    void survivesMegabyteLine();
    void requestedDumpsStayLinear();
    void stripsLogPrefixes_data();
    void stripsLogPrefixes();
    void systemMapResolvesWithinText();
    void groupsBySignature();
    void writesJson();
    void namesReportAndCulprit_data();
    void namesReportAndCulprit();
    void keepsItsOwnCallersLines();
    void faultInjectionDumpIsNoReport();
    void lockdepLockSitesAndOtherStacks();
    void tracelessReportsOfTheirOwn();
    void powerpcFramesAreRead();
};

void TestOopsParser::recognisesVariants_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::newRow("ksymoops with blank lines between sections")
        << Variant { "ksymoops.txt", "ksymoops", 3, 9, 52 };
    QTest::newRow("raw 2.4 oops, trace wrapped")
        << Variant { "raw24.txt", "raw 2.4 oops", 11, 10, 26 };
    QTest::newRow("x86-64 WARNING with dmesg times")
        << Variant { "x86_64-warning.txt", "x86-64 WARNING", 16, 8, 47 };
    QTest::newRow("x86-64 oops from syslog")
        << Variant { "x86_64-oops-syslog.txt", "x86-64 oops", 4, 6, 28 };
    QTest::newRow("i386 BUG quoted in a reply")
        << Variant { "i386-bug-quoted.txt", "i386 BUG", 6, 6, 27 };
    QTest::newRow("oops cut after two frames")
        << Variant { "truncated.txt", "i386 oops", 2, 5, 18 };
}

void TestOopsParser::recognisesVariants()
{
    QFETCH(Variant, variant);
    const QList<Capture> oopses = oopsesOf(variant.fixture);
    QCOMPARE(oopses.size(), 1);
    QCOMPARE(oopses.at(0).layout, variant.layout);
    QCOMPARE(int(oopses.at(0).rowCount()), variant.frames);
    QCOMPARE(linesOf(oopses.at(0)), std::pair(variant.firstLine, variant.lastLine));
}

void TestOopsParser::readsKsymoopsOutput()
{
    const QList<Capture> oopses = oopsesOf(u"ksymoops.txt"_s);
    QCOMPARE(oopses.size(), 1);
    const Oops &oops = *oopses.at(0).oops();
    QCOMPARE(oops.kind, Oops::Kind::Ksymoops);
    QCOMPARE(oops.kernelVersion, u"2.4.20"_s);
    QCOMPARE(oops.taint, u"Tainted: P"_s);
    QCOMPARE(oops.headline,
             u"Unable to handle kernel NULL pointer dereference at virtual address 00000006"_s);
    QCOMPARE(oops.location.symbol, u"pcmcia_get_first_region"_s);
    QCOMPARE(oops.location.offset, 0x78u);
    QCOMPARE(oops.location.size, 0xb0u);
    QCOMPARE(oops.location.address, std::optional<quint64>(0xc018ccd8));
    QCOMPARE(symbols(oops), (QStringList{u"pcmcia_suspend_card"_s, u"nv_linux_devices"_s,
                                         u"link_path_walk"_s}));
    QCOMPARE(oops.frames.at(1).module, u"nvidia"_s);
    QCOMPARE(oops.frames.at(1).size, 0x5c0u);
    QCOMPARE(oops.process, u"cardmgr"_s);
    QCOMPARE(oops.pid, 512);
    QCOMPARE(oops.warningsIssued, 1);
    QCOMPARE(oops.ksymoopsWarnings.size(), 1);
    QVERIFY(oops.ksymoopsWarnings.at(0).startsWith(u"Warning (compare_maps): mismatch"));
    QCOMPARE(oops.instructions.size(), 2);
    QVERIFY(oops.instructions.at(0).faulting);
    QCOMPARE(oops.instructions.at(0).bytes, u"66 81 38 c9 e3"_s);
    QCOMPARE(oops.instructions.at(0).assembly, u"cmpw   $0xe3c9,(%eax)"_s);
    QCOMPARE(oops.instructions.at(0).location.symbol, u"pcmcia_get_first_region"_s);
    QVERIFY(!oops.instructions.at(1).faulting);
    QVERIFY2(oops.instructions.at(1).assembly.endsWith(u"c018cce5 <pcmcia_get_first_region+85/b0>"),
             qPrintable(oops.instructions.at(1).assembly));
    QCOMPARE(oops.code.size(), 20);
    QCOMPARE(oops.registers.size(), 12);
    QVERIFY(oops.notes.contains(u">>ebx; f6301f80 <_end+35f8e6dc/384e57bc>"_s));
    QCOMPARE(oops.signature(),
             u"pcmcia_get_first_region < pcmcia_suspend_card < nv_linux_devices < link_path_walk"_s);
    QVERIFY(oopses.at(0).diagnostics.isEmpty());
}

void TestOopsParser::readsRaw24Oops()
{
    const QList<Capture> oopses = oopsesOf(u"raw24.txt"_s);
    QCOMPARE(oopses.size(), 1);
    const Capture &capture = oopses.at(0);
    const Oops &oops = *capture.oops();
    QCOMPARE(oops.kind, Oops::Kind::Oops);
    QCOMPARE(capture.source.messageSubject, u"[2.4.19] oops in pcmcia when mounting a CF card"_s);
    QCOMPARE(oops.location.address, std::optional<quint64>(0xc018ccd8));
    QVERIFY(!oops.location.isResolved());
    QCOMPARE(oops.taint, u"Not tainted"_s);
    QCOMPARE(oops.cpu, 0);
    QCOMPARE(oops.process, u"mount"_s);
    QCOMPARE(oops.pid, 724);
    QCOMPARE(oops.registers.size(), 12);
    QCOMPARE(oops.registers.at(0), (OopsRegister{u"EFLAGS"_s, u"00010206"_s}));
    QCOMPARE(oops.registers.at(4), (OopsRegister{u"edx"_s, u"c28a8c20"_s}));
    QCOMPARE(oops.registers.at(11), (OopsRegister{u"ss"_s, u"0018"_s}));
    QCOMPARE(oops.stack.size(), 16u);
    QCOMPARE(oops.stack.front(), 0xc0190c06u);
    QCOMPARE(oops.stack.back(), 0xc0134aa7u);
    QCOMPARE(oops.frames.size(), 11);
    QCOMPARE(oops.frames.at(0).address, std::optional<quint64>(0xc0190c06));
    QCOMPARE(oops.frames.at(10).address, std::optional<quint64>(0xc0106cb3));
    QVERIFY(oops.hasUnresolvedAddresses());
    QCOMPARE(oops.code.size(), 20);
    QCOMPARE(quint8(oops.code.at(0)), 0x66u);
    QCOMPARE(oops.faultingByte, -1);
    QVERIFY(oops.notes.contains(u"*pde = 00000000"_s));
    QVERIFY(oops.signature().isEmpty());
    QVERIFY(capture.diagnostics.isEmpty());
}

void TestOopsParser::resolvesRawOopsWithSystemMap()
{
    QList<Capture> oopses = oopsesOf(u"raw24.txt"_s);
    QCOMPARE(oopses.size(), 1);
    QString error;
    const SystemMap map = SystemMap::fromFile(dataPath(u"oops/raw24.System.map"_s), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(map.symbolCount(), 20); // the T and t lines
    Oops oops = *oopses.at(0).oops();
    QCOMPARE(resolveOops(oops, map), 11); // the location and 10 of 11 frames
    QCOMPARE(oops.location.text(), u"pcmcia_get_first_region+0x78/0xb0"_s);
    QVERIFY(oops.location.fromSystemMap);
    QCOMPARE(symbols(oops),
             (QStringList{u"pcmcia_suspend_card"_s, u"c483163b"_s, u"link_path_walk"_s,
                          u"get_sb_bdev"_s, u"graft_tree"_s, u"do_page_fault"_s, u"error_code"_s,
                          u"do_mount"_s, u"do_add_mount"_s, u"sys_mount"_s, u"system_call"_s}));
    QCOMPARE(oops.frames.at(0).text(), u"pcmcia_suspend_card+0x66/0x70"_s);
    QCOMPARE(oops.frames.at(3).text(), u"get_sb_bdev+0xcf/0x1a0"_s);
    QCOMPARE(oops.frames.at(10).text(), u"system_call+0x33/0x40"_s);
    QVERIFY(!oops.frames.at(1).isResolved()); // a module address, beyond _etext
    QCOMPARE(oops.signature(), u"pcmcia_get_first_region < pcmcia_suspend_card < link_path_walk "
                               u"< get_sb_bdev < graft_tree"_s);
    QCOMPARE(resolveOops(oops, map), 0); // nothing left that the map knows
}

void TestOopsParser::appliesSystemMapToDocument()
{
    LoadResult result = load(dataPath(u"oops/raw24.txt"_s));
    QVERIFY(result.readable());
    QString error;
    const SystemMap map = SystemMap::fromFile(dataPath(u"oops/raw24.System.map"_s), &error);
    const QString id = capturesOf(result.document, CaptureKind::Oops).at(0).id;
    QCOMPARE(applySystemMap(result.document, map), 11);
    const QList<Capture> oopses = capturesOf(result.document, CaptureKind::Oops);
    QCOMPARE(oopses.at(0).id, id); // resolved in place
    QCOMPARE(oopses.at(0).oops()->frames.at(0).symbol, u"pcmcia_suspend_card"_s);
    QVERIFY(hasDiagnostic(result.document, u"resolved 11 addresses"_s));
}

void TestOopsParser::readsModernWarning()
{
    const QList<Capture> oopses = oopsesOf(u"x86_64-warning.txt"_s);
    QCOMPARE(oopses.size(), 1);
    const Oops &oops = *oopses.at(0).oops();
    QCOMPARE(oops.kind, Oops::Kind::Warning);
    QCOMPARE(oops.headline.left(21), u"WARNING: CPU: 1 PID: "_s);
    QCOMPARE(oops.sourceFile, u"fs/iomap/buffered-io.c"_s);
    QCOMPARE(oops.sourceLine, 112);
    QCOMPARE(oops.cpu, 1);
    QCOMPARE(oops.pid, 312);
    QCOMPARE(oops.process, u"kworker/u8:3"_s);
    QCOMPARE(oops.kernelVersion, u"6.1.0-rc3"_s);
    QCOMPARE(oops.taint, u"Tainted: G E"_s);
    QCOMPARE(oops.hardware.left(16), u"QEMU Standard PC"_s);
    QCOMPARE(oops.timestamp, u"312.445120"_s);
    QCOMPARE(oops.secondsSinceBoot, std::optional<double>(312.44512));
    QCOMPARE(oops.location.text(), u"iomap_foo+0x4a/0x60"_s);
    QCOMPARE(oops.modules, (QStringList{u"xfs"_s, u"libcrc32c"_s, u"dm_mod"_s, u"virtio_net"_s,
                                        u"net_failover"_s, u"failover"_s}));
    QVERIFY(oops.notes.contains(u"last unloaded: scsi_debug"_s));
    QCOMPARE(oops.frames.size(), 16);
    int unreliable = 0;
    for (const OopsFrame &frame : oops.frames) {
        unreliable += frame.reliable ? 0 : 1;
    }
    QCOMPARE(unreliable, 4);
    QCOMPARE(oops.frames.at(0).symbol, u"__warn"_s);
    QVERIFY(!oops.frames.at(0).reliable);
    QCOMPARE(oops.frames.at(0).context, u"IRQ"_s);
    QCOMPARE(oops.frames.at(3).text(), u"end_page_writeback_irq+0x31/0x80 [xfs]"_s);
    QCOMPARE(oops.frames.at(4).context, u"IRQ"_s);
    QCOMPARE(oops.frames.at(5).symbol, u"iomap_writepage_map"_s);
    QCOMPARE(oops.frames.at(5).context, u"TASK"_s);
    QCOMPARE(oops.frames.at(8).module, u"xfs"_s); // the build id is not part of the name
    QCOMPARE(oops.frames.at(15).symbol, u"ret_from_fork"_s);
    QCOMPARE(oops.code.size(), 26);
    QCOMPARE(oops.faultingByte, 13);
    QCOMPARE(quint8(oops.code.at(13)), 0x0fu);
    QCOMPARE(oops.registers.size(), 27);
    QCOMPARE(oops.registers.at(0), (OopsRegister{u"RSP"_s, u"ffffc90000123d48"_s}));
    QCOMPARE(oops.endTrace, u"0000000000000000"_s);
    QCOMPARE(oops.signature(), u"iomap_foo < end_page_writeback_irq < blk_update_request "
                               u"< iomap_writepage_map < write_cache_pages"_s);
    // The module list mail wrapped after `net_failover` is one line again, and said so.
    QCOMPARE(oopses.at(0).diagnostics.size(), 1);
    QCOMPARE(oopses.at(0).diagnostics.at(0).line, 11);
    QCOMPARE(oopses.at(0).diagnostics.at(0).message, u"line wrapped by mail rejoined with line 10"_s);
    QCOMPARE(oops.modules.constLast(), u"failover"_s);
}

void TestOopsParser::readsSyslogPrefixedOops()
{
    const QList<Capture> oopses = oopsesOf(u"x86_64-oops-syslog.txt"_s);
    QCOMPARE(oopses.size(), 1);
    const Oops &oops = *oopses.at(0).oops();
    QCOMPARE(oops.kind, Oops::Kind::Oops);
    QCOMPARE(oops.timestamp, u"Sep 21 12:48:10"_s);
    QVERIFY(!oops.secondsSinceBoot);
    QCOMPARE(oops.kernelVersion, u"4.4.0"_s);
    QCOMPARE(oops.location.address, std::optional<quint64>(0xffffffffa01234f7));
    QCOMPARE(oops.location.text(), u"foo_read+0x17/0x90 [foo]"_s);
    QCOMPARE(oops.modules, (QStringList{u"foo"_s, u"ext4"_s, u"mbcache"_s, u"jbd2"_s}));
    QCOMPARE(oops.stack.size(), 4u);
    QCOMPARE(symbols(oops), (QStringList{u"__vfs_read"_s, u"security_file_permission"_s,
                                         u"vfs_read"_s, u"entry_SYSCALL_64_fastpath"_s}));
    QVERIFY(!oops.frames.at(1).reliable);
    QCOMPARE(oops.frames.at(2).address, std::optional<quint64>(0xffffffff811c3a4a));
    QCOMPARE(oops.faultingByte, 10);
    QCOMPARE(oops.endTrace, u"3a1b2c4d5e6f7081"_s);
    QVERIFY(oops.registers.contains(OopsRegister{u"CR2"_s, u"0000000000000010"_s}));
    QCOMPARE(oops.signature(), u"foo_read < __vfs_read < vfs_read < entry_SYSCALL_64_fastpath"_s);
}

void TestOopsParser::readsQuotedI386Bug()
{
    const QList<Capture> oopses = oopsesOf(u"i386-bug-quoted.txt"_s);
    QCOMPARE(oopses.size(), 1);
    const Capture &capture = oopses.at(0);
    QCOMPARE(capture.source.quoteDepth, 1);
    const Oops &oops = *capture.oops();
    QCOMPARE(oops.kind, Oops::Kind::Bug);
    QCOMPARE(oops.headline, u"kernel BUG at mm/slab.c:2861!"_s);
    QCOMPARE(oops.sourceFile, u"mm/slab.c"_s);
    QCOMPARE(oops.sourceLine, 2861);
    QCOMPARE(oops.kernelVersion, u"2.6.9-rc2-mm1"_s);
    QCOMPARE(oops.taint, u"Not tainted"_s);
    QCOMPARE(oops.location.address, std::optional<quint64>(0xc0147b62));
    QCOMPARE(oops.location.text(), u"kmem_cache_free+0x62/0x90"_s);
    QCOMPARE(oops.process, u"nfsd"_s);
    QCOMPARE(oops.pid, 1817);
    QCOMPARE(oops.frames.at(1).text(), u"nfsd_cache_update+0x5b/0x120 [nfsd]"_s);
    QCOMPARE(oops.faultingByte, 16);
    QCOMPARE(oops.modules.size(), 6);
}

void TestOopsParser::reportsTruncatedOops()
{
    const LoadResult result = load(dataPath(u"oops/truncated.txt"_s));
    const QList<Capture> oopses = capturesOf(result.document, CaptureKind::Oops);
    QCOMPARE(oopses.size(), 1);
    const Oops &oops = *oopses.at(0).oops();
    QCOMPARE(oops.location.text(), u"journal_commit_transaction+0x4f1/0x1290"_s);
    QCOMPARE(oops.kernelVersion, u"2.6.11"_s);
    QVERIFY(oops.code.isEmpty());
    QVERIFY(hasDiagnostic(result.document, u"may have been cut short"_s, 18));
}

void TestOopsParser::ignoresProseThatLooksLikeAReport()
{
    const LoadResult result = load(dataPath(u"oops/junk.txt"_s));
    QVERIFY(result.readable());
    QCOMPARE(capturesOf(result.document, CaptureKind::Oops).size(), 0);
    const QByteArray noise = "BUG: \nWARNING: CPU: \nOops: 0000\nEIP: 0010:[<\nCall Trace:\n"
                             "\x01\x02 kernel BUG at x:1!\n>>EIP; c0123456 <\nTrace; \n";
    QCOMPARE(capturesOf(loadText(noise).document, CaptureKind::Oops).size(), 0);
}

void TestOopsParser::badPageMapsOneAfterAnother()
{
    // Two print_bad_pte() reports of a syslog with nothing between them, the headline wrapped
    // by mail over three lines, the page's lines its own.
    const QByteArray report
        = "Mar 24 19:22:28 alfa kernel: BUG: Bad page map in process httpd \n"
          "pte:2bf1e025\n"
          "pmd:1535b5067\n"
          "Mar 24 19:22:28 alfa kernel: page:ffffea0000f1b250 flags:4000000000000404\n"
          "Mar 24 19:22:28 alfa kernel: addr:00000037b4008000 vm_flags:08000875\n"
          "Mar 24 19:22:28 alfa kernel: vma->vm_ops->fault: filemap_fault+0x0/0x34d\n"
          "Mar 24 19:22:28 alfa kernel: Pid: 7512, comm: httpd Not tainted 2.6.32.10 #2\n"
          "Mar 24 19:22:28 alfa kernel: Call Trace:\n"
          "Mar 24 19:22:28 alfa kernel: [<ffffffff810c2ea3>] print_bad_pte+0x210/0x229\n"
          "Mar 24 19:22:28 alfa kernel: [<ffffffff810c3c98>] unmap_vmas+0x44b/0x787\n";
    const QList<Capture> oopses = capturesOf(loadText(report + report).document, CaptureKind::Oops);
    QCOMPARE(oopses.size(), 2);
    QCOMPARE(oopses.at(0).source.firstLine, 1);
    QCOMPARE(oopses.at(1).source.firstLine, 11);
    QCOMPARE(oopses.at(1).oops()->headline, u"BUG: Bad page map in process httpd pte:2bf1e025 pmd:1535b5067"_s);
    QCOMPARE(oopses.at(1).oops()->frames.size(), 2);
    // 2.6.2x x86-64 prints a frame before `Oops:`: no trace yet, so the report goes on.
    const QByteArray early = "Unable to handle kernel NULL pointer dereference at 0000000000000000 RIP:\n"
                             " [<ffffffff8033a7a6>] sock_sendmsg+0x7a/0x100\n"
                             "PGD 0\n"
                             "Oops: 0000 [1] SMP\n"
                             "Pid: 1, comm: init Not tainted 2.6.20 #1\n"
                             "Call Trace:\n"
                             " [<ffffffff8033b111>] sys_sendto+0x11/0x20\n";
    const QList<Capture> one = capturesOf(loadText(early).document, CaptureKind::Oops);
    QCOMPARE(one.size(), 1);
    QCOMPARE(one.at(0).source.lastLine, 7);
}

void TestOopsParser::dumpWithoutItsHeadlineStampedByDmesgT()
{
    // The sender pasted the headline far above and the rest of the report here, as
    // `dmesg -T` stamped it: dump_stack()'s CPU line opens it.
    const QByteArray text = "The rest of the trace:\n"
                            "\n"
                            "[Mon Mar 25 23:35:17 2019] CPU: 2 PID: 29518 Comm: kworker/u8:4 Tainted: G        W         5.0.4 #1\n"
                            "[Mon Mar 25 23:35:17 2019] Workqueue: btrfs-submit btrfs_submit_helper\n"
                            "[Mon Mar 25 23:35:17 2019] Call Trace:\n"
                            "[Mon Mar 25 23:35:17 2019]  dump_stack+0x7d/0xbb\n"
                            "[Mon Mar 25 23:35:17 2019]  warn_alloc+0x108/0x190\n"
                            "[Mon Mar 25 23:35:17 2019]  __alloc_pages_nodemask+0x12c4/0x13f0\n";
    const QList<Capture> oopses = capturesOf(loadText(text).document, CaptureKind::Oops);
    QCOMPARE(oopses.size(), 1);
    const Oops &oops = *oopses.at(0).oops();
    QCOMPARE(oops.process, u"kworker/u8:4"_s);
    QCOMPARE(oops.pid, 29518);
    QCOMPARE(oops.timestamp, u"Mon Mar 25 23:35:17 2019"_s);
    QCOMPARE(symbols(oops), QStringList({ u"dump_stack"_s, u"warn_alloc"_s, u"__alloc_pages_nodemask"_s }));
}

void TestOopsParser::survivesMegabyteLine()
{
    QFile file(dataPath(u"oops/raw24.txt"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    // A megabyte of trace entries on one line, inside the report and again after it.
    const QByteArray huge = "Call Trace: " + QByteArray("[<c0190c06>] ").repeated(80 * 1024);
    text.replace(QByteArray("Code: 66"), QByteArray(huge + "\nCode: 66"));
    text.append(QByteArray(huge + '\n'));
    const auto [result, milliseconds] = loadTextTimed(text);
    QVERIFY2(milliseconds < 20000, "a megabyte line took too long");
    const QList<Capture> oopses = capturesOf(result.document, CaptureKind::Oops);
    QCOMPARE(oopses.size(), 1);
    QCOMPARE(oopses.at(0).oops()->frames.size(), 11); // the report stops before the junk line
}

/// A sysrq dump opens a report from a line (`Pid: 1, comm: x`, a task's state line) that
/// needs a trace or registers soon after; twenty thousand such lines with neither are no
/// report, and detection from each of them looks only a few lines ahead (the first version of
/// this took 180 s of CPU under ASan).
void TestOopsParser::requestedDumpsStayLinear()
{
    const std::clock_t start = std::clock();
    for (const QByteArray &line : { QByteArray("Pid: 1, comm: x\n"), QByteArray("bash S 0 1 2\n") }) {
        const LoadResult result = loadText(line.repeated(20000));
        QVERIFY(result.readable());
        QCOMPARE(capturesOf(result.document, CaptureKind::Oops).size(), 0);
    }
    QVERIFY2(cpuSeconds(start) < 10 * sanitizerSlowdown, "dump openers took too long");
}

void TestOopsParser::stripsLogPrefixes_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("timestamp");
    QTest::newRow("dmesg") << "[   12.345678] RIP: 0010:foo+0x1/0x2" << "RIP: 0010:foo+0x1/0x2"
                           << "12.345678";
    QTest::newRow("dmesg with caller id") << "[  54.123456] [    T123]  ? bar+0x3/0x4"
                                          << "? bar+0x3/0x4" << "54.123456";
    QTest::newRow("syslog") << "Sep 21 12:48:10 host kernel: Oops: 0000 [#1] SMP"
                            << "Oops: 0000 [#1] SMP" << "Sep 21 12:48:10";
    QTest::newRow("syslog, single-digit day and dmesg time")
        << "Feb  3 01:02:03 box kernel: [ 5.000001] Call Trace:" << "Call Trace:" << "Feb  3 01:02:03";
    QTest::newRow("rsyslog ISO time")
        << "2023-09-21T12:48:10.123456+02:00 host kernel: CR2: 0000000000000010"
        << "CR2: 0000000000000010" << "2023-09-21T12:48:10.123456+02:00";
    QTest::newRow("printk level") << " <1>Unable to handle kernel paging request"
                                  << "Unable to handle kernel paging request" << "";
    QTest::newRow("no prefix") << "  [<c0132f7a>] foo" << "[<c0132f7a>] foo" << "";
}

void TestOopsParser::stripsLogPrefixes()
{
    QFETCH(QString, raw);
    QFETCH(QString, text);
    QFETCH(QString, timestamp);
    const OopsLine line = OopsLine::read(raw);
    QCOMPARE(line.text, text);
    QCOMPARE(line.timestamp, timestamp);
}

void TestOopsParser::systemMapResolvesWithinText()
{
    Diagnostics diagnostics;
    const SystemMap map = SystemMap::fromText(u"c0100000 A _text\n"
                                              u"c0100000 T _stext\n"
                                              u"c0105000 T alpha\n"
                                              u"c0105000 T alpha_alias\n"
                                              u"c0105100 t beta\n"
                                              u"not a symbol line\n"
                                              u"c0105200 A _etext\n"
                                              u"c0200000 D data\n"_s,
                                              &diagnostics);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.at(0).line, 6);
    QCOMPARE(map.resolve(0xc0105010)->text(), u"alpha+0x10/0x100"_s); // aliases share a size
    QCOMPARE(map.resolve(0xc01051ff)->text(), u"beta+0xff/0x100"_s);
    QVERIFY(!map.resolve(0xc0105200)); // _etext and beyond
    QVERIFY(!map.resolve(0xc0080000)); // below _stext
    QVERIFY(!map.resolve(0xc0200004)); // data is no text symbol
}

void TestOopsParser::groupsBySignature()
{
    Document document;
    for (const QString &fixture : {u"x86_64-warning.txt"_s, u"x86_64-oops-syslog.txt"_s,
                                   u"x86_64-warning.txt"_s}) {
        document.merge(load(dataPath(u"oops/"_s + fixture)).document);
    }
    Capture other = document.captures().at(2);
    Oops changed = *other.oops();
    changed.kernelVersion = u"6.2.0"_s;
    for (OopsFrame &frame : changed.frames) {
        frame.offset += 4; // another build: same functions, other offsets
    }
    other.payload = changed;
    document.addCapture(other);
    const QList<OopsGroup> groups = groupOopsBySignature(document.captures().values());
    QCOMPARE(groups.size(), 2);
    QCOMPARE(groups.at(0).count(), 3);
    QCOMPARE(groups.at(0).captureIds, (QStringList{u"c1"_s, u"c3"_s, u"c4"_s}));
    QCOMPARE(groups.at(0).kernels, (QStringList{u"6.1.0-rc3"_s, u"6.2.0"_s}));
    QCOMPARE(groups.at(1).count(), 1);
    QVERIFY(groups.at(1).signature.startsWith(u"foo_read < "));
}

void TestOopsParser::writesJson()
{
    const QList<Capture> oopses = oopsesOf(u"x86_64-warning.txt"_s);
    QCOMPARE(oopses.size(), 1);
    const QJsonObject json = captureToJson(oopses.at(0), {});
    QCOMPARE(json[u"kind"].toString(), u"oops"_s);
    QCOMPARE(json[u"oops_kind"].toString(), u"WARNING"_s);
    QCOMPARE(json[u"kernel"].toString(), u"6.1.0-rc3"_s);
    QCOMPARE(json[u"rows"].toInt(), 16);
    QCOMPARE(json[u"location"][u"symbol"].toString(), u"iomap_foo"_s);
    QCOMPARE(json[u"location"][u"offset"].toInt(), 0x4a);
    const QJsonArray frames = json[u"frames"].toArray();
    QCOMPARE(frames.size(), 16);
    QCOMPARE(frames.at(0)[u"reliable"].toBool(), false);
    QCOMPARE(frames.at(0)[u"context"].toString(), u"IRQ"_s);
    QVERIFY(frames.at(0)[u"address"].isNull());
    QCOMPARE(frames.at(3)[u"module"].toString(), u"xfs"_s);
    QCOMPARE(json[u"code"].toString().left(11), u"48 8b 47 10"_s);
    QCOMPARE(json[u"faulting_byte"].toInt(), 13);
    QCOMPARE(json[u"registers"].toArray().at(0)[u"name"].toString(), u"RSP"_s);
    QVERIFY(json[u"signature"].toString().startsWith(u"iomap_foo < end_page_writeback_irq"));
}

void TestOopsParser::namesReportAndCulprit_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("reportClass");
    QTest::addColumn<QString>("culprit");
    QTest::addColumn<QString>("name");
    QTest::addColumn<CulpritRule>("rule");
    QTest::addColumn<int>("firstLine");
    QTest::newRow("RCU stall, NMI backtrace") << u"rcu-stall-interrupted.txt"_s << u"rcu-stall"_s
        << u"ip_set_uadd"_s << u"ip_set_uadd"_s << CulpritRule::StallEntry << 10;
    QTest::newRow("hung task") << u"hung-task-caller-ids.txt"_s << u"hung-task"_s
        << u"synchronize_rcu_expedited"_s << u"synchronize_rcu"_s << CulpritRule::HungWaiter << 7;
    QTest::newRow("lockdep") << u"lockdep-circular.txt"_s << u"deadlock"_s
        << u"do_ip_setsockopt.isra.12"_s << u"do_ip_setsockopt"_s << CulpritRule::LockSite << 8;
    QTest::newRow("UBSAN") << u"ubsan-overflow.txt"_s << u"ubsan"_s << u"ip_idents_reserve"_s
        << u"ip_idents_reserve"_s << CulpritRule::FirstOwnFrame << 7;
    QTest::newRow("kmemleak") << u"kmemleak-sget.txt"_s << u"memory-leak"_s << u"sget_userns"_s
        << u"sget_userns"_s << CulpritRule::FirstOwnFrame << 7;
    QTest::newRow("x86-64 WARNING") << u"x86_64-warning.txt"_s << u"warning"_s << u"iomap_foo"_s
        << u"iomap_foo"_s << CulpritRule::FirstOwnFrame << 0;
    // KFENCE's header names memcmp, where it noticed; the caller is the culprit.
    QTest::newRow("KFENCE") << u"kfence-report.txt"_s << u"kfence"_s << u"find_uprobe"_s
        << u"find_uprobe"_s << CulpritRule::FirstOwnFrame << 9;
    QTest::newRow("KCSAN, two stacks") << u"kcsan-data-race.txt"_s << u"kcsan"_s
        << u"netlink_recvmsg"_s << u"netlink_recvmsg"_s << CulpritRule::FirstOwnFrame << 8;
    QTest::newRow("KMSAN") << u"kmsan-uninit.txt"_s << u"kmsan"_s << u"ppp_send_frame"_s
        << u"ppp_send_frame"_s << CulpritRule::FirstOwnFrame << 9;
    // arm64: `pc :` is where it faulted (a HWASan check), `lr :` no frame; the Call trace's
    // first caller past the sanitizer is the culprit, and the panic after it is the same crash.
    QTest::newRow("arm64 pc/lr") << u"arm64-pc-lr.txt"_s << u"page-fault"_s
        << u"vgic_mmio_write_invlpi"_s << u"vgic_mmio_write_invlpi"_s << CulpritRule::FirstOwnFrame << 8;
    QTest::newRow("powerpc frames, hung task") << u"powerpc-frames.txt"_s << u"hung-task"_s
        << u"exit_aio"_s << u"exit_aio"_s << CulpritRule::HungWaiter << 7;
    // A bad page's culprit is who allocated it, from the page owner's stack.
    QTest::newRow("bad page state") << u"bad-page-state.txt"_s << u"bad-page"_s
        << u"__get_metapage"_s << u"__get_metapage"_s << CulpritRule::FirstOwnFrame << 8;
    QTest::newRow("double fault") << u"double-fault.txt"_s << u"double-fault"_s
        << u"kvm_async_pf_task_wait"_s << u"kvm_async_pf_task_wait"_s << CulpritRule::FirstOwnFrame << 8;
}

void TestOopsParser::namesReportAndCulprit()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reportClass);
    QFETCH(QString, culprit);
    QFETCH(QString, name);
    QFETCH(CulpritRule, rule);
    QFETCH(int, firstLine);
    const QList<Capture> oopses = oopsesOf(fixture);
    QCOMPARE(oopses.size(), 1);
    const Oops &oops = *oopses.at(0).oops();
    QCOMPARE(reportClassId(classifyReport(oops.headline)), reportClass);
    const std::optional<Culprit> found = findCulprit(oops);
    QVERIFY(found);
    QCOMPARE(found->frame.symbol, culprit);
    QCOMPARE(found->name, name);
    QCOMPARE(found->rule, rule);
    if (firstLine > 0) {
        QCOMPARE(oopses.at(0).source.firstLine, firstLine); // the header, not a later line
    }
    const QJsonObject json = captureToJson(oopses.at(0), {});
    QCOMPARE(json[u"report"].toString(), reportClass);
    QCOMPARE(json[u"culprit"][u"symbol"].toString(), culprit);
    QCOMPARE(json[u"culprit"][u"rule"].toString(), culpritRuleId(rule));
}

void TestOopsParser::keepsItsOwnCallersLines()
{
    // `[    C0] protocol 88fb is buggy` between the hung task's registers: the report goes on,
    // and the line is not read as the report's.
    const QList<Capture> oopses = oopsesOf(u"hung-task-caller-ids.txt"_s);
    QCOMPARE(oopses.size(), 1);
    const Oops &oops = *oopses.at(0).oops();
    QCOMPARE(oops.process, u"khungtaskd"_s); // from the NMI backtrace's CPU: line, later on
    const auto r15 = std::find_if(oops.registers.cbegin(), oops.registers.cend(),
        [](const OopsRegister &reg) { return reg.name == u"R15"; });
    QVERIFY(r15 != oops.registers.cend());
    QCOMPARE(r15->value, u"00000000ffffffff"_s);
    QVERIFY(symbols(oops).contains(u"packet_do_bind"_s));
    QCOMPARE(oopses.at(0).source.lastLine, 56); // `Rebooting in 86400 seconds..`
    for (const Diagnostic &diagnostic : oopses.at(0).diagnostics) {
        QVERIFY2(diagnostic.line != 30, qPrintable(diagnostic.message));
    }
}

void TestOopsParser::faultInjectionDumpIsNoReport()
{
    const QList<Capture> oopses = oopsesOf(u"fault-injection-and-traceless.txt"_s);
    QCOMPARE(oopses.size(), 2);
    const Oops &rss = *oopses.at(0).oops();
    QCOMPARE(rss.headline, u"BUG: Bad rss-counter state mm:ffff88005fac4300 idx:0 val:15"_s);
    QCOMPARE(reportClassId(classifyReport(rss.headline)), u"rss-counter"_s);
    QCOMPARE(oopses.at(0).source.firstLine, 30);
    QVERIFY(!findCulprit(rss));
    const Oops &netdev = *oopses.at(1).oops();
    QCOMPARE(reportClassId(classifyReport(netdev.headline)), u"netdev-refcount"_s);
    QCOMPARE(oopses.at(1).source.firstLine, 31);
}

void TestOopsParser::lockdepLockSitesAndOtherStacks()
{
    const QList<Capture> oopses = oopsesOf(u"lockdep-circular.txt"_s);
    QCOMPARE(oopses.size(), 1);
    const Oops &lockdep = *oopses.at(0).oops();
    QVERIFY(lockdep.lockSites.size() >= 2);
    QCOMPARE(lockdep.lockSites.at(0).symbol, u"do_ip_setsockopt.isra.12"_s);
    QCOMPARE(*lockdep.lockSites.at(0).address, 0x0000000046bbd7dfULL);
    QCOMPARE(lockdep.lockSites.at(1).symbol, u"rtnl_lock"_s);
    // The backtrace after `stack backtrace:`, not the chain's frames.
    QCOMPARE(symbols(lockdep).first(), u"dump_stack"_s);
}

void TestOopsParser::tracelessReportsOfTheirOwn()
{
    // The workqueue watchdog's one line: a report of its kind, without a trace to miss.
    const QList<Capture> lockup = oopsesOf(u"workqueue-lockup.txt"_s);
    QCOMPARE(lockup.size(), 1);
    QCOMPARE(reportClassId(classifyReport(lockup.at(0).oops()->headline)), u"workqueue-lockup"_s);
    QVERIFY(!findCulprit(*lockup.at(0).oops()));
    QVERIFY2(lockup.at(0).diagnostics.isEmpty(),
             qPrintable(lockup.at(0).diagnostics.value(0).message));

    // `Booting the kernel.` 500 s into a console log: the machine rebooted without a word.
    const QList<Capture> reboot = oopsesOf(u"unexpected-reboot.txt"_s);
    QCOMPARE(reboot.size(), 1);
    QCOMPARE(reboot.at(0).source.firstLine, 26);
    QCOMPARE(reportClassId(classifyReport(reboot.at(0).oops()->headline)), u"reboot"_s);
    // A boot log of its own is no reboot.
    const QByteArray boot = "Decompressing Linux... Parsing ELF... done.\nBooting the kernel.\n"
                            "[    0.000000] Linux version 6.1.0 (gcc)\n"
                            "[    0.000000] Command line: root=/dev/sda1\n";
    QVERIFY(capturesOf(loadText(boot).document, CaptureKind::Oops).isEmpty());
}

void TestOopsParser::powerpcFramesAreRead()
{
    // `[c000000049a87a10] [c0000000005f7dc8] exit_aio+0x188/0x2a0`: the stack pointer, the
    // return address and its function; the first, `(unreliable)`, has no symbol.
    const QList<Capture> oopses = oopsesOf(u"powerpc-frames.txt"_s);
    QCOMPARE(oopses.size(), 1);
    const Oops &oops = *oopses.at(0).oops();
    QCOMPARE(oops.frames.size(), 13);
    QVERIFY(!oops.frames.at(0).reliable);
    QCOMPARE(*oops.frames.at(0).address, 0xc000000049a875a0ULL);
    QCOMPARE(oops.frames.at(6).symbol, u"exit_aio"_s);
    QCOMPARE(*oops.frames.at(6).address, 0xc0000000005f7dc8ULL);
    QCOMPARE(oops.frames.at(6).offset, 0x188U);
    QCOMPARE(oops.frames.last().symbol, u"ret_from_except_lite"_s);
}

QTEST_GUILESS_MAIN(TestOopsParser)
#include "tst_oopsparser.moc"
