// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/chartstack.h"
#include "app/charts/charttheme.h"
#include "app/charts/linepalette.h"
#include "app/charts/metricpicker.h"
#include "app/charts/snapshottable.h"
#include "app/charts/timechartbuilder.h"
#include "app/charts/timechartview.h"
#include "app/charts/valueformat.h"
#include "core/top/topcolumns.h"
#include "parsers/top/topsessionbuilder.h"
#include "testutil.h"

#include <QAbstractAxis>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QDateTimeAxis>
#include <QElapsedTimer>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTreeWidget>
#include <QValueAxis>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;
using namespace vmscope;

class TestCharts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void overlaysOneSeriesPerKernel();
    void loopCopiesSinceBootRowsAreGaps();
    void titlesAxesWithUnits_data();
    void titlesAxesWithUnits();
    void clockAxisLabelsATimestampedRun();
    void crosshairBoxStaysOnTheChart();
    void formatsValuesByMagnitude_data();
    void formatsValuesByMagnitude();
    void crosshairShowsEveryCapture();
    void yAxisFitsFromZeroOrAsAsked();
    void logScaleLabelsDecadesAndKeepsTheZeros();
    void chartsFollowTheWindowsPalette();
    void wheelZoomsAndResetRestores();
    void shiftDragZoomsAndDragPans();
    void panAndZoomStayWithinTheData();
    void clickReportsCaptureAndRow();
    void stackSharesTheTimeAxis();
    void stackShowsHintWhenEmpty();
    void oneSampleEachIsATableNotACharts();
    void cpuSplitIsStackedPerCapture();
    void legendBesideTheChartListsEveryName();
    void thousandsOfCapturesDrawTheLinesThatLookApart();
    void stackAlignsPlotAreas();
    void timeAxisUnitFollowsSpan_data();
    void timeAxisUnitFollowsSpan();
    void decimatesMillionRowCapture();
    void pickerGroupsMetricsInVmstatOrder();
    void pickerReportsCheckedMetricsInTreeOrder();
    void pickerPlacesTopGroupsBesideVmstat();
    void pickerKeepsTicksOverCapturesOfOtherKinds();
    void pickerTicksKeyMetricsWhenNoChoiceIsOffered();

private:
    [[nodiscard]] QList<PlottedCapture> demoCaptures() const;
    /// The `bo` chart of the demo kernels, 800x400, on screen.
    [[nodiscard]] std::unique_ptr<TimeChartView> showBoChart() const;
    [[nodiscard]] QPoint positionOf(const TimeChartView &view, QPointF value) const;

    Document m_demo;
};

namespace {

const QStringList demoKernels = { u"2.5.31-akpm"_s, u"2.5.31"_s, u"2.4.19"_s };

/// A capture of `rows` samples one second apart with one column, `bo`, of a saw-tooth.
Capture sawTooth(qsizetype rows)
{
    TimeSeries series({ ColumnInfo { u"bo"_s, u"blocks/s"_s, u"io"_s } }, 1.0, false);
    series.reserve(rows);
    for (qsizetype row = 0; row < rows; ++row) {
        const double value = double(row % 1000);
        series.appendSample(double(row), std::span(&value, 1), int(row) + 1);
    }
    Capture capture;
    capture.id = u"c1"_s;
    capture.label = u"synthetic"_s;
    capture.payload = std::move(series);
    return capture;
}

/// The axis shown: the series plot against a hidden one in seconds.
QAbstractAxis *shownAxis(const TimeChartView &view, Qt::Orientation orientation)
{
    const QList<QAbstractAxis *> axes = view.chart()->axes(orientation);
    const auto shown = std::find_if(
        axes.begin(), axes.end(), [](const QAbstractAxis *axis) { return axis->isVisible(); });
    return shown == axes.end() ? nullptr : *shown;
}

/// A row of timeAxisUnitFollowsSpan: the range shown in seconds, the time axis it gets (its
/// title, its largest value in its own unit) and the time the crosshair reads out in it.
struct Span
{
    double from = 0;
    double to = 0;
    QString title;
    double axisMax = 0;
    QString crosshair;
};

QString axisTitle(const TimeChartView &view, Qt::Orientation orientation)
{
    return shownAxis(view, orientation)->titleText();
}

} // namespace

void TestCharts::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    QFile demo(QStringLiteral(VMSCOPE_TEST_DATA_DIR) + u"/../../resources/demo/demo-thread.txt"_s);
    QVERIFY(demo.open(QIODevice::ReadOnly));
    m_demo = test::loadText(demo.readAll(), u"demo-thread.txt"_s).document;
    QVERIFY(m_demo.captures().size() >= 3);
}

QList<PlottedCapture> TestCharts::demoCaptures() const
{
    const QList<QColor> colors = { Qt::red, Qt::blue, Qt::darkGreen };
    QList<PlottedCapture> plotted;
    for (qsizetype index = 0; index < demoKernels.size(); ++index) {
        plotted.append({ m_demo.captures().shared().at(index), colors.at(index) });
    }
    return plotted;
}

std::unique_ptr<TimeChartView> TestCharts::showBoChart() const
{
    auto view = std::make_unique<TimeChartView>();
    view->resize(800, 400);
    view->setContent(demoCaptures(), u"bo"_s);
    view->show();
    return view;
}

QPoint TestCharts::positionOf(const TimeChartView &view, QPointF value) const
{
    QChart *chart = view.chart();
    const QPointF plotted(value.x(), plottedY(chart, value.y()));
    const QPointF inChart = chart->mapToPosition(plotted, chart->series().constFirst());
    return view.mapFromScene(chart->mapToScene(inChart));
}

void TestCharts::overlaysOneSeriesPerKernel()
{
    TimeChartView view;
    view.setContent(demoCaptures(), u"bo"_s);
    QCOMPARE(view.seriesCount(), 3);
    QCOMPARE(view.seriesNames(), demoKernels);
    const auto *first = qobject_cast<QLineSeries *>(view.chart()->series().constFirst());
    QCOMPARE(first->color(), QColor(Qt::red));
    QCOMPARE(first->at(0), QPointF(0, 15480));
}

void TestCharts::titlesAxesWithUnits_data()
{
    QTest::addColumn<QString>("metric");
    QTest::addColumn<QString>("title");
    QTest::newRow("blocks per second") << u"bo"_s << u"bo (blocks/s)"_s;
    QTest::newRow("KiB shown as MiB when large") << u"free"_s << u"free (MiB)"_s;
    QTest::newRow("events per second") << u"cs"_s << u"cs (1/s)"_s;
    QTest::newRow("CPU share") << u"us"_s << u"us (%)"_s;
    QTest::newRow("processes") << u"r"_s << u"r (processes)"_s;
}

void TestCharts::clockAxisLabelsATimestampedRun()
{
    // `vmstat -t -w -a 1 5` of procps-ng 4.0.2: five rows from 2026-11-30 15:17:39 UTC.
    const Document clocked = test::load(test::dataPath(u"vmstat/procpsng402-timestamp-wide-active.txt"_s)).document;
    const QList<PlottedCapture> run { { clocked.captures().shared().at(0), Qt::blue } };
    TimeChartView view;
    view.resize(800, 300);
    view.setContent(run, u"bo"_s, TimeAxisStyle::WallClock);
    auto *clock = qobject_cast<QDateTimeAxis *>(shownAxis(view, Qt::Horizontal));
    QVERIFY(clock);
    QCOMPARE(clock->min(), QDateTime(QDate(2026, 11, 30), QTime(15, 17, 39), Qt::UTC));
    QCOMPARE(clock->max(), QDateTime(QDate(2026, 11, 30), QTime(15, 17, 43), Qt::UTC));
    QCOMPARE(clock->format(), u"hh:mm:ss"_s);
    QCOMPARE(clock->titleText(), u"wall-clock time"_s);
    // One tick a second over the four seconds, on the samples' own seconds.
    QCOMPARE(clock->tickCount(), 5);
    // Zoomed in within a second: ticks closer than a second tell themselves apart.
    view.setXRange(1.0, 1.5);
    QCOMPARE(clock->format(), u"hh:mm:ss.zzz"_s);
    QCOMPARE(clock->min(), QDateTime(QDate(2026, 11, 30), QTime(15, 17, 40), Qt::UTC));
    // Elapsed time, measured and not assumed: the log printed the times.
    view.setContent(run, u"bo"_s, TimeAxisStyle::Seconds);
    QCOMPARE(axisTitle(view, Qt::Horizontal), u"time (s)"_s);

    // Over midnight the labels carry the date; runs that started apart get no one clock.
    Capture late = sawTooth(20);
    auto series = std::get<TimeSeries>(late.payload);
    series.setStartTime(QDateTime(QDate(2026, 11, 30), QTime(23, 59, 50), Qt::UTC));
    late.payload = series;
    const QList<PlottedCapture> overMidnight { { std::make_shared<const Capture>(late), Qt::red } };
    view.setContent(overMidnight, u"bo"_s, TimeAxisStyle::WallClock);
    clock = qobject_cast<QDateTimeAxis *>(shownAxis(view, Qt::Horizontal));
    QVERIFY(clock);
    QCOMPARE(clock->format(), u"MMM d hh:mm:ss"_s);
    view.setContent(overMidnight + run, u"bo"_s, TimeAxisStyle::WallClock);
    QVERIFY(!qobject_cast<QDateTimeAxis *>(shownAxis(view, Qt::Horizontal)));
}

void TestCharts::titlesAxesWithUnits()
{
    QFETCH(QString, metric);
    QFETCH(QString, title);
    TimeChartView view;
    view.setContent(demoCaptures(), metric);
    QCOMPARE(axisTitle(view, Qt::Vertical), title);
    // The demo's vmstat 1 printed no times: the axis says the interval is taken, not read.
    QCOMPARE(axisTitle(view, Qt::Horizontal), u"time (s, 1 s interval assumed)"_s);
}

void TestCharts::formatsValuesByMagnitude_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("text");
    QTest::newRow("small KiB stay KiB") << 3436.0 << u"KiB"_s << u"3436 KiB"_s;
    QTest::newRow("page cache in MiB") << 140956.0 << u"KiB"_s << u"137.7 MiB"_s;
    QTest::newRow("7.5 GiB as MiB") << 7915308.0 << u"KiB"_s << u"7729.8 MiB"_s;
    QTest::newRow("gigabytes") << 20971520.0 << u"KiB"_s << u"20 GiB"_s;
    QTest::newRow("exact below 100k") << 15480.0 << u"blocks/s"_s << u"15480 blocks/s"_s;
    QTest::newRow("thousands") << 250000.0 << u"blocks/s"_s << u"250k blocks/s"_s;
    QTest::newRow("1.5 million as thousands") << 1500000.0 << u"1/s"_s << u"1500k/s"_s;
    QTest::newRow("millions per second") << 15000000.0 << u"1/s"_s << u"15M/s"_s;
    QTest::newRow("percent never scaled") << 39.0 << u"%"_s << u"39 %"_s;
    QTest::newRow("missing value") << qQNaN() << u"KiB"_s << u"–"_s;
}

void TestCharts::formatsValuesByMagnitude()
{
    QFETCH(double, value);
    QFETCH(QString, unit);
    QFETCH(QString, text);
    QCOMPARE(formatValue(value, unit), text);
}

void TestCharts::crosshairShowsEveryCapture()
{
    TimeChartView view;
    view.setContent(demoCaptures(), u"bo"_s);
    view.setCrosshairAt(0);
    const QString text = view.crosshairText();
    QVERIFY2(text.contains(u"2.5.31-akpm: 15480 blocks/s"_s), qPrintable(text));
    QVERIFY2(text.contains(u"2.5.31: 0 blocks/s"_s), qPrintable(text));
    QVERIFY2(text.contains(u"2.4.19: 52 blocks/s"_s), qPrintable(text));
    view.setCrosshairAt(1.2); // the nearest sample is the second row
    QVERIFY2(view.crosshairText().contains(u"2.5.31-akpm: 7696 blocks/s"_s),
        qPrintable(view.crosshairText()));
}

void TestCharts::yAxisFitsFromZeroOrAsAsked()
{
    // free memory of the demo runs, 3436 KiB to 118940 KiB: one unit for all of it.
    TimeChartView view;
    view.setContent(demoCaptures(), u"free"_s);
    const QString axisTitle = view.chart()->axes(Qt::Vertical).constFirst()->titleText();
    QCOMPARE(view.yRange().first, 0.0);
    // The crosshair says every value in the axis's unit ("free (MiB)"), none in KiB.
    const QString unit = axisTitle.section(u'(', 1).chopped(1);
    QVERIFY2(unit == u"MiB"_s, qPrintable(axisTitle));
    view.setCrosshairAt(3);
    const QStringList lines = view.crosshairText().split(u'\n').mid(1);
    QCOMPARE(lines.size(), demoCaptures().size());
    for (const QString &line : lines) {
        QVERIFY2(line.endsWith(u" MiB"_s), qPrintable(view.crosshairText()));
    }
    // The page cache, 28240 KiB to 140956 KiB: never near zero, so Fit starts above it.
    view.setContent(demoCaptures(), u"cache"_s);
    QCOMPARE(view.yRange().first, 0.0);
    QSignalSpy chosen(&view, &TimeChartView::yAxisChoiceChanged);
    view.setYAxisChoice({ YScale::Fit, 0, 0 });
    QCOMPARE(chosen.count(), 1);
    QVERIFY2(view.yRange().first > 0.0, qPrintable(QString::number(view.yRange().first)));
    view.setYAxisChoice({ YScale::Fixed, 50 * 1024, 150 * 1024 }); // KiB, as the data
    QCOMPARE(view.yRange(), qMakePair(50.0, 150.0)); // MiB, as the axis
    // Another content keeps the choice; a zoom too.
    view.setContent(demoCaptures(), u"cache"_s);
    view.setXRange(2, 6);
    QCOMPARE(view.yRange(), qMakePair(50.0, 150.0));
}

void TestCharts::logScaleLabelsDecadesAndKeepsTheZeros()
{
    const std::unique_ptr<TimeChartView> shown = showBoChart();
    TimeChartView &view = *shown;
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // bo of the demo runs: what a log scale has to span, from the data.
    double smallest = std::numeric_limits<double>::infinity();
    double largest = 0.0;
    QPair<qsizetype, qsizetype> zero { -1, -1 }; // capture, row of a sample with bo 0
    for (qsizetype index = 0; index < demoKernels.size(); ++index) {
        const TimeSeries &series = *m_demo.captures().at(index).timeSeries();
        for (qsizetype row = 0; row < series.sampleCount(); ++row) {
            const double bo = series.value(row, u"bo");
            if (bo > 0) {
                smallest = std::min(smallest, bo);
                largest = std::max(largest, bo);
            } else if (zero.first < 0) {
                zero = { index, row };
            }
        }
    }
    QVERIFY2(zero.first >= 0, "the demo's bo falls to 0: the case a log scale must show");
    const AxisUnit unit = axisUnitFor(u"blocks/s"_s, largest);
    const double floor = std::pow(10.0, std::floor(std::log10(smallest / unit.divisor)));
    const double top = std::pow(10.0, std::ceil(std::log10(largest / unit.divisor)));

    view.setYAxisChoice({ YScale::Log, 0, 0 });
    QAbstractAxis *values = nullptr;
    QCategoryAxis *log = nullptr;
    const QList<QAbstractAxis *> axes = view.chart()->axes(Qt::Vertical);
    for (QAbstractAxis *axis : axes) {
        if (auto *category = qobject_cast<QCategoryAxis *>(axis)) {
            log = category;
        } else {
            values = axis;
        }
    }
    QVERIFY(log && values);
    QVERIFY(log->isVisible() && !values->isVisible());
    QCOMPARE(values->titleText(), u"bo (%1)"_s.arg(unit.unit));
    QCOMPARE(log->titleText(), u"bo (%1, log)"_s.arg(unit.unit));
    // Zero has no logarithm: it gets a row of its own under the lowest decade.
    const QStringList labels = log->categoriesLabels();
    QCOMPARE(labels.value(0), u"0"_s);
    QCOMPARE(labels.value(1), QString::number(floor));
    QCOMPARE(labels.constLast(), QString::number(top));
    QCOMPARE(view.yRange(), qMakePair(0.0, top));
    // Each sample is drawn at its logarithm, the zero on the "0" row.
    const auto plottedAt = [&](qsizetype line, qsizetype row) {
        const double time = m_demo.captures().at(line).timeSeries()->time()[std::size_t(row)];
        const QList<QPointF> points = lineSeries(view.chart()).at(line)->points();
        const auto point = std::find_if(
            points.begin(), points.end(), [time](const QPointF &p) { return p.x() == time; });
        return point == points.end() ? std::nan("") : point->y();
    };
    QCOMPARE(plottedAt(zero.first, zero.second), log->min());
    const double bo = m_demo.captures().at(0).timeSeries()->value(5, u"bo");
    QCOMPARE(plottedAt(0, 5), std::log10(bo / unit.divisor));
    // A click on a sample still finds it, and the crosshair says its value, not a logarithm.
    QSignalSpy clicked(&view, &TimeChartView::sampleClicked);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, positionOf(view, { 5, bo }));
    QCOMPARE(clicked.size(), 1);
    QCOMPARE(clicked.at(0).at(1).value<qsizetype>(), qsizetype(5));
    view.setCrosshairAt(5);
    QVERIFY2(view.crosshairText().contains(formatValue(bo, u"blocks/s"_s)),
        qPrintable(view.crosshairText()));

    // From zero again: the linear axis is back and the log one gone.
    view.setYAxisChoice({ YScale::FromZero, 0, 0 });
    QCOMPARE(view.chart()->axes(Qt::Vertical).size(), 1);
    QVERIFY(view.chart()->axes(Qt::Vertical).constFirst()->isVisible());
    QCOMPARE(view.yRange().first, 0.0);
    QCOMPARE(plottedAt(0, 5), bo / unit.divisor);
}

void TestCharts::chartsFollowTheWindowsPalette()
{
    TimeChartView view;
    view.setContent(demoCaptures(), u"bo"_s);
    const auto penColors = [&view] {
        QList<QColor> colors;
        const QList<QLineSeries *> series = lineSeries(view.chart());
        for (const QLineSeries *line : series) {
            colors.append(line->pen().color());
        }
        return colors;
    };
    const QList<QColor> captureColors = { Qt::red, Qt::blue, Qt::darkGreen };
    QCOMPARE(penColors(), captureColors);
    QCOMPARE(view.chart()->backgroundBrush().color(), view.palette().color(QPalette::Base));

    // A dark palette, as a dark desktop theme sets it while the window is open.
    QPalette dark = view.palette();
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Window, QColor(0x2a, 0x2a, 0x2a));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Mid, QColor(0x60, 0x60, 0x60));
    QVERIFY(isDarkPalette(dark) && !isDarkPalette(view.palette()));
    const auto verifyDark = [&](const QString &when) {
        const QChart *chart = view.chart();
        QVERIFY2(chart->theme() == QChart::ChartThemeDark, qPrintable(when));
        QCOMPARE(chart->backgroundBrush().color(), dark.color(QPalette::Base));
        QCOMPARE(chart->legend()->labelColor(), dark.color(QPalette::Text));
        const QList<QAbstractAxis *> axes = chart->axes();
        for (const QAbstractAxis *axis : axes) {
            QVERIFY2(axis->labelsColor() == dark.color(QPalette::Text), qPrintable(when));
        }
        QCOMPARE(penColors(), captureColors); // the captures keep their colours
    };
    view.setPalette(dark);
    verifyDark(u"palette changed"_s);
    view.setContent(demoCaptures(), u"free"_s);
    verifyDark(u"another metric"_s);
    view.setYAxisChoice({ YScale::Log, 0, 0 });
    QCOMPARE(view.chart()->axes(Qt::Vertical).size(), 2);
    verifyDark(u"log scale"_s);

    // And light again.
    view.setPalette(QPalette());
    QCOMPARE(view.chart()->theme(), QChart::ChartThemeLight);
    QCOMPARE(view.chart()->backgroundBrush().color(), view.palette().color(QPalette::Base));
    QCOMPARE(penColors(), captureColors);
}

void TestCharts::crosshairBoxStaysOnTheChart()
{
    // A narrow chart of every demo capture and the seed's nine markers' worth of text: the box
    // is wider than the room on either side of a line in the middle.
    QList<PlottedCapture> many;
    for (qsizetype i = 0; i < m_demo.captures().size(); ++i) {
        many.append({ m_demo.captures().shared().at(i), Qt::blue });
    }
    TimeChartView view;
    view.resize(260, 220);
    view.setContent(many, u"bo"_s);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QRectF chart = view.chart()->boundingRect();
    for (const double at : { 0.0, 9.0, 19.0 }) {
        view.setCrosshairAt(at);
        const QRectF box = view.crosshairBox();
        QVERIFY(!box.isEmpty());
        QVERIFY2(box.left() >= chart.left() - 0.5 && box.right() <= chart.right() + 0.5,
            qPrintable(u"at %1 s: box %2-%3, chart %4-%5"_s.arg(at).arg(box.left()).arg(box.right())
                           .arg(chart.left()).arg(chart.right())));
    }
}

void TestCharts::wheelZoomsAndResetRestores()
{
    const std::unique_ptr<TimeChartView> shown = showBoChart();
    TimeChartView &view = *shown;
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QPair<double, double> full = view.xRange();
    QCOMPARE(full, qMakePair(0.0, 19.0));

    const QPoint at = positionOf(view, QPointF(5, 0));
    QWheelEvent wheel(at, view.viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton,
        Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view.viewport(), &wheel);
    const QPair<double, double> zoomed = view.xRange();
    QVERIFY(zoomed.second - zoomed.first < full.second - full.first);
    QVERIFY(zoomed.first > 0.0 && zoomed.first < 5.0 && zoomed.second > 5.0);
    // The sample under the cursor stays under it.
    QVERIFY(qAbs(positionOf(view, QPointF(5, 0)).x() - at.x()) <= 1);

    view.resetZoom();
    QCOMPARE(view.xRange(), full);
}

void TestCharts::shiftDragZoomsAndDragPans()
{
    const std::unique_ptr<TimeChartView> shown = showBoChart();
    TimeChartView &view = *shown;
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTest::mousePress(
        view.viewport(), Qt::LeftButton, Qt::ShiftModifier, positionOf(view, { 4, 0 }));
    QTest::mouseMove(view.viewport(), positionOf(view, { 10, 0 }));
    QTest::mouseRelease(
        view.viewport(), Qt::LeftButton, Qt::ShiftModifier, positionOf(view, { 10, 0 }));
    QVERIFY(qAbs(view.xRange().first - 4) < 0.1);
    QVERIFY(qAbs(view.xRange().second - 10) < 0.1);

    // Dragging right by two seconds' worth shows what lay two seconds to the left.
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, positionOf(view, { 6, 0 }));
    QTest::mouseMove(view.viewport(), positionOf(view, { 8, 0 }));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, positionOf(view, { 8, 0 }));
    QVERIFY(qAbs(view.xRange().first - 2) < 0.1);
    QVERIFY(qAbs(view.xRange().second - 8) < 0.1);
}

void TestCharts::panAndZoomStayWithinTheData()
{
    const std::unique_ptr<TimeChartView> shown = showBoChart();
    TimeChartView &view = *shown;
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setXRange(2, 8);

    // Dragged far to the right (towards earlier time): the span stops at the first sample,
    // six seconds wide still.
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, positionOf(view, { 3, 0 }));
    QTest::mouseMove(view.viewport(), positionOf(view, { 7.5, 0 }));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, positionOf(view, { 7.5, 0 }));
    QCOMPARE(view.xRange(), qMakePair(0.0, 6.0));

    // And far to the left, past the window's edge: it stops at the last one, 19 s.
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, positionOf(view, { 5.5, 0 }));
    QTest::mouseMove(view.viewport(), positionOf(view, { -20, 0 }));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, positionOf(view, { -20, 0 }));
    QCOMPARE(view.xRange(), qMakePair(13.0, 19.0));

    // Zooming out by the wheel near the end never shows time past it, and stops at the data.
    for (int step = 0; step < 10; ++step) {
        const QPoint at = positionOf(view, QPointF(18, 0));
        QWheelEvent wheel(at, view.viewport()->mapToGlobal(at), QPoint(), QPoint(0, -120),
            Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.viewport(), &wheel);
        QVERIFY2(view.xRange().first >= 0.0 && view.xRange().second <= 19.0,
            qPrintable(u"%1-%2 s"_s.arg(view.xRange().first).arg(view.xRange().second)));
    }
    QCOMPARE(view.xRange(), qMakePair(0.0, 19.0));
}

void TestCharts::clickReportsCaptureAndRow()
{
    ChartStack stack;
    stack.resize(800, 500);
    stack.setCaptures(demoCaptures());
    stack.setMetrics({ u"bo"_s });
    stack.show();
    QVERIFY(QTest::qWaitForWindowExposed(&stack));
    TimeChartView *view = stack.chart(u"bo"_s);
    QSignalSpy clicked(&stack, &ChartStack::sampleClicked);
    // 2.5.31-akpm, row 5: bo 11720.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, positionOf(*view, { 5, 11720 }));
    QCOMPARE(clicked.size(), 1);
    QCOMPARE(clicked.at(0).at(0).toString(), m_demo.captures().at(0).id);
    QCOMPARE(clicked.at(0).at(1).value<qsizetype>(), qsizetype(5));
}

void TestCharts::stackSharesTheTimeAxis()
{
    ChartStack stack;
    stack.resize(800, 600);
    stack.setCaptures(demoCaptures());
    stack.setMetrics({ u"bo"_s, u"free"_s });
    QCOMPARE(stack.metrics(), QStringList({ u"bo"_s, u"free"_s }));
    TimeChartView *bo = stack.chart(u"bo"_s);
    TimeChartView *free = stack.chart(u"free"_s);
    QVERIFY(bo && free && !stack.chart(u"wa"_s));

    bo->setXRange(2, 8);
    QCOMPARE(free->xRange(), qMakePair(2.0, 8.0));
    free->zoomIn();
    QCOMPARE(bo->xRange(), qMakePair(3.5, 6.5));
    stack.resetZoom();
    QCOMPARE(bo->xRange(), qMakePair(0.0, 19.0));
    QCOMPARE(free->xRange(), qMakePair(0.0, 19.0));
}

void TestCharts::stackShowsHintWhenEmpty()
{
    ChartStack stack;
    stack.resize(600, 400);
    stack.show();
    QVERIFY(QTest::qWaitForWindowExposed(&stack));
    const auto hint = [&stack] { return stack.findChild<QLabel *>(); };
    QVERIFY(hint() && hint()->isVisible());
    stack.setCaptures(demoCaptures());
    QVERIFY(hint()->isVisible());
    QVERIFY(hint()->text().contains(u"metric"_s));
    stack.setMetrics({ u"bo"_s });
    QVERIFY(!hint()->isVisible());
    QVERIFY(stack.chart(u"bo"_s)->isVisible());
    // A metric of top's, and none of the vmstat runs shown has it: said, not "pick a metric".
    stack.setMetrics({ u"load1"_s });
    QVERIFY(hint()->isVisible());
    QVERIFY2(hint()->text().startsWith(u"None of the captures shown has load1"_s),
        qPrintable(hint()->text()));
}

void TestCharts::oneSampleEachIsATableNotACharts()
{
    // `vmstat` with no interval prints one row: the first of each follow/ run, real numbers
    // of the writeback thread, as a mail pastes them.
    QList<PlottedCapture> plotted;
    const QList<QColor> colors = { Qt::red, Qt::blue };
    for (const QString &run : { u"akpm-2.5.31"_s, u"2.4.19"_s }) {
        const QByteArray text = vmscope::test::fixtureLines(u"follow/%1.vmstat"_s.arg(run))
                                    .mid(0, 3)
                                    .join();
        const LoadResult loaded = vmscope::test::loadText(text, run);
        QCOMPARE(loaded.document.captures().size(), 1);
        Capture capture = loaded.document.captures().at(0);
        QCOMPARE(capture.timeSeries()->sampleCount(), 1);
        capture.id = run;
        capture.label = run;
        plotted.append({ std::make_shared<const Capture>(capture), colors.at(plotted.size()) });
    }
    ChartStack stack;
    stack.resize(800, 500);
    stack.setCaptures(plotted);
    stack.setMetrics({ u"bo"_s, u"free"_s });
    stack.show();
    QVERIFY(QTest::qWaitForWindowExposed(&stack));
    QVERIFY(stack.showsSnapshotTable());
    QVERIFY(stack.snapshotTable()->isVisible());
    const QTableWidget *table = stack.snapshotTable()->table();
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->columnCount(), 2);
    QCOMPARE(table->horizontalHeaderItem(0)->text(), u"akpm-2.5.31"_s);
    QCOMPARE(table->horizontalHeaderItem(1)->text(), u"2.4.19"_s);
    QCOMPARE(table->verticalHeaderItem(0)->text(), u"bo (blocks/s)"_s);
    QCOMPARE(table->item(0, 0)->text(), u"15480 blocks/s"_s);
    QCOMPARE(table->item(0, 1)->text(), u"52 blocks/s"_s);
    // free: 3436 and 4384 KiB, in the unit an axis up to 4384 KiB counts in.
    QCOMPARE(table->verticalHeaderItem(1)->text(), u"free (KiB)"_s);
    QCOMPARE(table->item(1, 0)->text(), u"3436 KiB"_s);
    QCOMPARE(table->item(1, 1)->text(), u"4384 KiB"_s);

    // A run with many samples beside them: charts again, the single samples as dots.
    plotted.append(demoCaptures().constFirst());
    stack.setCaptures(plotted);
    QVERIFY(!stack.showsSnapshotTable());
    QVERIFY(stack.chart(u"bo"_s)->isVisible());
}

void TestCharts::cpuSplitIsStackedPerCapture()
{
    ChartStack stack;
    stack.resize(800, 900);
    stack.setCaptures(demoCaptures());
    stack.setMetrics({ u"stack:cpu"_s, u"bo"_s });
    stack.show();
    QVERIFY(QTest::qWaitForWindowExposed(&stack));
    // A stacked chart per capture, then bo overlaying the three.
    QCOMPARE(stack.charts().size(), 4);
    for (qsizetype index = 0; index < demoKernels.size(); ++index) {
        const TimeChartView *view = stack.charts().at(index);
        QVERIFY(view->content().stacked);
        QCOMPARE(view->chart()->title(), demoKernels.at(index));
        QCOMPARE(view->seriesNames(), (QStringList { u"us"_s, u"sy"_s, u"id"_s }));
        const QList<QAbstractSeries *> series = view->chart()->series();
        QCOMPARE(series.size(), 3);
        const auto *top = qobject_cast<const QAreaSeries *>(series.constLast());
        QVERIFY(top);
        // us + sy + id of each of the demo's 20-odd samples: about 100 % (rounded by vmstat).
        const TimeSeries &run = *m_demo.captures().at(index).timeSeries();
        const QList<QPointF> totals = top->upperSeries()->points();
        QCOMPARE(totals.size(), run.sampleCount());
        for (qsizetype row = 0; row < run.sampleCount(); ++row) {
            const double sum = run.value(row, u"us") + run.value(row, u"sy") + run.value(row, u"id");
            QCOMPARE(totals.at(row).y(), sum);
            QCOMPARE(top->lowerSeries()->points().at(row).y(),
                run.value(row, u"us") + run.value(row, u"sy"));
        }
        QCOMPARE(view->yRange().first, 0.0);
        QVERIFY(view->yRange().second >= 99.0);
    }
    QVERIFY(!stack.charts().at(3)->content().stacked);
    QCOMPARE(stack.charts().at(3)->seriesCount(), 3);
    // The crosshair names the parts with their own values, not the sums.
    TimeChartView *first = stack.charts().constFirst();
    first->setCrosshairAt(1.0);
    const TimeSeries &akpm = *m_demo.captures().at(0).timeSeries();
    QVERIFY2(first->crosshairText().contains(
                 u"id: "_s + formatValue(akpm.value(1, u"id"), u"%"_s)),
        qPrintable(first->crosshairText()));
    // Zoomed, the stacks move with the other charts.
    stack.zoomTo(2.0, 6.0);
    QCOMPARE(first->xRange(), qMakePair(2.0, 6.0));
}

void TestCharts::legendBesideTheChartListsEveryName()
{
    // Nine runs, as seed 000 holds: the legend is a column beside the plot, and the chart is
    // as tall as the column, so that the last names are not cut off.
    QList<PlottedCapture> runs;
    for (qsizetype index = 0; index < 9; ++index) {
        Capture capture = m_demo.captures().at(index % 3);
        capture.id = u"c%1"_s.arg(index + 1);
        capture.label = u"run %1"_s.arg(index + 1);
        runs.append({ std::make_shared<const Capture>(capture), lineColor(index) });
    }
    ChartStack stack;
    stack.resize(800, 500); // three charts: each at its least height, scrolled
    stack.setCaptures(runs);
    stack.setMetrics({ u"bo"_s, u"free"_s, u"id"_s });
    stack.show();
    QVERIFY(QTest::qWaitForWindowExposed(&stack));
    QTest::qWait(50); // the charts lay out from posted events
    const QLegend *legend = stack.chart(u"free"_s)->chart()->legend();
    QCOMPARE(legend->alignment(), Qt::AlignRight);
    // Qt's legend gives each entry its text's height and 4 px above and below it.
    const qreal needed
        = qreal(legend->markers().size()) * (QFontMetrics(legend->font()).height() + 8);
    QVERIFY2(legend->geometry().height() >= needed,
        qPrintable(u"legend %1 px of %2"_s.arg(legend->geometry().height()).arg(needed)));
}

void TestCharts::loopCopiesSinceBootRowsAreGaps()
{
    // Four copies of `vmstat 1 4` in one series: bo's line breaks at each later copy's first
    // row (an average since boot, 386 blocks/s among rows of 0 to 9832), free's does not (a
    // size, read at that moment), and the first copy's row is drawn as it always was.
    const LoadResult loaded = vmscope::test::load(vmscope::test::dataPath(u"vmstat/loop-real.txt"_s));
    QCOMPARE(loaded.document.captures().size(), 1);
    const QList<PlottedCapture> loop { { std::make_shared<const Capture>(loaded.document.captures().constFirst()),
        lineColor(0) } };
    const TimeChartContent bo = TimeChartContent::of(loop, u"bo"_s);
    QCOMPARE(bo.values(0).size(), std::size_t(16));
    QCOMPARE(bo.values(0).at(0), 384.0);
    QVERIFY(std::isnan(bo.values(0).at(4)) && std::isnan(bo.values(0).at(8)) && std::isnan(bo.values(0).at(12)));
    QCOMPARE(bo.values(0).at(7), 9832.0);
    QCOMPARE(bo.series(0).values(bo.lines.at(0).column).at(4), 386.0); // the model keeps it
    const TimeChartContent free = TimeChartContent::of(loop, u"free"_s);
    QCOMPARE(free.values(0).at(4), 23183616.0);
    const std::unique_ptr<QChart> chart(buildTimeChart(bo, bo.first, bo.last, 800, TimeAxisStyle::Seconds));
    QCOMPARE(chart->series().size(), 4); // the line and a gap segment for each later copy
}

void TestCharts::thousandsOfCapturesDrawTheLinesThatLookApart()
{
    // 3 000 captures of bo: past the 32 lines that look each unlike the others a chart adds
    // none, and says how many it left out (Qt Charts took minutes over 8 000 series).
    QList<PlottedCapture> runs;
    for (qsizetype index = 0; index < 3000; ++index) {
        Capture capture = m_demo.captures().at(index % 3);
        capture.id = u"c%1"_s.arg(index + 1);
        runs.append({ std::make_shared<const Capture>(capture), lineColor(index) });
    }
    const TimeChartContent content = TimeChartContent::of(runs, u"bo"_s);
    QCOMPARE(content.lines.size(), TimeChartContent::maxLines);
    QCOMPARE(content.lines.size(), 32);
    QCOMPARE(content.notDrawn, 3000 - 32);
    QCOMPARE(content.lines.constLast().plotted.capture->id, u"c32"_s);
    QElapsedTimer built;
    built.start();
    const std::unique_ptr<QChart> chart(buildTimeChart(content, content.first, content.last, 800,
                                                       TimeAxisStyle::Seconds));
    QCOMPARE(lineSeries(chart.get()).size(), 32);
    QCOMPARE(chart->title(), u"the first 32 captures with bo; 2968 more not drawn (hide some, or "
                             "export with --label)"_s);
    qInfo("built in %lld ms", built.elapsed());
}

void TestCharts::stackAlignsPlotAreas()
{
    ChartStack stack;
    stack.resize(800, 600);
    stack.setCaptures(demoCaptures());
    stack.setMetrics({ u"free"_s, u"bo"_s });
    stack.show();
    QVERIFY(QTest::qWaitForWindowExposed(&stack));
    QChart *free = stack.chart(u"free"_s)->chart();
    QChart *bo = stack.chart(u"bo"_s)->chart();
    // "15000" is wider than "600": without padding the plot areas start pixels apart.
    const auto aligned = [free, bo] {
        return free->plotArea().left() == bo->plotArea().left()
            && free->plotArea().right() == bo->plotArea().right();
    };
    QTRY_VERIFY(!free->plotArea().isEmpty() && aligned());
    QVERIFY(free->plotArea().width() > 500);

    stack.resize(1000, 600);
    QTRY_VERIFY(free->plotArea().width() > 700 && aligned());
    stack.chart(u"bo"_s)->setXRange(10, 12); // narrower bo labels: the padding moves over
    QTRY_VERIFY(aligned());
    QCOMPARE(std::min(stack.chart(u"free"_s)->plotAreaPadding().first,
                 stack.chart(u"bo"_s)->plotAreaPadding().first),
        0.0);
}

void TestCharts::timeAxisUnitFollowsSpan_data()
{
    QTest::addColumn<Span>("span");
    QTest::newRow("time axis read 800000 on a 12-day capture")
        << Span { 0, 999999, u"time (d)"_s, 999999.0 / 86400, u"5.79 d"_s };
    QTest::newRow("zoomed to a minute")
        << Span { 500000, 500060, u"time (s)"_s, 500060, u"500000.0 s"_s };
    QTest::newRow("three minutes stay seconds")
        << Span { 0, 180, u"time (s)"_s, 180, u"180.0 s"_s };
    QTest::newRow("an hour") << Span { 0, 3600, u"time (min)"_s, 60, u"60.0 min"_s };
    QTest::newRow("a day") << Span { 0, 86400, u"time (h)"_s, 24, u"24.0 h"_s };
}

void TestCharts::timeAxisUnitFollowsSpan()
{
    QFETCH(Span, span);
    const Capture capture = sawTooth(1000000);
    TimeChartView view;
    view.resize(1200, 400);
    view.setContent({ { std::make_shared<const Capture>(capture), Qt::black } }, u"bo"_s);
    view.setXRange(span.from, span.to);
    QCOMPARE(view.xRange(), qMakePair(span.from, span.to));
    QCOMPARE(axisTitle(view, Qt::Horizontal), span.title);
    const auto *shown = qobject_cast<QValueAxis *>(shownAxis(view, Qt::Horizontal));
    QVERIFY(shown);
    QVERIFY2(qFuzzyCompare(shown->max(), span.axisMax), qPrintable(QString::number(shown->max())));
    // The series stay in seconds: clicks and the crosshair map through them.
    const auto *series = qobject_cast<QLineSeries *>(view.chart()->series().constFirst());
    QVERIFY(series->at(1).x() >= span.from && series->at(1).x() <= span.to);
    view.setCrosshairAt(span.from == 0.0 ? (span.to == 999999.0 ? 500000.0 : span.to) : span.from);
    QCOMPARE(view.crosshairText().section(u'\n', 0, 0), span.crosshair);
}

void TestCharts::decimatesMillionRowCapture()
{
    const Capture capture = sawTooth(1000000);
    TimeChartView view;
    view.resize(1200, 400);
    view.setContent({ { std::make_shared<const Capture>(capture), Qt::black } }, u"bo"_s);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int columns = int(view.chart()->plotArea().width());
    QVERIFY(columns > 500);
    const auto *series = qobject_cast<QLineSeries *>(view.chart()->series().constFirst());
    QVERIFY2(series->count() <= 4 * columns + 2, qPrintable(QString::number(series->count())));
    QVERIFY(series->count() >= columns);

    view.setXRange(1000, 1500); // 500 samples fit the width: all of them, plus one each side
    QCOMPARE(series->count(), 503);
}

void TestCharts::pickerGroupsMetricsInVmstatOrder()
{
    MetricPicker picker;
    picker.setCaptures({ &m_demo.captures().at(0), &m_demo.captures().at(1) });
    const auto *tree = picker.findChild<QTreeWidget *>();
    QStringList groups;
    for (int index = 0; index < tree->topLevelItemCount(); ++index) {
        groups.append(tree->topLevelItem(index)->text(0));
    }
    QCOMPARE(groups,
        QStringList({ u"procs"_s, u"memory"_s, u"swap"_s, u"io"_s, u"system"_s, u"cpu"_s }));
    const QTreeWidgetItem *io = tree->topLevelItem(3);
    QCOMPARE(io->childCount(), 2);
    QCOMPARE(io->child(1)->text(0), u"bo"_s);
    QCOMPARE(io->child(1)->text(1), u"blocks/s"_s);
    QVERIFY(io->child(1)->toolTip(0).contains(u"written"_s));
    // free, up to 118940 KiB: in MiB, as its chart's axis and crosshair say it.
    QCOMPARE(tree->topLevelItem(1)->child(1)->text(0), u"free"_s);
    QCOMPARE(tree->topLevelItem(1)->child(1)->text(1), u"MiB"_s);
    QCOMPARE(tree->topLevelItem(1)->child(0)->text(1), u"KiB"_s); // swpd: 112 KiB at most
}

void TestCharts::pickerReportsCheckedMetricsInTreeOrder()
{
    MetricPicker picker;
    picker.setCaptures({ &m_demo.captures().at(0) });
    // Nothing chosen yet: the key metrics of a stall thread, in tree order.
    QCOMPARE(picker.selectedMetrics(), QStringList({ u"free"_s, u"bo"_s, u"id"_s }));
    picker.setSelectedMetrics({});
    QSignalSpy changed(&picker, &MetricPicker::metricsChanged);
    const auto *tree = picker.findChild<QTreeWidget *>();
    tree->topLevelItem(5)->child(0)->setCheckState(0, Qt::Checked); // us
    tree->topLevelItem(3)->child(1)->setCheckState(0, Qt::Checked); // bo
    QCOMPARE(changed.size(), 2);
    QCOMPARE(changed.last().at(0).toStringList(), QStringList({ u"bo"_s, u"us"_s }));
    QCOMPARE(picker.selectedMetrics(), QStringList({ u"bo"_s, u"us"_s }));

    picker.setSelectedMetrics({ u"free"_s, u"nonsense"_s });
    QCOMPARE(picker.selectedMetrics(), QStringList({ u"free"_s }));
    QCOMPARE(changed.size(), 3);
    picker.setCaptures({ &m_demo.captures().at(1) }); // still has free: nothing changes
    QCOMPARE(picker.selectedMetrics(), QStringList({ u"free"_s }));
    QCOMPARE(changed.size(), 3);
}


void TestCharts::pickerPlacesTopGroupsBesideVmstat()
{
    TopSessionBuilder builder;
    builder.beginFrame(0, 92);
    builder.setSummary(topcolumns::load(u"load1"_s), 8.59);
    builder.setSummary(topcolumns::perCpu(0, u"sy"_s), 80.5);
    builder.setSummary(topcolumns::memory(u"free"_s), 5676);
    Capture top;
    top.id = u"c9"_s;
    top.kind = CaptureKind::Top;
    top.payload = builder.finish(5, true);

    MetricPicker picker;
    picker.setCaptures({ &m_demo.captures().at(0), &top });
    const auto *tree = picker.findChild<QTreeWidget *>();
    QStringList groups;
    for (int index = 0; index < tree->topLevelItemCount(); ++index) {
        groups.append(tree->topLevelItem(index)->text(0));
    }
    QCOMPARE(groups, (QStringList { u"procs"_s, u"load"_s, u"memory"_s, u"swap"_s, u"io"_s,
                         u"system"_s, u"cpu"_s, u"cpu0"_s }));
    QVERIFY(tree->topLevelItem(1)->isExpanded());
    QVERIFY(!tree->topLevelItem(7)->isExpanded()); // per-CPU groups start collapsed
    // top's free is vmstat's free: swpd, free, buff, cache, and the memory stacked.
    const QTreeWidgetItem *memory = tree->topLevelItem(2);
    QCOMPARE(memory->childCount(), 5);
    QCOMPARE(memory->child(4)->text(0), u"stacked"_s);
    QCOMPARE(MetricPicker::helpFor(u"cpu0_sy"_s), u"CPU 0: CPU time in the kernel"_s);
    QVERIFY(MetricPicker::helpFor(u"load1"_s).startsWith(u"Load average over 1 minute"_s));
}

void TestCharts::pickerKeepsTicksOverCapturesOfOtherKinds()
{
    TopSessionBuilder builder;
    builder.beginFrame(0, 92);
    builder.setSummary(topcolumns::load(u"load1"_s), 8.59);
    Capture top;
    top.id = u"c9"_s;
    top.kind = CaptureKind::Top;
    top.payload = builder.finish(5, true);
    const Capture *vmstat = &m_demo.captures().at(0);
    const auto tickByHand = [](const MetricPicker &picker, const QString &key, bool ticked) {
        auto *tree = picker.findChild<QTreeWidget *>();
        const QList<QTreeWidgetItem *> items = tree->findItems(key, Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(items.size(), 1);
        items.constFirst()->setCheckState(0, ticked ? Qt::Checked : Qt::Unchecked);
    };

    MetricPicker picker;
    picker.setCaptures({ vmstat });
    picker.setSelectedMetrics({ u"bo"_s, u"free"_s });
    // Only a top session left: none of the vmstat ticks apply, and none is forgotten.
    picker.setCaptures({ &top });
    QCOMPARE(picker.selectedMetrics(), QStringList());
    tickByHand(picker, u"load1"_s, true);
    QCOMPARE(picker.selectedMetrics(), QStringList { u"load1"_s });
    // The vmstat run back beside it: its ticks come back with the top one.
    picker.setCaptures({ vmstat, &top });
    QCOMPARE(picker.selectedMetrics(), (QStringList { u"load1"_s, u"free"_s, u"bo"_s }));
    // A tick taken away while offered stays away.
    tickByHand(picker, u"bo"_s, false);
    picker.setCaptures({ &top });
    picker.setCaptures({ vmstat });
    QCOMPARE(picker.selectedMetrics(), QStringList { u"free"_s });
    QCOMPARE(picker.chosenMetrics(), (QStringList { u"free"_s, u"load1"_s }));
}

void TestCharts::pickerTicksKeyMetricsWhenNoChoiceIsOffered()
{
    // /proc/meminfo in a loop, opened after vmstat runs: bo and id mean nothing to it, and an
    // empty Charts tab would say nothing. Its key metrics join the choice; bo stays in it.
    const Document meminfo = test::load(test::dataPath(u"meminfo/loop-real.txt"_s)).document;
    QCOMPARE(meminfo.captures().size(), 1);
    MetricPicker picker;
    picker.setSelectedMetrics({ u"bo"_s });
    picker.setCaptures({ &meminfo.captures().at(0) });
    QCOMPARE(picker.selectedMetrics(), (QStringList { u"MemFree"_s, u"Dirty"_s, u"Writeback"_s }));
    QCOMPARE(picker.chosenMetrics(), (QStringList { u"bo"_s, u"MemFree"_s, u"Dirty"_s, u"Writeback"_s }));
    // Back to vmstat: its own choice, and nothing more is ticked for it.
    picker.setCaptures({ &m_demo.captures().at(0) });
    QCOMPARE(picker.selectedMetrics(), QStringList { u"bo"_s });
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
