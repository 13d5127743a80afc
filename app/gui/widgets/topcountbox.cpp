// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/widgets/topcountbox.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

namespace vmscope {

TopCountBox::TopCountBox(const QString &label, int value, int maximum, const QString &toolTip,
                         QWidget *parent)
    : QWidget(parent)
    , m_spin(new QSpinBox(this))
{
    m_spin->setRange(1, maximum);
    m_spin->setValue(value);
    m_spin->setToolTip(toolTip);
    auto *caption = new QLabel(label, this);
    caption->setBuddy(m_spin);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(caption);
    layout->addWidget(m_spin);
    connect(m_spin, &QSpinBox::valueChanged, this, &TopCountBox::valueChanged);
}

int TopCountBox::value() const
{
    return m_spin->value();
}

void TopCountBox::setValue(int value)
{
    m_spin->setValue(value);
}

} // namespace vmscope
