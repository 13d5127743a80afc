// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/metricstack.h"

#include "app/charts/linepalette.h"
#include "core/model/capture.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {

const QList<MetricStack> &metricStacks()
{
    static const QList<MetricStack> stacks {
        { u"stack:cpu"_s, u"cpu"_s, { u"us"_s, u"sy"_s, u"wa"_s, u"st"_s, u"id"_s } },
        { u"stack:memory"_s, u"memory"_s, { u"cache"_s, u"buff"_s, u"free"_s } },
    };
    return stacks;
}

const MetricStack *metricStack(QStringView key)
{
    const QList<MetricStack> &stacks = metricStacks();
    const auto found = std::find_if(
        stacks.begin(), stacks.end(), [key](const MetricStack &stack) { return stack.key == key; });
    return found == stacks.end() ? nullptr : &*found;
}

QString stackTitle(const MetricStack &stack)
{
    return stack.group == u"cpu"_s
        ? QCoreApplication::translate("vmscope::MetricStack", "CPU split (stacked)")
        : QCoreApplication::translate("vmscope::MetricStack", "memory (stacked)");
}

QColor stackColor(const MetricStack &stack, qsizetype component)
{
    // Work in strong colours at the bottom, idle and free memory in a quiet grey-blue on top.
    const QString &column = stack.columns.at(component);
    if (column == u"id"_s || column == u"free"_s) {
        return QColor(0x9e, 0xb4, 0xc8);
    }
    return lineColor(component);
}

bool canStack(const MetricStack &stack, const Capture &capture)
{
    const TimeSeries *series = capture.timeSeries();
    const auto present = std::count_if(stack.columns.begin(), stack.columns.end(),
        [series](const QString &column) { return series && series->columnIndex(column) >= 0; });
    return series && series->sampleCount() > 0 && present >= 2;
}

QList<PlottedCapture> stackableOf(const MetricStack &stack, const QList<PlottedCapture> &captures)
{
    QList<PlottedCapture> stackable;
    for (const PlottedCapture &plotted : captures) {
        if (plotted.capture && canStack(stack, *plotted.capture)) {
            stackable.append(plotted);
        }
    }
    return stackable;
}

TimeChartContent stackedContent(
    const PlottedCapture &plotted, const MetricStack &stack, const QList<TimeMarker> &markers)
{
    TimeChartContent content;
    content.metric = stack.key;
    content.stacked = true;
    if (!plotted.capture || !canStack(stack, *plotted.capture)) {
        return content;
    }
    const TimeSeries *series = plotted.capture->timeSeries();
    content.first = series->time().front();
    content.last = series->time().back();
    std::vector<double> total(std::size_t(series->sampleCount()), 0.0);
    for (qsizetype component = 0; component < stack.columns.size(); ++component) {
        const qsizetype column = series->columnIndex(stack.columns.at(component));
        if (column < 0) {
            continue;
        }
        PlottedCapture line = plotted;
        line.color = stackColor(stack, component);
        line.name = stack.columns.at(component);
        content.lines.append({ line, column });
        if (content.unit.isEmpty()) {
            content.unit = series->column(column).unit;
        }
        const ValueColumn &values = series->values(column);
        for (std::size_t row = 0; row < total.size(); ++row) {
            total[row] += std::isnan(values[row]) ? 0.0 : values[row];
        }
    }
    content.maxAbs = total.empty() ? 0.0 : *std::max_element(total.begin(), total.end());
    for (TimeMarker marker : markers) {
        if (marker.captureId == plotted.capture->id) {
            marker.color = plotted.color;
            content.markers.append(marker);
        }
    }
    return content;
}

} // namespace vmscope
