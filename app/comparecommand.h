// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace vmscope {

/// `vmscope-cli compare`: the profiles found in the inputs side by side against a baseline;
/// with fewer than two profiles, the slab captures (a slab diff of their last snapshots);
/// with no profile and fewer than two slab captures, the statistics of vmstat (else top)
/// captures of two or more labels, a table per metric (core/comparisonstats.h).
struct CompareOptions
{
    enum class Format { Text, Csv, Json };

    QStringList inputs; // paths, "-", ":demo"
    QString baseline; // a capture label; empty = the first profile found
    Format format = Format::Text;
    QStringList groups; // symbol prefixes to sum, `journal_*`
    qsizetype rows = 20; // text only: the largest changes shown; < 0 = all
    int width = 72; // text only
    QStringList metrics; // statistics: the column keys; empty = bo, in, cs, id
};

/// Runs the command; results go to `out`, reasons for failure to `err`. Exit codes as
/// runAnalyze(): 0, 1 when fewer than two profiles (or slab captures, or labels) were found, 2 on bad input or baseline.
[[nodiscard]] int runCompare(const CompareOptions &options, QTextStream &out, QTextStream &err);

} // namespace vmscope
