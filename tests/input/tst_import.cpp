// SPDX-License-Identifier: GPL-2.0-or-later
// Getting data in: the background import (progress, cancel, queue) and the import preview.
#include "app/gui/shell/importcontroller.h"
#include "app/gui/shell/importpreviewdialog.h"
#include "testutil.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>

using namespace Qt::StringLiterals;
using namespace vmscope;
using namespace vmscope::test;

namespace {

constexpr int importTimeoutMs = 60000;

QString demoPath()
{
    return dataPath(u"../../resources/demo/demo-thread.txt"_s);
}

/// `blocks` runs of `vmstat 1`, each under a kernel label, `rows` rows each; no two alike.
QByteArray generatedThread(int blocks, int rows)
{
    QByteArray text;
    text.reserve(qsizetype(blocks) * rows * 82);
    for (int block = 0; block < blocks; ++block) {
        text += "\nWith 2.5." + QByteArray::number(block) + ":\n\n";
        text += "procs -----------memory---------- ---swap-- -----io---- -system-- ----cpu----\n"
                " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa\n";
        for (int row = 0; row < rows; ++row) {
            text += " 1  0    112 " + QByteArray::number(200000 + block)
                + "   4000 140000    0    0     4 " + QByteArray::number(row % 20000)
                + " 1000  500 10 20 60 10\n";
        }
    }
    return text;
}

/// Runs one import to its end and returns its plans.
QList<ImportPlan> runImport(ImportController &controller)
{
    QSignalSpy ready(&controller, &ImportController::plansReady);
    QSignalSpy finished(&controller, &ImportController::finished);
    [&] { QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, importTimeoutMs); }();
    return ready.isEmpty() ? QList<ImportPlan> {}
                           : ready.constFirst().constFirst().value<QList<ImportPlan>>();
}

QList<int> progressValues(const QSignalSpy &spy)
{
    QList<int> values;
    for (const QList<QVariant> &arguments : spy) {
        values.append(arguments.constFirst().toInt());
    }
    return values;
}

/// The OK button's text (plural forms come from the catalogue).
QString importLabel(int captures)
{
    return ImportPreviewDialog::tr("Import %n capture(s)", nullptr, captures);
}

} // namespace

class TestImport : public CLocaleTest
{
    Q_OBJECT

private slots:
    void previewGroupsBlocksByMessage();
    void deliversPlanWithRepeatDeselected_data();
    void deliversPlanWithRepeatDeselected();
    void repeatNeedsQuotingOrThreeRows();
    void planImportReportsProgressOfEveryStage();
    void cancelStopsPromptlyAndKeepsWhatWasRead();
    void queuesAnImportRequestedWhileOneRuns();
    void unreadableFileGivesAPlanWithItsError();
    void previewListsBlocks();
    void previewChoicesReachTheDocument();
    void previewShowsBlockText();
    void previewSaysWhenNothingWasFound();
};

void TestImport::deliversPlanWithRepeatDeselected_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("blocks"); // vmstat blocks; other kinds are counted apart
    QTest::addColumn<int>("repeatFirstLine");
    QTest::addColumn<int>("repeatLastLine");
    QTest::newRow("seed 000, three kernels and replies")
        << seedPath(u"000_afa3e04f98f9f577.txt"_s) << 10 << 740 << 756;
    QTest::newRow("embedded demo thread") << demoPath() << 4 << 84 << 91;
}

void TestImport::deliversPlanWithRepeatDeselected()
{
    QFETCH(QString, path);
    QFETCH(int, blocks);
    QFETCH(int, repeatFirstLine);
    QFETCH(int, repeatLastLine);
    ImportController controller;
    QSignalSpy started(&controller, &ImportController::started);
    QSignalSpy progress(&controller, &ImportController::progressChanged);
    controller.importFiles({ path });
    QVERIFY(controller.isRunning());
    const QList<ImportPlan> plans = runImport(controller);
    QVERIFY(!controller.isRunning());
    QCOMPARE(started.count(), 1);

    QCOMPARE(plans.size(), 1);
    const ImportPlan &plan = plans.constFirst();
    QVERIFY(plan.readable());
    QVERIFY(!plan.cancelled);
    qsizetype vmstatBlocks = 0;
    for (const BlockImport &import : plan.blocks) {
        if (import.kindId() == u"results") {
            continue; // seed 000 quotes its run times twice: those are repeats too
        }
        if (import.kindId() != u"vmstat") {
            QVERIFY(import.selected); // the oops and the profile of seed 000 are no repeats
            QVERIFY(import.repeatOf.isEmpty());
            continue;
        }
        ++vmstatBlocks;
        const bool repeat = import.block.firstLine() == repeatFirstLine;
        QCOMPARE(import.selected, !repeat);
        QCOMPARE(import.repeatOf.isEmpty(), !repeat);
        if (repeat) {
            QCOMPARE(import.block.lastLine(), repeatLastLine);
        }
    }

    QCOMPARE(vmstatBlocks, blocks);

    const QList<int> values = progressValues(progress);
    QVERIFY(!values.isEmpty());
    QCOMPARE(values.constLast(), 1000);
    QVERIFY(std::is_sorted(values.cbegin(), values.cend()));
}

void TestImport::repeatNeedsQuotingOrThreeRows()
{
    // One run of six rows, then rows 3-4 quoted, rows 3-4 pasted again and rows 4-6 again.
    QFile file(dataPath(u"mail/quoted-repeats.txt"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const ImportPlan plan = planImport(file.readAll(), u"quoted-repeats.txt"_s,
                                       ParserRegistry::withBuiltins(), {});
    QList<int> firstLines;
    QStringList repeatOf;
    for (const BlockImport &import : plan.blocks) {
        QCOMPARE(import.kindId(), u"vmstat"_s);
        QCOMPARE(import.selected, import.repeatOf.isEmpty());
        firstLines << import.block.firstLine();
        repeatOf << import.repeatOf;
    }
    QCOMPARE(firstLines, (QList<int> { 3, 14, 21, 28 }));
    // Two unquoted rows that agree are two snapshots; quoted, or three rows, they repeat.
    QCOMPARE(repeatOf, (QStringList { {}, u"lines 3-10"_s, {}, u"lines 3-10"_s }));
}

void TestImport::planImportReportsProgressOfEveryStage()
{
    // Unthrottled (no QFutureWatcher in between): every value planImport reports.
    QList<int> values;
    ParseContext context;
    context.progress = [&values](int perMille) { values.append(perMille); };
    const ImportPlan plan = planImport(
        generatedThread(40, 2500), u"paste"_s, ParserRegistry::withBuiltins(), context);
    QCOMPARE(plan.blocks.size(), 40);
    QCOMPARE(values.constFirst(), 0);
    QCOMPARE(values.constLast(), 1000);
    QVERIFY(std::adjacent_find(values.cbegin(), values.cend(), std::greater_equal<int>())
        == values.cend()); // strictly increasing: called only when the value changes
    const auto during = [&values](int from, int to) {
        return std::count_if(
            values.cbegin(), values.cend(), [=](int value) { return value > from && value < to; });
    };
    QVERIFY2(during(550, 710) >= 10, "segmenting reports as it goes");
    QVERIFY2(during(710, 1000) >= 10, "parsing reports as it goes");
}

void TestImport::cancelStopsPromptlyAndKeepsWhatWasRead()
{
    constexpr int blocks = 150;
    ImportController controller;
    QSignalSpy progress(&controller, &ImportController::progressChanged);
    QSignalSpy ready(&controller, &ImportController::plansReady);
    QSignalSpy finished(&controller, &ImportController::finished);
    controller.importText(generatedThread(blocks, 2000), u"paste 1"_s); // 300 000 rows

    // Once parsing has begun (past 450 of 1000), some blocks are read and most are not. Early
    // in it: the blocks are parsed on every core, and a busy machine hears of progress late.
    QTRY_VERIFY_WITH_TIMEOUT(
        !progress.isEmpty() && progress.constLast().constFirst().toInt() >= 500, importTimeoutMs);
    QElapsedTimer sinceCancel;
    sinceCancel.start();
    controller.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, importTimeoutMs);
    qInfo("cancel took %lld ms", qlonglong(sinceCancel.elapsed()));
    QVERIFY2(sinceCancel.elapsed() < 1000, qPrintable(u"%1 ms"_s.arg(sinceCancel.elapsed())));

    QCOMPARE(ready.count(), 1);
    const auto plans = ready.constFirst().constFirst().value<QList<ImportPlan>>();
    QCOMPARE(plans.size(), 1);
    QVERIFY(plans.constFirst().cancelled);
    QVERIFY(!plans.constFirst().blocks.isEmpty());
    QVERIFY(plans.constFirst().blocks.size() < blocks);
    QCOMPARE(plans.constFirst().blocks.constLast().rowCount(), 2000);
    QVERIFY(hasDiagnostic(buildDocument(plans.constFirst()), u"cancelled"_s));
}

void TestImport::queuesAnImportRequestedWhileOneRuns()
{
    ImportController controller;
    QSignalSpy ready(&controller, &ImportController::plansReady);
    QSignalSpy finished(&controller, &ImportController::finished);
    controller.importText(generatedThread(2, 500), u"paste 1"_s);
    controller.importFiles({ demoPath() });
    QCOMPARE(controller.queuedCount(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, importTimeoutMs);
    QCOMPARE(ready.count(), 2);
    QCOMPARE(ready.at(0).constFirst().value<QList<ImportPlan>>().constFirst().name, u"paste 1"_s);
    QCOMPARE(ready.at(1).constFirst().value<QList<ImportPlan>>().constFirst().name, demoPath());
}

void TestImport::unreadableFileGivesAPlanWithItsError()
{
    const QString missing = u"/nonexistent/vmstat.log"_s;
    ImportController controller;
    controller.importFiles({ missing, demoPath() });
    const QList<ImportPlan> plans = runImport(controller);
    QCOMPARE(plans.size(), 2);
    QVERIFY(!plans.at(0).readable());
    QVERIFY(plans.at(1).readable());

    ImportPreviewDialog dialog(plans);
    const QString header = dialog.blockTable()->item(dialog.rowOf(0, -1), 0)->text();
    QVERIFY2(header.contains(plans.at(0).error), qPrintable(header));
    QCOMPARE(dialog.rowOf(1, -1), 1); // nothing listed under the unreadable file
}

void TestImport::previewListsBlocks()
{
    const QString path = seedPath(u"000_afa3e04f98f9f577.txt"_s);
    const ImportPlan plan = planFileImport(path, ParserRegistry::withBuiltins());
    ImportPreviewDialog dialog({ plan });
    const QTableWidget *table = dialog.blockTable();
    // Ten vmstat blocks (one a quoted repeat), the ksymoops oops, the dbench profile and
    // seven result tables (run times, two of them quoted repeats, `time`, the dbench line).
    QCOMPARE(table->rowCount(), 1 + 19);
    QCOMPARE(table->item(dialog.rowOf(0, 4), ImportPreviewDialog::KindColumn)->text(), u"oops"_s);
    QCOMPARE(table->item(dialog.rowOf(0, 18), ImportPreviewDialog::KindColumn)->text(),
        u"profile"_s);
    const auto cell = [&](qsizetype block, int column) {
        return table->item(dialog.rowOf(0, block), column)->text();
    };
    QCOMPARE(cell(0, ImportPreviewDialog::KindColumn), u"results"_s);
    QCOMPARE(cell(1, ImportPreviewDialog::LabelColumn), u"2.5.31-akpm"_s);
    QCOMPARE(cell(1, ImportPreviewDialog::RowsColumn), u"20"_s);
    QCOMPARE(cell(1, ImportPreviewDialog::LinesColumn), u"262-283"_s);
    QCOMPARE(cell(1, ImportPreviewDialog::KindColumn), u"vmstat"_s);
    QCOMPARE(cell(3, ImportPreviewDialog::LabelColumn), u"2.4.19"_s);
    QCOMPARE(cell(3, ImportPreviewDialog::LinesColumn), u"303-323"_s);
    const int repeat = dialog.rowOf(0, 11);
    QCOMPARE(table->item(repeat, ImportPreviewDialog::LinesColumn)->text(), u"740-756"_s);
    QCOMPARE(table->item(repeat, ImportPreviewDialog::ImportColumn)->checkState(), Qt::Unchecked);
    QVERIFY(table->item(repeat, ImportPreviewDialog::NotesColumn)->text().contains(u"650-672"_s));
    QCOMPARE(dialog.selectedCaptureCount(), 16);
}

void TestImport::previewChoicesReachTheDocument()
{
    const ImportPlan plan = planFileImport(demoPath(), ParserRegistry::withBuiltins());
    ImportPreviewDialog dialog({ plan });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTableWidget *table = dialog.blockTable();
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QCOMPARE(ok->text(), importLabel(3));

    // F2 renames the current block, Space leaves the next one out.
    table->setFocus();
    table->setCurrentCell(dialog.rowOf(0, 0), ImportPreviewDialog::KindColumn);
    QTest::keyClick(table, Qt::Key_F2);
    QLineEdit *editor = nullptr;
    QTRY_VERIFY((editor = table->viewport()->findChild<QLineEdit *>()) && editor->isVisible());
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(editor, u"2.5.31-akpm, ordered"_s);
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(table->item(dialog.rowOf(0, 0), ImportPreviewDialog::LabelColumn)->text(),
        u"2.5.31-akpm, ordered"_s);
    QVERIFY2(dialog.isVisible(), "Return ends the edit, not the dialog");
    table->setCurrentCell(dialog.rowOf(0, 1), ImportPreviewDialog::LabelColumn);
    QTest::keyClick(table, Qt::Key_Space);
    QCOMPARE(ok->text(), importLabel(2));

    const QList<ImportPlan> chosen = dialog.plans();
    QCOMPARE(chosen.constFirst().blocks.at(0).label, u"2.5.31-akpm, ordered"_s);
    QVERIFY(!chosen.constFirst().blocks.at(1).selected);
    const Document before = buildDocument(plan);
    const Document after = buildDocument(chosen.constFirst());
    QCOMPARE(after.captures().size(), before.captures().size() - 1);
    QCOMPARE(after.captures().constFirst().label, u"2.5.31-akpm, ordered"_s);

    dialog.selectNone();
    QVERIFY(!ok->isEnabled());
    dialog.selectAll();
    QCOMPARE(ok->text(), importLabel(4));
}

void TestImport::previewShowsBlockText()
{
    const ImportPlan plan = planFileImport(demoPath(), ParserRegistry::withBuiltins());
    ImportPreviewDialog dialog({ plan });
    dialog.blockTable()->setCurrentCell(dialog.rowOf(0, 1), 0);
    const auto *preview = dialog.findChild<QPlainTextEdit *>();
    const QStringList shown = preview->toPlainText().split(u'\n');
    const int first = plan.blocks.at(1).block.firstLine();
    const int last = plan.blocks.at(1).block.lastLine();
    QCOMPARE(shown.size(), last - first + 1 + 4); // two lines of context each side
    QVERIFY(shown.constFirst().startsWith(QString::number(first - 2)));
    QVERIFY(shown.constLast().startsWith(QString::number(last + 2)));
    const QStringList source = plan.text.split(u'\n');
    QVERIFY(shown.at(2).endsWith(source.at(first - 1)));
}

void TestImport::previewSaysWhenNothingWasFound()
{
    const ImportPlan plan = planImport(
        "Hi Andrew,\n\nthe box stalls again.\n", u"paste 2"_s, ParserRegistry::withBuiltins());
    ImportPreviewDialog dialog({ plan });
    QVERIFY(dialog.blockTable()->item(0, 0)->text().contains(u"No log found in this text"_s));
    QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
}

QTEST_MAIN(TestImport)
void TestImport::previewGroupsBlocksByMessage()
{
    // Two messages of a thread, each with a vmstat run of its own.
    const QByteArray run = "procs                      memory    swap          io     system         cpu\n"
                           " r  b  w   swpd   free   buff  cache  si  so    bi    bo   in    cs  us  sy  id\n"
                           " 1  0  0      0 791530  12000 100000   0   0     0 15480 5454   491   2  38  60\n"
                           " 1  0  0      0 781530  12000 110000   0   0     0 15000 5400   480   2  36  62\n";
    const QByteArray thread = "From alice@example.org Mon Aug 12 10:00:00 2002\n"
                              "From: Alice Example <alice@example.org>\n"
                              "Subject: writeback stalls on 2.5.31\n"
                              "Date: Mon, 12 Aug 2002 10:00:00 +0100\n\n"
                              "Here is 2.5.31:\n\n"
        + run
        + "\nFrom bob@example.org Mon Aug 12 11:30:00 2002\n"
          "From: Bob Example <bob@example.org>\n"
          "Subject: Re: writeback stalls on 2.5.31\n"
          "Date: Mon, 12 Aug 2002 11:30:00 +0100\n\n"
          "And 2.4.19 on the same box:\n\n"
        + run;
    const ImportPlan plan = planImport(thread, u"thread.mbox"_s, ParserRegistry::withBuiltins());
    QCOMPARE(plan.blocks.size(), 2);
    ImportPreviewDialog dialog({ plan });
    const QTableWidget *table = dialog.blockTable();
    QStringList headings;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QTableWidgetItem *item = table->item(row, 0);
        if (item && item->text().startsWith(u"\u2709 "_s)) {
            headings.append(item->text());
        }
    }
    QCOMPARE(headings,
        QStringList({ u"\u2709 writeback stalls on 2.5.31 \u2014 Alice Example "
                      "<alice@example.org>, Mon, 12 Aug 2002 10:00:00 +0100"_s,
            u"\u2709 Re: writeback stalls on 2.5.31 \u2014 Bob Example <bob@example.org>, Mon, "
            "12 Aug 2002 11:30:00 +0100"_s }));
    // Heading rows are not blocks: each block is under its message, and the plans come back
    // with every block.
    QCOMPARE(dialog.rowOf(0, 0), 2);
    QCOMPARE(dialog.rowOf(0, 1), 4);
    QCOMPARE(dialog.plans().at(0).blocks.size(), 2);
    QCOMPARE(dialog.selectedCaptureCount(), 2);
}

#include "tst_import.moc"
