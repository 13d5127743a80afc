// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

class QWidget;

namespace vmscope {

class TableFilterBar;
class TableFilterProxyModel;

/// The filter bar of the profile tables (a profile, a profile diff): symbols and modules.
[[nodiscard]] TableFilterBar *createSymbolFilter(TableFilterProxyModel *proxy, QWidget *parent);

} // namespace vmscope
