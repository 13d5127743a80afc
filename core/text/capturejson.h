// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/document.h"

#include <QJsonArray>
#include <QJsonObject>

namespace vmscope {

/// The CLI's JSON schema (docs/cli-json.md), shared by every front end that writes JSON.
struct JsonOptions
{
    bool includeValues = false; // every column's full `values` array (null for missing)
};

/// One capture: kind, label, source, rows, columns, interval, summary, its diagnostics.
[[nodiscard]] QJsonObject captureToJson(const Capture &capture, const JsonOptions &options);
/// A result table's fields as a `results` capture has them: benchmark, title, columns,
/// units, columns_are, better and `table` (the rows with values and both deltas).
[[nodiscard]] QJsonObject resultTableToJson(const ResultTable &table);
/// `{line, severity, message}`, with `file` when it is known.
[[nodiscard]] QJsonObject diagnosticToJson(const Diagnostic &diagnostic, const QString &file);

/// Schema version of the top-level object; bumped only on incompatible changes.
constexpr int jsonSchemaVersion = 2;

} // namespace vmscope
