// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/analysis/stallthresholds.h"
#include "parsers/input/inputset.h"

#include <QByteArray>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace vmscope {

/// `vmscope-cli analyze`: what was found in each input, as text or as JSON.
struct AnalyzeOptions
{
    CommandInputs inputs;
    bool json = false;
    bool values = false; // with json: every column's values
    QString systemMap; // a System.map that resolves the raw addresses of oopses, or empty
    StallThresholds thresholds; // of the stall rules (docs/stalls.md), `--threshold KEY=VALUE`
    /// `--follow`: after the analysis, the one input is read again as it grows and each new
    /// finding printed as it appears, until the input has not grown for `followIdleSeconds`
    /// (`--idle`; 0: until interrupted) or can no longer be followed.
    bool follow = false;
    double followIdleSeconds = 0.0;
};

/// Exit codes shared by every CLI command (DESIGN.md).
enum ExitCode { ExitOk = 0, ExitNothingFound = 1, ExitBadInput = 2 };

/// Runs the command; results go to `out`, reasons for failure to `err`.
[[nodiscard]] int runAnalyze(const AnalyzeOptions &options, QTextStream &out, QTextStream &err);

} // namespace vmscope
