// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/resultchart.h"

#include "app/charts/linepalette.h"
#include "app/charts/valueformat.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::ResultChart)
};

/// Flagged runs (INVALID) stand out in a dark red that no line of the palette has.
QColor flaggedColor()
{
    return QColor(0xb0, 0x00, 0x20);
}
/// Beyond this many groups the row keys are turned on end to stay apart.
constexpr qsizetype uprightLabelsFrom = 12;
/// Keys this short (thread counts) fit side by side even in many groups.
constexpr qsizetype shortCategory = 4;

QString withUnit(const QString &name, const QString &unit)
{
    return unit.isEmpty() ? name : name + u" ("_s + unit + u')';
}

bool numericKeys(const ResultTable &table)
{
    return !table.rows.isEmpty()
        && std::all_of(table.rows.cbegin(), table.rows.cend(), [](const ResultRow &row) {
               bool ok = false;
               row.key.toDouble(&ok);
               return ok;
           });
}

QValueAxis *addValueAxis(QChart *chart, const QString &title, Qt::Alignment alignment)
{
    auto *axis = new QValueAxis(chart);
    axis->setTitleText(title);
    chart->addAxis(axis, alignment);
    return axis;
}

/// Zero-based axis with round ticks over the largest value, labelled without decimals that
/// say nothing ("2000", not "2000.0").
void fitValueAxis(QValueAxis *axis, double largest)
{
    axis->setRange(0.0, largest > 0.0 ? largest * 1.05 : 1.0);
    axis->applyNiceNumbers();
    axis->setLabelFormat(largest >= 10.0 ? u"%.0f"_s : u"%.2f"_s);
}

void addLoadLines(QChart *chart, const QList<LabelledResultTable> &tables)
{
    const ResultTable &first = tables.constFirst().table;
    QValueAxis *x = addValueAxis(chart, Text::tr("load asked for (IOPS)"), Qt::AlignBottom);
    QValueAxis *y = addValueAxis(
        chart, withUnit(first.columns.value(0), first.units.value(0)), Qt::AlignLeft);
    auto *flagged = new QScatterSeries(chart);
    flagged->setName(Text::tr("INVALID run"));
    flagged->setColor(flaggedColor());
    flagged->setBorderColor(flaggedColor());
    flagged->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    flagged->setMarkerSize(16.0);
    double largestX = 0.0;
    double largestY = 0.0;
    for (qsizetype t = 0; t < tables.size(); ++t) {
        auto *line = new QLineSeries(chart);
        line->setName(tables.at(t).label.isEmpty() ? first.benchmark : tables.at(t).label);
        QPen pen(lineColor(t));
        pen.setWidth(2);
        line->setPen(pen);
        line->setPointsVisible(true);
        QList<QPointF> points;
        for (const ResultRow &row : tables.at(t).table.rows) {
            const QPointF point(row.key.toDouble(), row.values.value(0, std::nan("")));
            if (std::isnan(point.y())) {
                continue;
            }
            points.append(point);
            largestX = std::max(largestX, point.x());
            largestY = std::max(largestY, point.y());
            if (!row.flags.isEmpty()) {
                flagged->append(point);
            }
        }
        line->replace(points);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    chart->addSeries(flagged);
    flagged->attachAxis(x);
    flagged->attachAxis(y);
    fitValueAxis(x, largestX);
    fitValueAxis(y, largestY);
}

void addGroupedBars(QChart *chart, const QList<LabelledResultTable> &tables)
{
    const ResultTable &first = tables.constFirst().table;
    auto *series = new QBarSeries(chart);
    QStringList categories;
    double largest = 0.0;
    const auto addSet = [&](const QString &name, qsizetype colour, const QList<double> &values,
                            const QList<bool> &flags) {
        auto *set = new QBarSet(name, series);
        set->setColor(lineColor(colour));
        set->setSelectedColor(flaggedColor());
        for (qsizetype i = 0; i < values.size(); ++i) {
            const double value = std::isnan(values.at(i)) ? 0.0 : values.at(i);
            set->append(value);
            largest = std::max(largest, value);
            if (flags.value(i)) {
                set->selectBar(int(i));
            }
        }
        series->append(set);
    };
    if (first.columnKind == ResultTable::ColumnKind::Configurations) {
        // A group per row, a bar per kernel column.
        for (const ResultRow &row : first.rows) {
            categories.append(row.flags.isEmpty() ? row.key : row.key + u" ⚠"_s);
        }
        for (qsizetype c = 0; c < first.columnCount(); ++c) {
            QList<double> values;
            QList<bool> flags;
            for (const ResultRow &row : first.rows) {
                values.append(row.values.value(c, std::nan("")));
                flags.append(!row.flags.isEmpty());
            }
            addSet(first.columns.at(c), c, values, flags);
        }
    } else {
        // A group per measure, a bar per table (kernel) and row.
        categories = first.columns;
        qsizetype colour = 0;
        for (const LabelledResultTable &labelled : tables) {
            for (const ResultRow &row : labelled.table.rows) {
                const QString name = labelled.table.rows.size() > 1
                    ? labelled.label + u' ' + row.key
                    : (labelled.label.isEmpty() ? row.key : labelled.label);
                addSet(name, colour++, row.values,
                    QList<bool>(row.values.size(), !row.flags.isEmpty()));
            }
        }
    }
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis(chart);
    x->append(categories);
    qsizetype longest = 0;
    for (const QString &category : std::as_const(categories)) {
        longest = std::max(longest, category.size());
    }
    if (categories.size() >= uprightLabelsFrom && longest > shortCategory) {
        x->setLabelsAngle(-90);
    }
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    const QString unit = first.units.value(0);
    const bool oneUnit = std::all_of(first.units.cbegin(), first.units.cend(),
        [&unit](const QString &other) { return other == unit; });
    QValueAxis *y = addValueAxis(chart, oneUnit ? unit : QString(), Qt::AlignLeft);
    series->attachAxis(y);
    fitValueAxis(y, largest);
}

} // namespace

ResultChartShape resultChartShape(const QList<LabelledResultTable> &tables)
{
    const bool lines = !tables.isEmpty()
        && std::all_of(tables.cbegin(), tables.cend(), [](const LabelledResultTable &labelled) {
               return labelled.table.columnKind == ResultTable::ColumnKind::Measures
                   && labelled.table.sampleCount() > 1 && numericKeys(labelled.table);
           });
    return lines ? ResultChartShape::LoadLines : ResultChartShape::GroupedBars;
}

QChart *buildResultChart(const QList<LabelledResultTable> &tables)
{
    auto *chart = new QChart;
    chart->setLocale(chartLocale()); // axis labels too: "1,5" in German
    chart->setLocalizeNumbers(true);
    chart->legend()->setAlignment(Qt::AlignTop);
    chart->setMargins(QMargins(4, 4, 8, 4));
    if (tables.isEmpty()) {
        return chart;
    }
    const ResultTable &first = tables.constFirst().table;
    // The title of one kernel's runs is not that of the others'.
    const bool ownTitle
        = tables.size() == 1 && !first.title.isEmpty() && first.title != first.benchmark;
    chart->setTitle(ownTitle ? first.benchmark + u": "_s + first.title : first.benchmark);
    if (resultChartShape(tables) == ResultChartShape::LoadLines) {
        addLoadLines(chart, tables);
    } else {
        addGroupedBars(chart, tables);
    }
    return chart;
}

} // namespace vmscope
