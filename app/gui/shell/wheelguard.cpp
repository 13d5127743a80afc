// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/wheelguard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>

namespace vmscope {
namespace {

bool isGuarded(const QObject *object)
{
    return qobject_cast<const QAbstractSpinBox *>(object) || qobject_cast<const QComboBox *>(object);
}

} // namespace

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (!isGuarded(watched)) {
        return false;
    }
    auto *box = static_cast<QWidget *>(watched);
    if (event->type() == QEvent::Polish && box->focusPolicy() == Qt::WheelFocus) {
        box->setFocusPolicy(Qt::StrongFocus);
    } else if (event->type() == QEvent::Wheel && !box->hasFocus()) {
        // Ignored and filtered: Qt hands it on to the parents (the scroll area around the box
        // scrolls instead), with positions of theirs.
        event->ignore();
        return true;
    }
    return false;
}

} // namespace vmscope
