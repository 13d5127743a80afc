// SPDX-License-Identifier: GPL-2.0-or-later
// Cutting a thread into blocks: which lines a block takes, what it is called, what is a repeat.
#include "parsers/pipeline/labelfinder.h"
#include "testutil.h"

using namespace vmscope;
using namespace vmscope::test;

namespace {

/// One procps 2.0 vmstat row under its header: the smallest block the segmenter finds.
const QByteArray oneVmstatRow =
    " r  b  w   swpd   free   buff  cache  si  so    bi    bo   in    cs  us  sy  id\n"
    " 0  0  0  50124 516816  40220  53356   0   0     0    60 1696   949   0   3  96\n";

} // namespace

class TestSegmenter : public CLocaleTest
{
    Q_OBJECT

private slots:
    void labelsBlocks_data();
    void labelsBlocks();
    void dropsQuotedRepeats();
    void keepsEqualShortSnapshots();
    void fallsBackToSubject();
    void pathWithACaptionLabelsItsBlock();
    void kernelLabelLines_data();
    void kernelLabelLines();
};

void TestSegmenter::labelsBlocks_data()
{
    addBlockColumns();
    QTest::newRow("bracketed configuration") << 0 << Block { "ordered", 2, 8, 10 };
    QTest::newRow("short line ending in a colon") << 1 << Block { "ext3 writeback", 2, 13, 15 };
    QTest::newRow("'With' and a kernel version") << 2 << Block { "2.4.19", 3, 18, 22 };
    const QString stalled = QStringLiteral(
        "The next run is the one that stalled for three seconds, right after the sync…");
    QTest::newRow("sentence wrapped over two lines") << 3 << Block { stalled, 2, 26, 28 };
    QTest::newRow("only a blank line above: the run goes on") << 4 << Block { stalled, 1, 30, 31 };
}

void TestSegmenter::labelsBlocks()
{
    QFETCH(int, index);
    QFETCH(Block, block);
    const LoadResult result = load(dataPath(QStringLiteral("segmenter/labels.txt")));
    QVERIFY(result.readable());
    QCOMPARE(result.document.captures().size(), 5);
    const Capture &capture = result.document.captures().at(index);
    QCOMPARE(blockOf(capture), block);
    QCOMPARE(capture.source.messageSubject, QStringLiteral("Re: dirty ratio tuning, three kernels"));
    QCOMPARE(capture.source.messageAuthor, QStringLiteral("Test Writer <writer@example.org>"));
}

void TestSegmenter::dropsQuotedRepeats()
{
    const LoadResult result = load(dataPath(QStringLiteral("segmenter/labels.txt")));
    QVERIFY(hasDiagnostic(result.document, QStringLiteral("repeats the one on lines 8-10"), 36));
    QVERIFY(hasDiagnostic(result.document, QStringLiteral("repeats the one on lines 18-22"), 40));
}

void TestSegmenter::pathWithACaptionLabelsItsBlock()
{
    // A one-line slabinfo paste under the file's name and a remark on it.
    const QByteArray text = "The buffer heads never go away here.\n"
                            "\n"
                            "/proc/slabinfo (only the entry that grows)\n"
                            "buffer_head 134513 159440 96 3543 3986 1 : 252 126\n"
                            "\n"
                            "It only happens with data=ordered.\n";
    const LoadResult result = loadText(text);
    QCOMPARE(result.document.captures().size(), 1);
    QCOMPARE(result.document.captures().constFirst().label,
             QStringLiteral("/proc/slabinfo (only the entry that grows)"));
}

void TestSegmenter::keepsEqualShortSnapshots()
{
    // Two one-row snapshots at the same depth that agree are two observations, not a repeat.
    const QByteArray text = "before:\n" + oneVmstatRow + "\nafter:\n" + oneVmstatRow;
    const LoadResult result = loadText(text);
    QCOMPARE(result.document.captures().size(), 2);
    QCOMPARE(result.document.captures().at(1).label, QStringLiteral("after"));
}

void TestSegmenter::fallsBackToSubject()
{
    const QByteArray text = "From: Test Writer <writer@example.org>\n"
                            "Subject: writeback stalls\n"
                            "\n"
        + oneVmstatRow;
    const LoadResult result = loadText(text);
    QCOMPARE(result.document.captures().size(), 1);
    QCOMPARE(result.document.captures().at(0).label, QStringLiteral("writeback stalls"));
}

void TestSegmenter::kernelLabelLines_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("kernel");
    QTest::newRow("version with suffix and colon") << "2.5.31-akpm:" << "2.5.31-akpm";
    QTest::newRow("plain version") << "2.4.19:" << "2.4.19";
    QTest::newRow("With and version") << "With 2.4.19" << "2.4.19";
    QTest::newRow("bracketed rc") << "[2.6.32-rc8]" << "2.6.32-rc8";
    QTest::newRow("a sentence is not a label") << "2.5.31 is slower here:" << "";
    QTest::newRow("a time is not a label") << "2m 43s" << "";
}

void TestSegmenter::kernelLabelLines()
{
    QFETCH(QString, line);
    QFETCH(QString, kernel);
    QCOMPARE(LabelFinder::kernelLabel(line), kernel);
}

QTEST_GUILESS_MAIN(TestSegmenter)
#include "tst_segmenter.moc"
