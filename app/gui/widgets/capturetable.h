// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/widgets/tablefilterbar.h"

#include <QList>
#include <QTableView>

namespace vmscope {

class SortableTableModel;
class TableFilterProxyModel;

/// A capture's rows (symbols, caches, processes) as a page shows them: sorted and filtered
/// through a TableFilterProxyModel of its own, with the TableFilterBar the page lays out above
/// it; rows selected whole, a fixed row height (a listing of thousands of rows scrolls without
/// measuring them), names elided in the middle.
class CaptureTable : public QTableView
{
    Q_OBJECT

public:
    /// `page` holds the filter bar and takes its Ctrl+F; the table is laid out where the page
    /// puts it.
    CaptureTable(SortableTableModel *model, TableFilterBar::Texts filterTexts, QWidget *page);

    [[nodiscard]] TableFilterProxyModel *proxy() const { return m_proxy; }
    [[nodiscard]] TableFilterBar *filterBar() const { return m_filterBar; }

    /// The rows of the model selected, top to bottom as shown.
    [[nodiscard]] QList<qsizetype> selectedSourceRows() const;
    /// Makes the row of `sourceIndex` (an index of the model) current and the only one
    /// selected, and scrolls to it; does nothing when the filter hides it.
    void selectSourceRow(const QModelIndex &sourceIndex);
    /// Sizes the columns to their contents (the first rows only), none wider than `widest` px.
    void sizeColumns(int widest);

private:
    TableFilterProxyModel *m_proxy;
    TableFilterBar *m_filterBar;
};

} // namespace vmscope
