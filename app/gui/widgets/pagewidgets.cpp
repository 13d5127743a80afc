// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/widgets/pagewidgets.h"

#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

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

QGroupBox *framedChart(QWidget *chart)
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(chart);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Tab goes to the chart itself; the scroll area follows it (and its bar's keys).
    scroll->setFocusPolicy(Qt::NoFocus);
    return framed(scroll);
}

void setSpokenText(QWidget *control, const QString &name, const QString &description)
{
    control->setAccessibleName(name);
    control->setAccessibleDescription(description);
    control->setToolTip(description);
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
