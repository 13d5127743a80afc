// SPDX-License-Identifier: GPL-2.0-or-later
// Plain-text tables for mail replies: seed 003's profile numbers, 72 columns at most.
#include "core/plaintable.h"

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

QTEST_GUILESS_MAIN(TestPlainTable)
#include "tst_plaintable.moc"
