// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"
#include "core/model/capturelist.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace vmscope {

class Document;

/// How the runs of different labels are put side by side when a series per label is needed.
enum class ComparisonAlignment {
    ElapsedTime, // x = seconds since the label's first sample
    SampleIndex, // x = 0, 1, 2...: runs of different intervals still line up
};

/// Whether the runs of one kernel are a row each or one row together.
enum class RunPooling {
    PerRun, // each capture its own series and row, numbered when a kernel has several
    ByKernel, // the runs of a kernel pooled into one row (and one line, end to end)
};

/// Stable lowercase id: "per-run", "by-kernel".
[[nodiscard]] QString runPoolingId(RunPooling pooling);

/// Which runs a set is made of, besides their kind.
struct RunSelection
{
    RunPooling pooling = RunPooling::PerRun;
    /// Captures left out (hidden in the GUI). Runs keep the numbers they have among all.
    QSet<QString> leftOut;
};

/// One row of a comparison: a run, or the runs of one kernel (or configuration) pooled.
struct ComparisonGroup
{
    /// The name the tables, the legend and the baseline use: the run's name (runNames(): the
    /// label, shortened, "2.4.19 #2" for the second run labelled 2.4.19), or the kernel
    /// ("2.5.31-akpm") when its runs are pooled.
    QString label;
    QString kernel; // the kernel the labels name, else the prose label as is
    QStringList labels; // the captures' labels as found ("2.5.31-akpm:", "With 2.5.31-akpm")
    QStringList captureIds; // in the order they were found
    /// Shared with the captures (and keeping them alive): the set may outlive the Document
    /// it was built from, and a copy of a week of samples would cost 90 MB each time.
    QList<std::shared_ptr<const TimeSeries>> runs;
    qsizetype order = 0; // place among the groups as first found, set aside or not
};

/// One x/y series per label, for an overlay or small multiples.
struct AlignedSeries
{
    std::vector<double> x;
    std::vector<double> y; // NaN where the value is missing
};

/// Captures of one kind (vmstat, top) with two or more labels, compared against a baseline.
///
/// The kernel comes from the label (kernelNameOf()), so "2.4.19:" and "With 2.4.19" are the
/// same kernel; a label naming no kernel (the sentence before the log) is a kernel of its own,
/// named by the label as is. Several captures of one kernel (seed 000 has two `2.4.19` runs,
/// on ext3 and on ext2) are each a group of their own, "2.4.19 #1" and "2.4.19 #2", unless
/// the selection pools them (RunPooling::ByKernel): then every sample of every run counts,
/// which is what a reader of a thread may mean by "2.4.19's bo". When two or more groups name kernels or configurations, the
/// groups labelled by a sentence of the mail (isProseLabel()) are set aside, kept visible
/// under setAside(): "ext3 is misbehaving:" is a condition of some run, not a column a
/// reader compares kernels by. Captures without a label are left out: nothing would name
/// their column. vmstat's
/// since-boot first row is an average over the uptime, not a sample, so it is left out of
/// the values unless includeSinceBootRows is set.
class ComparisonSet
{
public:
    ComparisonSet() = default;
    /// Groups `captures` of `kind` that have a time series by kernel, in order of the kernels'
    /// first appearance, a kernel's runs in the order found.
    ComparisonSet(CaptureKind kind, const CaptureList &captures, RunSelection selection = {});
    /// The same of captures that are no Document's (copied once into shared ones).
    ComparisonSet(CaptureKind kind, const QList<Capture> &captures, RunSelection selection = {});

    /// The sets a document holds: one per kind whose captures make two or more groups.
    [[nodiscard]] static QList<ComparisonSet> fromCaptures(
        const CaptureList &captures, const RunSelection &selection = {});
    [[nodiscard]] static QList<ComparisonSet> fromCaptures(
        const QList<Capture> &captures, const RunSelection &selection = {});
    [[nodiscard]] static QList<ComparisonSet> fromDocument(
        const Document &document, const RunSelection &selection = {});

    /// Keeps the groups named `labels` (compared or set aside), then sets the prose aside
    /// again among those; the baseline is the first again.
    void keepOnly(const QStringList &labels);
    [[nodiscard]] RunPooling pooling() const { return m_pooling; }
    /// The kernels compared, each once, in order.
    [[nodiscard]] QStringList kernels() const;

    [[nodiscard]] CaptureKind kind() const { return m_kind; }
    [[nodiscard]] const QList<ComparisonGroup> &groups() const { return m_groups; }
    /// Runs whose label is a sentence naming no kernel, left out of the comparison.
    [[nodiscard]] const QList<ComparisonGroup> &setAside() const { return m_setAside; }
    [[nodiscard]] QStringList labels() const;
    [[nodiscard]] qsizetype size() const { return m_groups.size(); }
    /// Two labels or more: something to compare.
    [[nodiscard]] bool isComparison() const { return m_groups.size() >= 2; }

    /// Index into groups(); 0 (the first label found) unless set.
    [[nodiscard]] qsizetype baseline() const { return m_baseline; }
    /// False (and no change) when no group has `label`: a group's name, the kernel (its
    /// first run when each run is a group), or a label as found.
    bool setBaseline(const QString &label);

    [[nodiscard]] ComparisonAlignment alignment() const { return m_alignment; }
    void setAlignment(ComparisonAlignment alignment) { m_alignment = alignment; }

    [[nodiscard]] bool includesSinceBootRows() const { return m_includeSinceBootRows; }
    void setIncludeSinceBootRows(bool include) { m_includeSinceBootRows = include; }

    /// Column keys present in at least one run, in the order first seen.
    [[nodiscard]] QStringList metricKeys() const;
    /// The pooled values of `key` for group `index`: every run's samples, NaN skipped.
    [[nodiscard]] std::vector<double> values(qsizetype index, QStringView key) const;
    /// The same values run by run, each in its order in time: successive samples of one run
    /// are related (autocorrelated), those of two runs are not.
    [[nodiscard]] std::vector<std::vector<double>> runValues(
        qsizetype index, QStringView key) const;
    /// The runs of group `index` one after another on the chosen alignment's axis (a later
    /// run starts one interval, or one index, after the end of the one before).
    [[nodiscard]] AlignedSeries alignedSeries(qsizetype index, QStringView key) const;

private:
    [[nodiscard]] qsizetype firstRow(const TimeSeries &run) const;
    /// Whether `row` of `run` is compared: a since-boot row only when they are included.
    [[nodiscard]] bool counts(const TimeSeries &run, qsizetype row) const;
    /// Moves the groups labelled by a sentence to setAside() when two or more others remain.
    void setProseAside();

    CaptureKind m_kind = CaptureKind::Vmstat;
    RunPooling m_pooling = RunPooling::PerRun;
    QList<ComparisonGroup> m_groups;
    QList<ComparisonGroup> m_setAside;
    qsizetype m_baseline = 0;
    ComparisonAlignment m_alignment = ComparisonAlignment::ElapsedTime;
    bool m_includeSinceBootRows = false;
};

} // namespace vmscope
