// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/profile/profilesplitter.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>

namespace vmscope {

ProfileSplitter::ProfileSplitter(QTableView *table, QWidget *chart, int chartWidth, QWidget *parent)
    : QSplitter(Qt::Horizontal, parent)
    , m_table(table)
    , m_chartWidth(chartWidth)
{
    setChildrenCollapsible(false);
    addWidget(table);
    addWidget(chart);
    setStretchFactor(1, 1);
}

void ProfileSplitter::fitOnce()
{
    if (isVisible()) {
        fit();
    }
}

void ProfileSplitter::resizeEvent(QResizeEvent *event)
{
    QSplitter::resizeEvent(event);
    // Only now, laid out and shown, does the splitter know its real width.
    fit();
}

void ProfileSplitter::fit()
{
    const int total = width() - handleWidth();
    if (m_fitted || total < 2 * m_chartWidth || m_table->model()->rowCount() == 0) {
        return;
    }
    int tableWidth = 2 * m_table->frameWidth() + m_table->verticalScrollBar()->sizeHint().width();
    const QHeaderView *header = m_table->horizontalHeader();
    for (int column = 0; column < header->count(); ++column) {
        if (!header->isSectionHidden(column)) {
            tableWidth += header->sectionSize(column);
        }
    }
    tableWidth = std::min(tableWidth, total - m_chartWidth);
    setSizes({ tableWidth, total - tableWidth });
    m_fitted = true;
}

} // namespace vmscope
