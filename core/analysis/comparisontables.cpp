// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/comparisontables.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Decimals that keep a metric's column readable: 15480 needs none, 0.42 two.
int decimalsFor(const MetricComparison &comparison)
{
    double largest = 0;
    for (const LabelStatistics &row : comparison.rows) {
        if (!std::isnan(row.summary.max)) {
            largest = std::max({largest, std::abs(row.summary.max), std::abs(row.summary.min)});
        }
    }
    return largest >= 1000 ? 0 : largest >= 10 ? 1 : 2;
}

QString numberText(double value, int decimals)
{
    return std::isnan(value) ? u"-"_s : QString::number(value, 'f', decimals);
}

QString deltaText(const LabelStatistics &row)
{
    if (row.isBaseline) {
        return u"base"_s;
    }
    if (std::isnan(row.deltaPercent)) {
        return u"-"_s;
    }
    const QString number = QString::number(row.deltaPercent, 'f', 1);
    return row.deltaPercent >= 0 ? u"+"_s + number : number;
}

QString pValueText(const LabelStatistics &row)
{
    if (row.isBaseline || std::isnan(row.pValue)) {
        return u"-"_s;
    }
    const QString mark = row.significant ? u"*"_s : u" "_s;
    return row.pValue < 0.001 ? u"<0.001"_s + mark : QString::number(row.pValue, 'f', 3) + mark;
}

/// The tested row's effective n, then the baseline's is in its own row's n: "12.4".
QString effectiveNText(const LabelStatistics &row)
{
    return row.method == SignificanceMethod::None ? u"-"_s
                                                  : QString::number(row.testedN(), 'f', 1);
}

QString testText(SignificanceMethod method)
{
    switch (method) {
    case SignificanceMethod::Welch:
        return u"t"_s;
    case SignificanceMethod::MannWhitney:
        return u"U"_s;
    case SignificanceMethod::None:
        break;
    }
    return u"-"_s;
}

QString verdictText(int verdict)
{
    return verdict > 0 ? u"better"_s : verdict < 0 ? u"worse"_s : QString();
}

/// A column of the full table: its title, alignment and cells (one per label).
struct StatsColumn
{
    PlainTable::Column column;
    QStringList cells;
};

QList<StatsColumn> statsColumns(const MetricComparison &comparison)
{
    const int decimals = decimalsFor(comparison);
    QList<StatsColumn> columns{
        {.column = {u"n"_s}, .cells = {}}, {.column = {u"mean"_s}, .cells = {}},
        {.column = {u"median"_s}, .cells = {}}, {.column = {u"min"_s}, .cells = {}},
        {.column = {u"max"_s}, .cells = {}}, {.column = {u"stddev"_s}, .cells = {}},
        {.column = {u"p95"_s}, .cells = {}}, {.column = {u"Δ%"_s}, .cells = {}},
        {.column = {u"p"_s}, .cells = {}}, {.column = {u"n_eff"_s}, .cells = {}},
        {.column = {u"test"_s, PlainTable::Align::Left, false}, .cells = {}},
        {.column = {u"verdict"_s, PlainTable::Align::Left, false}, .cells = {}}};
    for (const LabelStatistics &row : comparison.rows) {
        const SampleSummary &s = row.summary;
        const QStringList cells{QString::number(s.n), numberText(s.mean, decimals),
            numberText(s.median, decimals), numberText(s.min, decimals),
            numberText(s.max, decimals), numberText(s.stddev, decimals),
            numberText(s.p95, decimals), deltaText(row), pValueText(row),
            row.isBaseline ? QString() : effectiveNText(row),
            row.isBaseline ? QString() : testText(row.method), verdictText(row.verdict)};
        for (qsizetype i = 0; i < cells.size(); ++i) {
            columns[i].cells.append(cells.at(i));
        }
    }
    return columns;
}

qsizetype widthOf(const StatsColumn &column)
{
    qsizetype width = column.column.title.size();
    for (const QString &cell : column.cells) {
        width = std::max(width, cell.size());
    }
    return width;
}

/// Of statsColumns(): Δ%, where the comparison with the baseline starts.
constexpr qsizetype firstTestColumn = 7;

/// Longer labels are cut (PlainTable's elastic column) rather than pushing numbers out.
constexpr qsizetype maxLabelWidth = 16;
constexpr qsizetype columnGap = 2;

} // namespace

QList<PlainTable> comparisonTables(const MetricComparison &comparison, int maxWidth)
{
    qsizetype labelWidth = 5;
    for (const LabelStatistics &row : comparison.rows) {
        labelWidth = std::max(labelWidth, row.label.size());
    }
    labelWidth = std::min(labelWidth, maxLabelWidth);

    // Greedy: as many columns per table as fit beside the label column; the change, the
    // p-value, the n it counted and the test stay in one table when they fit in one.
    const QList<StatsColumn> all = statsColumns(comparison);
    const qsizetype testFirst = firstTestColumn;
    qsizetype testWidth = 0;
    for (qsizetype i = testFirst; i < all.size(); ++i) {
        testWidth += widthOf(all.at(i)) + columnGap;
    }
    QList<QList<StatsColumn>> parts;
    qsizetype used = labelWidth;
    for (qsizetype i = 0; i < all.size(); ++i) {
        const StatsColumn &column = all.at(i);
        const qsizetype width = widthOf(column) + columnGap;
        const bool keepTogether = i == testFirst && labelWidth + testWidth <= maxWidth
            && used + testWidth > maxWidth;
        if (parts.isEmpty()
            || ((used + width > maxWidth || keepTogether) && !parts.last().isEmpty())) {
            parts.append(QList<StatsColumn>{});
            used = labelWidth;
        }
        parts.last().append(column);
        used += width;
    }

    QList<PlainTable> tables;
    for (const QList<StatsColumn> &part : parts) {
        QList<PlainTable::Column> columns{{u"label"_s, PlainTable::Align::Left, true}};
        for (const StatsColumn &column : part) {
            columns.append(column.column);
        }
        PlainTable table(columns);
        for (qsizetype row = 0; row < comparison.rows.size(); ++row) {
            QStringList cells{comparison.rows.at(row).label};
            for (const StatsColumn &column : part) {
                cells.append(column.cells.at(row));
            }
            table.addRow(cells);
        }
        tables.append(table);
    }
    return tables;
}

QString comparisonText(const QList<MetricComparison> &comparisons, int maxWidth)
{
    QString text;
    for (const MetricComparison &comparison : comparisons) {
        if (!text.isEmpty()) {
            text += u'\n';
        }
        const QString direction = comparison.better == BetterDirection::Higher
            ? u"higher is better"_s
            : comparison.better == BetterDirection::Lower ? u"lower is better"_s
                                                          : u"no better direction"_s;
        const QString baseline = comparison.rows.isEmpty()
            ? QString()
            : comparison.rows.at(comparison.baseline).label;
        text += comparison.key + u" ("_s + direction + u"), baseline "_s + baseline + u'\n';
        for (const PlainTable &table : comparisonTables(comparison, maxWidth)) {
            text += table.toText(maxWidth);
        }
    }
    text += u"\n* p < 0.05. test: t = Welch's t, U = Mann-Whitney U (when a sample is\n"
            "skewed, |skewness| > 1), each with n_eff = n(1-r)/(1+r) for the lag-1\n"
            "autocorrelation r within runs. Δ% = change of the mean against the\n"
            "baseline.\n"_s;
    return text;
}

PlainTable comparisonCsvTable(const QList<MetricComparison> &comparisons)
{
    PlainTable table({{u"metric"_s}, {u"label"_s}, {u"baseline"_s}, {u"n"_s}, {u"mean"_s},
        {u"median"_s}, {u"min"_s}, {u"max"_s}, {u"stddev"_s}, {u"p95"_s}, {u"delta_percent"_s},
        {u"lag1_autocorrelation"_s}, {u"n_eff"_s}, {u"test"_s}, {u"p"_s}, {u"significant"_s},
        {u"verdict"_s}});
    const auto number = [](double value) -> QString {
        return std::isnan(value) ? QString() : QString::number(value, 'g', 10);
    };
    for (const MetricComparison &comparison : comparisons) {
        for (const LabelStatistics &row : comparison.rows) {
            const SampleSummary &s = row.summary;
            table.addRow({comparison.key, row.label, row.isBaseline ? u"yes"_s : u"no"_s,
                QString::number(s.n), number(s.mean), number(s.median), number(s.min),
                number(s.max), number(s.stddev), number(s.p95), number(row.deltaPercent),
                // r and n of the test reported; the baseline has none of its own.
                row.isBaseline ? QString() : number(row.method == SignificanceMethod::MannWhitney
                        ? row.rankAutocorrelation
                        : row.autocorrelation),
                row.isBaseline || row.method == SignificanceMethod::None
                    ? QString()
                    : number(row.testedN()),
                significanceMethodId(row.method), number(row.pValue),
                row.significant ? u"yes"_s : u"no"_s, verdictText(row.verdict)});
        }
    }
    return table;
}

namespace {

/// NaN and infinities have no JSON form: null.
QJsonValue jsonNumber(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonObject testJson(const TestResult &test, bool welch, double autocorrelation, double n)
{
    QJsonObject json{{u"statistic"_s, jsonNumber(test.statistic)},
        {u"p"_s, jsonNumber(test.pValue)},
        {u"lag1_autocorrelation"_s, jsonNumber(autocorrelation)},
        {u"n_eff"_s, jsonNumber(n)}};
    json.insert(welch ? u"df"_s : u"z"_s, jsonNumber(welch ? test.degreesOfFreedom : test.z));
    return json;
}

} // namespace

QJsonObject comparisonToJson(const QList<MetricComparison> &comparisons)
{
    QJsonArray metrics;
    for (const MetricComparison &comparison : comparisons) {
        QJsonArray rows;
        for (const LabelStatistics &row : comparison.rows) {
            const SampleSummary &s = row.summary;
            rows.append(QJsonObject{{u"label"_s, row.label},
                {u"baseline"_s, row.isBaseline}, {u"n"_s, qint64(s.n)},
                {u"mean"_s, jsonNumber(s.mean)}, {u"median"_s, jsonNumber(s.median)},
                {u"min"_s, jsonNumber(s.min)}, {u"max"_s, jsonNumber(s.max)},
                {u"stddev"_s, jsonNumber(s.stddev)}, {u"p95"_s, jsonNumber(s.p95)},
                {u"skewness"_s, jsonNumber(s.skewness)},
                {u"delta_percent"_s, jsonNumber(row.deltaPercent)},
                {u"welch"_s, testJson(row.welch, true, row.autocorrelation, row.effectiveN)},
                {u"mann_whitney"_s, testJson(row.mannWhitney, false, row.rankAutocorrelation,
                                         row.rankEffectiveN)},
                {u"test"_s, significanceMethodId(row.method)}, {u"p"_s, jsonNumber(row.pValue)},
                {u"significant"_s, row.significant},
                {u"verdict"_s, row.verdict > 0 ? u"better"_s
                         : row.verdict < 0    ? u"worse"_s
                                              : u"none"_s}});
        }
        metrics.append(QJsonObject{{u"key"_s, comparison.key},
            {u"better"_s, betterDirectionId(comparison.better)},
            {u"baseline"_s, comparison.rows.isEmpty()
                                 ? QString()
                                 : comparison.rows.at(comparison.baseline).label},
            {u"rows"_s, rows}});
    }
    return QJsonObject{{u"metrics"_s, metrics}, {u"significance_level"_s, significanceLevel},
        {u"skewness_limit"_s, skewnessLimit},
        {u"autocorrelation"_s, u"n_eff = n(1-r)/(1+r), r = lag-1 within runs"_s}};
}

} // namespace vmscope
