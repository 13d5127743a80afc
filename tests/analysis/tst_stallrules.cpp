// SPDX-License-Identifier: GPL-2.0-or-later
// The stall rules (docs/stalls.md) on the seed threads, checked against numbers read by hand
// from the text, and on synthetic series that pin each rule's edges.
#include "testutil.h"
#include "translations/translators.h"

#include "core/text/findingjson.h"
#include "core/analysis/stallrules.h"
#include "core/analysis/stallsummary.h"

#include <QRegularExpression>

#include <cmath>

using namespace vmscope;
using namespace vmscope::test;
using namespace Qt::StringLiterals;

namespace {

/// Columns b in cs id (and w when `withW`), one row per sample, 1 s apart, assumed interval.
Capture vmstatCapture(const QList<QList<double>> &rows, bool sinceBoot = false, bool withW = false)
{
    QList<ColumnInfo> columns
        = { { u"b"_s, u"processes"_s, u"procs"_s }, { u"in"_s, u"1/s"_s, u"system"_s },
              { u"cs"_s, u"1/s"_s, u"system"_s }, { u"id"_s, u"%"_s, u"cpu"_s } };
    if (withW) {
        columns.append({ u"w"_s, u"processes"_s, u"procs"_s });
    }
    TimeSeries series(columns, 1.0, true);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        series.appendSample(double(i), rows.at(i), int(100 + i));
    }
    series.setFirstSampleIsSinceBoot(sinceBoot);
    Capture capture;
    capture.id = u"c1"_s;
    capture.label = u"synthetic"_s;
    capture.payload = series;
    return capture;
}

const QList<double> busy = { 0, 5000, 500, 40 };
const QList<double> idle = { 1, 1000, 50, 95 };

/// Columns si so free (and timestamps `times` with a real interval of 1 s when given).
Capture swapCapture(const QList<QList<double>> &rows, const std::vector<double> &times = {})
{
    TimeSeries series({ { u"si"_s, u"KiB/s"_s, u"swap"_s }, { u"so"_s, u"KiB/s"_s, u"swap"_s },
                          { u"free"_s, u"KiB"_s, u"memory"_s } },
        1.0, times.empty());
    for (qsizetype i = 0; i < rows.size(); ++i) {
        series.appendSample(
            times.empty() ? double(i) : times[std::size_t(i)], rows.at(i), int(10 + i));
    }
    Capture capture;
    capture.id = u"c1"_s;
    capture.payload = series;
    return capture;
}

Capture timedCapture(const std::vector<double> &times)
{
    QList<QList<double>> rows(qsizetype(times.size()), QList<double> { 0, 0, 50000 });
    return swapCapture(rows, times);
}

QList<std::pair<qsizetype, qsizetype>> rowsOf(const QList<Finding> &findings)
{
    QList<std::pair<qsizetype, qsizetype>> rows;
    for (const Finding &finding : findings) {
        rows.append({ finding.firstRow, finding.lastRow });
    }
    return rows;
}

using Rows = QList<std::pair<qsizetype, qsizetype>>;

QList<Finding> ofRule(const QList<Finding> &findings, const QString &rule)
{
    QList<Finding> matching;
    for (const Finding &finding : findings) {
        if (finding.rule == rule) {
            matching.append(finding);
        }
    }
    return matching;
}

} // namespace

class TestStallRules : public CLocaleTest
{
    Q_OBJECT

private slots:
    void initTestCase() { vmscope::installTranslators(QStringLiteral("en")); } // "1 task", as main() says it
    void ioStallRuns_data();
    void ioStallRuns();
    void ioStallThresholdsAreInclusive();
    void hugeCountersPrintAsNumbers();
    void ioStallCountsWOnTwoFourLayouts();
    void outputGaps_data();
    void outputGaps();
    void outputGapInVmstatT();
    void swapAndMemory();
    void reclaimStormSynthetic();
    void thresholdsParse();
    void summaryMergesOverlaps();

    void writebackThreadStallsPerKernel();
    void writebackThreadHotspot();
    void nfsThreadReclaimStorm();
    void findingNumbersFollowTheLocaleAsked();
    void nfsThreadAllocationFailures();
    void ext3ThreadProfilesAndSlab();
    void slabGrowthNamesGrowingCaches();
    void findingJson();
};

void TestStallRules::ioStallRuns_data()
{
    QTest::addColumn<QList<QList<double>>>("rows");
    QTest::addColumn<bool>("sinceBoot");
    QTest::addColumn<Rows>("expected");
    const QList<double> gap = { 1, qQNaN(), 50, 95 };
    QTest::newRow("a single idle sample is not a stall")
        << QList<QList<double>> { busy, idle, busy, busy, busy } << false << Rows {};
    QTest::newRow("two idle samples merge into one stall") << QList<QList<double>> { busy, idle,
        idle, busy, busy, busy } << false << Rows { { 1, 2 } };
    QTest::newRow("stall at the start") << QList<QList<double>> { idle, idle, busy, busy, busy,
        busy } << false << Rows { { 0, 1 } };
    QTest::newRow("stall at the end") << QList<QList<double>> { busy, busy, busy, busy, idle, idle }
                                      << false << Rows { { 4, 5 } };
    QTest::newRow("since-boot row does not start a stall")
        << QList<QList<double>> { idle, idle, busy, busy, busy, busy } << true << Rows {};
    QTest::newRow("a missing value splits a stall")
        << QList<QList<double>> { busy, idle, gap, idle, busy, busy } << false << Rows {};
    QTest::newRow("two stalls either side of a missing value") << QList<QList<double>> { idle, idle,
        gap, idle, idle, busy, busy, busy, busy } << false << Rows { { 0, 1 }, { 3, 4 } };
}

void TestStallRules::ioStallRuns()
{
    QFETCH(QList<QList<double>>, rows);
    QFETCH(bool, sinceBoot);
    QFETCH(Rows, expected);
    const QList<Finding> findings = detectIoStalls(vmstatCapture(rows, sinceBoot), {});
    QCOMPARE(rowsOf(findings), expected);
    for (const Finding &finding : findings) {
        QCOMPARE(finding.start, double(finding.firstRow));
        QCOMPARE(finding.end, double(finding.lastRow + 1)); // one interval past the last
        QCOMPARE(finding.severity, FindingSeverity::Warning);
    }
}

void TestStallRules::hugeCountersPrintAsNumbers()
{
    // Interrupt counts past what a 64-bit integer holds (a wrapped or garbled counter): the
    // evidence prints them in exponent form, never converted to a wrapped integer.
    const QList<double> wild = { 0, 5e19, 500, 40 };
    const QList<double> low = { 1, 1e19, 50, 95 };
    const QList<Finding> findings
        = detectIoStalls(vmstatCapture({ low, wild, wild, wild, wild, wild, low, low }), {});
    QCOMPARE(findings.size(), 1);
    const QString evidence = findings.constFirst().evidence;
    QVERIFY2(evidence.contains(u"1e+19"_s) && !evidence.contains(u"-9223372036854775808"_s),
        qPrintable(evidence));
}

void TestStallRules::ioStallThresholdsAreInclusive()
{
    // in: floor 1000, median 5000 → at most 2000; cs: floor 50, median 500 → at most 162.5.
    const QList<double> edge = { 1, 2000, 162.5, 50 };
    QList<QList<double>> rows = { idle, busy, busy, busy, busy, busy, busy, edge, edge };
    QCOMPARE(rowsOf(detectIoStalls(vmstatCapture(rows), {})), (Rows { { 7, 8 } }));

    rows[8] = { 1, 2000, 162.5, 49.9 };
    QVERIFY(detectIoStalls(vmstatCapture(rows), {}).isEmpty());
    rows[8] = { 1, 2000.5, 162.5, 50 };
    QVERIFY(detectIoStalls(vmstatCapture(rows), {}).isEmpty());
    rows[8] = { 0.5, 2000, 162.5, 50 };
    QVERIFY(detectIoStalls(vmstatCapture(rows), {}).isEmpty());

    StallThresholds one;
    one.ioStallMinSamples = 1;
    rows[8] = edge;
    QCOMPARE(rowsOf(detectIoStalls(vmstatCapture(rows), one)), (Rows { { 0, 0 }, { 7, 8 } }));
}

void TestStallRules::ioStallCountsWOnTwoFourLayouts()
{
    const QList<double> busyW = { 0, 5000, 500, 40, 0 };
    const QList<double> onlyW = { 0, 1000, 50, 95, 1 };
    const QList<Finding> findings = detectIoStalls(
        vmstatCapture({ busyW, onlyW, onlyW, busyW, busyW, busyW }, false, true), {});
    QCOMPARE(rowsOf(findings), (Rows { { 1, 2 } }));
    QVERIFY2(findings.first().evidence.startsWith(u"samples 2-3 (lines 101-102): b+w 1 blocked"),
        qPrintable(findings.first().evidence));
}

void TestStallRules::outputGaps_data()
{
    QTest::addColumn<std::vector<double>>("times");
    QTest::addColumn<Rows>("expected");
    QTest::newRow("gap in the middle")
        << std::vector<double> { 0, 1, 2, 5, 6 } << Rows { { 2, 3 } };
    QTest::newRow("gap at the start") << std::vector<double> { 0, 3, 4, 5 } << Rows { { 0, 1 } };
    QTest::newRow("gap at the end, exactly twice the interval")
        << std::vector<double> { 0, 1, 2, 4 } << Rows { { 2, 3 } };
    QTest::newRow("just under twice the interval is no gap")
        << std::vector<double> { 0, 1, 2, 3.9 } << Rows {};
}

void TestStallRules::outputGaps()
{
    QFETCH(std::vector<double>, times);
    QFETCH(Rows, expected);
    const QList<Finding> findings = detectOutputGaps(timedCapture(times), {});
    QCOMPARE(rowsOf(findings), expected);
    if (!findings.isEmpty()) {
        const Finding &gap = findings.first();
        QCOMPARE(gap.start, times[std::size_t(gap.firstRow)]);
        QCOMPARE(gap.end, times[std::size_t(gap.lastRow)]);
    }
}

void TestStallRules::findingNumbersFollowTheLocaleAsked()
{
    // The window asks for its own locale; the CLI, JSON and reports get C by default.
    const QList<Capture> tops
        = capturesOf(load(seedPath(u"002_fafa354e787c718b.txt"_s)).document, CaptureKind::Top);
    QCOMPARE(tops.size(), qsizetype(1));
    const QLocale german(QLocale::German, QLocale::Germany);
    const QList<Finding> storms = analyzeCapture(tops.first(), {}, german);
    QCOMPARE(storms.size(), qsizetype(1));
    QVERIFY2(storms.first().evidence.contains(u"kswapd 53,1-99,9 % CPU"_s),
        qPrintable(storms.first().evidence));
    QVERIFY2(storms.first().evidence.contains(u"sy 79,4-99,5 %"_s), qPrintable(storms.first().evidence));
    QCOMPARE(detectReclaimStorms(tops.first(), {}).first().evidence.contains(u"53.1-99.9"_s), true);

    // Counters of four digits and more keep no group separator, as the log printed them.
    const QList<Capture> profiles = capturesOf(
        load(seedPath(u"000_afa3e04f98f9f577.txt"_s)).document, CaptureKind::Profile);
    QCOMPARE(profiles.size(), qsizetype(1));
    const QString hotspot = analyzeCapture(profiles.first(), {}, german).first().evidence;
    const QString plain = analyzeCapture(profiles.first()).first().evidence;
    QVERIFY2(hotspot.startsWith(u".text.lock.highmem holds 72,9 % of "_s), qPrintable(hotspot));
    QVERIFY2(plain.startsWith(u".text.lock.highmem holds 72.9 % of "_s), qPrintable(plain));
    // Past the share the two say the same: integers and line numbers read alike.
    QCOMPARE(hotspot.mid(hotspot.indexOf(u" of "_s)), plain.mid(plain.indexOf(u" of "_s)));
    QVERIFY2(hotspot.contains(QRegularExpression(u" of \\d{5,} "_s)), qPrintable(hotspot));
}

void TestStallRules::outputGapInVmstatT()
{
    // Parsed end to end: rows at 10:00:00, :01, :09, :10 (lines 7-10); the first is since boot.
    const LoadResult result = load(dataPath(u"stalls/vmstat-t-gap.txt"_s));
    const QList<Capture> vmstat = capturesOf(result.document, CaptureKind::Vmstat);
    QCOMPARE(vmstat.size(), qsizetype(1));
    const QList<Finding> findings = analyzeCapture(vmstat.first());
    QCOMPARE(findings.size(), qsizetype(1));
    const Finding &gap = findings.first();
    QCOMPARE(gap.rule, u"output-gap"_s);
    QCOMPARE(gap.start, 1.0);
    QCOMPARE(gap.end, 9.0);
    QCOMPARE(gap.severity, FindingSeverity::Critical); // 8 s ≥ 5 s
    QCOMPARE(gap.evidence,
        u"samples 2-3 (lines 8-9): 8 s between two samples, 8 times the 1 s interval"_s);
    const StallSummary summary = summarizeStalls(vmstat.first(), findings);
    QCOMPARE(summary.stalledSeconds, 8.0);
    QCOMPARE(summary.runSeconds, 10.0);
}

void TestStallRules::swapAndMemory()
{
    // si + so of exactly 1000 KiB/s is a storm; free 1100 is within 10 % of its floor 1000.
    const Capture capture = swapCapture({ { 0, 0, 9000 }, { 400, 600, 1100 }, { 1000, 0, 1000 },
        { 0, 999, 1100 }, { 0, 0, 1000 }, { 0, 1, 1101 } });
    QCOMPARE(rowsOf(detectSwapStorms(capture, {})), (Rows { { 1, 2 } }));
    QCOMPARE(rowsOf(detectMemoryExhaustion(capture, {})), (Rows { { 1, 3 } }));
    QCOMPARE(detectMemoryExhaustion(capture, {}).first().evidence,
        u"samples 2-4 (lines 11-13): free 1000-1100 KiB (lowest 1000) while swapping, "
        "si 0-1000 KiB/s, so 0-999 KiB/s"_s);
    // A series without real timestamps cannot show a gap.
    QVERIFY(detectOutputGaps(swapCapture({ { 0, 0, 1 }, { 0, 0, 1 } }), {}).isEmpty());
}

void TestStallRules::reclaimStormSynthetic()
{
    TopSession top;
    top.cpuCount = 2;
    top.summary = TimeSeries(
        { { u"cpu0_sy"_s, u"%"_s, u"cpu0"_s }, { u"cpu1_sy"_s, u"%"_s, u"cpu1"_s } }, 3.0, true);
    const QList<QList<double>> system
        = { { 10, 10 }, { 80, 80 }, { 80, 79.9 }, { 10, 10 }, { 90, 90 } };
    for (qsizetype frame = 0; frame < system.size(); ++frame) {
        top.summary.appendSample(3.0 * double(frame), system.at(frame), int(frame * 10 + 1));
    }
    ProcessHistory kswapd;
    kswapd.pid = 7;
    kswapd.command = u"kswapd"_s;
    kswapd.frames = { 2, 3 };
    kswapd.cpuPercent = { 50.0f, 49.9f };
    top.processes.append(kswapd);
    Capture capture;
    capture.id = u"c1"_s;
    capture.kind = CaptureKind::Top;
    capture.payload = top;
    // Frame 1: sy 80 on both CPUs; frame 2: kswapd at exactly 50 %; frame 4 alone at the end.
    const QList<Finding> findings = detectReclaimStorms(capture, {});
    QCOMPARE(rowsOf(findings), (Rows { { 1, 2 }, { 4, 4 } }));
    QCOMPARE(findings.first().evidence,
        u"frames 2-3 (lines 11-21): kswapd 50 % CPU, sy 79.9-80 % on each of 2 CPUs"_s);
    QCOMPARE(findings.last().end, 15.0);
    StallThresholds two;
    two.reclaimMinFrames = 2;
    QCOMPARE(rowsOf(detectReclaimStorms(capture, two)), (Rows { { 1, 2 } }));
}

void TestStallRules::thresholdsParse()
{
    StallThresholds thresholds;
    QString error;
    QVERIFY(applyThreshold(thresholds, u"io-stall.min-samples=3", &error));
    QCOMPARE(thresholds.ioStallMinSamples, 3.0);
    QVERIFY(applyThreshold(thresholds, u"profile-hotspot.min-share = 12.5", &error));
    QCOMPARE(thresholds.hotspotMinSharePercent, 12.5);
    QVERIFY(!applyThreshold(thresholds, u"io-stall.min-samples=2.5", &error));
    QVERIFY(error.contains(u"whole number"));
    QVERIFY(!applyThreshold(thresholds, u"io-stall.min-idle=101", &error));
    QVERIFY(!applyThreshold(thresholds, u"io-stall.min-idle", &error));
    QVERIFY(!applyThreshold(thresholds, u"no-such.rule=1", &error));
    QCOMPARE(error, u"unknown threshold 'no-such.rule'"_s);
    for (const ThresholdSetting &setting : thresholdSettings()) {
        const double value = StallThresholds().*(setting.value);
        QVERIFY2(value >= setting.minimum && value <= setting.maximum, qPrintable(setting.key));
        QVERIFY2(stallRule(setting.key.section(u'.', 0, 0)) || setting.key.startsWith(u"severity."),
            qPrintable(setting.key));
    }
}

void TestStallRules::summaryMergesOverlaps()
{
    const Capture capture = vmstatCapture(QList<QList<double>>(10, busy));
    const auto finding = [](const QString &rule, double start, double end) {
        Finding f;
        f.captureId = u"c1"_s;
        f.rule = rule;
        f.start = start;
        f.end = end;
        return f;
    };
    const QList<Finding> findings = { finding(u"io-stall"_s, 1, 3), finding(u"output-gap"_s, 2, 5),
        finding(u"io-stall"_s, 7, 8), finding(u"profile-hotspot"_s, 0, 0) };
    const StallSummary summary = summarizeStalls(capture, findings);
    QCOMPARE(summary.stallCount, qsizetype(2));
    QCOMPARE(summary.stalledSeconds, 5.0);
    QCOMPARE(summary.runSeconds, 10.0);
    QCOMPARE(summary.share(), 0.5);
    QCOMPARE(summary.meanSeconds(), 2.5);
    QCOMPARE(summary.maxSeconds, 4.0);
    const StallSummary none = summarizeStalls(capture, {});
    QCOMPARE(none.stallCount, qsizetype(0));
    QVERIFY(std::isnan(none.meanSeconds()));
    QCOMPARE(none.share(), 0.0);
}

void TestStallRules::writebackThreadStallsPerKernel()
{
    const QString path = seedPath(u"000_afa3e04f98f9f577.txt"_s);
    const QList<Capture> vmstat = capturesOf(load(path).document, CaptureKind::Vmstat).mid(0, 3);
    QCOMPARE(vmstat.size(), qsizetype(3));
    QList<Finding> findings;
    for (const Capture &capture : vmstat) {
        findings.append(analyzeCapture(capture));
    }
    // By hand from lines 264-323 (row 1 of each table is since boot and left out): the only
    // runs of two or more samples with b+w ≥ 1, in and cs within a quarter of the way from
    // their floor to their median, and id ≥ 50 %.
    const QList<Finding> stalls = ofRule(findings, u"io-stall"_s);
    QCOMPARE(stalls.size(), qsizetype(3));
    QCOMPARE(stalls.at(0).captureId, vmstat.at(0).id);
    QCOMPARE(stalls.at(0).evidence,
        u"samples 2-3 (lines 265-266): b+w 3 blocked, in 1084-1093/s (median 4554, floor "
        "1081), cs 69-85/s (median 314), id 69-98 %, bo 6268-7696 blocks/s (median 56)"_s);
    QCOMPARE(stalls.at(1).evidence,
        u"samples 5-7 (lines 291-293): b+w 2 blocked, in 1081-1798/s (median 6654, floor "
        "1081), cs 55-67/s (median 454.5), id 90-99 %, bo 0-21036 blocks/s (median 22)"_s);
    QCOMPARE(stalls.at(2).evidence,
        u"samples 4-5 (lines 308-309): b+w 1-2 blocked, in 223-1189/s (median 4627.5, "
        "floor 220), cs 14-90/s (median 426.5), id 91-97 %, bo 6080-8196 blocks/s "
        "(median 4982)"_s);
    QCOMPARE(stalls.at(1).start, 4.0);
    QCOMPARE(stalls.at(1).end, 7.0);

    const QList<StallSummary> ranking = rankLabelsByStalls(sharedCaptures(vmstat), findings);
    QCOMPARE(ranking.size(), qsizetype(3));
    QCOMPARE(ranking.at(0).label, vmstat.at(0).label);
    QCOMPARE(ranking.at(1).label, vmstat.at(2).label);
    QCOMPARE(ranking.at(2).label, vmstat.at(1).label);
    const QList<double> stalled = { 2, 2, 3 };
    const QList<double> run = { 19, 18, 14 };
    for (qsizetype i = 0; i < 3; ++i) {
        QCOMPARE(ranking.at(i).rank, int(i + 1));
        QCOMPARE(ranking.at(i).stallCount, qsizetype(1));
        QCOMPARE(ranking.at(i).stalledSeconds, stalled.at(i));
        QCOMPARE(ranking.at(i).maxSeconds, stalled.at(i));
        QCOMPARE(ranking.at(i).meanSeconds(), stalled.at(i));
        QCOMPARE(ranking.at(i).runSeconds, run.at(i));
    }
}

void TestStallRules::writebackThreadHotspot()
{
    const QString path = seedPath(u"000_afa3e04f98f9f577.txt"_s);
    const QList<Capture> profiles = capturesOf(load(path).document, CaptureKind::Profile);
    QCOMPARE(profiles.size(), qsizetype(1));
    const QList<Finding> findings = analyzeCapture(profiles.first());
    QCOMPARE(findings.size(), qsizetype(1));
    QCOMPARE(findings.first().rule, u"profile-hotspot"_s);
    QCOMPARE(findings.first().severity, FindingSeverity::Critical);
    QCOMPARE(findings.first().firstLine, 979);
    QVERIFY2(findings.first().evidence.startsWith(u".text.lock.highmem holds 72.9 % of "),
        qPrintable(findings.first().evidence));
}

void TestStallRules::nfsThreadReclaimStorm()
{
    const QString path = seedPath(u"002_fafa354e787c718b.txt"_s);
    const QList<Capture> tops = capturesOf(load(path).document, CaptureKind::Top);
    QCOMPARE(tops.size(), qsizetype(1));
    QList<Finding> storms;
    qsizetype frames = 0;
    for (const Capture &capture : tops) {
        storms.append(detectReclaimStorms(capture, {}));
        frames += capture.topSession()->frameCount();
    }
    QCOMPARE(frames, qsizetype(6));
    // kswapd 53.1 → 99.9 % (lines 103-233), every frame at or above 50 %; sy on the four CPUs
    // from 79.4 % (CPU3, line 97) to 99.5 %.
    QCOMPARE(storms.size(), qsizetype(1));
    QCOMPARE(storms.first().firstRow, qsizetype(0));
    QCOMPARE(storms.first().lastRow, qsizetype(5));
    QVERIFY2(storms.first().evidence.contains(u"kswapd 53.1-99.9 % CPU"),
        qPrintable(storms.first().evidence));
    QVERIFY2(storms.first().evidence.contains(u"sy 79.4-99.5 % on each of 4 CPUs"),
        qPrintable(storms.first().evidence));
    // With kswapd needing 80 %, the later frames still storm: system time ≥ 80 % on every
    // CPU from frame 2 on.
    StallThresholds strict;
    strict.reclaimDaemonCpuPercent = 80;
    const QList<Finding> later = detectReclaimStorms(tops.first(), strict);
    QCOMPARE(rowsOf(later), (Rows { { 1, 5 } }));
    QVERIFY(later.first().evidence.contains(u"kswapd 56.3-99.9 % CPU"));
}

void TestStallRules::nfsThreadAllocationFailures()
{
    const QString path = seedPath(u"002_fafa354e787c718b.txt"_s);
    const QList<Finding> failures
        = ofRule(analyzeDocument(load(path).document), u"alloc-failures"_s);
    QCOMPARE(failures.size(), qsizetype(1));
    // The failures are an Events capture now, no longer a scan of the text.
    QVERIFY(!failures.first().captureId.isEmpty());
    QCOMPARE(failures.first().firstLine, 14);
    QCOMPARE(failures.first().lastLine, 28);
    QCOMPARE(failures.first().evidence,
        u"8 allocation failures of order 0-3 in the kernel log (lines 14-28)"_s);
}

void TestStallRules::ext3ThreadProfilesAndSlab()
{
    const QString path = seedPath(u"003_1f34ba865f14a293.txt"_s);
    const Document document = load(path).document;
    const QList<Capture> profiles = capturesOf(document, CaptureKind::Profile);
    QCOMPARE(profiles.size(), qsizetype(2));
    // default_idle holds 66.9 % of the ordered run but idling is no hotspot; the busiest
    // real symbol, generic_file_write, has 4941 of 51611 ticks (9.6 %).
    for (const Capture &profile : profiles) {
        QVERIFY(detectProfileHotspots(profile, {}).isEmpty());
    }
    StallThresholds low;
    low.hotspotMinSharePercent = 4941.0 / 51611.0 * 100; // inclusive
    const QList<Finding> ordered = detectProfileHotspots(profiles.at(0), low);
    QCOMPARE(ordered.size(), qsizetype(1));
    QCOMPARE(
        ordered.first().evidence, u"generic_file_write holds 9.6 % of 51611 ticks (line 226)"_s);
    QCOMPARE(ordered.first().severity, FindingSeverity::Warning);
    QVERIFY(detectProfileHotspots(profiles.at(1), low).isEmpty()); // 4700 of 53652: 8.8 %

    // One /proc/slabinfo line (buffer_head, line 294) is a single snapshot: no growth to see.
    const QList<Capture> slabs = capturesOf(document, CaptureKind::Slabinfo);
    QCOMPARE(slabs.size(), qsizetype(1));
    QCOMPARE(slabs.first().slabSession()->snapshotCount(), qsizetype(1));
    QVERIFY(detectSlabGrowth(slabs.first(), {}).isEmpty());
}

void TestStallRules::slabGrowthNamesGrowingCaches()
{
    const LoadResult result = load(dataPath(u"slabinfo/growth-2.1.txt"_s));
    const QList<Capture> slabs = capturesOf(result.document, CaptureKind::Slabinfo);
    QVERIFY(!slabs.isEmpty());
    const QList<Finding> findings = detectSlabGrowth(slabs.first(), {});
    QVERIFY(!findings.isEmpty());
    QVERIFY2(findings.first().evidence.startsWith(u"ext4_inode_cache only grew over 6 snapshots"),
        qPrintable(findings.first().evidence));
    QCOMPARE(findings.first().start, 0.0);
    QCOMPARE(findings.first().end, 0.0);
    StallThresholds many;
    many.slabMinSnapshots = 7;
    QVERIFY(detectSlabGrowth(slabs.first(), many).isEmpty());
}

void TestStallRules::findingJson()
{
    Finding finding;
    finding.captureId = u"c2"_s;
    finding.rule = u"io-stall"_s;
    finding.start = 4;
    finding.end = 7;
    finding.firstRow = 4;
    finding.lastRow = 6;
    finding.severity = FindingSeverity::Critical;
    const QJsonObject json = findingToJson(finding, u"thread.txt"_s);
    QCOMPARE(json.value(u"severity").toString(), u"critical"_s);
    QCOMPARE(json.value(u"duration_s").toDouble(), 3.0);
    QCOMPARE(json.value(u"capture").toString(), u"c2"_s);
    QVERIFY(findingToJson(Finding(), {}).value(u"capture").isNull());
}

QTEST_GUILESS_MAIN(TestStallRules)
#include "tst_stallrules.moc"
