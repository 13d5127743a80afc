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

    /// Offers the columns of these captures; keeps the selection where it still applies.
    void setCaptures(const QList<const Capture *> &captures);

    /// The checked metric keys, in tree order.
    [[nodiscard]] QStringList selectedMetrics() const;
    /// Checks exactly `keys` (those the captures offer); emits metricsChanged() on a change.
    void setSelectedMetrics(const QStringList &keys);

    /// What a vmstat column means, for tooltips; empty for columns we know nothing about.
    [[nodiscard]] static QString helpFor(const QString &key);

signals:
    /// The checked keys changed; `keys` is in tree order.
    void metricsChanged(const QStringList &keys);

private:
    void rebuild();
    void updateSelection();
    [[nodiscard]] QStringList checkedKeys() const;
    void forEachMetric(const std::function<void(QTreeWidgetItem *)> &visit) const;

    QList<const Capture *> m_captures;
    QTreeWidget *m_tree = nullptr;
    QStringList m_selected;
};

} // namespace vmscope
