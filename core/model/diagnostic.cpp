// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/diagnostic.h"

#include "core/model/stableid.h"

namespace vmscope {

QString severityName(Diagnostic::Severity severity)
{
    using enum Diagnostic::Severity;
    static constexpr StableId<Diagnostic::Severity> names[] { { Note, u"note" },
        { Warning, u"warning" }, { Error, u"error" } };
    return stableIdOf(names, severity, u"warning");
}

QString formatDiagnostic(const Diagnostic &diagnostic, const QString &file)
{
    return QStringLiteral("%1:%2: %3: %4")
        .arg(file)
        .arg(diagnostic.line)
        .arg(severityName(diagnostic.severity), diagnostic.message);
}

} // namespace vmscope
