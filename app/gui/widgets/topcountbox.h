// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QSpinBox;

namespace vmscope {

/// "Top N charted": how many of a table's leading rows (largest symbols, fastest-growing
/// caches, busiest processes) a page charts, a labelled spin box from 1 to a maximum.
class TopCountBox : public QWidget
{
    Q_OBJECT

public:
    /// `label` names what is counted, with its mnemonic ("&Top caches charted:").
    TopCountBox(const QString &label, int value, int maximum, const QString &toolTip,
                QWidget *parent = nullptr);

    [[nodiscard]] int value() const;
    void setValue(int value);
    [[nodiscard]] QSpinBox *spinBox() const { return m_spin; }

signals:
    void valueChanged(int value);

private:
    QSpinBox *m_spin;
};

} // namespace vmscope
