// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/export/chartexport.h"
#include "app/export/chartsheet.h"
#include "core/analysis/stallthresholds.h"
#include "parsers/input/inputset.h"

#include <QSizeF>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace vmscope {

class Document;

/// `vmscope-cli export`: the charts of chosen metrics as PNG, SVG or PDF, or the data as CSV.
struct ExportOptions
{
    CommandInputs inputs;
    /// The metrics (a chart each, at least one; CSV: the columns, empty = all), the span, the
    /// size and the theme.
    ChartSheetOptions sheet;
    QStringList labels; // only captures with one of these labels; empty = all
    int dpi = logicalDpi;
    std::optional<ExportFormat> format; // nullopt: from the name of `out`
    QStringList notes; // "FROM[-TO]:TEXT" on the first capture plotted
    QString out;
    StallThresholds thresholds; // of the stalls marked on the chart
};

/// "10:60" as seconds; nullopt unless both ends are numbers and END > START.
[[nodiscard]] std::optional<std::pair<double, double>> parseTimeRange(const QString &text);
/// "1200x800" as logical pixels; nullopt unless both are whole numbers from 50 to 20000.
[[nodiscard]] std::optional<QSizeF> parseExportSize(const QString &text);

/// Adds `--note FROM[-TO]:TEXT` to capture `captureId`; false (and why in `error`) when
/// the text is not of that form.
bool addNote(Document &document, const QString &captureId, const QString &note, QString *error);

/// Runs the command: 0 when written, 1 when no capture to export was found, 2 for a bad
/// metric, range or output path (the reason on `err`).
[[nodiscard]] int runExport(const ExportOptions &options, QTextStream &out, QTextStream &err);

/// `vmscope-cli report FILE... --out report.html|pdf`: see Report.
struct ReportOptions
{
    CommandInputs inputs;
    QString out;
    StallThresholds thresholds; // of the findings listed
    TimeAxisStyle axis = TimeAxisStyle::WallClock; // of its charts (--axis)
};

[[nodiscard]] int runReport(const ReportOptions &options, QTextStream &output, QTextStream &err);

} // namespace vmscope
