// SPDX-License-Identifier: GPL-2.0-or-later
// vmscope-chart-bench: how long a ChartStack of `bo` and `free` takes to redraw after a zoom and
// after a pan, on a capture of a million `vmstat 1` rows, as a ratio against the same redraw of
// a thousand rows in the same run. Not a test: run it by hand, see README.md.
#include "app/charts/chartstack.h"
#include "app/charts/timechartview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QPixmap>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

/// The bound for a zoom or pan redraw of a million rows.
constexpr double budgetMs = 50.0;

/// bo bursts and stalls as a writeback-bound box does; free wanders between 2 and 200 MiB.
vmscope::Capture generateCapture(qsizetype rows, const QString &label)
{
    using vmscope::ColumnInfo;
    vmscope::TimeSeries series({ ColumnInfo { u"free"_s, u"KiB"_s, u"memory"_s },
                                   ColumnInfo { u"bo"_s, u"blocks/s"_s, u"io"_s } },
        1.0, false);
    series.reserve(rows);
    QRandomGenerator random(2002); // the same samples on every run
    double free = 100000.0;
    for (qsizetype row = 0; row < rows; ++row) {
        free = std::clamp(free + random.bounded(4000.0) - 2000.0, 2000.0, 200000.0);
        const bool stalled = row % 97 < 9;
        const double row2[] = { free, stalled ? 0.0 : random.bounded(21000.0) };
        series.appendSample(double(row), row2, int(row) + 1);
    }
    vmscope::Capture capture;
    capture.id = label;
    capture.label = label;
    capture.payload = std::move(series);
    return capture;
}

struct Timing
{
    double zoomMs = 0.0;
    double panMs = 0.0;
};

/// Best of `repeats`: a change of the shared x range, then the stack painted synchronously.
double bestRedrawMs(vmscope::ChartStack &stack, const std::function<void(int)> &change, int repeats)
{
    double best = 1e300;
    for (int run = 0; run < repeats; ++run) {
        QElapsedTimer timer;
        timer.start();
        change(run);
        QApplication::processEvents(); // the chart lays out its axes in posted events
        const QPixmap painted = stack.grab();
        best = std::min(best, timer.nsecsElapsed() / 1e6);
        Q_UNUSED(painted);
    }
    return best;
}

Timing measure(const vmscope::Capture &capture, int repeats, const QString &screenshot)
{
    vmscope::ChartStack stack;
    stack.resize(1600, 900);
    stack.setCaptures(
        { { std::make_shared<const vmscope::Capture>(capture), QColor(0x1f, 0x77, 0xb4) } });
    stack.setMetrics({ u"bo"_s, u"free"_s });
    stack.show();
    QApplication::processEvents();
    if (!screenshot.isEmpty()) {
        stack.grab().save(screenshot);
    }
    vmscope::TimeChartView *bo = stack.chart(u"bo"_s);
    const auto home = bo->homeXRange();
    const double from = home.first; // (not bound: clang 14 cannot capture a binding)
    const double to = home.second;
    const double span = to - from;
    Timing timing;
    // Zooms alternate in and out around the middle so every run redraws something new.
    timing.zoomMs = bestRedrawMs(
        stack,
        [&](int run) {
            const double half = span * (run % 2 ? 0.5 : 0.4) / 2;
            bo->setXRange(from + span / 2 - half, from + span / 2 + half);
        },
        repeats);
    bo->setXRange(from + span * 0.3, from + span * 0.7);
    timing.panMs = bestRedrawMs(
        stack,
        [&](int run) {
            const double shift = span * 0.01 * (run % 2 ? 1 : -1);
            const auto [visibleFrom, visibleTo] = bo->xRange();
            bo->setXRange(visibleFrom + shift, visibleTo + shift);
        },
        repeats);
    return timing;
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM",
        qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Times chart redraws after a zoom and a pan."_s);
    parser.addHelpOption();
    const QCommandLineOption rows(
        u"rows"_s, u"Rows of the large capture (1000000)."_s, u"N"_s, u"1000000"_s);
    const QCommandLineOption repeat(
        u"repeat"_s, u"Redraws per phase; the best counts (20)."_s, u"N"_s, u"20"_s);
    const QCommandLineOption screenshot(
        u"screenshot"_s, u"Also save the large stack, unzoomed, as this PNG."_s, u"PATH"_s);
    parser.addOptions({ rows, repeat, screenshot });
    parser.process(app);
    const int repeats = std::max(1, parser.value(repeat).toInt());

    const vmscope::Capture small = generateCapture(1000, u"1k rows"_s);
    const vmscope::Capture large = generateCapture(parser.value(rows).toLongLong(), u"large"_s);
    const Timing baseline = measure(small, repeats, QString());
    const Timing timing = measure(large, repeats, parser.value(screenshot));

    std::printf("vmscope-chart-bench: ChartStack 1600x900, bo + free, best of %d\n", repeats);
    std::printf("  %-22s %8s %8s\n", "", "zoom", "pan");
    std::printf(
        "  %-22s %6.1f ms %6.1f ms\n", "1000 rows (baseline)", baseline.zoomMs, baseline.panMs);
    std::printf("  %-22s %6.1f ms %6.1f ms\n", qPrintable(u"%1 rows"_s.arg(large.rowCount())),
        timing.zoomMs, timing.panMs);
    std::printf("  %-22s %7.1fx %7.1fx\n", "ratio", timing.zoomMs / baseline.zoomMs,
        timing.panMs / baseline.panMs);
    const bool fast = timing.zoomMs < budgetMs && timing.panMs < budgetMs;
    std::printf("  %s (budget %.0f ms)\n", fast ? "within budget" : "OVER BUDGET", budgetMs);
    return fast ? 0 : 1;
}
