// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

class QTreeWidget;

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

    [[nodiscard]] QStringList selectedMetrics() const;
    void setSelectedMetrics(const QStringList &keys);

signals:
    void metricsChanged(const QStringList &keys);

private:
    void rebuild();

    QList<const Capture *> m_captures;
    QTreeWidget *m_tree = nullptr;
    QStringList m_selected;
};

} // namespace vmscope
