// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/shell/exportchartdialog.h"

#include <QObject>

#include <memory>

class QMenu;
class QWidget;

namespace vmscope {

class ChartSheet;
class ChartStack;
class Workspace;

/// File > Export Chart…, Export Data as CSV…, Export Report… and Edit > Copy Chart: the charts shown
/// (captures plotted, metrics chosen, span shown, stalls, oopses and notes), drawn by the same
/// ChartSheet as `vmscope-cli export`.
class ExportActions : public QObject
{
    Q_OBJECT

public:
    ExportActions(Workspace *workspace, ChartStack *charts, QWidget *window);

    void addFileActions(QMenu *menu);
    void addEditActions(QMenu *menu);

    /// The charts shown as a sheet of `settings`; nullptr when no chart is shown.
    [[nodiscard]] std::unique_ptr<ChartSheet> sheetOfCharts(const ChartExportSettings &settings) const;
    /// Writes the charts shown to `path` (format by its suffix); empty, or why not.
    [[nodiscard]] QString exportChartTo(const QString &path, const ChartExportSettings &settings) const;
    /// Writes the samples of the plotted captures (else the plotted profiles) as CSV; empty,
    /// or why not.
    [[nodiscard]] QString exportDataTo(const QString &path) const;
    /// Writes the report of the whole workspace (Report) as .html or .pdf; empty, or why not.
    [[nodiscard]] QString exportReportTo(const QString &path) const;

public slots:
    void exportChart();
    void exportData();
    void exportReport();
    void copyChart();

private:
    void report(const QString &error, const QString &path) const;

    Workspace *m_workspace;
    ChartStack *m_charts;
    QWidget *m_window;
};

} // namespace vmscope
