// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

class QGroupBox;
class QLabel;
class QStackedWidget;
class QVBoxLayout;
class QTableView;
class QWidget;

namespace vmscope {

/// The centred, greyed text a profile view shows instead of its content when there is
/// nothing to show.
[[nodiscard]] QLabel *createEmptyState(const QString &text);

/// Fills `view` with two pages, `empty` (page 0) and a content page (page 1) whose layout
/// is returned for the view to fill.
[[nodiscard]] QStackedWidget *createPages(QWidget *view, QLabel *empty, QVBoxLayout **content);

/// A profile table's common setup: rows selected whole, sortable, fixed row height (a listing
/// of thousands of symbols scrolls without measuring them), symbols elided in the middle.
void setUpProfileTable(QTableView *table);

/// Sizes the columns to their contents (the first rows only), none wider than `widest` px.
void sizeProfileColumns(QTableView *table, int widest);

/// `chart` in a titled frame, scrolling vertically when its bars need more height than the
/// frame has.
[[nodiscard]] QGroupBox *framedChart(QWidget *chart);

} // namespace vmscope
