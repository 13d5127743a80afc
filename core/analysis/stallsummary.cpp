// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/stallsummary.h"

#include "core/analysis/stallrules.h"

#include <algorithm>
#include <cmath>

namespace vmscope {
namespace {

const TimeSeries *runSeries(const Capture &capture)
{
    if (capture.kind == CaptureKind::Vmstat) {
        return std::get_if<TimeSeries>(&capture.payload);
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
    const std::vector<double> &time = series->time();
    return time.back() - time[std::size_t(first)] + series->intervalSeconds();
}

StallSummary summarizeStalls(const Capture &capture, const QList<Finding> &findings)
{
    StallSummary summary;
    summary.label = capture.label;
    summary.captureIds = { capture.id };
    summary.runSeconds = runSeconds(capture);
    QList<Finding> stalls;
    for (const Finding &finding : findings) {
        const StallRule *rule = stallRule(finding.rule);
        if (finding.captureId == capture.id && rule && rule->countsAsStall) {
            stalls.append(finding);
        }
    }
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

QList<StallSummary> rankLabelsByStalls(
    const CaptureList &captures, const QList<Finding> &findings)
{
    QList<StallSummary> summaries;
    for (const Capture &capture : captures) {
        if (runSeries(capture)) {
            summaries.append(summarizeStalls(capture, findings));
        }
    }
    return rankLabelsByStalls(summaries);
}

QList<StallSummary> rankLabelsByStalls(const QList<StallSummary> &captures)
{
    QList<StallSummary> labels;
    for (const StallSummary &one : captures) {
        auto found = std::find_if(labels.begin(), labels.end(),
            [&one](const auto &label) { return label.label == one.label; });
        if (found == labels.end()) {
            labels.append(one);
            continue;
        }
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
