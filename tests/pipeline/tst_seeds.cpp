// SPDX-License-Identifier: GPL-2.0-or-later
// The four real threads in ../shared/seeds: every log they hold is found, labelled and parsed.
// Skipped where the seeds are not beside the checkout.
#include "testutil.h"

#include "core/profile/profilediff.h"

using namespace vmscope;
using namespace vmscope::test;

class TestSeeds : public CLocaleTest
{
    Q_OBJECT

private slots:
    void writebackThreadVmstat_data();
    void writebackThreadVmstat();
    void writebackThreadValues();
    void writebackThreadQuotedRepeat();
    void ext3ThreadSnapshots();
    void flattenedThreadComesOutAsLines();
    void kswapdThreadTopFrames();
    void seedsGainNoSpuriousTop_data();
    void seedsGainNoSpuriousTop();
    void ext3ThreadProfiles();
    void writebackThreadProfile();
    void seedsGainNoSpuriousProfiles_data();
    void seedsGainNoSpuriousProfiles();
    void writebackThreadOops();
    void seedsGainNoSpuriousOopses_data();
    void seedsGainNoSpuriousOopses();
    void seedsGainNoSpuriousSlabs_data();
    void seedsGainNoSpuriousSlabs();

private:
    static LoadResult loadSeed(const QString &name)
    {
        return load(seedPath(name));
    }
    /// The rows of a seedsGainNoSpurious* test, a row per seed (columns `seed` and `count`):
    /// how many captures of the test's kind each seed holds.
    static void addSeedRows(int in000, int in001, int in002, int in003)
    {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<int>("count");
        QTest::newRow("000 writeback thread")
            << QStringLiteral("000_afa3e04f98f9f577.txt") << in000;
        QTest::newRow("001 flattened cfq thread")
            << QStringLiteral("001_b9a028f62d95133a.txt") << in001;
        QTest::newRow("002 NFS thread with top screens")
            << QStringLiteral("002_fafa354e787c718b.txt") << in002;
        QTest::newRow("003 ext3 thread")
            << QStringLiteral("003_1f34ba865f14a293.txt") << in003;
    }
    /// The check of the seedsGainNoSpurious* tests: the row's seed holds `count` captures of
    /// `kind`, no more.
    static void verifyCaptureCount(CaptureKind kind)
    {
        QFETCH(QString, seed);
        QFETCH(int, count);
        const LoadResult result = loadSeed(seed);
        QVERIFY(result.readable());
        QCOMPARE(int(capturesOf(result.document, kind).size()), count);
    }
};

void TestSeeds::writebackThreadVmstat_data()
{
    addBlockColumns();
    // Row counts and lines read off the thread by hand.
    QTest::newRow("2.5.31-akpm") << 0 << Block { "2.5.31-akpm", 20, 262, 283 };
    QTest::newRow("2.5.31") << 1 << Block { "2.5.31", 15, 285, 301 };
    QTest::newRow("2.4.19") << 2 << Block { "2.4.19", 19, 303, 323 };
    QTest::newRow("ext3, header without group line")
        << 3 << Block { "ext3 is misbehaving", 10, 598, 608 };
    QTest::newRow("ext2, no header at all")
        << 4 << Block { "When the server is writing to ext2, it is good", 9, 611, 619 };
    QTest::newRow("after mount output, the question it answers")
        << 5 << Block { "Are you _sure_ it was bad with ext2?", 21, 650, 672 };
    QTest::newRow("dd run, label sentence wrapped by mail")
        << 6
        << Block { "Even during that, the writeout was inconsistent (but a lot better than during…",
               21, 683, 705 };
    QTest::newRow("2.4.19 to ext2") << 7 << Block { "2.4.19", 14, 931, 946 };
    QTest::newRow("2.5.31 to ext2") << 8 << Block { "2.5.31", 13, 948, 962 };
}

void TestSeeds::writebackThreadVmstat()
{
    QFETCH(int, index);
    QFETCH(Block, block);
    const LoadResult result = loadSeed(QStringLiteral("000_afa3e04f98f9f577.txt"));
    QVERIFY(result.readable());
    const QList<Capture> vmstat = capturesOf(result.document, CaptureKind::Vmstat);
    QCOMPARE(vmstat.size(), 9);
    const Capture &capture = vmstat.at(index);
    QCOMPARE(blockOf(capture), block);
    QCOMPARE(capture.timeSeries()->columnCount(), 16);
    QCOMPARE(capture.timeSeries()->column(2).key, QStringLiteral("w"));
}

void TestSeeds::writebackThreadValues()
{
    const LoadResult result = loadSeed(QStringLiteral("000_afa3e04f98f9f577.txt"));
    QVERIFY(result.readable());
    const QList<Capture> vmstat = capturesOf(result.document, CaptureKind::Vmstat);
    QVERIFY(!vmstat.isEmpty());
    const TimeSeries &akpm = *vmstat.at(0).timeSeries();
    QCOMPARE(akpm.value(0, u"bo"), 15480.0);
    QCOMPARE(akpm.value(0, u"in"), 5454.0);
    QCOMPARE(akpm.value(0, u"id"), 60.0);
    QCOMPARE(akpm.value(19, u"cs"), 491.0);
    QCOMPARE(akpm.column(akpm.columnIndex(u"bo")).unit, QStringLiteral("blocks/s"));
    QCOMPARE(akpm.column(akpm.columnIndex(u"free")).unit, QStringLiteral("KiB"));
    QCOMPARE(akpm.sourceLines().front(), 264);
    QVERIFY(akpm.intervalIsAssumed());
    QCOMPARE(akpm.intervalSeconds(), 1.0); // "`vmstat 1` shows" in the prose above
    // The headerless block takes the procps 2.0 layout because us+sy+id add up to 100.
    const TimeSeries &ext2 = *vmstat.at(4).timeSeries();
    QCOMPARE(ext2.value(0, u"bo"), 12380.0);
    QCOMPARE(ext2.value(0, u"id"), 82.0);
    QVERIFY(hasDiagnostic(result.document, QStringLiteral("no vmstat header"), 611));
}

void TestSeeds::writebackThreadQuotedRepeat()
{
    const LoadResult result = loadSeed(QStringLiteral("000_afa3e04f98f9f577.txt"));
    QVERIFY(result.readable());
    // The reply on lines 740-756 quotes the mount-test block with "> ": recorded, not imported.
    QVERIFY(hasDiagnostic(result.document, QStringLiteral("repeats the one on lines 650-672"), 740));
    for (const Capture &capture : result.document.captures()) {
        QCOMPARE(capture.source.quoteDepth, 0);
    }
}

void TestSeeds::ext3ThreadSnapshots()
{
    const LoadResult result = loadSeed(QStringLiteral("003_1f34ba865f14a293.txt"));
    QVERIFY(result.readable());
    const QList<Capture> vmstat = capturesOf(result.document, CaptureKind::Vmstat);
    QCOMPARE(vmstat.size(), 2);
    QCOMPARE(vmstat.at(0).label,
             QStringLiteral("This is how things looked just before the test (most of the memory free)"));
    QCOMPARE(vmstat.at(1).label, QStringLiteral("and after the test (memory gone)"));
    QCOMPARE(vmstat.at(0).rowCount(), 1);
    QCOMPARE(vmstat.at(0).timeSeries()->value(0, u"free"), 516816.0);
    QCOMPARE(vmstat.at(1).timeSeries()->value(0, u"free"), 99988.0);
    QCOMPARE(vmstat.at(1).timeSeries()->value(0, u"swpd"), 58888.0);
}

void TestSeeds::flattenedThreadComesOutAsLines()
{
    const QString path = seedPath(QStringLiteral("001_b9a028f62d95133a.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QCOMPARE(bytes.count('\n'), 0); // one line of 21 KB
    const LoadResult result = load(path);
    QVERIFY(result.readable());
    // Only the mmtests tables: SYSBENCH, desktop-net-gitk, IOZone and two more gitk runs.
    QCOMPARE(result.document.captures().size(), 5);
    for (const Capture &capture : result.document.captures()) {
        QCOMPARE(capture.kind, CaptureKind::Results);
    }
    // The cut-back note names the line everything stood on; the message headers are kept.
    QVERIFY(hasDiagnostic(result.document, QStringLiteral("flattened"), 1));
    QCOMPARE(result.document.sources().size(), 1);
}

void TestSeeds::ext3ThreadProfiles()
{
    const LoadResult result = loadSeed(QStringLiteral("003_1f34ba865f14a293.txt"));
    QVERIFY(result.readable());
    const QList<Capture> profiles = capturesOf(result.document, CaptureKind::Profile);
    QCOMPARE(profiles.size(), 2);
    QCOMPARE(profiles.at(0).label, QStringLiteral("ordered"));
    QCOMPARE(profiles.at(1).label, QStringLiteral("writeback"));
    QCOMPARE(profiles.at(0).layout, QStringLiteral("readprofile"));
    QCOMPARE(linesOf(profiles.at(0)), std::pair(224, 243));
    const Profile &ordered = *profiles.at(0).profile();
    const Profile &writeback = *profiles.at(1).profile();
    QCOMPARE(ordered.statedTotal, std::optional<double>(51611));
    QCOMPARE(writeback.statedTotal, std::optional<double>(53652));
    QCOMPARE(ordered.sampleCount(), 19); // the total line is the total, not an entry
    QCOMPARE(writeback.sampleCount(), 19);
    QCOMPARE(ordered.entry(u"default_idle")->ticks, std::optional<double>(34550));
    QCOMPARE(writeback.entry(u"default_idle")->ticks, std::optional<double>(23781));
    QCOMPARE(ordered.entry(u"get_hash_table")->ticks, std::optional<double>(727));
    QCOMPARE(writeback.entry(u"get_hash_table")->ticks, std::optional<double>(2429));
    QCOMPARE(ordered.entry(u"default_idle")->load, std::optional<double>(664.4231));
    // `sort -nr | head -20`: the rest of the ticks are below the cut, which is only a note.
    QVERIFY(hasDiagnostic(
        result.document, QStringLiteral("the listing shows 45569 of 51611 ticks (88.3 %)"), 224));
    QVERIFY(hasDiagnostic(
        result.document, QStringLiteral("the listing shows 43441 of 53652 ticks (81.0 %)"), 245));
    for (const Capture &capture : profiles) {
        for (const Diagnostic &diagnostic : capture.diagnostics) {
            QCOMPARE(diagnostic.severity, Diagnostic::Severity::Note);
        }
    }
    const ProfileDiff diff = diffProfiles({ordered, writeback}, {profiles.at(0).label,
                                                                  profiles.at(1).label});
    QCOMPARE(diff.rank(u"default_idle"), 0); // 66.9 % of the ticks down to 44.3 %
    QCOMPARE(diff.rank(u"get_hash_table"), 1); // 1.4 % up to 4.5 %
    QVERIFY(diff.row(u"ext3_mark_iloc_dirty")->missingFromBaseline(0));
    QVERIFY(diff.row(u"ext3_commit_write")->onlyInBaseline(0));
}

void TestSeeds::writebackThreadProfile()
{
    const LoadResult result = loadSeed(QStringLiteral("000_afa3e04f98f9f577.txt"));
    QVERIFY(result.readable());
    const QList<Capture> profiles = capturesOf(result.document, CaptureKind::Profile);
    QCOMPARE(profiles.size(), 1);
    const Capture &capture = profiles.constFirst();
    QCOMPARE(capture.layout, QStringLiteral("address ticks percent symbol"));
    QCOMPARE(capture.label, QStringLiteral("dbench 256 on a 16x/16G numaq"));
    QCOMPARE(linesOf(capture), std::pair(979, 1000));
    const Profile &profile = *capture.profile();
    QCOMPARE(profile.sampleCount(), 22);
    const ProfileEntry &first = profile.entries.constFirst();
    QCOMPARE(first.symbol, QStringLiteral(".text.lock.highmem"));
    QCOMPARE(first.percent, std::optional<double>(72.928));
    QCOMPARE(first.ticks, std::optional<double>(13251607));
    QCOMPARE(first.address, std::optional<quint64>(0xc013bf74));
    QCOMPARE(profile.largestEntries(1), QList<qsizetype>{0});
    QCOMPARE(profile.entries.constLast().symbol, QStringLiteral("vfs_write"));
    QCOMPARE(profile.entries.at(20).percent, std::optional<double>(0.0998855));
}

void TestSeeds::seedsGainNoSpuriousProfiles_data()
{
    addSeedRows(1, 0, 0, 2); // 000: the dbench profile; 003: ordered and writeback
}

void TestSeeds::seedsGainNoSpuriousProfiles()
{
    verifyCaptureCount(CaptureKind::Profile);
}

void TestSeeds::kswapdThreadTopFrames()
{
    const LoadResult result = loadSeed(QStringLiteral("002_fafa354e787c718b.txt"));
    QVERIFY(result.readable());
    // Six procps 2.0 screens pasted back to back, blanks collapsed, Mem and Swap lines wrapped.
    const QList<Capture> top = capturesOf(result.document, CaptureKind::Top);
    QCOMPARE(top.size(), 1);
    const Capture &capture = top.at(0);
    QCOMPARE(capture.layout, QStringLiteral("procps 2.0"));
    QCOMPARE(linesOf(capture), std::pair(92, 247));
    const TopSession &session = *capture.topSession();
    QCOMPARE(session.frameCount(), 6);
    QCOMPARE(session.cpuCount, 4);
    const TimeSeries &summary = session.summary;
    QCOMPARE(summary.value(0, u"load1"), 8.59);
    QCOMPARE(summary.value(0, u"buff"), 96220.0); // `96220K` + `buff` on the next line
    QCOMPARE(summary.value(0, u"cache"), 3322056.0); // `3322056K` + `cached`
    QCOMPARE(summary.value(5, u"buff"), 96028.0);
    QCOMPARE(summary.value(0, u"tasks"), 220.0);
    QCOMPARE(summary.value(0, u"cpu1_sy"), 83.3);
    QCOMPARE(summary.sourceLines().front(), 92);
    QVERIFY(summary.intervalIsAssumed());
    QCOMPARE(summary.intervalSeconds(), 5.0); // procps 2.0's default delay
    QVERIFY(hasDiagnostic(result.document, QStringLiteral("rejoined with line 99"), 98));
    QVERIFY(hasDiagnostic(result.document, QStringLiteral("rejoined with line 101"), 100));

    const ProcessHistory *kswapd = session.process(7, u"kswapd");
    QVERIFY(kswapd);
    const std::vector<float> expected = {53.1f, 56.3f, 59.6f, 81.3f, 99.9f, 99.9f};
    QCOMPARE(kswapd->cpuPercent, expected);
    QCOMPARE(kswapd->state.front(), 'S');
    QCOMPARE(kswapd->state.back(), 'R');
    QCOMPARE(session.processes.at(session.busiestProcesses(1).front()).pid, 7);
    const ProcessHistory *top554 = session.process(554, u"top");
    QVERIFY(top554);
    QCOMPARE(top554->sampleCount(), 6);
    QCOMPARE(top554->residentKiB.front(), 1080.0f);
    for (const Diagnostic &diagnostic : capture.diagnostics) {
        QCOMPARE(diagnostic.severity, Diagnostic::Severity::Note);
    }
}

void TestSeeds::seedsGainNoSpuriousTop_data()
{
    addSeedRows(0, 0, 1, 0); // 002: the kswapd thread's top screens
}

void TestSeeds::seedsGainNoSpuriousTop()
{
    verifyCaptureCount(CaptureKind::Top);
}

QTEST_GUILESS_MAIN(TestSeeds)
#include "tst_seeds.moc"

void TestSeeds::writebackThreadOops()
{
    const LoadResult result = loadSeed(QStringLiteral("000_afa3e04f98f9f577.txt"));
    QVERIFY(result.readable());
    const QList<Capture> oopses = capturesOf(result.document, CaptureKind::Oops);
    QCOMPARE(oopses.size(), 1);
    const Capture &capture = oopses.at(0);
    QCOMPARE(capture.layout, QStringLiteral("ksymoops"));
    // From the ksymoops header to "7 warnings issued. Results may not be reliable."
    QCOMPARE(linesOf(capture), std::pair(347, 405));
    QVERIFY(capture.diagnostics.isEmpty());
    const Oops &oops = *capture.oops();
    QCOMPARE(oops.kind, Oops::Kind::Ksymoops);
    QCOMPARE(oops.kernelVersion, QStringLiteral("2.5.31-akpm"));
    QCOMPARE(oops.headline, QStringLiteral("kernel BUG at page_alloc.c:98!"));
    QCOMPARE(oops.sourceFile, QStringLiteral("page_alloc.c"));
    QCOMPARE(oops.sourceLine, 98);
    QCOMPARE(oops.taint, QStringLiteral("Not tainted"));
    // >>EIP; c0132503 <__free_pages_ok+93/300>: ksymoops prints hex without 0x.
    QCOMPARE(oops.location.symbol, QStringLiteral("__free_pages_ok"));
    QCOMPARE(oops.location.offset, 0x93u);
    QCOMPARE(oops.location.size, 0x300u);
    QCOMPARE(oops.location.address, std::optional<quint64>(0xc0132503));
    QStringList trace;
    for (const OopsFrame &frame : oops.frames) {
        trace.append(QStringLiteral("%1+%2/%3")
                         .arg(frame.symbol)
                         .arg(frame.offset, 0, 16)
                         .arg(frame.size, 0, 16));
    }
    QCOMPARE(trace, (QStringList{"__pagevec_free+1a/20", "__pagevec_release+fb/110",
                                 "exit_mmap+1a1/280", "default_wake_function+21/40",
                                 "ext3_release_file+14/20", "mmput+49/70", "do_exit+d9/2c0",
                                 "smp_apic_timer_interrupt+e0/120", "syscall_call+7/b"}));
    QCOMPARE(capture.rowCount(), 9);
    QCOMPARE(oops.frames.at(0).address, std::optional<quint64>(0xc0132f7a));
    QCOMPARE(oops.warningsIssued, 7);
    QCOMPARE(oops.ksymoopsWarnings.size(), 7); // the five-line "You did not tell me" is one
    QVERIFY(oops.ksymoopsWarnings.at(0).endsWith(QStringLiteral("ksymoops -h explains the options.")));
    QCOMPARE(oops.stack.size(), 24u);
    QCOMPARE(oops.code.size(), 20);
    QCOMPARE(oops.instructions.size(), 6);
    QVERIFY(oops.instructions.at(0).faulting);
    QCOMPARE(oops.instructions.at(0).assembly, QStringLiteral("ud2a"));
}

void TestSeeds::seedsGainNoSpuriousOopses_data()
{
    addSeedRows(1, 0, 0, 0); // 000: one ksymoops report; 002's syslog holds none
}

void TestSeeds::seedsGainNoSpuriousOopses()
{
    verifyCaptureCount(CaptureKind::Oops);
}

void TestSeeds::seedsGainNoSpuriousSlabs_data()
{
    // 003: the lone `buffer_head` 1.1 row (tst_slabinfoparser checks its numbers).
    addSeedRows(0, 0, 0, 1);
}

void TestSeeds::seedsGainNoSpuriousSlabs()
{
    QFETCH(QString, seed);
    QFETCH(int, count);
    const LoadResult result = loadSeed(seed);
    QVERIFY(result.readable());
    const QList<Capture> found = capturesOf(result.document, CaptureKind::Slabinfo);
    QCOMPARE(found.size(), count);
    if (!found.isEmpty()) { // labelled by the caption above the row
        QCOMPARE(found.constFirst().label, QStringLiteral("/proc/slabinfo (the only suspicious entry)"));
    }
}
