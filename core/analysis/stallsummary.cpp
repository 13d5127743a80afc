// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/stallsummary.h"

#include "core/analysis/stallrules.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace vmscope {
namespace {

const TimeSeries *runSeries(const Capture &capture)
{
    if (capture.kind == CaptureKind::Vmstat) {
        const TimeSeries *series = std::get_if<TimeSeries>(&capture.payload);
        return series && stallRulesRead(*series) ? series : nullptr;
    }
    if (const TopSession *top = capture.topSession()) {
        return &top->summary;
    }
    return nullptr;
}

} // namespace

double StallSummary::share() const
{
    return runSeconds > 0 ? stalledSeconds / runSeconds : qQNaN();
}

double StallSummary::meanSeconds() const
{
    return stallCount > 0 ? stalledSeconds / double(stallCount) : qQNaN();
}

double runSeconds(const Capture &capture)
{
    const TimeSeries *series = runSeries(capture);
    if (!series) {
        return 0;
    }
    const qsizetype first = series->firstSampleIsSinceBoot() ? 1 : 0;
    if (series->sampleCount() <= first) {
        return 0;
    }
    const ValueColumn &time = series->time();
    return time.back() - time[std::size_t(first)] + series->intervalSeconds();
}

namespace {

bool countsAsStall(const Finding &finding)
{
    const StallRule *rule = stallRule(finding.rule);
    return rule && rule->countsAsStall;
}

/// The summary of `capture` from its stalls, in any order.
StallSummary summaryOf(const Capture &capture, QList<Finding> stalls)
{
    StallSummary summary;
    summary.label = capture.label;
    summary.captureIds = { capture.id };
    summary.runSeconds = runSeconds(capture);
    std::sort(stalls.begin(), stalls.end(),
        [](const Finding &a, const Finding &b) { return a.start < b.start; });
    // An I/O stall inside an output gap is one stall, not two.
    const auto close = [&summary](double start, double end) {
        ++summary.stallCount;
        summary.stalledSeconds += end - start;
        summary.maxSeconds = std::max(summary.maxSeconds, end - start);
    };
    for (qsizetype i = 0; i < stalls.size();) {
        const double start = stalls.at(i).start;
        double end = stalls.at(i).end;
        for (++i; i < stalls.size() && stalls.at(i).start <= end; ++i) {
            end = std::max(end, stalls.at(i).end);
        }
        close(start, end);
    }
    return summary;
}

} // namespace

StallSummary summarizeStalls(const Capture &capture, const QList<Finding> &findings)
{
    QList<Finding> stalls;
    for (const Finding &finding : findings) {
        if (finding.captureId == capture.id && countsAsStall(finding)) {
            stalls.append(finding);
        }
    }
    return summaryOf(capture, std::move(stalls));
}

QHash<QString, StallSummary> summarizeStallsByCapture(const CaptureList &captures,
                                                      const QList<Finding> &findings)
{
    // One pass over the findings: a thread of 8 000 captures has 40 000 of them.
    QHash<QString, QList<Finding>> stallsOf;
    for (const Finding &finding : findings) {
        if (countsAsStall(finding)) {
            stallsOf[finding.captureId].append(finding);
        }
    }
    QHash<QString, StallSummary> summaries;
    for (const Capture &capture : captures) {
        if (runSeries(capture)) {
            summaries.insert(capture.id, summaryOf(capture, stallsOf.value(capture.id)));
        }
    }
    return summaries;
}

QList<StallSummary> rankLabelsByStalls(
    const CaptureList &captures, const QList<Finding> &findings)
{
    const QHash<QString, StallSummary> byCapture = summarizeStallsByCapture(captures, findings);
    QList<StallSummary> summaries;
    for (const Capture &capture : captures) {
        if (const auto found = byCapture.constFind(capture.id); found != byCapture.cend()) {
            summaries.append(*found);
        }
    }
    return rankLabelsByStalls(summaries);
}

QList<StallSummary> rankLabelsByStalls(const QList<StallSummary> &captures)
{
    QList<StallSummary> labels;
    QHash<QString, qsizetype> indexOf; // label → its entry in `labels`
    for (const StallSummary &one : captures) {
        const auto index = indexOf.constFind(one.label);
        if (index == indexOf.cend()) {
            indexOf.insert(one.label, labels.size());
            labels.append(one);
            continue;
        }
        StallSummary *const found = &labels[*index];
        found->captureIds.append(one.captureIds);
        found->stallCount += one.stallCount;
        found->stalledSeconds += one.stalledSeconds;
        found->runSeconds += one.runSeconds;
        found->maxSeconds = std::max(found->maxSeconds, one.maxSeconds);
    }
    const auto shareKey = [](const StallSummary &summary) {
        const double share = summary.share();
        return std::isnan(share) ? 2.0 : share; // runs without time last
    };
    std::stable_sort(labels.begin(), labels.end(), [&](const auto &a, const auto &b) {
        return shareKey(a) != shareKey(b) ? shareKey(a) < shareKey(b) : a.label < b.label;
    });
    for (qsizetype i = 0; i < labels.size(); ++i) {
        labels[i].rank = int(i + 1);
    }
    return labels;
}

} // namespace vmscope
