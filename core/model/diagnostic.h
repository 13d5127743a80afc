// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace vmscope {

/// One thing a reader should know about the input: a skipped line, an assumption, an error.
struct Diagnostic
{
    enum class Severity { Note, Warning, Error };

    Severity severity = Severity::Warning;
    int line = 0; // 1-based physical line; 0 = the whole input (I/O errors)
    QString message; // one sentence, no trailing period

    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

using Diagnostics = QList<Diagnostic>;

/// Stable lowercase name of a severity ("note", "warning", "error"), never translated.
[[nodiscard]] QString severityName(Diagnostic::Severity severity);

/// `file:line: severity: message`, the form used in golden files and on stderr.
[[nodiscard]] QString formatDiagnostic(const Diagnostic &diagnostic, const QString &file);

} // namespace vmscope
