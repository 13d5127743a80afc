// SPDX-License-Identifier: GPL-2.0-or-later
// /proc/meminfo once and as a loop prints it, of 2.4, 2.6 and 6.18, as mail and web pages
// deliver it (tests/data/meminfo). Expected values were read off the fixtures.
#include "testutil.h"


using namespace Qt::StringLiterals;
using namespace vmscope;
using namespace vmscope::test;

class TestMeminfoParser : public CLocaleTest
{
    Q_OBJECT

private slots:
    void loopSnapshotsMakeOneTimedSeries();
    void datedLoopGivesTheWallClock();
    void readsTwoFourWithItsByteTable();
    void readsCollapsedAndQuotedPastes();
    void readsAFlattenedSnapshot();
    void captionStartsAnotherRun();
    void otherKeyValueListsAreNotMeminfo();

private:
    static QList<Capture> meminfoOf(const LoadResult &result)
    {
        QList<Capture> found;
        for (const Capture &capture : result.document.captures()) {
            if (capture.layout.startsWith(u"/proc/meminfo")) {
                found.append(capture);
            }
        }
        return found;
    }
    static QList<Capture> fixture(const QString &name)
    {
        return meminfoOf(load(dataPath(u"meminfo/"_s + name + u".txt"_s)));
    }
};

void TestMeminfoParser::loopSnapshotsMakeOneTimedSeries()
{
    // Four snapshots of 6.18's 53 keys, 3 s apart by the separators (05:49:37 to :46).
    const QList<Capture> captures = fixture(u"loop-real"_s);
    QCOMPARE(captures.size(), 1);
    const Capture &loop = captures.constFirst();
    QCOMPARE(loop.kind, CaptureKind::Vmstat);
    QCOMPARE(loop.layout, u"/proc/meminfo"_s);
    QCOMPARE(loop.label, u"Four snapshots, three seconds apart, while the linker ran:"_s);
    QCOMPARE(linesOf(loop), std::pair(11, 225));
    const TimeSeries &series = *loop.timeSeries();
    QCOMPARE(series.sampleCount(), 4);
    QCOMPARE(series.columnCount(), 53);
    QCOMPARE(series.time(), (std::vector<double> { 0, 3, 6, 9 }));
    QVERIFY(!series.intervalIsAssumed());
    QCOMPARE(series.intervalSeconds(), 3.0);
    QVERIFY(!series.startTime().isValid()); // `date +%T` has no date
    QVERIFY(series.sinceBootRows().empty());
    QCOMPARE(series.sourceLines(), (std::vector<int> { 11, 65, 119, 173 }));
    const qsizetype anon = series.columnIndex(u"Inactive(anon)");
    QCOMPARE(series.values(anon), (std::vector<double> { 289688, 641120, 508720, 734560 }));
    QCOMPARE(series.column(anon).unit, u"KiB"_s);
    QCOMPARE(series.column(anon).group, u"lru"_s);
    QCOMPARE(series.column(series.columnIndex(u"HugePages_Total")).unit, u"pages"_s);
    QCOMPARE(series.column(series.columnIndex(u"HugePages_Total")).group, u"huge pages"_s);
    QCOMPARE(series.column(series.columnIndex(u"SwapFree")).group, u"swap"_s);
    QCOMPARE(series.column(series.columnIndex(u"SUnreclaim")).group, u"kernel"_s);
    QCOMPARE(series.column(series.columnIndex(u"Dirty")).group, u"writeback"_s);
    QCOMPARE(series.column(series.columnIndex(u"Committed_AS")).group, u"commit"_s);
    QCOMPARE(series.column(series.columnIndex(u"MemFree")).group, u"memory"_s);
    QCOMPARE(series.value(3, u"VmallocTotal"), 34359738367.0);
}

void TestMeminfoParser::datedLoopGivesTheWallClock()
{
    // `date` above each copy, a blank line below it.
    const QList<Capture> captures = fixture(u"loop-dates"_s);
    QCOMPARE(captures.size(), 1);
    const TimeSeries &series = *captures.constFirst().timeSeries();
    QCOMPARE(series.sampleCount(), 3);
    QCOMPARE(series.startTime(), QDateTime(QDate(2026, 12, 7), QTime(5, 49, 50), Qt::UTC));
    QCOMPARE(series.time(), (std::vector<double> { 0, 2, 4 }));
}

void TestMeminfoParser::readsTwoFourWithItsByteTable()
{
    // The byte table (after a prompt, tab-separated) belongs to the snapshot; its kB lines
    // give the columns, rmap's Inact_* among them.
    const QList<Capture> captures = fixture(u"v24-tabs"_s);
    QCOMPARE(captures.size(), 1);
    const Capture &old = captures.constFirst();
    QCOMPARE(old.layout, u"/proc/meminfo 2.4"_s);
    QCOMPARE(linesOf(old), std::pair(9, 29));
    const TimeSeries &series = *old.timeSeries();
    QCOMPARE(series.sampleCount(), 1);
    QCOMPARE(series.columnCount(), 17);
    QCOMPARE(series.columns().constFirst().key, u"MemTotal"_s);
    QCOMPARE(series.value(0, u"Inact_dirty"), 309584.0);
    QCOMPARE(series.value(0, u"Committed_AS"), 332340.0);
    QCOMPARE(series.columnIndex(u"Mem"), -1);
}

void TestMeminfoParser::readsCollapsedAndQuotedPastes()
{
    // Single blanks for the padding, ReverseMaps without a unit; the quoted two-line grep
    // is a capture of its own.
    const QList<Capture> captures = fixture(u"collapsed"_s);
    QCOMPARE(captures.size(), 2);
    const TimeSeries &whole = *captures.at(0).timeSeries();
    QCOMPARE(whole.columnCount(), 23);
    QCOMPARE(whole.value(0, u"LowFree"), 4432.0);
    QCOMPARE(whole.column(whole.columnIndex(u"ReverseMaps")).unit, u"count"_s);
    QCOMPARE(captures.at(1).source.quoteDepth, 1);
    QCOMPARE(captures.at(1).timeSeries()->columnCount(), 2);
    QCOMPARE(captures.at(1).timeSeries()->value(0, u"LowTotal"), 747444.0);
}

void TestMeminfoParser::readsAFlattenedSnapshot()
{
    const QList<Capture> captures = fixture(u"flattened"_s);
    QCOMPARE(captures.size(), 1);
    const TimeSeries &series = *captures.constFirst().timeSeries();
    QCOMPARE(series.columnCount(), 43);
    QCOMPARE(series.value(0, u"MemAvailable"), 1535676.0);
    QCOMPARE(series.value(0, u"DirectMap2M"), 2027520.0);
}

void TestMeminfoParser::captionStartsAnotherRun()
{
    const QByteArray text = "== before ==\nMemTotal: 1000 kB\nMemFree: 500 kB\n"
                            "== before ==\nMemTotal: 1000 kB\nMemFree: 400 kB\n"
                            "== after the patch ==\nMemTotal: 1000 kB\nMemFree: 900 kB\n"
                            "MemTotal: 1000 kB\nMemFree: 880 kB\n";
    const QList<Capture> captures = meminfoOf(loadText(text));
    QCOMPARE(captures.size(), 2);
    QCOMPARE(captures.at(0).timeSeries()->values(1), (std::vector<double> { 500, 400 }));
    // Back to back, the key that comes again starts the next snapshot; no time: one a second.
    QCOMPARE(captures.at(1).timeSeries()->values(1), (std::vector<double> { 900, 880 }));
    QVERIFY(captures.at(1).timeSeries()->intervalIsAssumed());
    QCOMPARE(captures.at(1).label, u"== after the patch =="_s);
}

void TestMeminfoParser::otherKeyValueListsAreNotMeminfo()
{
    // /proc/PID/status has `Key: value kB` lines too, but none of meminfo's keys.
    const QByteArray status = "Name:\tbash\nVmPeak:\t  8512 kB\nVmSize:\t  8512 kB\nVmRSS:\t  5120 kB\n"
                              "Threads:\t1\n";
    QVERIFY(meminfoOf(loadText(status)).isEmpty());
    const QByteArray one = "MemTotal: 1000 kB\nVmRSS: 5120 kB\n";
    QVERIFY(meminfoOf(loadText(one)).isEmpty());
    // Nor is it the next snapshot of a meminfo above it.
    const QByteArray sizes = "VmPeak:\t  8512 kB\nVmSize:\t  8512 kB\nVmRSS:\t  5120 kB\n";
    const QList<Capture> before = meminfoOf(loadText("MemTotal: 1000 kB\nMemFree: 500 kB\n\n" + sizes));
    QCOMPARE(before.size(), 1);
    QCOMPARE(before.constFirst().timeSeries()->sampleCount(), 1);
    QCOMPARE(before.constFirst().timeSeries()->columnCount(), 2);
}

QTEST_GUILESS_MAIN(TestMeminfoParser)
#include "tst_meminfoparser.moc"
