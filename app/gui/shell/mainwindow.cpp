// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/mainwindow.h"

#include "app/charts/chartstack.h"
#include "app/charts/eventmarkers.h"
#include "app/charts/metricpicker.h"
#include "parsers/input/demothread.h"
#include "parsers/input/inputset.h"
#include "parsers/input/embeddedresources.h"
#include "parsers/input/libraryversions.h"
#include "app/gui/shell/capturetree.h"
#include "app/gui/compare/compareview.h"
#include "app/gui/shell/diagnosticspanel.h"
#include "app/gui/shell/exportactions.h"
#include "app/gui/shell/findingspanel.h"
#include "app/gui/shell/followcontroller.h"
#include "app/gui/events/eventsview.h"
#include "app/gui/shell/importcontroller.h"
#include "app/gui/shell/importpreviewdialog.h"
#include "app/gui/shell/importstatus.h"
#include "app/gui/widgets/capturetable.h"
#include "app/gui/oops/oopsview.h"
#include "app/gui/shell/preferencesdialog.h"
#include "app/gui/top/processview.h"
#include "app/gui/profile/profilediffview.h"
#include "app/gui/profile/profileview.h"
#include "app/gui/shell/recentfilesmenu.h"
#include "app/gui/shell/sessioncontroller.h"
#include "app/gui/slab/slabview.h"
#include "app/gui/shell/sourceview.h"
#include "app/gui/shell/wheelguard.h"
#include "app/gui/shell/workspace.h"
#include "core/oops/systemmap.h"
#include "parsers/session/sessionloader.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLocale>
#include <QShowEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QLabel>
#include <QTabWidget>
#include <QTableView>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

template <typename Receiver, typename Slot>
QAction *addMenuAction(QMenu *menu, const QString &text, const QList<QKeySequence> &shortcuts,
    const QString &tip, Receiver *context, Slot slot)
{
    QAction *action = menu->addAction(text);
    action->setShortcuts(shortcuts);
    action->setToolTip(tip);
    action->setStatusTip(tip);
    QObject::connect(action, &QAction::triggered, context, slot);
    return action;
}

QStringList localFiles(const QMimeData *mime)
{
    QStringList paths;
    const QList<QUrl> urls = mime->urls();
    for (const QUrl &url : urls) {
        if (url.isLocalFile()) {
            paths.append(url.toLocalFile());
        }
    }
    return paths;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_workspace(new Workspace(this))
    , m_importController(new ImportController(this))
{
    registerEmbeddedResources();
    qApp->installEventFilter(new WheelGuard(this));
    setWindowIcon(QIcon(u":/icons/vmscope.svg"_s));
    setAcceptDrops(true);
    createCentralArea();
    m_captureTree = new CaptureTree(m_workspace, this);
    m_diagnosticsPanel = new DiagnosticsPanel(m_workspace, this);
    addDock(m_captureTree, tr("Captures"), Qt::LeftDockWidgetArea);
    QDockWidget *diagnostics
        = addDock(m_diagnosticsPanel, tr("Diagnostics"), Qt::BottomDockWidgetArea);
    connect(m_diagnosticsPanel, &DiagnosticsPanel::countChanged, diagnostics,
        [diagnostics](int n) { diagnostics->setWindowTitle(tr("Diagnostics (%1)").arg(n)); });
    m_findingsPanel = new FindingsPanel(m_workspace, this);
    QDockWidget *findings = addDock(m_findingsPanel, tr("Findings"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(diagnostics, findings);
    connect(m_findingsPanel, &FindingsPanel::countChanged, findings,
        [findings](int n) { findings->setWindowTitle(tr("Findings (%1)").arg(n)); });
    m_workspace->setThresholds(PreferencesDialog::savedThresholds());
    m_workspace->setModified(false);
    m_sessions = new SessionController(this);
    m_follow = new FollowController(m_workspace, this);
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createHelpMenu();
    statusBar()->addPermanentWidget(new ImportStatus(m_importController, this));
    auto *following = new QLabel(this);
    following->setObjectName(u"followStatus"_s);
    statusBar()->addPermanentWidget(following);
    connect(m_follow, &FollowController::statusChanged, following,
        [this, following] { following->setText(m_follow->statusText()); });
    connect(m_follow, &FollowController::message, this,
        [this](const QString &text) { statusBar()->showMessage(text); });
    connectViews();
    restoreLayout();
    updateTitle();
}

bool MainWindow::isFirstStart()
{
    return !QSettings().contains(u"mainWindow/state"_s);
}

void MainWindow::createCentralArea()
{
    m_metricPicker = new MetricPicker(this);
    m_chartStack = new ChartStack(this);
    auto *charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(m_metricPicker);
    charts->addWidget(m_chartStack);
    charts->setStretchFactor(1, 1);
    charts->setSizes({ 200, 1000 });
    m_sourceView = new SourceView(this);
    m_tabs = new QTabWidget(this);
    m_processView = new ProcessView(m_workspace, this);
    m_profileView = new ProfileView(this);
    m_profileDiffView = new ProfileDiffView(this);
    m_oopsView = new OopsView(this);
    m_slabView = new SlabView(this);
    m_eventsView = new EventsView(this);
    const auto addTab = [this](QWidget *page, const QString &title, const QString &tip) {
        m_tabs->setTabToolTip(m_tabs->addTab(page, title), tip);
    };
    addTab(charts, tr("Charts"), tr("The chosen metrics of the visible captures, on one time axis"));
    addTab(m_processView, tr("Processes"),
        tr("The processes of a top capture: sortable table, busiest processes and the history "
           "of the selected ones"));
    addTab(m_profileView, tr("Profile"),
        tr("A kernel profile: where the time went, by symbol, with the top symbols as bars"));
    addTab(m_profileDiffView, tr("Profile Diff"),
        tr("Two or more profiles against a baseline: the symbols whose share changed most"));
    addTab(m_oopsView, tr("Oops"),
        tr("Oopses, BUGs and WARNINGs: the culprit, trace, registers and code, grouped by crash"));
    addTab(m_slabView, tr("Slabs"),
        tr("The slab caches of a slabinfo capture: memory, growth, leak suspects and their "
           "history"));
    addTab(m_eventsView, tr("Events"),
        tr("Kernel log messages (allocation failures, OOM kills, hung tasks, soft lockups) on a "
           "time axis of their own, and their list"));
    addTab(m_sourceView, tr("Source"), tr("The original text of the current capture's input"));
    m_compareView = new CompareView(this);
    addTab(m_compareView, tr("Compare"),
        tr("Kernels side by side: a metric per label, its statistics against a baseline, and "
           "the benchmark result tables"));
    setCentralWidget(m_tabs);
}

QDockWidget *MainWindow::addDock(QWidget *widget, const QString &title, Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    // saveState() finds docks by object name.
    dock->setObjectName(widget->metaObject()->className() + u"Dock"_s);
    dock->setWidget(widget);
    addDockWidget(area, dock);
    m_docks.append(dock);
    return dock;
}

void MainWindow::createFileMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&File"));
    menu->setToolTipsVisible(true);
    addMenuAction(menu, tr("&Open…"), { QKeySequence::Open },
        tr("Import one or more logs or mail threads, or open a saved session"), this,
        &MainWindow::chooseFiles);
    m_recentFiles = new RecentFilesMenu(tr("Open &Recent"), u"recentFiles"_s, menu);
    menu->addMenu(m_recentFiles);
    connect(m_recentFiles, &RecentFilesMenu::fileChosen, this,
        [this](const QString &path) { openFiles({ path }); });
    m_recentSessions = new RecentFilesMenu(tr("Recent Sess&ions"), u"recentSessions"_s, menu);
    menu->addMenu(m_recentSessions);
    connect(m_recentSessions, &RecentFilesMenu::fileChosen, this,
        [this](const QString &path) { openFiles({ path }); });
    addMenuAction(menu, tr("&Follow File…"), { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O) },
        tr("Watch a log that is still being written (vmstat 1 > log, top -b > log): the "
           "charts and findings follow it as it grows"),
        this, &MainWindow::chooseFilesToFollow)
        ->setObjectName(u"followFileAction"_s);
    QAction *stopFollowing = addMenuAction(menu, tr("S&top Following"), {},
        tr("Stop watching the followed logs; what was read stays"), m_follow,
        &FollowController::stopAll);
    stopFollowing->setObjectName(u"stopFollowingAction"_s);
    stopFollowing->setEnabled(false);
    connect(m_follow, &FollowController::statusChanged, stopFollowing,
        [this, stopFollowing] { stopFollowing->setEnabled(m_follow->isFollowing()); });
    menu->addSeparator();
    addMenuAction(menu, tr("&Save Session"), { QKeySequence::Save },
        tr("Save the captures, labels, colours, notes and choices in a .vmscope session"),
        m_sessions, &SessionController::save)
        ->setObjectName(u"saveSessionAction"_s);
    // Not QKeySequence::SaveAs: some platforms bind nothing to it, and the guide says this.
    addMenuAction(menu, tr("Save Session &As…"),
        { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S) },
        tr("Save the work in a new .vmscope session"), m_sessions, &SessionController::saveAs)
        ->setObjectName(u"saveSessionAsAction"_s);
    addMenuAction(menu, tr("&Close All"), { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W) },
        tr("Remove every capture from the window"), this, &MainWindow::closeAll)
        ->setObjectName(u"closeAllAction"_s);
    menu->addSeparator();
    addMenuAction(menu, tr("Load System.&map…"), {},
        tr("Resolve the raw addresses of the oopses with the kernel's System.map"), this,
        &MainWindow::chooseSystemMap)
        ->setObjectName(u"loadSystemMapAction"_s);
    menu->addSeparator();
    m_exportActions = new ExportActions(m_workspace, m_chartStack, this);
    m_exportActions->addFileActions(menu);
    menu->addSeparator();
    addMenuAction(menu, tr("&Quit"), { QKeySequence(Qt::CTRL | Qt::Key_Q) }, tr("Leave vmscope"),
        this, &QWidget::close);
}

void MainWindow::createEditMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&Edit"));
    menu->setToolTipsVisible(true);
    addMenuAction(menu, tr("&Paste"), { QKeySequence::Paste },
        tr("Import the logs in the clipboard's text"), this, &MainWindow::pasteClipboard)
        ->setObjectName(u"pasteAction"_s);
    m_exportActions->addEditActions(menu);
    menu->addSeparator();
    addMenuAction(menu, tr("Copy as &Text"), { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C) },
        tr("Copy the Compare tab's table as a 72-column text table for a mail"), m_compareView,
        &CompareView::copyAsMailText)
        ->setObjectName(u"copyAsTextAction"_s);
    addMenuAction(menu, tr("Copy as C&SV"), {},
        tr("Copy the Compare tab's table as CSV for a spreadsheet"), m_compareView,
        &CompareView::copyAsCsv)
        ->setObjectName(u"copyAsCsvAction"_s);
    menu->addSeparator();
    addMenuAction(menu, tr("P&references…"), { QKeySequence::Preferences },
        tr("How inputs are read, and the thresholds of the stall and hotspot rules"), this,
        &MainWindow::editPreferences)
        ->setObjectName(u"preferencesAction"_s);
}

void MainWindow::createViewMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&View"));
    menu->setToolTipsVisible(true);
    addMenuAction(menu, tr("Reset &Zoom"), { QKeySequence(Qt::CTRL | Qt::Key_0) },
        tr("Show every sample of every chart"), m_chartStack, &ChartStack::resetZoom);
    addMenuAction(menu, tr("Zoom &In"),
        { QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal) },
        tr("Halve the time range shown"), m_chartStack, &ChartStack::zoomIn);
    addMenuAction(menu, tr("Zoom O&ut"), { QKeySequence::ZoomOut },
        tr("Double the time range shown"), m_chartStack, &ChartStack::zoomOut);
    QAction *clock = menu->addAction(tr("Cloc&k Time on the Axis"));
    clock->setObjectName(u"clockAxisAction"_s);
    clock->setCheckable(true);
    const QString clockTip = tr("Label the time axis with the time of day when the plotted "
                                "captures printed it (vmstat -t, top), else with the time elapsed");
    clock->setToolTip(clockTip);
    clock->setStatusTip(clockTip);
    // Checked before it is connected: the start applies the setting, it does not write it.
    clock->setChecked(QSettings().value(u"charts/clockAxis"_s, true).toBool());
    const auto applyClock = [this](bool on) {
        m_chartStack->setTimeAxisStyle(timeAxisStyleOf(on));
    };
    applyClock(clock->isChecked());
    connect(clock, &QAction::toggled, this, [applyClock](bool on) {
        applyClock(on);
        QSettings().setValue(u"charts/clockAxis"_s, on);
    });
    menu->addSeparator();
    // Alt+1 to Alt+9 show the tabs in order; a page with a table gives it the focus.
    struct TabAction
    {
        QString text;
        QString toolTip;
        QWidget *page;
        QWidget *focus;
        QString objectName;
    };
    const TabAction tabActions[] = {
        { tr("&Charts"), tr("Show the charts of the chosen metrics"), m_tabs->widget(0), nullptr,
            {} },
        { tr("&Processes"), tr("Show the processes of a top capture"), m_processView,
            m_processView->table(), u"showProcessesAction"_s },
        { tr("P&rofile"), tr("Show a kernel profile"), m_profileView, m_profileView->table(), {} },
        { tr("Profile &Diff"), tr("Compare two or more profiles"), m_profileDiffView,
            m_profileDiffView->table(), {} },
        { tr("&Oops"), tr("Show the oopses, BUGs and WARNINGs"), m_oopsView, nullptr, {} },
        { tr("S&labs"), tr("Show the slab caches of a slabinfo capture"), m_slabView,
            m_slabView->table(), {} },
        { tr("&Events"), tr("Show the kernel log messages of an Events capture"), m_eventsView,
            m_eventsView->list(), u"showEventsAction"_s },
        { tr("&Source"), tr("Show the original text of the current capture"), m_sourceView,
            nullptr, {} },
        { tr("Co&mpare"),
            tr("Compare kernels: a metric per label with its statistics, and result tables"),
            m_compareView, nullptr, u"showCompareAction"_s },
    };
    int key = Qt::Key_1;
    for (const TabAction &tab : tabActions) {
        QAction *action = addMenuAction(menu, tab.text, { QKeySequence(Qt::ALT | key++) },
            tab.toolTip, this, [this, page = tab.page, focus = tab.focus] {
                m_tabs->setCurrentWidget(page);
                if (focus) {
                    focus->setFocus(Qt::ShortcutFocusReason);
                }
            });
        if (!tab.objectName.isEmpty()) {
            action->setObjectName(tab.objectName);
        }
    }
    menu->addSeparator();
    QAction *showOnly = addMenuAction(menu, tr("Show Onl&y Selected Captures"),
        { QKeySequence(Qt::CTRL | Qt::Key_T) },
        tr("Plot the captures selected in the tree and hide the others"), this,
        &MainWindow::showOnlySelected);
    showOnly->setObjectName(u"showOnlySelectedAction"_s);
    m_captureTree->addAction(showOnly);
    addMenuAction(menu, tr("Show &All Captures"), {}, tr("Plot every capture again"), this,
        [this] { m_workspace->showOnly(m_captureTree->captureIds()); });
    menu->addSeparator();
    for (QDockWidget *dock : std::as_const(m_docks)) {
        QAction *toggle = dock->toggleViewAction();
        toggle->setToolTip(tr("Show or hide the %1 panel").arg(dock->windowTitle()));
        menu->addAction(toggle);
    }
}

void MainWindow::createHelpMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&Help"));
    menu->setToolTipsVisible(true);
    addMenuAction(menu, tr("Open &Demo"), {},
        tr("Load a thread with three kernels' vmstat runs and a writeback stall"), this,
        &MainWindow::openDemo);
    addMenuAction(menu, tr("&User Guide"), { QKeySequence::HelpContents },
        tr("How to read a thread with vmscope: the pages, the charts, findings and Compare"), this,
        [this] { showHelp(HelpBrowser::Page::Guide); })
        ->setObjectName(u"userGuideAction"_s);
    addMenuAction(menu, tr("&Keyboard Shortcuts"), {},
        tr("Every shortcut of the menus, the charts and the pages"), this,
        [this] { showHelp(HelpBrowser::Page::Shortcuts); })
        ->setObjectName(u"shortcutsAction"_s);
    addMenuAction(menu, tr("&Stall Rules"), {},
        tr("What each stall rule looks for, and its thresholds"), this,
        [this] { showHelp(HelpBrowser::Page::StallRules); })
        ->setObjectName(u"stallRulesAction"_s);
    menu->addSeparator();
    addMenuAction(menu, tr("&About vmscope"), {}, tr("Version, licence and the libraries used"),
        this, &MainWindow::showAbout)
        ->setObjectName(u"aboutAction"_s);
    addMenuAction(menu, tr("About &Qt"), {}, tr("The version of Qt and its licence"), this,
        [] { QApplication::aboutQt(); });
}

void MainWindow::connectViews()
{
    connect(m_workspace, &Workspace::capturesChanged, this, &MainWindow::updateViews);
    connect(m_workspace, &Workspace::captureStyleChanged, this, &MainWindow::schedulePlotUpdate);
    connect(m_workspace, &Workspace::currentCaptureChanged, this, &MainWindow::followCurrentCapture);
    connect(
        m_workspace, &Workspace::sourceLineRequested, this, [this](const QString &file, int line) {
            showSourceLine(file, line);
            m_tabs->setCurrentWidget(m_sourceView);
        });
    connect(m_chartStack, &ChartStack::sampleClicked, this, &MainWindow::showSample);
    // Queued: the note's dialog runs an event loop of its own, in which the charts may be
    // rebuilt; the chart that asked, its menu and their arguments must not be under it.
    connect(m_chartStack, &ChartStack::noteRequested, this, &MainWindow::addNote,
        Qt::QueuedConnection);
    connect(m_chartStack, &ChartStack::noteEditRequested, this, &MainWindow::editNote,
        Qt::QueuedConnection);
    connect(m_chartStack, &ChartStack::noteRemoveRequested, m_workspace,
        &Workspace::removeAnnotation);
    connect(m_workspace, &Workspace::annotationsChanged, this, &MainWindow::updateMarkers);
    connect(m_workspace, &Workspace::findingsChanged, this, &MainWindow::updateMarkers);
    connect(m_findingsPanel, &FindingsPanel::findingActivated, this, &MainWindow::showFinding);
    connect(m_processView, &ProcessView::sampleClicked, this, &MainWindow::showSample);
    connect(m_profileView, &ProfileView::sourceLineRequested, this, [this](int line) {
        showSourceLine(m_profileView->sourceFile(), line);
        m_tabs->setCurrentWidget(m_sourceView);
    });
    connect(m_oopsView, &OopsView::systemMapRequested, this, &MainWindow::chooseSystemMap);
    connect(m_slabView, &SlabView::sourceLineRequested, this, [this](int line) {
        showSourceLine(m_slabView->sourceFile(), line);
        m_tabs->setCurrentWidget(m_sourceView);
    });
    connect(m_eventsView, &EventsView::sourceLineRequested, this, [this](int line) {
        showSourceLine(m_eventsView->sourceFile(), line);
        m_tabs->setCurrentWidget(m_sourceView);
    });
    connect(m_compareView, &CompareView::copied, this, [this](const QString &what) {
        statusBar()->showMessage(what.isEmpty()
                ? tr("Nothing to copy: the Compare tab shows no table")
                : tr("Copied %1").arg(what),
            5000);
    });
    connect(m_metricPicker, &MetricPicker::metricsChanged, this, [this](const QStringList &keys) {
        // With no captures the picker offers nothing: keep the user's choice for the next load.
        if (m_workspace->document().isEmpty()) {
            return;
        }
        m_chartStack->setMetrics(keys);
        QSettings().setValue(u"charts/metrics"_s, m_metricPicker->chosenMetrics());
    });
    connect(m_importController, &ImportController::plansReady, this, &MainWindow::receivePlans);
    connect(m_workspace, &Workspace::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_sessions, &SessionController::sessionPathChanged, this, &MainWindow::updateTitle);
    // The Compare tab's choices are part of the session: the user's changes are unsaved work.
    for (QComboBox *choice : { m_compareView->comparisonChoice(), m_compareView->metricChoice(),
             m_compareView->baselineChoice(), m_compareView->alignmentChoice() }) {
        connect(choice, &QComboBox::activated, m_workspace, &Workspace::noteEdit);
    }
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    // A first start has no choice yet: the picker ticks the first captures' key metrics.
    const QStringList metrics = settings.value(u"charts/metrics"_s).toStringList();
    m_metricPicker->setSelectedMetrics(metrics);
    m_chartStack->setMetrics(metrics);
    if (!restoreGeometry(settings.value(u"mainWindow/geometry"_s).toByteArray())) {
        resize(1400, 900);
    }
    m_defaultDockSizesPending = !restoreState(settings.value(u"mainWindow/state"_s).toByteArray());
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_defaultDockSizesPending) {
        return;
    }
    m_defaultDockSizesPending = false;
    // Sized before the window has its own size, the docks would keep their hints (a tree a
    // hundred pixels wide, the findings three rows high). The captures get room for a name,
    // the findings and diagnostics a quarter of the height; both are remembered once moved.
    QMetaObject::invokeMethod(this, [this] {
        resizeDocks({ m_docks.at(0) }, { std::max(300, width() / 4) }, Qt::Horizontal);
        resizeDocks({ m_docks.at(1) }, { std::max(200, height() * 27 / 100) }, Qt::Vertical);
    }, Qt::QueuedConnection);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_sessions->maybeSave(tr("quitting"))) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(u"mainWindow/geometry"_s, saveGeometry());
    settings.setValue(u"mainWindow/state"_s, saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!localFiles(event->mimeData()).isEmpty() || event->mimeData()->hasText()) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = localFiles(event->mimeData());
    if (!paths.isEmpty()) {
        openFiles(paths);
    } else {
        importText(event->mimeData()->text().toUtf8(), tr("dropped text %1").arg(++m_textCount));
    }
    event->acceptProposedAction();
}

void MainWindow::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open Logs"), QString(),
        tr("Logs, mail threads and sessions (*.txt *.log *.mbox *.eml *.gz *.bz2 *.xz *.zst "
           "*.vmscope);;"
           "vmscope sessions (*.vmscope);;All files (*)"));
    openFiles(paths);
}

void MainWindow::chooseFilesToFollow()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Follow Logs"), QString(),
        tr("Logs (*.txt *.log);;All files (*)"));
    for (const QString &path : paths) {
        m_follow->follow(path);
    }
}

void MainWindow::openFiles(const QStringList &paths)
{
    QStringList logs;
    QStringList sessions;
    for (const QString &path : paths) {
        (isSessionFile(path) ? sessions : logs).append(path);
    }
    // A session replaces the window's work, so only one opens; the logs are added to it.
    if (!sessions.isEmpty() && m_sessions->open(sessions.constFirst())) {
        m_recentSessions->addFile(sessions.constFirst());
    }
    if (sessions.size() > 1) {
        statusBar()->showMessage(tr("Only one session opens at a time: %1 was opened")
                                     .arg(QFileInfo(sessions.constFirst()).fileName()));
    }
    for (const QString &path : std::as_const(logs)) {
        m_recentFiles->addFile(path);
    }
    if (!logs.isEmpty()) {
        m_importController->importFiles(logs);
    }
}

void MainWindow::offerRecovery()
{
    m_sessions->offerRecovery();
}

void MainWindow::closeAll()
{
    if (m_sessions->maybeSave(tr("closing every capture"))) {
        m_workspace->clear();
        m_sessions->closeSession();
    }
}

void MainWindow::updateTitle()
{
    const QString path = m_sessions->sessionPath();
    // [*] is where Qt shows the unsaved mark.
    setWindowTitle(path.isEmpty() ? tr("vmscope[*]")
                                  : tr("%1[*] — vmscope").arg(QFileInfo(path).fileName()));
    setWindowModified(m_workspace->isModified());
}

void MainWindow::pasteClipboard()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        statusBar()->showMessage(tr("The clipboard holds no text to import"), 5000);
        return;
    }
    importText(text.toUtf8(), tr("paste %1").arg(++m_textCount));
}

void MainWindow::openDemo()
{
    ++m_pendingDemos;
    m_importController->importFiles({ QStringView(demoInputName).toString() });
}

void MainWindow::importText(const QByteArray &text, const QString &name)
{
    m_importController->importText(text, name);
}

void MainWindow::receivePlans(const QList<ImportPlan> &plans)
{
    // The controller delivers in request order, so the demo's plans are recognised by name.
    if (m_pendingDemos > 0 && plans.size() == 1 && plans.constFirst().name == DemoThread::name()) {
        --m_pendingDemos;
        // The demo is shown, not work of the user's: a window with just the demo quits
        // without asking.
        const bool modified = m_workspace->isModified();
        addPlans(plans);
        m_workspace->setModified(modified);
        return;
    }
    auto *dialog = new ImportPreviewDialog(plans, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { addPlans(dialog->plans()); });
    dialog->open();
}

void MainWindow::addPlans(const QList<ImportPlan> &plans)
{
    qsizetype added = 0;
    QStringList names;
    QStringList errors;
    for (const ImportPlan &plan : plans) {
        if (!plan.readable()) {
            errors.append(tr("%1: %2").arg(QFileInfo(plan.name).fileName(), plan.error));
            continue;
        }
        Document document = buildDocument(plan);
        added += document.captures().size();
        names.append(QFileInfo(plan.name).fileName());
        m_workspace->addDocument(std::move(document));
    }
    const QString done = tr("%n capture(s) from %1", nullptr, int(added)).arg(names.join(u", "_s));
    statusBar()->showMessage(errors.isEmpty() ? done : errors.join(u"; "_s));
}

void MainWindow::showOnlySelected()
{
    const QStringList ids = m_captureTree->selectedCaptureIds();
    if (!ids.isEmpty()) {
        m_workspace->showOnly(ids);
    }
}

void MainWindow::updateViews()
{
    updatePlottedCaptures();
    QList<const Capture *> all;
    const CaptureList captures = m_workspace->document().captures();
    for (const Capture &capture : captures) {
        all.append(&capture);
    }
    m_metricPicker->setCaptures(all); // it keeps the user's ticks over captures of other kinds
    m_profileView->setCaptures(all);
    m_profileDiffView->setCaptures(all);
    m_oopsView->setCaptures(all);
    m_slabView->setCaptures(all);
    m_eventsView->setCaptures(all);
}

void MainWindow::updatePlottedCaptures()
{
    m_plotUpdateScheduled = false;
    m_plottedVersion = m_styleVersion;
    const QList<PlottedCapture> plotted = m_workspace->visiblePlotted();
    // Captures and markers at once: one rebuild of the charts, not two.
    m_chartStack->setCaptures(plotted, currentMarkers());
    updateCompare();
}

void MainWindow::updateCompare()
{
    // Compare draws a run as Charts draws its capture, and leaves the hidden ones out.
    QHash<QString, LineLook> looks;
    QSet<QString> hidden;
    for (const Capture &capture : m_workspace->document().captures()) {
        looks.insert(capture.id,
            { m_workspace->captureColor(capture.id), m_workspace->captureLineStyle(capture.id) });
        if (!m_workspace->isCaptureVisible(capture.id)) {
            hidden.insert(capture.id);
        }
    }
    m_compareView->setDocument(m_workspace->document(), looks, hidden);
}

void MainWindow::schedulePlotUpdate()
{
    // "Show only", or ticking several captures, changes many at once: redraw once for all.
    ++m_styleVersion;
    if (!m_plotUpdateScheduled) {
        m_plotUpdateScheduled = true;
        QMetaObject::invokeMethod(this, &MainWindow::flushPlotUpdate, Qt::QueuedConnection);
    }
}

void MainWindow::flushPlotUpdate()
{
    // Done already when something needed the charts up to date at once.
    if (m_plottedVersion != m_styleVersion) {
        updatePlottedCaptures();
    }
    m_plotUpdateScheduled = false;
}

QList<TimeMarker> MainWindow::currentMarkers() const
{
    return documentMarkers(m_workspace->document(), m_workspace->findings());
}

void MainWindow::updateMarkers()
{
    m_chartStack->setMarkers(currentMarkers());
}

void MainWindow::showFinding(int index)
{
    if (index < 0 || index >= m_workspace->findings().size()) {
        return;
    }
    const Finding finding = m_workspace->findings().at(index);
    statusBar()->showMessage(finding.oneLine());
    const Capture *capture = m_workspace->document().capture(finding.captureId);
    if (!capture) {
        return;
    }
    const TimeSeries *series = capture->timeSeries();
    if (series && finding.firstRow >= 0) {
        m_workspace->setCaptureVisible(capture->id, true);
        flushPlotUpdate(); // zoom the charts that plot it, not the ones before
        m_workspace->setCurrentCapture(capture->id);
        m_tabs->setCurrentIndex(0);
        // Some context each side: a stall reads against the samples around it.
        const double margin = std::max({ series->intervalSeconds() * 3, finding.duration() * 0.5, 1.0 });
        m_chartStack->zoomTo(finding.start - margin, finding.end + margin);
        return;
    }
    m_workspace->setCurrentCapture(capture->id);
    if (capture->profile() && finding.firstRow >= 0) {
        m_tabs->setCurrentWidget(m_profileView);
        m_profileView->selectEntry(finding.firstRow);
    } else if (capture->eventLog() && finding.firstRow >= 0) {
        m_tabs->setCurrentWidget(m_eventsView);
        m_eventsView->selectEvent(finding.firstRow);
    }
}

void MainWindow::editPreferences()
{
    PreferencesDialog dialog(m_workspace->thresholds(), this);
    if (dialog.exec() == QDialog::Accepted) {
        PreferencesDialog::saveInputLimits(dialog.inputLimits());
        PreferencesDialog::saveLanguage(dialog.language());
        PreferencesDialog::saveThresholds(dialog.thresholds());
        m_workspace->setThresholds(dialog.thresholds());
    }
}

void MainWindow::addNote(const QString &captureId, double from, double to)
{
    const Capture *capture = m_workspace->document().capture(captureId);
    if (!capture) {
        return;
    }
    const QLocale locale;
    const QString where = to > from
        ? tr("%1 s to %2 s").arg(locale.toString(from, 'f', 1), locale.toString(to, 'f', 1))
        : tr("%1 s").arg(locale.toString(from, 'f', 1));
    bool ok = false;
    const QString text = QInputDialog::getText(this, tr("Add Note"),
        tr("Note on %1 at %2:").arg(capture->label.isEmpty() ? capture->id : capture->label, where),
        QLineEdit::Normal, QString(), &ok);
    if (ok && !text.trimmed().isEmpty()) {
        m_workspace->addAnnotation(captureId, from, to, text.trimmed());
    }
}

void MainWindow::editNote(const QString &annotationId)
{
    for (const Annotation &note : m_workspace->document().annotations()) {
        if (note.id != annotationId) {
            continue;
        }
        bool ok = false;
        const QString text = QInputDialog::getText(
            this, tr("Edit Note"), tr("Note:"), QLineEdit::Normal, note.text, &ok);
        if (ok && text.trimmed().isEmpty()) {
            m_workspace->removeAnnotation(annotationId);
        } else if (ok) {
            m_workspace->setAnnotationText(annotationId, text.trimmed());
        }
        return;
    }
}

void MainWindow::followCurrentCapture(const QString &captureId)
{
    showCurrentSource(captureId);
    const Capture *capture = m_workspace->document().capture(captureId);
    if (!capture) {
        return;
    }
    m_profileView->setCapture(capture);
    m_oopsView->setCapture(capture);
    m_slabView->setCapture(capture);
    m_eventsView->setCapture(capture);
    // Choosing a capture of another kind brings up the page that shows it; the source page
    // and a page that already shows the capture stay.
    QWidget *page = m_tabs->currentWidget();
    if (page == m_sourceView) {
        return;
    }
    if (capture->profile() && page != m_profileView && page != m_profileDiffView) {
        m_tabs->setCurrentWidget(m_profileView);
    } else if (capture->oops()) {
        m_tabs->setCurrentWidget(m_oopsView);
    } else if (capture->eventLog()) {
        m_tabs->setCurrentWidget(m_eventsView);
    } else if (capture->slabSession()) {
        // Its memory totals are charts too: the charts page may stay.
        if (page != m_tabs->widget(0)) {
            m_tabs->setCurrentWidget(m_slabView);
        }
    } else if (capture->timeSeries() && page != m_processView) {
        m_tabs->setCurrentIndex(0);
    }
}

void MainWindow::chooseSystemMap()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load System.map"), QString(),
        tr("System.map and kallsyms (System.map* *.map kallsyms*);;All files (*)"));
    if (!path.isEmpty()) {
        loadSystemMap(path);
    }
}

int MainWindow::loadSystemMap(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    bool hasOops = false;
    for (const Capture &capture : m_workspace->document().captures()) {
        hasOops = hasOops || capture.oops();
    }
    if (!hasOops) {
        statusBar()->showMessage(tr("No oops to resolve: open a thread with an oops first"));
        return -1;
    }
    QString error;
    const SystemMap map = SystemMap::fromFile(path, &error);
    if (map.isEmpty()) {
        statusBar()->showMessage(error);
        return -1;
    }
    const int resolved = m_workspace->applySystemMap(map, name);
    statusBar()->showMessage(tr("%1: %n address(es) resolved", nullptr, resolved).arg(name));
    return resolved;
}

void MainWindow::showCurrentSource(const QString &captureId)
{
    const Capture *capture = m_workspace->document().capture(captureId);
    if (!capture) {
        return;
    }
    if (const SourceText *source = m_workspace->document().source(capture->source.file)) {
        m_sourceView->showSource(source->name, source->text);
        m_sourceView->highlightBlock(capture->source.firstLine, capture->source.lastLine);
    }
}

void MainWindow::showSourceLine(const QString &file, int line)
{
    const SourceText *source = m_workspace->document().source(file);
    if (!source) {
        return;
    }
    if (m_sourceView->sourceName() != file) {
        m_sourceView->showSource(source->name, source->text);
    }
    m_sourceView->showLine(line);
}

void MainWindow::showSample(const QString &captureId, qsizetype row)
{
    const Capture *capture = m_workspace->document().capture(captureId);
    const TimeSeries *series = capture ? capture->timeSeries() : nullptr;
    if (!series || row < 0 || row >= qsizetype(series->sourceLines().size())) {
        return;
    }
    const int line = series->sourceLines().at(std::size_t(row));
    m_workspace->setCurrentCapture(captureId);
    showSourceLine(capture->source.file, line);
    m_tabs->setCurrentWidget(m_sourceView); // the line, where the number was read
    statusBar()->showMessage(tr("Sample %1 of %2 is line %3 of %4")
                                 .arg(row + 1)
                                 .arg(capture->label)
                                 .arg(line)
                                 .arg(QFileInfo(capture->source.file).fileName()));
}

void MainWindow::showHelp(HelpBrowser::Page page)
{
    // One window, kept beside the main one while the user reads and works.
    if (!m_help) {
        m_help = new HelpBrowser(menuBar(), this);
    }
    m_help->showPage(page);
    m_help->show();
    m_help->raise();
    m_help->activateWindow();
}

void MainWindow::showAbout()
{
    QString libraries;
    for (const auto &[name, version] : libraryVersions()) {
        libraries += u"<li>%1 %2</li>"_s.arg(name.toHtmlEscaped(), version.toHtmlEscaped());
    }
    // open(), not exec(): window-modal without a nested event loop, as the other dialogs.
    auto *about = new QMessageBox(this);
    about->setObjectName(u"aboutBox"_s);
    about->setAttribute(Qt::WA_DeleteOnClose);
    about->setWindowTitle(tr("About vmscope"));
    about->setIconPixmap(windowIcon().pixmap(64));
    about->setTextFormat(Qt::RichText);
    about->setText(
        tr("<h3>vmscope %1</h3><p>Reads Linux kernel performance logs (vmstat, top, profiles, "
           "oopses) as they were pasted into mailing-list threads, and charts them.</p>"
           "<p>Licensed under the GNU GPL, version 2 or later.</p>"
           "<p>Built with:</p><ul>%2</ul>")
            .arg(QStringLiteral(VMSCOPE_VERSION), libraries)); // CMake's project version
    about->open();
}

} // namespace vmscope
