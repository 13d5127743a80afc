// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/diagnostic.h"

#include <QTreeWidget>

namespace vmscope {

class Workspace;

/// Every diagnostic of the workspace (file, line, severity, message); activating one asks
/// the source view to show its line.
class DiagnosticsPanel : public QTreeWidget
{
    Q_OBJECT

public:
    enum Column { FileColumn, LineColumn, SeverityColumn, MessageColumn, ColumnCount };

    explicit DiagnosticsPanel(Workspace *workspace, QWidget *parent = nullptr);

signals:
    /// The number of diagnostics listed changed (the dock shows it in its title).
    void countChanged(int count);

private:
    void rebuild();
    void addDiagnostic(const QString &file, const Diagnostic &diagnostic);
    void activate(QTreeWidgetItem *item);

    Workspace *m_workspace;
};

} // namespace vmscope
