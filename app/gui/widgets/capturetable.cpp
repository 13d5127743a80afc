// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/widgets/capturetable.h"

#include "app/gui/widgets/tablefilterproxymodel.h"

#include <QHeaderView>

#include <algorithm>

namespace vmscope {

CaptureTable::CaptureTable(
    SortableTableModel *model, TableFilterBar::Texts filterTexts, QWidget *page)
    : QTableView(page)
    , m_proxy(new TableFilterProxyModel(model, this))
    , m_filterBar(new TableFilterBar(m_proxy, std::move(filterTexts), page))
{
    setModel(m_proxy);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setTextElideMode(Qt::ElideMiddle);
    setSortingEnabled(true);
    setTabKeyNavigation(false);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // Not stretched: a stretched last section hides the width its contents need.
    horizontalHeader()->setStretchLastSection(false);
    horizontalHeader()->setResizeContentsPrecision(200);
    horizontalHeader()->setSortIndicatorShown(true);
}

QList<qsizetype> CaptureTable::selectedSourceRows() const
{
    QModelIndexList rows = selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
        [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QList<qsizetype> sourceRows;
    sourceRows.reserve(rows.size());
    for (const QModelIndex &row : std::as_const(rows)) {
        sourceRows.append(m_proxy->mapToSource(row).row());
    }
    return sourceRows;
}

void CaptureTable::selectSourceRow(const QModelIndex &sourceIndex)
{
    const QModelIndex index = m_proxy->mapFromSource(sourceIndex);
    if (!index.isValid()) {
        return;
    }
    selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    scrollTo(index);
}

void CaptureTable::sizeColumns(int widest)
{
    resizeColumnsToContents();
    QHeaderView *header = horizontalHeader();
    for (int column = 0; column < header->count(); ++column) {
        header->resizeSection(column, std::min(header->sectionSize(column), widest));
    }
}

} // namespace vmscope
