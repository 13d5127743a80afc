// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/annotation.h"
#include "core/model/capturelist.h"

#include <QList>
#include <QStringList>

namespace vmscope {

/// The text of one input as it was read, so every number can be traced back to its line.
struct SourceText
{
    QString name;
    QString text;

    friend bool operator==(const SourceText &, const SourceText &) = default;
};

/// Everything read from one or more inputs: the captures and what was said about the input
/// as a whole (decoding, repeats skipped, lines no parser wanted).
class Document
{
public:
    /// The captures, in order; the list shares them, so it stays valid while the document
    /// changes.
    [[nodiscard]] CaptureList captures() const { return CaptureList(m_captures); }
    [[nodiscard]] const Diagnostics &diagnostics() const { return m_diagnostics; }
    [[nodiscard]] const QList<SourceText> &sources() const { return m_sources; }
    /// The text of the input named `name`, or nullptr.
    [[nodiscard]] const SourceText *source(QStringView name) const;

    /// Gives the capture a fresh id and returns it.
    QString addCapture(Capture capture);
    /// `file` names the input the diagnostic is about (empty when unknown).
    void addDiagnostic(Diagnostic diagnostic, const QString &file = {});
    /// The input diagnostics()[index] is about, so that merged documents keep it.
    [[nodiscard]] QString diagnosticFile(qsizetype index) const
    {
        return m_diagnosticFiles.value(index);
    }
    /// The errors said of the inputs as a whole (a refused or undecodable input), each as
    /// formatDiagnostic() writes it: why a command found nothing, for its standard error.
    [[nodiscard]] QStringList inputErrors() const;
    void addSource(SourceText source) { m_sources.append(std::move(source)); }
    /// Gives the input `name` its text read again (a followed file grew); false if there is
    /// no input of that name.
    bool setSourceText(QStringView name, const QString &text);
    /// Puts `diagnostics` in the place of those said of input `file`.
    void replaceDiagnostics(const QString &file, const Diagnostics &diagnostics);
    /// Removes the capture and its annotations; false if there is none with that id.
    bool removeCapture(QStringView id);

    [[nodiscard]] const QList<Annotation> &annotations() const { return m_annotations; }
    /// Gives the note a fresh id and returns it.
    QString addAnnotation(Annotation annotation);
    /// Changes a note's text; false if there is none with that id.
    bool setAnnotationText(QStringView id, const QString &text);
    bool removeAnnotation(QStringView id);
    /// Renames the capture; false if there is none with that id.
    bool setLabel(QStringView id, const QString &label);
    /// Appends another document's captures (renumbered), their annotations, diagnostics and
    /// sources; a source this document has already (same name and text) is not added again.
    void merge(const Document &other);
    /// The same, moving the captures that only `other` holds instead of copying them (a week
    /// of samples is 90 MB).
    void merge(Document &&other);

    /// The capture with that id, or nullptr; valid until the document drops or replaces it.
    [[nodiscard]] const Capture *capture(QStringView id) const;
    /// The capture with that id, shared so that it outlives any change of the document; null
    /// when there is none.
    [[nodiscard]] CapturePtr sharedCapture(QStringView id) const;
    /// Puts `changed` in the place of the capture with its id (captures are immutable: a change
    /// is a new value); false if there is none with that id.
    bool replaceCapture(Capture changed);
    [[nodiscard]] bool isEmpty() const { return m_captures.isEmpty(); }

    /// The ids the next capture and the next note will get, so that a saved session reopens
    /// with the ids it had (a removed capture's id is never given again).
    struct IdCounters
    {
        int nextCapture = 1;
        int nextAnnotation = 1;
        friend bool operator==(const IdCounters &, const IdCounters &) = default;
    };
    [[nodiscard]] IdCounters idCounters() const { return { m_nextId, m_nextAnnotationId }; }
    /// Takes the counters of a saved session; never below the ids the document holds.
    void setIdCounters(IdCounters counters);
    /// Adds the capture under the id it has (a session reopened); false when it is taken.
    bool restoreCapture(Capture capture);
    /// Adds the note under the id it has; false when it is taken or its capture is missing.
    bool restoreAnnotation(Annotation annotation);

    /// Equal when the captures and everything else are equal, wherever the captures live.
    friend bool operator==(const Document &, const Document &);

private:
    [[nodiscard]] qsizetype indexOf(QStringView id) const;
    /// merge() of either kind: `take` makes the capture to add of one of other's.
    template <typename Take>
    void mergeWith(const Document &other, Take take);
    /// The name `source` takes when merged into this document.
    [[nodiscard]] QString sourceNameFor(const SourceText &source) const;

    QList<CapturePtr> m_captures;
    Diagnostics m_diagnostics;
    QStringList m_diagnosticFiles; // parallel to m_diagnostics
    QList<SourceText> m_sources;
    QList<Annotation> m_annotations;
    int m_nextId = 1;
    int m_nextAnnotationId = 1;
};

} // namespace vmscope
