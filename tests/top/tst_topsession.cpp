// SPDX-License-Identifier: GPL-2.0-or-later
// The top session model on the numbers of seed 002's first frames (kswapd climbing while
// nfsd threads come and go), built by hand so the model is tested apart from the parser.
#include "core/text/capturejson.h"
#include "core/top/topcolumns.h"
#include "parsers/top/topsessionbuilder.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>

using namespace vmscope;
using namespace Qt::StringLiterals;

class TestTopSession : public QObject
{
    Q_OBJECT

private slots:
    void framesBecomeSummarySamples();
    void columnsAppearWhenFirstSeen();
    void processesAreSparseOverFrames();
    void pidReusedByAnotherCommandIsAnotherProcess();
    void aProcessListedTwiceInOneFrameIsRefused();
    void busiestIsByPeakThenMean();
    void jsonListsTheBusiestProcesses();
};

namespace {

ProcessRow row(qint64 pid, const QString &command, float cpu, char state = 'S')
{
    ProcessRow process;
    process.pid = pid;
    process.command = command;
    process.user = u"root"_s;
    process.cpuPercent = cpu;
    process.memPercent = 0.0f;
    process.residentKiB = 0.0f;
    process.state = state;
    return process;
}

/// Three frames of seed 002: kswapd in all, kupdated in the first and third, one nfsd once.
TopSession kswapdSession()
{
    TopSessionBuilder builder;
    const double kswapd[] = { 53.1, 56.3, 59.6 };
    const double load1[] = { 8.59, 8.39, 8.68 };
    for (int frame = 0; frame < 3; ++frame) {
        builder.beginFrame(frame * 5.0, 92 + frame * 26);
        builder.setSummary(topcolumns::load(u"load1"_s), load1[frame]);
        for (int cpu = 0; cpu < 4; ++cpu) {
            builder.setSummary(topcolumns::perCpu(cpu, u"sy"_s), 80.0 + cpu);
        }
        builder.addProcess(row(7, u"kswapd"_s, float(kswapd[frame]), frame == 0 ? 'S' : 'R'));
        if (frame != 1) {
            builder.addProcess(row(9, u"kupdated"_s, frame == 0 ? 30.3f : 12.0f, 'D'));
        }
        if (frame == 1) {
            builder.addProcess(row(320, u"nfsd"_s, 7.0f));
        }
    }
    return builder.finish(5.0, true);
}

} // namespace

void TestTopSession::framesBecomeSummarySamples()
{
    const TopSession session = kswapdSession();
    QCOMPARE(session.frameCount(), 3);
    QCOMPARE(session.cpuCount, 4);
    QCOMPARE(session.summary.value(0, u"load1"), 8.59);
    QCOMPARE(session.summary.value(2, u"cpu3_sy"), 83.0);
    QCOMPARE(session.summary.time(), (std::vector<double>{ 0.0, 5.0, 10.0 }));
    QCOMPARE(session.summary.sourceLines(), (std::vector<int>{ 92, 118, 144 }));
    QVERIFY(session.summary.intervalIsAssumed());
    QCOMPARE(session.summary.column(1).group, u"cpu0"_s);
    QCOMPARE(session.summary.column(1).unit, u"%"_s);
}

void TestTopSession::columnsAppearWhenFirstSeen()
{
    TopSessionBuilder builder;
    builder.beginFrame(0, 1);
    builder.setSummary(topcolumns::load(u"load1"_s), 1.0);
    builder.beginFrame(3, 20); // the second frame is the first to print memory
    builder.setSummary(topcolumns::memory(u"buff"_s), 96220);
    builder.beginFrame(6, 40);
    const TopSession session = builder.finish(3, false);
    QCOMPARE(session.frameCount(), 3);
    QCOMPARE(session.summary.columnCount(), 2);
    QVERIFY(std::isnan(session.summary.value(0, u"buff")));
    QCOMPARE(session.summary.value(1, u"buff"), 96220.0);
    QVERIFY(std::isnan(session.summary.value(2, u"buff")));
    QVERIFY(std::isnan(session.summary.value(1, u"load1")));
    QCOMPARE(session.cpuCount, 0);
}

void TestTopSession::processesAreSparseOverFrames()
{
    const TopSession session = kswapdSession();
    QCOMPARE(session.processes.size(), 3);
    const ProcessHistory *kupdated = session.process(9, u"kupdated");
    QVERIFY(kupdated);
    QCOMPARE(kupdated->frames, (std::vector<int>{ 0, 2 }));
    QCOMPARE(kupdated->rowOfFrame(2), 1);
    QCOMPARE(kupdated->rowOfFrame(1), -1);
    const std::vector<double> byFrame = kupdated->cpuByFrame(session.frameCount());
    QCOMPARE(byFrame.size(), std::size_t(3));
    QCOMPARE(byFrame[0], double(30.3f));
    QVERIFY(std::isnan(byFrame[1]));
    QCOMPARE(kupdated->state, (std::vector<char>{ 'D', 'D' }));
    const ProcessHistory *kswapd = session.process(7, u"kswapd");
    QVERIFY(kswapd);
    QCOMPARE(kswapd->peakCpu(), double(59.6f));
    QCOMPARE(kswapd->meanCpu(), (double(53.1f) + double(56.3f) + double(59.6f)) / 3);
    QCOMPARE(session.process(7, u"kupdated"), nullptr);
}

void TestTopSession::pidReusedByAnotherCommandIsAnotherProcess()
{
    TopSessionBuilder builder;
    builder.beginFrame(0, 1);
    QVERIFY(builder.addProcess(row(4242, u"dbench"_s, 99.9f)));
    builder.beginFrame(3, 10);
    QVERIFY(builder.addProcess(row(4242, u"cc1"_s, 50.0f)));
    const TopSession session = builder.finish(3, false);
    QCOMPARE(session.processes.size(), 2);
    QCOMPARE(session.process(4242, u"cc1")->frames, (std::vector<int>{ 1 }));
}

void TestTopSession::aProcessListedTwiceInOneFrameIsRefused()
{
    TopSessionBuilder builder;
    QVERIFY(!builder.addProcess(row(1, u"init"_s, 0.0f))); // no frame open yet
    builder.beginFrame(0, 1);
    QVERIFY(builder.addProcess(row(1, u"init"_s, 0.0f)));
    QVERIFY(!builder.addProcess(row(1, u"init"_s, 1.0f)));
    const TopSession session = builder.finish(3, false);
    QCOMPARE(session.processes.first().sampleCount(), 1);
    QCOMPARE(session.processes.first().cpuPercent.front(), 0.0f);
}

void TestTopSession::busiestIsByPeakThenMean()
{
    TopSessionBuilder builder;
    builder.beginFrame(0, 1);
    builder.addProcess(row(320, u"nfsd"_s, 7.0f));
    builder.addProcess(row(335, u"nfsd"_s, 7.0f));
    builder.addProcess(row(554, u"top"_s, 4.8f));
    ProcessRow noCpu = row(1, u"init"_s, 0.0f);
    noCpu.cpuPercent = std::numeric_limits<float>::quiet_NaN();
    builder.addProcess(noCpu);
    builder.beginFrame(5, 20);
    builder.addProcess(row(335, u"nfsd"_s, 1.0f)); // same peak as 320, lower mean
    const TopSession session = builder.finish(5, true);
    const QList<qsizetype> busiest = session.busiestProcesses();
    QCOMPARE(busiest.size(), 4);
    QCOMPARE(session.processes.at(busiest.at(0)).pid, 320);
    QCOMPARE(session.processes.at(busiest.at(1)).pid, 335);
    QCOMPARE(session.processes.at(busiest.at(2)).pid, 554);
    QCOMPARE(session.processes.at(busiest.at(3)).pid, 1); // no %CPU column sorts last
    QCOMPARE(session.busiestProcesses(2).size(), 2);
}

void TestTopSession::jsonListsTheBusiestProcesses()
{
    Capture capture;
    capture.id = u"c1"_s;
    capture.kind = CaptureKind::Top;
    capture.payload = kswapdSession();
    QCOMPARE(capture.rowCount(), 3);
    QVERIFY(capture.timeSeries());
    QCOMPARE(capture.timeSeries()->value(1, u"load1"), 8.39);

    const QJsonObject json = captureToJson(capture, JsonOptions{ true });
    QCOMPARE(json.value(u"frames").toInt(), 3);
    QCOMPARE(json.value(u"cpus").toInt(), 4);
    QCOMPARE(json.value(u"process_count").toInt(), 3);
    const QJsonArray processes = json.value(u"processes").toArray();
    QCOMPARE(processes.size(), 3);
    const QJsonObject kswapd = processes.first().toObject();
    QCOMPARE(kswapd.value(u"pid").toInteger(), 7);
    QCOMPARE(kswapd.value(u"command").toString(), u"kswapd"_s);
    QCOMPARE(kswapd.value(u"frames").toInt(), 3);
    QCOMPARE(kswapd.value(u"peak_cpu").toDouble(), double(59.6f));
    const QJsonArray cpu = processes.at(1).toObject().value(u"cpu").toArray();
    QCOMPARE(processes.at(1).toObject().value(u"command").toString(), u"kupdated"_s);
    QCOMPARE(cpu.size(), 3);
    QVERIFY(cpu.at(1).isNull()); // not listed in the second frame
    QVERIFY(json.value(u"columns").toArray().size() == 5);
}

QTEST_GUILESS_MAIN(TestTopSession)
#include "tst_topsession.moc"
