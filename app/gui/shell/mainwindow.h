// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/timemarker.h"
#include "app/gui/shell/helpbrowser.h"
#include "parsers/pipeline/importplan.h"

#include <QMainWindow>

class QDockWidget;
class QTabWidget;

namespace vmscope {

class CaptureTree;
class ChartStack;
class CompareView;
class DiagnosticsPanel;
class EventsView;
class ExportActions;
class FindingsPanel;
class FollowController;
class ImportController;
class MetricPicker;
class OopsView;
class SlabView;
class ProcessView;
class ProfileDiffView;
class ProfileView;
class RecentFilesMenu;
class SessionController;
class SourceView;
class Workspace;

/// The window a kernel developer lives in: capture tree and diagnostics docks around the
/// charts and the source text; every import (open, paste, drop) goes through the preview.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    /// True until a window has once been closed and saved its layout (the first start).
    [[nodiscard]] static bool isFirstStart();

    [[nodiscard]] Workspace *workspace() const { return m_workspace; }
    [[nodiscard]] ImportController *importController() const { return m_importController; }
    [[nodiscard]] CaptureTree *captureTree() const { return m_captureTree; }
    [[nodiscard]] DiagnosticsPanel *diagnosticsPanel() const { return m_diagnosticsPanel; }
    [[nodiscard]] FindingsPanel *findingsPanel() const { return m_findingsPanel; }
    [[nodiscard]] MetricPicker *metricPicker() const { return m_metricPicker; }
    [[nodiscard]] ChartStack *chartStack() const { return m_chartStack; }
    [[nodiscard]] SourceView *sourceView() const { return m_sourceView; }
    [[nodiscard]] ProcessView *processView() const { return m_processView; }
    [[nodiscard]] ProfileView *profileView() const { return m_profileView; }
    [[nodiscard]] ProfileDiffView *profileDiffView() const { return m_profileDiffView; }
    [[nodiscard]] OopsView *oopsView() const { return m_oopsView; }
    [[nodiscard]] SlabView *slabView() const { return m_slabView; }
    [[nodiscard]] EventsView *eventsView() const { return m_eventsView; }
    [[nodiscard]] CompareView *compareView() const { return m_compareView; }
    [[nodiscard]] QTabWidget *centralTabs() const { return m_tabs; }
    [[nodiscard]] SessionController *sessionController() const { return m_sessions; }
    [[nodiscard]] FollowController *followController() const { return m_follow; }

public slots:
    /// Reads the files off the GUI thread, then shows the import preview; a `.vmscope`
    /// session among them replaces the window's work instead (after asking about unsaved work).
    void openFiles(const QStringList &paths);
    /// Offers back the work of a vmscope that crashed or was killed, if it left an autosave.
    void offerRecovery();
    /// File > Close All: every capture removed, after asking about unsaved work.
    void closeAll();
    /// Loads the embedded demo thread straight into the workspace, without a preview.
    void openDemo();
    void chooseFiles();
    /// File > Follow File: asks for logs still being written and follows them.
    void chooseFilesToFollow();
    void pasteClipboard();
    void showOnlySelected();
    /// Asks for a System.map and resolves the oopses' raw addresses with it.
    void chooseSystemMap();
    /// Resolves the oopses' raw addresses with the System.map (or kallsyms) at `path`; says
    /// in the status bar how many, or why not. Returns the count, -1 when the map is unusable.
    int loadSystemMap(const QString &path);
    /// Shows finding `index` of the workspace: its capture plotted and current, the charts
    /// zoomed to its span (a profile's: its symbol selected), the evidence in the status bar.
    void showFinding(int index);
    void editPreferences();

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createHelpMenu();
    void createCentralArea();
    QDockWidget *addDock(QWidget *widget, const QString &title, Qt::DockWidgetArea area);
    void connectViews();
    void restoreLayout();

    void importText(const QByteArray &text, const QString &name);
    void receivePlans(const QList<ImportPlan> &plans);
    void addPlans(const QList<ImportPlan> &plans);

    void updateViews();
    /// The chart area follows the visible captures and their colours.
    void updatePlottedCaptures();
    void updateCompare();
    void schedulePlotUpdate();
    /// Brings the charts up to date now if a style change is waiting.
    void flushPlotUpdate();
    /// The charts' markers: findings, oopses and kernel events placed on their runs, notes.
    [[nodiscard]] QList<TimeMarker> currentMarkers() const;
    void updateMarkers();
    void addNote(const QString &captureId, double from, double to);
    void editNote(const QString &annotationId);
    void followCurrentCapture(const QString &captureId);
    void showCurrentSource(const QString &captureId);
    void showSourceLine(const QString &file, int line);
    void showSample(const QString &captureId, qsizetype row);
    void showHelp(HelpBrowser::Page page);
    void showAbout();
    void updateTitle();

    Workspace *m_workspace = nullptr;
    ImportController *m_importController = nullptr;
    CaptureTree *m_captureTree = nullptr;
    DiagnosticsPanel *m_diagnosticsPanel = nullptr;
    FindingsPanel *m_findingsPanel = nullptr;
    MetricPicker *m_metricPicker = nullptr;
    ChartStack *m_chartStack = nullptr;
    SourceView *m_sourceView = nullptr;
    ProcessView *m_processView = nullptr;
    ProfileView *m_profileView = nullptr;
    ProfileDiffView *m_profileDiffView = nullptr;
    OopsView *m_oopsView = nullptr;
    SlabView *m_slabView = nullptr;
    EventsView *m_eventsView = nullptr;
    CompareView *m_compareView = nullptr;
    QTabWidget *m_tabs = nullptr;
    RecentFilesMenu *m_recentFiles = nullptr;
    RecentFilesMenu *m_recentSessions = nullptr;
    SessionController *m_sessions = nullptr;
    FollowController *m_follow = nullptr;
    ExportActions *m_exportActions = nullptr;
    HelpBrowser *m_help = nullptr; // made on first use
    QList<QDockWidget *> m_docks;
    int m_pendingDemos = 0; // demo imports requested, not yet delivered
    int m_textCount = 0;
    bool m_plotUpdateScheduled = false;
    /// No saved layout: the docks get their first sizes once the window has its own.
    bool m_defaultDockSizesPending = false;
    int m_styleVersion = 0; // style changes seen
    int m_plottedVersion = 0; // the last one the charts show
};

} // namespace vmscope
