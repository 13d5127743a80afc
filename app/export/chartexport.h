// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QImage>
#include <QString>

#include <optional>

namespace vmscope {

class ChartSheet;

enum class ExportFormat { Png, Svg, Pdf, Csv };

/// The format a file name's suffix asks for ("chart.svg"), or a format's own name ("pdf");
/// nullopt for anything else.
[[nodiscard]] std::optional<ExportFormat> exportFormatNamed(const QString &nameOrPath);

/// Screen pixels per inch: a sheet's logical pixels are this big.
inline constexpr int logicalDpi = 96;

/// The sheet as an image of size × dpi / 96 device pixels, drawn in its logical pixels
/// (devicePixelRatio = dpi / 96), so text and lines are sharp at any DPI; the image says
/// `dpi` in its metadata.
[[nodiscard]] QImage renderChartImage(const ChartSheet &sheet, int dpi = logicalDpi);

/// Writes the sheet to `path` as PNG (at `dpi`), SVG or PDF (vector, text kept as text, one
/// page of the sheet's size). Returns an empty string, or why the file could not be written.
[[nodiscard]] QString writeChart(
    const ChartSheet &sheet, const QString &path, ExportFormat format, int dpi = logicalDpi);

} // namespace vmscope
