// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/widgets/capturetable.h"
#include "app/charts/chartmarkerlayer.h"
#include "app/charts/chartstack.h"
#include "app/charts/metricpicker.h"
#include "app/charts/timechartbuilder.h"
#include "app/charts/timechartview.h"
#include "app/charts/valueformat.h"
#include "app/gui/shell/capturetree.h"
#include "app/gui/compare/compareview.h"
#include "app/gui/events/eventsview.h"
#include "app/gui/shell/diagnosticspanel.h"
#include "app/gui/shell/findingspanel.h"
#include "app/gui/shell/preferencesdialog.h"
#include "app/gui/shell/importcontroller.h"
#include "app/gui/shell/importpreviewdialog.h"
#include "app/gui/shell/helpbrowser.h"
#include "app/gui/shell/mainwindow.h"
#include "app/gui/oops/oopsview.h"
#include "app/gui/profile/profileview.h"
#include "app/gui/widgets/tablefilterproxymodel.h"
#include "app/gui/slab/slabtablemodel.h"
#include "app/gui/slab/slabview.h"
#include "app/gui/shell/sourcefindbar.h"
#include "app/gui/shell/sourceview.h"
#include "app/gui/shell/workspace.h"
#include "testutil.h"
#include "translations/translators.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateTimeAxis>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QMessageBox>
#include <QMimeData>
#include <QMenu>
#include <QMenuBar>
#include <QScopeGuard>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QLabel>
#include <QLineSeries>
#include <QLineEdit>
#include <QStatusBar>

#include <ctime>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

QString seed000()
{
    return vmscope::test::seedPath(u"000_afa3e04f98f9f577.txt"_s);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestGui : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void pasteImportsElevenCapturesThroughThePreview();
    void showOnlySelectedPlotsThreeKernels();
    void zoomInThenResetRestoresTheRange();
    void crosshairReportsAKnownRow();
    void renameAndRemoveUpdateTheTree();
    void chartSampleFindsItsSourceLine();
    void openFileByPathAndJumpToADiagnostic();
    void demoLoadsWithoutPreview();
    void droppedFileAndTextAreImported();
    void layoutIsKeptForTheNextStart();
    void profileAndOopsPagesFollowTheCurrentCapture();
    void systemMapResolvesARawOops();
    void oopsPageNamesTheCulpritOfAClickedReport();
    void slabPageShowsASlabCapture();
    void eventsPageTimesSeed002sFailures();
    void clockAxisIsAViewChoice();
    void sourceFindsWithCtrlFAndF3();
    void menuMnemonicsDoNotClash();
    void helpShowsTheGuideTheShortcutsAndTheRules();
    void aboutNamesTheVersionLicenceAndLibraries();
    void pickerStacksTheCpuSplitByKeyboard();
    void loopSeriesAreChartedAfterTheSeed();
    void noTwoLinesOfAChartLookAlike();
    void docksStartWithRoom();
    void oopsIsMarkedOnTheCharts();
    void findingsAreListedShadedAndZoomedTo();
    void preferencesChangeTheThresholds();
    void preferencesLimitTheLogsOfAnImport();
    void speaksGermanWhenAskedTo();
    void manyCapturesAreAddedInLinearTime();

private:
    /// Triggers the action named `name` as the menu would.
    void trigger(const QString &name);
    /// Waits for the import preview, accepts it and waits for the captures to arrive.
    void acceptPreview(qsizetype expectedCaptures);
    void pasteSeed();
    /// Drags `mime` onto the window and drops it.
    void drop(QMimeData *mime);
    [[nodiscard]] const vmscope::Capture &capture(qsizetype index) const;

    std::unique_ptr<vmscope::MainWindow> m_window;
};

void TestGui::initTestCase()
{
    vmscope::test::prepareGuiTest(u"tst_gui"_s);
    vmscope::installTranslators(QStringLiteral("en")); // as main() does: "8 kernel messages", not "message(s)"
}

void TestGui::init()
{
    QSettings().clear();
    m_window = std::make_unique<vmscope::MainWindow>();
    m_window->show();
    // Shortcuts only reach an active window.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    // These read fixtures of their own; every other test starts from seed 000, pasted.
    static const QList<QByteArray> ownInput { "openFileByPathAndJumpToADiagnostic",
        "demoLoadsWithoutPreview", "droppedFileAndTextAreImported", "layoutIsKeptForTheNextStart",
        "systemMapResolvesARawOops", "slabPageShowsASlabCapture", "oopsIsMarkedOnTheCharts",
        "eventsPageTimesSeed002sFailures", "clockAxisIsAViewChoice", "speaksGermanWhenAskedTo",
        "manyCapturesAreAddedInLinearTime" };
    if (ownInput.contains(QTest::currentTestFunction())) {
        return;
    }
    pasteSeed();
}

void TestGui::cleanup()
{
    m_window.reset();
}

void TestGui::trigger(const QString &name)
{
    auto *action = m_window->findChild<QAction *>(name);
    QVERIFY2(action, qPrintable(name));
    action->trigger();
}

void TestGui::acceptPreview(qsizetype expectedCaptures)
{
    vmscope::ImportPreviewDialog *dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (dialog = m_window->findChild<vmscope::ImportPreviewDialog *>()) != nullptr, 30000);
    QVERIFY(dialog->isVisible());
    dialog->accept();
    QTRY_COMPARE(m_window->workspace()->document().captures().size(), expectedCaptures);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestGui::pasteSeed()
{
    const QByteArray text = readAll(seed000());
    QVERIFY(!text.isEmpty());
    QGuiApplication::clipboard()->setText(QString::fromUtf8(text));
    trigger(u"pasteAction"_s);
    acceptPreview(16); // nine vmstat runs, the oops, the profile and five result tables
}

const vmscope::Capture &TestGui::capture(qsizetype index) const
{
    // Result tables (run times, dbench lines) stand between the logs; the charts never plot
    // them, so the tests count only the logs.
    for (const vmscope::Capture &capture : m_window->workspace()->document().captures()) {
        if (capture.kind != vmscope::CaptureKind::Results && index-- == 0) {
            return capture;
        }
    }
    qFatal("no capture %lld", static_cast<long long>(index));
}

void TestGui::pasteImportsElevenCapturesThroughThePreview()
{
    QVERIFY(!m_window->findChild<vmscope::ImportPreviewDialog *>());
    vmscope::CaptureTree *tree = m_window->captureTree();
    const QStringList ids = tree->captureIds();
    QCOMPARE(ids.size(), 16);
    QStringList labels;
    QStringList otherKinds;
    for (const QString &id : ids) {
        const QString label = tree->captureItem(id)->text(vmscope::CaptureTree::LabelColumn);
        const QString kind = tree->captureItem(id)->text(vmscope::CaptureTree::KindColumn);
        if (kind != u"vmstat") {
            otherKinds.append(kind);
            continue;
        }
        if (!labels.contains(label)) {
            labels.append(label);
        }
    }
    // Two runs of 2.5.31 and of 2.4.19: numbered, as in the legend and Compare; the
    // sentences of the mail short, whole in the tooltip.
    QCOMPARE(labels.mid(0, 5),
        (QStringList { u"2.5.31-akpm"_s, u"2.5.31 #1"_s, u"2.5.31 #2"_s, u"2.4.19 #1"_s,
            u"2.4.19 #2"_s }));
    QVERIFY2(labels.contains(u"When the server is writing…"_s), qPrintable(labels.join(u'|')));
    for (const QString &label : std::as_const(labels)) {
        QVERIFY2(label.size() <= 28, qPrintable(label));
    }
    const QString results = u"results"_s;
    QCOMPARE(otherKinds,
        (QStringList { results, u"oops"_s, results, results, results, u"profile"_s, results }));
    QCOMPARE(tree->captureItem(capture(0).id)->text(vmscope::CaptureTree::RowsColumn), u"20"_s);
}

void TestGui::showOnlySelectedPlotsThreeKernels()
{
    vmscope::CaptureTree *tree = m_window->captureTree();
    tree->clearSelection();
    for (qsizetype i = 0; i < 3; ++i) {
        tree->captureItem(capture(i).id)->setSelected(true);
    }
    trigger(u"showOnlySelectedAction"_s);
    // The charts redraw once for the whole change, when the event loop runs.
    QTRY_COMPARE(m_window->chartStack()->chart(u"bo"_s)->seriesNames(),
        (QStringList { u"2.5.31-akpm"_s, u"2.5.31 #1"_s, u"2.4.19 #1"_s }));
    QCOMPARE(tree->captureItem(capture(3).id)->checkState(0), Qt::Unchecked);
}

void TestGui::zoomInThenResetRestoresTheRange()
{
    vmscope::TimeChartView *chart = m_window->chartStack()->chart(u"bo"_s);
    QVERIFY(chart);
    const auto full = chart->xRange();
    QTest::keyClick(m_window.get(), Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(chart->xRange().second - chart->xRange().first < full.second - full.first);
    QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(chart->xRange(), full);
}

void TestGui::crosshairReportsAKnownRow()
{
    vmscope::TimeChartView *chart = m_window->chartStack()->chart(u"bo"_s);
    QVERIFY(chart);
    chart->setCrosshairAt(0.0);
    const vmscope::TimeSeries *series = capture(0).timeSeries();
    const QString unit = series->column(series->columnIndex(u"bo")).unit;
    const QString text = chart->crosshairText();
    QVERIFY2(text.contains(u"2.5.31-akpm"_s), qPrintable(text));
    QVERIFY2(text.contains(vmscope::formatValue(15480, unit)), qPrintable(text));
}

void TestGui::renameAndRemoveUpdateTheTree()
{
    vmscope::CaptureTree *tree = m_window->captureTree();
    const QString id = capture(0).id;
    QTreeWidgetItem *item = tree->captureItem(id);
    item->setText(vmscope::CaptureTree::LabelColumn, u"2.5.31-akpm, ext3"_s);
    QTRY_COMPARE(m_window->workspace()->document().capture(id)->label, u"2.5.31-akpm, ext3"_s);
    QCOMPARE(
        tree->captureItem(id)->text(vmscope::CaptureTree::LabelColumn), u"2.5.31-akpm, ext3"_s);

    tree->setFocus();
    tree->clearSelection();
    tree->setCurrentItem(tree->captureItem(id));
    QTest::keyClick(tree, Qt::Key_Delete);
    QCOMPARE(tree->captureIds().size(), 15); // sixteen, one removed
    QVERIFY(!tree->captureItem(id));
}

void TestGui::chartSampleFindsItsSourceLine()
{
    const QString id = capture(1).id;
    emit m_window->chartStack()->sampleClicked(id, 0);
    QCOMPARE(m_window->workspace()->currentCapture(), id);
    QCOMPARE(m_window->centralTabs()->currentWidget(), m_window->sourceView()); // opened at it
    // 2.5.31's block starts on line 285 with two header lines.
    QCOMPARE(m_window->sourceView()->markedLine(), 287);
    QCOMPARE(m_window->sourceView()->textCursor().blockNumber(), 286);
    QVERIFY(m_window->sourceView()->textCursor().block().text().startsWith(u"1 0 0 0 118940"_s));
}

void TestGui::openFileByPathAndJumpToADiagnostic()
{
    m_window->openFiles({ vmscope::test::dataPath(u"vmstat/garbage-line.txt"_s) });
    acceptPreview(1);
    QCOMPARE(m_window->captureTree()->captureIds().size(), 1);
    QVERIFY(QSettings()
                .value(u"recentFiles"_s)
                .toStringList()
                .constFirst()
                .endsWith(u"garbage-line.txt"_s));

    vmscope::DiagnosticsPanel *panel = m_window->diagnosticsPanel();
    QTreeWidgetItem *row = nullptr;
    for (int i = 0; i < panel->topLevelItemCount(); ++i) {
        if (panel->topLevelItem(i)->text(vmscope::DiagnosticsPanel::LineColumn) == u"6"_s) {
            row = panel->topLevelItem(i);
        }
    }
    QVERIFY(row);
    panel->setCurrentItem(row);
    QTest::keyClick(panel, Qt::Key_Return);
    QCOMPARE(m_window->centralTabs()->currentWidget(), m_window->sourceView());
    QCOMPARE(m_window->sourceView()->markedLine(), 6);
    QCOMPARE(m_window->sourceView()->textCursor().blockNumber(), 5);
    QVERIFY(m_window->sourceView()->textCursor().block().text().contains(u"garbage"_s));
}

void TestGui::demoLoadsWithoutPreview()
{
    m_window->openDemo();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->workspace()->document().captures().size() >= 3, 30000);
    QVERIFY(!m_window->findChild<vmscope::ImportPreviewDialog *>());
    QVERIFY(m_window->chartStack()->chart(u"bo"_s));
}

void TestGui::drop(QMimeData *mime)
{
    // QApplication delivers a drop only to the widget that accepted the drag's entry.
    QDragEnterEvent enter(QPoint(200, 200), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(200, 200), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &drop);
}

void TestGui::droppedFileAndTextAreImported()
{
    const QString path = vmscope::test::dataPath(u"vmstat/garbage-line.txt"_s);
    QMimeData file;
    file.setUrls({ QUrl::fromLocalFile(path) });
    drop(&file);
    acceptPreview(1);

    QMimeData text;
    text.setText(QString::fromUtf8(readAll(path)));
    drop(&text);
    acceptPreview(2);
    QCOMPARE(m_window->workspace()->document().sources().size(), 2);
}

void TestGui::layoutIsKeptForTheNextStart()
{
    QVERIFY(vmscope::MainWindow::isFirstStart());
    m_window->resize(900, 700);
    m_window->close();
    QVERIFY(!vmscope::MainWindow::isFirstStart());
    vmscope::MainWindow next;
    QCOMPARE(next.size(), QSize(900, 700));
}


namespace {

QString firstOfKind(const vmscope::Document &document, vmscope::CaptureKind kind)
{
    for (const vmscope::Capture &capture : document.captures()) {
        if (capture.kind == kind) {
            return capture.id;
        }
    }
    return {};
}

} // namespace

void TestGui::profileAndOopsPagesFollowTheCurrentCapture()
{
    const vmscope::Document &document = m_window->workspace()->document();
    const QString oopsId = firstOfKind(document, vmscope::CaptureKind::Oops);
    const QString profileId = firstOfKind(document, vmscope::CaptureKind::Profile);
    QVERIFY(!oopsId.isEmpty() && !profileId.isEmpty());
    QTabWidget *tabs = m_window->centralTabs();
    // Charts, Processes, Profile, Profile Diff, Oops, Slabs, Events, Source, Compare
    QCOMPARE(tabs->count(), 9);
    QVERIFY(tabs->indexOf(m_window->compareView()) >= 0);

    m_window->workspace()->setCurrentCapture(oopsId);
    QCOMPARE(tabs->currentWidget(), m_window->oopsView());
    QVERIFY(m_window->oopsView()->header()->text().contains(u"__free_pages_ok+0x93/0x300"_s));
    QCOMPARE(m_window->oopsView()->trace()->topLevelItemCount(), 9);

    m_window->workspace()->setCurrentCapture(profileId);
    vmscope::ProfileView *profile = m_window->profileView();
    QCOMPARE(tabs->currentWidget(), profile);
    QCOMPARE(profile->captureId(), profileId);
    const vmscope::Profile &listing = *document.capture(profileId)->profile();
    QCOMPARE(listing.entries.at(profile->topEntries().constFirst()).symbol,
             u".text.lock.highmem"_s);
    // A profile row asks for its line: the source page shows it.
    const int line = listing.entries.at(profile->topEntries().constFirst()).line;
    emit profile->sourceLineRequested(line);
    QCOMPARE(tabs->currentWidget(), m_window->sourceView());
    QCOMPARE(m_window->sourceView()->markedLine(), line);
    QVERIFY(m_window->sourceView()->textCursor().block().text().contains(u".text.lock.highmem"_s));

    // Back on the profile page, a vmstat run brings up the charts.
    tabs->setCurrentWidget(profile);
    m_window->workspace()->setCurrentCapture(capture(0).id);
    QCOMPARE(tabs->currentIndex(), 0);
    QCOMPARE(profile->captureId(), profileId); // the profile page keeps its profile
}

void TestGui::systemMapResolvesARawOops()
{
    QCOMPARE(m_window->loadSystemMap(vmscope::test::dataPath(u"oops/raw24.System.map"_s)), -1);
    m_window->openFiles({ vmscope::test::dataPath(u"oops/raw24.txt"_s) });
    acceptPreview(1);
    const QString id = capture(0).id;
    vmscope::OopsView *view = m_window->oopsView();
    QCOMPARE(view->captureId(), id);
    QCOMPARE(view->trace()->topLevelItem(0)->text(vmscope::OopsView::FunctionColumn),
             u"c0190c06"_s);
    QCOMPARE(m_window->loadSystemMap(vmscope::test::dataPath(u"oops/raw24.txt"_s)), -1);
    QVERIFY(m_window->statusBar()->currentMessage().contains(u"System.map"_s));

    QCOMPARE(m_window->loadSystemMap(vmscope::test::dataPath(u"oops/raw24.System.map"_s)), 11);
    QCOMPARE(capture(0).id, id); // resolved in place
    QCOMPARE(view->captureId(), id);
    QVERIFY(view->trace()->topLevelItem(0)->text(vmscope::OopsView::FunctionColumn)
                .startsWith(u"pcmcia_suspend_card+"_s));
    QVERIFY(m_window->statusBar()->currentMessage().contains(u"raw24.System.map: 11 address"_s));
    QVERIFY(vmscope::test::hasDiagnostic(m_window->workspace()->document(),
                                         u"resolved 11 addresses"_s));
}

void TestGui::oopsPageNamesTheCulpritOfAClickedReport()
{
    // After the seed's report, a second import: a hung task from a log with caller ids.
    const qsizetype before = m_window->workspace()->document().captures().size();
    m_window->openFiles({ vmscope::test::dataPath(u"oops/hung-task-caller-ids.txt"_s) });
    acceptPreview(before + 2); // the report and its events
    const vmscope::Document &document = m_window->workspace()->document();
    QString hungId;
    for (const vmscope::Capture &each : document.captures()) {
        if (each.oops() && each.oops()->headline.startsWith(u"INFO: task syz-executor.2"_s)) {
            hungId = each.id;
        }
    }
    QVERIFY(!hungId.isEmpty());

    // The tree names the crash in the kind's tooltip; a click on the row brings up the report.
    vmscope::CaptureTree *tree = m_window->captureTree();
    QTreeWidgetItem *item = tree->captureItem(hungId);
    QCOMPARE(item->toolTip(vmscope::CaptureTree::KindColumn), u"hung task in synchronize_rcu"_s);
    tree->scrollToItem(item);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(item).center());
    QTabWidget *tabs = m_window->centralTabs();
    QTRY_COMPARE(tabs->currentWidget(), m_window->oopsView());
    vmscope::OopsView *view = m_window->oopsView();
    QCOMPARE(view->captureId(), hungId);
    const QString header = view->header()->text();
    QVERIFY2(header.contains(u"<b>hung task</b>: culprit <tt><b>synchronize_rcu_expedited+0x544/0x5b0</b></tt>"_s),
             qPrintable(header));
    // The waiting frames above it are not the culprit; the wait for RCU is (the third frame).
    QTreeWidget *trace = view->trace();
    QVERIFY(trace->topLevelItem(2)->data(vmscope::OopsView::IndexColumn,
                                         vmscope::OopsView::CulpritRole).toBool());
    QVERIFY(!trace->topLevelItem(0)->data(vmscope::OopsView::IndexColumn,
                                          vmscope::OopsView::CulpritRole).toBool());
    // Both reports are listed, each by its crash; the seed's is the other row.
    QTreeWidget *reports = view->reports();
    QVERIFY(reports->isVisible());
    QCOMPARE(reports->topLevelItemCount(), 2);
    QStringList names;
    for (int row = 0; row < reports->topLevelItemCount(); ++row) {
        names.append(reports->topLevelItem(row)->text(0));
    }
    // A report seen once: its crash, then the label of its capture.
    const QStringList hung = names.filter(QRegularExpression(u"^hung task in synchronize_rcu — "_s));
    QVERIFY2(hung.size() == 1, qPrintable(names.join(u'|')));
    // A click on the other report shows it, with a culprit of its own.
    QTreeWidgetItem *other = reports->topLevelItem(names.at(0).contains(u"hung task"_s) ? 1 : 0);
    QTest::mouseClick(reports->viewport(), Qt::LeftButton, {}, reports->visualItemRect(other).center());
    QVERIFY(view->captureId() != hungId);
    QVERIFY(view->header()->text().contains(u"culprit"_s));
}

void TestGui::slabPageShowsASlabCapture()
{
    m_window->openFiles({ vmscope::test::dataPath(u"slabinfo/growth-2.1.txt"_s) });
    acceptPreview(1);
    const QString id = capture(0).id;
    QCOMPARE(capture(0).kind, vmscope::CaptureKind::Slabinfo);
    vmscope::SlabView *view = m_window->slabView();
    QCOMPARE(view->captureId(), id);
    QCOMPARE(view->table()->proxy()->index(0, vmscope::SlabTableModel::NameColumn).data().toString(),
             u"ext4_inode_cache"_s); // largest memory first

    // From another page, choosing the capture brings up the slab page; Alt+6 does too.
    QTabWidget *tabs = m_window->centralTabs();
    tabs->setCurrentWidget(m_window->oopsView());
    m_window->workspace()->setCurrentCapture(QString());
    m_window->workspace()->setCurrentCapture(id);
    QCOMPARE(tabs->currentWidget(), view);
    tabs->setCurrentIndex(0);
    QTest::keyClick(m_window.get(), Qt::Key_6, Qt::AltModifier);
    QCOMPARE(tabs->currentWidget(), view);

    // A cache asks for its line: the source page shows the cache's row.
    const QModelIndex first = view->table()->proxy()->index(0, vmscope::SlabTableModel::NameColumn);
    view->selectCache(first.data(vmscope::SlabTableModel::CacheIndexRole).value<qsizetype>());
    view->showCurrentInSource();
    QCOMPARE(tabs->currentWidget(), m_window->sourceView());
    QVERIFY(m_window->sourceView()->textCursor().block().text().startsWith(
        first.data().toString()));
}

void TestGui::eventsPageTimesSeed002sFailures()
{
    // Seed 002's eight allocation failures, pasted alone from syslog: no run to mark them on,
    // so the Events page puts them on a time axis of their own.
    m_window->openFiles({ vmscope::test::seedPath(u"002_fafa354e787c718b.txt"_s) });
    acceptPreview(5);
    QString id;
    for (const vmscope::Capture &each : m_window->workspace()->document().captures()) {
        id = each.eventLog() ? each.id : id;
    }
    QVERIFY(!id.isEmpty());
    QTabWidget *tabs = m_window->centralTabs();
    vmscope::EventsView *view = m_window->eventsView();
    tabs->setCurrentIndex(0);
    QTest::keyClick(m_window.get(), Qt::Key_7, Qt::AltModifier);
    QCOMPARE(tabs->currentWidget(), view);
    tabs->setCurrentIndex(0);
    m_window->workspace()->setCurrentCapture(QString());
    m_window->workspace()->setCurrentCapture(id); // choosing it brings the page up
    QCOMPARE(tabs->currentWidget(), view);
    QCOMPARE(view->captureId(), id);
    QVERIFY2(view->headerLabel()->text().startsWith(u"8 kernel messages: 8 alloc-failure"_s),
        qPrintable(view->headerLabel()->text()));

    QTreeWidget *list = view->list();
    QStringList orders;
    for (int row = 0; row < list->topLevelItemCount(); ++row) {
        orders.append(list->topLevelItem(row)->text(2));
    }
    QCOMPARE(orders, (QStringList { u"3"_s, u"3"_s, u"2"_s, u"3"_s, u"3"_s, u"2"_s, u"1"_s, u"0"_s }));
    QCOMPARE(list->topLevelItem(0)->text(0), u"Sep 21 12:48:10"_s);
    // Two charts: how many so far, and each failure's order; a marker per message on both.
    QTRY_COMPARE(view->charts()->charts().size(), 2);
    vmscope::TimeChartView *orderChart = view->charts()->chart(u"order"_s);
    QVERIFY(orderChart);
    QCOMPARE(orderChart->content().lines.size(), 1);
    QCOMPARE(orderChart->content().series(0).sampleCount(), 8);
    QCOMPARE(vmscope::ChartMarkerLayer::of(orderChart->chart())->markers().size(), 8);

    // The finding in the dock leads to its first message.
    const QList<vmscope::Finding> &findings = m_window->workspace()->findings();
    const auto failures = std::find_if(findings.begin(), findings.end(),
        [&](const vmscope::Finding &finding) { return finding.captureId == id; });
    QVERIFY(failures != findings.end());
    tabs->setCurrentIndex(0);
    m_window->showFinding(int(failures - findings.begin()));
    QCOMPARE(tabs->currentWidget(), view);
    QCOMPARE(list->indexOfTopLevelItem(list->currentItem()), 0);

    // A click on the third row puts the charts' crosshair on it; Return shows its line.
    const QRect third = list->visualItemRect(list->topLevelItem(2));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, third.center());
    QVERIFY2(orderChart->crosshairText().contains(u"▸ alloc-failure order 2"_s),
        qPrintable(orderChart->crosshairText()));
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(tabs->currentWidget(), m_window->sourceView());
    QVERIFY(m_window->sourceView()->textCursor().block().text().contains(
        u"2-order allocation failed"_s));
    QCOMPARE(m_window->sourceView()->textCursor().blockNumber(), 17); // line 18
}

void TestGui::clockAxisIsAViewChoice()
{
    // `vmstat -t 1 8`: the charts say the time of day; View > Clock Time on the Axis toggles it.
    m_window->openFiles({ vmscope::test::dataPath(u"oops/vmstat-t-then-oops.txt"_s) });
    acceptPreview(2);
    const auto clockAxis = [this]() -> QDateTimeAxis * {
        vmscope::TimeChartView *chart = m_window->chartStack()->chart(u"bo"_s);
        const QList<QAbstractAxis *> axes = chart ? chart->chart()->axes(Qt::Horizontal) : QList<QAbstractAxis *>();
        for (QAbstractAxis *axis : axes) {
            if (auto *clock = qobject_cast<QDateTimeAxis *>(axis)) {
                return clock;
            }
        }
        return nullptr;
    };
    QTRY_VERIFY(clockAxis());
    QCOMPARE(clockAxis()->min().toString(u"yyyy-MM-dd hh:mm:ss"_s), u"2026-11-30 22:59:46"_s);
    m_window->chartStack()->zoomTo(2.0, 5.0);
    auto *toggle = m_window->findChild<QAction *>(u"clockAxisAction"_s);
    QVERIFY(toggle && toggle->isChecked());
    toggle->trigger();
    QTRY_VERIFY(!clockAxis());
    QCOMPARE(m_window->chartStack()->chart(u"bo"_s)->xRange(), qMakePair(2.0, 5.0)); // zoom kept
    QCOMPARE(QSettings().value(u"charts/clockAxis"_s).toBool(), false);
    toggle->trigger();
    QTRY_VERIFY(clockAxis());
}

void TestGui::sourceFindsWithCtrlFAndF3()
{
    // Seed 000, pasted: Alt+8, Ctrl+F, a word of the oops, Enter; F3 goes on, Escape leaves.
    QTest::keyClick(m_window.get(), Qt::Key_8, Qt::AltModifier);
    vmscope::SourceView *source = m_window->sourceView();
    QCOMPARE(m_window->centralTabs()->currentWidget(), source);
    source->setFocus();
    QTextCursor top = source->textCursor();
    top.movePosition(QTextCursor::Start);
    source->setTextCursor(top);
    QTest::keyClick(source, Qt::Key_F, Qt::ControlModifier);
    vmscope::SourceFindBar *bar = source->findBar();
    QVERIFY(bar->isVisible());
    QVERIFY(bar->field()->hasFocus());
    QTest::keyClicks(bar->field(), u"bug_on"_s); // case does not matter
    QTest::keyClick(bar->field(), Qt::Key_Return);
    QCOMPARE(source->textCursor().blockNumber(), 411); // line 412: BUG_ON(page->pte.chain != NULL);
    QCOMPARE(bar->status(), u"line 412"_s);

    // F3 from the text: the next 2.4.19, and past the last one back to the first.
    bar->field()->setText(u"2.4.19:"_s);
    QTest::keyClick(bar->field(), Qt::Key_Return);
    const int first = source->textCursor().blockNumber();
    QVERIFY(first > 411);
    source->setFocus();
    QTest::keyClick(source, Qt::Key_F3);
    QVERIFY(source->textCursor().blockNumber() > first);
    QTest::keyClick(source, Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(source->textCursor().blockNumber(), first);
    const qsizetype matches = source->toPlainText().count(u"2.4.19:"_s);
    int previous = source->textCursor().blockNumber();
    qsizetype presses = 0;
    while (presses++ <= matches) {
        QTest::keyClick(source, Qt::Key_F3);
        if (source->textCursor().blockNumber() < previous) {
            break;
        }
        previous = source->textCursor().blockNumber();
    }
    QVERIFY(presses <= matches); // it came round
    QCOMPARE(source->textCursor().blockNumber(), 249); // to the first, line 250: "2.4.19: 2m 18s"

    bar->field()->setText(u"no such words in the thread"_s);
    QTest::keyClick(bar->field(), Qt::Key_Return);
    QCOMPARE(bar->status(), u"not found"_s);
    QTest::keyClick(bar->field(), Qt::Key_Escape);
    QVERIFY(!bar->isVisible());
    QVERIFY(source->hasFocus());
}

void TestGui::docksStartWithRoom()
{
    // A first start (no saved layout), 1400x900: the tree has room for names, the findings
    // for more than three rows.
    QDockWidget *captures = nullptr;
    QDockWidget *findings = nullptr;
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
        captures = qobject_cast<vmscope::CaptureTree *>(dock->widget()) ? dock : captures;
        findings = qobject_cast<vmscope::FindingsPanel *>(dock->widget()) ? dock : findings;
    }
    QVERIFY(captures && findings);
    QTRY_VERIFY2(captures->width() >= 300, qPrintable(QString::number(captures->width())));
    QTRY_VERIFY2(findings->height() >= 200, qPrintable(QString::number(findings->height())));
}

void TestGui::menuMnemonicsDoNotClash()
{
    // Alt+F then a letter: each letter of a menu, and of the menu bar, names one entry.
    const auto mnemonicsOf = [](const QList<QAction *> &actions) {
        QMultiHash<QChar, QString> letters;
        for (const QAction *action : actions) {
            const QString text = action->text();
            const qsizetype amp = text.indexOf(u'&');
            if (!action->isSeparator() && amp >= 0 && amp + 1 < text.size()) {
                letters.insert(text.at(amp + 1).toLower(), text);
            }
        }
        return letters;
    };
    const auto checkUnique = [](const QString &where, const QMultiHash<QChar, QString> &letters) {
        for (const QChar letter : letters.uniqueKeys()) {
            QVERIFY2(letters.count(letter) == 1,
                qPrintable(u"%1: Alt+%2 for %3"_s.arg(where, letter, QStringList(letters.values(letter)).join(u", "_s))));
        }
    };
    checkUnique(u"menu bar"_s, mnemonicsOf(m_window->menuBar()->actions()));
    for (const QAction *entry : m_window->menuBar()->actions()) {
        if (const QMenu *menu = entry->menu()) {
            checkUnique(menu->title(), mnemonicsOf(menu->actions()));
        }
    }
}

void TestGui::aboutNamesTheVersionLicenceAndLibraries()
{
    // Help > About: CMake's version, the licence and each library with its version; Escape
    // closes it.
    auto *action = m_window->findChild<QAction *>(u"aboutAction"_s);
    QVERIFY(action);
    action->trigger();
    auto *about = m_window->findChild<QMessageBox *>(u"aboutBox"_s);
    QVERIFY(about);
    QTRY_VERIFY(about->isVisible());
    const QString text = about->text();
    QVERIFY2(text.contains(u"vmscope "_s + QStringLiteral(VMSCOPE_VERSION)), qPrintable(text));
    QVERIFY(text.contains(u"GNU GPL, version 2 or later"_s));
    QVERIFY2(text.contains(u"<li>Qt "_s + QString::fromLatin1(qVersion())), qPrintable(text));
    QVERIFY(text.contains(u"<li>zlib "_s) && text.contains(u"<li>GMime "_s));
    QTest::keyClick(about, Qt::Key_Escape);
    QTRY_VERIFY(m_window->findChild<QMessageBox *>(u"aboutBox"_s) == nullptr);
}

void TestGui::helpShowsTheGuideTheShortcutsAndTheRules()
{
    // F1, as a user asks for help: the guide, docs/user-guide.md as the repository has it.
    m_window->activateWindow();
    QTest::keyClick(m_window.get(), Qt::Key_F1);
    auto *help = m_window->findChild<vmscope::HelpBrowser *>();
    QTRY_VERIFY(help && help->isVisible());
    QCOMPARE(help->currentPage(), vmscope::HelpBrowser::Page::Guide);
    auto *guide = help->findChild<QTextBrowser *>(u"userGuide"_s);
    QVERIFY(guide);
    QVERIFY2(guide->toPlainText().startsWith(u"vmscope user guide"_s),
        qPrintable(guide->toPlainText().left(80)));
    QVERIFY(guide->toPlainText().contains(u"Follow File"_s));
    QFile source(u":/docs/user-guide.md"_s);
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QString guideText = QString::fromUtf8(source.readAll());

    // Help > Keyboard Shortcuts: every menu entry with keys, which the guide's table names too.
    m_window->findChild<QAction *>(u"shortcutsAction"_s)->trigger();
    QCOMPARE(help->currentPage(), vmscope::HelpBrowser::Page::Shortcuts);
    const QList<QPair<QString, QString>> shortcuts
        = vmscope::HelpBrowser::menuShortcuts(m_window->menuBar());
    QVERIFY(shortcuts.contains(qMakePair(u"File > Follow File…"_s, u"Ctrl+Shift+O"_s)));
    QVERIFY(shortcuts.contains(qMakePair(u"Help > User Guide"_s, u"F1"_s)));
    const auto *list = help->findChild<QTreeWidget *>(u"shortcutList"_s);
    QVERIFY(list && list->topLevelItemCount() > shortcuts.size()); // the gestures follow
    QStringList unsaid;
    for (qsizetype row = 0; row < shortcuts.size(); ++row) {
        QCOMPARE(list->topLevelItem(int(row))->text(0), shortcuts.at(row).first);
        QCOMPARE(list->topLevelItem(int(row))->text(1), shortcuts.at(row).second);
        const QStringList keys = shortcuts.at(row).second.split(u", "_s);
        for (const QString &key : keys) {
            // Alt+1 … Alt+9 are one row of the guide's table.
            const QString said = key.startsWith(u"Alt+"_s) && key.size() == 5 && key.back().isDigit()
                ? u"Alt+1 … Alt+9"_s
                : key;
            if (!guideText.contains(u"| "_s + said) && !guideText.contains(u" / "_s + said)
                && !guideText.contains(u", "_s + said)) {
                unsaid.append(u"%1 (%2)"_s.arg(shortcuts.at(row).first, key));
            }
        }
    }
    QVERIFY2(unsaid.isEmpty(), qPrintable(u"not in docs/user-guide.md: "_s + unsaid.join(u", "_s)));

    // Help > Stall Rules: docs/stalls.md with its thresholds; the guide's link goes there too.
    m_window->findChild<QAction *>(u"userGuideAction"_s)->trigger();
    QCOMPARE(help->currentPage(), vmscope::HelpBrowser::Page::Guide);
    emit guide->anchorClicked(QUrl(u"stalls.md"_s));
    QCOMPARE(help->currentPage(), vmscope::HelpBrowser::Page::StallRules);
    const auto *rules = help->findChild<QTextBrowser *>(u"stallRules"_s);
    QVERIFY(rules && rules->toPlainText().contains(u"io-stall.min-samples"_s));
    m_window->findChild<QAction *>(u"stallRulesAction"_s)->trigger();
    QCOMPARE(help->currentPage(), vmscope::HelpBrowser::Page::StallRules);
    QCOMPARE(m_window->findChildren<vmscope::HelpBrowser *>().size(), 1); // one window, reused
    help->close();
}

void TestGui::pickerStacksTheCpuSplitByKeyboard()
{
    // Seed 000, pasted: cpu > stacked in the picker, ticked with Space as a keyboard user does.
    auto *tree = m_window->metricPicker()->findChild<QTreeWidget *>();
    QVERIFY(tree);
    QTreeWidgetItem *cpuStack = nullptr;
    const QList<QTreeWidgetItem *> stacks
        = tree->findItems(u"stacked"_s, Qt::MatchExactly | Qt::MatchRecursive);
    for (QTreeWidgetItem *item : stacks) {
        if (item->parent() && item->parent()->text(0) == u"cpu"_s) {
            cpuStack = item;
        }
    }
    QVERIFY(cpuStack);
    QCOMPARE(cpuStack->checkState(0), Qt::Unchecked);
    tree->setFocus();
    tree->setCurrentItem(cpuStack);
    QTest::keyClick(tree, Qt::Key_Space);
    QCOMPARE(cpuStack->checkState(0), Qt::Checked);
    QVERIFY(m_window->metricPicker()->selectedMetrics().contains(u"stack:cpu"_s));
    // A stacked chart for each vmstat run plotted, named by it, beside the other charts.
    QStringList stackedTitles;
    QStringList plottedRuns;
    for (const vmscope::TimeChartView *view : m_window->chartStack()->charts()) {
        if (view->content().stacked) {
            stackedTitles.append(view->chart()->title());
        }
    }
    for (const vmscope::Capture &capture : m_window->workspace()->document().captures()) {
        if (capture.kind == vmscope::CaptureKind::Vmstat
            && m_window->workspace()->isCaptureVisible(capture.id)) {
            plottedRuns.append(capture.label);
        }
    }
    QVERIFY(!plottedRuns.isEmpty());
    QCOMPARE(stackedTitles.size(), plottedRuns.size());
    QVERIFY(m_window->chartStack()->charts().size() > stackedTitles.size());
    // Space again: the stacks go, the rest stays.
    QTest::keyClick(tree, Qt::Key_Space);
    QCOMPARE(cpuStack->checkState(0), Qt::Unchecked);
    for (const vmscope::TimeChartView *view : m_window->chartStack()->charts()) {
        QVERIFY(!view->content().stacked);
    }
}

void TestGui::loopSeriesAreChartedAfterTheSeed()
{
    // After seed 000, a dated loop of /proc/meminfo and a loop of `vmstat 1 4`, opened as a
    // user opens them: each loop is one capture; MemFree, ticked with Space in the picker, is
    // charted from the three snapshots, and bo from the vmstat loop's 16 rows.
    const qsizetype seeded = m_window->workspace()->document().captures().size();
    m_window->openFiles({ vmscope::test::dataPath(u"meminfo/loop-dates.txt"_s) });
    acceptPreview(seeded + 1);
    m_window->openFiles({ vmscope::test::dataPath(u"vmstat/loop-real.txt"_s) });
    acceptPreview(seeded + 2);
    auto *tree = m_window->metricPicker()->findChild<QTreeWidget *>();
    QVERIFY(tree);
    const QList<QTreeWidgetItem *> found = tree->findItems(u"MemFree"_s, Qt::MatchExactly | Qt::MatchRecursive);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.constFirst()->parent()->text(0), u"memory"_s);
    tree->setFocus();
    tree->setCurrentItem(found.constFirst());
    QTest::keyClick(tree, Qt::Key_Space);
    QCOMPARE(found.constFirst()->checkState(0), Qt::Checked);
    const auto samplesOf = [this](const QString &metric, QStringView label) -> qsizetype {
        const vmscope::TimeChartView *chart = m_window->chartStack()->chart(metric);
        for (const auto &line : chart ? chart->content().lines : QList<vmscope::TimeChartContent::Line>()) {
            if (line.plotted.capture->label.startsWith(label)) {
                return line.plotted.capture->timeSeries()->sampleCount();
            }
        }
        return -1;
    };
    QTRY_COMPARE(samplesOf(u"MemFree"_s, u"meminfo every two seconds"), qsizetype(3));
    QCOMPARE(samplesOf(u"bo"_s, u"for n in 1 2 3 4"), qsizetype(16));
    const vmscope::Capture &loop = m_window->workspace()->document().captures().constLast();
    QCOMPARE(loop.timeSeries()->sinceBootRows(), (std::vector<qsizetype> { 0, 4, 8, 12 }));
}

void TestGui::noTwoLinesOfAChartLookAlike()
{
    // Seed 000, every capture shown: nine vmstat runs in each chart, among sixteen captures
    // whose colours come round after eight. No two lines of a chart share colour and style.
    QStringList all;
    for (const vmscope::Capture &capture : m_window->workspace()->document().captures()) {
        all.append(capture.id);
    }
    m_window->workspace()->showOnly(all);
    m_window->metricPicker()->setSelectedMetrics({ u"bo"_s, u"free"_s });
    QTRY_VERIFY(m_window->chartStack()->chart(u"bo"_s));
    for (const vmscope::TimeChartView *view : m_window->chartStack()->charts()) {
        QCOMPARE(view->seriesCount(), 9);
        QSet<QPair<QRgb, int>> looks;
        const QList<QLineSeries *> lines = vmscope::lineSeries(view->chart());
        for (const QLineSeries *line : lines) {
            looks.insert({ line->pen().color().rgb(), int(line->pen().style()) });
        }
        QVERIFY2(looks.size() == lines.size(), qPrintable(view->metric()));
    }
}

void TestGui::oopsIsMarkedOnTheCharts()
{
    m_window->openFiles({ vmscope::test::dataPath(u"oops/vmstat-t-then-oops.txt"_s) });
    acceptPreview(2);
    const QList<vmscope::TimeMarker> &markers = m_window->chartStack()->markers();
    QCOMPARE(markers.size(), 1);
    QCOMPARE(markers.at(0).captureId, capture(0).id);
    QCOMPARE(markers.at(0).from, 4.0);
    vmscope::TimeChartView *chart = m_window->chartStack()->chart(u"bo"_s);
    QVERIFY(chart);
    const vmscope::ChartMarkerLayer *layer = vmscope::ChartMarkerLayer::of(chart->chart());
    QVERIFY(layer);
    QCOMPARE(layer->markers().size(), 1);
    QCOMPARE(layer->markers().at(0).caption, u"oops: foo_read"_s);
    QCOMPARE(layer->markers().at(0).color, m_window->workspace()->captureColor(capture(0).id));

    // A note from the user joins the oops on every chart of the run, and leaves with it.
    vmscope::Workspace *workspace = m_window->workspace();
    const QString note = workspace->addAnnotation(capture(0).id, 5.0, 6.0, u"write burst"_s);
    chart = m_window->chartStack()->chart(u"bo"_s);
    QCOMPARE(vmscope::ChartMarkerLayer::of(chart->chart())->markers().size(), 2);
    QCOMPARE(m_window->chartStack()->markers().at(1).key, note);
    workspace->setAnnotationText(note, u"dd write burst"_s);
    QCOMPARE(m_window->chartStack()->markers().at(1).caption, u"dd write burst"_s);
    emit m_window->chartStack()->noteRemoveRequested(note);
    QCOMPARE(m_window->chartStack()->markers().size(), 1);
}

void TestGui::findingsAreListedShadedAndZoomedTo()
{
    vmscope::Workspace *workspace = m_window->workspace();
    const QList<vmscope::Finding> &findings = workspace->findings();
    QVERIFY(!findings.isEmpty());
    QTreeWidget *list = m_window->findingsPanel()->findings();
    QCOMPARE(list->topLevelItemCount(), findings.size());

    // The first io-stall of the first run (2.5.31-akpm): samples 2-3, lines 265-266.
    qsizetype stall = -1;
    for (qsizetype i = 0; i < findings.size() && stall < 0; ++i) {
        if (findings.at(i).rule == u"io-stall" && findings.at(i).captureId == capture(0).id) {
            stall = i;
        }
    }
    QVERIFY(stall >= 0);
    const vmscope::Finding &finding = findings.at(stall);
    QCOMPARE(finding.firstLine, 265);
    QCOMPARE(finding.lastLine, 266);

    // Shaded on the run's charts, captioned with the rule.
    vmscope::TimeChartView *chart = m_window->chartStack()->chart(u"bo"_s);
    QVERIFY(chart);
    const vmscope::ChartMarkerLayer *layer = vmscope::ChartMarkerLayer::of(chart->chart());
    const auto shaded = std::find_if(layer->markers().begin(), layer->markers().end(),
        [&](const vmscope::TimeMarker &marker) {
            return marker.kind == vmscope::TimeMarker::Kind::Finding
                && marker.key == QString::number(stall);
        });
    QVERIFY(shaded != layer->markers().end());
    QCOMPARE(shaded->from, finding.start);
    QCOMPARE(shaded->to, finding.end);
    QVERIFY(shaded->caption.startsWith(u"I/O stall "_s));

    // Activating it in the panel zooms every chart to it, with some samples around.
    m_window->centralTabs()->setCurrentWidget(m_window->sourceView());
    QTreeWidgetItem *row = list->topLevelItem(int(stall));
    QCOMPARE(row->data(0, vmscope::FindingsPanel::FindingIndexRole).toInt(), int(stall));
    list->setCurrentItem(row);
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(m_window->centralTabs()->currentIndex(), 0);
    QCOMPARE(workspace->currentCapture(), capture(0).id);
    chart = m_window->chartStack()->chart(u"bo"_s);
    const QPair<double, double> range = chart->xRange();
    QVERIFY(range.first < finding.start && range.first >= finding.start - 4.0);
    QVERIFY(range.second > finding.end && range.second <= finding.end + 4.0);
    QCOMPARE(m_window->chartStack()->chart(u"id"_s)->xRange(), range);
    // The plain sentence first, then its numbers; the list shows them on two lines.
    QVERIFY(finding.summary.startsWith(u"3 tasks waited on I/O for 2 s"_s));
    QCOMPARE(m_window->statusBar()->currentMessage(), finding.summary + u"  "_s + finding.evidence);
    QCOMPARE(row->text(4), finding.summary + u'\n' + finding.evidence);

    // The labels ranked by stall share, least first; each kernel has its row.
    QTreeWidget *summary = m_window->findingsPanel()->summary();
    QStringList labels;
    double previousShare = -1.0;
    for (int i = 0; i < summary->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = summary->topLevelItem(i);
        labels.append(item->text(vmscope::FindingsPanel::LabelColumn));
        QString share = item->text(vmscope::FindingsPanel::ShareColumn);
        if (share.isEmpty()) {
            continue; // runs without time come last
        }
        QCOMPARE(item->text(vmscope::FindingsPanel::RankColumn), QString::number(i + 1));
        const double value = share.remove(u" %"_s).toDouble();
        QVERIFY(value >= previousShare);
        previousShare = value;
    }
    for (const QString &kernel : { u"2.5.31-akpm"_s, u"2.5.31"_s, u"2.4.19"_s }) {
        QVERIFY2(labels.contains(kernel), qPrintable(labels.join(u", "_s)));
    }
}

void TestGui::preferencesChangeTheThresholds()
{
    vmscope::Workspace *workspace = m_window->workspace();
    const auto count = [workspace](const QString &rule) {
        return std::count_if(workspace->findings().begin(), workspace->findings().end(),
            [&rule](const vmscope::Finding &finding) { return finding.rule == rule; });
    };
    const auto stalls = count(u"io-stall"_s);
    QVERIFY(stalls > 0);

    vmscope::PreferencesDialog dialog(workspace->thresholds());
    QDoubleSpinBox *minSamples = dialog.editor(u"io-stall.min-samples"_s);
    QVERIFY(minSamples);
    QCOMPARE(minSamples->value(), 2.0);
    QCOMPARE(minSamples->text(), u"2 samples"_s);
    minSamples->setValue(1); // single idle samples count too: more stalls
    QCOMPARE(minSamples->text(), u"1 sample"_s);
    QCOMPARE(dialog.editor(u"io-stall.min-blocked"_s)->text(), u"1 process"_s);
    vmscope::PreferencesDialog::saveThresholds(dialog.thresholds());
    QCOMPARE(vmscope::PreferencesDialog::savedThresholds().ioStallMinSamples, 1.0);
    workspace->setThresholds(vmscope::PreferencesDialog::savedThresholds());
    QVERIFY(count(u"io-stall"_s) > stalls);
    QCOMPARE(m_window->findingsPanel()->findings()->topLevelItemCount(),
             workspace->findings().size());

    // Back to the defaults: nothing stored, the first count again.
    vmscope::PreferencesDialog::saveThresholds(vmscope::StallThresholds());
    QVERIFY(!QSettings().contains(u"thresholds/io-stall.min-samples"_s));
    workspace->setThresholds(vmscope::StallThresholds());
    QCOMPARE(count(u"io-stall"_s), stalls);
}

void TestGui::preferencesLimitTheLogsOfAnImport()
{
    // Edit > Preferences > Reading inputs: at most 2 logs of an input, then a paste of seed
    // 000 (16 captures in its blocks) reads its first two blocks and says where it stopped.
    vmscope::PreferencesDialog dialog(m_window->workspace()->thresholds());
    auto *maxLogs = dialog.findChild<QSpinBox *>(u"input.max-logs"_s);
    QVERIFY(maxLogs);
    QCOMPARE(maxLogs->value(), 20000);
    maxLogs->setValue(2);
    vmscope::PreferencesDialog::saveInputLimits(dialog.inputLimits());
    const auto defaults = qScopeGuard([] { // for the tests after this one, whatever it found
        vmscope::PreferencesDialog::saveInputLimits(vmscope::InputLimits());
    });
    QCOMPARE(vmscope::PreferencesDialog::savedInputLimits().maxBlocks, 2);
    const qsizetype before = m_window->workspace()->document().captures().size();
    QGuiApplication::clipboard()->setText(QString::fromUtf8(readAll(seed000())));
    trigger(u"pasteAction"_s);
    vmscope::ImportPreviewDialog *preview = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (preview = m_window->findChild<vmscope::ImportPreviewDialog *>()) != nullptr, 30000);
    preview->accept();
    QTRY_VERIFY(m_window->workspace()->document().captures().size() > before);
    const qsizetype added = m_window->workspace()->document().captures().size() - before;
    QVERIFY2(added >= 2 && added < 16, qPrintable(QString::number(added)));
    const auto said = std::count_if(m_window->workspace()->document().diagnostics().begin(),
        m_window->workspace()->document().diagnostics().end(),
        [](const vmscope::Diagnostic &diagnostic) {
            return diagnostic.message.startsWith(u"more than 2 logs in this input: the "_s);
        });
    QCOMPARE(said, 1);

    // Its language box: the system's, English, and each catalogue under its own name.
    auto *language = dialog.findChild<QComboBox *>(u"ui.language"_s);
    QVERIFY(language);
    QCOMPARE(language->count(), 3);
    QCOMPARE(language->itemText(2), u"Deutsch"_s);
    language->setCurrentIndex(language->findData(u"de"_s));
    vmscope::PreferencesDialog::saveLanguage(dialog.language());
    QCOMPARE(vmscope::PreferencesDialog::savedLanguage(), u"de"_s);
    vmscope::PreferencesDialog::saveLanguage(QString());
    QVERIFY(!QSettings().contains(u"ui/language"_s));
    vmscope::PreferencesDialog::saveInputLimits(vmscope::InputLimits());
    QVERIFY(!QSettings().contains(u"input/maxLogs"_s));
}

void TestGui::speaksGermanWhenAskedTo()
{
    // As main() does for LANG=de_DE or Preferences' "Deutsch": the menus, every page's tab,
    // a finding's sentence and Qt's own buttons in German, from the catalogues built in.
    QCOMPARE(vmscope::installTranslators(u"de"_s), u"de"_s);
    // LANG=de_DE gives the numbers a German locale as well.
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const auto english = qScopeGuard([] {
        vmscope::installTranslators(u"en"_s);
        QLocale::setDefault(QLocale::c());
    });
    vmscope::MainWindow window;
    window.show();
    QStringList menus;
    for (const QAction *menu : window.menuBar()->actions()) {
        menus.append(menu->text());
    }
    QCOMPARE(menus.mid(0, 3), (QStringList{u"&Datei"_s, u"&Bearbeiten"_s, u"&Ansicht"_s}));
    QCOMPARE(menus.constLast(), u"&Hilfe"_s);
    const auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    QStringList titles;
    for (int tab = 0; tab < tabs->count(); ++tab) {
        titles.append(tabs->tabText(tab));
    }
    QCOMPARE(titles, (QStringList{u"Diagramme"_s, u"Prozesse"_s, u"Profil"_s, u"Profilvergleich"_s,
                                  u"Oops"_s, u"Slabs"_s, u"Ereignisse"_s, u"Quelle"_s,
                                  u"Vergleich"_s}));
    window.openDemo();
    QTRY_VERIFY_WITH_TIMEOUT(!window.workspace()->findings().isEmpty(), 30000);
    const auto waited = std::find_if(window.workspace()->findings().begin(),
        window.workspace()->findings().end(), [](const vmscope::Finding &finding) {
            return finding.summary.contains(u" lang auf I/O wartend, während die CPU im Leerlauf"_s);
        });
    QVERIFY2(waited != window.workspace()->findings().end(),
             qPrintable(window.workspace()->findings().constFirst().oneLine()));
    // The findings panel names severity and rule in German, its numbers with a decimal comma;
    // so do the charts' captions and units.
    const QTreeWidgetItem *row = window.findingsPanel()->findings()->topLevelItem(
        int(waited - window.workspace()->findings().begin()));
    QCOMPARE(row->text(0), u"Warnung"_s);
    QCOMPARE(row->text(1), u"I/O-Stillstand"_s);
    QVERIFY2(row->text(3).contains(u",0 s"_s), qPrintable(row->text(3)));
    // The demo's second stall: cs at a median of 454.5 switches a second (lines 46-48).
    const auto second = std::find_if(window.workspace()->findings().begin(),
        window.workspace()->findings().end(), [](const vmscope::Finding &finding) {
            return finding.evidence.startsWith(u"Messwerte 5-7 (Zeilen 46-48): "_s);
        });
    QVERIFY(second != window.workspace()->findings().end());
    QVERIFY2(second->evidence.contains(u"cs 55-67/s (Median 454,5)"_s), qPrintable(second->evidence));
    const vmscope::TimeChartView *bo = window.chartStack()->chart(u"bo"_s);
    QVERIFY(bo);
    QVERIFY2(bo->accessibleName().contains(u"Blöcke/s"_s), qPrintable(bo->accessibleName()));
    QVERIFY2(bo->chart()->axes(Qt::Vertical).constFirst()->titleText().contains(u"Blöcke/s"_s),
        qPrintable(bo->chart()->axes(Qt::Vertical).constFirst()->titleText()));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), u"Abbrechen"_s);
    // Edit > Preferences: the units of the thresholds too, singular and plural.
    vmscope::PreferencesDialog preferences(window.workspace()->thresholds());
    QCOMPARE(preferences.editor(u"io-stall.min-samples"_s)->text(), u"2 Messwerte"_s);
    QCOMPARE(preferences.editor(u"io-stall.min-blocked"_s)->text(), u"1 Prozess"_s);
}

void TestGui::manyCapturesAreAddedInLinearTime()
{
    // Each capture added took the lowest free colour slot by sorting every slot taken, and the
    // capture tree looked up each item it made: 28 000 captures kept the window busy for
    // minutes. 1 000 and then 8 000 captures: at most 20 times the CPU
    // time for 8 times the captures (quadratic work takes 64 times).
    const auto cpuFor = [](const vmscope::Capture &capture, int count) {
        vmscope::Document document;
        for (int i = 0; i < count; ++i) {
            document.addCapture(capture);
        }
        vmscope::Workspace workspace;
        const std::clock_t start = std::clock();
        workspace.addDocument(std::move(document));
        const double seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
        return std::pair{workspace.document().captures().size(), seconds};
    };
    vmscope::Capture capture;
    capture.kind = vmscope::CaptureKind::Vmstat;
    capture.label = u"2.5.31"_s;
    const auto [few, fewSeconds] = cpuFor(capture, 1000);
    const auto [many, manySeconds] = cpuFor(capture, 8000);
    QCOMPARE(few, 1000);
    QCOMPARE(many, 8000);
    qInfo("1000 captures in %.3f s, 8000 in %.3f s", fewSeconds, manySeconds);
    QVERIFY2(manySeconds < 20 * std::max(fewSeconds, 0.01),
             qPrintable(u"%1 s, then %2 s"_s.arg(fewSeconds).arg(manySeconds)));
}

QTEST_MAIN(TestGui)
#include "tst_gui.moc"
