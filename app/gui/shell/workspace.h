// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/plottedcapture.h"
#include "core/model/document.h"
#include "core/model/sourcerefresh.h"
#include "core/model/finding.h"
#include "core/analysis/stallthresholds.h"

#include <QColor>
#include <QHash>
#include <QObject>
#include <QSet>

#include <set>

namespace vmscope {

class SystemMap;

/// The GUI's live document: the captures, how each is shown (colour, visible) and which one
/// is current. Every view reads it and reacts to its signals; nothing else owns captures.
class Workspace : public QObject
{
    Q_OBJECT

public:
    explicit Workspace(QObject *parent = nullptr);

    [[nodiscard]] const Document &document() const { return m_document; }
    /// Appends the captures of `document` (renumbered), giving each a colour of its own.
    void addDocument(Document document);
    void clear();
    /// Takes what input `name` holds when read again after it grew (a followed file): see
    /// vmscope::refreshSource(), which `known` is for. The captures that grew are changed
    /// (their ids, labels, colours and notes stay), the new ones added.
    SourceRefresh refreshSource(const QString &name, const Document &reread, QSet<QString> &known);
    /// Records something said of input `file` as a whole (a followed file was cut short), for
    /// the diagnostics; capturesChanged() tells the views.
    void addInputDiagnostic(const Diagnostic &diagnostic, const QString &file);
    /// Puts `document` in the place of everything, under its own ids (a session reopened),
    /// with the colours given (the others get fresh ones) and the captures of `hidden` hidden.
    void restore(const Document &document, const QHash<QString, QColor> &colors,
        const QSet<QString> &hidden);

    /// True when the user changed something since the document was last saved or opened
    /// (an import, a note, a label, a colour, a capture shown or hidden, thresholds).
    [[nodiscard]] bool isModified() const { return m_modified; }
    void setModified(bool modified);
    /// Says that the user changed something the document does not hold (a choice of the
    /// Compare tab): edited(), and unsaved changes.
    void noteEdit() { emit edited(); }

    void removeCapture(const QString &id);
    void renameCapture(const QString &id, const QString &label);
    /// Adds the user's note on a capture at `from` (equal to `to`) or over a span; returns its id.
    QString addAnnotation(const QString &captureId, double from, double to, const QString &text);
    void setAnnotationText(const QString &id, const QString &text);
    void removeAnnotation(const QString &id);
    /// Resolves the raw addresses of every oops with `map` (`mapName` names it in the note
    /// this adds); returns how many addresses were resolved.
    int applySystemMap(const SystemMap &map, const QString &mapName);

    /// What the analysis rules (docs/stalls.md) found in the document, with the thresholds
    /// set and numbers in the window's locale; recomputed whenever captures come, go or change,
    /// after capturesChanged() (the findings refer to captures every view already has).
    [[nodiscard]] const QList<Finding> &findings() const { return m_findings; }
    /// True while the rules run on another thread over a large document (findingsChanged()
    /// comes when they are done).
    [[nodiscard]] bool findingsPending() const;
    [[nodiscard]] const StallThresholds &thresholds() const { return m_thresholds; }
    void setThresholds(const StallThresholds &thresholds);

    [[nodiscard]] QColor captureColor(const QString &id) const;
    /// Solid for the first eight captures, then dashed, dotted...: see lineStyle().
    [[nodiscard]] Qt::PenStyle captureLineStyle(const QString &id) const;
    void setCaptureColor(const QString &id, const QColor &color);

    /// Visible captures are the ones the charts plot.
    [[nodiscard]] bool isCaptureVisible(const QString &id) const;
    void setCaptureVisible(const QString &id, bool visible);
    /// Makes exactly `ids` visible.
    void showOnly(const QStringList &ids);
    /// Visible captures, in document order.
    [[nodiscard]] QList<CapturePtr> visibleCaptures() const;
    /// The visible captures as the charts draw them: colour, line style, name.
    [[nodiscard]] QList<PlottedCapture> visiblePlotted() const;
    /// Every capture's name in the tree, the legends and Compare (runNames()), made anew.
    [[nodiscard]] QHash<QString, QString> runNames() const;

    [[nodiscard]] QString currentCapture() const { return m_current; }
    void setCurrentCapture(const QString &id);

    /// Asks the source view to show `line` of input `file` (from a chart point or a diagnostic).
    void requestSourceLine(const QString &file, int line);

signals:
    void captureAdded(const QString &id);
    void captureRemoved(const QString &id);
    /// Its label or its data changed (renamed, resolved with a System.map): a new value.
    void captureChanged(const QString &id);
    /// Only how it is drawn changed: its colour, or whether it is shown.
    void captureStyleChanged(const QString &id);
    /// Once after the captures of one change came, went or changed (not for style changes):
    /// for the views that list every capture.
    void capturesChanged();
    void currentCaptureChanged(const QString &id);
    /// A note was added, edited or removed (removing a capture also removes its notes).
    void annotationsChanged();
    /// findings() changed: other captures or other thresholds.
    void findingsChanged();
    void sourceLineRequested(const QString &file, int line);
    void modifiedChanged(bool modified);
    /// clear() (or restore()) dropped every capture: what was read before is not this
    /// document's any more (a followed file is no longer followed).
    void cleared();
    /// Each change the user made (see isModified()), after the signal that tells what it was.
    void edited();

private:
    /// Gives `id` the first palette slot no capture holds (colour, then line style), so two
    /// captures on one chart never look alike; its colour is the slot's unless `color` is valid.
    void assignSlot(const QString &id, const QColor &color = QColor());
    void refreshFindings();
    /// Says that the captures changed, then what the rules now find in them.
    void announceCaptures();

    Document m_document;
    QHash<QString, QColor> m_colors;
    QHash<QString, qsizetype> m_slots; // into lineColor() and lineStyle()
    std::set<qsizetype> m_freedSlots; // below m_nextSlot, held by no capture
    qsizetype m_nextSlot = 0;
    QSet<QString> m_hidden;
    QString m_current;
    StallThresholds m_thresholds;
    QList<Finding> m_findings;
    int m_findingsGeneration = 0; // of the last request for findings
    bool m_modified = false;
};

} // namespace vmscope
