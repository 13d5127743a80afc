// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capturelist.h"
#include "core/analysis/comparisonset.h"
#include "core/analysis/comparisonstats.h"
#include "core/text/plaintable.h"
#include "core/results/resultcomparison.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace vmscope {

/// What a comparison puts side by side.
enum class ComparisonSubject {
    Statistics, // the vmstat (or top) runs of two or more kernels, per metric
    Results, // one benchmark's result table by kernel
    Profiles, // two or more kernel profiles, by symbol
    Slabs, // two or more slabinfo captures, by cache at their last snapshots
};

/// Stable lowercase id of a subject ("statistics", "results", "profiles", "slabs").
[[nodiscard]] QString comparisonSubjectId(ComparisonSubject subject);

/// How to compute a comparison: what the Compare tab's controls and `compare`'s options say.
struct CompareRequest
{
    QString baseline; // a label (or the kernel it names); empty = the first
    QStringList labels; // statistics: the labels compared; empty = every one
    RunSelection runs; // statistics: a row per run or per kernel, and the runs left out
    QStringList metrics; // statistics: the columns; empty = defaultComparisonMetrics()
    MetricDirections directions = MetricDirections::defaults();
    QStringList symbolGroups; // profiles: prefixes whose symbols are summed (`journal_*`)
    qsizetype rows = 20; // profiles and slabs: the largest changes the text lists; < 0 = all
    int width = 72; // text
};

/// The metrics a statistics comparison tabulates unless asked for others: writeout,
/// interrupts, context switches and idle time, what the threads argue about; those of them the
/// set has, else its first column.
[[nodiscard]] QStringList defaultComparisonMetrics(const ComparisonSet &set);

/// One thing a reader of a thread compares, as the Compare tab lists it and `vmscope-cli
/// compare` prints it: the runs of one kind by kernel, one benchmark's results by kernel, the
/// profiles, or the slab captures. The tables, the mail text, the CSV and the JSON all come
/// from here, so the GUI and the CLI cannot disagree.
class Comparison
{
public:
    Comparison() = default;

    [[nodiscard]] ComparisonSubject subject() const { return m_subject; }
    /// "vmstat by kernel: 3 labels", "SYSBENCH: 3 rows × 4 kernels", "profiles: 2 captures".
    [[nodiscard]] QString name() const { return m_name; }
    /// The labels a baseline can name, in the order compared (statistics: of the runs as
    /// `runs` groups them).
    [[nodiscard]] QStringList labels(const RunSelection &runs = {}) const;
    /// The captures compared.
    [[nodiscard]] const CaptureList &captures() const { return m_captures; }

    /// Statistics: the runs of the labels asked for, grouped by kernel, the baseline set.
    [[nodiscard]] ComparisonSet set(const CompareRequest &request = {}) const;
    /// Statistics: the metrics the request tabulates.
    [[nodiscard]] QStringList metrics(const CompareRequest &request) const;
    /// Statistics: the tables of metrics(request) over set(request).
    [[nodiscard]] QList<MetricComparison> statistics(const CompareRequest &request) const;
    /// Results: the table with the baseline's column first and deltas against it.
    [[nodiscard]] ResultComparison results(const CompareRequest &request = {}) const;
    /// The profile or slab diff (or the statistics, or the results) as a table.
    [[nodiscard]] PlainTable table(const CompareRequest &request = {}) const;

    /// Why `request` cannot be computed (no such baseline or metric), or empty.
    [[nodiscard]] QString problem(const CompareRequest &request) const;
    /// As a reply to the list quotes it: a heading, what was compared, the tables, within
    /// `request.width` columns.
    [[nodiscard]] QString text(const CompareRequest &request = {}) const;
    /// One table for a spreadsheet.
    [[nodiscard]] QString csv(const CompareRequest &request = {}) const;
    /// For scripts (docs/cli-json.md): `subject`, `name`, and what the subject holds.
    [[nodiscard]] QJsonObject json(const CompareRequest &request = {}) const;

    /// Every comparison `captures` offer, in the order the Compare tab lists them: statistics
    /// of each kind with two or more labels, then the result tables by kernel, the profiles,
    /// the slab captures.
    [[nodiscard]] static QList<Comparison> find(const CaptureList &captures);

private:
    Comparison(ComparisonSubject subject, QString name, CaptureList captures);

    /// Profiles and slabs: the label naming each capture's column (its place when it has no
    /// label; its id added when another has the same label).
    [[nodiscard]] QStringList columnNames() const;
    [[nodiscard]] qsizetype baselineIndex(const CompareRequest &request) const;
    // Of a set already made: building one copies every run, so it is made once per call.
    [[nodiscard]] static QStringList metricsOf(const ComparisonSet &compared,
                                               const CompareRequest &request);
    [[nodiscard]] static QList<MetricComparison> statisticsOf(const ComparisonSet &compared,
                                                              const CompareRequest &request);

    ComparisonSubject m_subject = ComparisonSubject::Statistics;
    QString m_name;
    CaptureList m_captures;
    CaptureKind m_kind = CaptureKind::Vmstat; // statistics
    ResultComparison m_results; // results, with its first column as found
};

} // namespace vmscope
