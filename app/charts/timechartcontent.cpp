// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/timechartcontent.h"

#include "app/charts/metricstack.h"
#include "app/charts/valueformat.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {

namespace {

/// `column` of `series` with the since-boot rows after the first as NaN, when the series has
/// such rows and the column averages since boot; null when it is drawn as it is. The first
/// row stays: it always has been drawn, and a lone run has nothing to jump from.
std::shared_ptr<const ValueColumn> withSinceBootGaps(const TimeSeries &series, qsizetype column)
{
    const std::vector<qsizetype> &rows = series.sinceBootRows();
    const bool later = std::any_of(rows.cbegin(), rows.cend(), [](qsizetype row) { return row > 0; });
    if (!later || !averagesSinceBoot(series.column(column))) {
        return nullptr;
    }
    auto drawn = std::make_shared<ValueColumn>(series.values(column));
    for (const qsizetype row : rows) {
        if (row > 0) {
            drawn->set(std::size_t(row), std::nan(""));
        }
    }
    return drawn;
}

} // namespace

TimeChartContent TimeChartContent::of(
    const QList<PlottedCapture> &captures, const QString &metric, const QList<TimeMarker> &markers)
{
    // A stack is drawn for one capture: the first that has two of its columns.
    if (const MetricStack *stack = metricStack(metric)) {
        for (const PlottedCapture &plotted : captures) {
            TimeChartContent stacked = stackedContent(plotted, *stack, markers);
            if (!stacked.isEmpty()) {
                return stacked;
            }
        }
        TimeChartContent none;
        none.metric = metric;
        return none;
    }
    TimeChartContent content;
    content.metric = metric;
    bool spanSet = false;
    for (const PlottedCapture &plotted : captures) {
        const TimeSeries *series = plotted.capture ? plotted.capture->timeSeries() : nullptr;
        const qsizetype column = series ? series->columnIndex(metric) : -1;
        if (column < 0 || series->sampleCount() == 0) {
            continue;
        }
        if (content.lines.size() == maxLines) {
            ++content.notDrawn;
            continue;
        }
        content.lines.append({ plotted, column });
        content.lines.last().drawn = withSinceBootGaps(*series, column);
        if (content.unit.isEmpty()) {
            content.unit = series->column(column).unit;
        }
        const double first = series->time().front();
        const double last = series->time().back();
        content.first = spanSet ? std::min(content.first, first) : first;
        content.last = spanSet ? std::max(content.last, last) : last;
        spanSet = true;
        content.maxAbs = std::max(content.maxAbs, largestMagnitude(series->values(column)));
        for (TimeMarker marker : markers) {
            if (marker.captureId == plotted.capture->id) {
                marker.color = plotted.color;
                content.markers.append(marker);
            }
        }
    }
    return content;
}

const TimeSeries &TimeChartContent::series(qsizetype line) const
{
    return *lines.at(line).plotted.capture->timeSeries();
}

const ValueColumn &TimeChartContent::values(qsizetype line) const
{
    const Line &drawn = lines.at(line);
    return drawn.drawn ? *drawn.drawn : series(line).values(drawn.column);
}

const DecimationIndex *TimeChartContent::index(qsizetype line) const
{
    const ValueColumn &column = values(line);
    if (column.size() < DecimationIndex::worthwhileFrom) {
        return nullptr;
    }
    std::unique_ptr<const DecimationIndex> &built = lines.at(line).index->built;
    // A followed file grows under its chart: an index of fewer samples no longer fits.
    if (!built || built->size() != column.size()) {
        built = std::make_unique<const DecimationIndex>(column);
    }
    return built.get();
}

qsizetype TimeChartContent::nearestRow(qsizetype line, double x) const
{
    const ValueColumn &time = series(line).time();
    if (time.empty()) {
        return -1;
    }
    const auto after = std::lower_bound(time.begin(), time.end(), x);
    if (after == time.begin()) {
        return 0;
    }
    if (after == time.end() || x - *(after - 1) <= *after - x) {
        return qsizetype(after - time.begin()) - 1;
    }
    return qsizetype(after - time.begin());
}

bool TimeChartContent::hasWallClock() const
{
    if (lines.isEmpty()) {
        return false;
    }
    // Lines overlaid from their first samples: one clock fits them only when they started
    // together (the same run's metrics, or runs logged side by side).
    const QDateTime start = lines.constFirst().plotted.capture->timeSeries()->startTime();
    return start.isValid() && std::all_of(lines.begin(), lines.end(), [&start](const Line &line) {
        const QDateTime other = line.plotted.capture->timeSeries()->startTime();
        return other.isValid() && std::abs(other.msecsTo(start)) < 1000;
    });
}

QString TimeChartContent::name(qsizetype line) const
{
    if (!lines.at(line).plotted.name.isEmpty()) {
        return lines.at(line).plotted.name;
    }
    const auto labelOf = [this](qsizetype index) {
        const Capture *capture = lines.at(index).plotted.capture.get();
        return capture->label.isEmpty() ? capture->id : capture->label;
    };
    const QString label = labelOf(line);
    // Two runs of one kernel (a thread often posts them) must be told apart in the legend.
    int runs = 0;
    int run = 0;
    for (qsizetype index = 0; index < lines.size(); ++index) {
        if (labelOf(index) == label) {
            ++runs;
            run = index <= line ? runs : run;
        }
    }
    return runs > 1 ? u"%1 #%2"_s.arg(label, QString::number(run)) : label;
}

} // namespace vmscope
