// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/exportactions.h"

#include "app/charts/chartstack.h"
#include "app/charts/timechartview.h"
#include "app/export/chartexport.h"
#include "app/export/chartsheet.h"
#include "app/export/report.h"
#include "app/gui/shell/workspace.h"
#include "app/export/dataexport.h"
#include "core/analysis/stallrules.h"
#include "core/text/atomicwrite.h"

#include <QAction>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Where the last export went, so the next file dialog opens there.
QString lastExportFolder()
{
    return QSettings().value(u"export/folder"_s).toString();
}

void rememberExportFolder(const QString &path)
{
    QSettings().setValue(u"export/folder"_s, QFileInfo(path).absolutePath());
}

} // namespace

ExportActions::ExportActions(Workspace *workspace, ChartStack *charts, QWidget *window)
    : QObject(window)
    , m_workspace(workspace)
    , m_charts(charts)
    , m_window(window)
{
}

void ExportActions::addFileActions(QMenu *menu)
{
    QAction *chart = menu->addAction(tr("&Export Chart…"), this, &ExportActions::exportChart);
    chart->setObjectName(u"exportChartAction"_s);
    chart->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    chart->setStatusTip(tr("Save the charts shown as PNG, SVG or PDF, with stalls and notes"));
    chart->setToolTip(chart->statusTip());
    QAction *data = menu->addAction(tr("Export &Data as CSV…"), this, &ExportActions::exportData);
    data->setObjectName(u"exportDataAction"_s);
    data->setStatusTip(tr("Save the samples of the plotted captures for a spreadsheet"));
    data->setToolTip(data->statusTip());
    QAction *report = menu->addAction(tr("Export Re&port…"), this, &ExportActions::exportReport);
    report->setObjectName(u"exportReportAction"_s);
    report->setStatusTip(tr("Save sources, charts, findings, comparison and notes as HTML or PDF"));
    report->setToolTip(report->statusTip());
}

void ExportActions::addEditActions(QMenu *menu)
{
    QAction *copy = menu->addAction(tr("&Copy Chart"), this, &ExportActions::copyChart);
    copy->setObjectName(u"copyChartAction"_s);
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C)); // Ctrl+Shift+C copies text
    copy->setStatusTip(tr("Put a picture of the charts shown on the clipboard"));
    copy->setToolTip(copy->statusTip());
}

std::unique_ptr<ChartSheet> ExportActions::sheetOfCharts(const ChartExportSettings &settings) const
{
    const QList<PlottedCapture> plotted = m_workspace->visiblePlotted();
    ChartSheetOptions options;
    options.metrics = m_charts->metrics();
    options.size = settings.size;
    options.theme = settings.theme;
    options.axis = m_charts->timeAxisStyle(); // the axis the window shows
    // The span the user zoomed to: the charts share it.
    for (const QString &metric : std::as_const(options.metrics)) {
        if (const TimeChartView *view = m_charts->chart(metric)) {
            std::tie(options.from, options.to) = view->xRange();
            break;
        }
    }
    auto sheet = std::make_unique<ChartSheet>(plotted, m_charts->markers(), options);
    return sheet->isEmpty() ? nullptr : std::move(sheet);
}

QString ExportActions::exportChartTo(const QString &path, const ChartExportSettings &settings) const
{
    const std::optional<ExportFormat> format = exportFormatNamed(path);
    if (!format || *format == ExportFormat::Csv) {
        return tr("Name the file .png, .svg or .pdf.");
    }
    const std::unique_ptr<ChartSheet> sheet = sheetOfCharts(settings);
    if (!sheet) {
        return tr("No chart is shown: pick a metric first.");
    }
    return writeChart(*sheet, path, *format, settings.dpi);
}

QString ExportActions::exportDataTo(const QString &path) const
{
    QString error;
    const std::optional<PlainTable> table
        = DataExport().table(CaptureList(m_workspace->visibleCaptures()), &error);
    return table ? writeAtomically(path, table->toCsv().toUtf8()) : error;
}

QString ExportActions::exportReportTo(const QString &path) const
{
    if (!reportFormatNamed(path)) {
        return tr("Name the file .html or .pdf.");
    }
    const Document &document = m_workspace->document();
    if (document.isEmpty()) {
        return tr("Nothing is loaded.");
    }
    // The report is pasted and parsed like the CLI's: its findings speak C numbers (the
    // window's own are in the user's locale), so both write the same file.
    return Report(document, analyzeDocument(document, m_workspace->thresholds()),
        m_charts->timeAxisStyle())
        .writeTo(path);
}

void ExportActions::exportReport()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Report"),
        lastExportFolder(), tr("HTML page (*.html);;PDF document (*.pdf)"));
    if (path.isEmpty()) {
        return;
    }
    rememberExportFolder(path);
    report(exportReportTo(path), path);
}

void ExportActions::exportChart()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Chart"),
        lastExportFolder(), tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty()) {
        return;
    }
    ExportChartDialog dialog(exportFormatNamed(path) == ExportFormat::Png, m_window);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    rememberExportFolder(path);
    report(exportChartTo(path, dialog.settings()), path);
}

void ExportActions::exportData()
{
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Data as CSV"), lastExportFolder(), tr("CSV table (*.csv)"));
    if (path.isEmpty()) {
        return;
    }
    rememberExportFolder(path);
    report(exportDataTo(path), path);
}

void ExportActions::copyChart()
{
    ChartExportSettings settings = ExportChartDialog::savedSettings();
    settings.size = m_charts->size();
    // As sharp as the screen shows it.
    settings.dpi = int(std::lround(logicalDpi * m_window->devicePixelRatioF()));
    const std::unique_ptr<ChartSheet> sheet = sheetOfCharts(settings);
    if (!sheet) {
        report(tr("No chart is shown: pick a metric first."), QString());
        return;
    }
    QGuiApplication::clipboard()->setImage(renderChartImage(*sheet, settings.dpi));
    if (auto *window = qobject_cast<QMainWindow *>(m_window)) {
        window->statusBar()->showMessage(tr("Copied the charts to the clipboard"), 5000);
    }
}

void ExportActions::report(const QString &error, const QString &path) const
{
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Export"),
            path.isEmpty() ? error : tr("Could not write %1: %2").arg(path, error));
    } else if (auto *window = qobject_cast<QMainWindow *>(m_window)) {
        window->statusBar()->showMessage(tr("Wrote %1").arg(path), 5000);
    }
}

} // namespace vmscope
