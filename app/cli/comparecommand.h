// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/analysis/comparison.h"
#include "parsers/input/inputset.h"

#include <QTextStream>

namespace vmscope {

/// `vmscope-cli compare`: every comparison the inputs offer (core/comparison.h), in the order
/// the Compare tab lists them — the statistics of vmstat and top runs by kernel, the benchmark
/// result tables by kernel, the profiles, the slab captures — each against a baseline; or the
/// one `comparison` picks.
struct CompareOptions
{
    enum class Format { Text, Csv, Json };

    CommandInputs inputs;
    QString comparison; // a 1-based number or the start of a name; empty = every one
    bool list = false; // print the comparisons' names, numbered, and nothing else
    Format format = Format::Text;
    CompareRequest request; // baseline, metrics, symbol groups, rows and width of the text
};

/// Runs the command; results go to `out`, reasons for failure to `err`. Exit codes as
/// runAnalyze(): 0; 1 when the inputs offer nothing to compare; 2 on bad input, or a
/// baseline, metric or comparison that none of the comparisons has.
[[nodiscard]] int runCompare(const CompareOptions &options, QTextStream &out, QTextStream &err);

} // namespace vmscope
