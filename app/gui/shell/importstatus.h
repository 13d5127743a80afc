// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;

namespace vmscope {

class ImportController;

/// The status bar's view of a running import: what is read, how far, and a Cancel button.
/// Hidden while nothing is imported.
class ImportStatus : public QWidget
{
    Q_OBJECT

public:
    explicit ImportStatus(ImportController *controller, QWidget *parent = nullptr);

private:
    QLabel *m_description = nullptr;
    QProgressBar *m_progress = nullptr;
};

} // namespace vmscope
