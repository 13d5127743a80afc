// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/eventmarkers.h"

#include "app/charts/valueformat.h"
#include "core/analysis/eventtime.h"
#include "core/analysis/stallrules.h"

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QString oopsCaption(const Oops &oops)
{
    const QString where = oops.location.isResolved() ? baseSymbolName(oops.location.symbol)
                                                     : oops.location.text();
    return where.isEmpty() ? oopsKindName(oops.kind) : oopsKindName(oops.kind) + u": "_s + where;
}

} // namespace

QString kernelEventCaption(const KernelEvent &event)
{
    QString caption = kernelEventTypeId(event.type);
    if (event.order >= 0) {
        caption += u" order %1"_s.arg(event.order);
    }
    if (event.cpu >= 0) {
        caption += u" CPU#%1"_s.arg(event.cpu);
    }
    if (!event.process.isEmpty()) {
        caption += u": "_s + event.process;
    }
    if (event.stuckSeconds >= 0) {
        caption += u" %1 s"_s.arg(event.stuckSeconds);
    }
    return caption;
}

QList<TimeMarker> eventTimelineMarkers(const Capture &events, const EventTimeline &timeline)
{
    QList<TimeMarker> markers;
    const EventLog *log = events.eventLog();
    const ValueColumn &time = timeline.series.time();
    for (qsizetype index = 0; log && index < log->events.size() && index < qsizetype(time.size());
         ++index) {
        const double at = time[std::size_t(index)];
        markers.append({ events.id, at, at, kernelEventCaption(log->events.at(index)), {},
            TimeMarker::Kind::Event, u"%1#%2"_s.arg(events.id, QString::number(index)) });
    }
    return markers;
}

QList<TimeMarker> kernelEventMarkers(const Document &document)
{
    QList<TimeMarker> markers;
    for (const Capture &events : document.captures()) {
        const EventLog *log = events.eventLog();
        if (!log) {
            continue;
        }
        for (qsizetype index = 0; index < log->events.size(); ++index) {
            const KernelEvent &event = log->events.at(index);
            for (const Capture &series : document.captures()) {
                if (const std::optional<double> at = kernelEventTimeOnSeries(event, events, series)) {
                    markers.append({ series.id, *at, *at, kernelEventCaption(event), {},
                        TimeMarker::Kind::Event, u"%1#%2"_s.arg(events.id, QString::number(index)) });
                }
            }
        }
    }
    return markers;
}

QList<TimeMarker> oopsMarkers(const Document &document)
{
    QList<TimeMarker> markers;
    for (const Capture &event : document.captures()) {
        const Oops *oops = event.oops();
        if (!oops) {
            continue;
        }
        for (const Capture &series : document.captures()) {
            if (const std::optional<double> at = eventTimeOnSeries(event, series)) {
                markers.append({ series.id, *at, *at, oopsCaption(*oops), {},
                    TimeMarker::Kind::Event, event.id });
            }
        }
    }
    return markers;
}

QList<TimeMarker> findingMarkers(const Document &document, const QList<Finding> &findings)
{
    QList<TimeMarker> markers;
    for (qsizetype index = 0; index < findings.size(); ++index) {
        const Finding &finding = findings.at(index);
        const Capture *capture = document.capture(finding.captureId);
        if (!capture || !capture->timeSeries() || finding.firstRow < 0) {
            continue; // profiles, slabs and the input's log lines have no place on a time axis
        }
        // The rule's title, as the findings panel names it; the id is for the CLI's options.
        const StallRule *rule = stallRule(finding.rule);
        const QString title = rule ? rule->title() : finding.rule;
        const QString caption = finding.end > finding.start
            ? u"%1 %2 s"_s.arg(title,
                  chartLocale().toString(finding.duration(), 'f', finding.duration() < 10 ? 1 : 0))
            : title;
        markers.append({ finding.captureId, finding.start, finding.end, caption, {},
            TimeMarker::Kind::Finding, QString::number(index) });
    }
    return markers;
}

QList<TimeMarker> noteMarkers(const Document &document)
{
    QList<TimeMarker> markers;
    for (const Annotation &note : document.annotations()) {
        markers.append({ note.captureId, note.from, note.to, note.text, {}, TimeMarker::Kind::Note,
            note.id });
    }
    return markers;
}

QList<TimeMarker> documentMarkers(const Document &document, const QList<Finding> &findings)
{
    return findingMarkers(document, findings) + oopsMarkers(document) + kernelEventMarkers(document)
        + noteMarkers(document);
}

} // namespace vmscope
