// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/session/sessionloader.h"

#include "core/model/capturekind.h"
#include "core/text/filekind.h"
#include "parsers/input/demothread.h"
#include "parsers/input/inputreader.h"
#include "parsers/input/inputset.h"
#include "parsers/pipeline/importplan.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::SessionLoader)
};

/// The decoded text of a referenced source at `path`, or why it cannot be used.
QString readReferenced(const SessionSource &source, const QString &path, QString *text)
{
    DecodedText decoded;
    if (path == QStringView(demoInputName)) {
        decoded = decodeText(DemoThread::bytes());
    } else {
        QString error;
        decoded = readText(path, &error);
        if (!error.isEmpty()) {
            return error;
        }
    }
    if (textChecksum(decoded.text) != source.sha256) {
        return Text::tr("%1 holds other text than when the session was saved").arg(path);
    }
    *text = std::move(decoded.text);
    return {};
}

/// The text of every source, by name; on failure empty, with `error` set.
QHash<QString, QString> sourceTexts(Session &session, const LocateSource &locate, QStringList *located,
                                    QString *error)
{
    QHash<QString, QString> texts;
    for (SessionSource &source : session.sources) {
        if (source.isEmbedded()) {
            texts.insert(source.name, source.text);
            continue;
        }
        QString text;
        QString problem = readReferenced(source, source.path, &text);
        QStringList tried { source.path };
        while (!problem.isEmpty()) {
            const QString found = locate ? locate(source, problem) : QString();
            if (found.isEmpty() || tried.contains(found)) {
                *error = Text::tr("source %1 cannot be read: %2").arg(source.name, problem);
                return {};
            }
            tried.append(found);
            problem = readReferenced(source, found, &text);
            if (problem.isEmpty()) {
                source.path = found;
                located->append(source.name);
            }
        }
        texts.insert(source.name, text);
    }
    return texts;
}

QString captureKey(const QString &source, int firstLine, int lastLine, const QString &kind,
                   int ordinal)
{
    return u"%1\n%2\n%3\n%4\n%5"_s.arg(source, QString::number(firstLine),
        QString::number(lastLine), kind, QString::number(ordinal));
}

/// Every capture the source's text yields, selected or not, by the key a session names it by.
QHash<QString, Capture> capturesOf(const QString &name, const QString &text,
                                   const ParserRegistry &registry, const ParseContext &context)
{
    ImportPlan plan = planDecodedText({ text, {} }, name, registry, context);
    for (BlockImport &block : plan.blocks) {
        block.selected = true;
    }
    const Document parsed = buildDocument(std::move(plan));
    QHash<QString, Capture> byKey;
    QHash<QString, int> seen;
    for (const Capture &capture : parsed.captures()) {
        const QString kind = captureKindId(capture.kind);
        const QString lines
            = captureKey(name, capture.source.firstLine, capture.source.lastLine, kind, 0);
        byKey.insert(captureKey(name, capture.source.firstLine, capture.source.lastLine, kind,
                         seen[lines]++),
            capture);
    }
    return byKey;
}

} // namespace

RestoredSession restoreSession(const Session &session, const ParserRegistry &registry,
                               const ParseContext &context, const LocateSource &locate)
{
    RestoredSession restored;
    restored.session = session;
    const QHash<QString, QString> texts = sourceTexts(restored.session, locate, &restored.located, &restored.error);
    if (!restored.readable()) {
        return restored;
    }
    Document &document = restored.document;
    QHash<QString, Capture> available;
    for (const SessionSource &source : std::as_const(restored.session.sources)) {
        document.addSource({ source.name, texts.value(source.name) });
        available.insert(capturesOf(source.name, texts.value(source.name), registry, context));
    }
    for (const SessionCapture &saved : session.captures) {
        auto found = available.find(
            captureKey(saved.source, saved.firstLine, saved.lastLine, saved.kind, saved.ordinal));
        if (found == available.end()) {
            restored.problems.append(Text::tr("%1 (%2, lines %3-%4 of %5) is no longer read from its "
                                        "source; it and its notes are left out")
                                         .arg(saved.id, saved.kind)
                                         .arg(saved.firstLine)
                                         .arg(saved.lastLine)
                                         .arg(saved.source));
            continue;
        }
        Capture capture = std::move(found.value());
        available.erase(found);
        capture.id = saved.id;
        capture.label = saved.label;
        capture.source.labelReason = saved.labelReason;
        if (!document.restoreCapture(std::move(capture))) {
            restored.problems.append(Text::tr("%1 is listed twice; the second is left out").arg(saved.id));
        }
    }
    for (const Annotation &note : session.notes) {
        if (document.capture(note.captureId) && !document.restoreAnnotation(note)) {
            restored.problems.append(Text::tr("note %1 is listed twice; the second is left out").arg(note.id));
        }
    }
    for (const SessionDiagnostic &entry : session.diagnostics) {
        document.addDiagnostic(entry.diagnostic, entry.file);
    }
    for (const QString &problem : std::as_const(restored.problems)) {
        document.addDiagnostic({ Diagnostic::Severity::Warning, 0, problem });
    }
    document.setIdCounters(session.ids);
    return restored;
}

bool isSessionFile(const QString &path)
{
    // Only a regular file is looked into: what a peek takes from a pipe is gone for the read.
    if (path == u"-"_s || path == QStringView(demoInputName) || !isRegularFile(path)) {
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || !file.peek(64).trimmed().startsWith('{')
        || file.size() > maxInputBytes) {
        return false;
    }
    return isSessionJson(file.readAll());
}

RestoredSession openSessionFile(const QString &path, const ParserRegistry &registry,
                                const ParseContext &context, const LocateSource &locate)
{
    RestoredSession failed;
    const QByteArray bytes = readInput(path, &failed.error);
    if (!failed.readable()) {
        return failed;
    }
    const std::optional<Session> session = sessionFromJson(bytes, &failed.error);
    if (!session) {
        failed.error = Text::tr("%1: %2").arg(path, failed.error);
        return failed;
    }
    // Sessions are often moved with their logs: look beside the session first.
    const QDir sessionFolder = QFileInfo(path).absoluteDir();
    const LocateSource besideFirst = [&](const SessionSource &source, const QString &problem) {
        const QString beside = sessionFolder.filePath(QFileInfo(source.path).fileName());
        if (beside != source.path && QFileInfo::exists(beside)) {
            QString text;
            if (readReferenced(source, beside, &text).isEmpty()) {
                return beside;
            }
        }
        return locate ? locate(source, problem) : QString();
    };
    RestoredSession restored = restoreSession(*session, registry, context, besideFirst);
    if (!restored.readable()) {
        restored.error = Text::tr("%1: %2").arg(path, restored.error);
    }
    return restored;
}

} // namespace vmscope
