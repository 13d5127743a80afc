// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/linepalette.h"
#include "core/model/capturelist.h"

#include <QColor>

namespace vmscope {

/// A capture as a chart shows it: the data and the colour its series are drawn in. The chart
/// shares the capture, so it stays drawable whatever the document does meanwhile.
struct PlottedCapture
{
    CapturePtr capture;
    QColor color;
    Qt::PenStyle style = Qt::SolidLine; // past eight lines, the colours come round again
    /// The legend's name (runNames()); empty: the label, numbered among the chart's lines.
    QString name {};
};

/// Captures made for one chart (a process's history, a cache's growth), shared with it and
/// drawn in the palette's order.
template <typename Captures>
[[nodiscard]] QList<PlottedCapture> plottedInPaletteOrder(Captures &&captures)
{
    QList<PlottedCapture> plotted;
    for (auto &capture : captures) {
        plotted.append({ std::make_shared<const Capture>(std::move(capture)),
            lineColor(plotted.size()), lineStyle(plotted.size()) });
    }
    return plotted;
}

} // namespace vmscope
