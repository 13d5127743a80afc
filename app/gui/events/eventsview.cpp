// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/events/eventsview.h"

#include "app/charts/chartstack.h"
#include "app/charts/eventmarkers.h"
#include "app/charts/timechartview.h"
#include "app/gui/widgets/pagewidgets.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

enum Column { TimeColumn, MessageColumn, OrderColumn, ProcessColumn, LineColumn, TextColumn };

/// The index of the message a row shows.
constexpr int EventRole = Qt::UserRole + 1;

QString stampText(const KernelEvent &event, qsizetype index, EventTimeline::Clock clock)
{
    switch (clock) {
    case EventTimeline::Clock::WallClock:
        // Syslog prints no year: none is shown that the log did not say.
        return event.wallClock.toString(event.yearAssumed ? u"MMM d HH:mm:ss"_s
                                                          : u"yyyy-MM-dd HH:mm:ss"_s);
    case EventTimeline::Clock::SinceBoot:
        return u"[%1]"_s.arg(*event.seconds, 0, 'f', 6);
    case EventTimeline::Clock::Printed:
        break;
    }
    return EventsView::tr("#%1").arg(index + 1);
}

QString processText(const KernelEvent &event)
{
    if (event.process.isEmpty()) {
        return event.pid >= 0 ? QString::number(event.pid) : QString();
    }
    return event.pid >= 0 ? u"%1[%2]"_s.arg(event.process, QString::number(event.pid)) : event.process;
}

} // namespace

EventsView::EventsView(QWidget *parent)
    : CapturePage([](const Capture &capture) { return capture.eventLog() != nullptr; },
          tr("&Events:"), tr("The kernel log messages to show"), parent)
{
    m_pages = new PageStack(this,
        tr("No kernel log messages are loaded.\n\nOpen or paste syslog, dmesg or console "
           "output with allocation failures, OOM kills, hung tasks or soft lockups (File > Open, "
           "Edit > Paste). This view then shows them on a time axis, with the order of each "
           "failed allocation, and lists them; those printed during a vmstat or top run are "
           "also marked on its charts."));
    QVBoxLayout *layout = m_pages->content();
    createHeader(layout);
    m_charts = new ChartStack;
    m_charts->setObjectName(u"eventCharts"_s);
    m_charts->setNotesEnabled(false); // the messages' own axis is no capture's run
    connect(m_charts, &ChartStack::sampleClicked, this,
        [this](const QString &, qsizetype row) { selectEvent(row); });
    m_chartGroup = framed(m_charts, tr("When the messages came"));
    m_chartGroup->setMinimumHeight(360);
    createList();
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_chartGroup);
    splitter->addWidget(m_list);
    // Two charts over a list that is often short: the charts get the room.
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 3000, 1000 }); // in proportion, once laid out
    layout->addWidget(splitter, 1);
    showCapture();
}

void EventsView::createHeader(QVBoxLayout *layout)
{
    const Heading heading = createHeading(u"events"_s);
    m_title = heading.title;
    m_header = heading.header;
    layout->addLayout(heading.row);
    layout->addWidget(m_header);
}

void EventsView::createList()
{
    m_list = new QTreeWidget;
    m_list->setObjectName(u"eventList"_s);
    m_list->setHeaderLabels(
        { tr("Time"), tr("Message"), tr("Order"), tr("Process"), tr("Line"), tr("Text") });
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->header()->setStretchLastSection(true);
    setSpokenText(m_list, tr("Kernel log messages"),
        tr("The messages in the order printed; double-click one to see its line in the source"));
    connect(m_list, &QTreeWidget::itemActivated, this, &EventsView::showCurrentInSource);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        const qsizetype index = item ? item->data(0, EventRole).toLongLong() : -1;
        const ValueColumn &time = m_timeline.series.time();
        if (index >= 0 && index < qsizetype(time.size())) {
            for (TimeChartView *chart : m_charts->charts()) {
                chart->setCrosshairAt(time[std::size_t(index)]);
            }
        }
    });
}

void EventsView::showCurrentInSource()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    const int line = item ? item->data(LineColumn, Qt::DisplayRole).toInt() : 0;
    if (line > 0) {
        emit sourceLineRequested(line);
    }
}

void EventsView::selectEvent(qsizetype index)
{
    if (QTreeWidgetItem *item = m_list->topLevelItem(int(index))) {
        m_list->setCurrentItem(item);
        m_list->scrollToItem(item);
    }
}

void EventsView::showCapture()
{
    const Capture *capture = shown();
    m_pages->showContent(capture != nullptr);
    EventTimeline timeline = capture ? eventTimeline(*capture->eventLog()) : EventTimeline();
    // A rename changes the title only: the list keeps its selection.
    const bool same = captureId() == m_shownId && timeline.series == m_timeline.series;
    m_shownId = captureId();
    m_timeline = std::move(timeline);
    updateHeader();
    if (!same) {
        fillList();
        updateChart();
    }
}

void EventsView::updateHeader()
{
    const Capture *capture = shown();
    if (!capture) {
        m_title->clear();
        m_header->clear();
        return;
    }
    m_title->setText(captureChoice()->currentText());
    m_title->setToolTip(sourceTip());
    const EventLog &log = *capture->eventLog();
    std::map<QString, int> counts;
    for (const KernelEvent &event : log.events) {
        ++counts[kernelEventTypeId(event.type)];
    }
    QStringList kinds;
    for (const auto &[type, count] : counts) {
        kinds.append(u"%1 %2"_s.arg(count).arg(type));
    }
    QStringList parts { tr("%n kernel message(s): %1", nullptr, int(log.events.size()))
                            .arg(kinds.join(u", "_s)) };
    const EventTimeline &timeline = m_timeline;
    switch (timeline.clock) {
    case EventTimeline::Clock::WallClock:
        parts.append(log.events.constFirst().yearAssumed
                ? tr("timed by their syslog stamps (which print no year)")
                : tr("timed by their wall-clock stamps"));
        break;
    case EventTimeline::Clock::SinceBoot:
        parts.append(tr("timed by their dmesg stamps, from %1 s after boot")
                         .arg(QLocale().toString(*log.events.constFirst().seconds, 'f', 3)));
        break;
    case EventTimeline::Clock::Printed:
        parts.append(tr("not all stamped: one second apart, in the order printed"));
        break;
    }
    if (timeline.mostInOneStamp > 1) {
        parts.append(tr("up to %n in one second, spread over it in the order printed", nullptr,
            timeline.mostInOneStamp));
    }
    m_header->setText(parts.join(u" · "_s));
}

void EventsView::fillList()
{
    m_list->clear();
    const Capture *capture = shown();
    if (!capture) {
        return;
    }
    const QList<KernelEvent> &events = capture->eventLog()->events;
    QList<QTreeWidgetItem *> items;
    for (qsizetype index = 0; index < events.size(); ++index) {
        const KernelEvent &event = events.at(index);
        auto *item = new QTreeWidgetItem;
        item->setText(TimeColumn, stampText(event, index, m_timeline.clock));
        item->setText(MessageColumn, kernelEventTypeId(event.type));
        if (event.order >= 0) {
            item->setData(OrderColumn, Qt::DisplayRole, event.order);
        }
        item->setText(ProcessColumn, processText(event));
        item->setData(LineColumn, Qt::DisplayRole, event.line);
        item->setText(TextColumn, event.text);
        item->setToolTip(TextColumn, event.text);
        item->setData(0, EventRole, qlonglong(index));
        items.append(item);
    }
    m_list->addTopLevelItems(items);
    for (const int column : { TimeColumn, MessageColumn, OrderColumn, ProcessColumn, LineColumn }) {
        m_list->resizeColumnToContents(column);
    }
}

void EventsView::updateChart()
{
    const Capture *capture = shown();
    if (!capture) {
        m_charts->setCaptures({});
        m_charts->setMarkers({});
        return;
    }
    Capture timeline;
    timeline.id = capture->id;
    timeline.kind = capture->kind;
    timeline.label = capture->label; // the legend names it by its id when it has none
    timeline.source = capture->source;
    timeline.payload = m_timeline.series;
    const ValueColumn &orders
        = m_timeline.series.values(m_timeline.series.columnIndex(eventOrderKey));
    const bool anyOrder
        = std::any_of(orders.begin(), orders.end(), [](double order) { return order == order; });
    QStringList metrics { eventCountKey.toString() };
    if (anyOrder) {
        metrics.append(eventOrderKey.toString());
    }
    if (m_charts->metrics() != metrics) {
        m_charts->setMetrics(metrics);
    }
    // Messages spread over their one-second stamp sit where no clock put them: a time of day
    // to the millisecond would claim what syslog never printed.
    m_charts->setTimeAxisStyle(
        m_timeline.clock == EventTimeline::Clock::WallClock && m_timeline.mostInOneStamp == 1
            ? TimeAxisStyle::WallClock
            : TimeAxisStyle::Seconds);
    m_charts->setCaptures(plottedInPaletteOrder(std::vector<Capture> { std::move(timeline) }),
        eventTimelineMarkers(*capture, m_timeline));
}

} // namespace vmscope
