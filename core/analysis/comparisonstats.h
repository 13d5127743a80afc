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

/// Welch's unequal-variances t test of mean(a) != mean(b), Student's t distribution from
/// Boost.Math.
[[nodiscard]] TestResult welchTTest(const std::vector<double> &a, const std::vector<double> &b);

/// Mann-Whitney U of a against b: the normal approximation with the tie correction and a
/// continuity correction of 0.5 (as scipy.stats.mannwhitneyu(method="asymptotic")).
[[nodiscard]] TestResult mannWhitneyU(const std::vector<double> &a, const std::vector<double> &b);

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
    bool isBaseline = false;
    double deltaPercent = 0; // (mean - baseline mean) / |baseline mean| * 100; NaN if undefined
    TestResult welch; // against the baseline; NaN p-values on the baseline row
    TestResult mannWhitney;
    SignificanceMethod method = SignificanceMethod::None;
    double pValue = 0; // of `method`; NaN when None
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
/// skewnessLimit (or cannot be computed, n < 3), else Welch's t. Both are always computed.
[[nodiscard]] MetricComparison compareMetric(const ComparisonSet &set, const QString &key,
                                             const MetricDirections &directions);

} // namespace vmscope
