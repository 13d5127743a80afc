// SPDX-License-Identifier: GPL-2.0-or-later
// /proc/slabinfo of every version and slabtop screens, as mail delivers them.
#include "testutil.h"

#include <QTimeZone>

#include <cmath>
#include <ctime>

using namespace vmscope;
using namespace vmscope::test;
using namespace Qt::StringLiterals;

namespace {

/// NaN as -1 so that data rows can say "not in this format".
double orMinusOne(double value)
{
    return std::isnan(value) ? -1 : value;
}

const SlabCacheHistory &cacheOf(const SlabSession &session, const QString &name)
{
    const SlabCacheHistory *cache = session.cache(name);
    if (!cache) {
        qFatal("cache %s missing", qPrintable(name));
    }
    return *cache;
}

} // namespace

class TestSlabinfoParser : public CLocaleTest
{
    Q_OBJECT

private slots:
    void seedBufferHeadReadsAsVersion11();
    void readsEachVersion_data();
    void readsEachVersion();
    void keepsStatisticsColumns();
    void rejoinsRowWrappedByMail();
    void realSnapshotsMakeOneTimedSession();
    void cacheSeriesForCharts();
    void slabtopScreens();
    void proseBetweenPastesSplitsSessions();
    void loopSeparatorsMakeOneSeries();
    void cacheHistoriesTakeRoomOnlyForWhatChanges();
    void repeatedCacheStartsSnapshot();
    void timestampsOfEveryKind_data();
    void timestampsOfEveryKind();
    void missingTimestampFallsBackToIndex();
    void statedPageSizeIsUsed();
    void pageSizeStatedBetweenSnapshotsCountsForAll();
    void slabtopSizesStayWhateverPageSizeIsStated();
    void brokenInputGivesLineNumbers();
    void hostileInputNeitherCrashesNorHangs();
    void tablesThatAreNotSlabinfoStayAlone();
    void slabtopWrappedRowByRow();

private:
    static QList<Capture> slabsIn(const LoadResult &result)
    {
        return capturesOf(result.document, CaptureKind::Slabinfo);
    }
    static QList<Capture> slabsOf(const QString &fixture)
    {
        return slabsIn(load(dataPath(u"slabinfo/"_s + fixture)));
    }
};

void TestSlabinfoParser::seedBufferHeadReadsAsVersion11()
{
    const QString path = seedPath(u"003_1f34ba865f14a293.txt"_s);
    const QList<Capture> slabs = slabsIn(load(path));
    QCOMPARE(slabs.size(), 1);
    const Capture &capture = slabs.constFirst();
    QCOMPARE(capture.layout, u"slabinfo 1.1 (SMP), no header"_s);
    QCOMPARE(linesOf(capture), std::pair(294, 294));
    const SlabSession &session = *capture.slabSession();
    QCOMPARE(session.formatVersion(), u"1.1"_s);
    QCOMPARE(session.snapshotCount(), 1);
    QCOMPARE(session.caches().size(), 1);
    const SlabCacheHistory &bufferHead = cacheOf(session, u"buffer_head"_s);
    QCOMPARE(bufferHead.activeObjects.front(), 134513.0);
    QCOMPARE(bufferHead.totalObjects.front(), 159440.0);
    QCOMPARE(bufferHead.objectSize.front(), 96.0);
    QCOMPARE(bufferHead.activeSlabs.front(), 3543.0);
    QCOMPARE(bufferHead.totalSlabs.front(), 3986.0);
    QCOMPARE(bufferHead.pagesPerSlab.front(), 1.0);
    QCOMPARE(bufferHead.limit.front(), 252.0);
    QCOMPARE(bufferHead.batchCount.front(), 126.0);
    QVERIFY(std::isnan(bufferHead.sharedFactor.front()));
    QCOMPARE(bufferHead.memoryBytes.front(), 3986.0 * 4096);
    QVERIFY(session.pageSizeAssumed());
    QCOMPARE(bufferHead.lines.front(), 294);
    QVERIFY(capture.diagnostics.isEmpty());
}

void TestSlabinfoParser::readsEachVersion_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("caches");
    QTest::addColumn<QString>("cache");
    QTest::addColumn<double>("active");
    QTest::addColumn<double>("total");
    QTest::addColumn<double>("objectSize"); // -1: not in the format
    QTest::addColumn<double>("memory"); // bytes, -1: not in the format
    QTest::addColumn<double>("limit");
    QTest::addColumn<double>("batchCount");
    // Numbers read off the fixtures by hand; memory is num_slabs × pages per slab × 4096.
    QTest::newRow("1.0, names with blanks")
        << "v10.txt"
        << "slabinfo 1.0" << 4 << "file lock cache" << 0.0 << 42.0 << -1.0 << -1.0 << -1.0 << -1.0;
    QTest::newRow("1.0 plain, big counts") << "v10.txt"
                                           << "slabinfo 1.0" << 4 << "dentry_cache" << 1189547.0
                                           << 1263374.0 << -1.0 << -1.0 << -1.0 << -1.0;
    QTest::newRow("1.0 statistics: pages given")
        << "v10-stats.txt"
        << "slabinfo 1.0 (statistics)" << 3 << "dentry_cache" << 11895.0 << 12630.0 << -1.0
        << 421.0 * 4096 << -1.0 << -1.0;
    QTest::newRow("1.1 SMP") << "v11-smp.txt"
                             << "slabinfo 1.1 (SMP)" << 5 << "inode_cache" << 5714.0 << 5992.0
                             << 512.0 << 856.0 * 4096 << 124.0 << 62.0;
    QTest::newRow("1.1 SMP, name with parentheses") << "v11-smp.txt"
                                                    << "slabinfo 1.1 (SMP)" << 5 << "size-64(DMA)"
                                                    << 0.0 << 0.0 << 64.0 << 0.0 << 252.0 << 126.0;
    QTest::newRow("1.1 statistics and SMP")
        << "v11-stats-smp.txt"
        << "slabinfo 1.1 (statistics) (SMP)" << 2 << "buffer_head" << 134513.0 << 159440.0 << 96.0
        << 3986.0 * 4096 << 252.0 << 126.0;
    QTest::newRow("1.1 uniprocessor without header")
        << "v11-up.txt"
        << "slabinfo 1.1, no header" << 4 << "buffer_head" << 23450.0 << 24000.0 << 96.0
        << 600.0 * 4096 << -1.0 << -1.0;
    QTest::newRow("1.2, groups without labels")
        << "v12.txt"
        << "slabinfo 1.2" << 2 << "dentry_cache" << 40345.0 << 41007.0 << 160.0 << 1709.0 * 4096
        << 120.0 << 60.0;
    QTest::newRow("2.0: limit first, whatever the header says")
        << "v20.txt"
        << "slabinfo 2.0" << 3 << "dentry_cache" << 412345.0 << 413007.0 << 144.0 << 15297.0 * 4096
        << 120.0 << 60.0;
    QTest::newRow("2.1 statistics, tabs in globalstat")
        << "v21-statistics.txt"
        << "slabinfo 2.1 (statistics)" << 2 << "size-64" << 11856.0 << 12036.0 << 64.0
        << 204.0 * 4096 << 120.0 << 60.0;
    QTest::newRow("2.x single row in prose")
        << "v21-single-row.txt"
        << "slabinfo 2.x, no header" << 1 << "dentry" << 412345.0 << 413007.0 << 192.0
        << 19667.0 * 4096 << 0.0 << 0.0;
    QTest::newRow("2.1 SLUB, this machine, 8 pages per slab")
        << "growth-2.1.txt"
        << "slabinfo 2.1" << 235 << "ext4_inode_cache" << 204106.0 << 204106.0 << 1128.0
        << 14579.0 * 4 * 4096 << 0.0 << 0.0;
}

void TestSlabinfoParser::readsEachVersion()
{
    QFETCH(QString, fixture);
    QFETCH(QString, layout);
    QFETCH(int, caches);
    QFETCH(QString, cache);
    QFETCH(double, active);
    QFETCH(double, total);
    QFETCH(double, objectSize);
    QFETCH(double, memory);
    QFETCH(double, limit);
    QFETCH(double, batchCount);
    const LoadResult result = load(dataPath(u"slabinfo/"_s + fixture));
    const QList<Capture> slabs = slabsIn(result);
    QCOMPARE(slabs.size(), 1);
    QCOMPARE(result.document.captures().size(), 1); // nothing else claims the rows
    QCOMPARE(slabs.constFirst().layout, layout);
    const SlabSession &session = *slabs.constFirst().slabSession();
    QCOMPARE(int(session.caches().size()), caches);
    const SlabCacheHistory &history = cacheOf(session, cache);
    QCOMPARE(history.activeObjects.back(), active);
    QCOMPARE(history.totalObjects.back(), total);
    QCOMPARE(orMinusOne(history.objectSize.back()), objectSize);
    QCOMPARE(orMinusOne(history.memoryBytes.back()), memory);
    QCOMPARE(orMinusOne(history.limit.back()), limit);
    QCOMPARE(orMinusOne(history.batchCount.back()), batchCount);
    for (const Diagnostic &diagnostic : slabs.constFirst().diagnostics) {
        QCOMPARE(diagnostic.severity, Diagnostic::Severity::Note);
    }
}

void TestSlabinfoParser::keepsStatisticsColumns()
{
    const SlabSession v21 = *slabsOf(u"v21-statistics.txt"_s).constFirst().slabSession();
    const SlabCacheHistory &dentry = cacheOf(v21, u"dentry"_s);
    QCOMPARE(dentry.statistics.size(), 13); // nine globalstat, four cpustat
    QCOMPARE(dentry.statistic(u"listallocs")->values.front(), 612345.0);
    QCOMPARE(dentry.statistic(u"grown")->values.front(), 19700.0);
    QCOMPARE(dentry.statistic(u"reaped")->values.front(), 33.0); // after the tab
    QCOMPARE(dentry.statistic(u"alienoverflow")->values.front(), 0.0);
    QCOMPARE(dentry.statistic(u"allochit")->values.front(), 598123.0);
    QCOMPARE(dentry.statistic(u"freemiss")->values.front(), 4312.0);
    QCOMPARE(dentry.sharedFactor.front(), 8.0);

    const SlabSession v11 = *slabsOf(u"v11-stats-smp.txt"_s).constFirst().slabSession();
    const SlabCacheHistory &bufferHead = cacheOf(v11, u"buffer_head"_s);
    QCOMPARE(bufferHead.statistic(u"high")->values.front(), 159440.0);
    QCOMPARE(bufferHead.statistic(u"allocs")->values.front(), 883451.0);
    QCOMPARE(bufferHead.statistic(u"allocmiss")->values.front(), 71140.0);

    const SlabSession v10 = *slabsOf(u"v10-stats.txt"_s).constFirst().slabSession();
    QCOMPARE(cacheOf(v10, u"inode_cache"_s).statistic(u"allocs")->values.front(), 301223.0);
    QCOMPARE(cacheOf(v10, u"inode_cache"_s).activeSlabs.front(), 1162.0);
}

void TestSlabinfoParser::rejoinsRowWrappedByMail()
{
    const LoadResult result = load(dataPath(u"slabinfo/v11-smp.txt"_s));
    const Capture capture = slabsIn(result).constFirst();
    QVERIFY(hasDiagnostic(result.document, u"row wrapped by mail rejoined with line 9"_s, 8));
    const SlabCacheHistory &bufferHead = cacheOf(*capture.slabSession(), u"buffer_head"_s);
    QCOMPARE(bufferHead.limit.front(), 252.0);
    QCOMPARE(bufferHead.lines.front(), 8);
    QCOMPARE(capture.label, u"slabinfo from the 2.4.17 SMP box (mail wrapped one row, sorry)"_s);
}

void TestSlabinfoParser::realSnapshotsMakeOneTimedSession()
{
    // Six `date; cat /proc/slabinfo` of this machine, 30000 files created between two.
    const LoadResult result = load(dataPath(u"slabinfo/growth-2.1.txt"_s));
    const QList<Capture> slabs = slabsIn(result);
    QCOMPARE(slabs.size(), 1);
    const Capture &capture = slabs.constFirst();
    QCOMPARE(linesOf(capture), std::pair(12, 1456)); // from the first `# date`
    QVERIFY(capture.diagnostics.isEmpty());
    QCOMPARE(capture.label, u"6.18.44"_s);
    const SlabSession &session = *capture.slabSession();
    QCOMPARE(session.snapshotCount(), 6);
    QCOMPARE(capture.rowCount(), 6);
    QVERIFY(session.timesKnown());
    QCOMPARE(session.time(), (std::vector<double> { 0, 4, 8, 13, 17, 21 }));
    QCOMPARE(session.snapshots().constFirst().wallClock,
        QDateTime(QDate(2026, 11, 30), QTime(22, 53, 45), QTimeZone::utc()).toUTC());
    QCOMPARE(session.summary().startTime(), session.snapshots().constFirst().wallClock);
    QCOMPARE(session.summary().sourceLines(),
        (std::vector<int> { 15, 256, 497, 738, 979, 1220 })); // the version lines
    QVERIFY(session.pageSizeAssumed());

    const SlabCacheHistory &dentry = cacheOf(session, u"dentry"_s);
    QCOMPARE(dentry.activeObjects,
        (std::vector<double> { 182137, 212100, 242109, 272097, 302106, 332115 }));
    QCOMPARE(dentry.memoryBytes.front(), 8771.0 * 4096);
    QCOMPARE(dentry.memoryBytes.back(), 15815.0 * 4096);
    QCOMPARE(dentry.lines.front(), 169);
    QCOMPARE(dentry.lines.back(), 1374);
    // The totals: all 235 caches' slabs in KiB, summed by hand from the file.
    const TimeSeries *summary = capture.timeSeries();
    QVERIFY(summary);
    QCOMPARE(summary->value(0, u"size"), 158544.0);
    QCOMPARE(summary->value(5, u"size"), 366344.0);
    QCOMPARE(summary->value(0, u"caches"), 235.0);
    QCOMPARE(summary->column(summary->columnIndex(u"size")).unit, u"KiB"_s);
}

void TestSlabinfoParser::cacheSeriesForCharts()
{
    const SlabSession session = *slabsOf(u"growth-2.1.txt"_s).constFirst().slabSession();
    const TimeSeries series = session.cacheSeries(session.cacheIndex(u"ext4_inode_cache"));
    QCOMPARE(series.sampleCount(), 6);
    QCOMPARE(series.time(), session.time());
    QCOMPARE(series.value(0, u"active_objs"), 54105.0);
    QCOMPARE(series.value(5, u"num_slabs"), 14579.0);
    QCOMPARE(series.value(5, u"size"), 14579.0 * 4 * 4); // KiB
    QCOMPARE(series.value(0, u"pagesperslab"), 4.0);
    QCOMPARE(series.value(0, u"limit"), 0.0); // SLUB prints zero tunables
    QVERIFY(!series.intervalIsAssumed());
}

void TestSlabinfoParser::slabtopScreens()
{
    // `slabtop -o` of this machine twice, prose between: two captures.
    const LoadResult result = load(dataPath(u"slabinfo/slabtop-6.18.txt"_s));
    const QList<Capture> slabs = slabsIn(result);
    QCOMPARE(slabs.size(), 2);
    QCOMPARE(result.document.captures().size(), 2);
    const Capture &withFiles = slabs.at(0);
    QCOMPARE(withFiles.layout, u"slabtop"_s);
    QCOMPARE(withFiles.label, u"Here is slabtop -o with the 150000 files still there"_s);
    QCOMPARE(withFiles.source.firstLine, 5);
    QVERIFY(withFiles.diagnostics.isEmpty());
    const SlabSession &session = *withFiles.slabSession();
    QCOMPARE(session.formatVersion(), u"slabtop"_s);
    QVERIFY(!session.pageSizeAssumed()); // slabtop computed the sizes itself
    QCOMPARE(session.snapshotCount(), 1);
    QCOMPARE(session.caches().size(), 235);
    const SlabCacheHistory &dentry = cacheOf(session, u"dentry"_s);
    QCOMPARE(dentry.totalObjects.front(), 332115.0);
    QCOMPARE(dentry.activeObjects.front(), 332115.0);
    QCOMPARE(dentry.objectSize.front(), 195.0); // 0.19K
    QCOMPARE(dentry.totalSlabs.front(), 15815.0);
    QCOMPARE(dentry.objectsPerSlab.front(), 21.0);
    QCOMPARE(dentry.memoryBytes.front(), 63260.0 * 1024);
    QCOMPARE(dentry.lines.front(), 12);
    QCOMPARE(cacheOf(session, u"ext4_inode_cache"_s).memoryBytes.front(), 233280.0 * 1024);

    const Capture &dropped = slabs.at(1);
    QCOMPARE(dropped.label.left(40), u"After removing the files and dropping th"_s);
    const SlabSession &after = *dropped.slabSession();
    QCOMPARE(cacheOf(after, u"lsm_inode_cache"_s).activeObjects.front(), 2137.0);
    QCOMPARE(after.caches().size(), 235);
}

void TestSlabinfoParser::proseBetweenPastesSplitsSessions()
{
    const LoadResult result = load(dataPath(u"slabinfo/files-vs-dropped.txt"_s));
    const QList<Capture> slabs = slabsIn(result);
    QCOMPARE(slabs.size(), 2);
    QCOMPARE(slabs.at(0).label, u"With 150000 files"_s);
    QCOMPARE(slabs.at(1).label, u"After rm and drop_caches"_s);
    QCOMPARE(slabs.at(1).source.firstLine, 251); // its `date` line
    QCOMPARE(
        slabs.at(1).slabSession()->snapshots().constFirst().wallClock.time(), QTime(22, 54, 20));
    QCOMPARE(cacheOf(*slabs.at(1).slabSession(), u"dentry"_s).activeObjects.front(), 1100.0);
}

void TestSlabinfoParser::loopSeparatorsMakeOneSeries()
{
    // `echo "=== snapshot $n $(date +%T)"; cat /proc/slabinfo` in a loop: one series, timed by
    // the separators; `== after the patch ==` is a new run, whose own loop is one series again.
    const LoadResult result = load(dataPath(u"slabinfo/loop-separators.txt"_s));
    const QList<Capture> slabs = slabsIn(result);
    QCOMPARE(slabs.size(), 2);
    const Capture &before = slabs.at(0);
    QCOMPARE(linesOf(before), std::pair(9, 117)); // from the loop's command line
    const SlabSession &loop = *before.slabSession();
    QCOMPARE(loop.snapshotCount(), 4);
    QVERIFY(loop.timesKnown());
    QCOMPARE(loop.time(), (std::vector<double> { 0, 4, 8, 13 })); // 22:53:45 to 22:53:58
    QCOMPARE(loop.snapshots().at(1).line, 38); // the version line after `=== snapshot 2`
    QCOMPARE(cacheOf(loop, u"TCPv6"_s).activeObjects, (std::vector<double> { 26, 26, 26, 26 }));
    const Capture &after = slabs.at(1);
    QCOMPARE(after.source.firstLine, 122); // its first separator, past the caption
    const SlabSession &patched = *after.slabSession();
    QCOMPARE(patched.snapshotCount(), 2);
    QCOMPARE(patched.time(), (std::vector<double> { 0, 4 })); // 22:54:02, 22:54:06

    // The same loop's real output on this machine: 4 snapshots 3 s apart (one 4 s), then 2.
    const QList<Capture> real = slabsIn(load(dataPath(u"slabinfo/loop-real.txt"_s)));
    QCOMPARE(real.size(), 2);
    QCOMPARE(real.at(0).slabSession()->time(), (std::vector<double> { 0, 3, 6, 10 }));
    QCOMPARE(real.at(1).slabSession()->snapshotCount(), 2);
    QCOMPARE(real.at(1).label, u"== after the patch =="_s);

    // The separator words alone decide: `=== run 2 ===` after `=== run 1 ===` is another run,
    // a rule of dashes between copies is the same one.
    QByteArray runs = "=== run 1 ===\nslabinfo - version: 2.1\n"
        "dentry 100 200 192 21 1 : tunables 0 0 0 : slabdata 10 10 0\n"
        "=== run 2 ===\nslabinfo - version: 2.1\n"
        "dentry 150 200 192 21 1 : tunables 0 0 0 : slabdata 10 10 0\n";
    QCOMPARE(slabsIn(loadText(runs)).size(), 2);
    QByteArray dashes = runs;
    dashes.replace("=== run 1 ===", "----------").replace("=== run 2 ===", "----------");
    QCOMPARE(slabsIn(loadText(dashes)).size(), 1);
}

void TestSlabinfoParser::repeatedCacheStartsSnapshot()
{
    // Two bare pastes back to back: the cache repeating is where the second begins.
    const QByteArray text = "kmem_cache 80 80 244 5 5 1 : 252 126\n"
                            "buffer_head 100 200 96 3 4 1 : 252 126\n"
                            "kmem_cache 80 80 244 5 5 1 : 252 126\n"
                            "buffer_head 150 300 96 5 6 1 : 252 126\n";
    const QList<Capture> slabs = slabsIn(loadText(text));
    QCOMPARE(slabs.size(), 1);
    const SlabSession &session = *slabs.constFirst().slabSession();
    QCOMPARE(session.snapshotCount(), 2);
    QVERIFY(!session.timesKnown());
    QCOMPARE(session.time(), (std::vector<double> { 0, 1 }));
    QCOMPARE(cacheOf(session, u"buffer_head"_s).activeObjects, (std::vector<double> { 100, 150 }));
    QCOMPARE(session.summary().sourceLines(), (std::vector<int> { 1, 3 }));
}

void TestSlabinfoParser::timestampsOfEveryKind_data()
{
    QTest::addColumn<QByteArray>("first");
    QTest::addColumn<QByteArray>("second");
    QTest::addColumn<double>("seconds");
    QTest::newRow("date") << QByteArray("Mon Nov 30 22:53:45 UTC 2026")
                          << QByteArray("Mon Nov 30 22:55:05 UTC 2026") << 80.0;
    QTest::newRow("date, day first, 12-hour clock")
        << QByteArray("Mon 30 Nov 2026 11:59:50 AM CET")
        << QByteArray("Mon 30 Nov 2026 12:00:10 PM CET") << 20.0;
    QTest::newRow("vmstat -t style")
        << QByteArray("2026-11-30 22:53:45") << QByteArray("2026-11-30 23:03:45") << 600.0;
    QTest::newRow("ISO 8601 with offsets")
        << QByteArray("2026-11-30T22:53:45+01:00") << QByteArray("2026-11-30T21:54:45Z") << 60.0;
    QTest::newRow("date +%s") << QByteArray("1764543225") << QByteArray("1764543255") << 30.0;
    QTest::newRow("date +%T across midnight")
        << QByteArray("23:59:50") << QByteArray("00:00:20") << 30.0;
}

void TestSlabinfoParser::timestampsOfEveryKind()
{
    QFETCH(QByteArray, first);
    QFETCH(QByteArray, second);
    QFETCH(double, seconds);
    const QByteArray row
        = "dentry 412345 413007 192 21 1 : tunables 0 0 0 : slabdata 19667 19667 0\n";
    const QByteArray text = first + '\n' + "slabinfo - version: 2.1\n" + row + '\n' + second + '\n'
        + "slabinfo - version: 2.1\n" + row;
    const QList<Capture> slabs = slabsIn(loadText(text));
    QCOMPARE(slabs.size(), 1);
    const SlabSession &session = *slabs.constFirst().slabSession();
    QCOMPARE(session.snapshotCount(), 2);
    QVERIFY(session.timesKnown());
    QCOMPARE(session.time().back(), seconds);
    QCOMPARE(slabs.constFirst().source.firstLine, 1);
}

void TestSlabinfoParser::missingTimestampFallsBackToIndex()
{
    const QByteArray row
        = "dentry 412345 413007 192 21 1 : tunables 0 0 0 : slabdata 19667 19667 0\n";
    const QByteArray text = "Mon Nov 30 22:53:45 UTC 2026\nslabinfo - version: 2.1\n" + row
        + "\nslabinfo - version: 2.1\n" + row;
    const LoadResult result = loadText(text);
    const QList<Capture> slabs = slabsIn(result);
    QCOMPARE(slabs.size(), 1);
    const SlabSession &session = *slabs.constFirst().slabSession();
    QCOMPARE(session.snapshotCount(), 2);
    QVERIFY(!session.timesKnown());
    QCOMPARE(session.time(), (std::vector<double> { 0, 1 }));
    QVERIFY(hasDiagnostic(result.document, u"snapshot times not used"_s, 1));
}

void TestSlabinfoParser::statedPageSizeIsUsed()
{
    const QByteArray text
        = "ia64 box, page size is 16K:\n\n"
          "dentry 412345 413007 192 84 1 : tunables 0 0 0 : slabdata 4917 4917 0\n";
    const SlabSession session = *slabsIn(loadText(text)).constFirst().slabSession();
    QVERIFY(!session.pageSizeAssumed());
    QCOMPARE(session.pageSizeBytes(), 16384.0);
    QCOMPARE(cacheOf(session, u"dentry"_s).memoryBytes.front(), 4917.0 * 16384);
}

void TestSlabinfoParser::pageSizeStatedBetweenSnapshotsCountsForAll()
{
    // The session is built as the snapshots are read; the page size comes after the first.
    const QByteArray text = "$ cat /proc/slabinfo\n"
                            "slabinfo - version: 2.1\n"
                            "dentry 412345 413007 192 341 1 : tunables 0 0 0 : slabdata 1212 1212 0\n"
                            "$ echo PAGE_SIZE 65536; cat /proc/slabinfo\n"
                            "slabinfo - version: 2.1\n"
                            "dentry 412900 413512 192 341 1 : tunables 0 0 0 : slabdata 1213 1213 0\n";
    const SlabSession session = *slabsIn(loadText(text)).constFirst().slabSession();
    QCOMPARE(session.snapshotCount(), 2);
    QVERIFY(!session.pageSizeAssumed());
    QCOMPARE(session.pageSizeBytes(), 65536.0);
    QCOMPARE(cacheOf(session, u"dentry"_s).memoryBytes, (std::vector<double> { 1212.0 * 65536, 1213.0 * 65536 }));
    QCOMPARE(session.summary().value(0, u"size"), 1212.0 * 64); // KiB
    QCOMPARE(session.summary().value(1, u"size"), 1213.0 * 64);
}

void TestSlabinfoParser::slabtopSizesStayWhateverPageSizeIsStated()
{
    // slabtop printed its CACHE SIZE itself: a page size stated after the screen changes none.
    const QByteArray text
        = "  OBJS ACTIVE  USE OBJ SIZE  SLABS OBJ/SLAB CACHE SIZE NAME\n"
          "332115 332115 100%    0.19K  15815       21     63260K dentry\n"
          "204120 204120 100%    1.10K  14580       14    233280K ext4_inode_cache\n"
          "$ echo PAGE_SIZE 65536\n"
          "  OBJS ACTIVE  USE OBJ SIZE  SLABS OBJ/SLAB CACHE SIZE NAME\n"
          "332136 332136 100%    0.19K  15816       21     63264K dentry\n"
          "204120 204120 100%    1.10K  14580       14    233280K ext4_inode_cache\n";
    const SlabSession session = *slabsIn(loadText(text)).constFirst().slabSession();
    QCOMPARE(session.formatVersion(), u"slabtop"_s);
    QCOMPARE(session.snapshotCount(), 2);
    QCOMPARE(session.pageSizeBytes(), 65536.0);
    QCOMPARE(cacheOf(session, u"dentry"_s).memoryBytes, (std::vector<double> { 63260.0 * 1024, 63264.0 * 1024 }));
    QCOMPARE(session.summary().value(1, u"size"), 63264.0 + 233280);
}

void TestSlabinfoParser::brokenInputGivesLineNumbers()
{
    const LoadResult result = load(dataPath(u"slabinfo/broken.txt"_s));
    const QList<Capture> slabs = slabsIn(result);
    QCOMPARE(slabs.size(), 1);
    const Capture &capture = slabs.constFirst();
    QCOMPARE(linesOf(capture), std::pair(5, 12));
    const SlabSession &session = *capture.slabSession();
    QCOMPARE(session.caches().size(), 3);
    QVERIFY(!session.cache(u"dentry"));
    QCOMPARE(cacheOf(session, u"kmalloc-256"_s).lines.front(), 10);
    QVERIFY(hasDiagnostic(result.document,
        u"row skipped: 14 fields where the slabinfo 2.1 rows before have 16"_s, 8));
    QVERIFY(
        hasDiagnostic(result.document, u"binary or garbled text between slabinfo 2.1 rows"_s, 9));
    QVERIFY(hasDiagnostic(result.document, u"row skipped: 3 fields"_s, 12));
}

void TestSlabinfoParser::hostileInputNeitherCrashesNorHangs()
{
    const std::clock_t start = std::clock();
    const QByteArray row
        = "dentry 412345 413007 192 21 1 : tunables 0 0 0 : slabdata 19667 19667 0\n";
    const QByteArray header = "slabinfo - version: 2.1\n";
    // A megabyte line between rows, a megabyte of colons, a row of ten thousand numbers.
    QByteArray huge = header + row + QByteArray(1 << 20, '7') + '\n'
        + "kmalloc-64 24576 24576 64 64 1 : tunables 0 0 0 : slabdata 384 384 0\n";
    huge += QByteArray(1 << 20, ':') + '\n';
    huge += "name" + QByteArray(" 1").repeated(10000) + '\n';
    const LoadResult hugeResult = loadText(huge);
    const QList<Capture> slabs = slabsIn(hugeResult);
    QCOMPARE(slabs.size(), 1);
    QCOMPARE(slabs.constFirst().slabSession()->caches().size(), 2);
    QVERIFY(hasDiagnostic(hugeResult.document, u"line of 1048576 characters skipped"_s, 3));

    // Binary junk with slabinfo headers sprinkled in, and every prefix of a good file.
    QByteArray junk;
    for (int i = 0; i < 20000; ++i) {
        junk.append(char((i * 7919) % 256));
        if (i % 997 == 0) {
            junk.append("\nslabinfo - version: 2.1\n");
        }
    }
    QVERIFY(loadText(junk).readable());
    QFile good(dataPath(u"slabinfo/v21-statistics.txt"_s));
    QVERIFY(good.open(QIODevice::ReadOnly));
    const QByteArray bytes = good.readAll();
    for (qsizetype cut = 0; cut < bytes.size(); cut += 7) {
        const LoadResult result = loadText(bytes.left(cut));
        QVERIFY(result.readable());
    }
    // Twenty thousand bare rows: detection walks them once.
    QByteArray many;
    for (int i = 0; i < 20000; ++i) {
        many += "cache" + QByteArray::number(i) + " 80 80 244 5 5 1\n";
    }
    const QList<Capture> manyRows = slabsIn(loadText(many));
    QCOMPARE(manyRows.size(), 1);
    QCOMPARE(manyRows.constFirst().slabSession()->caches().size(), 20000);
    QVERIFY2(cpuSeconds(start) < 60, "hostile input took too long");
}

void TestSlabinfoParser::tablesThatAreNotSlabinfoStayAlone()
{
    // vmstat -m and a name with two numbers but no header are not claimed.
    QVERIFY(slabsIn(load(dataPath(u"vmstat/slabs.txt"_s))).isEmpty());
    QVERIFY(slabsIn(loadText("apples 3 4\npears 5 6\nplums 7 8\n")).isEmpty());
    QVERIFY(slabsIn(loadText("kmem_cache 80 80 244 5 5 1\nbuffer_head 1 2 3 4 5 6\n")).isEmpty());
}

void TestSlabinfoParser::slabtopWrappedRowByRow()
{
    // A mailer wrapped every line of a quoted slabtop listing, its column names too, and the
    // summary was retyped (`Minium`).
    const QByteArray text
        = "> Active / Total Objects (% used):  281803052 / 317485764 (88.8%)\n"
          "> Active / Total Caches (% used): 126 / 180 (70.0%)\n"
          "> Minium / Average / Maximum Object : 0.01K / 0.40K / 16.75K\n"
          "> \n"
          "> OBJS               ACTIVE      USE     OBJ SIZE     SLABS\n"
          "> OBJ/SLAB    CACHE SIZE    NAME\n"
          "> 78207920      70947541      0%       1.00K           7731010\n"
          ">  32            247392320K     xfs_inode\n"
          "> 59945928      46548798      0%       0.19K           1433102\n"
          ">  42              11464816K     dentry\n";
    const QList<Capture> slabs = capturesOf(loadText(text).document, CaptureKind::Slabinfo);
    QCOMPARE(slabs.size(), 1);
    QCOMPARE(slabs.at(0).source.firstLine, 1);
    const SlabSession &session = *slabs.at(0).slabSession();
    QCOMPARE(int(session.caches().size()), 2);
    QCOMPARE(cacheOf(session, u"xfs_inode"_s).memoryBytes.back(), 247392320.0 * 1024);
    QCOMPARE(cacheOf(session, u"dentry"_s).activeObjects.back(), 46548798.0);
}

void TestSlabinfoParser::cacheHistoriesTakeRoomOnlyForWhatChanges()
{
    // Six snapshots of 6.18.44 while 30 000 files were created: dentry grows from 182 137 to
    // 332 115 objects (four bytes a snapshot), bio-184 moves between 86 and 294 (two), and its
    // object size (192 bytes) and SLUB's zero tunables never change: no room at all.
    const SlabSession session = *slabsOf(u"growth-2.1.txt"_s).constFirst().slabSession();
    using Storage = ValueColumn::Storage;
    const SlabCacheHistory &dentry = cacheOf(session, u"dentry"_s);
    QCOMPARE(dentry.activeObjects.size(), std::size_t(6));
    QCOMPARE(dentry.activeObjects[0], 182137.0);
    QCOMPARE(dentry.activeObjects[5], 332115.0);
    QCOMPARE(dentry.activeObjects.storage(), Storage::Int32);
    QCOMPARE(dentry.objectSize.storage(), Storage::Line);
    QCOMPARE(dentry.objectSize[3], 192.0);
    QCOMPARE(dentry.limit.storage(), Storage::Line);
    QCOMPARE(dentry.limit[5], 0.0);
    const SlabCacheHistory &bio = cacheOf(session, u"bio-184"_s);
    QCOMPARE(bio.activeObjects.storage(), Storage::Int16);
    QCOMPARE(bio.activeObjects.toVector(), (std::vector<double> { 294, 86, 86, 86, 210, 210 }));
}

QTEST_GUILESS_MAIN(TestSlabinfoParser)
#include "tst_slabinfoparser.moc"
