// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/profile/profilewidgets.h"

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

QLabel *createEmptyState(const QString &text)
{
    auto *empty = new QLabel(text);
    empty->setObjectName(u"emptyState"_s);
    empty->setAlignment(Qt::AlignCenter);
    empty->setWordWrap(true);
    empty->setEnabled(false);
    empty->setMargin(24);
    return empty;
}

QStackedWidget *createPages(QWidget *view, QLabel *empty, QVBoxLayout **content)
{
    auto *pages = new QStackedWidget(view);
    auto *page = new QWidget;
    *content = new QVBoxLayout(page);
    (*content)->setContentsMargins(4, 4, 4, 4);
    pages->addWidget(empty);
    pages->addWidget(page);
    auto *outer = new QVBoxLayout(view);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(pages);
    return pages;
}

void setUpProfileTable(QTableView *table)
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

void sizeProfileColumns(QTableView *table, int widest)
{
    table->resizeColumnsToContents();
    QHeaderView *header = table->horizontalHeader();
    for (int column = 0; column < header->count(); ++column) {
        header->resizeSection(column, std::min(header->sectionSize(column), widest));
    }
}

QGroupBox *framedChart(QWidget *chart)
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(chart);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *group = new QGroupBox;
    auto *layout = new QVBoxLayout(group);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(scroll);
    return group;
}

} // namespace vmscope
