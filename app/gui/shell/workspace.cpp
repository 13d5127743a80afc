// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/workspace.h"

#include "app/charts/linepalette.h"
#include "core/analysis/runnames.h"
#include "core/analysis/stallrules.h"
#include "core/oops/systemmap.h"

#include <QFutureWatcher>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace vmscope {

Workspace::Workspace(QObject *parent)
    : QObject(parent)
{
    // Every change the user makes is one of these; the window asks before it is lost.
    const auto changed = [this] { emit edited(); };
    connect(this, &Workspace::edited, this, [this] { setModified(true); });
    connect(this, &Workspace::captureAdded, this, changed);
    connect(this, &Workspace::captureRemoved, this, changed);
    connect(this, &Workspace::captureChanged, this, changed);
    connect(this, &Workspace::captureStyleChanged, this, changed);
    connect(this, &Workspace::annotationsChanged, this, changed);
}

void Workspace::setModified(bool modified)
{
    if (modified != m_modified) {
        m_modified = modified;
        emit modifiedChanged(modified);
    }
}

void Workspace::setThresholds(const StallThresholds &thresholds)
{
    if (thresholds != m_thresholds) {
        m_thresholds = thresholds;
        emit edited();
        refreshFindings();
    }
}

namespace {

/// Below this many rows in all the rules take a few milliseconds: the findings come at once.
/// Above, they are found on another thread while the window goes on.
constexpr qsizetype rowsAnalysedInPlace = 20000;

qsizetype totalRows(const Document &document)
{
    qsizetype rows = 0;
    for (const Capture &capture : document.captures()) {
        rows += capture.rowCount();
    }
    return rows;
}

} // namespace

void Workspace::refreshFindings()
{
    const int generation = ++m_findingsGeneration;
    if (totalRows(m_document) < rowsAnalysedInPlace) {
        m_findings = analyzeDocument(m_document, m_thresholds, QLocale());
        emit findingsChanged();
        return;
    }
    // The copy shares the captures, which nobody changes: the rules may read it anywhere.
    auto *watcher = new QFutureWatcher<QList<Finding>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        // A later change asked again: only its answer counts.
        if (generation == m_findingsGeneration) {
            m_findings = watcher->result();
            emit findingsChanged();
        }
    });
    watcher->setFuture(QtConcurrent::run(
        [document = m_document, thresholds = m_thresholds, numbers = QLocale()] {
            return analyzeDocument(document, thresholds, numbers);
        }));
}

bool Workspace::findingsPending() const
{
    const QList<QFutureWatcher<QList<Finding>> *> watchers
        = findChildren<QFutureWatcher<QList<Finding>> *>();
    return std::any_of(watchers.begin(), watchers.end(),
        [](const QFutureWatcherBase *watcher) { return !watcher->isFinished(); });
}

void Workspace::announceCaptures()
{
    // Until the rules answer, the findings of captures that are gone must not be shown on
    // others (Close All numbers captures from c1 again).
    m_findings.removeIf(
        [this](const Finding &finding) { return !m_document.capture(finding.captureId); });
    emit capturesChanged();
    refreshFindings();
}

void Workspace::assignSlot(const QString &id, const QColor &color)
{
    // The lowest slot no capture holds: one freed by a removal, else the next never used.
    // (Sorting every slot for each capture made 28 000 captures take minutes.)
    qsizetype slot = m_nextSlot;
    if (!m_freedSlots.empty()) {
        slot = *m_freedSlots.begin();
        m_freedSlots.erase(m_freedSlots.begin());
    } else {
        ++m_nextSlot;
    }
    m_slots.insert(id, slot);
    m_colors.insert(id, color.isValid() ? color : lineColor(slot));
}

void Workspace::addDocument(Document document)
{
    const qsizetype before = m_document.captures().size();
    m_document.merge(std::move(document));
    const CaptureList captures = m_document.captures();
    for (qsizetype i = before; i < captures.size(); ++i) {
        assignSlot(captures.at(i).id);
    }
    for (qsizetype i = before; i < captures.size(); ++i) {
        emit captureAdded(captures.at(i).id);
    }
    announceCaptures();
    if (m_current.isEmpty() && m_document.captures().size() > before) {
        setCurrentCapture(m_document.captures().at(before).id);
    }
}

SourceRefresh Workspace::refreshSource(
    const QString &name, const Document &reread, QSet<QString> &known)
{
    const SourceRefresh refresh = vmscope::refreshSource(m_document, name, reread, known);
    for (const QString &id : refresh.added) {
        assignSlot(id);
    }
    for (const QString &id : refresh.grown) {
        emit captureChanged(id);
    }
    for (const QString &id : refresh.added) {
        emit captureAdded(id);
    }
    if (!refresh.grown.isEmpty() || !refresh.added.isEmpty()) {
        announceCaptures();
    }
    if (m_current.isEmpty() && !refresh.added.isEmpty()) {
        setCurrentCapture(refresh.added.constFirst());
    }
    return refresh;
}

void Workspace::addInputDiagnostic(const Diagnostic &diagnostic, const QString &file)
{
    m_document.addDiagnostic(diagnostic, file);
    emit capturesChanged();
}

void Workspace::clear()
{
    const CaptureList gone = m_document.captures();
    m_document = Document();
    m_colors.clear();
    m_slots.clear();
    m_freedSlots.clear();
    m_nextSlot = 0;
    m_hidden.clear();
    for (const Capture &capture : gone) {
        emit captureRemoved(capture.id);
    }
    announceCaptures();
    setCurrentCapture(QString());
    emit annotationsChanged();
    emit cleared();
}

void Workspace::restore(
    const Document &document, const QHash<QString, QColor> &colors, const QSet<QString> &hidden)
{
    clear();
    m_document = document;
    const CaptureList captures = m_document.captures();
    for (const Capture &capture : captures) {
        assignSlot(capture.id, colors.value(capture.id));
        if (hidden.contains(capture.id)) {
            m_hidden.insert(capture.id);
        }
    }
    for (const Capture &capture : captures) {
        emit captureAdded(capture.id);
    }
    announceCaptures();
    emit annotationsChanged();
    if (!captures.isEmpty()) {
        setCurrentCapture(captures.constFirst().id);
    }
}

void Workspace::removeCapture(const QString &id)
{
    if (!m_document.removeCapture(id)) {
        return;
    }
    m_colors.remove(id);
    if (const auto slot = m_slots.constFind(id); slot != m_slots.cend()) {
        m_freedSlots.insert(*slot);
        m_slots.erase(slot);
    }
    m_hidden.remove(id);
    emit captureRemoved(id);
    announceCaptures();
    if (m_current == id) {
        setCurrentCapture(m_document.captures().isEmpty() ? QString()
                                                          : m_document.captures().constFirst().id);
    }
    emit annotationsChanged();
}

QString Workspace::addAnnotation(
    const QString &captureId, double from, double to, const QString &text)
{
    const QString id = m_document.addAnnotation({ {}, captureId, from, to, text });
    emit annotationsChanged();
    return id;
}

void Workspace::setAnnotationText(const QString &id, const QString &text)
{
    if (m_document.setAnnotationText(id, text)) {
        emit annotationsChanged();
    }
}

void Workspace::removeAnnotation(const QString &id)
{
    if (m_document.removeAnnotation(id)) {
        emit annotationsChanged();
    }
}

int Workspace::applySystemMap(const SystemMap &map, const QString &mapName)
{
    const int resolved = vmscope::applySystemMap(m_document, map, mapName);
    for (const Capture &capture : m_document.captures()) {
        if (capture.oops()) {
            emit captureChanged(capture.id);
        }
    }
    announceCaptures();
    return resolved;
}

void Workspace::renameCapture(const QString &id, const QString &label)
{
    if (m_document.setLabel(id, label)) {
        emit captureChanged(id);
        announceCaptures();
    }
}

QColor Workspace::captureColor(const QString &id) const
{
    return m_colors.value(id, QColor(Qt::gray));
}

Qt::PenStyle Workspace::captureLineStyle(const QString &id) const
{
    return lineStyle(m_slots.value(id, 0));
}

void Workspace::setCaptureColor(const QString &id, const QColor &color)
{
    if (m_colors.contains(id) && color.isValid() && m_colors.value(id) != color) {
        m_colors.insert(id, color);
        emit captureStyleChanged(id);
    }
}

bool Workspace::isCaptureVisible(const QString &id) const
{
    return !m_hidden.contains(id);
}

void Workspace::setCaptureVisible(const QString &id, bool visible)
{
    if (visible == isCaptureVisible(id)) {
        return;
    }
    if (visible) {
        m_hidden.remove(id);
    } else {
        m_hidden.insert(id);
    }
    emit captureStyleChanged(id);
}

void Workspace::showOnly(const QStringList &ids)
{
    for (const Capture &capture : m_document.captures()) {
        setCaptureVisible(capture.id, ids.contains(capture.id));
    }
}

QHash<QString, QString> Workspace::runNames() const
{
    return vmscope::runNames(m_document.captures());
}

QList<PlottedCapture> Workspace::visiblePlotted() const
{
    const QHash<QString, QString> names = runNames();
    QList<PlottedCapture> plotted;
    for (const CapturePtr &capture : visibleCaptures()) {
        plotted.append({ capture, captureColor(capture->id), captureLineStyle(capture->id),
            names.value(capture->id) });
    }
    return plotted;
}

QList<CapturePtr> Workspace::visibleCaptures() const
{
    QList<CapturePtr> visible;
    for (const CapturePtr &capture : m_document.captures().shared()) {
        if (isCaptureVisible(capture->id)) {
            visible.append(capture);
        }
    }
    return visible;
}

void Workspace::setCurrentCapture(const QString &id)
{
    if (m_current != id) {
        m_current = id;
        emit currentCaptureChanged(id);
    }
}

void Workspace::requestSourceLine(const QString &file, int line)
{
    emit sourceLineRequested(file, line);
}

} // namespace vmscope
