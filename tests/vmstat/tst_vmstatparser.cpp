// SPDX-License-Identifier: GPL-2.0-or-later
// Every vmstat layout in tests/data/vmstat: real procps-ng 4.0.2 captures and hand-written
// pastes of older generations and mail damage. Expected values were read off the fixtures.
#include "testutil.h"

#include <cmath>

using namespace Qt::StringLiterals;
using namespace vmscope;
using namespace vmscope::test;

namespace {

/// A row of buildsTimeAxis: a fixture and the time axis of its first capture.
struct TimeAxis
{
    QString fixture;
    double interval = 1; // seconds
    bool assumed = true; // no timestamps give the interval
    QString start; // ISO 8601, empty without timestamps
    double lastTime = 0; // seconds from the start
    bool sinceBoot = true; // the first row averages since boot
};

} // namespace

class TestVmstatParser : public CLocaleTest
{
    Q_OBJECT

private slots:
    void findsCaptures_data();
    void findsCaptures();
    void readsValues_data();
    void readsValues();
    void assignsUnits_data();
    void assignsUnits();
    void buildsTimeAxis_data();
    void buildsTimeAxis();
    void reportsDiagnostics_data();
    void reportsDiagnostics();
    void readsDiskTables_data();
    void readsDiskTables();
    void readsCounterLists_data();
    void readsCounterLists();
    void keepsFirstTableDevices();
    void leavesSlabModeAlone();
    void loopCopiesMakeOneSeries();
    void loopCopiesLeaveTheStallRulesAlone();
    void counterSnapshotsOfALoopMakeOneSeries();
    void copiesWithoutSeparatorsFlagTheirSinceBootRows();

private:
    /// Loads `tests/data/vmstat/<name>.txt`, failing the test if it cannot be read.
    static Document loadFixture(const QString &name)
    {
        const LoadResult result = load(dataPath(u"vmstat/"_s + name + u".txt"_s));
        if (!result.readable()) {
            qWarning("fixture %s unreadable", qPrintable(name));
        }
        return result.document;
    }
    static const TimeSeries &series(const Document &document, int capture)
    {
        return *document.captures().at(capture).timeSeries();
    }
    static Diagnostics allDiagnostics(const Document &document)
    {
        Diagnostics all = document.diagnostics();
        for (const Capture &capture : document.captures()) {
            all.append(capture.diagnostics);
        }
        return all;
    }
};

void TestVmstatParser::findsCaptures_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("captures");
    QTest::addColumn<int>("capture");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("keys");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("firstLine");
    QTest::addColumn<int>("lastLine");

    const QString ng = u"r b swpd free buff cache si so bi bo in cs us sy id wa st"_s;
    const QString v3 = u"r b swpd free buff cache si so bi bo in cs us sy id wa"_s;
    QTest::newRow("procps-ng 4.0.2 default")
        << "procpsng402-default" << 1 << 0 << 5 << ng << "procps-ng" << 2 << 8;
    QTest::newRow("procps-ng 4.0.2 -t -w -a")
        << "procpsng402-timestamp-wide-active" << 1 << 0 << 5
        << u"r b swpd free inact active si so bi bo in cs us sy id wa st gu"_s
        << "procps-ng 4.0 -a -t" << 2 << 8;
    QTest::newRow("procps-ng 4.0.2 -n") << "procpsng402-noheader-repeat" << 1 << 0 << 3 << ng
                                        << "procps-ng" << 1 << 5;
    QTest::newRow("procps-ng 4.0.2 -S M")
        << "procpsng402-megabytes" << 1 << 0 << 3 << ng << "procps-ng" << 2 << 6;
    QTest::newRow("procps 2.0 with w column")
        << "procps20" << 1 << 0 << 3 << u"r b w swpd free buff cache si so bi bo in cs us sy id"_s
        << "procps 2.0" << 3 << 7;
    QTest::newRow("Red Hat 2.0.1x with wa before id")
        << "redhat2010" << 1 << 0 << 2 << u"r b swpd free buff cache si so bi bo in cs us sy wa id"_s
        << "Red Hat procps 2.0.1x" << 3 << 6;
    QTest::newRow("procps 3.1 dashed group line")
        << "procps31" << 1 << 0 << 2 << v3 << "procps 3.x" << 3 << 6;
    QTest::newRow("procps 3.2 with overflowing free")
        << "procps32" << 1 << 0 << 2 << v3 << "procps 3.x" << 3 << 6;
    QTest::newRow("procps-ng 3.3 with st") << "procpsng33" << 1 << 0 << 3 << ng << "procps-ng" << 3 << 7;
    QTest::newRow("procps-ng 4.0.4 with gu")
        << "procpsng404" << 1 << 0 << 2 << ng + u" gu"_s << "procps-ng 4.0" << 3 << 6;
    QTest::newRow("wide -w") << "procpsng-wide" << 1 << 0 << 2 << ng << "procps-ng" << 3 << 6;
    QTest::newRow("header repeated after 21 rows stays one capture")
        << "repeated-header" << 1 << 0 << 25 << ng << "procps-ng" << 2 << 30;
    QTest::newRow("schema change, first capture")
        << "schema-change" << 2 << 0 << 2 << ng << "procps-ng" << 3 << 6;
    QTest::newRow("schema change starts a new capture")
        << "schema-change" << 2 << 1 << 3
        << u"r b swpd free inact active si so bi bo in cs us sy id wa st"_s << "procps-ng -a" << 7
        << 11;
    QTest::newRow("headerless 16 columns whose us sy id add up")
        << "headerless16" << 1 << 0 << 2 << u"r b w swpd free buff cache si so bi bo in cs us sy id"_s
        << "procps 2.0" << 3 << 4;
    QTest::newRow("headerless 17 columns") << "headerless17" << 1 << 0 << 3 << ng << "procps-ng" << 3 << 5;
    QTest::newRow("headerless 18 columns")
        << "headerless18" << 1 << 0 << 4 << ng + u" gu"_s << "procps-ng 4.0" << 3 << 6;
    QTest::newRow("-t row wrapped by mail")
        << "wrapped-row" << 1 << 0 << 3 << ng << "procps-ng -t" << 3 << 8;
    QTest::newRow("rows flattened onto one line")
        << "flattened" << 1 << 0 << 4 << ng << "procps-ng" << 3 << 6;
    QTest::newRow("garbage line between rows")
        << "garbage-line" << 1 << 0 << 3 << ng << "procps-ng" << 3 << 8;
    QTest::newRow("last row cut in half") << "truncated" << 1 << 0 << 2 << ng << "procps-ng" << 1 << 5;
    QTest::newRow("CRLF line ends") << "crlf" << 1 << 0 << 2 << ng << "procps-ng" << 1 << 4;
    QTest::newRow("quoted at depth 1") << "quoted" << 2 << 0 << 2 << v3 << "procps 3.x" << 4 << 7;
    QTest::newRow("quoted at depth 2") << "quoted" << 2 << 1 << 3 << v3 << "procps 3.x" << 11 << 15;
}

void TestVmstatParser::findsCaptures()
{
    QFETCH(QString, fixture);
    QFETCH(int, captures);
    QFETCH(int, capture);
    QFETCH(int, rows);
    QFETCH(QString, keys);
    QFETCH(QString, layout);
    QFETCH(int, firstLine);
    QFETCH(int, lastLine);
    const Document document = loadFixture(fixture);
    QCOMPARE(int(document.captures().size()), captures);
    const Capture &found = document.captures().at(capture);
    QCOMPARE(found.kind, CaptureKind::Vmstat);
    QCOMPARE(int(found.rowCount()), rows);
    QStringList names;
    for (const ColumnInfo &column : found.timeSeries()->columns()) {
        names.append(column.key);
    }
    QCOMPARE(names.join(u' '), keys);
    QCOMPARE(found.layout, layout);
    QCOMPARE(linesOf(found), std::pair(firstLine, lastLine));
}

void TestVmstatParser::readsValues_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("capture");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");

    QTest::newRow("4.0.2 free wider than its column") << "procpsng402-default" << 0 << 0 << "free" << 22171196.0;
    QTest::newRow("4.0.2 bo") << "procpsng402-default" << 0 << 1 << "bo" << 9044.0;
    QTest::newRow("4.0.2 last cs") << "procpsng402-default" << 0 << 4 << "cs" << 698.0;
    QTest::newRow("4.0.2 st") << "procpsng402-default" << 0 << 1 << "st" << 1.0;
    QTest::newRow("-a inact") << "procpsng402-timestamp-wide-active" << 0 << 0 << "inact" << 1447244.0;
    QTest::newRow("-t row before timestamp") << "procpsng402-timestamp-wide-active" << 0 << 4 << "bi" << 116.0;
    QTest::newRow("-S M free in MiB") << "procpsng402-megabytes" << 0 << 0 << "free" << 22084.0;
    QTest::newRow("2.0 w") << "procps20" << 0 << 1 << "w" << 1.0;
    QTest::newRow("2.0 bo") << "procps20" << 0 << 1 << "bo" << 15480.0;
    QTest::newRow("2.0 id is last") << "procps20" << 0 << 1 << "id" << 61.0;
    QTest::newRow("Red Hat wa read before id") << "redhat2010" << 0 << 1 << "wa" << 60.0;
    QTest::newRow("Red Hat id read last") << "redhat2010" << 0 << 1 << "id" << 34.0;
    QTest::newRow("3.1 wide cs") << "procps31" << 0 << 1 << "cs" << 800.0;
    QTest::newRow("3.2 overflowing free") << "procps32" << 0 << 0 << "free" << 7915308.0;
    QTest::newRow("3.2 id of 100 pushes wa") << "procps32" << 0 << 1 << "wa" << 0.0;
    QTest::newRow("3.3 st") << "procpsng33" << 0 << 1 << "st" << 1.0;
    QTest::newRow("4.0.4 gu") << "procpsng404" << 0 << 1 << "gu" << 8.0;
    QTest::newRow("wide free") << "procpsng-wide" << 0 << 0 << "free" << 15231480.0;
    QTest::newRow("row after repeated header") << "repeated-header" << 0 << 21 << "free" << 499979.0;
    QTest::newRow("last row of repeated run") << "repeated-header" << 0 << 24 << "bi" << 24.0;
    QTest::newRow("-a capture after schema change") << "schema-change" << 1 << 2 << "active" << 500300.0;
    QTest::newRow("headerless 18 gu") << "headerless18" << 0 << 1 << "gu" << 8.0;
    QTest::newRow("wrapped -t row") << "wrapped-row" << 0 << 0 << "cs" << 200.0;
    QTest::newRow("flattened third row") << "flattened" << 0 << 2 << "free" << 398000.0;
    QTest::newRow("row after flattened line") << "flattened" << 0 << 3 << "id" << 98.0;
    QTest::newRow("garbage not merged into next row") << "garbage-line" << 0 << 1 << "free" << 398000.0;
    QTest::newRow("CRLF last field") << "crlf" << 0 << 1 << "st" << 0.0;
    QTest::newRow("CRLF free") << "crlf" << 0 << 1 << "free" << 399000.0;
    QTest::newRow("depth 2 quote") << "quoted" << 1 << 2 << "r" << 5.0;
}

void TestVmstatParser::readsValues()
{
    QFETCH(QString, fixture);
    QFETCH(int, capture);
    QFETCH(int, row);
    QFETCH(QString, key);
    QFETCH(double, value);
    const Document document = loadFixture(fixture);
    QCOMPARE(series(document, capture).value(row, key), value);
}

void TestVmstatParser::assignsUnits_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("group");

    QTest::newRow("memory defaults to KiB") << "procpsng402-default" << "free" << "KiB" << "memory";
    QTest::newRow("-S M on the command line") << "procpsng402-megabytes" << "cache" << "MiB" << "memory";
    QTest::newRow("-a active memory") << "procpsng402-timestamp-wide-active" << "active" << "KiB" << "memory";
    QTest::newRow("bo in blocks") << "procps20" << "bo" << "blocks/s" << "io";
    QTest::newRow("si in KiB/s") << "procps31" << "si" << "KiB/s" << "swap";
    QTest::newRow("cs per second") << "procpsng33" << "cs" << "1/s" << "system";
    QTest::newRow("gu percent") << "procpsng404" << "gu" << "%" << "cpu";
    QTest::newRow("w processes") << "procps20" << "w" << "processes" << "procs";
}

void TestVmstatParser::assignsUnits()
{
    QFETCH(QString, fixture);
    QFETCH(QString, key);
    QFETCH(QString, unit);
    QFETCH(QString, group);
    const Document document = loadFixture(fixture);
    const TimeSeries &found = series(document, 0);
    const qsizetype index = found.columnIndex(key);
    QVERIFY(index >= 0);
    QCOMPARE(found.column(index).unit, unit);
    QCOMPARE(found.column(index).group, group);
}

void TestVmstatParser::buildsTimeAxis_data()
{
    QTest::addColumn<TimeAxis>("axis");

    QTest::newRow("-t timestamps give a real axis")
        << TimeAxis {
               "procpsng402-timestamp-wide-active", 1, false, "2026-11-30T15:17:39Z", 4, true };
    QTest::newRow("-t with a wrapped row")
        << TimeAxis { "wrapped-row", 1, false, "2026-11-30T10:00:00Z", 2, true };
    QTest::newRow("interval from the command line")
        << TimeAxis { "procpsng402-default", 1, true, "", 4, true };
    QTest::newRow("interval 2 s from the command line")
        << TimeAxis { "repeated-header", 2, true, "", 48, true };
    QTest::newRow("interval 5 s from the prose")
        << TimeAxis { "procpsng-wide", 5, true, "", 5, true };
    QTest::newRow("no interval known") << TimeAxis { "procps31", 1, true, "", 1, true };
    QTest::newRow("headerless rows are not since boot")
        << TimeAxis { "headerless17", 1, true, "", 2, false };
}

void TestVmstatParser::buildsTimeAxis()
{
    QFETCH(TimeAxis, axis);
    const Document document = loadFixture(axis.fixture);
    const TimeSeries &found = series(document, 0);
    QCOMPARE(found.intervalSeconds(), axis.interval);
    QCOMPARE(found.intervalIsAssumed(), axis.assumed);
    QCOMPARE(found.startTime().toString(Qt::ISODate), axis.start);
    QCOMPARE(found.time().back(), axis.lastTime);
    QCOMPARE(found.firstSampleIsSinceBoot(), axis.sinceBoot);
}

void TestVmstatParser::reportsDiagnostics_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("severity");
    QTest::addColumn<QString>("text");

    const int note = int(Diagnostic::Severity::Note);
    const int warning = int(Diagnostic::Severity::Warning);
    QTest::newRow("garbage line is a warning, never merged")
        << "garbage-line" << 1 << 6 << warning
        << "row skipped: 18 fields where 17 numbers were expected (header on line 4)";
    QTest::newRow("last row cut in half")
        << "truncated" << 1 << 5 << warning
        << "row skipped: 7 fields where 17 numbers were expected (header on line 2)";
    QTest::newRow("wrapped row rejoined")
        << "wrapped-row" << 1 << 5 << note << "row wrapped by mail rejoined with line 6";
    QTest::newRow("flattened rows cut")
        << "flattened" << 1 << 5 << note << "3 rows run together on one line were cut every 17 numbers";
    QTest::newRow("headerless layout named")
        << "headerless17" << 1 << 3 << note << "no vmstat header: 17 columns read as procps-ng";
    QTest::newRow("headerless 16 columns fitting two layouts")
        << "headerless16-ambiguous" << 1 << 3 << warning
        << "rows of 16 numbers without a header fit both procps 2.0";
    QTest::newRow("BSD recognised once, not imported")
        << "bsd" << 1 << 3 << warning << "BSD or Solaris vmstat";
    QTest::newRow("damaged disk row between tables")
        << "disk-damaged" << 2 << 11 << warning
        << "disk row skipped: 4 fields where a device name and 10 numbers were expected";
    QTest::newRow("clean capture says nothing") << "procpsng402-default" << 0 << 0 << note << "";
}

void TestVmstatParser::reportsDiagnostics()
{
    QFETCH(QString, fixture);
    QFETCH(int, count);
    QFETCH(int, line);
    QFETCH(int, severity);
    QFETCH(QString, text);
    const Diagnostics all = allDiagnostics(loadFixture(fixture));
    QCOMPARE(int(all.size()), count);
    if (count > 0) {
        QCOMPARE(all.constFirst().line, line);
        QCOMPARE(int(all.constFirst().severity), severity);
        QVERIFY2(all.constFirst().message.startsWith(text), qPrintable(all.constFirst().message));
    }
}

void TestVmstatParser::readsDiskTables_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("samples");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("sample");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<double>("interval");

    // 10 devices (loop0-7, vda, zram0) x 10 counters.
    QTest::newRow("4.0.2 -d reads") << "procpsng402-disk" << "procps-ng -d" << 1 << 100 << 0
                                    << "vda.reads_total" << 30688.0 << "count" << 1.0;
    QTest::newRow("4.0.2 -d sectors") << "procpsng402-disk" << "procps-ng -d" << 1 << 100 << 0
                                      << "vda.written_sectors" << 2338152.0 << "sectors" << 1.0;
    QTest::newRow("4.0.2 -d io seconds") << "procpsng402-disk" << "procps-ng -d" << 1 << 100 << 0
                                         << "vda.io_sec" << 8.0 << "s" << 1.0;
    QTest::newRow("4.0.2 -d 1 2: one sample per table")
        << "procpsng402-disk-repeated" << "procps-ng -d" << 2 << 100 << 1 << "vda.write_ms"
        << 9597.0 << "ms" << 1.0;
    QTest::newRow("wide -d with nvme0n1") << "disk-wide" << "procps-ng -d -w" << 1 << 20 << 0
                                          << "nvme0n1.read_sectors" << 45678901.0 << "sectors" << 1.0;
    QTest::newRow("wide -d io in flight") << "disk-wide" << "procps-ng -d -w" << 1 << 20 << 0
                                          << "nvme0n1.io_cur" << 2.0 << "count" << 1.0;
    QTest::newRow("quoted -d second table") << "disk-damaged" << "procps-ng -d" << 2 << 20 << 1
                                            << "nvme0n1.reads_total" << 12400.0 << "count" << 5.0;
    QTest::newRow("partition -p") << "partition" << "procps-ng -p" << 1 << 4 << 0
                                  << "sda1.requested_writes" << 345678.0 << "sectors" << 1.0;
}

void TestVmstatParser::readsDiskTables()
{
    QFETCH(QString, fixture);
    QFETCH(QString, layout);
    QFETCH(int, samples);
    QFETCH(int, columns);
    QFETCH(int, sample);
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(QString, unit);
    QFETCH(double, interval);
    const Document document = loadFixture(fixture);
    QCOMPARE(document.captures().size(), 1);
    QCOMPARE(document.captures().constFirst().layout, layout);
    const TimeSeries &found = series(document, 0);
    QCOMPARE(int(found.sampleCount()), samples);
    QCOMPARE(int(found.columnCount()), columns);
    QCOMPARE(found.value(sample, key), value);
    QCOMPARE(found.column(found.columnIndex(key)).unit, unit);
    QCOMPARE(found.column(found.columnIndex(key)).group, key.section(u'.', 0, 0));
    QCOMPARE(found.intervalSeconds(), interval);
    QVERIFY(found.intervalIsAssumed());
}

void TestVmstatParser::readsCounterLists_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("columns");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("group");
    QTest::addColumn<int>("firstLine");

    QTest::newRow("-s total memory") << "procpsng402-stats" << "procps-ng -s" << 28 << "total memory"
                                     << 24683656.0 << "KiB" << "memory" << 1;
    QTest::newRow("-s 4.0.2 prints K paged in") << "procpsng402-stats" << "procps-ng -s" << 28
                                                << "paged in" << 1289269.0 << "KiB" << "memory" << 1;
    QTest::newRow("-s cpu ticks") << "procpsng402-stats" << "procps-ng -s" << 28 << "stolen cpu ticks"
                                  << 215.0 << "ticks" << "cpu" << 1;
    QTest::newRow("-s boot time") << "procpsng402-stats" << "procps-ng -s" << 28 << "boot time"
                                  << 1796051194.0 << "s" << "system" << 1;
    QTest::newRow("-s forks") << "procpsng402-stats" << "procps-ng -s" << 28 << "forks" << 7161.0
                              << "count" << "system" << 1;
    QTest::newRow("-D disks") << "procpsng402-disk-summary" << "procps-ng -D" << 13 << "disks" << 10.0
                              << "count" << "disk" << 1;
    QTest::newRow("-D written sectors") << "procpsng402-disk-summary" << "procps-ng -D" << 13
                                        << "written sectors" << 2338152.0 << "sectors" << "disk" << 1;
    QTest::newRow("-D milli weighted IO") << "procpsng402-disk-summary" << "procps-ng -D" << 13
                                          << "milli weighted IO" << 22.0 << "ms" << "disk" << 1;
    QTest::newRow("-f below its command line") << "procpsng402-forks" << "procps-ng -f" << 1 << "forks"
                                               << 7163.0 << "count" << "system" << 2;
}

void TestVmstatParser::readsCounterLists()
{
    QFETCH(QString, fixture);
    QFETCH(QString, layout);
    QFETCH(int, columns);
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(QString, unit);
    QFETCH(QString, group);
    QFETCH(int, firstLine);
    const Document document = loadFixture(fixture);
    QCOMPARE(document.captures().size(), 1);
    const Capture &capture = document.captures().constFirst();
    QCOMPARE(capture.layout, layout);
    QCOMPARE(linesOf(capture), std::pair(firstLine, firstLine + columns - 1));
    const TimeSeries &found = *capture.timeSeries();
    QCOMPARE(int(found.sampleCount()), 1);
    QCOMPARE(int(found.columnCount()), columns);
    QCOMPARE(found.value(0, key), value);
    QCOMPARE(found.column(found.columnIndex(key)).unit, unit);
    QCOMPARE(found.column(found.columnIndex(key)).group, group);
}

void TestVmstatParser::keepsFirstTableDevices()
{
    const Document document = loadFixture(u"disk-damaged"_s);
    const TimeSeries &found = series(document, 0);
    QCOMPARE(found.value(0, u"sda.reads_total"), 1000.0);
    QVERIFY(std::isnan(found.value(1, u"sda.reads_total"))); // its row was damaged
    QCOMPARE(found.columnIndex(u"sdb.reads_total"), -1);
    QVERIFY(hasDiagnostic(document, u"device sdb is not in the first table"_s, 12));
    QCOMPARE(found.sourceLines(), (std::vector<int>{6, 10}));
}

void TestVmstatParser::leavesSlabModeAlone()
{
    // vmstat -m belongs to the slabinfo parser (a later issue): nothing may claim it meanwhile.
    const Document document = loadFixture(u"slabs"_s);
    QVERIFY(document.captures().isEmpty());
    QVERIFY(allDiagnostics(document).isEmpty());
}

void TestVmstatParser::loopCopiesMakeOneSeries()
{
    // `echo "=== snapshot $n $(date +%T)"; vmstat 1 4` four times: one series of 16 rows,
    // each copy's first row flagged since boot, the copies placed by the separators' times
    // (05:46:56, :47:01, :47:06, :47:11).
    const Document loop = loadFixture(u"loop-real"_s);
    QCOMPARE(loop.captures().size(), 1);
    const Capture &capture = loop.captures().constFirst();
    QCOMPARE(linesOf(capture), std::pair(11, 37)); // the first separator above is its label
    QVERIFY(capture.label.startsWith(u"for n in 1 2 3 4; do echo")); // the loop names it
    const TimeSeries &rows = series(loop, 0);
    QCOMPARE(rows.sampleCount(), 16);
    QCOMPARE(rows.sinceBootRows(), (std::vector<qsizetype> { 0, 4, 8, 12 }));
    QCOMPARE(rows.time(), (std::vector<double> { 0, 1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 15, 16, 17, 18 }));
    QVERIFY(rows.intervalIsAssumed());
    QCOMPARE(rows.value(4, u"bi"), 287.0); // copy 2's since-boot row, kept
    QCOMPARE(rows.value(5, u"bi"), 1700.0);
    QCOMPARE(rows.sourceLines().at(4), 20);
    QVERIFY(hasDiagnostic(loop, u"3 more copies of vmstat"_s));

    // `date` before each copy of `vmstat -w 2 3`, a blank line after it: dated copies give the
    // series its wall clock.
    const Document dated = loadFixture(u"loop-dates"_s);
    QCOMPARE(dated.captures().size(), 1);
    const TimeSeries &wide = series(dated, 0);
    QCOMPARE(wide.sampleCount(), 9);
    QCOMPARE(wide.sinceBootRows(), (std::vector<qsizetype> { 0, 3, 6 }));
    // `-w 2 3` (the command above gives the interval): a copy's last row and the next one's first
    // are printed in the same second.
    QCOMPARE(wide.time(), (std::vector<double> { 0, 2, 4, 4, 6, 8, 8, 10, 12 }));
    QVERIFY(wide.intervalIsAssumed());
    QCOMPARE(wide.intervalSeconds(), 2.0);
    QCOMPARE(wide.startTime(), QDateTime(QDate(2026, 12, 7), QTime(5, 47, 16), Qt::UTC));
    QCOMPARE(wide.columnIndex(u"gu") >= 0, true);

    // A caption that says something else is another run: two captures of 3 rows.
    const Document patch = loadFixture(u"loop-patch"_s);
    QCOMPARE(patch.captures().size(), 2);
    QCOMPARE(series(patch, 0).sampleCount(), 3);
    QCOMPARE(series(patch, 1).sampleCount(), 3);
    QCOMPARE(patch.captures().at(1).label, u"== after the patch =="_s);
    QCOMPARE(series(patch, 1).sinceBootRows(), (std::vector<qsizetype> { 0 }));

    // A separator that no header of the same layout follows ends the series.
    const QByteArray cut = "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n"
                           " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st\n"
                           " 3  0      0 23122976   3388 742904    0    0   288   393   80   97 10  3 88  0  0\n"
                           " 3  0      0 23122976   3388 742904    0    0     0  9780  527  116 85 15  0  0  0\n"
                           "=== 05:50:01\n"
                           "and then the box froze.\n";
    const Document ended = loadText(cut).document;
    QCOMPARE(ended.captures().size(), 1);
    QCOMPARE(series(ended, 0).sampleCount(), 2);
    QCOMPARE(series(ended, 0).sinceBootRows(), (std::vector<qsizetype> { 0 }));
}

void TestVmstatParser::loopCopiesLeaveTheStallRulesAlone()
{
    // A later copy's since-boot row (bi 287 among rows of 0 to 1700) counts as missing: the
    // column's floor, median and peak come from the measured rows only, as for the first copy.
    const Document loop = loadFixture(u"loop-real"_s);
    const TimeSeries &rows = series(loop, 0);
    std::vector<double> measured;
    for (qsizetype row = 0; row < rows.sampleCount(); ++row) {
        if (!rows.isSinceBoot(row)) {
            measured.push_back(rows.value(row, u"us"));
        }
    }
    QCOMPARE(measured.size(), std::size_t(12));
    QVERIFY(std::none_of(measured.cbegin(), measured.cend(), [](double us) { return us < 50; }));
    QCOMPARE(rows.value(0, u"us"), 9.0); // since boot: the build has not run for most of it
}


void TestVmstatParser::counterSnapshotsOfALoopMakeOneSeries()
{
    // `echo "=== snapshot $n $(date +%T)"; vmstat -s; sleep 2` three times: one series of three
    // samples, timed by the separators (11:23:37, :39, :41), not three captures of one.
    const Document loop = loadFixture(u"counters-loop"_s);
    QCOMPARE(loop.captures().size(), 1);
    const Capture &capture = loop.captures().constFirst();
    QCOMPARE(capture.layout, u"procps-ng -s"_s);
    QCOMPARE(linesOf(capture), std::pair(11, 96));
    const TimeSeries &counters = series(loop, 0);
    QCOMPARE(counters.sampleCount(), 3);
    QCOMPARE(counters.columnCount(), 28);
    QCOMPARE(counters.time(), (std::vector<double> { 0, 2, 4 }));
    QVERIFY(!counters.intervalIsAssumed());
    QCOMPARE(counters.intervalSeconds(), 2.0);
    QCOMPARE(counters.sourceLines(), (std::vector<int> { 11, 40, 69 }));
    QCOMPARE(counters.value(0, u"free memory"), 23363292.0);
    QCOMPARE(counters.value(2, u"free memory"), 23007876.0);
    QCOMPARE(counters.value(1, u"paged out"), 56931760.0);
    QCOMPARE(counters.value(2, u"paged out"), 56937496.0);
    QVERIFY(counters.sinceBootRows().empty()); // counters are no averages

    // Quoted, with date(1) between the snapshots: dated samples; a caption that says something
    // else after them is another run.
    const Document dated = loadFixture(u"counters-loop-dates"_s);
    QCOMPARE(dated.captures().size(), 2);
    const TimeSeries &megabytes = series(dated, 0);
    QCOMPARE(megabytes.sampleCount(), 2);
    QCOMPARE(megabytes.time(), (std::vector<double> { 0, 3 }));
    QCOMPARE(megabytes.startTime(), QDateTime(QDate(2026, 12, 7), QTime(11, 23, 52), Qt::UTC));
    QCOMPARE(megabytes.value(1, u"used memory"), 998.0);
    QCOMPARE(megabytes.column(megabytes.columnIndex(u"used memory")).unit, u"MiB"_s);
    QCOMPARE(dated.captures().at(1).label, u"== after the patch =="_s);
    QCOMPARE(series(dated, 1).sampleCount(), 1);
    QCOMPARE(series(dated, 1).value(0, u"used memory"), 1016.0);

    // Two snapshots printed back to back, no line between: the label that comes again starts
    // the second; with no time between them they are a second apart, and a note says so.
    const QByteArray twice = "     24683748 K total memory\n       763264 K used memory\n"
                             "     24683748 K total memory\n       798000 K used memory\n";
    const Document pasted = loadText(twice).document;
    QCOMPARE(pasted.captures().size(), 1);
    QCOMPARE(series(pasted, 0).sampleCount(), 2);
    QCOMPARE(series(pasted, 0).value(1, u"used memory"), 798000.0);
    QVERIFY(hasDiagnostic(pasted, u"2 snapshots of vmstat -s with no time between them"_s, 1));
}

void TestVmstatParser::copiesWithoutSeparatorsFlagTheirSinceBootRows()
{
    // `(vmstat 1 4; vmstat 1 4; vmstat 1 3)`: headers alone between the copies. The rows after
    // the second and third header hold the first row's averages (224 1458 139 474 27 6 66),
    // where the rows before them did not: since boot, kept but not counted.
    const Document copies = loadFixture(u"copies-unseparated"_s);
    QCOMPARE(copies.captures().size(), 1);
    const TimeSeries &rows = series(copies, 0);
    QCOMPARE(rows.sampleCount(), 11);
    QCOMPARE(rows.sinceBootRows(), (std::vector<qsizetype> { 0, 4, 8 }));
    QCOMPARE(rows.sourceLines().at(4), 19);
    QCOMPARE(rows.value(4, u"bo"), 1458.0);
    QCOMPARE(rows.value(7, u"bo"), 632.0);
    QVERIFY(hasDiagnostic(copies, u"2 more copies of vmstat after its header alone"_s, 11));

    // A header vmstat printed again within one run: the row after it is a sample like the
    // ones before, though the box has been as busy since boot.
    const QByteArray again = "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n"
                             " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st\n"
                             " 2  0      0 21519168  10216 2989124    0    0   224  1458  139  474 27  6 66  0  0\n"
                             " 2  0      0 21519168  10216 2989124    0    0   220  1400  140  470 27  6 66  0  0\n"
                             "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n"
                             " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st\n"
                             " 2  0      0 21519168  10216 2989124    0    0   230  1460  138  475 27  6 66  0  0\n";
    const Document reprinted = loadText(again).document;
    QCOMPARE(series(reprinted, 0).sampleCount(), 3);
    QCOMPARE(series(reprinted, 0).sinceBootRows(), (std::vector<qsizetype> { 0 }));
}

QTEST_GUILESS_MAIN(TestVmstatParser)
#include "tst_vmstatparser.moc"
