// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/export/chartsheet.h"

#include "app/charts/charttheme.h"
#include "app/charts/metricstack.h"
#include "app/charts/timechartbuilder.h"

#include <QAbstractSeries>
#include <QChart>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLineSeries>
#include <QPainter>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr qreal sheetMargin = 8.0; // px around the title
/// Charts keep this much room below the title even on a small sheet.
constexpr qreal minimumChartHeight = 120.0;

QFont titleFont()
{
    QFont font;
    font.setPointSizeF(13.0);
    font.setBold(true);
    return font;
}

QFont sourceFont()
{
    QFont font;
    font.setPointSizeF(9.0);
    return font;
}

QString labelsOf(const QList<TimeChartContent> &contents)
{
    QStringList labels;
    for (const TimeChartContent &content : contents) {
        for (const TimeChartContent::Line &line : content.lines) {
            const Capture *capture = line.plotted.capture.get();
            const QString label = capture->label.isEmpty() ? capture->id : capture->label;
            if (!labels.contains(label)) {
                labels.append(label);
            }
        }
    }
    return labels.join(u", "_s);
}

/// "000_thread.txt lines 120-180, 240-300; other.txt lines 5-40".
QString sourcesOf(const QList<TimeChartContent> &contents)
{
    QStringList files;
    QList<QStringList> ranges;
    for (const TimeChartContent &content : contents) {
        for (const TimeChartContent::Line &line : content.lines) {
            const SourceInfo &source = line.plotted.capture->source;
            const QString file = source.file.isEmpty()
                ? QCoreApplication::translate("vmscope::ChartSheet", "pasted text")
                : QFileInfo(source.file).fileName();
            qsizetype index = files.indexOf(file);
            if (index < 0) {
                files.append(file);
                ranges.append(QStringList());
                index = files.size() - 1;
            }
            const QString range = u"%1-%2"_s.arg(source.firstLine).arg(source.lastLine);
            if (!ranges[index].contains(range)) {
                ranges[index].append(range);
            }
        }
    }
    QStringList parts;
    for (qsizetype index = 0; index < files.size(); ++index) {
        parts.append(QCoreApplication::translate("vmscope::ChartSheet", "%1 lines %2")
                         .arg(files.at(index), ranges.at(index).join(u", "_s)));
    }
    return parts.join(u"; "_s);
}

/// Qt Charts lays out in posted events; an export has no event loop to wait for them.
void layOutNow(QChart *chart)
{
    QCoreApplication::sendPostedEvents(chart, QEvent::LayoutRequest);
    chart->layout()->activate();
}

} // namespace

ChartSheet::ChartSheet(const QList<PlottedCapture> &captures, const QList<TimeMarker> &markers,
    ChartSheetOptions options)
    : m_options(std::move(options))
    , m_size(m_options.size)
    , m_scene(std::make_unique<QGraphicsScene>())
{
    for (const QString &metric : std::as_const(m_options.metrics)) {
        // A stack (the CPU split) is a chart per capture, as on the screen.
        if (const MetricStack *stack = metricStack(metric)) {
            const QList<PlottedCapture> stackable = stackableOf(*stack, captures);
            for (const PlottedCapture &plotted : stackable) {
                m_contents.append(stackedContent(plotted, *stack, markers));
            }
            if (stackable.isEmpty()) {
                m_missing.append(metric);
            }
            continue;
        }
        TimeChartContent content = TimeChartContent::of(captures, metric, markers);
        if (content.isEmpty()) {
            m_missing.append(metric);
        } else {
            m_contents.append(std::move(content));
        }
    }
    if (m_contents.isEmpty()) {
        return;
    }
    m_from = m_contents.constFirst().first;
    m_to = m_contents.constFirst().last;
    for (const TimeChartContent &content : std::as_const(m_contents)) {
        m_from = std::min(m_from, content.first);
        m_to = std::max(m_to, content.last);
    }
    if (!std::isnan(m_options.from) && !std::isnan(m_options.to)) {
        m_from = m_options.from;
        m_to = m_options.to;
    }
    if (m_to <= m_from) { // a single sample still needs a span to be drawn in
        m_from -= 0.5;
        m_to += 0.5;
    }
    m_title = m_options.title.isEmpty() ? labelsOf(m_contents) : m_options.title;
    m_source = sourcesOf(m_contents);
    for (const TimeChartContent &content : std::as_const(m_contents)) {
        QChart *chart
            = buildTimeChart(content, m_from, m_to, int(m_options.size.width()), m_options.axis);
        applyChartTheme(chart, m_options.theme == ExportTheme::Dark);
        m_scene->addItem(chart);
        m_charts.append(chart);
    }
    layOut();
}

ChartSheet::~ChartSheet() = default;

qreal ChartSheet::titleHeight() const
{
    return sheetMargin + QFontMetricsF(titleFont()).height() + QFontMetricsF(sourceFont()).height()
        + sheetMargin / 2;
}

void ChartSheet::layOut()
{
    const qreal top = titleHeight();
    const qreal height
        = std::max(minimumChartHeight, (m_options.size.height() - top) / qreal(m_charts.size()));
    for (qsizetype index = 0; index < m_charts.size(); ++index) {
        m_charts.at(index)->setGeometry(
            QRectF(0.0, top + qreal(index) * height, m_options.size.width(), height));
        layOutNow(m_charts.at(index));
    }
    m_size.setHeight(std::max(m_options.size.height(), top + qreal(m_charts.size()) * height));
    alignPlotAreas();
    // Decimate for the plot width the charts ended up with, then let the axes settle on it.
    for (qsizetype index = 0; index < m_charts.size(); ++index) {
        QChart *chart = m_charts.at(index);
        fillTimeChart(chart, m_contents.at(index), m_from, m_to, int(chart->plotArea().width()));
        layOutNow(chart);
    }
}

void ChartSheet::alignPlotAreas()
{
    qreal left = 0.0;
    qreal right = m_options.size.width();
    for (const QChart *chart : std::as_const(m_charts)) {
        left = std::max(left, chart->plotArea().left());
        right = std::min(right, chart->plotArea().right());
    }
    for (QChart *chart : std::as_const(m_charts)) {
        const QMargins margins = chart->margins();
        const int extraLeft = int(std::lround(left - chart->plotArea().left()));
        const int extraRight = int(std::lround(chart->plotArea().right() - right));
        chart->setMargins(margins + QMargins(extraLeft, 0, extraRight, 0));
        layOutNow(chart);
    }
}

void ChartSheet::render(QPainter *painter) const
{
    const QRectF whole(QPointF(0.0, 0.0), m_size);
    const bool dark = m_options.theme == ExportTheme::Dark;
    painter->save();
    painter->fillRect(whole, dark ? QColor::fromRgba(darkChartBackground) : QColor(Qt::white));
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setRenderHint(QPainter::TextAntialiasing, true);
    const QColor text = dark ? QColor(Qt::white) : QColor(Qt::black);
    const QRectF line(sheetMargin, sheetMargin, whole.width() - 2 * sheetMargin,
        QFontMetricsF(titleFont()).height());
    painter->setPen(text);
    painter->setFont(titleFont());
    painter->drawText(line, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(titleFont()).elidedText(m_title, Qt::ElideRight, line.width()));
    const QRectF sourceLine(line.left(), line.bottom(), line.width(),
        QFontMetricsF(sourceFont()).height());
    painter->setFont(sourceFont());
    painter->setPen(dark ? text.darker(130) : QColor(0x55, 0x55, 0x55));
    painter->drawText(sourceLine, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(sourceFont()).elidedText(m_source, Qt::ElideRight, sourceLine.width()));
    painter->restore();
    if (!m_charts.isEmpty()) {
        const QRectF charts(0.0, titleHeight(), whole.width(), whole.height() - titleHeight());
        m_scene->render(painter, charts, charts);
    }
}

} // namespace vmscope
