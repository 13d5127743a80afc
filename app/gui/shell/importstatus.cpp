// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/importstatus.h"

#include "app/gui/shell/importcontroller.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace vmscope {

ImportStatus::ImportStatus(ImportController *controller, QWidget *parent)
    : QWidget(parent)
    , m_description(new QLabel(this))
    , m_progress(new QProgressBar(this))
{
    auto *cancel = new QToolButton(this);
    cancel->setText(tr("Cancel"));
    cancel->setToolTip(tr("Stop the import and keep what was read so far"));
    m_progress->setRange(0, 1000); // per mille, as ParseContext reports it
    m_progress->setMaximumWidth(240);
    m_progress->setTextVisible(false);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_description);
    layout->addWidget(m_progress);
    layout->addWidget(cancel);
    hide();
    connect(cancel, &QToolButton::clicked, controller, &ImportController::cancel);
    connect(controller, &ImportController::started, this, [this](const QString &description) {
        m_description->setText(description);
        m_progress->setValue(0);
        show();
    });
    connect(controller, &ImportController::progressChanged, m_progress, &QProgressBar::setValue);
    connect(controller, &ImportController::finished, this, &QWidget::hide);
}

} // namespace vmscope
