// SPDX-License-Identifier: GPL-2.0-or-later
// The main window driven as a user drives it, from a first start with the demo: imports of
// every kind after one another, notes from the charts' context menu and by Ctrl+drag, a click
// on every finding, the chart gestures, the capture tree's actions, every page with every kind
// of capture current, Preferences and export. After each step the window must agree with its
// document (GuiDriver::inconsistency()) and, once idle, stop painting.
#include "app/gui/widgets/capturetable.h"
#include "app/gui/compare/compareview.h"
#include "app/gui/shell/exportactions.h"
#include "app/gui/shell/preferencesdialog.h"
#include "app/charts/chartmarkerlayer.h"
#include "cliutil.h"
#include "app/charts/metricpicker.h"
#include "guidriver.h"

#include <QClipboard>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QWheelEvent>

using namespace Qt::StringLiterals;
using vmscope::test::GuiDriver;
using vmscope::test::ModalResponder;

namespace {

/// One file of each kind of log, with findings and without: every ordered pair is imported.
struct KindSample
{
    const char *kind;
    const char *path; // under tests/data
};

const KindSample kindSamples[] = {
    { "vmstat-with-stalls", "stalls/two-kernels.txt" },
    { "vmstat", "vmstat/garbage-line.txt" },
    { "top", "top/procps-ng-4.0.2-batch.txt" },
    { "profile", "profile/readprofile.txt" },
    { "oops", "oops/console-vmstat-oops.txt" },
    { "slabinfo", "slabinfo/growth-2.1.txt" },
    { "results", "results/dbench.txt" },
};

/// Idle is a handful of paints: the last step's own, a crosshair, a caret.
constexpr int idlePaintLimit = 5;

} // namespace

class TestGuiScenarios : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyLogFileAfterTheDemo();
    void everyOrderedPairOfKinds_data();
    void everyOrderedPairOfKinds();
    void notesFromTheContextMenu();
    void yAxisFromTheContextMenu();
    void noteByCtrlDragThenEditedAndDeleted();
    void everyFindingClicked();
    void chartGestures();
    void treeActions();
    void everyPageWithEveryKindCurrent();
    void pasteAndDrop();
    void renameAHiddenTopCaptureWithProcessesSelected();
    void preferencesAndTheWheel();
    void exportTheChartsShown();
    void captureIdsAreTheCliIds();
    void meminfoAloneAfterCloseAll();
    void slabinfoAloneChartsItsTotal();

private:
    /// Fails with what is wrong when the window disagrees with its document.
    void verifyConsistent(const QString &after);
    /// The first chart, with the plot laid out.
    vmscope::TimeChartView *firstChart();

    GuiDriver m_driver;
};

void TestGuiScenarios::initTestCase()
{
    vmscope::test::prepareGuiTest(u"tst_gui_scenarios"_s);
}

void TestGuiScenarios::init()
{
    m_driver.start();
}

void TestGuiScenarios::cleanup()
{
    m_driver.window.reset();
    GuiDriver::settle();
}

void TestGuiScenarios::verifyConsistent(const QString &after)
{
    GuiDriver::settle();
    const QString wrong = m_driver.inconsistency();
    QVERIFY2(wrong.isEmpty(), qPrintable(after + u": "_s + wrong));
}

vmscope::TimeChartView *TestGuiScenarios::firstChart()
{
    m_driver.showCharts();
    const QList<vmscope::TimeChartView *> charts = m_driver.charts();
    if (charts.isEmpty()) {
        return nullptr;
    }
    vmscope::TimeChartView *view = charts.constFirst();
    std::ignore = QTest::qWaitFor([view] { return !view->chart()->plotArea().isEmpty(); }, 5000);
    return view;
}

void TestGuiScenarios::everyLogFileAfterTheDemo()
{
    // The demo is seed 000's thread: nine vmstat runs with io-stalls among its captures.
    QVERIFY(m_driver.workspace()->findings().size() > 0);
    const QStringList files = vmscope::test::logFiles();
    QVERIFY(files.size() > 60);
    QStringList wrong;
    for (const QString &path : files) {
        const qsizetype added = m_driver.open(path);
        QVERIFY2(added >= 0, qPrintable(u"no preview for "_s + path));
        // The window imports what `analyze` finds (the golden file beside the log): junk and
        // broken files nothing, every other file something.
        const qsizetype found = vmscope::test::goldenCaptureCount(path);
        if ((added > 0) != (found > 0)) {
            wrong.append(u"%1: %2 imported, %3 in its golden file"_s.arg(path).arg(added).arg(found));
        }
        verifyConsistent(u"after importing "_s + path);
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
    QVERIFY(m_driver.paintsWhileIdle(1000) <= idlePaintLimit);
}

void TestGuiScenarios::everyOrderedPairOfKinds_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    for (const KindSample &a : kindSamples) {
        for (const KindSample &b : kindSamples) {
            QTest::addRow("%s then %s", a.kind, b.kind)
                << vmscope::test::dataPath(QString::fromLatin1(a.path))
                << vmscope::test::dataPath(QString::fromLatin1(b.path));
        }
    }
}

void TestGuiScenarios::everyOrderedPairOfKinds()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    QVERIFY(m_driver.open(first) > 0);
    verifyConsistent(first);
    // The new captures become current in turn, as a user clicking through them would.
    for (const vmscope::Capture &capture : m_driver.workspace()->document().captures()) {
        m_driver.workspace()->setCurrentCapture(capture.id);
    }
    QVERIFY(m_driver.open(second) > 0);
    verifyConsistent(second);
    // Remove the first file's first capture: everything after it moves up one place.
    const QString removed = m_driver.workspace()->document().captures().at(0).id;
    m_driver.clickCapture(removed);
    QTest::keyClick(m_driver.window->captureTree(), Qt::Key_Delete);
    GuiDriver::settle();
    QVERIFY(!m_driver.workspace()->document().capture(removed));
    verifyConsistent(u"after removing "_s + removed);
}

void TestGuiScenarios::notesFromTheContextMenu()
{
    vmscope::TimeChartView *chart = firstChart();
    QVERIFY(chart);
    const QPoint point = GuiDriver::plotPoint(chart, 0.4);
    QVERIFY(GuiDriver::contextMenu(chart, point,
        { vmscope::test::chooseMenuEntry(u"Add Note at"_s),
            vmscope::test::answerInputDialog(u"writeback starts"_s) }));
    QCOMPARE(m_driver.workspace()->document().annotations().size(), qsizetype(1));
    QCOMPARE(m_driver.workspace()->document().annotations().at(0).text, u"writeback starts"_s);
    verifyConsistent(u"Add Note"_s);

    // The chart that offered the menu was rebuilt; the new one shows the note where it was.
    chart = firstChart();
    QVERIFY(GuiDriver::contextMenu(chart, point,
        { vmscope::test::chooseMenuEntry(u"Edit Note"_s),
            vmscope::test::answerInputDialog(u"writeback stalls"_s) }));
    QCOMPARE(m_driver.workspace()->document().annotations().at(0).text, u"writeback stalls"_s);
    verifyConsistent(u"Edit Note"_s);

    chart = firstChart();
    QVERIFY(GuiDriver::contextMenu(
        chart, point, { vmscope::test::chooseMenuEntry(u"Add Note over the Shown Span"_s),
                          vmscope::test::answerInputDialog(u"the whole run"_s) }));
    QCOMPARE(m_driver.workspace()->document().annotations().size(), qsizetype(2));
    const vmscope::Annotation span = m_driver.workspace()->document().annotations().at(1);
    QVERIFY(span.to > span.from);

    chart = firstChart();
    QVERIFY(GuiDriver::contextMenu(chart, point, { vmscope::test::chooseMenuEntry(u"Delete Note"_s) }));
    QCOMPARE(m_driver.workspace()->document().annotations().size(), qsizetype(1));
    verifyConsistent(u"Delete Note"_s);

    chart = firstChart();
    QVERIFY(GuiDriver::contextMenu(chart, point, { vmscope::test::chooseMenuEntry(u"Reset Zoom"_s) }));
    QVERIFY(m_driver.paintsWhileIdle(1000) <= idlePaintLimit);
}

void TestGuiScenarios::yAxisFromTheContextMenu()
{
    vmscope::TimeChartView *chart = firstChart();
    QVERIFY(chart);
    const QString metric = chart->metric();
    const QPoint point = GuiDriver::plotPoint(chart, 0.5);
    QCOMPARE(chart->yRange().first, 0.0); // from zero, as rates and sizes read best
    // Y Axis > Fixed Range…: 10 to 20 in the axis's unit.
    QVERIFY(GuiDriver::contextMenu(chart, point,
        { vmscope::test::chooseMenuEntry(u"Y Axis"_s),
            vmscope::test::chooseMenuEntry(u"Fixed Range"_s),
            vmscope::test::answerDialog<QDialog>([](QDialog *dialog) {
                dialog->findChild<QDoubleSpinBox *>(u"yFrom"_s)->setValue(10);
                dialog->findChild<QDoubleSpinBox *>(u"yTo"_s)->setValue(20);
                dialog->accept();
            }) }));
    QTRY_COMPARE(chart->yRange(), qMakePair(10.0, 20.0));
    // Kept when the charts are rebuilt (another capture shown again) and when zoomed.
    m_driver.window->chartStack()->zoomTo(1.0, 3.0);
    QCOMPARE(m_driver.window->chartStack()->chart(metric)->yRange(), qMakePair(10.0, 20.0));
    chart = m_driver.window->chartStack()->chart(metric);
    QVERIFY(GuiDriver::contextMenu(chart, point,
        { vmscope::test::chooseMenuEntry(u"Y Axis"_s),
            vmscope::test::chooseMenuEntry(u"Fit to the Values Shown"_s) }));
    QCOMPARE(chart->yAxisChoice().scale, vmscope::YScale::Fit);
    // Log Scale, for every chart of the metric, and the pan that follows keeps it.
    QVERIFY(GuiDriver::contextMenu(chart, point,
        { vmscope::test::chooseMenuEntry(u"Y Axis"_s),
            vmscope::test::chooseMenuEntry(u"Log Scale"_s) }));
    QCOMPARE(chart->yAxisChoice().scale, vmscope::YScale::Log);
    QCOMPARE(chart->chart()->axes(Qt::Vertical).size(), 2);
    GuiDriver::drag(chart, GuiDriver::plotPoint(chart, 0.6), GuiDriver::plotPoint(chart, 0.4), {});
    QCOMPARE(chart->yAxisChoice().scale, vmscope::YScale::Log);
    QVERIFY(chart->yRange().second > chart->yRange().first);
    verifyConsistent(u"Log Scale"_s);
    QVERIFY(GuiDriver::contextMenu(chart, point,
        { vmscope::test::chooseMenuEntry(u"Y Axis"_s),
            vmscope::test::chooseMenuEntry(u"From Zero"_s) }));
    QCOMPARE(chart->chart()->axes(Qt::Vertical).size(), 1);
    QCOMPARE(chart->yRange().first, 0.0);
    verifyConsistent(u"Y Axis"_s);
    // A stacked CPU split adds up from zero: its menu offers no Fit and no Log Scale.
    m_driver.window->metricPicker()->setSelectedMetrics({ u"stack:cpu"_s });
    QTRY_VERIFY(!m_driver.charts().isEmpty() && m_driver.charts().constFirst()->content().stacked);
    QHash<QString, bool> enabled;
    const auto readEntries = [&enabled](QWidget *widget) {
        auto *menu = qobject_cast<QMenu *>(widget);
        if (!menu) {
            return vmscope::test::ModalResponder::Answer::NotMine;
        }
        for (const QAction *action : menu->actions()) {
            enabled.insert(action->objectName(), action->isEnabled());
        }
        while (QWidget *popup = QApplication::activePopupWidget()) {
            popup->close();
        }
        return vmscope::test::ModalResponder::Answer::Answered;
    };
    vmscope::TimeChartView *stacked = m_driver.charts().constFirst();
    QVERIFY(GuiDriver::contextMenu(stacked, GuiDriver::plotPoint(stacked, 0.5),
        { vmscope::test::chooseMenuEntry(u"Y Axis"_s), readEntries }));
    QCOMPARE(enabled.value(u"yFromZeroAction"_s), true);
    QCOMPARE(enabled.value(u"yFixedAction"_s), true);
    QCOMPARE(enabled.value(u"yFitAction"_s, true), false);
    QCOMPARE(enabled.value(u"yLogAction"_s, true), false);
}

void TestGuiScenarios::noteByCtrlDragThenEditedAndDeleted()
{
    vmscope::TimeChartView *chart = firstChart();
    QVERIFY(chart);
    GuiDriver::drag(chart, GuiDriver::plotPoint(chart, 0.2), GuiDriver::plotPoint(chart, 0.5),
        Qt::ControlModifier, { vmscope::test::answerInputDialog(u"bo falls to 0"_s) });
    const QList<vmscope::Annotation> notes = m_driver.workspace()->document().annotations();
    QCOMPARE(notes.size(), qsizetype(1));
    QCOMPARE(notes.at(0).text, u"bo falls to 0"_s);
    QVERIFY(notes.at(0).to > notes.at(0).from);
    verifyConsistent(u"Ctrl+drag"_s);

    // Editing to an empty text deletes the note, as the dialog says.
    chart = firstChart();
    QVERIFY(GuiDriver::contextMenu(chart, GuiDriver::plotPoint(chart, 0.35),
        { vmscope::test::chooseMenuEntry(u"Edit Note"_s), vmscope::test::answerInputDialog(u" "_s) }));
    QVERIFY(m_driver.workspace()->document().annotations().isEmpty());
    verifyConsistent(u"emptied note"_s);

    // A Ctrl+drag whose dialog is cancelled adds nothing.
    chart = firstChart();
    GuiDriver::drag(chart, GuiDriver::plotPoint(chart, 0.6), GuiDriver::plotPoint(chart, 0.7),
        Qt::ControlModifier, { vmscope::test::answerInputDialog(QString()) });
    QVERIFY(m_driver.workspace()->document().annotations().isEmpty());
}

void TestGuiScenarios::everyFindingClicked()
{
    vmscope::test::GuiDriver &driver = m_driver;
    // Seed 000 (the demo) and a second file with stalls of its own.
    QVERIFY(driver.open(vmscope::test::dataPath(u"stalls/two-kernels.txt"_s)) > 0);
    const QList<vmscope::Finding> findings = driver.workspace()->findings();
    QVERIFY(findings.size() >= 4);
    QTreeWidget *list = driver.window->findingsPanel()->findings();
    QCOMPARE(list->topLevelItemCount(), int(findings.size()));
    for (int row = 0; row < list->topLevelItemCount(); ++row) {
        const int index
            = list->topLevelItem(row)->data(0, vmscope::FindingsPanel::FindingIndexRole).toInt();
        const vmscope::Finding &finding = findings.at(index);
        driver.clickFinding(row);
        verifyConsistent(u"finding "_s + QString::number(row));
        QCOMPARE(driver.workspace()->currentCapture(), finding.captureId);
        // The status bar says what happened, then the numbers.
        const QString status = driver.window->statusBar()->currentMessage();
        QVERIFY2(status.startsWith(finding.headline()) && status.endsWith(finding.evidence),
            qPrintable(status));
        const vmscope::Capture *capture = driver.workspace()->document().capture(finding.captureId);
        if (!capture->timeSeries() || finding.firstRow < 0) {
            continue;
        }
        // The charts show the finding's span with its capture among the lines, not a blank.
        QCOMPARE(driver.window->centralTabs()->currentIndex(), 0);
        const QList<vmscope::TimeChartView *> charts = driver.charts();
        QVERIFY(!charts.isEmpty());
        for (const vmscope::TimeChartView *view : charts) {
            const auto [from, to] = view->xRange();
            QVERIFY2(from <= finding.start && to >= finding.end,
                qPrintable(u"%1: %2-%3 s shown for %4-%5 s"_s.arg(view->metric())
                               .arg(from).arg(to).arg(finding.start).arg(finding.end)));
            QVERIFY(from >= view->homeXRange().first);
            QVERIFY(!view->chart()->plotArea().isEmpty());
        }
        QVERIFY(charts.constFirst()->seriesCount() > 0);
        const int paints = driver.paintsWhileIdle(500);
        QVERIFY2(paints <= idlePaintLimit, qPrintable(QString::number(paints)));
    }
}

void TestGuiScenarios::chartGestures()
{
    vmscope::TimeChartView *chart = firstChart();
    QVERIFY(chart);
    const QPair<double, double> home = chart->xRange();

    // Shift+drag over the middle fifth zooms every chart to it.
    GuiDriver::drag(chart, GuiDriver::plotPoint(chart, 0.4), GuiDriver::plotPoint(chart, 0.6),
        Qt::ShiftModifier);
    const QPair<double, double> zoomed = chart->xRange();
    QVERIFY(zoomed.second - zoomed.first < (home.second - home.first) / 3);
    for (const vmscope::TimeChartView *view : m_driver.charts()) {
        QCOMPARE(view->xRange(), zoomed);
    }
    QVERIFY(m_driver.paintsWhileIdle(1000) <= idlePaintLimit);
    verifyConsistent(u"Shift+drag"_s);

    // A plain drag to the left pans to later samples, keeping the span.
    chart = m_driver.charts().constFirst();
    GuiDriver::drag(chart, GuiDriver::plotPoint(chart, 0.7), GuiDriver::plotPoint(chart, 0.5), {});
    const QPair<double, double> panned = chart->xRange();
    QVERIFY(panned.first > zoomed.first);
    QVERIFY(qAbs((panned.second - panned.first) - (zoomed.second - zoomed.first)) < 1e-6);

    // The wheel zooms out around the cursor; Ctrl+0 shows everything again.
    GuiDriver::wheel(chart, GuiDriver::plotPoint(chart, 0.5), -2);
    QVERIFY(chart->xRange().second - chart->xRange().first > panned.second - panned.first);
    QTest::keyClick(m_driver.window.get(), Qt::Key_0, Qt::ControlModifier);
    GuiDriver::settle();
    QCOMPARE(m_driver.charts().constFirst()->xRange(), home);

    // A double click resets too, after a zoom in with the keyboard.
    QTest::keyClick(m_driver.window.get(), Qt::Key_Equal, Qt::ControlModifier);
    GuiDriver::settle();
    chart = m_driver.charts().constFirst();
    QVERIFY(chart->xRange() != home);
    QTest::mouseDClick(chart->viewport(), Qt::LeftButton, {}, GuiDriver::plotPoint(chart, 0.5));
    GuiDriver::settle();
    QCOMPARE(chart->xRange(), home);
    QVERIFY(m_driver.paintsWhileIdle(1000) <= idlePaintLimit);
}

void TestGuiScenarios::treeActions()
{
    vmscope::CaptureTree *tree = m_driver.window->captureTree();
    vmscope::Workspace *workspace = m_driver.workspace();
    const QString first = workspace->document().captures().at(0).id;
    m_driver.clickCapture(first);

    // F2, a new name, Enter.
    QTest::keyClick(tree, Qt::Key_F2);
    QWidget *editor = QApplication::focusWidget();
    QVERIFY(qobject_cast<QLineEdit *>(editor));
    static_cast<QLineEdit *>(editor)->selectAll();
    QTest::keyClicks(editor, u"2.5.31-mm1"_s);
    QTest::keyClick(editor, Qt::Key_Return);
    GuiDriver::settle();
    QCOMPARE(workspace->document().capture(first)->label, u"2.5.31-mm1"_s);
    verifyConsistent(u"rename"_s);

    // Change Colour… from the tree's context menu.
    m_driver.changeColour(first, QColor(0x12, 0x34, 0x56));
    QCOMPARE(workspace->captureColor(first), QColor(0x12, 0x34, 0x56));
    verifyConsistent(u"recolour"_s);

    // Space unticks the current capture: the charts drop it, the tree keeps it.
    m_driver.clickCapture(first);
    QTest::keyClick(tree->viewport(), Qt::Key_Space);
    GuiDriver::settle();
    QTRY_VERIFY(!workspace->isCaptureVisible(first));
    for (const vmscope::TimeChartView *view : m_driver.charts()) {
        for (const vmscope::TimeChartContent::Line &line : view->content().lines) {
            QVERIFY(line.plotted.capture->id != first);
        }
    }
    verifyConsistent(u"hide"_s);

    // Delete removes it; Close All removes everything.
    m_driver.clickCapture(first);
    QTest::keyClick(tree, Qt::Key_Delete);
    GuiDriver::settle();
    QVERIFY(!workspace->document().capture(first));
    verifyConsistent(u"remove"_s);
    {
        // The renames and colours are unsaved work: Close All asks, and the user lets it go.
        ModalResponder responder({ vmscope::test::answerMessageBox(QMessageBox::Discard) });
        QTest::keyClick(m_driver.window.get(), Qt::Key_W, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(responder.done());
    }
    GuiDriver::settle();
    QVERIFY(workspace->document().isEmpty());
    QVERIFY(m_driver.charts().isEmpty());
    verifyConsistent(u"Close All"_s);
    // And the window takes a new file after that.
    QVERIFY(m_driver.open(vmscope::test::dataPath(u"top/procps3-batch.txt"_s)) > 0);
    verifyConsistent(u"import after Close All"_s);
}

void TestGuiScenarios::everyPageWithEveryKindCurrent()
{
    for (const char *path : { "top/procps-ng-4.0.2-batch.txt", "profile/readprofile.txt",
             "oops/ksymoops.txt", "slabinfo/growth-2.1.txt", "results/dbench.txt" }) {
        QVERIFY(m_driver.open(vmscope::test::dataPath(QString::fromLatin1(path))) > 0);
    }
    QSet<vmscope::CaptureKind> kinds;
    for (const vmscope::Capture &capture : m_driver.workspace()->document().captures()) {
        kinds.insert(capture.kind);
        m_driver.clickCapture(capture.id);
        for (int key = Qt::Key_1; key <= Qt::Key_9; ++key) {
            QTest::keyClick(m_driver.window.get(), Qt::Key(key), Qt::AltModifier);
            GuiDriver::settle();
            QCOMPARE(m_driver.window->centralTabs()->currentIndex(), key - Qt::Key_1);
        }
        verifyConsistent(u"pages of "_s + capture.id);
    }
    QCOMPARE(kinds.size(), qsizetype(6)); // vmstat, top, profile, oops, slabinfo, results
}

void TestGuiScenarios::renameAHiddenTopCaptureWithProcessesSelected()
{
    // The process table reads the session of the capture it shows: a rename makes a new
    // capture, and the hidden old one had nobody else to keep it.
    QVERIFY(m_driver.open(vmscope::test::dataPath(u"top/procps-ng-4.0.2-batch.txt"_s)) == 1);
    const QString top = m_driver.workspace()->document().captures().constLast().id;
    m_driver.clickCapture(top);
    QTest::keyClick(m_driver.window.get(), Qt::Key_2, Qt::AltModifier);
    GuiDriver::settle();
    QTableView *table = m_driver.window->processView()->table();
    QVERIFY(table->model()->rowCount() > 2);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
        table->visualRect(table->model()->index(0, 0)).center());
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier,
        table->visualRect(table->model()->index(2, 0)).center());
    QCOMPARE(table->selectionModel()->selectedRows().size(), qsizetype(2));
    vmscope::CaptureTree *tree = m_driver.window->captureTree();
    m_driver.clickCapture(top);
    QTest::keyClick(tree->viewport(), Qt::Key_Space);
    QTRY_VERIFY(!m_driver.workspace()->isCaptureVisible(top));
    QTest::keyClick(tree, Qt::Key_F2);
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, u"2.6.0-test9"_s);
    QTest::keyClick(editor, Qt::Key_Return);
    GuiDriver::settle();
    QCOMPARE(m_driver.workspace()->document().capture(top)->label, u"2.6.0-test9"_s);
    // The same processes stay selected, read from the renamed capture.
    QCOMPARE(m_driver.window->processView()->captureId(), top);
    QCOMPARE(table->selectionModel()->selectedRows().size(), qsizetype(2));
    verifyConsistent(u"rename of a hidden top capture"_s);
}

void TestGuiScenarios::pasteAndDrop()
{
    const qsizetype before = m_driver.workspace()->document().captures().size();
    QFile file(vmscope::test::dataPath(u"top/procps20-iowait.txt"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QGuiApplication::clipboard()->setText(QString::fromUtf8(file.readAll()));
    QTest::keyClick(m_driver.window.get(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(m_driver.acceptPreview(before), qsizetype(1));
    verifyConsistent(u"paste"_s);

    QMimeData mime;
    mime.setUrls({ QUrl::fromLocalFile(vmscope::test::dataPath(u"slabinfo/v21-statistics.txt"_s)) });
    QDragEnterEvent enter(QPoint(300, 300), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_driver.window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(300, 300), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_driver.window.get(), &drop);
    QCOMPARE(m_driver.acceptPreview(before + 1), qsizetype(1));
    verifyConsistent(u"drop"_s);
}

void TestGuiScenarios::preferencesAndTheWheel()
{
    const QString key = u"io-stall.min-samples"_s;
    double before = 0.0;
    double wheeled = 0.0;
    ModalResponder responder({ [&](QWidget *widget) {
        auto *dialog = qobject_cast<vmscope::PreferencesDialog *>(widget);
        if (!dialog) {
            return ModalResponder::Answer::NotMine;
        }
        QDoubleSpinBox *editor = dialog->editor(key);
        before = editor->value();
        // The wheel over a box the user has not clicked into scrolls the page, not the value.
        const QPoint centre = editor->rect().center();
        QWheelEvent wheel(centre, editor->mapToGlobal(centre), QPoint(), QPoint(0, 120),
            Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(editor, &wheel);
        wheeled = editor->value();
        // Clicked into, the arrow key steps it.
        QTest::mouseClick(editor, Qt::LeftButton, {}, centre);
        QTest::keyClick(editor, Qt::Key_Up);
        QTest::keyClick(dialog, Qt::Key_Return);
        return ModalResponder::Answer::Answered;
    } });
    m_driver.trigger(u"preferencesAction"_s);
    QTRY_VERIFY(responder.done());
    GuiDriver::settle();
    QCOMPARE(wheeled, before);
    QCOMPARE(m_driver.workspace()->thresholds().ioStallMinSamples, before + 1);
    verifyConsistent(u"Preferences"_s);
    QVERIFY(m_driver.paintsWhileIdle(1000) <= idlePaintLimit);
}

void TestGuiScenarios::exportTheChartsShown()
{
    QTemporaryDir dir;
    auto *actions = m_driver.window->findChild<vmscope::ExportActions *>();
    QVERIFY(actions);
    vmscope::TimeChartView *chart = firstChart();
    GuiDriver::drag(chart, GuiDriver::plotPoint(chart, 0.1), GuiDriver::plotPoint(chart, 0.5),
        Qt::ShiftModifier);
    const QString png = dir.filePath(u"charts.png"_s);
    QCOMPARE(actions->exportChartTo(png, {}), QString());
    QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(actions->exportDataTo(dir.filePath(u"samples.csv"_s)), QString());
    QVERIFY(QFileInfo(dir.filePath(u"samples.csv"_s)).size() > 1000);
    verifyConsistent(u"export"_s);
}

void TestGuiScenarios::meminfoAloneAfterCloseAll()
{
    // File > Close All (Ctrl+Shift+W) after the demo, then a loop of /proc/meminfo: bo, free
    // and id are still the user's choice but mean nothing here. The charts are its key metrics,
    // with nothing ticked by hand; the vmstat loop opened next brings bo, free and id back.
    const auto chartedMetrics = [this] {
        QStringList keys;
        for (const vmscope::TimeChartView *view : m_driver.charts()) {
            keys.append(view->metric());
        }
        return keys;
    };
    QCOMPARE(chartedMetrics(), (QStringList { u"free"_s, u"bo"_s, u"id"_s }));
    m_driver.activate();
    QTest::keyClick(m_driver.window.get(), Qt::Key_W, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(m_driver.workspace()->document().isEmpty());
    QCOMPARE(m_driver.open(vmscope::test::dataPath(u"meminfo/loop-dates.txt"_s)), 1);
    m_driver.showCharts();
    QTRY_COMPARE(chartedMetrics(), (QStringList { u"MemFree"_s, u"Dirty"_s, u"Writeback"_s }));
    const vmscope::TimeChartView *memFree = m_driver.charts().constFirst();
    QCOMPARE(memFree->content().lines.size(), 1);
    QCOMPARE(memFree->content().lines.constFirst().plotted.capture->timeSeries()->sampleCount(), 3);
    const vmscope::Capture &meminfo = m_driver.workspace()->document().captures().constFirst();
    QCOMPARE(vmscope::kindName(meminfo), u"meminfo"_s);

    QCOMPARE(m_driver.open(vmscope::test::dataPath(u"vmstat/loop-real.txt"_s)), 1);
    QTRY_COMPARE(chartedMetrics().size(), 6);
    QCOMPARE(chartedMetrics().join(u' '), u"MemFree free bo id Dirty Writeback"_s); // in the tree's order
    verifyConsistent(u"after meminfo and vmstat"_s);
}

void TestGuiScenarios::slabinfoAloneChartsItsTotal()
{
    // A slab growth thread alone (Close All after the demo, then its six snapshots): the
    // Charts tab draws the caches' total size instead of asking for a metric.
    m_driver.activate();
    QTest::keyClick(m_driver.window.get(), Qt::Key_W, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(m_driver.workspace()->document().isEmpty());
    QCOMPARE(m_driver.open(vmscope::test::dataPath(u"slabinfo/growth-2.1.txt"_s)), 1);
    m_driver.showCharts();
    QTRY_COMPARE(m_driver.charts().size(), 1);
    const vmscope::TimeChartView *size = m_driver.charts().constFirst();
    QCOMPARE(size->metric(), u"size"_s);
    QCOMPARE(size->content().lines.size(), 1);
    QCOMPARE(size->content().lines.constFirst().plotted.capture->timeSeries()->sampleCount(), 6);
    verifyConsistent(u"slabinfo alone"_s);
}

QTEST_MAIN(TestGuiScenarios)
void TestGuiScenarios::captureIdsAreTheCliIds()
{
    // One loader, one id scheme: after the demo, File > Open of two inputs numbers their
    // captures as `vmscope-cli analyze :demo A B` does, and compare, export and the report
    // name them so too.
    const QString profiles = vmscope::test::dataPath(u"cli/profiles-ordered-writeback.txt"_s);
    const QString runs = vmscope::test::dataPath(u"stalls/two-kernels.txt"_s);
    QVERIFY(m_driver.open(profiles) > 0);
    QVERIFY(m_driver.open(runs) > 0);
    QStringList tree = m_driver.window->captureTree()->captureIds();
    tree.sort(); // the tree goes by source, then label and kind

    const vmscope::test::CliRun analyze
        = vmscope::test::runCli({ u"analyze"_s, u"--json"_s, u":demo"_s, profiles, runs });
    QCOMPARE(analyze.exitCode, 0);
    QStringList ids;
    QHash<QString, QString> placeOf; // id → "file:first line"
    for (const QJsonValue &capture :
        QJsonDocument::fromJson(analyze.out).object()[u"captures"_s].toArray()) {
        const QString id = capture[u"id"_s].toString();
        ids.append(id);
        placeOf.insert(id,
            capture[u"source"_s][u"file"_s].toString() + u':'
                + QString::number(capture[u"source"_s][u"first_line"_s].toInt()));
    }
    QStringList sorted = ids;
    sorted.sort();
    QCOMPARE(tree, sorted);
    for (const vmscope::Capture &capture : m_driver.workspace()->document().captures()) {
        QCOMPARE(placeOf.value(capture.id),
            capture.source.file + u':' + QString::number(capture.source.firstLine));
    }

    // compare: the profiles by their ids, the runs' groups by theirs.
    const vmscope::test::CliRun compare = vmscope::test::runCli({ u"compare"_s, u"--json"_s, profiles, runs });
    QCOMPARE(compare.exitCode, 0);
    QStringList compared;
    for (const QJsonValue &comparison :
        QJsonDocument::fromJson(compare.out).object()[u"comparisons"_s].toArray()) {
        for (const QJsonValue &profile : comparison[u"profiles"_s].toArray()) {
            compared.append(profile[u"capture"_s].toString());
        }
        for (const QJsonValue &group : comparison[u"groups"_s].toArray()) {
            for (const QJsonValue &id : group[u"captures"_s].toArray()) {
                compared.append(id.toString());
            }
        }
    }
    QVERIFY2(compared.size() >= 4, qPrintable(compared.join(u", "_s)));
    const vmscope::test::CliRun alone = vmscope::test::runCli({ u"analyze"_s, u"--json"_s, profiles, runs });
    for (const QJsonValue &capture :
        QJsonDocument::fromJson(alone.out).object()[u"captures"_s].toArray()) {
        compared.removeAll(capture[u"id"_s].toString());
    }
    QVERIFY2(compared.isEmpty(), qPrintable(compared.join(u", "_s))); // no id of another scheme

    // export: the CSV's capture column; the report names each chart by its capture.
    QTemporaryDir dir;
    const QString csv = dir.filePath(u"runs.csv"_s);
    QCOMPARE(vmscope::test::runCli({ u"export"_s, u":demo"_s, profiles, runs, u"--out"_s, csv }).exitCode,
        0);
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QStringList exported;
    for (const QByteArray &line : csvFile.readAll().split('\n').mid(1)) {
        const QString id = QString::fromUtf8(line.split(',').value(0));
        if (!id.isEmpty() && !exported.contains(id)) {
            exported.append(id);
        }
    }
    for (const QString &id : std::as_const(exported)) {
        QVERIFY2(ids.contains(id), qPrintable(id));
    }
    QVERIFY(exported.size() >= 2);
    const QString html = dir.filePath(u"report.html"_s);
    QCOMPARE(
        vmscope::test::runCli({ u"report"_s, u":demo"_s, profiles, runs, u"--out"_s, html }).exitCode, 0);
    QFile report(html);
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(report.readAll());
    for (const QString &id : std::as_const(exported)) {
        QVERIFY2(text.contains(u'(' + id + u')'), qPrintable(id));
    }
}

#include "tst_gui_scenarios.moc"
