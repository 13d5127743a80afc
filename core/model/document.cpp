// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/document.h"

#include <QHash>

#include <algorithm>
#include <utility>

namespace vmscope {

QString Document::addCapture(Capture capture)
{
    capture.id = QStringLiteral("c%1").arg(m_nextId++);
    m_captures.append(std::make_shared<const Capture>(std::move(capture)));
    return m_captures.constLast()->id;
}

namespace {

/// The number of an id such as "c12" or "n3" (0 when it has none).
int idNumber(QStringView id)
{
    return id.size() > 1 ? id.mid(1).toInt() : 0;
}

} // namespace

void Document::setIdCounters(IdCounters counters)
{
    m_nextId = std::max(m_nextId, counters.nextCapture);
    m_nextAnnotationId = std::max(m_nextAnnotationId, counters.nextAnnotation);
}

bool Document::restoreCapture(Capture capture)
{
    if (capture.id.isEmpty() || indexOf(capture.id) >= 0) {
        return false;
    }
    m_nextId = std::max(m_nextId, idNumber(capture.id) + 1);
    m_captures.append(std::make_shared<const Capture>(std::move(capture)));
    return true;
}

bool Document::restoreAnnotation(Annotation annotation)
{
    const bool taken = std::any_of(m_annotations.cbegin(), m_annotations.cend(),
        [&annotation](const Annotation &note) { return note.id == annotation.id; });
    if (annotation.id.isEmpty() || taken || indexOf(annotation.captureId) < 0) {
        return false;
    }
    m_nextAnnotationId = std::max(m_nextAnnotationId, idNumber(annotation.id) + 1);
    m_annotations.append(std::move(annotation));
    return true;
}

QString Document::sourceNameFor(const SourceText &source) const
{
    // The same file opened twice is one source; a different text under a name already
    // taken (the file changed, two pastes) is told apart by a number.
    QString name = source.name;
    for (int copy = 2;; ++copy) {
        const SourceText *taken = this->source(name);
        if (!taken || taken->text == source.text) {
            return name;
        }
        name = QStringLiteral("%1 (%2)").arg(source.name, QString::number(copy));
    }
}

void Document::merge(const Document &other)
{
    mergeWith(other, [](const CapturePtr &capture) { return *capture; });
}

void Document::merge(Document &&other)
{
    // A capture held by `other` alone (no other document shares its list, no view its
    // pointer) is moved: `other` is going away and nobody else can see it change.
    const bool listShared = !other.m_captures.isDetached();
    mergeWith(other, [listShared](const CapturePtr &capture) {
        return !listShared && capture.use_count() == 1
            ? std::move(const_cast<Capture &>(*capture))
            : *capture;
    });
}

template <typename Take>
void Document::mergeWith(const Document &other, Take take)
{
    QHash<QString, QString> sourceNames;
    for (const SourceText &source : other.m_sources) {
        const QString name = sourceNameFor(source);
        sourceNames.insert(source.name, name);
        if (!this->source(name)) {
            m_sources.append({ name, source.text });
        }
    }
    const auto sourceName = [&sourceNames](const QString &name) {
        return sourceNames.value(name, name);
    };
    QHash<QString, QString> renamed;
    for (const CapturePtr &capture : other.m_captures) {
        Capture copy = take(capture);
        copy.source.file = sourceName(copy.source.file);
        renamed.insert(capture->id, addCapture(std::move(copy)));
    }
    for (Annotation annotation : other.m_annotations) {
        annotation.captureId = renamed.value(annotation.captureId);
        if (!annotation.captureId.isEmpty()) {
            addAnnotation(std::move(annotation));
        }
    }
    m_diagnostics.append(other.m_diagnostics);
    for (const QString &file : other.m_diagnosticFiles) {
        m_diagnosticFiles.append(sourceName(file));
    }
}

QStringList Document::inputErrors() const
{
    QStringList errors;
    for (qsizetype i = 0; i < m_diagnostics.size(); ++i) {
        if (m_diagnostics.at(i).severity == Diagnostic::Severity::Error) {
            errors.append(formatDiagnostic(m_diagnostics.at(i), m_diagnosticFiles.value(i)));
        }
    }
    return errors;
}

bool Document::setSourceText(QStringView name, const QString &text)
{
    for (SourceText &source : m_sources) {
        if (source.name == name) {
            source.text = text;
            return true;
        }
    }
    return false;
}

void Document::replaceDiagnostics(const QString &file, const Diagnostics &diagnostics)
{
    Diagnostics kept;
    QStringList keptFiles;
    for (qsizetype i = 0; i < m_diagnostics.size(); ++i) {
        if (m_diagnosticFiles.value(i) != file) {
            kept.append(m_diagnostics.at(i));
            keptFiles.append(m_diagnosticFiles.value(i));
        }
    }
    for (const Diagnostic &diagnostic : diagnostics) {
        kept.append(diagnostic);
        keptFiles.append(file);
    }
    m_diagnostics = std::move(kept);
    m_diagnosticFiles = std::move(keptFiles);
}

void Document::addDiagnostic(Diagnostic diagnostic, const QString &file)
{
    m_diagnostics.append(std::move(diagnostic));
    m_diagnosticFiles.append(file);
}

bool Document::removeCapture(QStringView id)
{
    m_annotations.removeIf([id](const Annotation &note) { return note.captureId == id; });
    return m_captures.removeIf([id](const CapturePtr &capture) { return capture->id == id; }) > 0;
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
    const qsizetype index = indexOf(id);
    if (index < 0) {
        return false;
    }
    Capture renamed = *m_captures.at(index);
    renamed.label = label;
    m_captures[index] = std::make_shared<const Capture>(std::move(renamed));
    return true;
}

bool Document::replaceCapture(Capture changed)
{
    const qsizetype index = indexOf(changed.id);
    if (index < 0) {
        return false;
    }
    m_captures[index] = std::make_shared<const Capture>(std::move(changed));
    return true;
}

qsizetype Document::indexOf(QStringView id) const
{
    for (qsizetype index = 0; index < m_captures.size(); ++index) {
        if (m_captures.at(index)->id == id) {
            return index;
        }
    }
    return -1;
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
    const qsizetype index = indexOf(id);
    return index < 0 ? nullptr : m_captures.at(index).get();
}

CapturePtr Document::sharedCapture(QStringView id) const
{
    const qsizetype index = indexOf(id);
    return index < 0 ? CapturePtr() : m_captures.at(index);
}

bool operator==(const Document &a, const Document &b)
{
    return a.captures() == b.captures() && a.m_diagnostics == b.m_diagnostics
        && a.m_diagnosticFiles == b.m_diagnosticFiles && a.m_sources == b.m_sources
        && a.m_annotations == b.m_annotations && a.m_nextId == b.m_nextId
        && a.m_nextAnnotationId == b.m_nextAnnotationId;
}

} // namespace vmscope
