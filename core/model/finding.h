// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace vmscope {

/// How much a finding matters: a stall long enough to hurt is Critical.
enum class FindingSeverity { Info, Warning, Critical };

/// "info", "warning", "critical": stable ids of the JSON schema, never translated.
[[nodiscard]] QString findingSeverityId(FindingSeverity severity);
/// The severity in the user's language, as the window shows it.
[[nodiscard]] QString findingSeverityName(FindingSeverity severity);

/// What one analysis rule found in one capture, explained in words with the numbers.
struct Finding
{
    QString captureId; // Capture::id; empty when the finding is about the input text itself
    QString rule; // stable rule id ("io-stall"), see stallRules()
    /// Seconds on the capture's TimeSeries::time() axis; both 0 for profiles and slab sessions.
    double start = 0;
    double end = 0;
    FindingSeverity severity = FindingSeverity::Warning;
    /// What happened, in one plain sentence a reader takes in at a glance ("3 tasks waited on
    /// I/O for 2 s while …"); empty where the evidence already reads so.
    QString summary;
    QString evidence; // the numbers: samples, physical lines and values

    /// The sentence to show first: the summary, or the evidence when there is none.
    [[nodiscard]] const QString &headline() const { return summary.isEmpty() ? evidence : summary; }
    /// Summary and evidence on one line, as a status bar shows them.
    [[nodiscard]] QString oneLine() const
    {
        return summary.isEmpty() ? evidence : summary + QStringLiteral("  ") + evidence;
    }
    qsizetype firstRow = -1; // samples, frames, profile entries or slab snapshots; -1 when none
    qsizetype lastRow = -1;
    int firstLine = 0; // physical lines of the input, 0 when unknown
    int lastLine = 0;

    [[nodiscard]] double duration() const { return end - start; }

    friend bool operator==(const Finding &, const Finding &) = default;
};

} // namespace vmscope
