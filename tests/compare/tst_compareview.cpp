// SPDX-License-Identifier: GPL-2.0-or-later
// The Compare tab on the seed threads: seed 000's vmstat runs of 2.4.19, 2.5.31 and
// 2.5.31-akpm as one set (overlay, small multiples, sample alignment, the statistics table
// with means counted by hand from the seed's rows), its copy as mail text and CSV; seed 001's
// SYSBENCH table as grouped bars; seed 002's SPEC SFS runs as load lines with the INVALID runs
// flagged; the tab, its View entry and Edit > Copy as Text in the main window.
#include "app/charts/chartstack.h"
#include "app/charts/timechartview.h"
#include "app/gui/compare/compareview.h"
#include "app/gui/compare/comparisonstatsmodel.h"
#include "app/gui/shell/capturetree.h"
#include "app/gui/shell/mainwindow.h"
#include "app/gui/compare/resulttablemodel.h"
#include "app/gui/shell/workspace.h"
#include "cliutil.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QCheckBox>
#include <QComboBox>
#include <QDirIterator>
#include <QFileInfo>
#include <QFont>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QToolButton>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace vmscope;
using namespace Qt::StringLiterals;

namespace {

/// The statistics table's row of `label` for `key`, -1 when absent.
int statsRow(const ComparisonStatsModel *model, const QString &key, const QString &label)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->comparisonOf(row).key == key && model->statisticsOf(row).label == label) {
            return row;
        }
    }
    return -1;
}

double statsValue(const ComparisonStatsModel *model, int row, int column)
{
    return model->index(row, column).data(ComparisonStatsModel::RawValueRole).toDouble();
}

template <typename Series> QList<Series *> seriesOf(const QChart *chart)
{
    QList<Series *> found;
    const QList<QAbstractSeries *> all = chart->series();
    for (QAbstractSeries *series : all) {
        if (auto *typed = qobject_cast<Series *>(series)) {
            found.append(typed);
        }
    }
    return found;
}

/// Shows `document` in `view` and selects the comparison whose name starts with `prefix`;
/// false when it offers none.
bool showsComparison(CompareView &view, const Document &document, const QString &prefix)
{
    view.setDocument(document);
    return view.selectComparison(prefix);
}

/// The names of the comparisons `view` offers, for a failure message.
QString offeredComparisons(const CompareView &view)
{
    return view.comparisonNames().join(u"; "_s);
}

double yMaximum(const TimeChartView *view)
{
    const QList<QAbstractAxis *> axes = view->chart()->axes(Qt::Vertical);
    return axes.isEmpty() ? std::nan("") : static_cast<QValueAxis *>(axes.constFirst())->max();
}

} // namespace

class TestCompareView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void seed000SetHasARowPerRun();
    void seed000SetHasTheThreeKernels();
    void untickedRunLeavesAndColoursMatchCharts();
    void overlayHasALinePerKernel();
    void smallMultiplesShareTheScale();
    void alignsBySample();
    void statisticsShowTheMeansCountedByHand();
    void betterDirectionColoursTheVerdict();
    void copiesMailTextWithinSeventyTwoColumns();
    void seed001SysbenchAsGroupedBars();
    void seed002SpecSfsAsLoadLinesWithInvalidRunsFlagged();
    void seed000RunTimesAsBars();
    void mainWindowHasTheTabAndCopyAction();
    void renamedKernelKeepsTheComparisonWhole();
    void copyAsTextIsTheCliOutput_data();
    void copyAsTextIsTheCliOutput();

private:
    Document m_seed000;
    Document m_seed001;
    Document m_seed002;
};

void TestCompareView::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    installTranslators(QStringLiteral("en")); // "1 run", as the application says it
    // Better directions are remembered in the settings: keep the user's out of it.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"vmscope-tests"_s);
    QSettings().clear();
    const QString seed000 = test::seedPath(u"000_afa3e04f98f9f577.txt"_s);
    const QString seed001 = test::seedPath(u"001_b9a028f62d95133a.txt"_s);
    const QString seed002 = test::seedPath(u"002_fafa354e787c718b.txt"_s);
    m_seed000 = test::load(seed000).document;
    m_seed001 = test::load(seed001).document;
    m_seed002 = test::load(seed002).document;
}

void TestCompareView::seed000SetHasARowPerRun()
{
    // 2.4.19 and 2.5.31 ran twice each (ext3, then ext2): two rows and two lines each, named
    // by the kernel and numbered in the order the thread printed them.
    const QStringList runs { u"2.5.31-akpm"_s, u"2.5.31 #1"_s, u"2.5.31 #2"_s, u"2.4.19 #1"_s,
        u"2.4.19 #2"_s };
    CompareView view;
    view.setDocument(m_seed000);
    view.show();
    QCOMPARE(view.comparisonNames().constFirst(), u"vmstat by kernel: 3 labels, 5 runs"_s);
    QCOMPARE(view.pooling(), RunPooling::PerRun);
    QCOMPARE(view.currentSet()->labels(), runs);
    QCOMPARE(view.availableLabels(), runs);
    const TimeChartView *chart = view.chartStack()->chart(u"bo"_s);
    QCOMPARE(chart->seriesNames(), runs);
    // No run is stitched to another: 2.4.19 #2 is its own 13 samples (lines 932-944).
    QCOMPARE(int(chart->content().series(4).sampleCount()), 13);
    QCOMPARE(view.statisticsModel()->rowCount(), 20); // bo, in, cs, id × five runs
    const int second = statsRow(view.statisticsModel(), u"bo"_s, u"2.4.19 #2"_s);
    QCOMPARE(statsValue(view.statisticsModel(), second, ComparisonStatsModel::N), 13.0);
    // Beside the p-value: what the samples were worth, and the test.
    const double effective
        = statsValue(view.statisticsModel(), second, ComparisonStatsModel::EffectiveN);
    QVERIFY2(effective >= 2 && effective <= 13, qPrintable(QString::number(effective)));
    QVERIFY(!view.statisticsModel()
                 ->index(second, ComparisonStatsModel::Test)
                 .data()
                 .toString()
                 .isEmpty());
    QVERIFY(view.mailText().startsWith(
        u"Statistics of vmstat captures by kernel; 2.5.31-akpm is the baseline\nA row per run:\n"_s));
    QVERIFY(view.mailText().contains(u"n_eff"_s));
    view.setBaseline(u"2.4.19"_s); // the kernel: its first run
    QCOMPARE(view.baselineChoice()->currentText(), u"2.4.19 #1"_s);

    // Pooling is the user's choice, a click away.
    QTest::mouseClick(view.poolingChoice(), Qt::LeftButton, {},
        view.poolingChoice()->rect().center());
    QCOMPARE(view.pooling(), RunPooling::ByKernel);
    QCOMPARE(view.chartStack()->chart(u"bo"_s)->seriesNames(),
        (QStringList { u"2.5.31-akpm"_s, u"2.5.31"_s, u"2.4.19"_s }));
    QVERIFY(view.mailText().contains(u"\nA row per kernel, its runs pooled:\n"_s));
    QTest::mouseClick(view.poolingChoice(), Qt::LeftButton, {},
        view.poolingChoice()->rect().center());
    QCOMPARE(view.currentSet()->labels(), runs);
}

void TestCompareView::seed000SetHasTheThreeKernels()
{
    const Document &document = m_seed000;
    CompareView view;
    view.setDocument(document);
    view.setPooling(RunPooling::ByKernel);
    QVERIFY2(view.comparisonNames().constFirst().startsWith(u"vmstat by kernel"_s),
        qPrintable(offeredComparisons(view)));
    const ComparisonSet *set = view.currentSet();
    QVERIFY(set);
    QCOMPARE(int(set->size()), 3);
    for (const QString &label : { u"2.5.31-akpm"_s, u"2.5.31"_s, u"2.4.19"_s }) {
        QVERIFY2(set->labels().contains(label), qPrintable(set->labels().join(u", "_s)));
    }
    // The prose that introduced the other runs ("ext3 is misbehaving") names no kernel: the
    // comparison set leaves those runs aside (tst_comparisonstats), so only kernels are offered.
    QCOMPARE(view.availableLabels(), (QStringList { u"2.5.31-akpm"_s, u"2.5.31"_s, u"2.4.19"_s }));
    QCOMPARE(view.includedLabels(), (QStringList { u"2.5.31-akpm"_s, u"2.5.31"_s, u"2.4.19"_s }));
    QCOMPARE(view.metric(), u"bo"_s);
    QCOMPARE(view.baselineChoice()->count(), 3);
    view.setIncludedLabels({ u"2.5.31"_s, u"2.4.19"_s });
    QCOMPARE(view.currentSet()->labels(), (QStringList { u"2.5.31"_s, u"2.4.19"_s }));
    QCOMPARE(view.chartStack()->chart(u"bo"_s)->seriesCount(), 2);
    view.setIncludedLabels({ u"2.5.31-akpm"_s, u"2.5.31"_s, u"2.4.19"_s });
    QCOMPARE(view.statisticsMetrics(), (QStringList { u"bo"_s, u"in"_s, u"cs"_s, u"id"_s }));
}

void TestCompareView::overlayHasALinePerKernel()
{
    const Document &document = m_seed000;
    CompareView view;
    view.setDocument(document);
    QCOMPARE(int(view.chartStack()->charts().size()), 1);
    const TimeChartView *chart = view.chartStack()->chart(u"bo"_s);
    QVERIFY(chart);
    QCOMPARE(chart->seriesCount(), 5); // a line per run
    QCOMPARE(chart->seriesNames(), view.currentSet()->labels());
    QVERIFY(!chart->notesEnabled()); // its lines are no captures of the document
    view.setMetric(u"cs"_s);
    QVERIFY(view.chartStack()->chart(u"cs"_s));
    QCOMPARE(view.chartStack()->chart(u"cs"_s)->seriesCount(), 5);
    // The charted metric leads the statistics table.
    QCOMPARE(view.statisticsModel()->comparisonOf(0).key, u"cs"_s);
}

void TestCompareView::smallMultiplesShareTheScale()
{
    const Document &document = m_seed000;
    CompareView view;
    view.setDocument(document);
    view.setChartMode(CompareView::ChartMode::SmallMultiples);
    const QList<TimeChartView *> &charts = view.chartStack()->charts();
    QCOMPARE(int(charts.size()), 5);
    QStringList names;
    for (const TimeChartView *chart : charts) {
        QCOMPARE(chart->seriesCount(), 1);
        names += chart->seriesNames();
        // bo peaks at 21036 (2.5.31, line 289): every chart's axis reaches it, in one unit.
        QCOMPARE(yMaximum(chart), yMaximum(charts.constFirst()));
        QVERIFY(yMaximum(chart) * 1000 >= 21036);
    }
    QCOMPARE(names, view.currentSet()->labels());
    view.setChartMode(CompareView::ChartMode::Overlay);
    QCOMPARE(int(view.chartStack()->charts().size()), 1);
}

void TestCompareView::alignsBySample()
{
    const Document &document = m_seed000;
    CompareView view;
    view.setDocument(document);
    view.setAlignment(ComparisonAlignment::SampleIndex);
    const TimeChartView *chart = view.chartStack()->chart(u"bo"_s);
    QVERIFY(chart);
    const qsizetype akpm = view.currentSet()->labels().indexOf(u"2.5.31-akpm"_s);
    // 2.5.31-akpm: 19 samples after the since-boot row (lines 265-283), numbered 0..18.
    const TimeSeries &series = chart->content().series(akpm);
    QCOMPARE(int(series.sampleCount()), 19);
    QCOMPARE(series.time().back(), 18.0);
    const QList<QAbstractAxis *> axes = chart->chart()->axes(Qt::Horizontal);
    QVERIFY(std::any_of(axes.begin(), axes.end(), [](const QAbstractAxis *axis) {
        return axis->isVisible() && axis->titleText() == u"sample"_s;
    }));
}

void TestCompareView::statisticsShowTheMeansCountedByHand()
{
    const Document &document = m_seed000;
    CompareView view;
    view.setDocument(document);
    view.setPooling(RunPooling::ByKernel); // the sums below are of each kernel's runs
    view.setBaseline(u"2.4.19"_s);
    const ComparisonStatsModel *model = view.statisticsModel();
    QAbstractItemModelTester tester(
        view.statisticsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), 12); // bo, in, cs, id × three kernels
    // Sums of the seed's rows after each run's since-boot row (tst_comparisonstats has the
    // line numbers): 2.5.31-akpm 19 rows, 2.5.31 14 + 12, 2.4.19 18 + 13.
    struct Expected
    {
        QString key;
        double akpm;
        double stock;
        double base;
    };
    const QList<Expected> sums { { u"bo"_s, 60172, 133188, 168952 },
        { u"id"_s, 1379, 1588, 1926 } };
    for (const Expected &expected : sums) {
        const int akpm = statsRow(model, expected.key, u"2.5.31-akpm"_s);
        const int stock = statsRow(model, expected.key, u"2.5.31"_s);
        const int base = statsRow(model, expected.key, u"2.4.19"_s);
        QVERIFY(akpm >= 0 && stock >= 0 && base >= 0);
        QCOMPARE(statsValue(model, akpm, ComparisonStatsModel::N), 19.0);
        QCOMPARE(statsValue(model, stock, ComparisonStatsModel::N), 26.0);
        QCOMPARE(statsValue(model, base, ComparisonStatsModel::N), 31.0);
        QVERIFY(std::abs(statsValue(model, akpm, ComparisonStatsModel::Mean) - expected.akpm / 19)
            < 1e-9);
        QVERIFY(std::abs(statsValue(model, stock, ComparisonStatsModel::Mean) - expected.stock / 26)
            < 1e-9);
        QVERIFY(std::abs(statsValue(model, base, ComparisonStatsModel::Mean) - expected.base / 31)
            < 1e-9);
        QCOMPARE(model->index(base, ComparisonStatsModel::Delta).data().toString(), u"baseline"_s);
    }
    // bo: 3166.9 (akpm), 5122.6 (2.5.31), 5450.1 (2.4.19): akpm -41.9 %, 2.5.31 -6.0 %.
    const int akpm = statsRow(model, u"bo"_s, u"2.5.31-akpm"_s);
    QCOMPARE(model->index(akpm, ComparisonStatsModel::Mean).data().toString(), u"3167"_s);
    QCOMPARE(model->index(akpm, ComparisonStatsModel::Delta).data().toString(), u"-41.9 %"_s);
    QCOMPARE(model->index(statsRow(model, u"bo"_s, u"2.5.31"_s), ComparisonStatsModel::Delta)
                 .data()
                 .toString(),
        u"-6.0 %"_s);
    QCOMPARE(model->index(akpm, ComparisonStatsModel::Median).data().toString(), u"56"_s);
    QCOMPARE(model->index(akpm, ComparisonStatsModel::Test).data().toString(), u"Mann-Whitney U"_s);
    QCOMPARE(model->index(0, ComparisonStatsModel::Metric).data().toString(), u"bo (blocks/s)"_s);
    // Significant p-values are starred and bold; the others are neither.
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex p = model->index(row, ComparisonStatsModel::PValue);
        const bool significant = model->statisticsOf(row).significant;
        QCOMPARE(p.data().toString().contains(u"★"_s), significant);
        QCOMPARE(p.data(Qt::FontRole).value<QFont>().bold(), significant);
    }
}

void TestCompareView::betterDirectionColoursTheVerdict()
{
    const Document &document = m_seed000;
    CompareView view;
    view.setDocument(document);
    view.setPooling(RunPooling::ByKernel);
    view.setBaseline(u"2.4.19"_s);
    view.setMetric(u"cs"_s);
    const ComparisonStatsModel *model = view.statisticsModel();
    // 2.5.31's 854.2 switches a second against 2.4.19's 561.1 is not significant once the
    // samples' autocorrelation is counted (p 0.14); 2.5.31-akpm's 289.7 is (p 0.002).
    QVERIFY(!model->statisticsOf(statsRow(model, u"cs"_s, u"2.5.31"_s)).significant);
    const int akpm = statsRow(model, u"cs"_s, u"2.5.31-akpm"_s);
    QVERIFY(model->statisticsOf(akpm).significant);
    view.setBetterDirection(BetterDirection::Lower);
    QCOMPARE(model->index(akpm, ComparisonStatsModel::Delta)
                 .data(ComparisonStatsModel::VerdictRole)
                 .toInt(),
        1);
    QVERIFY(model->index(akpm, ComparisonStatsModel::Delta).data(Qt::BackgroundRole).isValid());
    view.setBetterDirection(BetterDirection::Higher);
    QCOMPARE(model->index(akpm, ComparisonStatsModel::Delta)
                 .data(ComparisonStatsModel::VerdictRole)
                 .toInt(),
        -1);
    QCOMPARE(view.betterChoice()->currentData().toInt(), int(BetterDirection::Higher));
    view.setBetterDirection(BetterDirection::Unknown);
    QCOMPARE(model->index(akpm, ComparisonStatsModel::Delta)
                 .data(ComparisonStatsModel::VerdictRole)
                 .toInt(),
        0);
    QVERIFY(!model->index(akpm, ComparisonStatsModel::Delta).data(Qt::BackgroundRole).isValid());
}

void TestCompareView::copiesMailTextWithinSeventyTwoColumns()
{
    const Document &document = m_seed000;
    CompareView view;
    view.setDocument(document);
    view.setPooling(RunPooling::ByKernel); // -41.9 % is akpm against both 2.4.19 runs
    view.setBaseline(u"2.4.19"_s);
    view.copyAsMailText();
    const QString text = QApplication::clipboard()->text();
    QCOMPARE(text, view.mailText());
    QVERIFY(text.startsWith(u"Statistics of vmstat captures by kernel; 2.4.19 is the baseline"_s));
    test::verifyLinesFit(text);
    QVERIFY2(text.contains(u"-41.9"_s), qPrintable(text));
    view.copyAsCsv();
    const QString csv = QApplication::clipboard()->text();
    QVERIFY(csv.startsWith(u"metric,label,baseline,n,mean,"_s));
    QCOMPARE(int(csv.count(u'\n')), 13); // header and 12 rows
}

void TestCompareView::seed001SysbenchAsGroupedBars()
{
    CompareView view;
    QVERIFY2(showsComparison(view, m_seed001, u"SYSBENCH"_s), qPrintable(offeredComparisons(view)));
    QVERIFY(!view.currentSet());
    QVERIFY(view.metricChoice()->isHidden());
    const ResultTableModel *model = view.resultModel();
    QAbstractItemModelTester tester(
        view.resultModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), 16);
    QCOMPARE(int(model->parts().size()), 1);
    QCOMPARE(int(model->parts().constFirst().table.columnCount()), 4);
    // Row 1: 1266.02, 824.08 (-53.63 %), 1265.15, 1278.55; the delta columns sit between.
    QCOMPARE(model->index(0, 0).data().toString(), u"1"_s);
    QCOMPARE(model->index(0, 1).data(ResultTableModel::RawValueRole).toDouble(), 1266.02);
    QCOMPARE(model->index(0, 2).data(ResultTableModel::RawValueRole).toDouble(), 824.08);
    QVERIFY(std::abs(model->index(0, 3).data(ResultTableModel::RawValueRole).toDouble() + 53.63)
        < 0.01);
    QCOMPARE(model->index(0, 4).data(ResultTableModel::RawValueRole).toDouble(), 1265.15);
    QCOMPARE(model->index(0, 6).data(ResultTableModel::RawValueRole).toDouble(), 1278.55);

    const QList<QBarSeries *> bars = seriesOf<QBarSeries>(view.resultChart()->chart());
    QCOMPARE(int(bars.size()), 1);
    QCOMPARE(bars.constFirst()->count(), 4); // a bar per kernel
    for (const QBarSet *set : bars.constFirst()->barSets()) {
        QCOMPARE(set->count(), 16); // in each row's group
    }
    QCOMPARE(bars.constFirst()->barSets().constFirst()->at(0), 1266.02);

    const QString text = view.mailText();
    test::verifyLinesFit(text);
    QVERIFY2(text.contains(u"1266.02 (   0.00%)"_s), qPrintable(text));
    QVERIFY2(text.contains(u"824.08 ( -53.63%)"_s), qPrintable(text));
    QVERIFY(view.csvText().startsWith(u"benchmark,title,key,"_s)); // as the CLI writes it
}

void TestCompareView::seed002SpecSfsAsLoadLinesWithInvalidRunsFlagged()
{
    CompareView view;
    QVERIFY2(showsComparison(view, m_seed002, u"SPEC SFS"_s), qPrintable(offeredComparisons(view)));
    const QList<LabelledResultTable> results = view.currentResults();
    QCOMPARE(int(results.size()), 3);
    QCOMPARE(resultChartShape(results), ResultChartShape::LoadLines);
    const QChart *chart = view.resultChart()->chart();
    QStringList lines;
    for (const QLineSeries *line : seriesOf<QLineSeries>(chart)) {
        lines.append(line->name());
    }
    // A line per kernel, named by the release in the prose that introduced its runs
    // ("SPEC results before 2.4.10-pre13 test stopped:").
    QCOMPARE(lines, (QStringList { u"2.4.10-pre13"_s, u"2.4.10-pre12"_s, u"2.4.7"_s }));
    // The INVALID runs: 2.4.10-pre13 at load 1500 (637 IOPS), 2.4.10-pre12 at 2000 (795).
    const QList<QScatterSeries *> marks = seriesOf<QScatterSeries>(chart);
    QCOMPARE(int(marks.size()), 1);
    QCOMPARE(marks.constFirst()->points(), (QList<QPointF> { { 1500, 637 }, { 2000, 795 } }));
    // Beneath, the comparison `compare` prints: a row per load, a column per kernel.
    const ResultTableModel *model = view.resultModel();
    QCOMPARE(model->index(0, 0).data().toString(), u"500"_s);
    QVERIFY2(model->columnTitle(1).startsWith(u"2.4.10-pre13"_s), qPrintable(model->columnTitle(1)));
    QStringList flags;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(ResultTableModel::FlaggedRole).toBool()) {
            flags.append(model->index(row, 0).data().toString() + u' '
                + model->index(row, model->columnCount() - 1).data().toString());
        }
    }
    QCOMPARE(flags,
        (QStringList { u"1500 INVALID (2.4.10-pre13)"_s, u"2000 INVALID (2.4.10-pre12)"_s }));
    QVERIFY(view.mailText().contains(u"INVALID (2.4.10-pre13)"_s));
    QVERIFY(view.csvText().startsWith(u"benchmark,title,key,"_s));
}

void TestCompareView::seed000RunTimesAsBars()
{
    CompareView view;
    QVERIFY2(showsComparison(view, m_seed000, u"run time"_s), qPrintable(offeredComparisons(view)));
    const QList<QBarSeries *> bars = seriesOf<QBarSeries>(view.resultChart()->chart());
    QCOMPARE(int(bars.size()), 1);
    QStringList kernels;
    for (const QBarSet *set : bars.constFirst()->barSets()) {
        kernels.append(set->label());
    }
    // 2.5.31-akpm: 2m 43s, 2.5.31: 2m 33s, 2.4.19: 2m 18s (lines 248-250).
    QCOMPARE(kernels, (QStringList { u"2.5.31-akpm"_s, u"2.5.31"_s, u"2.4.19"_s }));
    QCOMPARE(bars.constFirst()->barSets().constFirst()->at(0), 163.0);
}

void TestCompareView::mainWindowHasTheTabAndCopyAction()
{
    const Document &document = m_seed000;
    MainWindow window;
    window.workspace()->addDocument(document);
    QCOMPARE(int(window.compareView()->currentSet()->size()), 5);
    auto *show = window.findChild<QAction *>(u"showCompareAction"_s);
    QVERIFY(show);
    show->trigger();
    QCOMPARE(window.centralTabs()->currentWidget(), window.compareView());
    auto *copy = window.findChild<QAction *>(u"copyAsTextAction"_s);
    QVERIFY(copy);
    QApplication::clipboard()->clear();
    copy->trigger();
    QVERIFY(QApplication::clipboard()->text().startsWith(u"Statistics of vmstat"_s));
}

void TestCompareView::untickedRunLeavesAndColoursMatchCharts()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.workspace()->addDocument(m_seed000);
    CompareView *view = window.compareView();
    const ComparisonSet *set = view->currentSet();
    QCOMPARE(set->labels().at(4), u"2.4.19 #2"_s);
    const QString ext2 = set->groups().at(4).captureIds.constFirst();
    // Each line in the colour and style its capture has on the Charts tab.
    const TimeChartView *chart = view->chartStack()->chart(u"bo"_s);
    for (qsizetype index = 0; index < set->size(); ++index) {
        const QString id = set->groups().at(index).captureIds.constFirst();
        QCOMPARE(chart->content().lines.at(index).plotted.color,
            window.workspace()->captureColor(id));
        QCOMPARE(chart->content().lines.at(index).plotted.style,
            window.workspace()->captureLineStyle(id));
    }
    // Unticked in the capture tree (Space on its row, as a user would): out of Compare.
    CaptureTree *tree = window.findChild<CaptureTree *>();
    QVERIFY(tree);
    tree->setFocus();
    tree->setCurrentItem(tree->captureItem(ext2));
    QTest::keyClick(tree, Qt::Key_Space);
    QTRY_VERIFY(!window.workspace()->isCaptureVisible(ext2));
    QTRY_COMPARE(view->currentSet()->labels(),
        (QStringList { u"2.5.31-akpm"_s, u"2.5.31 #1"_s, u"2.5.31 #2"_s, u"2.4.19 #1"_s }));
    QCOMPARE(statsRow(view->statisticsModel(), u"bo"_s, u"2.4.19 #2"_s), -1);
    // Pooled, 2.4.19 is now its first run alone: n = 18, not 31.
    view->setPooling(RunPooling::ByKernel);
    const int pooled = statsRow(view->statisticsModel(), u"bo"_s, u"2.4.19"_s);
    QCOMPARE(statsValue(view->statisticsModel(), pooled, ComparisonStatsModel::N), 18.0);
    view->setPooling(RunPooling::PerRun);
    QTest::keyClick(tree, Qt::Key_Space);
    QTRY_COMPARE(int(view->currentSet()->size()), 5);
}

void TestCompareView::renamedKernelKeepsTheComparisonWhole()
{
    // A rename keeps the comparison's name ("2 labels"); the choice of labels must not keep
    // the old label and leave the renamed kernel out.
    Document document = test::load(test::dataPath(u"stalls/two-kernels.txt"_s)).document;
    CompareView view;
    view.setDocument(document);
    QCOMPARE(view.includedLabels(), (QStringList { u"6.1"_s, u"6.6"_s }));
    view.setBaseline(u"6.6"_s);
    QVERIFY(document.setLabel(u"c1", u"6.2"_s));
    view.setDocument(document);
    QCOMPARE(view.availableLabels(), (QStringList { u"6.2"_s, u"6.6"_s }));
    QCOMPARE(view.includedLabels(), view.availableLabels());
    QCOMPARE(int(view.currentSet()->size()), 2);
    QCOMPARE(view.currentSet()->labels().at(view.currentSet()->baseline()), u"6.6"_s);
    QVERIFY2(view.mailText().contains(u"  6.2: 1 run (c1)\n"_s), qPrintable(view.mailText()));
}

void TestCompareView::copyAsTextIsTheCliOutput_data()
{
    QTest::addColumn<QString>("path");
    QStringList paths;
    QDirIterator files(test::dataPath(QString()), { u"*.txt"_s }, QDir::Files,
        QDirIterator::Subdirectories);
    while (files.hasNext()) {
        paths.append(files.next());
    }
    std::sort(paths.begin(), paths.end()); // the seeds' fixtures among them
    for (const QString &path : std::as_const(paths)) {
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }
}

void TestCompareView::copyAsTextIsTheCliOutput()
{
    // One comparison API: what the tab copies is what `compare --comparison N` prints, to the
    // byte, for every comparison an input offers (and the tab offers the CLI's list).
    QFETCH(QString, path);
    CompareView view;
    view.setDocument(test::load(path).document);
    const test::CliRun list = test::runCli({ u"compare"_s, u"--list"_s, path });
    QStringList listed;
    for (const QString &line : QString::fromUtf8(list.out).split(u'\n', Qt::SkipEmptyParts)) {
        listed.append(line.mid(4));
    }
    QCOMPARE(view.comparisonNames(), listed);
    QToolButton *copy = nullptr;
    for (QToolButton *button : view.findChildren<QToolButton *>()) {
        copy = button->text() == u"Copy as Text" ? button : copy;
    }
    QVERIFY(copy);
    view.show();
    for (qsizetype index = 0; index < listed.size(); ++index) {
        view.comparisonChoice()->setCurrentIndex(int(index));
        QApplication::clipboard()->clear();
        QTest::mouseClick(copy, Qt::LeftButton);
        const test::CliRun cli = test::runCli(
            { u"compare"_s, u"--comparison"_s, QString::number(index + 1), path });
        QCOMPARE(cli.exitCode, 0);
        QCOMPARE(QApplication::clipboard()->text(), QString::fromUtf8(cli.out));
    }
}

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
