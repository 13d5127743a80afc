// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/charttheme.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QPalette>
#include <QXYSeries>

namespace vmscope {
namespace {

/// What a theme change resets and the chart must keep.
struct SeriesLook
{
    QPen pen;
    QBrush brush;
    QList<QColor> barColors;
    QList<QColor> barBorders;
};

QList<SeriesLook> lookOf(const QChart *chart)
{
    QList<SeriesLook> looks;
    const QList<QAbstractSeries *> series = chart->series();
    for (const QAbstractSeries *each : series) {
        SeriesLook look;
        if (const auto *xy = qobject_cast<const QXYSeries *>(each)) {
            look.pen = xy->pen();
            look.brush = xy->brush();
        } else if (const auto *area = qobject_cast<const QAreaSeries *>(each)) {
            look.pen = area->pen();
            look.brush = area->brush();
        } else if (const auto *bars = qobject_cast<const QAbstractBarSeries *>(each)) {
            const QList<QBarSet *> sets = bars->barSets();
            for (QBarSet *set : sets) { // color() is not const
                look.barColors.append(set->color());
                look.barBorders.append(set->borderColor());
            }
        }
        looks.append(look);
    }
    return looks;
}

void restoreLook(QChart *chart, const QList<SeriesLook> &looks)
{
    const QList<QAbstractSeries *> series = chart->series();
    for (qsizetype index = 0; index < series.size() && index < looks.size(); ++index) {
        const SeriesLook &look = looks.at(index);
        if (auto *xy = qobject_cast<QXYSeries *>(series.at(index))) {
            xy->setPen(look.pen);
            xy->setBrush(look.brush);
        } else if (auto *area = qobject_cast<QAreaSeries *>(series.at(index))) {
            area->setPen(look.pen);
            area->setBrush(look.brush);
        } else if (auto *bars = qobject_cast<QAbstractBarSeries *>(series.at(index))) {
            const QList<QBarSet *> sets = bars->barSets();
            for (qsizetype set = 0; set < sets.size() && set < look.barColors.size(); ++set) {
                sets.at(set)->setColor(look.barColors.at(set));
                sets.at(set)->setBorderColor(look.barBorders.at(set));
            }
        }
    }
}

} // namespace

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < palette.color(QPalette::Text).lightness();
}

void applyChartTheme(QChart *chart, bool dark)
{
    const QChart::ChartTheme theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (chart->theme() != theme) {
        const QList<SeriesLook> looks = lookOf(chart);
        chart->setTheme(theme);
        restoreLook(chart, looks);
    }
    if (dark) {
        chart->setBackgroundBrush(QColor::fromRgba(darkChartBackground));
    }
    chart->setBackgroundRoundness(0.0);
    chart->setDropShadowEnabled(false);
}

void followPalette(QChart *chart, const QPalette &palette)
{
    applyChartTheme(chart, isDarkPalette(palette));
    const QColor text = palette.color(QPalette::Text);
    QColor grid = palette.color(QPalette::Mid);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(grid);
        grid.setAlpha(120); // grid lines stay behind the data
        axis->setGridLineColor(grid);
        grid.setAlpha(255);
    }
}

} // namespace vmscope
