// SPDX-License-Identifier: GPL-2.0-or-later
// The process view of top captures: the table model (values, numeric sort, filter), the
// sparklines, the busiest-processes chart and the history of selected processes, on sessions
// built by hand after seed 002 (kswapd climbing while nfsd threads come and go), then on the
// seed itself once the top parser reads it.
#include "app/gui/widgets/capturetable.h"
#include "app/charts/chartstack.h"
#include "app/charts/processcapture.h"
#include "app/charts/timechartbuilder.h"
#include "app/charts/timechartview.h"
#include "app/gui/shell/mainwindow.h"
#include "app/gui/widgets/tablefilterproxymodel.h"
#include "app/gui/top/processtablemodel.h"
#include "app/gui/top/processview.h"
#include "app/gui/widgets/sparklinedelegate.h"
#include "app/gui/shell/workspace.h"
#include "core/top/topcolumns.h"
#include "parsers/top/topsessionbuilder.h"
#include "testutil.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>

#include <cmath>
#include <limits>

using namespace vmscope;
using namespace Qt::StringLiterals;

namespace {

constexpr float nan = std::numeric_limits<float>::quiet_NaN();

ProcessRow row(qint64 pid, const QString &command, float cpu, float mem = 0.5f,
    float residentKiB = 1024.0f, char state = 'S', const QString &user = u"root"_s)
{
    ProcessRow process;
    process.pid = pid;
    process.command = command;
    process.user = user;
    process.cpuPercent = cpu;
    process.memPercent = mem;
    process.residentKiB = residentKiB;
    process.state = state;
    return process;
}

/// Six frames, 5 s apart, after seed 002: kswapd in all, kupdated in frames 0 and 2, nfsd (320)
/// in frames 1 and 3 to 5, pid 1000 once, and `ps` with no %CPU column value.
TopSession seedLikeSession()
{
    TopSessionBuilder builder;
    const float kswapd[] = { 53.1f, 56.3f, 59.6f, 81.3f, 99.9f, 99.9f };
    for (int frame = 0; frame < 6; ++frame) {
        builder.beginFrame(frame * 5.0, 92 + frame * 26);
        builder.setSummary(topcolumns::load(u"load1"_s), 8.0 + frame);
        builder.addProcess(row(7, u"kswapd"_s, kswapd[frame], 0.0f, 0.0f, frame == 0 ? 'S' : 'R'));
        if (frame == 0 || frame == 2) {
            builder.addProcess(row(9, u"kupdated"_s, frame == 0 ? 30.3f : 12.0f, 0.0f, 0.0f, 'D'));
        }
        if (frame == 1 || frame >= 3) {
            builder.addProcess(row(320, u"nfsd"_s, 7.0f + float(frame), 1.2f, 2.5f * 1024.0f, 'D'));
        }
        if (frame == 4) {
            builder.addProcess(
                row(1000, u"bonnie"_s, 4.0f, 10.0f, 3.0f * 1024.0f * 1024.0f, 'R', u"andrew"_s));
            builder.addProcess(row(45, u"ps"_s, nan, nan, nan, '?', u"andrew"_s));
        }
    }
    return builder.finish(5.0, true);
}

Capture topCapture(TopSession session, const QString &label = u"2.4.10-pre13"_s)
{
    Capture capture;
    capture.kind = CaptureKind::Top;
    capture.label = label;
    capture.payload = std::move(session);
    return capture;
}

/// The source row of the process `command` in `model`.
int rowOf(const ProcessTableModel &model, const QString &command)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.process(row).command == command) {
            return row;
        }
    }
    return -1;
}

bool sameWithNan(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

} // namespace

class TestProcessView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void modelShowsPeakAndMean_data();
    void modelShowsPeakAndMean();
    void sortsByNumberNotText_data();
    void sortsByNumberNotText();
    void filtersByCommandUserOrPid_data();
    void filtersByCommandUserOrPid();
    void sparklineHasGapsWhereNotListed();
    void sparklineKeepsPeaksWhenFramesShareAPixel();
    void busiestChartIsInPeakOrder();
    void selectingARowPlotsItsHistoryWithGaps();
    void gapsAreDrawnAsSeparateRuns();
    void followsTheCurrentTopCapture();
    void saysHowToLoadWhenThereIsNoTopCapture();
    void mainWindowHasAProcessesTab();
    void largeSessionStaysResponsive();
    void seed002KswapdIsTheBusiest();
};

void TestProcessView::initTestCase()
{
    test::prepareGuiTest(u"tst_processview"_s);
}

void TestProcessView::modelShowsPeakAndMean_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("column");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("kswapd peak %CPU")
        << u"kswapd"_s << int(ProcessTableModel::PeakCpuColumn) << 99.9 << u"99.9"_s;
    QTest::newRow("kswapd mean %CPU over its six frames")
        << u"kswapd"_s << int(ProcessTableModel::MeanCpuColumn)
        << (53.1 + 56.3 + 59.6 + 81.3 + 99.9 + 99.9) / 6 << u"75.0"_s;
    QTest::newRow("kupdated mean over the two frames that list it")
        << u"kupdated"_s << int(ProcessTableModel::MeanCpuColumn) << (30.3 + 12.0) / 2
        << u"21.1"_s; // 21.15 in float is 21.149…
    QTest::newRow("nfsd frames") << u"nfsd"_s << int(ProcessTableModel::FramesColumn) << 4.0
                                 << u"4 of 6"_s;
    QTest::newRow("nfsd peak RES in KiB")
        << u"nfsd"_s << int(ProcessTableModel::PeakResidentColumn) << 2560.0 << u"2560 KiB"_s;
    QTest::newRow("bonnie peak RES of 3 GiB in MiB")
        << u"bonnie"_s << int(ProcessTableModel::PeakResidentColumn) << 3.0 * 1024 * 1024
        << u"3072 MiB"_s;
    QTest::newRow("bonnie peak %MEM")
        << u"bonnie"_s << int(ProcessTableModel::PeakMemoryColumn) << 10.0 << u"10.0"_s;
    QTest::newRow("ps without %CPU")
        << u"ps"_s << int(ProcessTableModel::PeakCpuColumn) << std::nan("") << u"–"_s;
    QTest::newRow("pid") << u"nfsd"_s << int(ProcessTableModel::PidColumn) << 320.0 << u"320"_s;
}

void TestProcessView::modelShowsPeakAndMean()
{
    QFETCH(QString, command);
    QFETCH(int, column);
    QFETCH(double, value);
    QFETCH(QString, text);
    const TopSession session = seedLikeSession();
    ProcessTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSession(&session);
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.columnCount(), int(ProcessTableModel::ColumnCount));
    const int row = rowOf(model, command);
    QVERIFY(row >= 0);
    QVERIFY2(std::abs(model.numericValue(row, column) - value) < 1e-4
            || sameWithNan(model.numericValue(row, column), value),
        qPrintable(QString::number(model.numericValue(row, column))));
    QCOMPARE(model.index(row, column).data().toString(), text);
    QCOMPARE(
        model.index(rowOf(model, u"kswapd"_s), ProcessTableModel::StateColumn).data().toString(),
        u"R"_s);
    QCOMPARE(model.maxCpu(), double(99.9f));
}

void TestProcessView::sortsByNumberNotText_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QStringList>("commands");
    QTest::newRow("pid ascending: 7 before 45 before 320 before 1000")
        << int(ProcessTableModel::PidColumn) << Qt::AscendingOrder
        << QStringList { u"kswapd"_s, u"kupdated"_s, u"ps"_s, u"nfsd"_s, u"bonnie"_s };
    QTest::newRow("peak %CPU descending, unknown last")
        << int(ProcessTableModel::PeakCpuColumn) << Qt::DescendingOrder
        << QStringList { u"kswapd"_s, u"kupdated"_s, u"nfsd"_s, u"bonnie"_s, u"ps"_s };
    QTest::newRow("peak %CPU ascending, unknown still last")
        << int(ProcessTableModel::PeakCpuColumn) << Qt::AscendingOrder
        << QStringList { u"bonnie"_s, u"nfsd"_s, u"kupdated"_s, u"kswapd"_s, u"ps"_s };
    QTest::newRow("peak RES descending: 3 GiB before 2.5 MiB")
        << int(ProcessTableModel::PeakResidentColumn) << Qt::DescendingOrder
        << QStringList { u"bonnie"_s, u"nfsd"_s, u"kswapd"_s, u"kupdated"_s, u"ps"_s };
    QTest::newRow("frames descending")
        << int(ProcessTableModel::FramesColumn) << Qt::DescendingOrder
        << QStringList { u"kswapd"_s, u"nfsd"_s, u"kupdated"_s, u"bonnie"_s, u"ps"_s };
    QTest::newRow("command ascending, as text")
        << int(ProcessTableModel::CommandColumn) << Qt::AscendingOrder
        << QStringList { u"bonnie"_s, u"kswapd"_s, u"kupdated"_s, u"nfsd"_s, u"ps"_s };
}

void TestProcessView::sortsByNumberNotText()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QStringList, commands);
    const TopSession session = seedLikeSession();
    ProcessTableModel model;
    model.setSession(&session);
    TableFilterProxyModel proxy(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.sort(column, order);
    QCOMPARE(test::columnTexts(&proxy, ProcessTableModel::CommandColumn), commands);
}

void TestProcessView::filtersByCommandUserOrPid_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QStringList>("commands");
    QTest::newRow("command, any case") << u"KSWAP"_s << QStringList { u"kswapd"_s };
    QTest::newRow("part of a command") << u"k"_s << QStringList { u"kswapd"_s, u"kupdated"_s };
    QTest::newRow("user") << u"andrew"_s << QStringList { u"bonnie"_s, u"ps"_s };
    QTest::newRow("pid digits") << u"32"_s << QStringList { u"nfsd"_s };
    QTest::newRow("blanks around are ignored") << u"  nfsd "_s << QStringList { u"nfsd"_s };
    QTest::newRow("nothing matches") << u"sendmail"_s << QStringList {};
    QTest::newRow("empty keeps all")
        << QString() << QStringList { u"kswapd"_s, u"kupdated"_s, u"nfsd"_s, u"bonnie"_s, u"ps"_s };
}

void TestProcessView::filtersByCommandUserOrPid()
{
    QFETCH(QString, filter);
    QFETCH(QStringList, commands);
    const TopSession session = seedLikeSession();
    ProcessTableModel model;
    model.setSession(&session);
    TableFilterProxyModel proxy(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.sort(ProcessTableModel::PeakCpuColumn, Qt::DescendingOrder);
    proxy.setFilterText(filter);
    QCOMPARE(test::columnTexts(&proxy, ProcessTableModel::CommandColumn), commands);
}

void TestProcessView::sparklineHasGapsWhereNotListed()
{
    const TopSession session = seedLikeSession();
    const ProcessHistory *nfsd = session.process(320, u"nfsd");
    ProcessTableModel model;
    model.setSession(&session);
    std::vector<float> columns;
    model.sparklineColumns(int(nfsd - session.processes.constData()), 200, columns);
    QCOMPARE(columns.size(), std::size_t(6)); // one per frame when they fit
    QVERIFY(std::isnan(columns[0]));
    QCOMPARE(columns[1], 8.0f);
    QVERIFY(std::isnan(columns[2]));
    QCOMPARE(columns[3], 10.0f);
    QCOMPARE(columns[5], 12.0f);
}

void TestProcessView::sparklineKeepsPeaksWhenFramesShareAPixel()
{
    TopSessionBuilder builder;
    for (int frame = 0; frame < 1000; ++frame) {
        builder.beginFrame(frame, frame + 1);
        // Listed in the first half only, with one spike at frame 250.
        if (frame < 500) {
            builder.addProcess(row(7, u"kswapd"_s, frame == 250 ? 99.0f : 1.0f));
        }
    }
    const TopSession session = builder.finish(1.0, false);
    ProcessTableModel model;
    model.setSession(&session);
    std::vector<float> columns;
    model.sparklineColumns(0, 100, columns);
    QCOMPARE(columns.size(), std::size_t(100));
    QCOMPARE(columns[25], 99.0f); // frames 250..259 share column 25
    QCOMPARE(columns[24], 1.0f);
    QVERIFY(std::isnan(columns[50]));
    QVERIFY(std::isnan(columns[99]));
}

void TestProcessView::busiestChartIsInPeakOrder()
{
    Workspace workspace;
    Document document;
    document.addCapture(topCapture(seedLikeSession()));
    workspace.addDocument(document);
    ProcessView view(&workspace);
    TimeChartView *chart = view.busiestCharts()->chart(processCpuKey.toString());
    QVERIFY(chart);
    QCOMPARE(view.busiestCount(), 5);
    QCOMPARE(chart->seriesNames(),
        (QStringList { u"kswapd (7)"_s, u"kupdated (9)"_s, u"nfsd (320)"_s, u"bonnie (1000)"_s,
            u"ps (45)"_s }));
    view.setBusiestCount(2);
    chart = view.busiestCharts()->chart(processCpuKey.toString());
    QCOMPARE(chart->seriesNames(), (QStringList { u"kswapd (7)"_s, u"kupdated (9)"_s }));
    // The summary's time axis: frames at 0..25 s.
    QCOMPARE(chart->xRange(), qMakePair(0.0, 25.0));
}

void TestProcessView::selectingARowPlotsItsHistoryWithGaps()
{
    Workspace workspace;
    Document document;
    document.addCapture(topCapture(seedLikeSession()));
    workspace.addDocument(document);
    ProcessView view(&workspace);
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(!view.selectionCharts()->isVisible()); // a hint until something is selected

    // Sorted by peak %CPU, nfsd is the third row: click it as a user would.
    QTableView *table = view.table();
    const QModelIndex nfsdIndex = table->model()->index(2, ProcessTableModel::CommandColumn);
    QCOMPARE(nfsdIndex.data().toString(), u"nfsd"_s);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(nfsdIndex).center());
    QCOMPARE(view.selectedProcesses().size(), 1);
    QVERIFY(view.selectionCharts()->isVisible());
    TimeChartView *chart = view.selectionCharts()->chart(processCpuKey.toString());
    QVERIFY(chart);
    QCOMPARE(chart->seriesNames(), QStringList { u"nfsd (320)"_s });
    const ValueColumn &cpu = chart->content().values(0);
    QCOMPARE(cpu.size(), std::size_t(6));
    QVERIFY(std::isnan(cpu[0])); // not listed: a gap, not zero
    QCOMPARE(cpu[1], 8.0);
    QVERIFY(std::isnan(cpu[2]));
    QCOMPARE(cpu[3], 10.0);
    QCOMPARE(chart->content().series(0).time(), seedLikeSession().summary.time());

    // Shift+Down adds the next row, bonnie; both are plotted, in table order.
    QTest::keyClick(table, Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(view.selectedProcesses().size(), 2);
    chart = view.selectionCharts()->chart(processCpuKey.toString());
    QCOMPARE(chart->seriesNames(), (QStringList { u"nfsd (320)"_s, u"bonnie (1000)"_s }));

    // RES and %MEM on request, on the same time axis.
    view.findChild<QCheckBox *>()->click();
    QCOMPARE(view.selectionCharts()->metrics(), (QStringList { u"%CPU"_s, u"RES"_s, u"%MEM"_s }));
    QVERIFY(view.selectionCharts()->chart(u"RES"_s));

    // A clicked sample finds the frame's source line: the top capture and the frame.
    QSignalSpy clicked(&view, &ProcessView::sampleClicked);
    emit view.selectionCharts()->sampleClicked(workspace.document().captures().at(0).id, 3);
    QCOMPARE(clicked.size(), 1);
    QCOMPARE(clicked.at(0).at(0).toString(), view.captureId());
}

void TestProcessView::gapsAreDrawnAsSeparateRuns()
{
    Document document;
    document.addCapture(topCapture(seedLikeSession()));
    const Capture &top = document.captures().at(0);
    const Capture nfsd = processCapture(
        top, top.topSession()->processes.indexOf(*top.topSession()->process(320, u"nfsd")));
    QCOMPARE(nfsd.id, top.id);
    QCOMPARE(nfsd.label, u"nfsd (320)"_s);
    QCOMPARE(nfsd.timeSeries()->sourceLines(), top.timeSeries()->sourceLines());
    std::unique_ptr<QChart> chart(
        buildTimeChart({ { std::make_shared<const Capture>(nfsd), Qt::blue } }, u"%CPU"_s, 0.0, 25.0, 500));
    // Frame 1 alone, then frames 3 to 5: two runs, the second in a series of its own.
    QCOMPARE(lineSeries(chart.get()).size(), 1);
    QCOMPARE(chart->series().size(), 2);
    const auto *first = static_cast<QLineSeries *>(chart->series().at(0));
    const auto *second = static_cast<QLineSeries *>(chart->series().at(1));
    QCOMPARE(first->points(), QList<QPointF> { QPointF(5.0, 8.0) });
    QVERIFY(first->pointsVisible()); // a lone frame shows as a dot
    QCOMPARE(second->points(),
        (QList<QPointF> { QPointF(15.0, 10.0), QPointF(20.0, 11.0), QPointF(25.0, 12.0) }));
    QCOMPARE(second->color(), first->color());

    // Zoomed out so far that a frame is less than a pixel: the gaps close into one run.
    fillTimeChart(
        chart.get(), TimeChartContent::of({ { std::make_shared<const Capture>(nfsd), Qt::blue } }, u"%CPU"_s), 0.0, 25.0, 2);
    QCOMPARE(chart->series().size(), 1);
}

void TestProcessView::followsTheCurrentTopCapture()
{
    Workspace workspace;
    ProcessView view(&workspace);
    QVERIFY(view.captureId().isEmpty());
    Document document;
    Capture vmstat;
    vmstat.kind = CaptureKind::Vmstat;
    vmstat.payload = TimeSeries({ { u"bo"_s, u"blocks/s"_s, u"io"_s } }, 1.0, false);
    document.addCapture(vmstat);
    document.addCapture(topCapture(seedLikeSession(), u"first"_s));
    document.addCapture(topCapture(seedLikeSession(), u"second"_s));
    workspace.addDocument(document);
    const CaptureList captures = workspace.document().captures();
    // The current capture is the vmstat one: the first top capture is shown.
    QCOMPARE(workspace.currentCapture(), captures.at(0).id);
    QCOMPARE(view.captureId(), captures.at(1).id);
    workspace.setCurrentCapture(captures.at(2).id);
    QCOMPARE(view.captureId(), captures.at(2).id);
    QVERIFY(
        view.findChild<QLabel *>(u"processTitle"_s)->text().startsWith(u"second: 5 processes"_s));
    view.selectProcess(1);
    workspace.setCurrentCapture(captures.at(0).id); // not top: keep showing the second
    QCOMPARE(view.captureId(), captures.at(2).id);
    workspace.renameCapture(captures.at(2).id, u"renamed"_s);
    QVERIFY(view.findChild<QLabel *>(u"processTitle"_s)->text().startsWith(u"renamed:"_s));
    QCOMPARE(view.selectedProcesses(), QList<qsizetype> { 1 }); // a rename keeps the selection
    workspace.removeCapture(captures.at(2).id);
    QCOMPARE(view.captureId(), workspace.document().captures().at(1).id);
    workspace.clear();
    QVERIFY(view.captureId().isEmpty());
    QCOMPARE(view.model()->rowCount(), 0);
}

void TestProcessView::saysHowToLoadWhenThereIsNoTopCapture()
{
    Workspace workspace;
    ProcessView view(&workspace);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *empty = view.findChild<QLabel *>(u"emptyState"_s);
    QVERIFY(empty->isVisible());
    QVERIFY(empty->text().contains(u"top"_s));
    QVERIFY(!view.table()->isVisible());
    Document document;
    document.addCapture(topCapture(seedLikeSession()));
    workspace.addDocument(document);
    QVERIFY(!empty->isVisible());
    QVERIFY(view.table()->isVisible());
}

void TestProcessView::mainWindowHasAProcessesTab()
{
    QSettings().clear();
    MainWindow window;
    window.show();
    window.activateWindow(); // shortcuts and focus need an active window
    QVERIFY(QTest::qWaitForWindowActive(&window));
    Document document;
    document.addCapture(topCapture(seedLikeSession()));
    window.workspace()->addDocument(document);
    auto *action = window.findChild<QAction *>(u"showProcessesAction"_s);
    QVERIFY(action);
    action->trigger();
    QCOMPARE(window.centralTabs()->currentWidget(), window.processView());
    QCOMPARE(window.processView()->model()->rowCount(), 5);
    QVERIFY(window.processView()->table()->hasFocus());
    // Ctrl+F reaches the filter; typing filters the table.
    QTest::keyClick(window.processView()->table(), Qt::Key_F, Qt::ControlModifier);
    QTest::keyClicks(QApplication::focusWidget(), u"nfs"_s);
    QCOMPARE(window.processView()->table()->proxy()->rowCount(), 1);
}

void TestProcessView::largeSessionStaysResponsive()
{
    // A day of `top -b -d 2`: 40 000 frames; 100 000 short-lived processes and a few that
    // stay, one of them listed in every frame.
    constexpr int frames = 40000;
    constexpr int processes = 100000;
    TopSessionBuilder builder;
    QElapsedTimer timer;
    timer.start();
    for (int frame = 0; frame < frames; ++frame) {
        builder.beginFrame(frame * 2.0, frame + 1);
        builder.addProcess(row(7, u"kswapd"_s, float(frame % 100)));
        const qint64 firstOfFrame = qint64(frame) * processes / frames;
        const qint64 firstOfNext = qint64(frame + 1) * processes / frames;
        for (qint64 process = firstOfFrame; process < firstOfNext; ++process) {
            builder.addProcess(row(10000 + process, u"cc1"_s, float(process % 97)));
        }
    }
    const TopSession session = builder.finish(2.0, false);
    QCOMPARE(session.processes.size(), processes + 1);

    Workspace workspace;
    Document document;
    document.addCapture(topCapture(session));
    workspace.addDocument(document);
    timer.restart();
    ProcessView view(&workspace);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    (void)view.grab();
    const qint64 shown = timer.elapsed();
    timer.restart();
    view.table()->sortByColumn(ProcessTableModel::PidColumn, Qt::AscendingOrder);
    (void)view.grab();
    const qint64 sorted = timer.elapsed();
    timer.restart();
    view.table()->filterBar()->setFilterText(u"1234"_s);
    const qint64 filtered = timer.elapsed();
    QCOMPARE(view.table()->model()->index(0, ProcessTableModel::PidColumn).data().toInt(), 11234);
    view.table()->filterBar()->setFilterText(QString());
    view.selectProcess(0); // kswapd: every frame
    QCOMPARE(
        view.selectionCharts()->chart(u"%CPU"_s)->seriesNames(), QStringList { u"kswapd (7)"_s });
    qInfo("100001 processes over 40000 frames: shown in %lld ms, sorted in %lld ms, filtered in "
          "%lld ms",
        shown, sorted, filtered);
    // Generous bounds: a hang or an O(frames × processes) pass fails, a slow machine does not.
    QVERIFY(shown < 20000);
    QVERIFY(sorted < 10000);
}

void TestProcessView::seed002KswapdIsTheBusiest()
{
    const QString seed = test::seedPath(u"002_fafa354e787c718b.txt"_s);
    const QList<Capture> tops = test::capturesOf(test::load(seed).document, CaptureKind::Top);
    QVERIFY(!tops.isEmpty());
    Workspace workspace;
    Document document;
    for (const Capture &capture : tops) {
        document.addCapture(capture);
    }
    workspace.addDocument(document);
    ProcessView view(&workspace);
    const QAbstractItemModel *table = view.table()->model();
    QCOMPARE(table->index(0, ProcessTableModel::CommandColumn).data().toString(), u"kswapd"_s);
    QCOMPARE(table->index(0, ProcessTableModel::PidColumn).data().toLongLong(), 7);
    QCOMPARE(table->index(0, ProcessTableModel::PeakCpuColumn).data().toString(), u"99.9"_s);
    QCOMPARE(view.busiestCharts()->chart(u"%CPU"_s)->seriesNames().constFirst(), u"kswapd (7)"_s);
    view.table()->filterBar()->setFilterText(u"nfsd"_s);
    QVERIFY(table->rowCount() > 1);
}

QTEST_MAIN(TestProcessView)
#include "tst_processview.moc"
