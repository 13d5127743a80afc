// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/diagnostic.h"

namespace vmscope {

QString severityName(Diagnostic::Severity severity)
{
    switch (severity) {
    case Diagnostic::Severity::Note:
        return QStringLiteral("note");
    case Diagnostic::Severity::Warning:
        return QStringLiteral("warning");
    case Diagnostic::Severity::Error:
        return QStringLiteral("error");
    }
    return QStringLiteral("warning");
}

QString formatDiagnostic(const Diagnostic &diagnostic, const QString &file)
{
    return QStringLiteral("%1:%2: %3: %4")
        .arg(file)
        .arg(diagnostic.line)
        .arg(severityName(diagnostic.severity), diagnostic.message);
}

} // namespace vmscope
