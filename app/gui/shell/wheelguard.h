// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>

namespace vmscope {

/// Keeps the scroll wheel from changing a spin box or a combo box the user did not click
/// into: scrolling down Preferences must not move a stall threshold on its way. Such boxes
/// take focus by click or Tab only, and a wheel over one that has no focus scrolls what holds
/// it. Installed once on the application, it covers every window and dialog.
class WheelGuard : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace vmscope
