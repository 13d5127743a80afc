// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QColor>

class QChart;
class QPalette;

namespace vmscope {

/// Flat dark background of the dark theme: QChart's own paints a gradient, and a flat colour
/// prints and compresses better.
inline constexpr QRgb darkChartBackground = 0xff2e303a;

/// Whether `palette` is a dark one: its base darker than its text.
[[nodiscard]] bool isDarkPalette(const QPalette &palette);

/// Puts `chart` in the light or the dark theme with vmscope's flat look, keeping every
/// series' pen and every bar's colour: those are the captures' colours, which a theme resets.
void applyChartTheme(QChart *chart, bool dark);

/// A chart in a window: the theme that suits `palette`, with its base as the background and
/// its text and grid colours, so that a chart reads like the widgets around it.
void followPalette(QChart *chart, const QPalette &palette);

} // namespace vmscope
