// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/timechartcontent.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace vmscope {

/// What the chart area shows instead of charts when every capture plotted holds one sample
/// (a `vmstat` run with no interval, a single `top` screen): one sample has no time to draw
/// along, so its values go in a table, a row per metric and a column per capture in its
/// colour, in the unit each metric's axis would use.
class SnapshotTable : public QWidget
{
    Q_OBJECT

public:
    explicit SnapshotTable(QWidget *parent = nullptr);

    /// True when each line of `contents` has at most one sample, and some line has one.
    [[nodiscard]] static bool holdsSingleSamples(const QList<TimeChartContent> &contents);

    /// The charts' contents, a row each (their metric), in order.
    void setContents(const QList<TimeChartContent> &contents);
    [[nodiscard]] const QTableWidget *table() const { return m_table; }

private:
    QLabel *m_caption = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace vmscope
