// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace vmscope {

/// `vmscope-cli compare`: every comparison the inputs offer (core/comparison.h), in the order
/// the Compare tab lists them — the statistics of vmstat and top runs by kernel, the benchmark
/// result tables by kernel, the profiles, the slab captures — each against a baseline; or the
/// one `comparison` picks.
struct CompareOptions
{
    enum class Format { Text, Csv, Json };

    QStringList inputs; // paths, "-", ":demo"
    QString comparison; // a 1-based number or the start of a name; empty = every one
    bool list = false; // print the comparisons' names, numbered, and nothing else
    QString baseline; // a label; empty = each comparison's first
    Format format = Format::Text;
    QStringList groups; // symbol prefixes to sum, `journal_*`
    qsizetype rows = 20; // text only: the largest changes shown; < 0 = all
    int width = 72; // text only
    QStringList metrics; // statistics: the column keys; empty = bo, in, cs, id
    std::optional<QByteArray> standardInput; // what "-" reads; unset: standard input
};

/// Runs the command; results go to `out`, reasons for failure to `err`. Exit codes as
/// runAnalyze(): 0; 1 when the inputs offer nothing to compare; 2 on bad input, or a
/// baseline, metric or comparison that none of the comparisons has.
[[nodiscard]] int runCompare(const CompareOptions &options, QTextStream &out, QTextStream &err);

} // namespace vmscope
