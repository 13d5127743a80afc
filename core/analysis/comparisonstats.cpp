// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/comparisonstats.h"

#include "core/analysis/comparisonset.h"
#include "core/model/stableid.h"

#include <boost/math/distributions/normal.hpp>
#include <boost/math/distributions/students_t.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();

double meanOf(const std::vector<double> &values)
{
    return std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
}

/// Sum of squared deviations from `mean`.
double squaredDeviations(const std::vector<double> &values, double mean)
{
    double sum = 0;
    for (const double value : values) {
        sum += (value - mean) * (value - mean);
    }
    return sum;
}

/// R type 7: h = (n - 1) q, between the order statistics around h. `sorted` is not empty.
double quantile(const std::vector<double> &sorted, double q)
{
    const double h = double(sorted.size() - 1) * q;
    const auto below = std::size_t(std::floor(h));
    const std::size_t above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (h - double(below)) * (sorted[above] - sorted[below]);
}

double skewnessOf(const std::vector<double> &values, double mean)
{
    const auto n = double(values.size());
    if (values.size() < 3) {
        return notANumber;
    }
    double m2 = 0;
    double m3 = 0;
    for (const double value : values) {
        const double d = value - mean;
        m2 += d * d;
        m3 += d * d * d;
    }
    m2 /= n;
    m3 /= n;
    if (m2 == 0) {
        return 0; // all equal: nothing lopsided about it
    }
    return std::sqrt(n * (n - 1)) / (n - 2) * m3 / std::pow(m2, 1.5);
}

std::vector<double> withoutNaN(const std::vector<double> &values)
{
    std::vector<double> present;
    present.reserve(values.size());
    std::copy_if(values.begin(), values.end(), std::back_inserter(present),
                 [](double value) { return !std::isnan(value); });
    return present;
}

TestResult undefinedTest()
{
    return TestResult{
        .statistic = notANumber, .z = notANumber, .degreesOfFreedom = notANumber,
        .pValue = notANumber};
}

SignificanceMethod chooseMethod(const SampleSummary &a, const SampleSummary &b)
{
    if (a.n < 2 || b.n < 2) {
        return SignificanceMethod::None;
    }
    const auto skewed = [](double skewness) {
        return std::isnan(skewness) || std::abs(skewness) > skewnessLimit;
    };
    return skewed(a.skewness) || skewed(b.skewness) ? SignificanceMethod::MannWhitney
                                                     : SignificanceMethod::Welch;
}

/// Ranks (1-based, ties averaged) of every value of `runs` among all of them, run by run.
std::vector<std::vector<double>> ranksOf(const std::vector<std::vector<double>> &runs)
{
    std::vector<std::pair<double, std::pair<std::size_t, std::size_t>>> all; // value, run, row
    for (std::size_t run = 0; run < runs.size(); ++run) {
        for (std::size_t row = 0; row < runs[run].size(); ++row) {
            all.push_back({runs[run][row], {run, row}});
        }
    }
    std::sort(all.begin(), all.end(),
        [](const auto &l, const auto &r) { return l.first < r.first; });
    std::vector<std::vector<double>> ranks(runs.size());
    for (std::size_t run = 0; run < runs.size(); ++run) {
        ranks[run].resize(runs[run].size());
    }
    for (std::size_t first = 0; first < all.size();) {
        std::size_t end = first;
        while (end < all.size() && all[end].first == all[first].first) {
            ++end;
        }
        const double rank = (double(first + 1) + double(end)) / 2;
        for (std::size_t i = first; i < end; ++i) {
            ranks[all[i].second.first][all[i].second.second] = rank;
        }
        first = end;
    }
    return ranks;
}

/// The n a test uses: `effective` when given (> 0), else the sample's own.
double testedSize(double effective, std::size_t n)
{
    return effective > 0 ? std::min(effective, double(n)) : double(n);
}

} // namespace

double lagOneAutocorrelation(const std::vector<std::vector<double>> &runs)
{
    // Pooled over the runs: each deviates from its own mean, and only pairs within a run
    // count, so a step between two runs is not taken as a slow drift.
    double lagged = 0;
    double squares = 0;
    std::size_t n = 0;
    for (const std::vector<double> &raw : runs) {
        const std::vector<double> run = withoutNaN(raw);
        if (run.empty()) {
            continue;
        }
        const double mean = meanOf(run);
        for (std::size_t i = 0; i < run.size(); ++i) {
            squares += (run[i] - mean) * (run[i] - mean);
            if (i > 0) {
                lagged += (run[i] - mean) * (run[i - 1] - mean);
            }
        }
        n += run.size();
    }
    return n < 3 || squares == 0 ? notANumber : lagged / squares;
}

double rankLagOneAutocorrelation(const std::vector<std::vector<double>> &runs)
{
    std::vector<std::vector<double>> present;
    for (const std::vector<double> &run : runs) {
        present.push_back(withoutNaN(run));
    }
    return lagOneAutocorrelation(ranksOf(present));
}

double effectiveSampleSize(qsizetype n, double r)
{
    const double clamped = std::isnan(r) ? 0.0 : std::clamp(r, 0.0, maxAutocorrelation);
    const double effective = double(n) * (1 - clamped) / (1 + clamped);
    return std::max(effective, std::min(2.0, double(n)));
}

MetricDirections MetricDirections::defaults()
{
    MetricDirections directions;
    for (const QString &key : {u"bi"_s, u"bo"_s, u"us"_s, u"id"_s}) {
        directions.set(key, BetterDirection::Higher);
    }
    for (const QString &key : {u"b"_s, u"w"_s, u"si"_s, u"so"_s, u"wa"_s, u"st"_s, u"sy"_s}) {
        directions.set(key, BetterDirection::Lower);
    }
    return directions;
}

SampleSummary summarizeSample(std::vector<double> values)
{
    std::vector<double> sorted = withoutNaN(values);
    if (sorted.empty()) {
        return SampleSummary{.n = 0, .mean = notANumber, .median = notANumber,
            .min = notANumber, .max = notANumber, .stddev = notANumber, .p95 = notANumber,
            .skewness = notANumber};
    }
    std::sort(sorted.begin(), sorted.end());
    const double mean = meanOf(sorted);
    const std::size_t n = sorted.size();
    return SampleSummary{
        .n = qsizetype(n),
        .mean = mean,
        .median = quantile(sorted, 0.5),
        .min = sorted.front(),
        .max = sorted.back(),
        .stddev = n < 2 ? notANumber : std::sqrt(squaredDeviations(sorted, mean) / double(n - 1)),
        .p95 = quantile(sorted, 0.95),
        .skewness = skewnessOf(sorted, mean)};
}

TestResult welchTTest(const std::vector<double> &a, const std::vector<double> &b,
    double effectiveA, double effectiveB)
{
    const std::vector<double> x = withoutNaN(a);
    const std::vector<double> y = withoutNaN(b);
    if (x.size() < 2 || y.size() < 2) {
        return undefinedTest();
    }
    const double meanX = meanOf(x);
    const double meanY = meanOf(y);
    const double nX = testedSize(effectiveA, x.size());
    const double nY = testedSize(effectiveB, y.size());
    // Squared standard errors of the two means.
    const double errorX = squaredDeviations(x, meanX) / double(x.size() - 1) / nX;
    const double errorY = squaredDeviations(y, meanY) / double(y.size() - 1) / nY;
    if (errorX + errorY == 0) {
        return undefinedTest();
    }
    const double t = (meanX - meanY) / std::sqrt(errorX + errorY);
    const double df = (errorX + errorY) * (errorX + errorY)
        / (errorX * errorX / (nX - 1) + errorY * errorY / (nY - 1));
    const boost::math::students_t distribution(df);
    const double p = 2 * boost::math::cdf(boost::math::complement(distribution, std::abs(t)));
    return TestResult{.statistic = t, .z = 0, .degreesOfFreedom = df, .pValue = std::min(p, 1.0)};
}

TestResult mannWhitneyU(const std::vector<double> &a, const std::vector<double> &b,
    double effectiveA, double effectiveB)
{
    const std::vector<double> x = withoutNaN(a);
    const std::vector<double> y = withoutNaN(b);
    if (x.empty() || y.empty()) {
        return undefinedTest();
    }
    // Pool the values with their sample, rank them, ties getting the mean of their ranks.
    std::vector<std::pair<double, bool>> pooled; // value, from x
    for (const double value : x) {
        pooled.emplace_back(value, true);
    }
    for (const double value : y) {
        pooled.emplace_back(value, false);
    }
    std::sort(pooled.begin(), pooled.end(),
              [](const auto &l, const auto &r) { return l.first < r.first; });
    double rankSumX = 0;
    double tieTerm = 0; // sum of t^3 - t over the groups of t tied values
    for (std::size_t first = 0; first < pooled.size();) {
        std::size_t end = first;
        while (end < pooled.size() && pooled[end].first == pooled[first].first) {
            ++end;
        }
        const double rank = (double(first + 1) + double(end)) / 2; // ranks are 1-based
        for (std::size_t i = first; i < end; ++i) {
            rankSumX += pooled[i].second ? rank : 0;
        }
        const auto tied = double(end - first);
        tieTerm += tied * tied * tied - tied;
        first = end;
    }
    const auto nx = double(x.size());
    const auto ny = double(y.size());
    const double total = nx + ny;
    const double u = rankSumX - nx * (nx + 1) / 2;
    const double expected = nx * ny / 2;
    // Autocorrelation within a sample widens the spread of its mean rank by nx / effective.
    const double inflation = (1 / testedSize(effectiveA, x.size()) + 1 / testedSize(effectiveB, y.size()))
        / (1 / nx + 1 / ny);
    const double variance
        = nx * ny / 12 * ((total + 1) - tieTerm / (total * (total - 1))) * inflation;
    if (variance <= 0) {
        return TestResult{.statistic = u, .z = notANumber, .degreesOfFreedom = 0,
            .pValue = notANumber};
    }
    const double distance = std::max(0.0, std::abs(u - expected) - 0.5); // continuity
    const double z = std::copysign(distance / std::sqrt(variance), u - expected);
    const boost::math::normal standard;
    const double p = 2 * boost::math::cdf(boost::math::complement(standard, std::abs(z)));
    return TestResult{.statistic = u, .z = z, .degreesOfFreedom = 0, .pValue = std::min(p, 1.0)};
}

QString significanceMethodId(SignificanceMethod method)
{
    static constexpr StableId<SignificanceMethod> ids[] { { SignificanceMethod::Welch, u"welch" },
        { SignificanceMethod::MannWhitney, u"mann-whitney" } };
    return stableIdOf(ids, method, u"none");
}

MetricComparison compareMetric(const ComparisonSet &set, const QString &key,
                               const MetricDirections &directions)
{
    MetricComparison comparison{.key = key, .better = directions.of(key),
        .baseline = set.baseline(), .rows = {}};
    QList<LabelStatistics> rows;
    for (qsizetype index = 0; index < set.size(); ++index) {
        // Autocorrelation needs each run on its own, the summaries all samples together.
        const std::vector<std::vector<double>> runs = set.runValues(index, key);
        const SampleSummary summary = summarizeSample(set.values(index, key));
        const double r = lagOneAutocorrelation(runs);
        const double rankR = rankLagOneAutocorrelation(runs);
        rows.append(LabelStatistics{.label = set.groups().at(index).label, .summary = summary,
            .autocorrelation = r, .rankAutocorrelation = rankR,
            .effectiveN = effectiveSampleSize(summary.n, r),
            .rankEffectiveN = effectiveSampleSize(summary.n, rankR),
            .isBaseline = index == set.baseline(), .deltaPercent = notANumber,
            .welch = undefinedTest(), .mannWhitney = undefinedTest(),
            .method = SignificanceMethod::None, .pValue = notANumber, .significant = false,
            .verdict = 0});
    }
    if (rows.isEmpty()) {
        return comparison; // every run left out or kept out: nothing to test
    }
    const std::vector<double> baselineValues = set.values(set.baseline(), key);
    const LabelStatistics base = rows.at(set.baseline()); // a copy: `rows` changes below
    const SampleSummary &baselineSummary = base.summary;
    for (qsizetype index = 0; index < set.size(); ++index) {
        LabelStatistics &row = rows[index];
        const std::vector<double> values = set.values(index, key);
        if (!row.isBaseline) {
            if (row.summary.n > 0 && baselineSummary.n > 0 && baselineSummary.mean != 0) {
                row.deltaPercent = (row.summary.mean - baselineSummary.mean)
                    / std::abs(baselineSummary.mean) * 100;
            }
            row.welch = welchTTest(values, baselineValues, row.effectiveN, base.effectiveN);
            row.mannWhitney
                = mannWhitneyU(values, baselineValues, row.rankEffectiveN, base.rankEffectiveN);
            row.method = chooseMethod(row.summary, baselineSummary);
            row.pValue = row.method == SignificanceMethod::Welch ? row.welch.pValue
                : row.method == SignificanceMethod::MannWhitney  ? row.mannWhitney.pValue
                                                                 : notANumber;
            if (std::isnan(row.pValue)) {
                row.method = SignificanceMethod::None;
            }
            row.significant = row.pValue < significanceLevel; // false for NaN
            const double change = row.summary.mean - baselineSummary.mean;
            if (row.significant && comparison.better != BetterDirection::Unknown && change != 0) {
                const bool higher = change > 0;
                row.verdict = higher == (comparison.better == BetterDirection::Higher) ? 1 : -1;
            }
        }
    }
    comparison.rows = rows;
    return comparison;
}

} // namespace vmscope
