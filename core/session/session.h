// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/analysis/stallthresholds.h"
#include "core/model/annotation.h"
#include "core/model/diagnostic.h"
#include "core/model/document.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace vmscope {

/// One input of a session: its text kept in the session, or the file it was read from with a
/// checksum that tells whether the file still holds that text.
struct SessionSource
{
    QString name; // as the document names it (what captures' source.file say)
    QString path; // the file read again on open; empty when the text is embedded
    QString text; // the decoded text, when embedded
    QString sha256; // hex, of the decoded text as UTF-8: the same for both kinds

    [[nodiscard]] bool isEmbedded() const { return path.isEmpty(); }

    friend bool operator==(const SessionSource &, const SessionSource &) = default;
};

/// One capture as the session finds it again: the block of its source it was read from
/// (first and last line, kind, and which of the captures of that block), and what the user
/// made of it.
struct SessionCapture
{
    QString id; // "c3"
    QString source; // SessionSource::name
    int firstLine = 0;
    int lastLine = 0;
    QString kind; // captureKindId()
    int ordinal = 0; // among the captures of the same source, lines and kind
    QString label;
    QString labelReason;
    QString color; // "#rrggbb", empty when the window chooses
    bool visible = true;

    friend bool operator==(const SessionCapture &, const SessionCapture &) = default;
};

/// A diagnostic of the document as a whole, and the input it is about.
struct SessionDiagnostic
{
    Diagnostic diagnostic;
    QString file;

    friend bool operator==(const SessionDiagnostic &, const SessionDiagnostic &) = default;
};

/// The Compare tab's choices.
struct SessionComparison
{
    QString comparison; // the picker's name of the comparison shown
    QString baseline; // a label; empty for the first
    QString metric;
    QString alignment; // "elapsed" or "sample"
    QStringList labels; // compared; empty for every one
    QString chart; // "overlay" or "small-multiples"

    friend bool operator==(const SessionComparison &, const SessionComparison &) = default;
};

/// Where the user was looking.
struct SessionView
{
    QString tab; // "charts", "processes", "profile", "profile-diff", "oops", "slabs", "source", "compare"
    QStringList metrics; // the charts, top to bottom
    std::optional<std::pair<double, double>> zoom; // the span shown, s; none for all of it
    QString currentCapture;

    friend bool operator==(const SessionView &, const SessionView &) = default;
};

/// Everything a `.vmscope` file holds (docs/session-format.md): enough to read the sources
/// again into the same captures under the same ids, and to show them as the user left them.
struct Session
{
    /// The schema this build writes; a file of a later one is refused, never half read.
    static constexpr int schemaVersion = 1;

    QList<SessionSource> sources;
    QList<SessionCapture> captures;
    QList<Annotation> notes;
    QList<SessionDiagnostic> diagnostics;
    Document::IdCounters ids;
    StallThresholds thresholds;
    SessionComparison comparison;
    SessionView view;

    friend bool operator==(const Session &, const Session &) = default;
};

/// The session of `document`: every source embedded unless `referencedFiles` maps its name
/// to the file to refer to instead; captures with the window's default look (visible, no
/// colour), which the window then fills in.
[[nodiscard]] Session sessionOf(const Document &document,
                                const QHash<QString, QString> &referencedFiles = {});

/// The hex SHA-256 of `text` as UTF-8, as SessionSource::sha256 keeps it.
[[nodiscard]] QString textChecksum(const QString &text);

/// The session as the JSON of a `.vmscope` file.
[[nodiscard]] QByteArray sessionToJson(const Session &session);
/// Reads a `.vmscope` file's JSON; on failure nothing, and `error` says why in one sentence
/// (not JSON, not a session, a later schema, a field of the wrong type).
[[nodiscard]] std::optional<Session> sessionFromJson(const QByteArray &json, QString *error);
/// True when `bytes` are a session's JSON (what the loaders check before treating a file as
/// a log): an object whose "format" is "vmscope-session".
[[nodiscard]] bool isSessionJson(const QByteArray &bytes);

} // namespace vmscope
