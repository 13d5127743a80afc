// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/sessioncontroller.h"

#include "app/charts/chartstack.h"
#include "app/charts/metricpicker.h"
#include "app/charts/timechartview.h"
#include "app/gui/compare/compareview.h"
#include "app/gui/oops/oopsview.h"
#include "app/gui/profile/profilediffview.h"
#include "app/gui/profile/profileview.h"
#include "app/gui/shell/mainwindow.h"
#include "app/gui/shell/sessionsourcesdialog.h"
#include "app/gui/shell/sourceview.h"
#include "app/gui/shell/workspace.h"
#include "app/gui/slab/slabview.h"
#include "app/gui/top/processview.h"
#include "core/text/atomicwrite.h"
#include "parsers/input/inputreader.h"

#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr int defaultAutosaveMilliseconds = 60 * 1000;

/// The pages of the window under the names a session gives them.
QList<std::pair<QString, QWidget *>> pagesOf(const MainWindow *window)
{
    return { { u"charts"_s, window->centralTabs()->widget(0) },
        { u"processes"_s, window->processView() }, { u"profile"_s, window->profileView() },
        { u"profile-diff"_s, window->profileDiffView() }, { u"oops"_s, window->oopsView() },
        { u"slabs"_s, window->slabView() }, { u"source"_s, window->sourceView() },
        { u"compare"_s, window->compareView() } };
}

QString autosaveFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + u"/autosave"_s;
}

QString lockPathOf(const QString &autosave)
{
    return autosave.chopped(QStringView(u".vmscope").size()) + u".lock"_s;
}

QString sessionFilter()
{
    return SessionController::tr("vmscope sessions (*.vmscope);;All files (*)");
}

} // namespace

SessionController::SessionController(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    QDir().mkpath(autosaveFolder());
    const QString base = autosaveFolder() + u'/' + QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_autosavePath = base + u".vmscope"_s;
    // Held while this window lives: an autosave whose lock nobody holds was left by a
    // vmscope that did not close (QLockFile sees that its process is gone).
    m_autosaveLock = std::make_unique<QLockFile>(base + u".lock"_s);
    m_autosaveLock->setStaleLockTime(0);
    m_autosaveLock->tryLock(0);
    m_autosaveTimer.setInterval(defaultAutosaveMilliseconds);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &SessionController::autosave);
    m_autosaveTimer.start();
    Workspace *workspace = window->workspace();
    connect(workspace, &Workspace::edited, this, [this] { ++m_changes; });
    // A note is work typed by hand: kept at once, not a minute later.
    connect(workspace, &Workspace::annotationsChanged, this, &SessionController::scheduleAutosave);
}

SessionController::~SessionController()
{
    removeAutosave(); // the window is closing as it should: nothing to recover
}

void SessionController::showMessage(const QString &message) const
{
    m_window->statusBar()->showMessage(message, 8000);
}

QHash<QString, QString> SessionController::fileSources() const
{
    QHash<QString, QString> files;
    for (const SourceText &source : m_window->workspace()->document().sources()) {
        const QFileInfo info(source.name);
        if (info.isFile()) {
            files.insert(source.name, info.absoluteFilePath());
        }
    }
    return files;
}

Session SessionController::currentSession() const
{
    const Workspace *workspace = m_window->workspace();
    // A file the user chose to refer to that changed since is embedded after all: the
    // session must open to what the window shows.
    QHash<QString, QString> referenced;
    for (auto it = m_referenced.cbegin(); it != m_referenced.cend(); ++it) {
        const SourceText *source = workspace->document().source(it.key());
        QString error;
        if (source && readText(it.value(), &error).text == source->text && error.isEmpty()) {
            referenced.insert(it.key(), it.value());
        }
    }
    Session session = sessionOf(workspace->document(), referenced);
    for (SessionCapture &capture : session.captures) {
        capture.color = workspace->captureColor(capture.id).name();
        capture.visible = workspace->isCaptureVisible(capture.id);
    }
    session.thresholds = workspace->thresholds();

    const CompareView *compare = m_window->compareView();
    session.comparison.comparison = compare->comparisonChoice()->currentText();
    session.comparison.baseline = compare->baselineChoice()->currentText();
    session.comparison.metric = compare->metric();
    session.comparison.alignment
        = compare->alignmentChoice()->currentData().toInt() == int(ComparisonAlignment::SampleIndex)
        ? u"sample"_s
        : u"elapsed"_s;
    session.comparison.labels = compare->includedLabels();
    session.comparison.chart = compare->chartMode() == CompareView::ChartMode::SmallMultiples
        ? u"small-multiples"_s
        : u"overlay"_s;

    const QWidget *page = m_window->centralTabs()->currentWidget();
    for (const auto &[name, widget] : pagesOf(m_window)) {
        session.view.tab = widget == page ? name : session.view.tab;
    }
    const ChartStack *charts = m_window->chartStack();
    session.view.metrics = charts->metrics();
    if (!charts->charts().isEmpty()) {
        const TimeChartView *first = charts->charts().constFirst();
        if (first->xRange() != first->homeXRange()) {
            session.view.zoom = std::pair(first->xRange().first, first->xRange().second);
        }
    }
    session.view.currentCapture = workspace->currentCapture();
    return session;
}

bool SessionController::save()
{
    return m_path.isEmpty() ? saveAs() : saveTo(m_path);
}

bool SessionController::saveAs()
{
    const QHash<QString, QString> files = fileSources();
    if (!files.isEmpty()) {
        SessionSourcesDialog dialog(files, m_referenced, m_window);
        if (dialog.exec() != QDialog::Accepted) {
            return false;
        }
        m_referenced = dialog.referenced();
    }
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Session"),
        m_path.isEmpty() ? QDir::homePath() + u"/untitled.vmscope"_s : m_path, sessionFilter());
    if (path.isEmpty()) {
        return false;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += u".vmscope"_s;
    }
    return saveTo(path);
}

bool SessionController::saveTo(const QString &path)
{
    const QString error = writeAtomically(path, sessionToJson(currentSession()));
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Session Not Saved"),
            tr("The session could not be written to %1: %2").arg(path, error));
        return false;
    }
    setPath(path);
    m_window->workspace()->setModified(false);
    m_autosavedChanges = m_changes;
    removeAutosave(); // the session holds it all now
    showMessage(tr("Saved the session to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void SessionController::setPath(const QString &path)
{
    if (path != m_path) {
        m_path = path;
        emit sessionPathChanged(path);
    }
}

QString SessionController::locate(const SessionSource &source, const QString &problem)
{
    const QMessageBox::StandardButton answer = QMessageBox::question(m_window,
        tr("Source Not Found"),
        tr("%1.\n\nLocate the file that holds %2 as it was saved?").arg(problem, source.name),
        QMessageBox::Open | QMessageBox::Cancel, QMessageBox::Open);
    if (answer != QMessageBox::Open) {
        return {};
    }
    return QFileDialog::getOpenFileName(m_window, tr("Locate %1").arg(QFileInfo(source.path).fileName()),
        QFileInfo(source.path).absolutePath());
}

bool SessionController::open(const QString &path)
{
    if (!maybeSave(tr("opening %1").arg(QFileInfo(path).fileName()))) {
        return false;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const RestoredSession restored = openSessionFile(path, ParserRegistry::withBuiltins(), {},
        [this](const SessionSource &source, const QString &problem) {
            QApplication::restoreOverrideCursor();
            const QString located = locate(source, problem);
            QApplication::setOverrideCursor(Qt::WaitCursor);
            return located;
        });
    QApplication::restoreOverrideCursor();
    if (!restored.readable()) {
        QMessageBox::warning(m_window, tr("Session Not Opened"),
            tr("%1\n\nNothing was changed.").arg(restored.error));
        return false;
    }
    apply(restored);
    setPath(QFileInfo(path).absoluteFilePath());
    // A source located elsewhere is a change the file does not hold yet.
    m_window->workspace()->setModified(!restored.located.isEmpty());
    m_autosavedChanges = m_changes;
    showMessage(restored.problems.isEmpty()
            ? tr("Opened the session %1").arg(QFileInfo(path).fileName())
            : tr("Opened the session %1; %2").arg(QFileInfo(path).fileName(), restored.problems.join(u"; "_s)));
    return true;
}

void SessionController::apply(const RestoredSession &restored)
{
    const Session &session = restored.session;
    Workspace *workspace = m_window->workspace();
    QHash<QString, QColor> colors;
    QSet<QString> hidden;
    m_referenced.clear();
    for (const SessionSource &source : session.sources) {
        if (!source.isEmbedded()) {
            m_referenced.insert(source.name, source.path);
        }
    }
    for (const SessionCapture &capture : session.captures) {
        colors.insert(capture.id, QColor(capture.color));
        if (!capture.visible) {
            hidden.insert(capture.id);
        }
    }
    workspace->setThresholds(session.thresholds);
    workspace->restore(restored.document, colors, hidden);

    if (!session.view.metrics.isEmpty()) {
        m_window->metricPicker()->setSelectedMetrics(session.view.metrics);
        m_window->chartStack()->setMetrics(session.view.metrics);
    }
    CompareView *compare = m_window->compareView();
    const int comparison = int(compare->comparisonNames().indexOf(session.comparison.comparison));
    if (comparison >= 0) {
        compare->comparisonChoice()->setCurrentIndex(comparison);
    }
    if (!session.comparison.labels.isEmpty()) {
        compare->setIncludedLabels(session.comparison.labels);
    }
    compare->setBaseline(session.comparison.baseline);
    compare->setMetric(session.comparison.metric);
    compare->setAlignment(session.comparison.alignment == u"sample"_s
            ? ComparisonAlignment::SampleIndex
            : ComparisonAlignment::ElapsedTime);
    compare->setChartMode(session.comparison.chart == u"small-multiples"_s
            ? CompareView::ChartMode::SmallMultiples
            : CompareView::ChartMode::Overlay);

    if (workspace->document().capture(session.view.currentCapture)) {
        workspace->setCurrentCapture(session.view.currentCapture);
    }
    for (const auto &[name, widget] : pagesOf(m_window)) {
        if (name == session.view.tab) {
            m_window->centralTabs()->setCurrentWidget(widget);
        }
    }
    if (session.view.zoom) {
        m_window->chartStack()->zoomTo(session.view.zoom->first, session.view.zoom->second);
    }
}

bool SessionController::maybeSave(const QString &action)
{
    if (!m_window->workspace()->isModified()) {
        return true;
    }
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
        tr("The work in this window has changes that are not saved in a session."),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setInformativeText(tr("Save them before %1?").arg(action));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void SessionController::closeSession()
{
    setPath(QString());
    m_referenced.clear();
    m_window->workspace()->setModified(false);
    m_autosavedChanges = m_changes;
    removeAutosave();
}

void SessionController::scheduleAutosave()
{
    // Several notes in one step (a capture removed with its notes) are one autosave.
    QTimer::singleShot(0, this, &SessionController::autosave);
}

void SessionController::autosave()
{
    if (!m_window->workspace()->isModified() || m_changes == m_autosavedChanges) {
        return;
    }
    Session session = currentSession();
    if (writeAtomically(m_autosavePath, sessionToJson(session)).isEmpty()) {
        m_autosavedChanges = m_changes;
    }
}

void SessionController::removeAutosave()
{
    QFile::remove(m_autosavePath);
}

QStringList SessionController::orphanedAutosaves()
{
    QStringList orphans;
    const QFileInfoList files = QDir(autosaveFolder())
                                    .entryInfoList({ u"*.vmscope"_s }, QDir::Files, QDir::Time);
    for (const QFileInfo &file : files) {
        QLockFile lock(lockPathOf(file.absoluteFilePath()));
        lock.setStaleLockTime(0);
        // Taken: its window is gone without closing. Held: another window is still at work.
        if (lock.tryLock(0)) {
            lock.unlock();
            orphans.append(file.absoluteFilePath());
        }
    }
    return orphans;
}

void SessionController::offerRecovery()
{
    const QStringList orphans = orphanedAutosaves();
    if (orphans.isEmpty()) {
        return;
    }
    const QString file = orphans.constFirst();
    auto *box = new QMessageBox(QMessageBox::Question, tr("Recover Unsaved Work"),
        tr("vmscope did not close properly last time. Its work was autosaved at %1.")
            .arg(QLocale().toString(QFileInfo(file).lastModified(), QLocale::ShortFormat)),
        QMessageBox::NoButton, m_window);
    box->setInformativeText(tr("Recover it? Discarding deletes the autosave."));
    QPushButton *recoverButton = box->addButton(tr("&Recover"), QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Discard);
    box->setDefaultButton(recoverButton);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, recoverButton, file] {
        if (box->clickedButton() == recoverButton) {
            recover(file);
        } else {
            QFile::remove(file);
            QFile::remove(lockPathOf(file));
        }
    });
    box->open();
}

void SessionController::recover(const QString &file)
{
    const RestoredSession restored = openSessionFile(file, ParserRegistry::withBuiltins());
    if (!restored.readable()) {
        QMessageBox::warning(m_window, tr("Work Not Recovered"),
            tr("The autosave could not be read: %1\n\nIt is kept at %2.").arg(restored.error, file));
        return;
    }
    apply(restored);
    setPath(QString());
    // Recovered work is saved nowhere yet: it stays unsaved, and in this window's autosave.
    m_window->workspace()->setModified(true);
    ++m_changes;
    autosave();
    QFile::remove(file);
    QFile::remove(lockPathOf(file));
    showMessage(tr("Recovered %n capture(s) and the notes on them", nullptr,
        int(restored.document.captures().size())));
}

} // namespace vmscope
