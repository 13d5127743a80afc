// SPDX-License-Identifier: GPL-2.0-or-later
// Cutting a thread into blocks: which lines a block takes, what it is called, what is a repeat.
#include "parsers/input/inputreader.h"
#include "parsers/mail/mailcleaner.h"
#include "parsers/pipeline/labelfinder.h"
#include "parsers/pipeline/parserregistry.h"
#include "parsers/pipeline/segmenter.h"
#include "testutil.h"

#include <QDir>

using namespace Qt::StringLiterals;

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
    void labelsFromTheLinesAbove_data();
    void labelsFromTheLinesAbove();
    void foldedHeadersKeepTheSubject();
    void stepsOverARemarkButNotOverALog();
    void movedTextGivesTheBlocksACopyGives_data();
    void movedTextGivesTheBlocksACopyGives();
    void aTextThatIsOneBlockIsHandedOverWhole();
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

void TestSegmenter::labelsFromTheLinesAbove_data()
{
    QTest::addColumn<QByteArray>("above");
    QTest::addColumn<QString>("label");
    QTest::newRow("a kernel the sentence names as a kernel")
        << QByteArray("What is going on here (RedHat 7.1 kernel-2.4.9-12smp, glibc-2.2.4-19)\n?\n\n")
        << "2.4.9-12smp";
    QTest::newRow("kernel version in a wrapped sentence")
        << QByteArray("i call get_random_bytes() in my module on\nkernel version 4.14.142 and it panics.\n\n")
        << "4.14.142";
    QTest::newRow("a patch set's version is no kernel")
        << QByteArray("The seeky reads gain from block-2.6.33 a little.\n\n")
        << "The seeky reads gain from block-2.6.33 a little.";
    QTest::newRow("two kernels: the sentence")
        << QByteArray("With 2.6.8 it stalls, with 2.6.9 it does not.\n\n")
        << "With 2.6.8 it stalls, with 2.6.9 it does not.";
    QTest::newRow("a driver's printk line is no label")
        << QByteArray("brcmfmac: brcmf_escan_timeout: timer expired\n") << "";
    QTest::newRow("a syslog line is no label, the sentence above it is")
        << QByteArray("The box did this overnight.\n\nMar 24 19:22:28 alfa kernel: vma->vm_ops->fault:\n")
        << "The box did this overnight.";
    QTest::newRow("an item of a list is no label")
        << QByteArray("2) add more swap or ram to the machine, so you have space\n   for the program\n\n")
        << "";
    QTest::newRow("a link between: the sentence points to it")
        << QByteArray("The messages file is here:\nhttp://example.org/bughunt/marc30\n\nThanks,\nJanos\n\n")
        << "";
    QTest::newRow("a quoted sentence cut by a reply")
        << QByteArray("> This is two JVMs on a 2-socket machine, and I found that\n\nthanks for the numbers\n\n"
                      "> the group patches do not recover it.\n>\n")
        << "";
    QTest::newRow("a colon caption above values names the values")
        << QByteArray("commit:\n   c2daff748f0ea954746e8e3465998b1090be7c30\n   bdfcae11403e5099769a7c8dc3262e3c4193edef\n\n")
        << "";
    QTest::newRow("a caption starting 'On' is no attribution")
        << QByteArray("On RHEL 3 (2.4.21-4.ELsmp) the box looks like this:\n\n")
        << "On RHEL 3 (2.4.21-4.ELsmp) the box looks like this";
    QTest::newRow("an attribution is no caption")
        << QByteArray("On Mon, 12 Aug 2002, Andrew Morton wrote:\n") << "";
}

void TestSegmenter::labelsFromTheLinesAbove()
{
    QFETCH(QByteArray, above);
    QFETCH(QString, label);
    const LoadResult result = loadText(above + oneVmstatRow);
    QCOMPARE(result.document.captures().size(), 1);
    QCOMPARE(result.document.captures().constFirst().label, label);
}

void TestSegmenter::foldedHeadersKeepTheSubject()
{
    // A `Cc:` list folded over lines, then `Date:`: one message, whose subject names the log.
    const QByteArray text = "Subject: Re: [PATCH] brcmfmac: abort and release host after error\n"
                            "From:   Kalle Valo <kvalo@example.org>\n"
                            "Cc:     Arend van Spriel <arend@example.org>,\n"
                            "        Franky Lin <franky@example.org>\n"
                            "Date:   Wed, 12 Feb 2020 16:18:04 +0000 (UTC)\n"
                            "\n"
        + oneVmstatRow;
    const LoadResult result = loadText(text);
    QCOMPARE(result.document.captures().size(), 1);
    QCOMPARE(result.document.captures().constFirst().label,
        QStringLiteral("brcmfmac: abort and release host after error"));
}

void TestSegmenter::stepsOverARemarkButNotOverALog()
{
    const QByteArray header = "> r  b  w   swpd   free   buff  cache  si  so    bi    bo   in    cs  us  sy  id\n";
    const QByteArray row = "> 0  0  0  50124 516816  40220  53356   0   0     0    60 1696   949   0   3  96\n";
    // A remark typed between quoted rows: one run of three samples, with a note.
    const LoadResult remark = loadText(header + row + "\nThat is the stall.\n\n" + row + row);
    QCOMPARE(remark.document.captures().size(), 1);
    QCOMPARE(remark.document.captures().constFirst().rowCount(), 3);
    QVERIFY(hasDiagnostic(remark.document, QStringLiteral("goes on after a reply typed into it"), 6));
    // The replier's own vmstat between quoted rows is a run of its own, not a remark.
    const LoadResult log = loadText(header + row + "\nMine:\n" + oneVmstatRow + "\n" + row + row);
    QCOMPARE(log.document.captures().size(), 3);
}

void TestSegmenter::movedTextGivesTheBlocksACopyGives_data()
{
    QTest::addColumn<QString>("path");
    // Real threads (blocks in prose, quoted, in replies, a last block that ends the text) and
    // capture files that are one block, which a moved text hands over whole.
    for (const QString &folder : { u"threads"_s, u"segmenter"_s, u"vmstat"_s, u"slabinfo"_s }) {
        const QDir dir(dataPath(folder));
        for (const QString &name : dir.entryList({ u"*.txt"_s }, QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(folder + u'/' + name)) << dir.filePath(name);
        }
    }
}

void TestSegmenter::movedTextGivesTheBlocksACopyGives()
{
    QFETCH(QString, path);
    const ParserRegistry registry = ParserRegistry::withBuiltins();
    QString error;
    const CleanText clean = MailCleaner(registry.lineAnchors()).clean(readText(path, &error).text);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const Segmenter segmenter(registry);
    const QList<TextBlock> copied = segmenter.segment(clean);
    CleanText movable = clean;
    const QList<TextBlock> moved = segmenter.segment(std::move(movable));
    QCOMPARE(moved.size(), copied.size());
    // A last block that ends the text took the list itself: no second list of its lines.
    const bool lastBlockEndsText = !copied.isEmpty() && !clean.lines.isEmpty()
        && copied.constLast().lines.constLast() == clean.lines.constLast();
    QCOMPARE(movable.lines.isEmpty(), lastBlockEndsText);
    for (qsizetype b = 0; b < copied.size(); ++b) {
        QCOMPARE(moved.at(b).formatId, copied.at(b).formatId);
        QCOMPARE(moved.at(b).label, copied.at(b).label);
        QCOMPARE(moved.at(b).message, copied.at(b).message);
        QCOMPARE(moved.at(b).firstLine(), copied.at(b).firstLine());
        QCOMPARE(moved.at(b).lastLine(), copied.at(b).lastLine());
        QVERIFY(moved.at(b).lines == copied.at(b).lines);
        QVERIFY(moved.at(b).preamble == copied.at(b).preamble);
    }
}

void TestSegmenter::aTextThatIsOneBlockIsHandedOverWhole()
{
    const ParserRegistry registry = ParserRegistry::withBuiltins();
    CleanText text = MailCleaner(registry.lineAnchors()).clean(QString::fromLatin1(oneVmstatRow));
    QCOMPARE(text.lines.size(), 2); // the header and the row; no line after the last newline
    const QList<CleanLine> lines = text.lines;
    const QList<TextBlock> blocks = Segmenter(registry).segment(std::move(text));
    QCOMPARE(blocks.size(), 1);
    QCOMPARE(blocks.constFirst().formatId, u"vmstat"_s);
    QVERIFY(blocks.constFirst().lines == lines);
    QVERIFY(blocks.constFirst().preamble.isEmpty());
    QVERIFY(text.lines.isEmpty()); // handed over, not moved line by line into a second list
}

QTEST_GUILESS_MAIN(TestSegmenter)
#include "tst_segmenter.moc"
