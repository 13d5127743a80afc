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

} // namespace

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

TestResult welchTTest(const std::vector<double> &a, const std::vector<double> &b)
{
    const std::vector<double> x = withoutNaN(a);
    const std::vector<double> y = withoutNaN(b);
    if (x.size() < 2 || y.size() < 2) {
        return undefinedTest();
    }
    const double meanX = meanOf(x);
    const double meanY = meanOf(y);
    // Squared standard errors of the two means.
    const double errorX = squaredDeviations(x, meanX) / double(x.size() - 1) / double(x.size());
    const double errorY = squaredDeviations(y, meanY) / double(y.size() - 1) / double(y.size());
    if (errorX + errorY == 0) {
        return undefinedTest();
    }
    const double t = (meanX - meanY) / std::sqrt(errorX + errorY);
    const double df = (errorX + errorY) * (errorX + errorY)
        / (errorX * errorX / double(x.size() - 1) + errorY * errorY / double(y.size() - 1));
    const boost::math::students_t distribution(df);
    const double p = 2 * boost::math::cdf(boost::math::complement(distribution, std::abs(t)));
    return TestResult{.statistic = t, .z = 0, .degreesOfFreedom = df, .pValue = std::min(p, 1.0)};
}

TestResult mannWhitneyU(const std::vector<double> &a, const std::vector<double> &b)
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
    const double variance = nx * ny / 12 * ((total + 1) - tieTerm / (total * (total - 1)));
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
    const std::vector<double> baselineValues = set.values(set.baseline(), key);
    const SampleSummary baselineSummary = summarizeSample(baselineValues);
    for (qsizetype index = 0; index < set.size(); ++index) {
        const std::vector<double> values = set.values(index, key);
        LabelStatistics row{.label = set.groups().at(index).label,
            .summary = summarizeSample(values), .isBaseline = index == set.baseline(),
            .deltaPercent = notANumber, .welch = undefinedTest(),
            .mannWhitney = undefinedTest(), .method = SignificanceMethod::None,
            .pValue = notANumber, .significant = false, .verdict = 0};
        if (!row.isBaseline) {
            if (row.summary.n > 0 && baselineSummary.n > 0 && baselineSummary.mean != 0) {
                row.deltaPercent = (row.summary.mean - baselineSummary.mean)
                    / std::abs(baselineSummary.mean) * 100;
            }
            row.welch = welchTTest(values, baselineValues);
            row.mannWhitney = mannWhitneyU(values, baselineValues);
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
        comparison.rows.append(row);
    }
    return comparison;
}

} // namespace vmscope
