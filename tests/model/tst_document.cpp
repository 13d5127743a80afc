// SPDX-License-Identifier: GPL-2.0-or-later
#include "testutil.h"

using namespace vmscope;
using namespace vmscope::test;

class TestDocument : public QObject
{
    Q_OBJECT

private slots:
    void mergeKeepsEachDiagnosticsInput();
    void renumbersMergedCaptures();
    void renamesAndRemovesCaptures();
    void annotationsFollowTheirCaptures();
    void mergingADocumentGoingAwayMovesItsSamples();
};

namespace {
// One capture and a document-level note (the NUL byte) per input.
const QByteArray runWithNul = QByteArrayLiteral(
    "2.4.19:\n"
    " r  b  w   swpd   free   buff  cache  si  so    bi    bo   in    cs  us  sy  id\n"
    " 1  0  0      0   4384   2124 140132   0   0     0    52 6961   645   0  54  45\n"
    " 1  0  0      0   4372   2132 140024   0   0     0     0 6994   653   1  50  50\n"
    "a stray \0 byte\n");
// Its first three rows as the thread has them: with three, `bo` (52, 0, 3956) is no straight
// line, so its values are stored (ValueColumn) and a move shows in where they are.
const QByteArray threeRows = QByteArrayLiteral(
    "2.4.19:\n"
    " r  b  w   swpd   free   buff  cache  si  so    bi    bo   in    cs  us  sy  id\n"
    " 1  0  0      0   4384   2124 140132   0   0     0    52 6961   645   0  54  45\n"
    " 1  0  0      0   4372   2132 140024   0   0     0     0 6994   653   1  50  50\n"
    " 0  1  1      0   4360   2136 139916   0   0     0  3956 6189   577   1  44  55\n");
} // namespace

void TestDocument::mergeKeepsEachDiagnosticsInput()
{
    Document merged;
    merged.merge(loadText(runWithNul, QStringLiteral("first.txt")).document);
    merged.merge(loadText(runWithNul, QStringLiteral("second.txt")).document);
    QCOMPARE(merged.diagnostics().size(), 2);
    QCOMPARE(merged.diagnosticFile(0), QStringLiteral("first.txt"));
    QCOMPARE(merged.diagnosticFile(1), QStringLiteral("second.txt"));
    QCOMPARE(merged.diagnostics().at(1).line, 5);
    QCOMPARE(merged.sources().size(), 2);
    QVERIFY(merged.source(u"second.txt")->text.startsWith(QStringLiteral("2.4.19:")));
}

void TestDocument::renumbersMergedCaptures()
{
    Document merged;
    merged.merge(loadText(runWithNul, QStringLiteral("first.txt")).document);
    merged.merge(loadText(runWithNul, QStringLiteral("second.txt")).document);
    QCOMPARE(merged.captures().size(), 2);
    QCOMPARE(merged.captures().at(0).id, QStringLiteral("c1"));
    QCOMPARE(merged.captures().at(1).id, QStringLiteral("c2"));
    QCOMPARE(merged.captures().at(1).source.file, QStringLiteral("second.txt"));
}

void TestDocument::renamesAndRemovesCaptures()
{
    Document document = loadText(runWithNul).document;
    QVERIFY(document.setLabel(u"c1", QStringLiteral("2.4.19 ext2")));
    QCOMPARE(document.capture(u"c1")->label, QStringLiteral("2.4.19 ext2"));
    QVERIFY(!document.setLabel(u"c9", QStringLiteral("nothing")));
    QVERIFY(document.removeCapture(u"c1"));
    QVERIFY(document.isEmpty());
    QVERIFY(!document.removeCapture(u"c1"));
}

void TestDocument::annotationsFollowTheirCaptures()
{
    Document first = loadText(runWithNul, QStringLiteral("first.txt")).document;
    QCOMPARE(first.addAnnotation({ {}, QStringLiteral("c1"), 1.0, 1.0, QStringLiteral("dd") }),
        QStringLiteral("n1"));
    QCOMPARE(first.addAnnotation({ {}, QStringLiteral("c1"), 0.0, 1.0, QStringLiteral("stall") }),
        QStringLiteral("n2"));
    QVERIFY(first.annotations().at(0).isInstant());
    QVERIFY(!first.annotations().at(1).isInstant());
    QVERIFY(first.setAnnotationText(u"n1", QStringLiteral("dd started")));
    QVERIFY(!first.setAnnotationText(u"n9", QStringLiteral("nothing")));

    // Merged after another input, the capture becomes c2 and its notes follow it.
    Document merged = loadText(runWithNul, QStringLiteral("zero.txt")).document;
    merged.merge(first);
    QCOMPARE(merged.annotations().size(), 2);
    QCOMPARE(merged.annotations().at(0).captureId, QStringLiteral("c2"));
    QCOMPARE(merged.annotations().at(0).text, QStringLiteral("dd started"));
    QCOMPARE(merged.annotations().at(1).from, 0.0);
    QCOMPARE(merged.annotations().at(1).to, 1.0);

    QVERIFY(merged.removeAnnotation(u"n1"));
    QVERIFY(!merged.removeAnnotation(u"n1"));
    QVERIFY(merged.removeCapture(u"c2"));
    QVERIFY(merged.annotations().isEmpty());
}

void TestDocument::mergingADocumentGoingAwayMovesItsSamples()
{
    const auto samplesOf = [](const Document &document, qsizetype index) {
        const TimeSeries *series = document.captures().at(index).timeSeries();
        return series->values(series->columnIndex(u"bo")).data();
    };
    Document merged = loadText(runWithNul, QStringLiteral("zero.txt")).document;

    // A document no one else holds: its capture's columns are moved, not copied.
    Document alone = loadText(threeRows, QStringLiteral("first.txt")).document;
    const void *aloneSamples = samplesOf(alone, 0);
    QVERIFY(aloneSamples != nullptr);
    merged.merge(std::move(alone));
    QCOMPARE(merged.captures().size(), 2);
    QCOMPARE(samplesOf(merged, 1), aloneSamples);
    QCOMPARE(merged.captures().at(1).id, QStringLiteral("c2"));

    // A capture another document still shows is copied: that one keeps its samples.
    const Document kept = loadText(threeRows, QStringLiteral("second.txt")).document;
    Document sharing = kept;
    merged.merge(std::move(sharing));
    QCOMPARE(merged.captures().size(), 3);
    QVERIFY(samplesOf(merged, 2) != samplesOf(kept, 0));
    QCOMPARE(kept.captures().at(0).timeSeries()->values(5), merged.captures().at(2).timeSeries()->values(5));
    QCOMPARE(kept.captures().at(0).timeSeries()->sampleCount(), 3);
}

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
