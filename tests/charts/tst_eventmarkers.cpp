// SPDX-License-Identifier: GPL-2.0-or-later
// Oopses on the chart time axis: placed by wall clock or by where the console printed them.
#include "testutil.h"

#include "app/charts/chartmarkerlayer.h"
#include "app/charts/eventmarkers.h"
#include "parsers/input/inputset.h"
#include "app/charts/timechartview.h"
#include "core/analysis/eventtime.h"
#include "core/analysis/eventtimeline.h"
#include "core/analysis/stallrules.h"
#include "parsers/common/timestampline.h"

#include <QChart>
#include <QSignalSpy>

using namespace vmscope;
using namespace vmscope::test;
using namespace Qt::StringLiterals;

class TestEventMarkers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void syslogStampTakesTheYearOfTheRun();
    void isoStampIsAClockAndDmesgIsNot();
    void placesSyslogOopsByWallClock();
    void oopsOutsideTheRunGetsNoMarker();
    void placesConsoleOopsBesideItsSamples();
    void chartDrawsTheMarkerInTheRangeShown();
    void manyStallsAreCountedNotPiledUp();
    void placesKernelEventsOnTheRun();
    void seed002sFailuresHaveATimelineOfTheirOwn();
    void timelineFallsBackToThePrintedOrder();
    void ctrlDragAsksForANoteOverTheSpan();
    void notesAreMarkedAndFoundUnderTheMouse();
};

void TestEventMarkers::initTestCase()
{
    QLocale::setDefault(QLocale::c());
}

/// An Oops whose first line carried `stamp`, as the oops parser reads it.
static Oops stampedOops(const QString &stamp)
{
    Oops oops;
    oops.timestamp = stamp;
    if (const auto read = readLogStamp(stamp, 2000)) {
        oops.wallClock = read->wallClock;
        oops.wallClockYearAssumed = read->yearAssumed;
    }
    return oops;
}

void TestEventMarkers::syslogStampTakesTheYearOfTheRun()
{
    Oops oops = stampedOops(u"Nov 30 22:59:50"_s);
    const QDateTime reference(QDate(2026, 11, 30), QTime(22, 59, 46), Qt::UTC);
    QCOMPARE(oopsWallClock(oops, reference),
             QDateTime(QDate(2026, 11, 30), QTime(22, 59, 50), Qt::UTC));
    oops = stampedOops(u"Sep  1 01:02:03"_s); // syslog pads the day with a space
    QCOMPARE(oopsWallClock(oops, reference).date(), QDate(2026, 9, 1));
    QVERIFY(!oopsWallClock(oops, QDateTime()).isValid()); // no year to take
    oops = stampedOops(u"Foo 30 22:59:50"_s);
    QVERIFY(!oopsWallClock(oops, reference).isValid());
}

void TestEventMarkers::isoStampIsAClockAndDmesgIsNot()
{
    Oops oops = stampedOops(u"2026-11-30T22:59:50+00:00"_s);
    QCOMPARE(oopsWallClock(oops, {}).toUTC(),
             QDateTime(QDate(2026, 11, 30), QTime(22, 59, 50), Qt::UTC));
    oops = stampedOops(u"12.345678"_s);
    oops.secondsSinceBoot = 12.345678;
    QVERIFY(!oopsWallClock(oops, QDateTime::currentDateTime()).isValid());
}

void TestEventMarkers::placesSyslogOopsByWallClock()
{
    const Document document = load(dataPath(u"oops/vmstat-t-then-oops.txt"_s)).document;
    QCOMPARE(document.captures().size(), 2);
    const Capture &series = document.captures().at(0);
    const Capture &oops = document.captures().at(1);
    QCOMPARE(series.kind, CaptureKind::Vmstat);
    QCOMPARE(oops.oops()->timestamp, u"Nov 30 22:59:50"_s);
    // The run starts at 22:59:46; the oops is logged four seconds in.
    QCOMPARE(eventTimeOnSeries(oops, series), std::optional<double>(4.0));
    QCOMPARE(eventTimeOnSeries(series, oops), std::nullopt);
    const QList<TimeMarker> markers = oopsMarkers(document);
    QCOMPARE(markers.size(), 1);
    QCOMPARE(markers.at(0).captureId, series.id);
    QCOMPARE(markers.at(0).from, 4.0);
    QVERIFY(markers.at(0).isInstant());
    QCOMPARE(markers.at(0).caption, u"oops: foo_read"_s);
}

void TestEventMarkers::oopsOutsideTheRunGetsNoMarker()
{
    // The same run with an oops logged on another day, from another input.
    Document document = load(dataPath(u"oops/vmstat-t-then-oops.txt"_s)).document;
    document.merge(load(dataPath(u"oops/x86_64-oops-syslog.txt"_s)).document);
    const QList<TimeMarker> markers = oopsMarkers(document);
    QCOMPARE(markers.size(), 1); // only the first input's own oops
    QCOMPARE(markers.at(0).from, 4.0);
}

void TestEventMarkers::placesConsoleOopsBesideItsSamples()
{
    // The console printed the oops between two vmstat rows, which cut the run in two.
    const Document document = load(dataPath(u"oops/console-vmstat-oops.txt"_s)).document;
    QCOMPARE(document.captures().size(), 3);
    const Capture &before = document.captures().at(0);
    const Capture &oops = document.captures().at(1);
    const Capture &after = document.captures().at(2);
    QVERIFY(oops.oops());
    QCOMPARE(before.rowCount(), 4);
    QCOMPARE(eventTimeOnSeries(oops, before), std::optional<double>(3.0)); // its last sample
    QCOMPARE(eventTimeOnSeries(oops, after), std::optional<double>(0.0)); // its first
    const QList<TimeMarker> markers = oopsMarkers(document);
    QCOMPARE(markers.size(), 2);
    QCOMPARE(markers.at(0).caption, u"oops: c018ccd8"_s); // raw: no symbol without a System.map

    // Printed after the second sample (line 8) and before the third: halfway between them.
    Capture inside = oops;
    inside.source.file = before.source.file;
    inside.source.firstLine = 8;
    QCOMPARE(eventTimeOnSeries(inside, before), std::optional<double>(1.5));
    inside.source.file = u"elsewhere.txt"_s;
    QCOMPARE(eventTimeOnSeries(inside, before), std::nullopt);
}

void TestEventMarkers::chartDrawsTheMarkerInTheRangeShown()
{
    const Document document = load(dataPath(u"oops/vmstat-t-then-oops.txt"_s)).document;
    const QList<PlottedCapture> plotted{{document.captures().shared().at(0), Qt::blue}};
    TimeChartView view;
    view.resize(800, 300);
    view.setContent(plotted, u"bo"_s, TimeAxisStyle::Seconds, oopsMarkers(document));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const ChartMarkerLayer *layer = ChartMarkerLayer::of(view.chart());
    QVERIFY(layer);
    QCOMPARE(layer->markers().size(), 1);
    QCOMPARE(layer->markers().at(0).color, QColor(Qt::blue)); // the capture's colour
    const auto visible = layer->visibleMarkers();
    QCOMPARE(visible.size(), 1);
    // Four of the run's seven seconds into the plot area.
    const QRectF area = view.chart()->plotArea();
    QVERIFY(qAbs(visible.at(0).second - (area.left() + area.width() * 4.0 / 7.0)) < 1.0);
    view.setXRange(5.0, 7.0);
    QVERIFY(layer->visibleMarkers().isEmpty());
    // Markers of captures the chart does not plot are left out.
    view.setContent(plotted, u"bo"_s, TimeAxisStyle::Seconds,
                    {{u"c99"_s, 1.0, 1.0, u"elsewhere"_s, {}, TimeMarker::Kind::Event, u"c98"_s}});
    QVERIFY(ChartMarkerLayer::of(view.chart())->markers().isEmpty());
}

void TestEventMarkers::manyStallsAreCountedNotPiledUp()
{
    // The rows of tests/data/stalls/two-kernels.txt's 6.1 run (writes at 20000 blocks/s, then
    // three tasks blocked with interrupts at idle), two stalled seconds in every five, for
    // 1000 s: 200 stalls, as a day of `vmstat 1` on a sick box gives hundreds.
    QByteArray text = "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n"
                      " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st\n";
    const QByteArray busy = " 1  0      0 500000  20000 900000    0    0     0 20000 5000 8000 50 10 30 10  0\n";
    const QByteArray stalled = " 0  3      0 500000  20000 900000    0    0     0   100  300  200  0  1 90  9  0\n";
    for (int cycle = 0; cycle < 200; ++cycle) {
        text += busy + busy + busy + stalled + stalled;
    }
    const Document document = loadText(text).document;
    QCOMPARE(document.captures().size(), qsizetype(1));
    const QList<Finding> findings = analyzeDocument(document, StallThresholds {});
    QCOMPARE(findings.size(), qsizetype(200));
    const QList<PlottedCapture> plotted { { document.captures().shared().at(0), Qt::blue } };
    TimeChartView view;
    view.resize(800, 300);
    view.setContent(plotted, u"bo"_s, TimeAxisStyle::Seconds, findingMarkers(document, findings));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    std::ignore = view.grab(); // a paint of the whole chart
    const ChartMarkerLayer *layer = ChartMarkerLayer::of(view.chart());
    QVERIFY(layer);
    // Every band is drawn; a caption only where a row has room, the rest counted as "+N more".
    QCOMPARE(layer->visibleMarkers().size(), 200);
    QCOMPARE(layer->captionsDrawn() + layer->captionsLeftOut(), 200);
    QVERIFY2(layer->captionsLeftOut() > 100, qPrintable(QString::number(layer->captionsLeftOut())));
    QVERIFY(layer->captionsDrawn() > 0);
    // Zoomed to the first 20 s, each of its four stalls has its caption.
    view.setXRange(0.0, 20.0);
    std::ignore = view.grab();
    QCOMPARE(layer->visibleMarkers().size(), 4);
    QCOMPARE(layer->captionsDrawn(), 4);
    QCOMPARE(layer->captionsLeftOut(), 0);
}

void TestEventMarkers::ctrlDragAsksForANoteOverTheSpan()
{
    const Document document = load(dataPath(u"oops/vmstat-t-then-oops.txt"_s)).document;
    TimeChartView view;
    view.resize(800, 300);
    view.setContent({{document.captures().shared().at(0), Qt::blue}}, u"bo"_s);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy notes(&view, &TimeChartView::noteRequested);
    const QRectF area = view.chart()->plotArea();
    const auto at = [&](double seconds) {
        return view.mapFromScene(view.chart()->mapToScene(
            QPointF(area.left() + area.width() * seconds / 7.0, area.center().y())));
    };
    QTest::mousePress(view.viewport(), Qt::LeftButton, Qt::ControlModifier, at(2.0));
    QTest::mouseMove(view.viewport(), at(3.0));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, Qt::ControlModifier, at(5.0));
    QCOMPARE(notes.size(), 1);
    QCOMPARE(notes.at(0).at(0).toString(), document.captures().at(0).id);
    QVERIFY(qAbs(notes.at(0).at(1).toDouble() - 2.0) < 0.05);
    QVERIFY(qAbs(notes.at(0).at(2).toDouble() - 5.0) < 0.05);
    // The range shown did not change: Ctrl+drag is not a zoom or a pan.
    QCOMPARE(view.xRange(), qMakePair(0.0, 7.0));
}

void TestEventMarkers::notesAreMarkedAndFoundUnderTheMouse()
{
    Document document = load(dataPath(u"oops/vmstat-t-then-oops.txt"_s)).document;
    const QString run = document.captures().at(0).id;
    document.addAnnotation({{}, run, 1.0, 1.0, u"dd started"_s});
    document.addAnnotation({{}, run, 5.0, 6.0, u"write burst"_s});
    const QList<TimeMarker> notes = noteMarkers(document);
    QCOMPARE(notes.size(), 2);
    QCOMPARE(notes.at(0).kind, TimeMarker::Kind::Note);
    QCOMPARE(notes.at(0).key, u"n1"_s);
    QCOMPARE(notes.at(1).caption, u"write burst"_s);

    TimeChartView view;
    view.resize(800, 300);
    view.setContent({{document.captures().shared().at(0), Qt::blue}}, u"bo"_s, TimeAxisStyle::Seconds,
                    notes + oopsMarkers(document));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const ChartMarkerLayer *layer = ChartMarkerLayer::of(view.chart());
    const QRectF area = view.chart()->plotArea();
    const auto x = [&](double seconds) { return area.left() + area.width() * seconds / 7.0; };
    QCOMPARE(layer->markerAt(x(1.0) + 2.0, TimeMarker::Kind::Note)->key, u"n1"_s);
    QCOMPARE(layer->markerAt(x(5.5), TimeMarker::Kind::Note)->key, u"n2"_s); // inside the span
    QVERIFY(!layer->markerAt(x(3.0), TimeMarker::Kind::Note));
    QVERIFY(!layer->markerAt(x(4.0), TimeMarker::Kind::Note)); // the oops is no note
    QCOMPARE(layer->markerAt(x(4.0), TimeMarker::Kind::Event)->caption, u"oops: foo_read"_s);
}

void TestEventMarkers::placesKernelEventsOnTheRun()
{
    // A console: `vmstat 1` with 2.4's allocation failures printed between its rows, and one
    // syslog line whose stamp falls within a `vmstat -t` run of the same day.
    const QByteArray console
        = "procs                      memory    swap          io     system         cpu\n"
          " r  b  w   swpd   free   buff  cache  si  so    bi    bo   in    cs  us  sy  id\n"
          " 2  0  0      0   3456  10240 200000   0   0     0   512  210   400   5  10  85\n"
          " 3  1  0      0   1024  10240 202000   0   0     0  8192  400   900   2  40  58\n"
          "__alloc_pages: 3-order allocation failed (gfp=0x20/0) from c012e1e2\n"
          "__alloc_pages: 0-order allocation failed (gfp=0x1d2/0) from c012e1e2\n"
          " 4  2  0      0    512  10240 203000   0   0     0 16384  600  1200   1  60  39\n"
          " 1  0  0      0   2048  10240 203500   0   0     0   128  150   300   3   5  92\n";
    const Document document = loadBytes(console, u"console.txt"_s, ParserRegistry::withBuiltins()).document;
    const Capture *events = nullptr;
    QList<const Capture *> runs;
    for (const Capture &capture : document.captures()) {
        if (capture.eventLog()) {
            events = &capture;
        } else if (capture.timeSeries()) {
            runs.append(&capture);
        }
    }
    QVERIFY(events);
    QCOMPARE(events->eventLog()->events.size(), 2);
    // The messages cut the run in two, as the oops of console-vmstat-oops.txt does.
    QCOMPARE(runs.size(), 2);
    QCOMPARE(runs.at(0)->rowCount(), 2);
    const QList<TimeMarker> markers = kernelEventMarkers(document);
    QCOMPARE(markers.size(), 2);
    // Printed right after the first part: at its last sample; right before the second: at its
    // first.
    QCOMPARE(markers.at(0).caption, u"alloc-failure order 3"_s);
    QCOMPARE(markers.at(0).captureId, runs.at(0)->id);
    QCOMPARE(markers.at(0).from, runs.at(0)->timeSeries()->time().back());
    QCOMPARE(markers.at(1).caption, u"alloc-failure order 0"_s);
    QCOMPARE(markers.at(1).captureId, runs.at(1)->id);
    QCOMPARE(markers.at(1).from, 0.0);
    QCOMPARE(markers.at(0).kind, TimeMarker::Kind::Event);
    QCOMPARE(markers.at(0).key, events->id + u"#0"_s);
    // documentMarkers() draws them with the findings, oopses and notes.
    QCOMPARE(documentMarkers(document, {}).count(markers.at(1)), 1);

    // A syslog stamp within a `vmstat -t` run places the message by the clock.
    KernelEvent stamped = events->eventLog()->events.at(0);
    const Capture *timed = nullptr;
    const Document clocked = load(dataPath(u"vmstat/procpsng402-timestamp-wide-active.txt"_s)).document;
    for (const Capture &capture : clocked.captures()) {
        timed = capture.timeSeries() && capture.timeSeries()->startTime().isValid() ? &capture : timed;
    }
    QVERIFY(timed);
    {
        const QDateTime start = timed->timeSeries()->startTime();
        stamped.wallClock = start.addSecs(2);
        stamped.yearAssumed = false;
        QCOMPARE(kernelEventTimeOnSeries(stamped, *events, *timed),
            std::optional<double>(timed->timeSeries()->time().front() + 2));
        stamped.wallClock = start.addDays(1);
        QCOMPARE(kernelEventTimeOnSeries(stamped, *events, *timed), std::nullopt);
    }
}




void TestEventMarkers::seed002sFailuresHaveATimelineOfTheirOwn()
{
    // Seed 002: eight `__alloc_pages: N-order allocation failed` syslog lines, all stamped
    // `Sep 21 12:48:10`, pasted alone: no run to mark them on.
    const Document document = load(seedPath(u"002_fafa354e787c718b.txt"_s)).document;
    const Capture *events = nullptr;
    for (const Capture &capture : document.captures()) {
        events = capture.eventLog() ? &capture : events;
    }
    QVERIFY(events);
    QVERIFY(kernelEventMarkers(document).isEmpty());
    const EventTimeline timeline = eventTimeline(*events->eventLog());
    QCOMPARE(timeline.clock, EventTimeline::Clock::WallClock);
    QCOMPARE(timeline.mostInOneStamp, 8);
    const TimeSeries &series = timeline.series;
    QCOMPARE(series.sampleCount(), 8);
    QCOMPARE(series.startTime().time(), QTime(12, 48, 10));
    QList<double> orders;
    QList<double> counts;
    for (qsizetype row = 0; row < series.sampleCount(); ++row) {
        orders.append(series.value(row, eventOrderKey));
        counts.append(series.value(row, eventCountKey));
        // Spread over their one second in the order printed.
        QCOMPARE(series.time()[std::size_t(row)], double(row) / 8.0);
        QCOMPARE(series.sourceLines()[std::size_t(row)], 14 + 2 * int(row));
    }
    QCOMPARE(orders, (QList<double> { 3, 3, 2, 3, 3, 2, 1, 0 }));
    QCOMPARE(counts, (QList<double> { 1, 2, 3, 4, 5, 6, 7, 8 }));

    const QList<TimeMarker> markers = eventTimelineMarkers(*events, timeline);
    QCOMPARE(markers.size(), 8);
    QCOMPARE(markers.at(2).caption, u"alloc-failure order 2"_s);
    QCOMPARE(markers.at(2).from, 0.25);
    QCOMPARE(markers.at(7).key, events->id + u"#7"_s);

    // On a chart, the crosshair over a marker spells it out: the tooltip of the event.
    Capture plottedTimeline = *events;
    plottedTimeline.payload = series;
    const QList<PlottedCapture> plotted { { std::make_shared<const Capture>(plottedTimeline),
        Qt::blue } };
    TimeChartView view;
    view.resize(800, 300);
    view.setContent(plotted, eventOrderKey.toString(), TimeAxisStyle::Seconds, markers);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setCrosshairAt(0.25);
    QVERIFY2(view.crosshairText().contains(u"▸ alloc-failure order 2"_s),
        qPrintable(view.crosshairText()));
    QVERIFY(!view.crosshairText().contains(u"order 0"_s));
}

void TestEventMarkers::timelineFallsBackToThePrintedOrder()
{
    EventLog log;
    KernelEvent stamped;
    stamped.seconds = 812.5;
    KernelEvent bare; // a console line with no prefix
    log.events = { stamped, bare, stamped };
    EventTimeline timeline = eventTimeline(log);
    QCOMPARE(timeline.clock, EventTimeline::Clock::Printed);
    QCOMPARE(timeline.series.time(), (std::vector<double> { 0, 1, 2 }));
    QVERIFY(timeline.series.intervalIsAssumed());

    // dmesg stamps: from the first; a clock that goes back is no axis.
    bare.seconds = 815.0;
    log.events = { stamped, bare };
    timeline = eventTimeline(log);
    QCOMPARE(timeline.clock, EventTimeline::Clock::SinceBoot);
    QCOMPARE(timeline.series.time(), (std::vector<double> { 0, 2.5 }));
    log.events = { bare, stamped };
    QCOMPARE(eventTimeline(log).clock, EventTimeline::Clock::Printed);
}

QTEST_MAIN(TestEventMarkers)
#include "tst_eventmarkers.moc"
