// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/annotation.h"
#include "core/capture.h"

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
    [[nodiscard]] const QList<Capture> &captures() const { return m_captures; }
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
    void addSource(SourceText source) { m_sources.append(std::move(source)); }
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
    /// Appends another document's captures (renumbered), their annotations and diagnostics.
    void merge(const Document &other);

    [[nodiscard]] const Capture *capture(QStringView id) const;
    /// The capture to change in place (its id stays), or nullptr.
    [[nodiscard]] Capture *mutableCapture(QStringView id);
    [[nodiscard]] bool isEmpty() const { return m_captures.isEmpty(); }

    friend bool operator==(const Document &, const Document &) = default;

private:
    QList<Capture> m_captures;
    Diagnostics m_diagnostics;
    QStringList m_diagnosticFiles; // parallel to m_diagnostics
    QList<SourceText> m_sources;
    QList<Annotation> m_annotations;
    int m_nextId = 1;
    int m_nextAnnotationId = 1;
};

} // namespace vmscope
