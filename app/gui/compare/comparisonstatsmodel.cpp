// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/compare/comparisonstatsmodel.h"

#include "app/charts/linepalette.h"
#include "core/model/column.h"

#include <QColor>
#include <QFont>
#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Okabe-Ito bluish green and vermilion, faint enough to read black or white text on.
QColor verdictColor(int verdict)
{
    QColor color = verdict > 0 ? QColor(0x00, 0x9e, 0x73) : QColor(0xd5, 0x5e, 0x00);
    color.setAlpha(90);
    return color;
}

QString directionText(BetterDirection direction)
{
    switch (direction) {
    case BetterDirection::Higher:
        return ComparisonStatsModel::tr("higher is better");
    case BetterDirection::Lower:
        return ComparisonStatsModel::tr("lower is better");
    case BetterDirection::Unknown:
        break;
    }
    return ComparisonStatsModel::tr("no better direction");
}

} // namespace

ComparisonStatsModel::ComparisonStatsModel(QObject *parent)
    : SortableTableModel(parent)
{
}

void ComparisonStatsModel::setComparisons(const QList<MetricComparison> &comparisons,
    const QHash<QString, QString> &units, const QHash<QString, QColor> &colors)
{
    beginResetModel();
    m_comparisons = comparisons;
    m_units = units;
    m_colors = colors;
    m_rows.clear();
    for (qsizetype c = 0; c < m_comparisons.size(); ++c) {
        for (qsizetype r = 0; r < m_comparisons.at(c).rows.size(); ++r) {
            m_rows.append({ c, r });
        }
    }
    endResetModel();
}

const MetricComparison &ComparisonStatsModel::comparisonOf(int row) const
{
    return m_comparisons.at(m_rows.at(row).first);
}

const LabelStatistics &ComparisonStatsModel::statisticsOf(int row) const
{
    return comparisonOf(row).rows.at(m_rows.at(row).second);
}

int ComparisonStatsModel::firstRowOf(const QString &key) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (comparisonOf(row).key == key) {
            return row;
        }
    }
    return -1;
}

bool ComparisonStatsModel::isNumeric(int column) const
{
    return column != Metric && column != Label && column != Test;
}

int ComparisonStatsModel::decimalsOf(const MetricComparison &comparison) const
{
    // 15480 needs no decimals, a load average of 0.42 two.
    double largest = 0;
    for (const LabelStatistics &row : comparison.rows) {
        if (!std::isnan(row.summary.max)) {
            largest = std::max({ largest, std::abs(row.summary.max), std::abs(row.summary.min) });
        }
    }
    return largest >= 1000 ? 0 : largest >= 10 ? 1 : 2;
}

double ComparisonStatsModel::numericValue(int row, int column) const
{
    const LabelStatistics &stats = statisticsOf(row);
    const SampleSummary &s = stats.summary;
    switch (column) {
    case N:
        return double(s.n);
    case Mean:
        return s.mean;
    case Median:
        return s.median;
    case Min:
        return s.min;
    case Max:
        return s.max;
    case Stddev:
        return s.stddev;
    case P95:
        return s.p95;
    case Delta:
        return stats.deltaPercent;
    case PValue:
        return stats.pValue;
    case EffectiveN:
        return stats.isBaseline || stats.method == SignificanceMethod::None ? std::nan("")
                                                                            : stats.testedN();
    default:
        return std::nan("");
    }
}

QVariant ComparisonStatsModel::display(int row, int column) const
{
    const MetricComparison &comparison = comparisonOf(row);
    const LabelStatistics &stats = statisticsOf(row);
    const bool firstOfMetric = m_rows.at(row).second == 0;
    const QLocale locale;
    const double value = numericValue(row, column);
    switch (column) {
    case Metric: {
        if (!firstOfMetric) {
            return QString(); // the metric names its group of rows once
        }
        const QString unit = unitName(m_units.value(comparison.key));
        return unit.isEmpty() ? comparison.key : tr("%1 (%2)").arg(comparison.key, unit);
    }
    case Label:
        return stats.label;
    case N:
        return locale.toString(stats.summary.n);
    case EffectiveN:
        return std::isnan(value) ? QString() : locale.toString(value, 'f', 1);
    case Delta:
        if (stats.isBaseline) {
            return tr("baseline");
        }
        return std::isnan(value)
            ? u"–"_s
            : QString((value > 0 ? u"+"_s : QString()) + locale.toString(value, 'f', 1) + u" %"_s);
    case PValue:
        if (stats.isBaseline || std::isnan(value)) {
            return u"–"_s;
        }
        return QString((value < 0.001 ? u"< 0.001"_s : locale.toString(value, 'f', 3))
            + (stats.significant ? u" ★"_s : QString()));
    case Test:
        if (stats.isBaseline) {
            return QString();
        }
        return stats.method == SignificanceMethod::Welch      ? tr("Welch t")
            : stats.method == SignificanceMethod::MannWhitney ? tr("Mann-Whitney U")
                                                              : u"–"_s;
    default:
        return std::isnan(value) ? u"–"_s : locale.toString(value, 'f', decimalsOf(comparison));
    }
}

QString ComparisonStatsModel::toolTip(int row, int column) const
{
    const MetricComparison &comparison = comparisonOf(row);
    const LabelStatistics &stats = statisticsOf(row);
    switch (column) {
    case Metric:
        return tr("%1: %2").arg(comparison.key, directionText(comparison.better));
    case Delta:
    case PValue:
        if (stats.isBaseline) {
            return tr("The other labels are compared against this one");
        }
        if (stats.verdict != 0) {
            return stats.verdict > 0 ? tr("Significantly better than the baseline (p < 0.05)")
                                     : tr("Significantly worse than the baseline (p < 0.05)");
        }
        return stats.significant
            ? tr("Significant (p < 0.05); %1").arg(directionText(comparison.better))
            : tr("Not significant: the difference may be chance (p ≥ 0.05)");
    case EffectiveN:
    case Test:
        if (stats.isBaseline || stats.method == SignificanceMethod::None) {
            return QString();
        }
        return tr("Successive samples of a run are alike (lag-1 autocorrelation r = %1 here): "
                  "the test takes the %2 samples as worth %3 independent ones, "
                  "n (1 − r) / (1 + r). Mann-Whitney U when either sample is skewed "
                  "(|skewness| > 1), else Welch's t.")
            .arg(QLocale().toString(stats.method == SignificanceMethod::MannWhitney
                         ? stats.rankAutocorrelation
                         : stats.autocorrelation,
                     'f', 2),
                QLocale().toString(stats.summary.n),
                QLocale().toString(stats.testedN(), 'f', 1));
    default:
        return QString();
    }
}

QVariant ComparisonStatsModel::otherData(int row, int column, int role) const
{
    const LabelStatistics &stats = statisticsOf(row);
    switch (role) {
    case Qt::FontRole: {
        QFont font;
        font.setBold((column == PValue && stats.significant) || (column == Metric));
        font.setItalic(stats.isBaseline && column == Delta);
        return font;
    }
    case Qt::DecorationRole:
        // The label's colour on the charts above.
        if (column != Label) {
            return QVariant();
        }
        return m_colors.value(stats.label, lineColor(m_rows.at(row).second));
    case Qt::BackgroundRole:
        if ((column == Delta || column == PValue) && stats.verdict != 0) {
            return verdictColor(stats.verdict);
        }
        return QVariant();
    case RawValueRole:
        return numericValue(row, column);
    case VerdictRole:
        return stats.verdict;
    default:
        return QVariant();
    }
}

std::span<const SortableTableModel::ColumnText> ComparisonStatsModel::columnTexts() const
{
    static constexpr ColumnText texts[] = {
        { QT_TR_NOOP("Metric") },
        { QT_TR_NOOP("Label") },
        { QT_TR_NOOP("n"),
            QT_TR_NOOP("Samples of the label's runs (vmstat's since-boot first row left out)") },
        { QT_TR_NOOP("Mean") },
        { QT_TR_NOOP("Median") },
        { QT_TR_NOOP("Min") },
        { QT_TR_NOOP("Max") },
        { QT_TR_NOOP("Stddev"), QT_TR_NOOP("Sample standard deviation (n − 1)") },
        { QT_TR_NOOP("p95"), QT_TR_NOOP("95th percentile, interpolated between samples") },
        { QT_TR_NOOP("Δ mean"), QT_TR_NOOP("Change of the mean against the baseline, in %") },
        { QT_TR_NOOP("p"),
            QT_TR_NOOP("Two-sided p-value against the baseline; ★ marks p < 0.05") },
        { QT_TR_NOOP("n eff."),
            QT_TR_NOOP("What the samples are worth as independent ones, after the "
                       "autocorrelation within runs: the n the test used") },
        { QT_TR_NOOP("Test") },
    };
    static_assert(std::size(texts) == ColumnCount);
    return texts;
}

} // namespace vmscope
