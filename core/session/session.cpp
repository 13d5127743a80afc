// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/session/session.h"

#include "core/model/capturekind.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::Session)
};

const QString formatName = u"vmscope-session"_s;


/// Which of the document's captures of the same source, lines and kind each one is.
QList<int> ordinals(const CaptureList &captures)
{
    QHash<QString, int> seen;
    QList<int> result;
    for (const Capture &capture : captures) {
        const QString key = u"%1\n%2\n%3\n%4"_s.arg(capture.source.file)
                                .arg(capture.source.firstLine)
                                .arg(capture.source.lastLine)
                                .arg(captureKindId(capture.kind));
        result.append(seen[key]++);
    }
    return result;
}

QJsonObject toJson(const SessionSource &source)
{
    QJsonObject object { { u"name"_s, source.name }, { u"sha256"_s, source.sha256 } };
    if (source.isEmbedded()) {
        object.insert(u"text"_s, source.text);
    } else {
        object.insert(u"path"_s, source.path);
    }
    return object;
}

QJsonObject toJson(const SessionCapture &capture)
{
    QJsonObject object { { u"id"_s, capture.id }, { u"source"_s, capture.source },
        { u"first_line"_s, capture.firstLine }, { u"last_line"_s, capture.lastLine },
        { u"kind"_s, capture.kind }, { u"ordinal"_s, capture.ordinal },
        { u"label"_s, capture.label }, { u"label_reason"_s, capture.labelReason },
        { u"visible"_s, capture.visible } };
    if (!capture.color.isEmpty()) {
        object.insert(u"color"_s, capture.color);
    }
    return object;
}

QJsonObject toJson(const Annotation &note)
{
    return { { u"id"_s, note.id }, { u"capture"_s, note.captureId }, { u"from"_s, note.from },
        { u"to"_s, note.to }, { u"text"_s, note.text } };
}

QJsonObject toJson(const SessionDiagnostic &entry)
{
    return { { u"severity"_s, severityName(entry.diagnostic.severity) },
        { u"line"_s, entry.diagnostic.line }, { u"message"_s, entry.diagnostic.message },
        { u"file"_s, entry.file } };
}

QJsonObject thresholdsToJson(const StallThresholds &thresholds)
{
    QJsonObject object;
    for (const ThresholdSetting &setting : thresholdSettings()) {
        object.insert(setting.key, thresholds.*setting.value);
    }
    return object;
}

QJsonObject toJson(const SessionComparison &comparison)
{
    return { { u"comparison"_s, comparison.comparison }, { u"baseline"_s, comparison.baseline },
        { u"metric"_s, comparison.metric }, { u"alignment"_s, comparison.alignment },
        { u"labels"_s, QJsonArray::fromStringList(comparison.labels) },
        { u"chart"_s, comparison.chart } };
}

QJsonObject toJson(const SessionView &view)
{
    QJsonObject object { { u"tab"_s, view.tab },
        { u"metrics"_s, QJsonArray::fromStringList(view.metrics) },
        { u"current_capture"_s, view.currentCapture } };
    if (view.zoom) {
        object.insert(u"zoom"_s, QJsonArray { view.zoom->first, view.zoom->second });
    }
    return object;
}

template <typename T>
QJsonArray arrayOf(const QList<T> &items)
{
    QJsonArray array;
    for (const T &item : items) {
        array.append(toJson(item));
    }
    return array;
}

/// Reads the fields of one JSON object, remembering the first one that is missing or of the
/// wrong type, named by its path ("captures[2].first_line").
class FieldReader
{
public:
    FieldReader(const QJsonObject &object, QString path, QString *error)
        : m_object(object)
        , m_path(std::move(path))
        , m_error(error)
    {
    }

    QString string(const QString &key, bool required = true)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isString() || (!required && value.isUndefined())) {
            return value.toString();
        }
        fail(key, Text::tr("is not a string"));
        return {};
    }

    double number(const QString &key, double fallback = 0, bool required = true)
    {
        const QJsonValue value = m_object.value(key);
        if (!required && value.isUndefined()) {
            return fallback;
        }
        if (value.isDouble() && std::isfinite(value.toDouble())) {
            return value.toDouble();
        }
        fail(key, Text::tr("is not a number"));
        return fallback;
    }

    /// A non-negative whole number that fits an int (line numbers, ordinals, ids).
    int count(const QString &key)
    {
        const double value = number(key);
        if (value < 0 || value > 2e9 || value != std::floor(value)) {
            fail(key, Text::tr("is not a whole number from 0 to 2000000000"));
            return 0;
        }
        return int(value);
    }

    bool boolean(const QString &key, bool fallback)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || value.isBool()) {
            return value.toBool(fallback);
        }
        fail(key, Text::tr("is not true or false"));
        return fallback;
    }

    QStringList strings(const QString &key)
    {
        const QJsonValue value = m_object.value(key);
        QStringList result;
        if (value.isUndefined()) {
            return result;
        }
        if (!value.isArray()) {
            fail(key, Text::tr("is not a list"));
            return result;
        }
        for (const QJsonValue &item : value.toArray()) {
            if (!item.isString()) {
                fail(key, Text::tr("holds something other than strings"));
                return {};
            }
            result.append(item.toString());
        }
        return result;
    }

    QJsonObject object(const QString &key)
    {
        const QJsonValue value = m_object.value(key);
        if (!value.isUndefined() && !value.isObject()) {
            fail(key, Text::tr("is not an object"));
        }
        return value.toObject();
    }

    /// The objects of the list `key`, each with its path.
    QList<std::pair<QJsonObject, QString>> objects(const QString &key)
    {
        QList<std::pair<QJsonObject, QString>> result;
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined()) {
            return result;
        }
        if (!value.isArray()) {
            fail(key, Text::tr("is not a list"));
            return result;
        }
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString path = u"%1[%2]"_s.arg(key, QString::number(i));
            if (!array.at(i).isObject()) {
                fail(path, Text::tr("is not an object"));
                return {};
            }
            result.append({ array.at(i).toObject(), pathOf(path) });
        }
        return result;
    }

    void fail(const QString &key, const QString &what)
    {
        if (m_error->isEmpty()) {
            *m_error = Text::tr("%1 %2").arg(pathOf(key), what);
        }
    }

    [[nodiscard]] bool ok() const { return m_error->isEmpty(); }

private:
    [[nodiscard]] QString pathOf(const QString &key) const
    {
        return m_path.isEmpty() ? key : m_path + u'.' + key;
    }

    QJsonObject m_object;
    QString m_path;
    QString *m_error;
};

SessionSource readSource(FieldReader &&fields)
{
    SessionSource source;
    source.name = fields.string(u"name"_s);
    source.path = fields.string(u"path"_s, false);
    source.text = fields.string(u"text"_s, false);
    source.sha256 = fields.string(u"sha256"_s);
    if (source.isEmbedded() && textChecksum(source.text) != source.sha256) {
        fields.fail(u"text"_s, Text::tr("does not match its checksum: the session was changed or cut"));
    }
    return source;
}

SessionCapture readCapture(FieldReader &&fields)
{
    SessionCapture capture;
    capture.id = fields.string(u"id"_s);
    capture.source = fields.string(u"source"_s);
    capture.firstLine = fields.count(u"first_line"_s);
    capture.lastLine = fields.count(u"last_line"_s);
    capture.kind = fields.string(u"kind"_s);
    if (fields.ok() && !captureKindFromId(capture.kind)) {
        fields.fail(u"kind"_s, Text::tr("names no kind of capture this build knows"));
    }
    capture.ordinal = fields.count(u"ordinal"_s);
    capture.label = fields.string(u"label"_s);
    capture.labelReason = fields.string(u"label_reason"_s, false);
    capture.color = fields.string(u"color"_s, false);
    capture.visible = fields.boolean(u"visible"_s, true);
    return capture;
}

Annotation readNote(FieldReader &&fields)
{
    Annotation note;
    note.id = fields.string(u"id"_s);
    note.captureId = fields.string(u"capture"_s);
    note.from = fields.number(u"from"_s);
    note.to = fields.number(u"to"_s);
    note.text = fields.string(u"text"_s);
    return note;
}

SessionDiagnostic readDiagnostic(FieldReader &&fields)
{
    SessionDiagnostic entry;
    const QString severity = fields.string(u"severity"_s);
    bool known = false;
    for (const auto level :
         { Diagnostic::Severity::Note, Diagnostic::Severity::Warning, Diagnostic::Severity::Error }) {
        if (severityName(level) == severity) {
            entry.diagnostic.severity = level;
            known = true;
        }
    }
    if (!known) {
        fields.fail(u"severity"_s, Text::tr("is not note, warning or error"));
    }
    entry.diagnostic.line = fields.count(u"line"_s);
    entry.diagnostic.message = fields.string(u"message"_s);
    entry.file = fields.string(u"file"_s, false);
    return entry;
}

StallThresholds readThresholds(const QJsonObject &object, QString *error)
{
    StallThresholds thresholds;
    FieldReader fields(object, u"thresholds"_s, error);
    for (const ThresholdSetting &setting : thresholdSettings()) {
        const double value
            = fields.number(setting.key, thresholds.*setting.value, /*required=*/false);
        if (value < setting.minimum || value > setting.maximum) {
            fields.fail(setting.key,
                Text::tr("is outside %1 to %2").arg(setting.minimum).arg(setting.maximum));
        }
        thresholds.*setting.value = value;
    }
    return thresholds;
}

} // namespace

QString textChecksum(const QString &text)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

Session sessionOf(const Document &document, const QHash<QString, QString> &referencedFiles)
{
    Session session;
    for (const SourceText &source : document.sources()) {
        const QString path = referencedFiles.value(source.name);
        session.sources.append(
            { source.name, path, path.isEmpty() ? source.text : QString(), textChecksum(source.text) });
    }
    const CaptureList captures = document.captures();
    const QList<int> ordinal = ordinals(captures);
    for (qsizetype i = 0; i < captures.size(); ++i) {
        const Capture &capture = captures.at(i);
        session.captures.append({ capture.id, capture.source.file, capture.source.firstLine,
            capture.source.lastLine, captureKindId(capture.kind), ordinal.at(i), capture.label,
            capture.source.labelReason, {}, true });
    }
    session.notes = document.annotations();
    for (qsizetype i = 0; i < document.diagnostics().size(); ++i) {
        session.diagnostics.append({ document.diagnostics().at(i), document.diagnosticFile(i) });
    }
    session.ids = document.idCounters();
    return session;
}

QByteArray sessionToJson(const Session &session)
{
    QJsonObject root { { u"format"_s, formatName }, { u"schema"_s, Session::schemaVersion },
        { u"sources"_s, arrayOf(session.sources) }, { u"captures"_s, arrayOf(session.captures) },
        { u"notes"_s, arrayOf(session.notes) }, { u"diagnostics"_s, arrayOf(session.diagnostics) },
        { u"next_capture_id"_s, session.ids.nextCapture },
        { u"next_note_id"_s, session.ids.nextAnnotation },
        { u"thresholds"_s, thresholdsToJson(session.thresholds) },
        { u"comparison"_s, toJson(session.comparison) }, { u"view"_s, toJson(session.view) } };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool isSessionJson(const QByteArray &bytes)
{
    const QByteArray start = bytes.left(64).trimmed();
    if (!start.startsWith('{')) {
        return false;
    }
    const QJsonDocument json = QJsonDocument::fromJson(bytes);
    return json.isObject() && json.object().value(u"format"_s).toString() == formatName;
}

std::optional<Session> sessionFromJson(const QByteArray &bytes, QString *error)
{
    error->clear();
    QJsonParseError parseError;
    const QJsonDocument json = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = Text::tr("not a vmscope session: the JSON is broken at byte %1 (%2)")
                     .arg(parseError.offset)
                     .arg(parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject root = json.object();
    if (!json.isObject() || root.value(u"format"_s).toString() != formatName) {
        *error = Text::tr("not a vmscope session: its \"format\" is not \"%1\"").arg(formatName);
        return std::nullopt;
    }
    FieldReader fields(root, QString(), error);
    const int schema = fields.count(u"schema"_s);
    if (fields.ok() && schema > Session::schemaVersion) {
        *error = Text::tr("the session was written by a later vmscope (schema %1; this one reads %2 "
                    "and older)")
                     .arg(schema)
                     .arg(Session::schemaVersion);
        return std::nullopt;
    }
    Session session;
    for (const auto &[object, path] : fields.objects(u"sources"_s)) {
        session.sources.append(readSource(FieldReader(object, path, error)));
    }
    for (const auto &[object, path] : fields.objects(u"captures"_s)) {
        session.captures.append(readCapture(FieldReader(object, path, error)));
    }
    for (const auto &[object, path] : fields.objects(u"notes"_s)) {
        session.notes.append(readNote(FieldReader(object, path, error)));
    }
    for (const auto &[object, path] : fields.objects(u"diagnostics"_s)) {
        session.diagnostics.append(readDiagnostic(FieldReader(object, path, error)));
    }
    session.ids.nextCapture = fields.count(u"next_capture_id"_s);
    session.ids.nextAnnotation = fields.count(u"next_note_id"_s);
    session.thresholds = readThresholds(fields.object(u"thresholds"_s), error);

    FieldReader comparison(fields.object(u"comparison"_s), u"comparison"_s, error);
    session.comparison.comparison = comparison.string(u"comparison"_s, false);
    session.comparison.baseline = comparison.string(u"baseline"_s, false);
    session.comparison.metric = comparison.string(u"metric"_s, false);
    session.comparison.alignment = comparison.string(u"alignment"_s, false);
    session.comparison.labels = comparison.strings(u"labels"_s);
    session.comparison.chart = comparison.string(u"chart"_s, false);

    FieldReader view(fields.object(u"view"_s), u"view"_s, error);
    session.view.tab = view.string(u"tab"_s, false);
    session.view.metrics = view.strings(u"metrics"_s);
    session.view.currentCapture = view.string(u"current_capture"_s, false);
    const QJsonValue zoom = root.value(u"view"_s).toObject().value(u"zoom"_s);
    if (zoom.isArray() && zoom.toArray().size() == 2 && zoom.toArray().at(0).isDouble()
        && zoom.toArray().at(1).isDouble()) {
        session.view.zoom = std::pair(zoom.toArray().at(0).toDouble(), zoom.toArray().at(1).toDouble());
    } else if (!zoom.isUndefined()) {
        view.fail(u"zoom"_s, Text::tr("is not a list of two numbers"));
    }
    if (!error->isEmpty()) {
        *error = Text::tr("the session is damaged: %1").arg(*error);
        return std::nullopt;
    }
    return session;
}

} // namespace vmscope
