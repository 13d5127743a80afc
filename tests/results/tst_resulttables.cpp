// SPDX-License-Identifier: GPL-2.0-or-later
// Benchmark result tables: the seeds' mmtests, SPEC SFS and run-time tables, with numbers read
// off the threads by hand, and own fixtures for `time` and dbench.
#include "core/results/resultcomparison.h"
#include "core/results/resulttabletext.h"
#include "testutil.h"

#include <cmath>

using namespace vmscope;
using namespace vmscope::test;
using namespace Qt::StringLiterals;

class TestResultTables : public CLocaleTest
{
    Q_OBJECT

private slots:
    void sysbenchTable();
    void sysbenchDeltasMatchPasted();
    void otherSeedTablesFound();
    void pgallocFailMismatchesReported();
    void specSfsSeries_data();
    void specSfsSeries();
    void perKernelRunTimes();
    void bashTime();
    void zshTime();
    void dbenchThroughput();
    void mismatchAndHostileLines();
    void junkNeverCrashes();
    void specSfsRunsComparedByKernel();
    void sysbenchTextKeepsPastedDeltas();
    void kernelRowsUnderTabbedHeaderAndCaptions();
    void handTypedTableWithUnitsInTheCells();

private:
    static QList<ResultTable> tablesOf(const QString &path)
    {
        QList<ResultTable> tables;
        for (const Capture &capture : capturesOf(load(path).document, CaptureKind::Results)) {
            tables.append(*capture.resultTable());
        }
        return tables;
    }
    static QList<ResultTable> seedTables(const QString &name)
    {
        const QString path = seedPath(name);
        return path.isEmpty() ? QList<ResultTable>() : tablesOf(path);
    }
};

static const auto seed000 = u"000_afa3e04f98f9f577.txt"_s;
static const auto seed001 = u"001_b9a028f62d95133a.txt"_s;
static const auto seed002 = u"002_fafa354e787c718b.txt"_s;

void TestResultTables::sysbenchTable()
{
    const QList<ResultTable> tables = seedTables(seed001);
    QVERIFY(!tables.isEmpty());
    const ResultTable &sysbench = tables.at(0);
    QCOMPARE(sysbench.benchmark, u"SYSBENCH"_s);
    QCOMPARE(sysbench.rows.size(), 16);
    QCOMPARE(sysbench.columns,
        QStringList({ u"sysbench-with low-latency"_s, u"low-latency block-2.6.33"_s,
            u"low-latency async-rampup"_s, u"sysbench-without low-latency"_s }));
    QCOMPARE(sysbench.rows.at(0).key, u"1"_s);
    QCOMPARE(sysbench.rows.at(0).values, QList<double>({ 1266.02, 824.08, 1265.15, 1278.55 }));
    QCOMPARE(sysbench.rows.at(15).key, u"16"_s);
    QCOMPARE(sysbench.rows.at(15).values, QList<double>({ 758.17, 1096.81, 881.23, 725.17 }));
    // (824.08 - 1266.02) / 824.08 = -53.63 %: mmtests' higher-is-better formula.
    QCOMPARE(sysbench.better, ResultTable::Better::Higher);
}

void TestResultTables::sysbenchDeltasMatchPasted()
{
    const ResultTable sysbench = seedTables(seed001).value(0);
    QCOMPARE(*sysbench.rows.at(0).pastedDeltas.at(1), -53.63);
    QVERIFY(std::abs(*sysbench.recomputedDelta(0, 1) - -53.63) < 0.006);
    for (qsizetype r = 0; r < sysbench.rows.size(); ++r) {
        for (qsizetype c = 1; c < sysbench.columnCount(); ++c) {
            const double pasted = *sysbench.rows.at(r).pastedDeltas.at(c);
            // Pasted deltas are rounded to 0.01 and computed from unrounded values.
            QVERIFY2(std::abs(*sysbench.recomputedDelta(r, c) - pasted) < 0.011,
                qPrintable(u"row %1 column %2"_s.arg(r).arg(c)));
        }
    }
}

void TestResultTables::otherSeedTablesFound()
{
    const QList<ResultTable> tables = seedTables(seed001);
    QCOMPARE(tables.size(), 5);
    QCOMPARE(tables.at(1).benchmark, u"desktop-net-gitk"_s);
    QCOMPARE(tables.at(1).rows.size(), 4);
    // gitk is a time: (954.46 - 570.06) / 954.46 = 40.27 %, lower is better.
    QCOMPARE(tables.at(1).better, ResultTable::Better::Lower);
    QCOMPARE(tables.at(2).benchmark, u"IOZone"_s);
    QCOMPARE(tables.at(2).rows.size(), 98); // 7 tests x 14 sizes, 64 to 524288
    QCOMPARE(tables.at(2).rows.at(0).key, u"write-64"_s);
    QCOMPARE(tables.at(2).rows.at(0).values, QList<double>({ 151212, 163359, 163359, 159856 }));
    QCOMPARE(tables.at(2).rows.constLast().key, u"bkwdread-524288"_s);
    // The two later gitk runs were flattened by the archive: headers run together.
    for (const qsizetype t : { 3, 4 }) {
        QCOMPARE(tables.at(t).benchmark, u"desktop-net-gitk"_s);
        QCOMPARE(tables.at(t).rows.size(), 5);
        QCOMPARE(tables.at(t).rows.at(4).key, u"pgalloc-fail"_s);
    }
    QCOMPARE(tables.at(3).rows.at(4).values, QList<double>({ 25, 10, 39, 20 }));
    QCOMPARE(tables.at(4).rows.at(4).values, QList<double>({ 3, 2, 23, 0 }));
    QCOMPARE(tables.at(4).columns.at(0), u"atomics-with low-latency"_s);
}

void TestResultTables::pgallocFailMismatchesReported()
{
    const Document document = load(seedPath(seed001)).document;
    // 25 -> 10 is pasted as 50.00 %; no mmtests formula gives that (60 % or -150 %).
    QVERIFY(hasDiagnostic(document, u"pasted delta 50.00% differs from the recomputed 60.00%"_s));
    QVERIFY(!hasDiagnostic(document, u"row 1,"_s));
}

void TestResultTables::specSfsSeries_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("kernel");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("invalidRow"); // -1: none
    QTest::addColumn<QList<double>>("lastRow"); // throughput, response, operations, elapsed
    QTest::newRow("2.4.10-pre13") << 0 << "2.4.10-pre13" << 3 << 2
                                  << QList<double>({ 637, 32.5, 190544, 299 });
    QTest::newRow("2.4.10-pre12") << 1 << "2.4.10-pre12" << 4 << 3
                                  << QList<double>({ 795, 24.5, 237732, 299 });
    QTest::newRow("2.4.7") << 2 << "2.4.7" << 3 << -1 << QList<double>({ 1502, 1.3, 449232, 299 });
}

void TestResultTables::specSfsSeries()
{
    QFETCH(int, index);
    QFETCH(QString, kernel);
    QFETCH(int, rows);
    QFETCH(int, invalidRow);
    QFETCH(QList<double>, lastRow);
    const QList<Capture> captures
        = capturesOf(load(seedPath(seed002)).document, CaptureKind::Results);
    QCOMPARE(captures.size(), 3);
    const Capture &capture = captures.at(index);
    QVERIFY(capture.label.contains(kernel));
    const ResultTable &table = *capture.resultTable();
    QCOMPARE(table.benchmark, u"SPEC SFS"_s);
    QCOMPARE(table.rows.size(), rows);
    QCOMPARE(table.rows.constLast().values, lastRow);
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        QCOMPARE(table.rows.at(r).key, QString::number(500 * (r + 1)));
        QCOMPARE(table.rows.at(r).flags.contains(u"INVALID"_s), r == invalidRow);
    }
}

void TestResultTables::perKernelRunTimes()
{
    const QList<ResultTable> tables = seedTables(seed000);
    QVERIFY(!tables.isEmpty());
    const ResultTable &first = tables.at(0);
    QCOMPARE(first.benchmark, u"run time"_s);
    QCOMPARE(first.columns, QStringList({ u"2.5.31-akpm"_s, u"2.5.31"_s, u"2.4.19"_s }));
    // 2m 43s, 2m 33s, 2m 18s
    QCOMPARE(first.rows.at(0).values, QList<double>({ 163, 153, 138 }));
    QCOMPARE(first.rows.at(0).line, 248);
    QCOMPARE(first.better, ResultTable::Better::Lower);
    const auto ext2 = std::find_if(tables.cbegin(), tables.cend(),
        [](const ResultTable &table) { return table.rows.value(0).line == 899; });
    QVERIFY(ext2 != tables.cend());
    QCOMPARE(ext2->rows.at(0).values, QList<double>({ 109, 110, 94 })); // 1m 49s, 1m 50s, 1m 34s
}

void TestResultTables::bashTime()
{
    const QList<ResultTable> tables = tablesOf(dataPath(u"results/time-bash.txt"_s));
    QCOMPARE(tables.size(), 2);
    QCOMPARE(tables.at(0).rows.size(), 3);
    QCOMPARE(tables.at(0).rows.at(0).key, u"real"_s);
    QCOMPARE(tables.at(0).rows.at(0).values.at(0), 62.501);
    QCOMPARE(tables.at(0).rows.at(2).values.at(0), 1.43);
    QCOMPARE(tables.at(0).rows.at(2).line, 7);
    QCOMPARE(tables.at(1).rows.at(0).values.at(0), 3.5);
    QCOMPARE(tables.at(1).rows.at(1).key, u"user"_s);
}

void TestResultTables::zshTime()
{
    const QList<ResultTable> tables = tablesOf(dataPath(u"results/time-zsh.txt"_s));
    QCOMPARE(tables.size(), 1);
    const ResultTable &table = tables.at(0);
    QCOMPARE(table.columns, QStringList({ u"user"_s, u"system"_s, u"cpu"_s, u"total"_s }));
    QCOMPARE(table.rows.size(), 3);
    QCOMPARE(table.rows.at(0).key, u"2.5.66-mm4 #1"_s);
    QCOMPARE(table.rows.at(0).values, QList<double>({ 0.12, 6.05, 2, 239.68 }));
    QCOMPARE(table.rows.at(2).key, u"2.5.66 #1"_s);
    QCOMPARE(table.rows.at(2).values.at(3), 250.5);
}

void TestResultTables::dbenchThroughput()
{
    const QList<ResultTable> tables = tablesOf(dataPath(u"results/dbench.txt"_s));
    QCOMPARE(tables.size(), 2);
    const ResultTable &table = tables.at(0);
    QCOMPARE(table.columns, QStringList({ u"2.4.22"_s, u"2.6.0-test9"_s }));
    QCOMPARE(table.rows.size(), 2);
    QCOMPARE(table.rows.at(0).key, u"16 procs"_s);
    QCOMPARE(table.rows.at(0).values, QList<double>({ 100.5, 120.6 }));
    QCOMPARE(table.rows.at(1).values, QList<double>({ 80.25, 40.125 }));
    QCOMPARE(table.better, ResultTable::Better::Higher);
    QCOMPARE(*table.recomputedDelta(1, 1), -50.0); // (40.125 - 80.25) / 80.25
    QCOMPARE(tables.at(1).rows.at(0).values, QList<double>({ 1234.56 }));
    QCOMPARE(tables.at(1).rows.at(0).key, u"64 procs"_s);
}

void TestResultTables::mismatchAndHostileLines()
{
    const Document document = load(dataPath(u"results/mismatch.txt"_s)).document;
    const QList<Capture> captures = capturesOf(document, CaptureKind::Results);
    QCOMPARE(captures.size(), 1);
    const ResultTable &table = *captures.at(0).resultTable();
    QCOMPARE(table.rows.size(), 2); // the 5000-digit line is no row
    QCOMPARE(table.columns, QStringList({ u"base"_s, u"patched"_s }));
    QVERIFY(
        hasDiagnostic(document, u"pasted delta 50.00% differs from the recomputed 20.00%"_s, 5));
    QVERIFY(!hasDiagnostic(document, u"-11.11"_s));
}

void TestResultTables::junkNeverCrashes()
{
    QByteArray junk = "  1  1266.02 ( 0.00%)  824.08 (-53.63%)\n";
    junk += QByteArray(300000, '(') + " 0.00%) 1 ( 2%)\n";
    junk += "Throughput MB/sec procs\nreal\t0m\nuser\nINVALID 1500\n";
    for (int i = 0; i < 2000; ++i) {
        junk += "  2  1.0 ( 0.00%)  1e400 (99999999999999999999.00%)\n";
    }
    junk += "  3  1.0 ( 0.00";
    const Document document = loadText(junk).document;
    QVERIFY(!capturesOf(document, CaptureKind::Results).isEmpty());
}

void TestResultTables::specSfsRunsComparedByKernel()
{
    const QList<Capture> captures = load(seedPath(seed002)).document.captures().values();
    const QList<ResultComparison> comparisons = compareResultTables(captures, u"2.4.7"_s);
    QCOMPARE(comparisons.size(), 4); // throughput, response time, operations, elapsed
    const ResultTable &throughput = comparisons.first().table;
    QCOMPARE(throughput.benchmark, u"SPEC SFS"_s);
    QVERIFY(comparisons.first().baselineChosen);
    QCOMPARE(throughput.columns, QStringList({ u"2.4.7"_s, u"2.4.10-pre13"_s, u"2.4.10-pre12"_s }));
    QCOMPARE(throughput.rows.size(), 4); // loads 500 to 2000; only pre12 ran 2000
    QCOMPARE(throughput.rows.at(2).key, u"1500"_s);
    QCOMPARE(throughput.rows.at(2).values, QList<double>({ 1502, 637, 1587 }));
    QCOMPARE(throughput.rows.at(2).flags, QStringList({ u"INVALID (2.4.10-pre13)"_s }));
    QVERIFY(std::isnan(throughput.rows.at(3).values.at(0)));
    QCOMPARE(throughput.rows.at(3).flags, QStringList({ u"INVALID (2.4.10-pre12)"_s }));
    // (637 - 1502) / 1502
    QVERIFY(std::abs(*throughput.recomputedDelta(2, 1) - -57.59) < 0.01);
    QVERIFY(resultPlainTable(throughput).toText().contains(u"1500 INVALID (2.4.10-pre13)"_s));
}

void TestResultTables::sysbenchTextKeepsPastedDeltas()
{
    const ResultTable sysbench = seedTables(seed001).value(0);
    const QString text = resultPlainTable(sysbench).toText(63);
    verifyLinesFit(text, 63);
    // Each of the 16 rows in both parts of the wrapped table.
    QCOMPARE(text.count(u"\n16 "_s), 2);
    for (const QString &pasted : { u"( -53.63%)"_s, u"(  -0.07%)"_s, u"(   0.98%)"_s,
             u"(  30.87%)"_s, u"(  13.96%)"_s, u"(  -4.55%)"_s }) {
        QVERIFY2(text.contains(pasted), qPrintable(pasted));
    }
}

void TestResultTables::kernelRowsUnderTabbedHeaderAndCaptions()
{
    // One header for three machines' tables (as OSDL's re-aim mails gave them), tabs between
    // the columns, blanks inside the names, a remark after some rows.
    const QByteArray text = "2-CPU - (all AS scheduler)\n\n"
                            "Kernel \t\t\tMax JPM\t\tPercent change\n"
                            "linux-2.6.3\t\t1266.95\t\t0.0\n"
                            "2.6.4-rc1\t\t1284.43\t\t1.38\n"
                            "\n"
                            "4-CPU  ( all AS )\n"
                            "linux-2.6.3\t\t5313.36\t\t0.0\n"
                            "2.6.4-rc1\t\t5391.00 \t1.46\n"
                            "\n"
                            "8-CPU\n"
                            "linux-2.6.3\t\t8663,87\t\t0.0 (deadline)\n"
                            "linux-2.6.3\t\t8776.32\t\t1.35 (AS)\n";
    const QList<Capture> captures = capturesOf(loadText(text).document, CaptureKind::Results);
    QCOMPARE(captures.size(), 3);
    QCOMPARE(captures.at(0).label, u"2-CPU - (all AS scheduler)"_s);
    QCOMPARE(captures.at(1).label, u"4-CPU ( all AS )"_s);
    QCOMPARE(captures.at(1).source.firstLine, 7);
    QCOMPARE(captures.at(1).source.lastLine, 9);
    const ResultTable &eight = *captures.at(2).resultTable();
    QCOMPARE(eight.columns, QStringList({ u"Max JPM"_s, u"Percent change"_s }));
    QCOMPARE(eight.rows.at(0).key, u"linux-2.6.3 (deadline)"_s);
    QCOMPARE(eight.rows.at(0).values.at(0), 8663.87); // a comma typed for the point
    QCOMPARE(eight.rows.at(1).key, u"linux-2.6.3 (AS)"_s);
    // A header of its own under the rows starts another table, not a part of this one; a
    // tab between names that hold no blank splits nothing more than blanks do.
    const QByteArray two = "Threads  Throughput\n1        100.0\n2        190.0\n\n"
                           "Clients  Latency\n1        5.2\n2        6.1\n"
                           "\nClients\tMB/s stddev\n1 10.2 0.3\n2 19.9 0.4\n";
    const QList<Capture> tables = capturesOf(loadText(two).document, CaptureKind::Results);
    QCOMPARE(tables.size(), 3);
    QCOMPARE(tables.at(1).resultTable()->columns, QStringList({ u"Latency"_s }));
    QCOMPARE(tables.at(2).resultTable()->columns, QStringList({ u"MB/s"_s, u"stddev"_s }));
}

void TestResultTables::handTypedTableWithUnitsInTheCells()
{
    // Names underlined with dashes, a blank inside one, a unit or a duration in each cell.
    const QByteArray text = "> Test: dbench 48\n"
                            ">\n"
                            ">   Kernel                 Throughput      Elapsed Time\n"
                            ">   ------                 ----------      ------------\n"
                            ">   2.2.16                 3.1 MB/sec      33 min 53 secs\n"
                            ">   2.4.0-test13-pre5     10.8 MB/sec       9 min 48 secs\n";
    const QList<Capture> captures = capturesOf(loadText(text).document, CaptureKind::Results);
    QCOMPARE(captures.size(), 1);
    const ResultTable &table = *captures.at(0).resultTable();
    QCOMPARE(table.columns, QStringList({ u"Throughput"_s, u"Elapsed Time"_s }));
    QCOMPARE(table.units, QStringList({ u"MB/sec"_s, u"s"_s }));
    QCOMPARE(table.rows.at(1).key, u"2.4.0-test13-pre5"_s);
    QCOMPARE(table.rows.at(1).values, QList<double>({ 10.8, 588.0 }));
    QCOMPARE(table.rows.at(0).values.at(1), 33.0 * 60 + 53);
}

QTEST_GUILESS_MAIN(TestResultTables)
#include "tst_resulttables.moc"
