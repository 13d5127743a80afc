// SPDX-License-Identifier: GPL-2.0-or-later
// MailCleaner: quote depth, stripped text, physical line numbers and flags of cleaned mail lines.
#include "parsers/mail/mailcleaner.h"
#include "parsers/pipeline/parserregistry.h"
#include "parsers/mail/quoteprefix.h"
#include "testutil.h"

#include <ctime>


using namespace Qt::StringLiterals;
using namespace vmscope;
using namespace vmscope::test;

/// The cleaner as an import runs it: with the anchors of every built-in parser.
static MailCleaner importCleaner()
{
    return MailCleaner(ParserRegistry::withBuiltins().lineAnchors());
}

class TestMailCleaner : public CLocaleTest
{
    Q_OBJECT

private slots:
    void stripsQuotePrefix_data();
    void stripsQuotePrefix();
    void repairsLine_data();
    void repairsLine();
    void keepsPhysicalLineNumbers();
    void decodesQuotedPrintableOnlyWhenDeclared();
    void splitsMboxIntoMessages();
    void reportsFirstControlCharacterLine();
    void flattenedVmstatLoadsRows();
    void flattenedThreadHeaders();
    void flattenedThreadLines_data();
    void flattenedThreadLines();
    void flattenedThreadTableOrder();
    void longSingleLineIsLinear();

private:
    static CleanText cleanSeed001();
};

CleanText TestMailCleaner::cleanSeed001()
{
    QFile file(seedPath(u"001_b9a028f62d95133a.txt"_s));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return importCleaner().clean(QString::fromLatin1(file.readAll()));
}

void TestMailCleaner::stripsQuotePrefix_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QString>("text");
    QTest::newRow("unquoted keeps its indentation") << u"   0:  1"_s << 0 << u"   0:  1"_s;
    QTest::newRow("one level with blank") << u"> text"_s << 1 << u"text"_s;
    QTest::newRow("one level without blank") << u">text"_s << 1 << u"text"_s;
    QTest::newRow("two levels run together") << u">> text"_s << 2 << u"text"_s;
    QTest::newRow("two levels with blanks") << u"> > text"_s << 2 << u"text"_s;
    QTest::newRow("three levels mixed") << u"> >> text"_s << 3 << u"text"_s;
    QTest::newRow("leading blank before marker") << u" > text"_s << 1 << u"text"_s;
    QTest::newRow("vmstat row keeps its own leading blank")
        << u">  1  0  0 791530"_s << 1 << u" 1  0  0 791530"_s;
    QTest::newRow("top header keeps two blanks") << u"> >   PID USER"_s << 2 << u"  PID USER"_s;
    QTest::newRow("supercite initials") << u"AM> I think so"_s << 1 << u"I think so"_s;
    QTest::newRow("supercite inside a quote") << u"> akpm> yes"_s << 2 << u"yes"_s;
    QTest::newRow("ksymoops line is no quote")
        << u">>EIP; c01a2b3c <foo+1c/40>"_s << 0 << u">>EIP; c01a2b3c <foo+1c/40>"_s;
    QTest::newRow("quoted ksymoops line") << u"> >>eax; 00000000"_s << 1 << u">>eax; 00000000"_s;
    QTest::newRow("comparison in prose is no quote") << u"x>3 is rare"_s << 0 << u"x>3 is rare"_s;
    QTest::newRow("bare marker is an empty quoted line") << u"> >"_s << 2 << QString();
}

void TestMailCleaner::stripsQuotePrefix()
{
    QFETCH(QString, line);
    QFETCH(int, depth);
    QFETCH(QString, text);
    const QuotePrefix::Unquoted unquoted = QuotePrefix::strip(line);
    QCOMPARE(unquoted.depth, depth);
    QCOMPARE(unquoted.text, text);
    const CleanText clean = importCleaner().clean(line);
    QCOMPARE(clean.lines.size(), 1);
    QCOMPARE(clean.lines.at(0).quoteDepth, depth);
    QCOMPARE(clean.lines.at(0).text, text);
}

void TestMailCleaner::repairsLine_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QString>("text");
    QTest::addColumn<unsigned>("flags");
    const unsigned nbsp = CleanLine::NbspFixed;
    const unsigned control = CleanLine::ControlStripped;
    QTest::newRow("NBSP between columns")
        << u"  1\u00a0 1266.02\u00a0( 0.00%)"_s << 0 << u"  1  1266.02 ( 0.00%)"_s << nbsp;
    QTest::newRow("NBSP read as Latin-1")
        << u"  1\u00c2\u00a01266.02"_s << 0 << u"  1 1266.02"_s << nbsp;
    QTest::newRow("NBSP mojibake with plain blank")
        << u"min\u00c2 \u00c2 954.46"_s << 0 << u"min  954.46"_s << nbsp;
    QTest::newRow("question marks for NBSP in a quoted table")
        << u"> > ? ? ? 1 ?1266.02 ( 0.00%) ? 824.08"_s << 2
        << u"      1  1266.02 ( 0.00%)   824.08"_s << nbsp;
    QTest::newRow("one question mark in prose stays")
        << u"Are you _sure_ ?"_s << 0 << u"Are you _sure_ ?"_s << 0u;
    QTest::newRow("ANSI colour escapes")
        << u"\x1b[1mPID\x1b[0m USER"_s << 0 << u"PID USER"_s << control;
    QTest::newRow("carriage return inside a top capture")
        << u"top - 10:00\rtop - 10:01"_s << 0 << u"top - 10:00top - 10:01"_s << control;
    QTest::newRow("HTML quote marker entity") << u"&gt; &gt;  1  0 0"_s << 2 << u" 1  0 0"_s << 0u;
    QTest::newRow("HTML entities in text")
        << u"a &lt;b&gt; &amp; c &#62; d &#x3e;"_s << 0 << u"a <b> & c > d >"_s << 0u;
    QTest::newRow("HTML non-breaking spaces")
        << u"&nbsp;&nbsp;1&#160;0"_s << 0 << u"  1 0"_s << nbsp;
    QTest::newRow("unknown entity stays") << u"R&D &foo;"_s << 0 << u"R&D &foo;"_s << 0u;
    QTest::newRow("signature separator is prose") << u"-- "_s << 0 << u"-- "_s << 0u;
}

void TestMailCleaner::repairsLine()
{
    QFETCH(QString, line);
    QFETCH(int, depth);
    QFETCH(QString, text);
    QFETCH(unsigned, flags);
    const CleanText clean = importCleaner().clean(line);
    QCOMPARE(clean.lines.size(), 1);
    QCOMPARE(clean.lines.at(0).quoteDepth, depth);
    QCOMPARE(clean.lines.at(0).text, text);
    QCOMPARE(clean.lines.at(0).flags, flags);
}

void TestMailCleaner::keepsPhysicalLineNumbers()
{
    const CleanText clean = importCleaner().clean(u"first\r\n\r\n> third\r\n>> fourth\n"_s);
    QCOMPARE(clean.lines.size(), 4);
    const QList<int> numbers{1, 2, 3, 4};
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(clean.lines.at(i).physicalLine, numbers.at(i));
    }
    QCOMPARE(clean.lines.at(2).text, u"third"_s);
    QCOMPARE(clean.lines.at(3).quoteDepth, 2);
    QVERIFY(clean.lines.at(1).isBlank());
}

void TestMailCleaner::decodesQuotedPrintableOnlyWhenDeclared()
{
    const CleanText plain = importCleaner().clean(u"dirty_ratio=3D40 stays=\nas typed\n"_s);
    QCOMPARE(plain.lines.size(), 2);
    QCOMPARE(plain.lines.at(0).text, u"dirty_ratio=3D40 stays="_s);

    const CleanText qp = importCleaner().clean(
        u"Content-Transfer-Encoding: quoted-printable\n\n76K bu=\nff, ratio=3D40=20\nnext\n"_s);
    QCOMPARE(qp.lines.size(), 4);
    QCOMPARE(qp.lines.at(2).text, u"76K buff, ratio=40 "_s);
    QCOMPARE(qp.lines.at(2).physicalLine, 3);
    QCOMPARE(qp.lines.at(3).text, u"next"_s);
    QCOMPARE(qp.lines.at(3).physicalLine, 5);

    // Gmail's NBSP as QP bytes becomes a blank like any other NBSP.
    const CleanText nbsp = importCleaner().clean(
        u"Content-Transfer-Encoding: quoted-printable\n\n=C2=A0 1=C2=A0 0\n"_s);
    QCOMPARE(nbsp.lines.at(2).text, u"  1  0"_s);
    QVERIFY(nbsp.lines.at(2).has(CleanLine::NbspFixed));
}

void TestMailCleaner::splitsMboxIntoMessages()
{
    QFile file(dataPath(u"mail/two-messages.mbox"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const CleanText clean = importCleaner().clean(QString::fromUtf8(file.readAll()));
    QCOMPARE(clean.messages.size(), 2);
    QCOMPARE(clean.messages.at(0).author, u"Alice Example <alice@example.org>"_s);
    QCOMPARE(clean.messages.at(0).subject, u"writeback stalls on 2.5.31"_s);
    QCOMPARE(clean.messages.at(0).date, u"Mon, 12 Aug 2002 10:00:00 +0100"_s);
    QCOMPARE(clean.messages.at(0).firstLine, 1);
    QCOMPARE(clean.messages.at(1).subject, u"Re: writeback stalls on 2.5.31"_s);
    QCOMPARE(clean.messages.at(1).firstLine, 14);
    // The reply declares quoted-printable: `=3D`, `=20` and the soft break are decoded.
    const CleanLine &last = clean.lines.constLast();
    QCOMPARE(last.text,
        u"Is the disk idle meanwhile? The ratio was set with dirty_ratio=40 and the "
        u"run took 2m 43s. "_s);
    QCOMPARE(last.physicalLine, 22);
    QCOMPARE(last.message, 1);
    const CleanLine &quoted = clean.lines.at(20);
    QCOMPARE(quoted.quoteDepth, 1);
    QCOMPARE(quoted.physicalLine, 21);
    QCOMPARE(clean.lines.at(9).text,
        u" 1  0  0      0 791530  12000 100000   0   0     0 15480 5454   491   2  38  60"_s);
    QCOMPARE(clean.lines.at(9).message, 0);
}

void TestMailCleaner::reportsFirstControlCharacterLine()
{
    Diagnostics diagnostics;
    const CleanText clean
        = importCleaner().clean(u"ok\nstill ok\nbell\x07 here\n\x1b[Kagain\n"_s, &diagnostics);
    QCOMPARE(clean.lines.size(), 4);
    QCOMPARE(clean.lines.at(2).text, u"bell here"_s);
    QCOMPARE(clean.lines.at(3).text, u"again"_s);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.at(0).line, 3);
}

void TestMailCleaner::flattenedVmstatLoadsRows()
{
    QFile file(dataPath(u"mail/flattened-vmstat.txt"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const CleanText clean = importCleaner().clean(QString::fromUtf8(bytes));
    QCOMPARE(clean.lines.size(), 4);
    QCOMPARE(clean.lines.at(0).text, u"I flattened this one to see if it survives:"_s);
    QVERIFY(clean.lines.at(1).text.startsWith(u"procs -"_s));
    QCOMPARE(clean.lines.at(2).text, u"r b swpd free buff cache si so bi bo in cs us sy id wa"_s);
    for (const CleanLine &line : clean.lines) {
        QCOMPARE(line.physicalLine, 1);
        QVERIFY(line.has(CleanLine::Reconstructed));
    }
    const LoadResult result = loadText(bytes);
    const QList<Capture> vmstat = capturesOf(result.document, CaptureKind::Vmstat);
    QCOMPARE(vmstat.size(), 1);
    QCOMPARE(vmstat.at(0).rowCount(), 3);
    const TimeSeries &series = *vmstat.at(0).timeSeries();
    QCOMPARE(series.value(0, u"bo"), 15480.0);
    QCOMPARE(series.value(1, u"id"), 99.0);
    QCOMPARE(series.value(2, u"cs"), 300.0);
}

void TestMailCleaner::flattenedThreadHeaders()
{
    const CleanText clean = cleanSeed001();
    QCOMPARE(clean.messages.size(), 1);
    const MessageInfo &message = clean.messages.at(0);
    QCOMPARE(message.subject, u"Re: [PATCH-RFC] cfq: Disable low_latency by default for 2.6.32"_s);
    QCOMPARE(message.author, u"Mel Gorman"_s);
    QCOMPARE(message.date, u"Fri, 27 Nov 2009 15:58:41 +0000"_s);
    QCOMPARE(message.firstLine, 1);
    for (const CleanLine &line : clean.lines) {
        QCOMPARE(line.physicalLine, 1);
        QVERIFY(line.has(CleanLine::Reconstructed));
    }
}

void TestMailCleaner::flattenedThreadLines_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("depth");
    QTest::newRow("headers") << u"Lines: 268"_s << 0;
    QTest::newRow("attribution")
        << u"On Fri, Nov 27, 2009 at 01:03:29PM +0100, Corrado Zoccolo wrote:"_s << 0;
    QTest::newRow("quoted prose")
        << u"Could you look at the dirty ratio instead of testing whether kswapd runs?"_s << 1;
    QTest::newRow("quoted twice, marker run together")
        << u"Right, turning off just that part is what I meant, and doing so while kswapd"_s << 3;
    QTest::newRow("single question mark in a flattened line that lost its NBSPs")
        << u"2. with-low-latency-block-2.6.33  is with the for-2.6.33 from linux-block applied"_s << 2;
    QTest::newRow("SYSBENCH title") << u"SYSBENCH"_s << 2;
    QTest::newRow("SYSBENCH first row, question marks as blanks")
        << u"          1  1266.02 ( 0.00%)   824.08 (-53.63%)  1265.15 (-0.07%)  1278.55 ( 0.98%)"_s
        << 2;
    QTest::newRow("SYSBENCH last row")
        << u"         16   758.17 ( 0.00%)  1096.81 (30.87%)   881.23 (13.96%)   725.17 (-4.55%)"_s
        << 2;
    QTest::newRow("quoted gitk stddev row")
        << u"stddev          10.01 ( 0.00%)     2.65 (73.55%)     1.91 (80.95%)    13.33 (-33.18%)"_s
        << 2;
    QTest::newRow("unquoted prose before the table")
        << u"Scratch that then. I did a quick test for when "
           u"high-order-atomic-allocations-for-network come into play as well, and the outcome "
           u"is poor. Quick means that only the gitk test was run, because there was no time "
           u"left for sysbench and iozone before I had to leave for the weekend."_s
        << 0;
    QTest::newRow("quoted line before the reply") << u"stable."_s << 1;
    QTest::newRow("unquoted column names")
        << u"high-with low-latency low-latency high-without"_s << 0;
    QTest::newRow("unquoted column names, second line")
        << u"low-latency block-2.6.33 async-rampup low-latency"_s << 0;
    QTest::newRow("unquoted min")
        << u"min 861.03 ( 0.00%) 467.83 (45.67%) 1185.51 (-37.69%) 303.43 (64.76%)"_s << 0;
    QTest::newRow("unquoted mean")
        << u"mean 866.60 ( 0.00%) 616.28 (28.89%) 1201.82 (-38.68%) 459.69 (46.96%)"_s << 0;
    QTest::newRow("unquoted stddev")
        << u"stddev 4.39 ( 0.00%) 86.90 (-1877.46%) 23.63 (-437.75%) 92.75 (-2010.76%)"_s << 0;
    QTest::newRow("unquoted max")
        << u"max 872.56 ( 0.00%) 679.36 (22.14%) 1242.63 (-42.41%) 537.31 (38.42%)"_s << 0;
    QTest::newRow("unquoted pgalloc-fail")
        << u"pgalloc-fail 25 ( 0.00%) 10 (50.00%) 39 (-95.00%) 20 ( 0.00%)"_s << 0;
    QTest::newRow("second table after a semicolon")
        << u"atomics-with low-latency low-latency atomics-without"_s << 0;
    QTest::newRow("second table pgalloc-fail")
        << u"pgalloc-fail 3 ( 0.00%) 2 ( 0.00%) 23 ( 0.00%) 0 ( 0.00%)"_s << 0;
    QTest::newRow("signature") << u"-- M. G. (the signature block with the sender's "
                                  u"affiliations was replaced for this fixture)"_s
                               << 0;
    QTest::newRow("empty quoted line between paragraphs") << QString() << 4;
}

void TestMailCleaner::flattenedThreadLines()
{
    QFETCH(QString, text);
    QFETCH(int, depth);
    const CleanText clean = cleanSeed001();
    const auto found = std::find_if(clean.lines.cbegin(), clean.lines.cend(),
        [&text](const CleanLine &line) { return line.text == text; });
    QVERIFY2(found != clean.lines.cend(), qPrintable(text));
    QCOMPARE(found->quoteDepth, depth);
}

void TestMailCleaner::flattenedThreadTableOrder()
{
    const CleanText clean = cleanSeed001();
    qsizetype min = -1;
    for (qsizetype i = 0; i < clean.lines.size() && min < 0; ++i) {
        min = clean.lines.at(i).text.startsWith(u"min 861.03"_s) ? i : -1;
    }
    QVERIFY(min > 3);
    QCOMPARE(clean.lines.at(min - 3).text, u"desktop-net-gitk"_s);
    const QStringList rows{u"mean"_s, u"stddev"_s, u"max"_s, u"pgalloc-fail"_s};
    for (qsizetype i = 0; i < rows.size(); ++i) {
        QVERIFY(clean.lines.at(min + 1 + i).text.startsWith(rows.at(i) + u' '));
    }
    QVERIFY(clean.lines.at(min + 5).text.startsWith(u"The patches for 2.6.33"_s));
    for (qsizetype i = min - 3; i <= min + 5; ++i) {
        QCOMPARE(clean.lines.at(i).quoteDepth, 0);
    }
    // 16 SYSBENCH rows, each on its own quoted line.
    const auto sysbench
        = std::count_if(clean.lines.cbegin(), clean.lines.cend(), [](const CleanLine &line) {
              return line.quoteDepth == 2 && line.text.contains(u"( 0.00%)"_s)
                  && line.text.trimmed().at(0).isDigit()
                  && line.text.trimmed()
                         .section(u' ', 1, 1, QString::SectionSkipEmpty)
                         .contains(u'.');
          });
    QCOMPARE(int(sysbench), 16);
}

void TestMailCleaner::longSingleLineIsLinear()
{
    // 50 MB on one line, full of the patterns the cleaner looks at: must not be quadratic.
    const QString unit = u"> x \u00c2\u00a0? 1 ?2.5 ( 0.00%) &gt; "_s;
    QString text;
    text.reserve(50 * 1000 * 1000);
    while (text.size() < 50 * 1000 * 1000) {
        text += unit;
    }
    // CPU time, not wall time: a busy test machine must not fail this, a quadratic loop must.
    const std::clock_t start = std::clock();
    const CleanText clean = importCleaner().clean(text);
    QVERIFY(!clean.lines.isEmpty());
    QVERIFY2(cpuSeconds(start) < 60, qPrintable(QString::number(cpuSeconds(start))));
}

QTEST_GUILESS_MAIN(TestMailCleaner)
#include "tst_mailcleaner.moc"
