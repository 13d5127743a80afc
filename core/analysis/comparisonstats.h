// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/betterdirection.h"

#include <QHash>
#include <QList>
#include <QString>

#include <vector>

namespace vmscope {

class ComparisonSet;


/// Per-metric better directions. The defaults are how a kernel developer reads a vmstat or
/// top summary during a throughput test (the seed threads: an FTP upload, a dbench run):
///   higher: bi, bo (I/O done), us (work done for the benchmark), id (headroom)
///   lower:  b, w (blocked, swapped out), si, so (swap traffic), wa, st, sy (kernel overhead)
///   unknown: r, free, buff, cache, swpd, in, cs and everything else: more interrupts or
///   context switches can mean more work done or more overhead, depending on the test.
/// Callers override any key with set().
class MetricDirections
{
public:
    [[nodiscard]] static MetricDirections defaults();

    [[nodiscard]] BetterDirection of(const QString &key) const
    {
        return m_directions.value(key, BetterDirection::Unknown);
    }
    void set(const QString &key, BetterDirection direction) { m_directions.insert(key, direction); }

private:
    QHash<QString, BetterDirection> m_directions;
};

/// Descriptive statistics of the values present (NaN is skipped). With n = 0 everything is
/// NaN; stddev (n - 1 in the denominator) and skewness need n >= 2 (n >= 3) and are NaN below.
struct SampleSummary
{
    qsizetype n = 0;
    double mean = 0;
    double median = 0;
    double min = 0;
    double max = 0;
    double stddev = 0;
    double p95 = 0; // linear interpolation between order statistics (R type 7, numpy's default)
    double skewness = 0; // adjusted Fisher-Pearson G1, as spreadsheets and scipy(bias=False)
};

[[nodiscard]] SampleSummary summarizeSample(std::vector<double> values);

/// A two-sample test's result; pValue is two-sided and NaN when the test is undefined (too
/// few values, or no variance at all).
struct TestResult
{
    double statistic = 0; // Welch: t; Mann-Whitney: U of the first sample
    double z = 0; // Mann-Whitney: the normal score; Welch: 0
    double degreesOfFreedom = 0; // Welch-Satterthwaite; Mann-Whitney: 0
    double pValue = 0;
};

/// Successive samples of `vmstat 1` are not independent: a writeout that is stalled this
/// second is likely stalled the next. The lag-1 autocorrelation r of a sample's runs (each
/// run about its own mean, pairs of successive samples within a run only) says how much;
/// NaN with fewer than three values or no variance. docs/statistics.md has the method.
[[nodiscard]] double lagOneAutocorrelation(const std::vector<std::vector<double>> &runs);
/// The same of the values' ranks within the sample (ties averaged): what the rank test sees.
[[nodiscard]] double rankLagOneAutocorrelation(const std::vector<std::vector<double>> &runs);

/// r above this is taken as this: a run that barely moves is worth about 1/39 of its n.
inline constexpr double maxAutocorrelation = 0.95;

/// How many independent samples `n` AR(1)-like samples with lag-1 autocorrelation r are worth
/// for the variance of their mean: n (1 - r) / (1 + r), r clamped to [0, maxAutocorrelation]
/// (a negative r is not taken as more information than n), never below 2 (or n, if less).
/// NaN r counts as 0.
[[nodiscard]] double effectiveSampleSize(qsizetype n, double r);

/// Welch's unequal-variances t test of mean(a) != mean(b), Student's t distribution from
/// Boost.Math. `effectiveA`/`effectiveB` (effectiveSampleSize()) replace the samples' n in
/// the means' standard errors and in the Welch-Satterthwaite degrees of freedom; 0 = n.
[[nodiscard]] TestResult welchTTest(const std::vector<double> &a, const std::vector<double> &b,
    double effectiveA = 0, double effectiveB = 0);

/// Mann-Whitney U of a against b: the normal approximation with the tie correction and a
/// continuity correction of 0.5 (as scipy.stats.mannwhitneyu(method="asymptotic")).
/// `effectiveA`/`effectiveB` (0 = n) widen U's variance as autocorrelation widens that of
/// each sample's mean rank: by (nA/effA / nA + nB/effB / nB) / (1 / nA + 1 / nB).
[[nodiscard]] TestResult mannWhitneyU(const std::vector<double> &a, const std::vector<double> &b,
    double effectiveA = 0, double effectiveB = 0);

/// Which p-value a table row reports.
enum class SignificanceMethod { None, Welch, MannWhitney };

/// "none", "welch", "mann-whitney".
[[nodiscard]] QString significanceMethodId(SignificanceMethod method);

/// |skewness| above this in either sample makes the mean a poor summary (vmstat's bo in a
/// stalling writeout is mostly zeros and a few 15000s): the rank test is reported then.
inline constexpr double skewnessLimit = 1.0;
inline constexpr double significanceLevel = 0.05;

/// One label's row of a metric's statistics table.
struct LabelStatistics
{
    QString label;
    SampleSummary summary;
    /// Lag-1 autocorrelation within the runs, of the values and of their ranks, and the
    /// effective sample sizes the two tests use (effectiveSampleSize()).
    double autocorrelation = 0;
    double rankAutocorrelation = 0;
    double effectiveN = 0; // Welch's, shown beside the p-value
    double rankEffectiveN = 0; // Mann-Whitney's
    bool isBaseline = false;
    double deltaPercent = 0; // (mean - baseline mean) / |baseline mean| * 100; NaN if undefined
    TestResult welch; // against the baseline; NaN p-values on the baseline row
    TestResult mannWhitney;
    SignificanceMethod method = SignificanceMethod::None;
    double pValue = 0; // of `method`; NaN when None
    /// The effective n of `method` (effectiveN or rankEffectiveN); n when None.
    [[nodiscard]] double testedN() const
    {
        return method == SignificanceMethod::MannWhitney ? rankEffectiveN
            : method == SignificanceMethod::Welch        ? effectiveN
                                                         : double(summary.n);
    }
    bool significant = false; // pValue < significanceLevel
    /// +1 better, -1 worse than the baseline, 0 when not significant or the direction is unknown.
    int verdict = 0;
};

/// A metric across the labels of a set.
struct MetricComparison
{
    QString key;
    BetterDirection better = BetterDirection::Unknown;
    qsizetype baseline = 0; // index into rows
    QList<LabelStatistics> rows; // in the set's label order
};

/// Rule for the reported test: Mann-Whitney when either sample's |skewness| exceeds
/// skewnessLimit (or cannot be computed, n < 3), else Welch's t. Both are always computed,
/// both with the effective sample sizes of the runs' autocorrelation.
[[nodiscard]] MetricComparison compareMetric(const ComparisonSet &set, const QString &key,
                                             const MetricDirections &directions);

} // namespace vmscope
