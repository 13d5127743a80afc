// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace vmscope {

class Document;

/// How the runs of different labels are put side by side when a series per label is needed.
enum class ComparisonAlignment {
    ElapsedTime, // x = seconds since the label's first sample
    SampleIndex, // x = 0, 1, 2...: runs of different intervals still line up
};

/// The captures of one kernel (or configuration) of a comparison.
struct ComparisonGroup
{
    QString label; // the kernel the labels name ("2.5.31-akpm"), else the prose label as is
    QStringList labels; // the captures' labels as found ("2.5.31-akpm:", "With 2.5.31-akpm")
    QStringList captureIds; // in the order they were found
    QList<TimeSeries> runs; // copies: the set outlives the Document it was built from
};

/// One x/y series per label, for an overlay or small multiples.
struct AlignedSeries
{
    std::vector<double> x;
    std::vector<double> y; // NaN where the value is missing
};

/// Captures of one kind (vmstat, top) with two or more labels, compared against a baseline.
///
/// Several captures of the same kernel (seed 000 has two `2.5.31` runs) are pooled: every
/// sample of every run counts, which is what a reader of a thread means by "2.5.31's bo".
/// The kernel comes from the label (kernelNameOf()), so "2.4.19:" and "With 2.4.19" are one
/// group; a label naming no kernel (the sentence before the log) is a group of its own,
/// named by the label as is. When two or more groups name kernels or configurations, the
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
    /// Groups `captures` of `kind` that have a time series by label, in order of first appearance.
    ComparisonSet(CaptureKind kind, const QList<Capture> &captures);

    /// The sets a document holds: one per kind whose captures carry two or more labels.
    [[nodiscard]] static QList<ComparisonSet> fromCaptures(const QList<Capture> &captures);
    [[nodiscard]] static QList<ComparisonSet> fromDocument(const Document &document);

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
    /// False (and no change) when no group has `label` (a group's name or a label as found).
    bool setBaseline(const QString &label);

    [[nodiscard]] ComparisonAlignment alignment() const { return m_alignment; }
    void setAlignment(ComparisonAlignment alignment) { m_alignment = alignment; }

    [[nodiscard]] bool includesSinceBootRows() const { return m_includeSinceBootRows; }
    void setIncludeSinceBootRows(bool include) { m_includeSinceBootRows = include; }

    /// Column keys present in at least one run, in the order first seen.
    [[nodiscard]] QStringList metricKeys() const;
    /// The pooled values of `key` for group `index`: every run's samples, NaN skipped.
    [[nodiscard]] std::vector<double> values(qsizetype index, QStringView key) const;
    /// The runs of group `index` one after another on the chosen alignment's axis (a later
    /// run starts one interval, or one index, after the end of the one before).
    [[nodiscard]] AlignedSeries alignedSeries(qsizetype index, QStringView key) const;

private:
    [[nodiscard]] qsizetype firstRow(const TimeSeries &run) const;

    CaptureKind m_kind = CaptureKind::Vmstat;
    QList<ComparisonGroup> m_groups;
    QList<ComparisonGroup> m_setAside;
    qsizetype m_baseline = 0;
    ComparisonAlignment m_alignment = ComparisonAlignment::ElapsedTime;
    bool m_includeSinceBootRows = false;
};

} // namespace vmscope
