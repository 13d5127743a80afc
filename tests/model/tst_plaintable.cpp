// SPDX-License-Identifier: GPL-2.0-or-later
// Plain-text tables for mail replies: seed 003's profile numbers, 72 columns at most.
#include "core/text/plaintable.h"

#include <QTest>

using namespace vmscope;
using namespace Qt::StringLiterals;

class TestPlainTable : public QObject
{
    Q_OBJECT

private slots:
    void alignsColumnsUnderUnderlinedTitles();
    void cutsTheElasticColumnToFit();
    void sectionsStandOnTheirOwnLine();
    void csvQuotesWhatNeedsIt();
    void wrapsIntoPartsRepeatingTheKey();
    void titlesSpanSeveralLines();
};

namespace {

PlainTable profileTable()
{
    PlainTable table({ { u"symbol"_s, PlainTable::Align::Left, true }, { u"ordered"_s },
        { u"writeback"_s } });
    table.addRow({ u"default_idle"_s, u"34550"_s, u"23781"_s });
    table.addRow({ u"get_hash_table"_s, u"727"_s, u"2429"_s });
    return table;
}

} // namespace

void TestPlainTable::alignsColumnsUnderUnderlinedTitles()
{
    QCOMPARE(profileTable().toText(),
        u"symbol          ordered  writeback\n"
        "--------------  -------  ---------\n"
        "default_idle      34550      23781\n"
        "get_hash_table      727       2429\n"_s);
}

void TestPlainTable::cutsTheElasticColumnToFit()
{
    PlainTable table({ { u"symbol"_s, PlainTable::Align::Left, true }, { u"ticks"_s } });
    table.addRow({ u".text.lock.highmem_with_a_very_long_name_indeed"_s, u"72928"_s });
    const QString text = table.toText(20);
    for (const QString &line : text.split(u'\n', Qt::SkipEmptyParts)) {
        QVERIFY2(line.size() <= 20, qPrintable(line));
    }
    QVERIFY(text.contains(u".text.lock.h~  72928"_s));
}

void TestPlainTable::sectionsStandOnTheirOwnLine()
{
    PlainTable table = profileTable();
    table.addSection(u"only in writeback:"_s);
    table.addRow({ u"ext3_writepage"_s, QString(), u"12"_s });
    QCOMPARE(table.rowCount(), 4);
    QVERIFY(table.toText().contains(u"\nonly in writeback:\next3_writepage                  12\n"_s));
    QVERIFY(!table.toCsv().contains(u"only in"_s));
}

void TestPlainTable::csvQuotesWhatNeedsIt()
{
    PlainTable table({ { u"symbol"_s }, { u"note"_s } });
    table.addRow({ u"default_idle"_s, u"idle, mostly"_s });
    table.addRow({ u"a\"b"_s, u"x"_s });
    QCOMPARE(table.toCsv(),
        u"symbol,note\r\ndefault_idle,\"idle, mostly\"\r\n\"a\"\"b\",x\r\n"_s);
}

void TestPlainTable::wrapsIntoPartsRepeatingTheKey()
{
    // Seed 001's SYSBENCH row 1: four kernels of mmtests cells are wider than a mail.
    PlainTable table({ { QString(), PlainTable::Align::Left }, { u"with"_s }, { u"block"_s },
        { u"rampup"_s }, { u"without"_s } });
    table.addRow({ u"1"_s, u"1266.02 (   0.00%)"_s, u"824.08 ( -53.63%)"_s, u"1265.15 (  -0.07%)"_s,
        u"1278.55 (   0.98%)"_s });
    table.addRow({ u"16"_s, u"758.17 (   0.00%)"_s, u"1096.81 (  30.87%)"_s, u"881.23 (  13.96%)"_s,
        u"725.17 (  -4.55%)"_s });
    const QList<PlainTable> parts = table.wrapped(50);
    QCOMPARE(parts.size(), 2);
    const QString text = table.toText(50);
    for (const QString &line : text.split(u'\n')) {
        QVERIFY2(line.size() <= 50, qPrintable(line));
    }
    QCOMPARE(text,
        u"                  with               block\n"
        "--  ------------------  ------------------\n"
        "1   1266.02 (   0.00%)   824.08 ( -53.63%)\n"
        "16   758.17 (   0.00%)  1096.81 (  30.87%)\n"
        "\n"
        "                rampup             without\n"
        "--  ------------------  ------------------\n"
        "1   1265.15 (  -0.07%)  1278.55 (   0.98%)\n"
        "16   881.23 (  13.96%)   725.17 (  -4.55%)\n"_s);
    // Wide enough: one table, as before.
    QCOMPARE(table.wrapped(100).size(), 1);
    QVERIFY(!table.toText(100).contains(u"\n\n"_s));
    // A cut elastic column is preferred to wrapping, as profile tables always were.
    QCOMPARE(profileTable().wrapped(30).size(), 1);
    QVERIFY(profileTable().toText(30).contains(u"get_hash_~      727       2429\n"_s));
}

void TestPlainTable::titlesSpanSeveralLines()
{
    PlainTable table({ { u"key"_s, PlainTable::Align::Left }, { u"sysbench-with\nlow-latency"_s },
        { u"block"_s } });
    table.addRow({ u"1"_s, u"1266.02"_s, u"824.08"_s });
    QCOMPARE(table.toText(),
        u"     sysbench-with\n"
        "key    low-latency   block\n"
        "---  -------------  ------\n"
        "1          1266.02  824.08\n"_s);
    QVERIFY(table.toCsv().startsWith(u"key,sysbench-with low-latency,block\r\n"_s));
}

QTEST_GUILESS_MAIN(TestPlainTable)
#include "tst_plaintable.moc"
