// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/session/session.h"
#include "parsers/pipeline/parsecontext.h"
#include "parsers/pipeline/parserregistry.h"

#include <functional>

namespace vmscope {

/// Asked when a source the session refers to cannot be read as it was (the file is gone, or
/// holds other text now): `problem` says which. Returns the file to read instead (the user
/// located the moved file), or empty to give up.
using LocateSource = std::function<QString(const SessionSource &source, const QString &problem)>;

/// A session read back into a document.
struct RestoredSession
{
    Document document; // the captures under their saved ids and labels, notes, diagnostics
    Session session; // as read; a located source's path is where it was found
    QString error; // nothing was restored, and why (one sentence)
    /// What could not be restored exactly, one sentence each (a capture its source no longer
    /// yields); the document carries them as diagnostics too.
    QStringList problems;
    QStringList located; // the sources read from another file than the session names


    [[nodiscard]] bool readable() const { return error.isEmpty(); }
};

/// Reads every source of `session` (embedded, or the file it names when its checksum still
/// matches), parses it as an import would and keeps the captures the session lists, under
/// their ids, labels and notes. A source that cannot be had fails the whole restore: nothing
/// half restored.
[[nodiscard]] RestoredSession restoreSession(const Session &session,
                                             const ParserRegistry &registry,
                                             const ParseContext &context = {},
                                             const LocateSource &locate = {});

/// True when the file at `path` is a `.vmscope` session, whatever its name (by its content).
[[nodiscard]] bool isSessionFile(const QString &path);

/// The same for a `.vmscope` file. A referenced
/// source missing where it was is looked for beside the session file before `locate` is
/// asked.
[[nodiscard]] RestoredSession openSessionFile(const QString &path, const ParserRegistry &registry,
                                              const ParseContext &context = {},
                                              const LocateSource &locate = {});

} // namespace vmscope
