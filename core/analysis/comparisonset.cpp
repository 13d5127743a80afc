// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/comparisonset.h"

#include "core/model/document.h"
#include "core/analysis/kernelname.h"
#include "core/analysis/runnames.h"
#include "core/model/stableid.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <optional>
#include <utility>

using namespace Qt::StringLiterals;

namespace vmscope {

QString runPoolingId(RunPooling pooling)
{
    static constexpr StableId<RunPooling> ids[] { { RunPooling::PerRun, u"per-run" },
        { RunPooling::ByKernel, u"by-kernel" } };
    return stableIdOf(ids, pooling);
}

namespace {

/// The captures of one kernel, in the order found.
struct KernelRuns
{
    QString kernel;
    QList<CapturePtr> captures;
};

QList<KernelRuns> runsByKernel(CaptureKind kind, const CaptureList &captures)
{
    QList<KernelRuns> kernels;
    for (auto at = captures.begin(); at != captures.end(); ++at) {
        const Capture &capture = *at;
        const TimeSeries *series = capture.timeSeries();
        if (capture.kind != kind || series == nullptr || series->sampleCount() == 0
            || capture.label.trimmed().isEmpty()) {
            continue;
        }
        const QString label = capture.label.simplified();
        const QString kernel = kernelNameOf(label);
        const QString name = kernel.isEmpty() ? label : kernel;
        auto found = std::find_if(kernels.begin(), kernels.end(),
            [&](const KernelRuns &runs) { return runs.kernel == name; });
        if (found == kernels.end()) {
            kernels.append(KernelRuns { .kernel = name, .captures = {} });
            found = std::prev(kernels.end());
        }
        found->captures.append(at.shared());
    }
    return kernels;
}

void addRun(ComparisonGroup &group, const CapturePtr &capture)
{
    const QString label = capture->label.simplified();
    if (!group.labels.contains(label)) {
        group.labels.append(label);
    }
    group.captureIds.append(capture->id);
    // Aliasing: the series points into the capture and keeps all of it alive.
    group.runs.append(std::shared_ptr<const TimeSeries>(capture, capture->timeSeries()));
}

} // namespace

/// Shared copies of captures that are no Document's.
CaptureList sharedCopies(const QList<Capture> &captures)
{
    QList<CapturePtr> shared;
    shared.reserve(captures.size());
    for (const Capture &capture : captures) {
        shared.append(std::make_shared<const Capture>(capture));
    }
    return CaptureList(shared);
}

ComparisonSet::ComparisonSet(CaptureKind kind, const QList<Capture> &captures,
    RunSelection selection)
    : ComparisonSet(kind, sharedCopies(captures), std::move(selection))
{
}

ComparisonSet::ComparisonSet(CaptureKind kind, const CaptureList &captures,
    RunSelection selection)
    : m_kind(kind)
    , m_pooling(selection.pooling)
{
    const bool perRun = selection.pooling == RunPooling::PerRun;
    // Named among all captures, as the tree names them, so hiding #1 leaves "#2" as it was.
    const QHash<QString, QString> names = runNames(captures);
    for (const KernelRuns &kernel : runsByKernel(kind, captures)) {
        std::optional<ComparisonGroup> pooled;
        for (const CapturePtr &run : kernel.captures) {
            const Capture &capture = *run;
            const QString label = perRun ? names.value(capture.id) : kernel.kernel;
            if (selection.leftOut.contains(capture.id)) {
                continue;
            }
            if (perRun || !pooled) {
                pooled = ComparisonGroup { .label = label, .kernel = kernel.kernel, .labels = {},
                    .captureIds = {}, .runs = {}, .order = m_groups.size() };
            }
            addRun(*pooled, run);
            if (perRun) {
                m_groups.append(*std::exchange(pooled, std::nullopt));
            }
        }
        if (pooled) {
            m_groups.append(*pooled);
        }
    }
    setProseAside();
}

void ComparisonSet::setProseAside()
{
    const auto prose = [](const ComparisonGroup &g) { return isProseLabel(g.kernel); };
    // Two kernels or configurations to compare, however many runs each has: the same
    // sentences are set aside whether the runs are rows of their own or pooled.
    QStringList others;
    for (const ComparisonGroup &group : std::as_const(m_groups)) {
        if (!prose(group) && !others.contains(group.kernel)) {
            others.append(group.kernel);
        }
    }
    if (others.size() >= 2) {
        std::copy_if(m_groups.cbegin(), m_groups.cend(), std::back_inserter(m_setAside), prose);
        m_groups.removeIf(prose);
    }
}

void ComparisonSet::keepOnly(const QStringList &labels)
{
    QList<ComparisonGroup> kept;
    for (const QList<ComparisonGroup> *groups : { &m_groups, &m_setAside }) {
        std::copy_if(groups->cbegin(), groups->cend(), std::back_inserter(kept),
            [&labels](const ComparisonGroup &group) { return labels.contains(group.label); });
    }
    std::sort(kept.begin(), kept.end(),
        [](const ComparisonGroup &a, const ComparisonGroup &b) { return a.order < b.order; });
    m_groups = std::move(kept);
    m_setAside.clear();
    m_baseline = 0;
    setProseAside();
}

QList<ComparisonSet> ComparisonSet::fromCaptures(
    const QList<Capture> &captures, const RunSelection &selection)
{
    return fromCaptures(sharedCopies(captures), selection);
}

QList<ComparisonSet> ComparisonSet::fromCaptures(
    const CaptureList &captures, const RunSelection &selection)
{
    QList<ComparisonSet> sets;
    // Only the kinds whose series are samples over time: a slab session's totals are
    // snapshots of one machine, not runs to put side by side.
    for (const CaptureKind kind : {CaptureKind::Vmstat, CaptureKind::Top}) {
        ComparisonSet set(kind, captures, selection);
        if (set.isComparison()) {
            sets.append(std::move(set));
        }
    }
    return sets;
}

QList<ComparisonSet> ComparisonSet::fromDocument(
    const Document &document, const RunSelection &selection)
{
    return fromCaptures(document.captures(), selection);
}

QStringList ComparisonSet::kernels() const
{
    QStringList kernels;
    for (const ComparisonGroup &group : m_groups) {
        if (!kernels.contains(group.kernel)) {
            kernels.append(group.kernel);
        }
    }
    return kernels;
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
        index = m_groups.at(i).kernel == label.simplified() ? i : -1;
    }
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
        for (const auto &run : group.runs) {
            for (const ColumnInfo &column : run->columns()) {
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

bool ComparisonSet::counts(const TimeSeries &run, qsizetype row) const
{
    return m_includeSinceBootRows || !run.isSinceBoot(row);
}

std::vector<double> ComparisonSet::values(qsizetype index, QStringView key) const
{
    std::vector<double> pooled;
    for (const std::vector<double> &run : runValues(index, key)) {
        pooled.insert(pooled.end(), run.begin(), run.end());
    }
    return pooled;
}

std::vector<std::vector<double>> ComparisonSet::runValues(qsizetype index, QStringView key) const
{
    std::vector<std::vector<double>> runs;
    for (const auto &shared : m_groups.at(index).runs) {
        const TimeSeries &run = *shared;
        const qsizetype column = run.columnIndex(key);
        if (column < 0) {
            continue;
        }
        const ValueColumn &values = run.values(column);
        std::vector<double> &present = runs.emplace_back();
        for (std::size_t row = std::size_t(firstRow(run)); row < values.size(); ++row) {
            if (!std::isnan(values[row]) && counts(run, qsizetype(row))) {
                present.push_back(values[row]);
            }
        }
    }
    return runs;
}

AlignedSeries ComparisonSet::alignedSeries(qsizetype index, QStringView key) const
{
    AlignedSeries aligned;
    double offset = 0;
    for (const auto &shared : m_groups.at(index).runs) {
        const TimeSeries &run = *shared;
        const qsizetype column = run.columnIndex(key);
        const qsizetype first = firstRow(run);
        const double start = first < run.sampleCount() ? run.time()[std::size_t(first)] : 0;
        double last = offset;
        for (qsizetype row = first; row < run.sampleCount(); ++row) {
            const double x = m_alignment == ComparisonAlignment::SampleIndex
                ? offset + double(row - first)
                : offset + run.time()[std::size_t(row)] - start;
            aligned.x.push_back(x);
            aligned.y.push_back(column < 0 || !counts(run, row) ? std::nan("")
                                                                : run.values(column)[std::size_t(row)]);
            last = x;
        }
        offset = last
            + (m_alignment == ComparisonAlignment::SampleIndex ? 1.0 : run.intervalSeconds());
    }
    return aligned;
}

} // namespace vmscope
