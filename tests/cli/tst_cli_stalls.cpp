// SPDX-License-Identifier: GPL-2.0-or-later
// `vmscope-cli analyze` on stalls: findings and the per-label summary in text and JSON, and
// `--threshold` (tests/data/stalls/two-kernels.txt: 6.1 stalls for samples 4-6, 6.6 for one).
#include "cliutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace vmscope::test;
using namespace Qt::StringLiterals;

class TestCliStalls : public CLocaleTest
{
    Q_OBJECT

private slots:
    void printsFindingsAndRanking();
    void writesFindingsAndSummaryInJson();
    void thresholdChangesTheVerdict();
    void refusesBadThresholds_data();
    void refusesBadThresholds();
};

void TestCliStalls::printsFindingsAndRanking()
{
    const CliRun run = runCli({ u"analyze"_s, dataPath(u"stalls/two-kernels.txt"_s) });
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    const QStringList lines = out.split(u'\n');
    QVERIFY2(lines.contains(u"  1 finding:"_s), qPrintable(out));
    QVERIFY2(lines.contains(u"  c1   io-stall         warning  3.0-6.0 s"_s), qPrintable(out));
    QVERIFY2(out.contains(u"       samples 4-6 (lines 15-17): b 3 blocked, in 300/s (median"_s),
        qPrintable(out));
    QVERIFY(lines.contains(u"Stalls by label, least stalled first:"_s));
    QVERIFY2(lines.contains(u"1  6.6       1       0        0.0    7.0      0.0       -    0.0"_s),
        qPrintable(out));
    QVERIFY2(lines.contains(u"2  6.1       1       1        3.0    7.0     42.9     3.0    3.0"_s),
        qPrintable(out));
    verifyLinesFit(lines);
}

void TestCliStalls::writesFindingsAndSummaryInJson()
{
    const CliRun run = runCli({ u"analyze"_s, u"--json"_s, dataPath(u"stalls/two-kernels.txt"_s) });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    const QJsonArray findings = root.value(u"findings").toArray();
    QCOMPARE(findings.size(), 1);
    const QJsonObject stall = findings.first().toObject();
    QCOMPARE(stall.value(u"rule").toString(), u"io-stall"_s);
    QCOMPARE(stall.value(u"capture").toString(), u"c1"_s);
    QCOMPARE(stall.value(u"severity").toString(), u"warning"_s);
    QCOMPARE(stall.value(u"start_s").toDouble(), 3.0);
    QCOMPARE(stall.value(u"end_s").toDouble(), 6.0);
    QCOMPARE(stall.value(u"duration_s").toDouble(), 3.0);
    QCOMPARE(stall.value(u"first_row").toInt(), 3);
    QCOMPARE(stall.value(u"last_row").toInt(), 5);
    QCOMPARE(stall.value(u"first_line").toInt(), 15);
    QCOMPARE(stall.value(u"last_line").toInt(), 17);
    QVERIFY(stall.value(u"evidence").toString().startsWith(u"samples 4-6 (lines 15-17)"));

    const QJsonArray summary = root.value(u"stall_summary").toArray();
    QCOMPARE(summary.size(), 2);
    const QJsonObject worst = summary.at(1).toObject();
    QCOMPARE(worst.value(u"label").toString(), u"6.1"_s);
    QCOMPARE(worst.value(u"rank").toInt(), 2);
    QCOMPARE(worst.value(u"stalls").toInt(), 1);
    QCOMPARE(worst.value(u"stalled_s").toDouble(), 3.0);
    QCOMPARE(worst.value(u"run_s").toDouble(), 7.0);
    QCOMPARE(worst.value(u"share").toDouble(), 3.0 / 7.0);
    QCOMPARE(worst.value(u"mean_s").toDouble(), 3.0);
    QCOMPARE(worst.value(u"max_s").toDouble(), 3.0);
    const QJsonArray perCapture = worst.value(u"per_capture").toArray();
    QCOMPARE(perCapture.size(), 1);
    QCOMPARE(perCapture.first().toObject().value(u"capture").toString(), u"c1"_s);
    QVERIFY(summary.at(0).toObject().value(u"mean_s").isNull()); // 6.6: no stall
}

void TestCliStalls::thresholdChangesTheVerdict()
{
    // One idle sample is a stall once a stall needs only one sample.
    const CliRun run = runCli({ u"analyze"_s, u"--json"_s, u"--threshold"_s,
        u"io-stall.min-samples=1"_s, dataPath(u"stalls/two-kernels.txt"_s) });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root.value(u"findings").toArray().size(), 2);
    const QJsonObject best = root.value(u"stall_summary").toArray().first().toObject();
    QCOMPARE(best.value(u"label").toString(), u"6.6"_s);
    QCOMPARE(best.value(u"stalled_s").toDouble(), 1.0);
}

void TestCliStalls::refusesBadThresholds_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("reason");
    const QString input = dataPath(u"stalls/two-kernels.txt"_s);
    QTest::newRow("unknown key") << QStringList { u"analyze"_s, u"--threshold"_s, u"io.x=1"_s,
        input } << u"unknown threshold 'io.x'"_s;
    QTest::newRow("fraction of a sample")
        << QStringList { u"analyze"_s, u"--threshold"_s, u"io-stall.min-samples=1.5"_s, input }
        << u"needs a whole number from 1 to 1000"_s;
    // Past what a 64-bit integer holds, and no number at all: refused, not converted.
    QTest::newRow("far past the range")
        << QStringList { u"analyze"_s, u"--threshold"_s, u"io-stall.min-samples=1e300"_s, input }
        << u"needs a whole number from 1 to 1000"_s;
    QTest::newRow("not a number")
        << QStringList { u"analyze"_s, u"--threshold"_s, u"io-stall.min-idle=nan"_s, input }
        << u"needs a number from"_s;
    QTest::newRow("with compare") << QStringList { u"compare"_s, u"--threshold"_s,
        u"io-stall.min-samples=3"_s, input }
                                  << u"Unknown option 'threshold'"_s;
}

void TestCliStalls::refusesBadThresholds()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, reason);
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(QString::fromUtf8(run.err).contains(reason), run.err.constData());
}

QTEST_GUILESS_MAIN(TestCliStalls)
#include "tst_cli_stalls.moc"
