// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/timechartbuilder.h"

#include "app/charts/chartmarkerlayer.h"
#include "app/charts/metricstack.h"

#include "app/charts/valueformat.h"
#include "core/analysis/decimation.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QDateTimeAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// About one label per this many pixels keeps labels apart at any width.
constexpr int pixelsPerXLabel = 110;
constexpr int yLabels = 5;
/// Legend entries that fit in one row above a chart with their names whole.
constexpr qsizetype maxLegendRow = 4;

/// The series plot against a hidden horizontal axis in seconds; the one shown relabels it in the
/// unit the visible span reads best in. Object names tell the two apart.
constexpr char secondsAxisName[] = "seconds";
constexpr char timeAxisName[] = "time";
constexpr char sampleAxisName[] = "sample";
/// On a log scale the series plot log10 of their values against the usual value axis, hidden;
/// this one, beside it, labels the decades with the values themselves.
constexpr char logAxisName[] = "log";

QValueAxis *valueAxis(const QChart *chart, Qt::Orientation orientation, const char *name = "")
{
    const QList<QAbstractAxis *> axes = chart->axes(orientation);
    for (QAbstractAxis *axis : axes) {
        auto *value = qobject_cast<QValueAxis *>(axis);
        if (value && value->objectName() == QLatin1String(name)) {
            return value;
        }
    }
    return nullptr;
}

QDateTimeAxis *wallClockAxis(const QChart *chart)
{
    const QList<QAbstractAxis *> axes = chart->axes(Qt::Horizontal);
    for (QAbstractAxis *axis : axes) {
        if (auto *dateTime = qobject_cast<QDateTimeAxis *>(axis)) {
            return dateTime;
        }
    }
    return nullptr;
}

QValueAxis *addValueAxis(QChart *chart, const QString &title, Qt::Alignment alignment)
{
    auto *axis = new QValueAxis(chart);
    axis->setTitleText(title);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setMinorTickCount(0);
    chart->addAxis(axis, alignment);
    return axis;
}

QValueAxis *addSecondsAxis(QChart *chart)
{
    auto *axis = new QValueAxis(chart);
    axis->setObjectName(QLatin1String(secondsAxisName));
    chart->addAxis(axis, Qt::AlignBottom);
    axis->setVisible(false);
    return axis;
}

/// Like the time axis, it draws no series of its own and relabels the seconds axis.
void addWallClockAxis(QChart *chart)
{
    auto *axis = new QDateTimeAxis(chart);
    axis->setTitleText(QCoreApplication::translate("vmscope::TimeChart", "wall-clock time"));
    chart->addAxis(axis, Qt::AlignBottom);
}

void setTicks(QValueAxis *axis, double from, double to, double step)
{
    // The axis lays out a label per tick at each change: the old step over a range a million
    // times wider (a zoom out from a few samples) would make a million labels and freeze the
    // window. Whichever order keeps the count small in between: a wider step goes first.
    if (step > axis->tickInterval()) {
        axis->setTickInterval(step);
        axis->setRange(from, to);
    } else {
        axis->setRange(from, to);
        axis->setTickInterval(step);
    }
    axis->setLabelFormat(labelFormatForStep(step));
}

/// The visible span in the unit it reads best in: 0–60 s, 0–90 min, 0–11.6 d.
void setTimeRange(
    QValueAxis *axis, const TimeChartContent &content, double from, double to, int pixelWidth)
{
    const AxisUnit unit = timeUnitFor(to - from);
    QList<double> assumed; // the intervals taken for the lines whose log printed none
    for (qsizetype line = 0; line < content.lines.size(); ++line) {
        const TimeSeries &series = content.series(line);
        if (series.intervalIsAssumed() && !assumed.contains(series.intervalSeconds())) {
            assumed.append(series.intervalSeconds());
        }
    }
    const QString title = assumed.size() == 1
        ? QCoreApplication::translate("vmscope::TimeChart", "time (%1, %2 s interval assumed)")
              .arg(unit.unit, chartLocale().toString(assumed.constFirst()))
        : assumed.size() > 1
        ? QCoreApplication::translate("vmscope::TimeChart", "time (%1, intervals assumed)")
              .arg(unit.unit)
        : QCoreApplication::translate("vmscope::TimeChart", "time (%1)").arg(unit.unit);
    // A new title lays the chart out again; most zooms keep the unit.
    if (axis->titleText() != title) {
        axis->setTitleText(title);
    }
    setTicks(axis, from / unit.divisor, to / unit.divisor,
        niceStep((to - from) / unit.divisor, std::clamp(pixelWidth / pixelsPerXLabel, 2, 12)));
}

void setWallClockRange(
    QDateTimeAxis *axis, const TimeChartContent &content, double from, double to, int pixelWidth)
{
    const QDateTime start = content.series(0).startTime();
    axis->setRange(start.addMSecs(qint64(from * 1000.0)), start.addMSecs(qint64(to * 1000.0)));
    // The axis spaces its ticks evenly from end to end: no closer than a second over a span of
    // seconds (labels would repeat), and on whole seconds when the span allows it.
    const double span = to - from;
    int ticks = std::clamp(pixelWidth / pixelsPerXLabel, 2, 12) + 1;
    if (span >= 1.0) {
        ticks = std::min(ticks, int(std::floor(span)) + 1);
        const double whole = std::round(span);
        for (int count = ticks; std::abs(span - whole) < 1e-6 && count >= 3; --count) {
            if (std::fmod(whole, double(count - 1)) == 0.0) {
                ticks = count;
                break;
            }
        }
    }
    axis->setTickCount(ticks);
    // The date too once the span shown crosses midnight: 23:59:58 then 00:00:02 is no order;
    // milliseconds within a second (a zoom), or every label would read the same second.
    const QDateTime first = axis->min();
    const QDateTime last = axis->max();
    const QString seconds = span < 1.0 ? u"hh:mm:ss.zzz"_s : u"hh:mm:ss"_s;
    const QString format = to - from >= 2 * 86400.0 ? u"MMM d hh:mm"_s
        : first.date() != last.date()               ? u"MMM d "_s + seconds
                                                    : seconds;
    if (axis->format() != format) {
        axis->setFormat(format);
    }
}

/// The x values are sample numbers: whole steps, no time unit.
void setSampleRange(QValueAxis *axis, double from, double to, int pixelWidth)
{
    const QString title = QCoreApplication::translate("vmscope::TimeChart", "sample");
    if (axis->titleText() != title) {
        axis->setTitleText(title);
    }
    const double step
        = std::max(1.0, niceStep(to - from, std::clamp(pixelWidth / pixelsPerXLabel, 2, 12)));
    setTicks(axis, from, to, step);
}

struct YExtent
{
    double low = std::numeric_limits<double>::infinity();
    double high = -std::numeric_limits<double>::infinity();
};

/// The decimated points of every line, scaled to the axis unit, cut into runs where the line
/// has no values (a top process that was not listed), and their y extent.
struct Decimated
{
    QList<QList<QList<QPointF>>> lines; // line → runs → points
    YExtent extent;
};

/// runsOf() from a column's runs of values (DecimationIndex): a look at each run in view
/// instead of at each sample.
std::vector<std::pair<std::size_t, std::size_t>> runsOf(const ValueColumn &time,
    const std::vector<DecimationIndex::Run> &valueRuns, std::size_t first, std::size_t last,
    double columnWidth)
{
    std::vector<std::pair<std::size_t, std::size_t>> runs;
    auto run = std::upper_bound(valueRuns.begin(), valueRuns.end(), first,
                                [](std::size_t row, const DecimationIndex::Run &r) { return row < r.second; });
    for (; run != valueRuns.end() && run->first < last; ++run) {
        const std::size_t from = std::max(run->first, first);
        const std::size_t to = std::min(run->second, last);
        const bool gap = !runs.empty() && time[from] - time[runs.back().second - 1] > columnWidth;
        if (runs.empty() || gap) {
            runs.emplace_back(from, to);
        } else {
            runs.back().second = to;
        }
    }
    return runs;
}

/// Index ranges [first, last) of the samples to draw of one line, split where NaN leaves a gap
/// wider than `columnWidth` seconds. A narrower gap cannot be seen at this zoom and would only
/// cost series, so the run goes on over it.
std::vector<std::pair<std::size_t, std::size_t>> runsOf(const ValueColumn &time,
    const ValueColumn &values, double from, double to, double columnWidth,
    const DecimationIndex *index)
{
    std::vector<std::pair<std::size_t, std::size_t>> runs;
    const std::size_t size = std::min(time.size(), values.size());
    // One sample outside the range on each side keeps the line running to the chart's edges.
    const auto begin = std::lower_bound(time.begin(), time.begin() + std::ptrdiff_t(size), from);
    const auto end = std::upper_bound(begin, time.begin() + std::ptrdiff_t(size), to);
    const std::size_t first = std::size_t(std::max<std::ptrdiff_t>(begin - time.begin() - 1, 0));
    const std::size_t last = std::min(std::size_t(end - time.begin()) + 1, size);
    if (index && time.size() == values.size()) {
        return runsOf(time, index->valueRuns(), first, last, columnWidth);
    }
    std::size_t previous = size; // the last sample with a value, size when none yet
    for (std::size_t row = first; row < last; ++row) {
        if (std::isnan(values[row])) {
            continue;
        }
        const bool gap
            = previous != size && row > previous + 1 && time[row] - time[previous] > columnWidth;
        if (previous == size || gap) {
            runs.emplace_back(row, row + 1);
        } else {
            runs.back().second = row + 1;
        }
        previous = row;
    }
    return runs;
}

Decimated decimateLines(
    const TimeChartContent &content, double from, double to, int pixelWidth, double divisor)
{
    Decimated decimated;
    const double columnWidth = (to - from) / pixelWidth;
    for (qsizetype line = 0; line < content.lines.size(); ++line) {
        const ValueColumn &time = content.series(line).time();
        const ValueColumn &values = content.values(line);
        QList<QList<QPointF>> runs;
        const DecimationIndex *index = content.index(line);
        for (const auto &[first, last] : runsOf(time, values, from, to, columnWidth, index)) {
            // decimateMinMax() adds one sample beyond each end: NaN inside a gap (left out), or
            // the one outside the visible range that the run goes on to.
            const double runFrom = std::max(time[first], from);
            const double runTo = std::min(time[last - 1], to);
            if (runTo < runFrom) {
                continue; // a lone sample outside the range: nothing of it shows
            }
            const int columns = std::max(1, int(std::ceil((runTo - runFrom) / columnWidth)));
            QList<QPointF> points = decimateMinMax(time, values, runFrom, runTo, columns, index);
            for (QPointF &point : points) {
                point.setY(point.y() / divisor);
                if (point.x() >= from && point.x() <= to) {
                    decimated.extent.low = std::min(decimated.extent.low, point.y());
                    decimated.extent.high = std::max(decimated.extent.high, point.y());
                }
            }
            runs.append(std::move(points));
        }
        decimated.lines.append(std::move(runs));
    }
    return decimated;
}

/// A line's runs after its first are drawn by series of their own, in the line's pen, with no
/// legend entry; they follow the lines' series in QChart::series().
constexpr char gapSegmentName[] = "gap segment";

QLineSeries *addGapSegment(QChart *chart, QLineSeries *line)
{
    auto *segment = new QLineSeries(chart);
    segment->setObjectName(QLatin1String(gapSegmentName));
    chart->addSeries(segment);
    const QList<QAbstractAxis *> axes = line->attachedAxes();
    for (QAbstractAxis *axis : axes) {
        segment->attachAxis(axis);
    }
    const QList<QLegendMarker *> markers = chart->legend()->markers(segment);
    for (QLegendMarker *marker : markers) {
        marker->setVisible(false);
    }
    return segment;
}

/// Dense lines are drawn one pixel wide: the raster engine strokes those an order of magnitude
/// faster than wider ones, and a min/max band looks the same either way. A run of a single
/// sample has no line to draw; a dot shows it.
void fillRun(QLineSeries *series, const QList<QPointF> &points, const QPen &pen, int pixelWidth)
{
    QPen runPen = pen;
    runPen.setWidth(points.size() > pixelWidth ? 1 : 2);
    if (series->pen() != runPen) {
        series->setPen(runPen);
    }
    if (series->pointsVisible() != (points.size() == 1)) {
        series->setPointsVisible(points.size() == 1);
        series->setMarkerSize(5.0);
    }
    series->replace(points);
}

void replaceSeries(QChart *chart, const Decimated &decimated, int pixelWidth)
{
    const QList<QLineSeries *> lines = lineSeries(chart);
    QList<QLineSeries *> segments;
    const QList<QAbstractSeries *> all = chart->series();
    for (QAbstractSeries *series : all) {
        if (series->objectName() == QLatin1String(gapSegmentName)) {
            segments.append(static_cast<QLineSeries *>(series));
        }
    }
    qsizetype used = 0;
    for (qsizetype line = 0; line < decimated.lines.size() && line < lines.size(); ++line) {
        const QList<QList<QPointF>> &runs = decimated.lines.at(line);
        QLineSeries *series = lines.at(line);
        QPen pen = series->pen();
        pen.setColor(series->color());
        fillRun(series, runs.isEmpty() ? QList<QPointF>() : runs.constFirst(), pen, pixelWidth);
        for (qsizetype run = 1; run < runs.size(); ++run) {
            if (used == segments.size()) {
                segments.append(addGapSegment(chart, series));
            }
            fillRun(segments.at(used++), runs.at(run), pen, pixelWidth);
        }
    }
    for (qsizetype unused = used; unused < segments.size(); ++unused) {
        chart->removeSeries(segments.at(unused));
        delete segments.at(unused);
    }
}

/// `extent` is in the axis's unit, `choice` in the data's: `divisor` turns one into the other.
void setYRange(QValueAxis *axis, YExtent extent, const YAxisChoice &choice, double divisor)
{
    if (choice.scale == YScale::Fixed && choice.low < choice.high) {
        const double low = choice.low / divisor;
        const double high = choice.high / divisor;
        setTicks(axis, low, high, niceStep(high - low, yLabels));
        return;
    }
    if (!(extent.low <= extent.high)) {
        extent = { 0.0, 1.0 };
    }
    const double low = choice.scale == YScale::Fit ? extent.low : std::min(extent.low, 0.0);
    // A flat line still gets an axis around it.
    const double high = extent.high > low ? extent.high : low + std::max(std::abs(low) * 0.1, 1.0);
    // Fitted, a finer step keeps the axis's ends near the values rather than a coarse tick off.
    const double step = niceStep(high - low, choice.scale == YScale::Fit ? yLabels + 2 : yLabels);
    setTicks(axis, std::floor(low / step) * step, std::ceil(high / step) * step, step);
}

QCategoryAxis *logAxis(const QChart *chart)
{
    const QList<QAbstractAxis *> axes = chart->axes(Qt::Vertical);
    for (QAbstractAxis *axis : axes) {
        if (axis->objectName() == QLatin1String(logAxisName)) {
            return qobject_cast<QCategoryAxis *>(axis);
        }
    }
    return nullptr;
}

/// A log scale over the values shown: from the decade of the smallest positive value to the
/// one above the largest. Zero and below have no logarithm; when some are shown they are drawn
/// a decade lower, on a row the axis labels "0", so that a quiet sample stays on the chart.
struct LogScale
{
    double floor = 1.0; // the lowest decade labelled
    double top = 10.0;
    bool zeroRow = false;

    [[nodiscard]] double bottom() const { return zeroRow ? floor / 10.0 : floor; }

    [[nodiscard]] static LogScale over(const Decimated &decimated, double from, double to)
    {
        double smallest = std::numeric_limits<double>::infinity();
        double largest = 0.0;
        bool zeroOrBelow = false;
        for (const QList<QList<QPointF>> &runs : decimated.lines) {
            for (const QList<QPointF> &points : runs) {
                for (const QPointF &point : points) {
                    if (point.x() < from || point.x() > to) {
                        continue;
                    }
                    if (point.y() > 0.0) {
                        smallest = std::min(smallest, point.y());
                        largest = std::max(largest, point.y());
                    } else {
                        zeroOrBelow = true;
                    }
                }
            }
        }
        LogScale scale;
        scale.zeroRow = zeroOrBelow || largest == 0.0;
        if (largest > 0.0) {
            scale.floor = std::pow(10.0, std::floor(std::log10(smallest)));
            scale.top = std::max(std::pow(10.0, std::ceil(std::log10(largest))), scale.floor * 10);
        }
        return scale;
    }
};

/// Labels at the decades, and at 2 and 5 between them when the scale spans two or fewer, so
/// that a chart never has fewer than three labels.
void setLogTicks(QCategoryAxis *axis, const LogScale &scale)
{
    const int decades = int(std::lround(std::log10(scale.top / scale.floor)));
    const QList<double> steps = decades <= 2 ? QList<double> { 1, 2, 5 } : QList<double> { 1 };
    QList<QPair<QString, double>> ticks;
    if (scale.zeroRow) {
        ticks.append({ u"0"_s, std::log10(scale.bottom()) });
    }
    for (int decade = 0; decade <= decades; ++decade) {
        const double base = scale.floor * std::pow(10.0, decade);
        for (const double step : steps) {
            if (decade == decades && step > 1) {
                break;
            }
            // 'g' with enough digits: "0.01", "1", "2000", never "2e+03" for a round value.
            ticks.append({ chartLocale().toString(base * step, 'g', 12), std::log10(base * step) });
        }
    }
    QStringList labels;
    for (const auto &[label, at] : ticks) {
        labels.append(label);
    }
    if (axis->categoriesLabels() != labels) {
        const QStringList old = axis->categoriesLabels();
        for (const QString &label : old) {
            axis->remove(label);
        }
        for (const auto &[label, at] : ticks) {
            axis->append(label, at);
        }
    }
    axis->setStartValue(std::log10(scale.bottom()));
    axis->setRange(std::log10(scale.bottom()), std::log10(scale.top));
}

/// Puts `chart` on a log scale or takes it off one: the series' value axis is hidden while
/// the log axis, titled `title`, labels the decades in its colours (the window's palette, as
/// followPalette() set them). Returns the log axis, or nullptr off a log scale.
QCategoryAxis *useLogAxis(QChart *chart, QValueAxis *values, bool log, const QString &title)
{
    QCategoryAxis *axis = logAxis(chart);
    if (log && !axis) {
        axis = new QCategoryAxis(chart);
        axis->setObjectName(QLatin1String(logAxisName));
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        axis->setTitleText(title);
        chart->addAxis(axis, Qt::AlignLeft);
        axis->setLabelsColor(values->labelsColor());
        axis->setTitleBrush(values->titleBrush());
        axis->setLinePenColor(values->linePenColor());
        axis->setGridLineColor(values->gridLineColor());
        values->setVisible(false);
    } else if (!log && axis) {
        chart->removeAxis(axis);
        delete axis;
        axis = nullptr;
        values->setVisible(true);
    }
    return axis;
}

/// "bo (blocks/s, log)": short enough for the height of a chart in a stack of five.
QString logTitle(const QString &metric, const QString &unit)
{
    const QString log = QCoreApplication::translate("vmscope::TimeChart", "log");
    return titleWithUnit(metric, unit.isEmpty() ? log : unit + u", "_s + log);
}

QList<QAreaSeries *> areaSeries(const QChart *chart)
{
    QList<QAreaSeries *> areas;
    const QList<QAbstractSeries *> all = chart->series();
    for (QAbstractSeries *series : all) {
        if (auto *area = qobject_cast<QAreaSeries *>(series)) {
            areas.append(area);
        }
    }
    return areas;
}

/// The stacked areas between `from` and `to`: each component's value added to those below
/// it, one point per sample, or the mean of the samples of each pixel column when there are
/// more of them than columns (a min/max band of a sum would show totals that never were).
/// Returns the largest total shown, in the axis's unit.
double fillStacked(
    QChart *chart, const TimeChartContent &content, double from, double to, int columns,
    double divisor)
{
    const QList<QAreaSeries *> areas = areaSeries(chart);
    if (content.lines.isEmpty() || areas.size() != content.lines.size()) {
        return 0.0;
    }
    const ValueColumn &time = content.series(0).time();
    const auto begin = std::lower_bound(time.begin(), time.end(), from);
    const auto end = std::upper_bound(begin, time.end(), to);
    const std::size_t first = std::size_t(std::max<std::ptrdiff_t>(begin - time.begin() - 1, 0));
    const std::size_t last = std::min(std::size_t(end - time.begin()) + 1, time.size());
    const std::size_t count = last > first ? last - first : 0;
    const std::size_t buckets = std::min<std::size_t>(count, std::size_t(std::max(columns, 1)));
    // Bucket b holds samples [first + b * count / buckets, first + (b + 1) * count / buckets).
    std::vector<double> below(buckets, 0.0);
    std::vector<double> times(buckets, 0.0);
    for (std::size_t bucket = 0; bucket < buckets; ++bucket) {
        const std::size_t a = first + bucket * count / buckets;
        const std::size_t b = first + (bucket + 1) * count / buckets;
        double sum = 0.0;
        for (std::size_t row = a; row < b; ++row) {
            sum += time[row];
        }
        times[bucket] = sum / double(b - a);
    }
    double largest = 0.0;
    for (qsizetype line = 0; line < content.lines.size(); ++line) {
        const ValueColumn &values = content.values(line);
        QList<QPointF> lower;
        QList<QPointF> upper;
        lower.reserve(qsizetype(buckets));
        upper.reserve(qsizetype(buckets));
        for (std::size_t bucket = 0; bucket < buckets; ++bucket) {
            const std::size_t a = first + bucket * count / buckets;
            const std::size_t b = first + (bucket + 1) * count / buckets;
            double sum = 0.0;
            for (std::size_t row = a; row < b; ++row) {
                sum += std::isnan(values[row]) ? 0.0 : values[row];
            }
            const double value = sum / double(b - a) / divisor;
            lower.append({ times[bucket], below[bucket] });
            below[bucket] += value;
            upper.append({ times[bucket], below[bucket] });
            if (times[bucket] >= from && times[bucket] <= to) {
                largest = std::max(largest, below[bucket]);
            }
        }
        areas.at(line)->lowerSeries()->replace(lower);
        areas.at(line)->upperSeries()->replace(upper);
    }
    return largest;
}

} // namespace

QList<QLineSeries *> lineSeries(const QChart *chart)
{
    QList<QLineSeries *> lines;
    const QList<QAbstractSeries *> all = chart->series();
    for (QAbstractSeries *series : all) {
        if (auto *area = qobject_cast<QAreaSeries *>(series)) {
            lines.append(area->upperSeries()); // a stacked chart: its component's top edge
        } else if (series->objectName() != QLatin1String(gapSegmentName)) {
            lines.append(static_cast<QLineSeries *>(series));
        }
    }
    return lines;
}

QChart *buildTimeChart(
    const TimeChartContent &content, double from, double to, int pixelWidth, TimeAxisStyle style)
{
    auto *chart = new QChart;
    chart->setLocale(chartLocale()); // axis labels too: "1,5" in German
    chart->setLocalizeNumbers(true);
    // A row above the plot holds a few names; more would be cut to "2.5.31…", so they go in
    // a column beside it, whole (names are at most 28 characters: shortLabel()).
    chart->legend()->setAlignment(
        content.lines.size() > maxLegendRow ? Qt::AlignRight : Qt::AlignTop);
    chart->legend()->setShowToolTips(true);
    chart->setMargins(QMargins(4, 4, 8, 4));
    const AxisUnit yUnit = axisUnitFor(content.unit, content.maxAbs);
    QValueAxis *x = addSecondsAxis(chart);
    const MetricStack *stack = content.stacked ? metricStack(content.metric) : nullptr;
    // A stack's axis is its group's ("memory (MiB)"): the legend names the parts.
    QValueAxis *y = addValueAxis(
        chart, titleWithUnit(stack ? stack->group : content.metric, yUnit.unit), Qt::AlignLeft);
    for (qsizetype line = 0; line < content.lines.size(); ++line) {
        const QColor color = content.lines.at(line).plotted.color;
        if (content.stacked) {
            auto *area = new QAreaSeries(chart);
            area->setUpperSeries(new QLineSeries(area));
            area->setLowerSeries(new QLineSeries(area));
            area->setName(content.name(line));
            area->upperSeries()->setName(content.name(line)); // what lineSeries() gives
            area->setBrush(color);
            area->setPen(QPen(color.darker(130), 1.0));
            chart->addSeries(area);
            area->attachAxis(x);
            area->attachAxis(y);
            continue;
        }
        auto *series = new QLineSeries(chart);
        series->setName(content.name(line));
        QPen pen(color);
        pen.setStyle(content.lines.at(line).plotted.style);
        series->setPen(pen);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    if (content.notDrawn > 0) {
        // Counted before the call: lupdate (Qt 6.4) loops for ever on a template in its arguments.
        const int notDrawn = int(std::min<qsizetype>(content.notDrawn, std::numeric_limits<int>::max()));
        chart->setTitle(QCoreApplication::translate("vmscope::TimeChart",
            "the first %1 captures with %2; %n more not drawn (hide some, or export with --label)",
            nullptr, notDrawn)
                            .arg(content.lines.size())
                            .arg(content.metric));
    }
    if (content.stacked && !content.lines.isEmpty()) {
        // One capture per stacked chart: its name heads the chart, the legend names the parts.
        const Capture &capture = *content.lines.constFirst().plotted.capture;
        chart->setTitle(capture.label.isEmpty() ? capture.id : capture.label);
    }
    if (style == TimeAxisStyle::WallClock && content.hasWallClock()) {
        addWallClockAxis(chart);
    } else {
        const char *name = style == TimeAxisStyle::SampleIndex ? sampleAxisName : timeAxisName;
        addValueAxis(chart, QString(), Qt::AlignBottom)->setObjectName(QLatin1String(name));
    }
    new ChartMarkerLayer(chart, content.markers);
    fillTimeChart(chart, content, from, to, pixelWidth);
    return chart;
}

TimeAxisStyle timeAxisStyleOf(bool clockTime)
{
    return clockTime ? TimeAxisStyle::WallClock : TimeAxisStyle::Seconds;
}

std::optional<TimeAxisStyle> timeAxisStyleNamed(QStringView name)
{
    if (name == u"clock") {
        return TimeAxisStyle::WallClock;
    }
    if (name == u"elapsed") {
        return TimeAxisStyle::Seconds;
    }
    return std::nullopt;
}

QChart *buildTimeChart(const QList<PlottedCapture> &captures, const QString &metric, double from,
    double to, int pixelWidth)
{
    return buildTimeChart(TimeChartContent::of(captures, metric), from, to, pixelWidth);
}

void fillTimeChart(
    QChart *chart, const TimeChartContent &content, double from, double to, int pixelWidth)
{
    const int columns = std::max(pixelWidth, 1);
    const double divisor = axisUnitFor(content.unit, content.maxAbs).divisor;
    Decimated decimated
        = content.stacked ? Decimated() : decimateLines(content, from, to, columns, divisor);
    if (content.valueCeiling > 0.0 && content.yAxis.scale == YScale::FromZero) {
        decimated.extent.low = std::min(decimated.extent.low, 0.0);
        decimated.extent.high = std::max(decimated.extent.high, content.valueCeiling / divisor);
    }
    // Axes first: each series lays out its geometry once, for the new ranges, on replace().
    valueAxis(chart, Qt::Horizontal, secondsAxisName)->setRange(from, to);
    QValueAxis *values = valueAxis(chart, Qt::Vertical);
    if (content.stacked) {
        // Areas add up from zero: a fixed range is taken, fit and log would hide the base.
        double top = fillStacked(chart, content, from, to, columns, divisor);
        // vmstat rounds each part: a CPU split adding up to 101 % is the whole, 0-100 %.
        if (content.unit == u"%"_s && top <= 105.0) {
            top = std::min(top, 100.0);
        }
        const YAxisChoice choice = content.yAxis.scale == YScale::Fixed
            ? content.yAxis
            : YAxisChoice { YScale::FromZero, 0.0, 0.0 };
        YExtent extent;
        extent.low = 0.0;
        extent.high = top;
        setYRange(values, extent, choice, divisor);
    } else if (QCategoryAxis *log = useLogAxis(chart, values, content.yAxis.scale == YScale::Log,
                   logTitle(content.metric, axisUnitFor(content.unit, content.maxAbs).unit))) {
        const LogScale scale = LogScale::over(decimated, from, to);
        const double bottom = std::log10(scale.bottom());
        for (QList<QList<QPointF>> &runs : decimated.lines) {
            for (QList<QPointF> &points : runs) {
                for (QPointF &point : points) {
                    point.setY(point.y() > 0.0 ? std::log10(point.y()) : bottom);
                }
            }
        }
        setTicks(values, bottom, std::log10(scale.top), 1.0);
        setLogTicks(log, scale);
    } else {
        setYRange(values, decimated.extent, content.yAxis, divisor);
    }
    if (!content.stacked) {
        replaceSeries(chart, decimated, columns);
    }
    if (QValueAxis *time = valueAxis(chart, Qt::Horizontal, timeAxisName)) {
        setTimeRange(time, content, from, to, columns);
    }
    if (QValueAxis *samples = valueAxis(chart, Qt::Horizontal, sampleAxisName)) {
        setSampleRange(samples, from, to, columns);
    }
    if (QDateTimeAxis *wallClock = wallClockAxis(chart)) {
        setWallClockRange(wallClock, content, from, to, columns);
    }
    if (ChartMarkerLayer *markers = ChartMarkerLayer::of(chart)) {
        markers->setRange(from, to);
    }
}

double plottedY(const QChart *chart, double value)
{
    const QCategoryAxis *log = logAxis(chart);
    return !log ? value : value > 0.0 ? std::log10(value) : log->min();
}

QPair<double, double> shownYRange(const QChart *chart)
{
    if (QCategoryAxis *log = logAxis(chart)) { // categoriesLabels() is not const
        const bool zeroRow = log->categoriesLabels().value(0) == u"0"_s;
        return { zeroRow ? 0.0 : std::pow(10.0, log->min()), std::pow(10.0, log->max()) };
    }
    const QValueAxis *values = valueAxis(chart, Qt::Vertical);
    return values ? qMakePair(values->min(), values->max()) : qMakePair(0.0, 0.0);
}

} // namespace vmscope
