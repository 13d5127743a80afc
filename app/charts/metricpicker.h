// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

#include <functional>

class QTreeWidget;
class QTreeWidgetItem;

namespace vmscope {

struct Capture;

/// The metrics the captures offer, grouped as the logs group them (procs, memory,
/// swap, io, system, cpu), each with its unit; checking one adds its chart to the stack.
class MetricPicker : public QWidget
{
    Q_OBJECT

public:
    explicit MetricPicker(QWidget *parent = nullptr);

    /// Offers the columns of these captures. The ticks are the user's choice, kept while the
    /// captures offer other metrics: `bo`, ticked over a vmstat run, is ticked again when a
    /// vmstat run comes back after the tree held only top sessions. When the captures offer
    /// none of the chosen metrics, their key metrics (keyMetricsOf()) join the choice: a new
    /// user's first import, or /proc/meminfo after vmstat runs, shows charts, not nothing.
    void setCaptures(const QList<const Capture *> &captures);

    /// The checked metric keys the captures offer, in tree order.
    [[nodiscard]] QStringList selectedMetrics() const;
    /// Every metric the user ticked, offered now or not: what a restart or a session keeps.
    [[nodiscard]] const QStringList &chosenMetrics() const { return m_wanted; }
    /// The user's choice becomes `keys`: those the captures offer are checked now, the others
    /// once captures offer them; emits metricsChanged() on a change.
    void setSelectedMetrics(const QStringList &keys);

    /// What a vmstat column means, for tooltips; empty for columns we know nothing about.
    [[nodiscard]] static QString helpFor(const QString &key);

signals:
    /// The checked keys changed; `keys` is in tree order.
    void metricsChanged(const QStringList &keys);

private:
    void rebuild();
    void tickKeyMetrics();
    /// The stacks (metricstack.h) the captures can draw, at the end of their groups.
    void addStacks();
    void updateSelection();
    [[nodiscard]] QStringList checkedKeys() const;
    void forEachMetric(const std::function<void(QTreeWidgetItem *)> &visit) const;

    QList<const Capture *> m_captures;
    QTreeWidget *m_tree = nullptr;
    QStringList m_selected; // checked and offered
    QStringList m_wanted; // ticked by the user, offered or not
};

} // namespace vmscope
