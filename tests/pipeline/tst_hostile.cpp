// SPDX-License-Identifier: GPL-2.0-or-later
// Input made to hurt: shapes that once took time quadratic in their length (each detector
// walked a long run of lines that make no block, then was asked again from the next line),
// fed at 1x and 8x. Linear work takes about 8 times as long; quadratic work 64 times.
#include "core/oops/oopstext.h"
#include "testutil.h"

using namespace Qt::StringLiterals;
using namespace vmscope;
using namespace vmscope::test;

class TestHostile : public CLocaleTest
{
    Q_OBJECT

private slots:
    void craftedShapesGrowLinearly_data();
    void craftedShapesGrowLinearly();
    void placeholdersInLogTextStayText();
};

namespace {

struct TimedText
{
    qsizetype captures = 0;
    double cpuSeconds = 0;
};

TimedText loadTimed(const QByteArray &text)
{
    const std::clock_t start = std::clock();
    const LoadResult result = loadText(text);
    return { result.readable() ? result.document.captures().size() : 0, cpuSeconds(start) };
}

} // namespace

void TestHostile::craftedShapesGrowLinearly_data()
{
    QTest::addColumn<QByteArray>("unit"); // repeated `repeats` times, then 8 times as often
    QTest::addColumn<int>("repeats");
    QTest::addColumn<int>("capturesPerUnit");
    // The shapes (#21), then their relatives found by the same search.
    QTest::newRow("slabinfo 1.0 rows without a header") << "x 1 2\n"_ba << 1000 << 0;
    QTest::newRow("vmstat header pairs without rows")
        << "procs -----------memory---------- ---swap-- -----io---- --system-- ----cpu----\n"
           " r  b   swpd   free   buff  cache   si   so    bi    bo   in    cs us sy id wa\n"_ba
        << 500 << 0;
    QTest::newRow("quoted oops code lines")
        << "> Code: 8b 40 04 89 44 24 04 e8 2b fe ff ff 85 c0 74 0a 8b 45 f0 89 c3\n"_ba << 1000
        << 0;
    QTest::newRow("vmstat -d rows without their header")
        << "sda  44 0 352 910 44 0 176 120 0 44\n"_ba << 1000 << 0;
    QTest::newRow("slabtop summaries without a table")
        << " Active / Total Objects (% used)    : 1019125 / 1028190 (99.1%)\n"_ba << 1000 << 0;
    QTest::newRow("slabinfo 2.1 headers without rows")
        << "slabinfo - version: 2.1\n"
           "# name            <active_objs> <num_objs> <objsize> <objperslab> <pagesperslab>"
           " : tunables <limit> <batchcount> <sharedfactor> : slabdata <active_slabs>"
           " <num_slabs> <sharedavail>\n"_ba
        << 500 << 0;
    QTest::newRow("slabinfo version lines") << "slabinfo - version: 1.1\n"_ba << 1000 << 0;
    QTest::newRow("top process headers without rows")
        << "  PID USER      PR  NI  VIRT  RES  SHR S %CPU %MEM    TIME+  COMMAND\n"_ba << 1000
        << 0;
    QTest::newRow("oops openers without a report")
        << "Unable to handle kernel NULL pointer dereference at virtual address 00000000\n"_ba
        << 500 << 0; // past a report's 200 lines without structure: each start walks 200
    QTest::newRow("tiny vmstat blocks")
        << " r  b   swpd   free   buff  cache   si   so    bi    bo   in    cs us sy id wa\n"
           " 1  0      0 791530  12000 100000    0    0     0 5  104   33  1  2 97  0\n"
           "\ntext\n\n"_ba
        << 250 << 1;
}

void TestHostile::craftedShapesGrowLinearly()
{
    QFETCH(QByteArray, unit);
    QFETCH(int, repeats);
    QFETCH(int, capturesPerUnit);
    const TimedText once = loadTimed(unit.repeated(repeats));
    const TimedText eight = loadTimed(unit.repeated(8 * repeats));
    qInfo("%.3f s, then %.3f s for 8 times the lines", once.cpuSeconds, eight.cpuSeconds);
    QCOMPARE(once.captures, qsizetype(capturesPerUnit) * repeats);
    QCOMPARE(eight.captures, qsizetype(capturesPerUnit) * 8 * repeats);
    // 20 leaves room for a noisy clock and for caches; a quadratic walk is far over it.
    const double floor = 0.01 * sanitizerSlowdown;
    QVERIFY2(eight.cpuSeconds < 20 * std::max(once.cpuSeconds, floor),
        qPrintable(u"%1 s, then %2 s"_s.arg(once.cpuSeconds).arg(eight.cpuSeconds)));
}

void TestHostile::placeholdersInLogTextStayText()
{
    // A process named like a translation's placeholders: each text goes in whole, once
    // (chained QString::arg() put the pid into the name: `mo724unt%2 (pid %2)`).
    QFile file(dataPath(u"oops/raw24.txt"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    QVERIFY(text.contains("Process mount (pid: 724,"));
    text.replace("Process mount (pid: 724,", "Process mo%1unt%2 (pid: 724,");
    const LoadResult result = loadText(text);
    const QList<Capture> oopses = capturesOf(result.document, CaptureKind::Oops);
    QCOMPARE(oopses.size(), 1);
    const Oops &oops = std::get<Oops>(oopses.constFirst().payload);
    QCOMPARE(oops.process, u"mo%1unt%2"_s);
    QVERIFY2(oopsToText(oops, 100).join(u'\n').contains(u"mo%1unt%2 (pid 724)"_s),
        qPrintable(oopsToText(oops, 100).join(u'\n')));
}

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
