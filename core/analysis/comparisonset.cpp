// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/comparisonset.h"

#include "core/model/document.h"
#include "core/analysis/kernelname.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace vmscope {

ComparisonSet::ComparisonSet(CaptureKind kind, const QList<Capture> &captures)
    : m_kind(kind)
{
    for (const Capture &capture : captures) {
        const TimeSeries *series = capture.timeSeries();
        if (capture.kind != kind || series == nullptr || series->sampleCount() == 0
            || capture.label.trimmed().isEmpty()) {
            continue;
        }
        const QString label = capture.label.simplified();
        const QString kernel = kernelNameOf(label);
        const QString name = kernel.isEmpty() ? label : kernel;
        auto group = std::find_if(m_groups.begin(), m_groups.end(),
            [&](const ComparisonGroup &g) { return g.label == name; });
        if (group == m_groups.end()) {
            m_groups.append(
                ComparisonGroup { .label = name, .labels = {}, .captureIds = {}, .runs = {} });
            group = std::prev(m_groups.end());
        }
        if (!group->labels.contains(label)) {
            group->labels.append(label);
        }
        group->captureIds.append(capture.id);
        group->runs.append(*series);
    }
    const auto prose = [](const ComparisonGroup &g) { return isProseLabel(g.label); };
    if (std::count_if(m_groups.cbegin(), m_groups.cend(), prose) + 2 <= m_groups.size()) {
        std::copy_if(m_groups.cbegin(), m_groups.cend(), std::back_inserter(m_setAside), prose);
        m_groups.removeIf(prose);
    }
}

QList<ComparisonSet> ComparisonSet::fromCaptures(const QList<Capture> &captures)
{
    QList<ComparisonSet> sets;
    // Only the kinds whose series are samples over time: a slab session's totals are
    // snapshots of one machine, not runs to put side by side.
    for (const CaptureKind kind : {CaptureKind::Vmstat, CaptureKind::Top}) {
        ComparisonSet set(kind, captures);
        if (set.isComparison()) {
            sets.append(std::move(set));
        }
    }
    return sets;
}

QList<ComparisonSet> ComparisonSet::fromDocument(const Document &document)
{
    return fromCaptures(document.captures().values());
}

QStringList ComparisonSet::labels() const
{
    QStringList labels;
    for (const ComparisonGroup &group : m_groups) {
        labels.append(group.label);
    }
    return labels;
}

bool ComparisonSet::setBaseline(const QString &label)
{
    qsizetype index = labels().indexOf(label);
    for (qsizetype i = 0; index < 0 && i < m_groups.size(); ++i) {
        index = m_groups.at(i).labels.contains(label.simplified()) ? i : -1;
    }
    if (index < 0) {
        return false;
    }
    m_baseline = index;
    return true;
}

QStringList ComparisonSet::metricKeys() const
{
    QStringList keys;
    for (const ComparisonGroup &group : m_groups) {
        for (const TimeSeries &run : group.runs) {
            for (const ColumnInfo &column : run.columns()) {
                if (!keys.contains(column.key)) {
                    keys.append(column.key);
                }
            }
        }
    }
    return keys;
}

qsizetype ComparisonSet::firstRow(const TimeSeries &run) const
{
    return run.firstSampleIsSinceBoot() && !m_includeSinceBootRows ? 1 : 0;
}

std::vector<double> ComparisonSet::values(qsizetype index, QStringView key) const
{
    std::vector<double> pooled;
    for (const TimeSeries &run : m_groups.at(index).runs) {
        const qsizetype column = run.columnIndex(key);
        if (column < 0) {
            continue;
        }
        const std::vector<double> &values = run.values(column);
        for (std::size_t row = std::size_t(firstRow(run)); row < values.size(); ++row) {
            if (!std::isnan(values[row])) {
                pooled.push_back(values[row]);
            }
        }
    }
    return pooled;
}

AlignedSeries ComparisonSet::alignedSeries(qsizetype index, QStringView key) const
{
    AlignedSeries aligned;
    double offset = 0;
    for (const TimeSeries &run : m_groups.at(index).runs) {
        const qsizetype column = run.columnIndex(key);
        const qsizetype first = firstRow(run);
        const double start = first < run.sampleCount() ? run.time()[std::size_t(first)] : 0;
        double last = offset;
        for (qsizetype row = first; row < run.sampleCount(); ++row) {
            const double x = m_alignment == ComparisonAlignment::SampleIndex
                ? offset + double(row - first)
                : offset + run.time()[std::size_t(row)] - start;
            aligned.x.push_back(x);
            aligned.y.push_back(column < 0 ? std::nan("") : run.values(column)[std::size_t(row)]);
            last = x;
        }
        offset = last
            + (m_alignment == ComparisonAlignment::SampleIndex ? 1.0 : run.intervalSeconds());
    }
    return aligned;
}

} // namespace vmscope
