// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/document.h"

#include <QHash>

#include <utility>

namespace vmscope {

QString Document::addCapture(Capture capture)
{
    capture.id = QStringLiteral("c%1").arg(m_nextId++);
    m_captures.append(std::move(capture));
    return m_captures.constLast().id;
}

void Document::merge(const Document &other)
{
    QHash<QString, QString> renamed;
    for (const Capture &capture : other.m_captures) {
        renamed.insert(capture.id, addCapture(capture));
    }
    for (Annotation annotation : other.m_annotations) {
        annotation.captureId = renamed.value(annotation.captureId);
        if (!annotation.captureId.isEmpty()) {
            addAnnotation(std::move(annotation));
        }
    }
    m_diagnostics.append(other.m_diagnostics);
    m_diagnosticFiles.append(other.m_diagnosticFiles);
    m_sources.append(other.m_sources);
}

void Document::addDiagnostic(Diagnostic diagnostic, const QString &file)
{
    m_diagnostics.append(std::move(diagnostic));
    m_diagnosticFiles.append(file);
}

bool Document::removeCapture(QStringView id)
{
    m_annotations.removeIf([id](const Annotation &note) { return note.captureId == id; });
    return m_captures.removeIf([id](const Capture &capture) { return capture.id == id; }) > 0;
}

QString Document::addAnnotation(Annotation annotation)
{
    annotation.id = QStringLiteral("n%1").arg(m_nextAnnotationId++);
    m_annotations.append(std::move(annotation));
    return m_annotations.constLast().id;
}

bool Document::setAnnotationText(QStringView id, const QString &text)
{
    for (Annotation &annotation : m_annotations) {
        if (annotation.id == id) {
            annotation.text = text;
            return true;
        }
    }
    return false;
}

bool Document::removeAnnotation(QStringView id)
{
    return m_annotations.removeIf([id](const Annotation &note) { return note.id == id; }) > 0;
}

bool Document::setLabel(QStringView id, const QString &label)
{
    for (Capture &capture : m_captures) {
        if (capture.id == id) {
            capture.label = label;
            return true;
        }
    }
    return false;
}

const SourceText *Document::source(QStringView name) const
{
    for (const SourceText &source : m_sources) {
        if (source.name == name) {
            return &source;
        }
    }
    return nullptr;
}

const Capture *Document::capture(QStringView id) const
{
    for (const Capture &capture : m_captures) {
        if (capture.id == id) {
            return &capture;
        }
    }
    return nullptr;
}

Capture *Document::mutableCapture(QStringView id)
{
    return const_cast<Capture *>(std::as_const(*this).capture(id));
}

} // namespace vmscope
