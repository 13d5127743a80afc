// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/profile/profilefilterbar.h"

#include "app/gui/widgets/tablefilterproxymodel.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QShortcut>

namespace vmscope {

ProfileFilterBar::ProfileFilterBar(TableFilterProxyModel *proxy, QWidget *parent)
    : QWidget(parent)
    , m_proxy(proxy)
    , m_edit(new QLineEdit(this))
    , m_regularExpression(new QCheckBox(tr("Regular e&xpression"), this))
    , m_count(new QLabel(this))
{
    m_edit->setPlaceholderText(tr("Filter by symbol or module (Ctrl+F)"));
    m_edit->setToolTip(tr("Show only the symbols whose name or module contain this text"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setMinimumWidth(240);
    m_edit->setAccessibleName(tr("Symbol filter"));
    m_regularExpression->setToolTip(
        tr("Read the filter as a regular expression (case-insensitive), e.g. ^journal_|^ext3_"));
    connect(m_edit, &QLineEdit::textChanged, this, &ProfileFilterBar::apply);
    connect(m_regularExpression, &QCheckBox::toggled, this, &ProfileFilterBar::apply);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ProfileFilterBar::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &ProfileFilterBar::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &ProfileFilterBar::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &ProfileFilterBar::updateCount);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_regularExpression);
    layout->addWidget(m_count);
    if (parent) {
        auto *find
            = new QShortcut(QKeySequence::Find, parent, this, &ProfileFilterBar::focusFilter);
        find->setContext(Qt::WidgetWithChildrenShortcut);
    }
    updateCount();
}

void ProfileFilterBar::setFilterText(const QString &text)
{
    m_edit->setText(text);
}

void ProfileFilterBar::setUseRegularExpression(bool use)
{
    m_regularExpression->setChecked(use);
}

void ProfileFilterBar::focusFilter()
{
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

void ProfileFilterBar::apply()
{
    m_proxy->setUseRegularExpression(m_regularExpression->isChecked());
    m_proxy->setFilterText(m_edit->text());
    updateCount();
}

void ProfileFilterBar::updateCount()
{
    if (!m_proxy->isFilterValid()) {
        m_count->setText(tr("not a valid regular expression"));
        m_edit->setToolTip(tr("The filter is not a valid regular expression; every symbol is "
                              "shown until it is"));
        return;
    }
    m_edit->setToolTip(tr("Show only the symbols whose name or module contain this text"));
    const int all = m_proxy->sourceModel() ? m_proxy->sourceModel()->rowCount() : 0;
    m_count->setText(tr("%1 of %n symbol(s)", nullptr, all).arg(m_proxy->rowCount()));
}

} // namespace vmscope
