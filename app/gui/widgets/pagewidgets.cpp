// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/widgets/pagewidgets.h"

#include <QAbstractProxyModel>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {

PageStack::PageStack(QWidget *page, const QString &emptyText)
    : QStackedWidget(page)
    , m_empty(new QLabel(emptyText))
    , m_content(new QVBoxLayout)
{
    m_empty->setObjectName(u"emptyState"_s);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setEnabled(false);
    m_empty->setMargin(24);
    auto *content = new QWidget;
    content->setLayout(m_content);
    m_content->setContentsMargins(4, 4, 4, 4);
    addWidget(m_empty);
    addWidget(content);
    auto *outer = new QVBoxLayout(page);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(this);
}

void PageStack::setEmptyText(const QString &text)
{
    m_empty->setText(text);
}

void PageStack::showContent(bool show)
{
    setCurrentIndex(show ? 1 : 0);
}

void setUpCaptureTable(QTableView *table)
{
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideMiddle);
    table->setSortingEnabled(true);
    table->setTabKeyNavigation(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // Not stretched: a stretched last section hides the width its contents need.
    table->horizontalHeader()->setStretchLastSection(false);
    table->horizontalHeader()->setResizeContentsPrecision(200);
    table->horizontalHeader()->setSortIndicatorShown(true);
}

void sizeCaptureColumns(QTableView *table, int widest)
{
    table->resizeColumnsToContents();
    QHeaderView *header = table->horizontalHeader();
    for (int column = 0; column < header->count(); ++column) {
        header->resizeSection(column, std::min(header->sectionSize(column), widest));
    }
}

QList<qsizetype> selectedSourceRows(const QTableView *table)
{
    const auto *proxy = qobject_cast<const QAbstractProxyModel *>(table->model());
    QModelIndexList rows = table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
        [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QList<qsizetype> sourceRows;
    sourceRows.reserve(rows.size());
    for (const QModelIndex &row : std::as_const(rows)) {
        sourceRows.append(proxy ? proxy->mapToSource(row).row() : row.row());
    }
    return sourceRows;
}

void selectSourceRow(QTableView *table, const QModelIndex &sourceIndex)
{
    const auto *proxy = qobject_cast<const QAbstractProxyModel *>(table->model());
    const QModelIndex index = proxy ? proxy->mapFromSource(sourceIndex) : sourceIndex;
    if (!index.isValid()) {
        return;
    }
    table->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table->scrollTo(index);
}

QGroupBox *framedChart(QWidget *chart)
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(chart);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return framed(scroll);
}

QGroupBox *framed(QWidget *content, const QString &title)
{
    auto *group = new QGroupBox(title);
    auto *layout = new QVBoxLayout(group);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(content);
    return group;
}

} // namespace vmscope
