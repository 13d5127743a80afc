// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/widgets/tablefilterbar.h"

#include "app/gui/widgets/tablefilterproxymodel.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QShortcut>

namespace vmscope {

TableFilterBar::TableFilterBar(TableFilterProxyModel *proxy, Texts texts, QWidget *parent)
    : QWidget(parent)
    , m_proxy(proxy)
    , m_texts(std::move(texts))
    , m_edit(new QLineEdit(this))
    , m_regularExpression(new QCheckBox(tr("Regular e&xpression"), this))
    , m_count(new QLabel(this))
{
    m_edit->setPlaceholderText(m_texts.placeholder);
    m_edit->setToolTip(m_texts.toolTip);
    m_edit->setClearButtonEnabled(true);
    // It stretches; narrow enough that the busiest toolbar (top's) fits a 900 px window.
    m_edit->setMinimumWidth(180);
    m_edit->setAccessibleName(m_texts.accessibleName);
    m_regularExpression->setToolTip(
        tr("Read the filter as a regular expression (case-insensitive), e.g. ^journal_|^ext3_"));
    connect(m_edit, &QLineEdit::textChanged, this, &TableFilterBar::apply);
    connect(m_regularExpression, &QCheckBox::toggled, this, &TableFilterBar::apply);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &TableFilterBar::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &TableFilterBar::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &TableFilterBar::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &TableFilterBar::updateCount);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_regularExpression);
    layout->addWidget(m_count);
    if (parent) {
        auto *find
            = new QShortcut(QKeySequence::Find, parent, this, &TableFilterBar::focusFilter);
        find->setContext(Qt::WidgetWithChildrenShortcut);
    }
    updateCount();
}

void TableFilterBar::setFilterText(const QString &text)
{
    m_edit->setText(text);
}

void TableFilterBar::setUseRegularExpression(bool use)
{
    m_regularExpression->setChecked(use);
}

void TableFilterBar::focusFilter()
{
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

void TableFilterBar::apply()
{
    m_proxy->setUseRegularExpression(m_regularExpression->isChecked());
    m_proxy->setFilterText(m_edit->text());
    updateCount();
}

void TableFilterBar::updateCount()
{
    if (!m_proxy->isFilterValid()) {
        m_count->setText(tr("not a valid regular expression"));
        m_edit->setToolTip(tr("The filter is not a valid regular expression; every row is "
                              "shown until it is"));
        return;
    }
    m_edit->setToolTip(m_texts.toolTip);
    const int all = m_proxy->sourceModel() ? m_proxy->sourceModel()->rowCount() : 0;
    m_count->setText(m_texts.count(m_proxy->rowCount(), all));
}

} // namespace vmscope
