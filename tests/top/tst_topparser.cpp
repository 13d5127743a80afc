// SPDX-License-Identifier: GPL-2.0-or-later
// Every top generation in tests/data/top: real procps-ng 4.0.2 captures of this machine and
// hand-written pastes of older generations and mail damage, written from top.md. Expected
// values were read off the fixtures.
#include "testutil.h"

#include "parsers/mail/mailcleaner.h"
#include "parsers/pipeline/segmenter.h"
#include "parsers/top/topparser.h"

#include <cmath>

using namespace Qt::StringLiterals;
using namespace vmscope;
using namespace vmscope::test;

class TestTopParser : public CLocaleTest
{
    Q_OBJECT

private slots:
    void findsSessions_data();
    void findsSessions();
    void readsSummaryValues_data();
    void readsSummaryValues();
    void readsProcesses_data();
    void readsProcesses();
    void buildsTimeAxis_data();
    void buildsTimeAxis();
    void reportsDiagnostics_data();
    void reportsDiagnostics();
    void realCaptureKeepsEveryFrame();
    void realPerCpuCaptureKeepsEveryCpu();
    void loopSeparatorsKeepOneSession();
    void leavesVmstatAndFreeToOthers();
    void rejoinsWrappedLines();
    void rejoinsLoadAverageAndCpuNamesWrappedAlone();
    void survivesHostileInput();
    void cancelsAndReportsProgress();
    void parsesLongLogsInLinearTime();

private:
    /// `tests/data/top/<name>.txt`; an unreadable fixture fails on its capture count.
    static Document loadFixture(const QString &name)
    {
        return load(dataPath(u"top/"_s + name + u".txt"_s)).document;
    }
    static QList<Capture> topOf(const Document &document)
    {
        return capturesOf(document, CaptureKind::Top);
    }
    /// `frames` frames of procps-ng 3.3.10+ batch output with `rows` processes each.
    static QByteArray batchLog(int frames, int rows);
};

QByteArray TestTopParser::batchLog(int frames, int rows)
{
    QByteArray text;
    for (int frame = 0; frame < frames; ++frame) {
        const int seconds = frame * 3;
        text += QByteArray("top - 10:")
            + QByteArray::number(seconds / 60 % 60).rightJustified(2, '0') + ':'
            + QByteArray::number(seconds % 60).rightJustified(2, '0')
            + " up 1 day,  1:00,  1 user,  load average: 1.00, 1.00, 1.00\n"
              "Tasks: 300 total,   1 running, 299 sleeping,   0 stopped,   0 zombie\n"
              "%Cpu(s):  1.0 us,  2.0 sy,  0.0 ni, 97.0 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st\n"
              "KiB Mem : 16318420 total,  5183004 free,  2456112 used,  8679304 buff/cache\n"
              "KiB Swap:  2097148 total,  2097148 free,        0 used. 13412588 avail Mem\n\n"
              "    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND\n";
        for (int row = 0; row < rows; ++row) {
            text += QByteArray::number(1000 + row).rightJustified(7, ' ')
                + " root      20   0 3245156 215312  97012 S   6.2   1.3  12:34.56 worker "
                + QByteArray::number(row) + '\n';
        }
        text += '\n';
    }
    return text;
}

void TestTopParser::findsSessions_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("captures");
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("frames");
    QTest::addColumn<int>("cpus");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("label");
    QTest::newRow("procps 2.0 screen") << "procps20-screen" << 1 << 0 << 1 << 0 << "procps 2.0"
                                       << "Here is top while it happens";
    QTest::newRow("procps 2.0 iowait, per-CPU, batch")
        << "procps20-iowait" << 1 << 0 << 2 << 2 << "procps 2.0"
        << "Batch output with Rik's iowait patch, two frames (top -b -d 5)";
    QTest::newRow("Red Hat CPU table and rmap line")
        << "procps20-redhat" << 1 << 0 << 1 << 2 << "procps 2.0 (Red Hat)"
        << "On RHEL 3 (2.4.21-4.ELsmp) the box looks like this during the dd";
    QTest::newRow("procps 010114 K total")
        << "procps20-010114" << 1 << 0 << 1 << 0 << "procps 2.0 (010114)"
        << "Debian woody, procps 2.0.7";
    QTest::newRow("procps 3.2 batch")
        << "procps3-batch" << 1 << 0 << 3 << 0 << "procps 3.x"
        << "Sure, three frames from the night run (top -b -d 3), 2.6.11";
    QTest::newRow("procps 3 four fields") << "procps3-fields" << 3 << 0 << 1 << 0 << "procps 3.x"
                                          << "On the 2.4 box (procps 3.1, four CPU fields)";
    QTest::newRow("procps 3 five fields per CPU")
        << "procps3-fields" << 3 << 1 << 1 << 2 << "procps 3.x"
        << "and on 2.5.70 (five fields, per CPU, IO-wait)";
    QTest::newRow("procps 3 seven fields") << "procps3-fields" << 3 << 2 << 1 << 0 << "procps 3.x"
                                           << "and on 2.6.9 (seven fields)";
    QTest::newRow("procps-ng 3.3.9") << "procpsng33-old" << 1 << 0 << 1 << 0 << "procps-ng 3.3"
                                     << "procps-ng 3.3.9 on the big box, one frame";
    QTest::newRow("procps-ng 3.3.12") << "procpsng33-new" << 1 << 0 << 1 << 0 << "procps-ng 3.3.10+"
                                      << "With procps-ng 3.3.12";
    QTest::newRow("graph mode") << "procpsng-graph" << 1 << 0 << 2 << 0 << "procps-ng 3.3.10+"
                                << "Same box with the bars on (t and m keys), then off again";
    QTest::newRow("procps-ng 4 hybrid doubled")
        << "procpsng4-hybrid" << 1 << 0 << 1 << 4 << "procps-ng 4"
        << "procps-ng 4.0.5 on the Alder Lake laptop (1 and 4 keys)";
    QTest::newRow("busybox with ANSI") << "busybox" << 1 << 0 << 2 << 0 << "busybox"
                                       << "busybox top on the router, two screens";
    QTest::newRow("quoted and wrapped") << "wrapped" << 1 << 0 << 1 << 0 << "procps 2.0"
                                        << "From the bug report, quoted";
    QTest::newRow("truncated") << "truncated" << 1 << 0 << 2 << 0 << "procps 3.x"
                               << "The paste got cut";
    QTest::newRow("real 4.0.2 batch")
        << "procps-ng-4.0.2-batch" << 1 << 0 << 20 << 0 << "procps-ng 3.3.10+"
        << "";
    QTest::newRow("real 4.0.2 batch, -1 at 200 columns")
        << "procps-ng-4.0.2-batch-percpu" << 1 << 0 << 20 << 2 << "procps-ng 4"
        << "";
    QTest::newRow("real 4.0.2 batch, -1 at 80 columns")
        << "procps-ng-4.0.2-percpu-80cols" << 1 << 0 << 3 << 1 << "procps-ng 3.3.10+"
        << "";
}

void TestTopParser::findsSessions()
{
    QFETCH(QString, fixture);
    QFETCH(int, captures);
    QFETCH(int, index);
    QFETCH(int, frames);
    QFETCH(int, cpus);
    QFETCH(QString, layout);
    QFETCH(QString, label);
    const Document document = loadFixture(fixture);
    const QList<Capture> top = topOf(document);
    QCOMPARE(int(top.size()), captures);
    QCOMPARE(int(document.captures().size()), captures);
    const Capture &capture = top.at(index);
    QCOMPARE(int(capture.topSession()->frameCount()), frames);
    QCOMPARE(capture.topSession()->cpuCount, cpus);
    QCOMPARE(capture.layout, layout);
    if (!label.isEmpty()) {
        QCOMPARE(capture.label, label);
    }
}

void TestTopParser::readsSummaryValues_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("frame");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    // procps 2.0: classic CPU line (user, system, nice, idle), K av memory, cache on Swap.
    QTest::newRow("2.0 load15") << "procps20-screen" << 0 << 0 << "load15" << 0.31;
    QTest::newRow("2.0 processes") << "procps20-screen" << 0 << 0 << "tasks" << 52.0;
    QTest::newRow("2.0 zombie") << "procps20-screen" << 0 << 0 << "zombie" << 0.0;
    QTest::newRow("2.0 system") << "procps20-screen" << 0 << 0 << "sy" << 3.2;
    QTest::newRow("2.0 idle") << "procps20-screen" << 0 << 0 << "id" << 84.3;
    QTest::newRow("2.0 mem av") << "procps20-screen" << 0 << 0 << "total" << 255228.0;
    QTest::newRow("2.0 shrd") << "procps20-screen" << 0 << 0 << "shrd" << 0.0;
    QTest::newRow("2.0 buff") << "procps20-screen" << 0 << 0 << "buff" << 10712.0;
    QTest::newRow("2.0 cached on the Swap line")
        << "procps20-screen" << 0 << 0 << "cache" << 120200.0;
    QTest::newRow("2.0 swap used") << "procps20-screen" << 0 << 0 << "swap_used" << 14380.0;
    // iowait patch: decimal comma, long fractions, comma-less line.
    QTest::newRow("decimal comma iowait") << "procps20-iowait" << 0 << 0 << "cpu0_wa" << 0.6;
    QTest::newRow("long fraction") << "procps20-iowait" << 0 << 0 << "cpu1_us" << 4.1070653;
    QTest::newRow("long fraction idle") << "procps20-iowait" << 0 << 0 << "cpu1_id" << 82.0892347;
    QTest::newRow("all-CPU mean of per-CPU lines") << "procps20-iowait" << 0 << 0 << "sy" << 47.15;
    QTest::newRow("comma-less iowait") << "procps20-iowait" << 0 << 1 << "wa" << 0.1;
    QTest::newRow("comma-less idle") << "procps20-iowait" << 0 << 1 << "id" << 82.9;
    QTest::newRow("no per-CPU line in frame 2")
        << "procps20-iowait" << 0 << 1 << "cpu0_sy" << qQNaN();
    // Red Hat table form: total divided by the CPU rows, per-CPU rows as they are.
    QTest::newRow("Red Hat total system / 2") << "procps20-redhat" << 0 << 0 << "sy" << 41.5;
    QTest::newRow("Red Hat total idle / 2") << "procps20-redhat" << 0 << 0 << "id" << 15.5;
    QTest::newRow("Red Hat softirq") << "procps20-redhat" << 0 << 0 << "cpu00_sirq" << qQNaN();
    QTest::newRow("Red Hat cpu00 softirq") << "procps20-redhat" << 0 << 0 << "cpu0_sirq" << 6.3;
    QTest::newRow("Red Hat cpu01 iowait") << "procps20-redhat" << 0 << 0 << "cpu1_wa" << 39.0;
    QTest::newRow("Red Hat k av") << "procps20-redhat" << 0 << 0 << "total" << 2061560.0;
    QTest::newRow("Red Hat cached") << "procps20-redhat" << 0 << 0 << "cache" << 1683812.0;
    QTest::newRow("010114 buffers") << "procps20-010114" << 0 << 0 << "buff" << 21120.0;
    QTest::newRow("010114 cached") << "procps20-010114" << 0 << 0 << "cache" << 301496.0;
    // procps 3.x
    QTest::newRow("3.x glued us") << "procps3-batch" << 0 << 1 << "us" << 10.3;
    QTest::newRow("3.x steal") << "procps3-batch" << 0 << 1 << "st" << 0.0;
    QTest::newRow("3.x softirq is sirq") << "procps3-batch" << 0 << 1 << "sirq" << 0.0;
    QTest::newRow("3.x k total") << "procps3-batch" << 0 << 0 << "total" << 3924176.0;
    QTest::newRow("3.x swap free") << "procps3-batch" << 0 << 2 << "swap_free" << 2000880.0;
    QTest::newRow("3.x running") << "procps3-batch" << 0 << 1 << "running" << 3.0;
    QTest::newRow("four fields idle") << "procps3-fields" << 0 << 0 << "id" << 87.0;
    QTest::newRow("four fields no wa") << "procps3-fields" << 0 << 0 << "wa" << qQNaN();
    QTest::newRow("IO-wait per CPU") << "procps3-fields" << 1 << 0 << "cpu1_wa" << 5.0;
    QTest::newRow("IO-wait mean") << "procps3-fields" << 1 << 0 << "us" << 15.0;
    QTest::newRow("seven fields si") << "procps3-fields" << 2 << 0 << "sirq" << 0.0;
    QTest::newRow("seven fields wa") << "procps3-fields" << 2 << 0 << "wa" << 0.3;
    // procps-ng
    QTest::newRow("100.0 id glued after comma") << "procpsng33-old" << 0 << 0 << "id" << 100.0;
    QTest::newRow("old order used") << "procpsng33-old" << 0 << 0 << "used" << 51830040.0;
    QTest::newRow("cut total left out") << "procpsng33-old" << 0 << 0 << "total" << qQNaN();
    QTest::newRow("3.3.9 cached Mem") << "procpsng33-old" << 0 << 0 << "cache" << 13412588.0;
    QTest::newRow("big task count") << "procpsng33-old" << 0 << 0 << "sleeping" << 1268.0;
    QTest::newRow("3.3.10 free before used") << "procpsng33-new" << 0 << 0 << "free" << 5183004.0;
    QTest::newRow("buff/cache is cache") << "procpsng33-new" << 0 << 0 << "cache" << 8679304.0;
    QTest::newRow("no buff with buff/cache") << "procpsng33-new" << 0 << 0 << "buff" << qQNaN();
    QTest::newRow("avail Mem") << "procpsng33-new" << 0 << 0 << "avail" << 13412588.0;
    QTest::newRow("swap used after free") << "procpsng33-new" << 0 << 0 << "swap_used" << 0.0;
    QTest::newRow("graph frame has no CPU") << "procpsng-graph" << 0 << 0 << "us" << qQNaN();
    QTest::newRow("graph frame keeps tasks") << "procpsng-graph" << 0 << 0 << "tasks" << 200.0;
    QTest::newRow("GiB with decimals") << "procpsng-graph" << 0 << 1 << "total" << 15.6 * 1048576;
    QTest::newRow("GiB avail") << "procpsng-graph" << 0 << 1 << "avail" << 8.7 * 1048576;
    QTest::newRow("4.0.5 sleep") << "procpsng4-hybrid" << 0 << 0 << "sleeping" << 405.0;
    QTest::newRow("4.0.5 d-sleep") << "procpsng4-hybrid" << 0 << 0 << "dsleep" << 1.0;
    QTest::newRow("4.0.5 stopped") << "procpsng4-hybrid" << 0 << 0 << "stopped" << 4.0;
    QTest::newRow("P-core doubled") << "procpsng4-hybrid" << 0 << 0 << "cpu1_us" << 20.0;
    QTest::newRow("E-core doubled") << "procpsng4-hybrid" << 0 << 0 << "cpu9_id" << 95.0;
    QTest::newRow("hybrid mean") << "procpsng4-hybrid" << 0 << 0 << "us" << 9.0;
    QTest::newRow("MiB Mem doubled with swap")
        << "procpsng4-hybrid" << 0 << 0 << "used" << 4000.2 * 1024;
    QTest::newRow("MiB Swap doubled with mem")
        << "procpsng4-hybrid" << 0 << 0 << "swap_total" << 2048.0 * 1024;
    // busybox
    QTest::newRow("busybox used") << "busybox" << 0 << 0 << "used" << 3627396.0;
    QTest::newRow("busybox total = used + free")
        << "busybox" << 0 << 0 << "total" << 3627396.0 + 12731512.0;
    QTest::newRow("busybox cached") << "busybox" << 0 << 1 << "cache" << 2999344.0;
    QTest::newRow("busybox sys") << "busybox" << 0 << 1 << "sy" << 2.0;
    QTest::newRow("busybox sirq") << "busybox" << 0 << 0 << "sirq" << 0.0;
    QTest::newRow("busybox load") << "busybox" << 0 << 1 << "load1" << 0.40;
    // real capture
    QTest::newRow("real load1") << "procps-ng-4.0.2-batch" << 0 << 0 << "load1" << 15.43;
    QTest::newRow("real MiB total")
        << "procps-ng-4.0.2-batch" << 0 << 0 << "total" << 24105.1 * 1024;
    QTest::newRow("real per-CPU glued 100.0")
        << "procps-ng-4.0.2-batch-percpu" << 0 << 0 << "cpu0_us" << 100.0;
    QTest::newRow("real per-CPU second column")
        << "procps-ng-4.0.2-batch-percpu" << 0 << 0 << "cpu1_sy" << 14.3;
    QTest::newRow("real avail doubled")
        << "procps-ng-4.0.2-batch-percpu" << 0 << 0 << "avail" << 21002.4 * 1024;
}

void TestTopParser::readsSummaryValues()
{
    QFETCH(QString, fixture);
    QFETCH(int, index);
    QFETCH(int, frame);
    QFETCH(QString, key);
    QFETCH(double, value);
    const Document document = loadFixture(fixture);
    const QList<Capture> top = topOf(document);
    QVERIFY(index < top.size());
    const TimeSeries &summary = top.at(index).topSession()->summary;
    const double read = summary.value(frame, key);
    if (std::isnan(value)) {
        QVERIFY2(std::isnan(read), qPrintable(QString::number(read)));
    } else {
        QVERIFY2(qAbs(read - value) < 1e-9 * qMax(1.0, qAbs(value)),
            qPrintable(u"%1 read, %2 expected"_s.arg(read).arg(value)));
    }
}

void TestTopParser::readsProcesses_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<qint64>("pid");
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QList<int>>("frames");
    QTest::addColumn<QList<float>>("cpu");
    QTest::addColumn<QList<float>>("resident");
    QTest::addColumn<QByteArray>("states");
    QTest::newRow("M suffix RSS") << "procps20-screen" << qint64(1117) << "X"
                                  << "root" << QList<int> { 0 } << QList<float> { 99.9f }
                                  << QList<float> { 34 * 1024.f } << QByteArray("R");
    QTest::newRow("G suffix SIZE, command with blanks")
        << "procps20-screen" << qint64(921) << "mozilla-bin -P default"
        << "akpm" << QList<int> { 0 } << QList<float> { 4.1f } << QList<float> { 574 * 1024.f }
        << QByteArray("S");
    QTest::newRow("two-token STAT") << "procps20-screen" << qint64(712) << "updatedb"
                                    << "root" << QList<int> { 0 } << QList<float> { 0.3f }
                                    << QList<float> { 1020.f } << QByteArray("D");
    QTest::newRow("CPU column before COMMAND")
        << "procps20-redhat" << qint64(3121) << "dd"
        << "root" << QList<int> { 0 } << QList<float> { 41.5f } << QList<float> { 444.f }
        << QByteArray("D");
    QTest::newRow("3.x m and g suffixes")
        << "procps3-batch" << qint64(4242) << "dbench"
        << "akpm" << QList<int> { 0, 1, 2 } << QList<float> { 99.9f, 88.0f, 40.0f }
        << QList<float> { 112 * 1024.f, 1.2f * 1048576, 1.1f * 1048576 } << QByteArray("RDD");
    QTest::newRow("t suffix, %CPU past 1000, command with blanks")
        << "procpsng33-old" << qint64(104523) << "postgres: writer process"
        << "postgres" << QList<int> { 0 } << QList<float> { 1234.f }
        << QList<float> { 0.017f * 1073741824.f } << QByteArray("R");
    QTest::newRow("truncated user") << "procpsng33-new" << qint64(2100) << "systemd-resolve"
                                    << "systemd+" << QList<int> { 0 } << QList<float> { 0.f }
                                    << QList<float> { 1.2f * 1048576 } << QByteArray("S");
    QTest::newRow("TIME+ in days") << "procpsng4-hybrid" << qint64(2233) << "firefox"
                                   << "me" << QList<int> { 0 } << QList<float> { 12.5f }
                                   << QList<float> { 812.4f * 1024 } << QByteArray("S");
    QTest::newRow("busybox VSZ and 0%")
        << "busybox" << qint64(235) << "PM2 v2.10.3"
        << "root" << QList<int> { 0, 1 } << QList<float> { 0.f, 3.f }
        << QList<float> { 632 * 1024.f, 633 * 1024.f } << QByteArray("SS");
    QTest::newRow("busybox listed once") << "busybox" << qint64(1) << "/bin/sh"
                                         << "root" << QList<int> { 0 } << QList<float> { 0.f }
                                         << QList<float> { 1332.f } << QByteArray("S");
    QTest::newRow("quoted and wrapped") << "wrapped" << qint64(9) << "kupdated"
                                        << "root" << QList<int> { 0 } << QList<float> { 30.3f }
                                        << QList<float> { 0.f } << QByteArray("D");
}

void TestTopParser::readsProcesses()
{
    QFETCH(QString, fixture);
    QFETCH(qint64, pid);
    QFETCH(QString, command);
    QFETCH(QString, user);
    QFETCH(QList<int>, frames);
    QFETCH(QList<float>, cpu);
    QFETCH(QList<float>, resident);
    QFETCH(QByteArray, states);
    const Document document = loadFixture(fixture);
    const QList<Capture> top = topOf(document);
    QCOMPARE(top.size(), 1);
    const ProcessHistory *process = top.at(0).topSession()->process(pid, command);
    QVERIFY2(process, qPrintable(command));
    QCOMPARE(process->user, user);
    QCOMPARE(QList<int>(process->frames.begin(), process->frames.end()), frames);
    QCOMPARE(QList<float>(process->cpuPercent.begin(), process->cpuPercent.end()), cpu);
    QCOMPARE(QList<float>(process->residentKiB.begin(), process->residentKiB.end()), resident);
    QCOMPARE(QByteArray(process->state.data(), qsizetype(process->state.size())), states);
}

void TestTopParser::buildsTimeAxis_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QList<double>>("times");
    QTest::addColumn<double>("interval");
    QTest::addColumn<bool>("assumed");
    QTest::newRow("clocks across midnight")
        << "procps3-batch" << QList<double> { 0, 3, 6 } << 3.0 << false;
    QTest::newRow("procps 2.0 minute clocks: 5 s assumed")
        << "procps20-iowait" << QList<double> { 0, 5 } << 5.0 << true;
    QTest::newRow("busybox has no clock: 5 s assumed")
        << "busybox" << QList<double> { 0, 5 } << 5.0 << true;
    QTest::newRow("one frame") << "procpsng33-new" << QList<double> { 0 } << 3.0 << true;
    QTest::newRow("graph frames keep clocks")
        << "procpsng-graph" << QList<double> { 0, 3 } << 3.0 << false;
}

void TestTopParser::buildsTimeAxis()
{
    QFETCH(QString, fixture);
    QFETCH(QList<double>, times);
    QFETCH(double, interval);
    QFETCH(bool, assumed);
    const Document document = loadFixture(fixture);
    const QList<Capture> top = topOf(document);
    const TimeSeries &summary = top.at(0).topSession()->summary;
    QCOMPARE(QList<double>(summary.time().begin(), summary.time().end()), times);
    QCOMPARE(summary.intervalSeconds(), interval);
    QCOMPARE(summary.intervalIsAssumed(), assumed);
}

void TestTopParser::reportsDiagnostics_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("severity");
    QTest::addColumn<QString>("text");
    const int note = int(Diagnostic::Severity::Note);
    const int warning = int(Diagnostic::Severity::Warning);
    QTest::newRow("assumed interval") << "procps20-iowait" << 4 << note
                                      << "taken as 5 s apart, the default delay of procps 2.0 top";
    QTest::newRow("mean of per-CPU lines")
        << "procps20-iowait" << 4 << note << "the all-CPU states are their mean";
    QTest::newRow("Red Hat total row") << "procps20-redhat" << 6 << note << "total row sums 2 CPUs";
    QTest::newRow("rmap line") << "procps20-redhat" << 10 << note << "rmap VM line";
    QTest::newRow("cut value") << "procpsng33-old" << 6 << warning
                               << "top cut 12345678+ to fit its column: such values are left out";
    QTest::newRow("graph bars") << "procpsng-graph" << 5 << warning
                                << "hold no numbers to read; 3 line(s) not read";
    QTest::newRow("wrapped CPU line")
        << "wrapped" << 5 << note << "summary line wrapped by mail rejoined with line 6";
    QTest::newRow("wrapped Mem line")
        << "wrapped" << 7 << note << "summary line wrapped by mail rejoined with line 8";
    QTest::newRow("wrapped Swap number")
        << "wrapped" << 9 << note << "summary line wrapped by mail rejoined with line 10";
    QTest::newRow("bad %CPU")
        << "truncated" << 11 << warning
        << "`x.y` is not a number; that value of the row is left out (header on line 9)";
    QTest::newRow("listed twice") << "truncated" << 12 << warning
                                  << "process 1 (init) is listed twice in one frame";
    QTest::newRow("CPU line cut short")
        << "truncated" << 16 << warning << "a number without its name after it";
    QTest::newRow("row cut short")
        << "truncated" << 21 << warning
        << "process row skipped: 5 fields where the header has 12 (header on line 19)";
}

void TestTopParser::reportsDiagnostics()
{
    QFETCH(QString, fixture);
    QFETCH(int, line);
    QFETCH(int, severity);
    QFETCH(QString, text);
    const Document document = loadFixture(fixture);
    QVERIFY(hasDiagnostic(document, text, line));
    // The parser reports about a capture's lines on the capture.
    const QList<Capture> top = topOf(document);
    QCOMPARE(top.size(), 1);
    const Diagnostics &reported = top.at(0).diagnostics;
    QVERIFY(std::any_of(reported.begin(), reported.end(), [&](const Diagnostic &diagnostic) {
        return diagnostic.line == line && int(diagnostic.severity) == severity
            && diagnostic.message.contains(text);
    }));
}

void TestTopParser::loopSeparatorsKeepOneSession()
{
    // `echo "=== snapshot $n $(date +%T)"; top -b -n 1` five times, then `== after the patch
    // ==` and three more: two sessions, each of every frame its loop printed.
    const QList<Capture> top = topOf(loadFixture(u"loop-real"_s));
    QCOMPARE(top.size(), 2);
    const TopSession &before = *top.at(0).topSession();
    QCOMPARE(before.frameCount(), 5);
    QCOMPARE(top.at(0).source.firstLine, 10); // the first frame's `top -` line
    QCOMPARE(top.at(0).source.lastLine, 108);
    QCOMPARE(before.summary.time(), (std::vector<double> { 0, 2, 4, 6, 8 })); // 02:47:38-46
    QCOMPARE(before.summary.sourceLines()[1], 30);
    const TopSession &after = *top.at(1).topSession();
    QCOMPARE(after.frameCount(), 3);
    QCOMPARE(top.at(1).label, u"== after the patch =="_s);
    QCOMPARE(top.at(1).source.firstLine, 112);
}

void TestTopParser::realCaptureKeepsEveryFrame()
{
    // top -b -d 1 -n 20 -w 200, process lists cut after 30 rows (tests/data/top/README.md).
    const Document document = loadFixture(u"procps-ng-4.0.2-batch"_s);
    const QList<Capture> top = topOf(document);
    const Capture &capture = top.at(0);
    const TopSession &session = *capture.topSession();
    QCOMPARE(session.frameCount(), 20);
    QCOMPARE(capture.source.firstLine, 1);
    const TimeSeries &summary = session.summary;
    QVERIFY(!summary.intervalIsAssumed());
    QCOMPARE(summary.intervalSeconds(), 1.0);
    // The clocks, not -d 1: a busy machine printed 19:08:07 to 19:08:28, 2 s steps twice.
    QCOMPARE(summary.time().at(1), 1.0);
    QCOMPARE(summary.time().at(2), 3.0);
    QCOMPARE(summary.time().back(), 21.0);
    for (qsizetype frame = 0; frame < 20; ++frame) {
        for (const QString &key : { u"load1"_s, u"tasks"_s, u"us"_s, u"st"_s, u"total"_s,
                 u"cache"_s, u"avail"_s, u"swap_total"_s }) {
            QVERIFY2(!std::isnan(summary.value(frame, key)), qPrintable(key));
        }
        QCOMPARE(summary.sourceLines()[std::size_t(frame)], 1 + int(frame) * 38);
    }
    // PID 1 is idle: listed (0.0 %CPU) whenever fewer than 30 tasks were busy.
    const ProcessHistory *init = session.process(1, u"process_api");
    QVERIFY(init);
    QVERIFY(init->sampleCount() >= 1);
    QCOMPARE(init->user, u"root"_s);
    qsizetype rows = 0;
    for (const ProcessHistory &process : session.processes) {
        rows += process.sampleCount();
    }
    QCOMPARE(rows, 20 * 30);
    QVERIFY(capture.diagnostics.isEmpty());
}

void TestTopParser::realPerCpuCaptureKeepsEveryCpu()
{
    // top -b -1 -d 1 -n 20 -w 200: two CPUs on one line, memory and swap on one line.
    const Document document = loadFixture(u"procps-ng-4.0.2-batch-percpu"_s);
    const QList<Capture> top = topOf(document);
    const TopSession &session = *top.at(0).topSession();
    QCOMPARE(session.frameCount(), 20);
    QCOMPARE(session.cpuCount, 2);
    for (qsizetype frame = 0; frame < 20; ++frame) {
        for (const QString &key : { u"cpu0_us"_s, u"cpu0_st"_s, u"cpu1_us"_s, u"cpu1_id"_s,
                 u"swap_free"_s, u"avail"_s }) {
            QVERIFY2(!std::isnan(session.summary.value(frame, key)), qPrintable(key));
        }
        const double mean
            = (session.summary.value(frame, u"cpu0_us") + session.summary.value(frame, u"cpu1_us"))
            / 2;
        QCOMPARE(session.summary.value(frame, u"us"), mean);
    }
    const QList<qsizetype> busiest = session.busiestProcesses(3);
    QCOMPARE(busiest.size(), 3);
    const ProcessHistory &first = session.processes.at(busiest.front());
    QVERIFY(first.peakCpu() > 0);
    QCOMPARE(first.cpuByFrame(20).size(), std::size_t(20));
}

void TestTopParser::leavesVmstatAndFreeToOthers()
{
    const Document document = loadFixture(u"mixed-vmstat"_s);
    const QList<Capture> top = topOf(document);
    QCOMPARE(top.size(), 1);
    QCOMPARE(linesOf(top.at(0)), std::pair(3, 10));
    QCOMPARE(top.at(0).topSession()->processes.size(), 1);
    const QList<Capture> vmstat = capturesOf(document, CaptureKind::Vmstat);
    QCOMPARE(vmstat.size(), 1);
    QCOMPARE(vmstat.at(0).source.firstLine, 11);
    QCOMPARE(vmstat.at(0).rowCount(), 2);
}

void TestTopParser::rejoinsWrappedLines()
{
    const Document document = loadFixture(u"wrapped"_s);
    const QList<Capture> top = topOf(document);
    const Capture &capture = top.at(0);
    QCOMPARE(capture.source.quoteDepth, 1);
    QCOMPARE(linesOf(capture), std::pair(3, 13));
    const TimeSeries &summary = capture.topSession()->summary;
    QCOMPARE(summary.value(0, u"id"), 60.0); // `60.0%` + `idle`
    QCOMPARE(summary.value(0, u"wa"), 9.0);
    QCOMPARE(summary.value(0, u"buff"), 282336.0); // `282336K` + `buff`
    QCOMPARE(summary.value(0, u"cache"), 189408.0); // `189408K cached` alone
    QCOMPARE(summary.value(0, u"swap_free"), 2000880.0);
}

void TestTopParser::rejoinsLoadAverageAndCpuNamesWrappedAlone()
{
    // Mail moved the load averages off the uptime line, and the CPU line's last name alone.
    const QByteArray text = "top - 13:54:24 up 68 days, 14:33,  7 users,  load average:\n"
                            "4294967298.80, 4294967298.55, 4294967298.58\n"
                            "Tasks:   2 total,   2 running,   0 sleeping,   0 stopped,   0 zombie\n"
                            "%Cpu(s): 12.5 us,  0.0 sy,  0.0 ni, 87.4 id,  0.0 wa,  0.0 hi, 0.0 si,  0.0\n"
                            "st\n"
                            "KiB Mem : 16393492 total, 16142256 free,   111028 used,   140208 buff/cache\n";
    const QList<Capture> top = topOf(loadText(text).document);
    QCOMPARE(top.size(), 1);
    QCOMPARE(linesOf(top.at(0)), std::pair(1, 6));
    const TimeSeries &summary = top.at(0).topSession()->summary;
    QCOMPARE(summary.value(0, u"load15"), 4294967298.58);
    QCOMPARE(summary.value(0, u"id"), 87.4);
    QCOMPARE(summary.value(0, u"st"), 0.0);
    QCOMPARE(summary.value(0, u"free"), 16142256.0);
}

void TestTopParser::survivesHostileInput()
{
    // Binary junk around a frame, a 1 MB line, a frame cut in its summary.
    QByteArray junk;
    for (int i = 0; i < 4096; ++i) {
        junk += char((i * 7919) % 256);
    }
    const QByteArray frame
        = "top - 12:00:00 up  1:00,  1 user,  load average: 1.00, 1.00, 1.00\n"
          "Tasks:  50 total,   1 running,  49 sleeping,   0 stopped,   0 zombie\n"
          "Cpu(s):  1.0%us,  2.0%sy,  0.0%ni, 97.0%id\n"
          "\n  PID USER      PR  NI  VIRT  RES  SHR S %CPU %MEM    TIME+  COMMAND\n"
          "    1 root      20   0  2000  600  500 S  0.0  0.1   0:01.00 init\n";
    const QByteArray longLine = "Mem:  " + QByteArray(1 << 20, '7') + "k total\n";
    const QByteArray longRow = "    2 root      20   0  2000  600  500 S  0.0  0.1   0:01.00 "
        + QByteArray(1 << 20, 'x') + '\n';
    const QByteArray cut = "top - 12:00:03 up  1:00,  1 user,  load av";
    const QByteArray text = junk + '\n' + frame + longRow + longLine + junk + '\n' + frame + cut;
    const LoadResult result = loadText(text);
    QVERIFY(result.readable());
    const QList<Capture> top = topOf(result.document);
    QVERIFY(!top.isEmpty());
    const TopSession &session = *top.at(0).topSession();
    QCOMPARE(session.summary.value(0, u"id"), 97.0);
    const ProcessHistory *longCommand = session.process(2, QString(1 << 20, u'x'));
    QVERIFY(longCommand);

    // A frame cut after its uptime line still counts, and says nothing went missing silently.
    const LoadResult cutResult = loadText(frame.left(frame.indexOf("Cpu(s)")) + "Cpu(s):  1.0%");
    const QList<Capture> cutTop = topOf(cutResult.document);
    QCOMPARE(cutTop.size(), 1);
    QCOMPARE(cutTop.at(0).topSession()->frameCount(), 1);
    QVERIFY(hasDiagnostic(cutResult.document, u"a number without its name"_s, 3));

    // Lines of junk that start like summary lines.
    const QByteArray lookalikes = "Mem: \xff\xfe 3K av\nCPU0 states: %%%\nTasks: total\n"
                                  "top - 99:99:99 up\n%Cpu(s):100.0/ [\n12:3pm up\nKiB Mem : + +\n";
    const LoadResult odd = loadText(lookalikes + lookalikes);
    QVERIFY(odd.readable());
}

void TestTopParser::cancelsAndReportsProgress()
{
    const QByteArray text = batchLog(40, 100);
    const MailCleaner cleaner(ParserRegistry::withBuiltins().lineAnchors());
    const CleanText clean = cleaner.clean(QString::fromLatin1(text));
    const LogParser parser = topParser();
    const std::optional<BlockExtent> extent = parser.detect(clean.lines, 0);
    QVERIFY(extent);
    QCOMPARE(extent->end, clean.lines.size() - 1); // the trailing blank line is not top's
    TextBlock block;
    block.formatId = parser.formatId();
    block.lines = clean.lines.mid(extent->begin, extent->end - extent->begin);

    QList<int> progress;
    ParseContext context;
    context.progress = [&progress](int perMille) { progress.append(perMille); };
    const ParseResult whole = parser.parse(block, context);
    QCOMPARE(whole.captures.size(), 1);
    QCOMPARE(whole.captures.at(0).topSession()->frameCount(), 40);
    QVERIFY(progress.size() >= 4);
    QVERIFY(std::is_sorted(progress.begin(), progress.end()));

    int checks = 0;
    context.isCancelled = [&checks] { return ++checks > 2; };
    const ParseResult cancelled = parser.parse(block, context);
    QCOMPARE(cancelled.captures.size(), 1);
    const TopSession &partial = *cancelled.captures.at(0).topSession();
    QVERIFY(partial.frameCount() > 0 && partial.frameCount() < 40);
    const Diagnostics &notes = cancelled.captures.at(0).diagnostics;
    QVERIFY(std::any_of(notes.begin(), notes.end(),
        [](const Diagnostic &diagnostic) { return diagnostic.message.contains(u"cancelled"_s); }));
}

void TestTopParser::parsesLongLogsInLinearTime()
{
    // 400 000 lines; a quadratic walk would take minutes. CPU time, not wall time.
    const QByteArray text = batchLog(2000, 190);
    const std::clock_t start = std::clock();
    const LoadResult result = loadText(text);
    const double seconds = cpuSeconds(start);
    const QList<Capture> top = topOf(result.document);
    QCOMPARE(top.size(), 1);
    const TopSession &session = *top.at(0).topSession();
    QCOMPARE(session.frameCount(), 2000);
    QCOMPARE(session.processes.size(), 190);
    QCOMPARE(session.processes.at(0).sampleCount(), 2000);
    QVERIFY2(seconds < 30, qPrintable(QString::number(seconds)));
}

QTEST_GUILESS_MAIN(TestTopParser)
#include "tst_topparser.moc"
