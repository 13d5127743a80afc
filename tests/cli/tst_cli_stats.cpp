// SPDX-License-Identifier: GPL-2.0-or-later
// `vmscope-cli compare` on vmstat runs of several kernels: the statistics tables.
#include "cliutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace vmscope::test;
using namespace Qt::StringLiterals;

namespace {

/// Two kernels' `vmstat 1` pasted into one message, as threads do, on standard input.
QByteArray twoKernels()
{
    QFile file(dataPath(u"cli/two-kernels-stdin.txt"_s));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliStats : public CLocaleTest
{
    Q_OBJECT

private slots:
    void printsTablesPerMetric();
    void writesJsonAndCsv();
    void refusesUnknownBaselineOrMetric();
    void seed000();
};

void TestCliStats::printsTablesPerMetric()
{
    const CliRun run = runCli({u"compare"_s, u"--metric"_s, u"bo"_s, u"-"_s}, twoKernels());
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    // The since-boot first rows are out: 2.4.19 bo = 100, 200, 300 (mean 200), 2.5.31
    // 1000, 2000, 3000 (mean 2000): +900 %.
    QVERIFY2(out.contains(u"bo (higher is better), baseline 2.4.19\n"), qPrintable(out));
    QVERIFY(out.contains(u"+900.0"));
    QVERIFY(out.contains(u"* p < 0.05"));
    QVERIFY(!out.contains(u"\ncs ("));
    verifyLinesFit(out);
}

void TestCliStats::writesJsonAndCsv()
{
    const CliRun run = runCli(
        {u"compare"_s, u"--json"_s, u"--baseline"_s, u"2.5.31"_s, u"-"_s}, twoKernels());
    QCOMPARE(run.exitCode, 0);
    const QJsonArray comparisons
        = QJsonDocument::fromJson(run.out).object().value(u"comparisons"_s).toArray();
    QCOMPARE(comparisons.size(), 1);
    const QJsonObject json = comparisons.at(0).toObject();
    QCOMPARE(json.value(u"subject"_s).toString(), u"statistics"_s);
    QCOMPARE(json.value(u"name"_s).toString(), u"vmstat by kernel: 2 labels"_s);
    QCOMPARE(json.value(u"kind"_s).toString(), u"vmstat"_s);
    QCOMPARE(json.value(u"labels"_s).toArray().size(), 2);
    const QJsonArray metrics = json.value(u"metrics"_s).toArray();
    QCOMPARE(metrics.size(), 4); // bo, in, cs, id
    const QJsonObject bo = metrics.first().toObject();
    QCOMPARE(bo.value(u"key"_s).toString(), u"bo"_s);
    QCOMPARE(bo.value(u"baseline"_s).toString(), u"2.5.31"_s);
    const QJsonObject first = bo.value(u"rows"_s).toArray().first().toObject();
    QCOMPARE(first.value(u"label"_s).toString(), u"2.4.19"_s);
    QCOMPARE(first.value(u"mean"_s).toDouble(), 200.0);
    QCOMPARE(first.value(u"delta_percent"_s).toDouble(), -90.0);
    QVERIFY(first.value(u"welch"_s).toObject().contains(u"df"_s));
    QVERIFY(first.value(u"mann_whitney"_s).toObject().contains(u"z"_s));

    const CliRun csv = runCli({u"compare"_s, u"--csv"_s, u"--metric"_s, u"bo"_s, u"--metric"_s,
                               u"cs"_s, u"-"_s},
                              twoKernels());
    QCOMPARE(csv.exitCode, 0);
    QVERIFY(csv.out.startsWith("metric,label,baseline,n,mean,"));
    QCOMPARE(csv.out.count('\n'), 5);
}

void TestCliStats::refusesUnknownBaselineOrMetric()
{
    const CliRun baseline =
        runCli({u"compare"_s, u"--baseline"_s, u"2.6.0"_s, u"-"_s}, twoKernels());
    QCOMPARE(baseline.exitCode, 2);
    QVERIFY(baseline.err.contains("2.4.19, 2.5.31"));
    const CliRun metric = runCli({u"compare"_s, u"--metric"_s, u"nope"_s, u"-"_s}, twoKernels());
    QCOMPARE(metric.exitCode, 2);
    QVERIFY(metric.err.contains("'nope'"));
}

void TestCliStats::seed000()
{
    const QString path = seedPath(u"000_afa3e04f98f9f577.txt"_s);
    const CliRun run
        = runCli({u"compare"_s, u"--pool-runs"_s, u"--baseline"_s, u"2.4.19"_s, path});
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(u"\nA row per kernel, its runs pooled:\n"_s), qPrintable(out));
    for (const QString &heading : {u"bo (higher"_s, u"in (no"_s, u"cs (no"_s, u"id (higher"_s}) {
        QVERIFY2(out.contains(heading), qPrintable(out));
    }
    // Hand-computed in tst_comparisonstats: akpm's bo mean 3166.9 is -41.9 % of 5450.1.
    QVERIFY2(out.contains(u"3167"), qPrintable(out));
    QVERIFY(out.contains(u"-41.9"));
    verifyLinesFit(out);

    // Without --pool-runs, a row per run: 2.4.19's ext2 run (13 rows, bo summing to 92844)
    // is its own, and the kernel names its first run as the baseline.
    const CliRun perRun = runCli(
        {u"compare"_s, u"--json"_s, u"--metric"_s, u"bo"_s, u"--baseline"_s, u"2.4.19"_s, path});
    QCOMPARE(perRun.exitCode, 0);
    const QJsonObject comparison = QJsonDocument::fromJson(perRun.out)
                                       .object()[u"comparisons"_s]
                                       .toArray()
                                       .at(0)
                                       .toObject();
    QCOMPARE(comparison[u"pooling"_s].toString(), u"per-run"_s);
    QCOMPARE(comparison[u"labels"_s].toArray().size(), 5);
    const QJsonObject bo = comparison[u"metrics"_s].toArray().at(0).toObject();
    QCOMPARE(bo[u"baseline"_s].toString(), u"2.4.19 #1"_s);
    bool found = false;
    for (const QJsonValue &row : bo[u"rows"_s].toArray()) {
        if (row[u"label"_s].toString() == u"2.4.19 #2") {
            found = true;
            QCOMPARE(row[u"n"_s].toInt(), 13);
            QVERIFY(std::abs(row[u"mean"_s].toDouble() - 92844.0 / 13) < 1e-9);
            const double effective = row[u"welch"_s][u"n_eff"_s].toDouble();
            QVERIFY2(effective >= 2 && effective <= 13, qPrintable(QString::number(effective)));
        }
    }
    QVERIFY(found);
}

QTEST_GUILESS_MAIN(TestCliStats)
#include "tst_cli_stats.moc"
