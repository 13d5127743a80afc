// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/linepalette.h"
#include "app/charts/plottedcapture.h"
#include "app/charts/timemarker.h"
#include "core/analysis/decimationindex.h"

#include <QList>
#include <QString>

#include <memory>

namespace vmscope {

/// How a chart's value axis is ranged.
enum class YScale {
    FromZero, // rates and sizes read best from zero; a negative value widens the axis
    Fit, // from the smallest to the largest value shown: small changes of a large value
    Fixed, // the range the user typed: charts to compare across captures
    Log, // decades: a quiet minute and a burst a thousand times larger, both readable
};

struct YAxisChoice
{
    YScale scale = YScale::FromZero;
    // Fixed only, in the data's unit (KiB for free memory), so that the range stays the same
    // when other captures make the axis count in GiB instead of MiB.
    double low = 0.0;
    double high = 0.0;

    friend bool operator==(const YAxisChoice &, const YAxisChoice &) = default;
};

/// A DecimationIndex made when first asked for, for the column as long as it is then.
struct LazyDecimationIndex
{
    std::unique_ptr<const DecimationIndex> built;
};

/// What a chart of one metric plots: the captures that have the metric (one line each, in
/// legend order), the time they span and the metric's unit. Cheap to copy; the captures are
/// owned elsewhere.
struct TimeChartContent
{
    struct Line
    {
        PlottedCapture plotted;
        qsizetype column = -1;
        /// For a long column, what lets a redraw skip most samples: built on the first redraw
        /// that needs it and shared by every copy of the content (content() asks never build it).
        std::shared_ptr<LazyDecimationIndex> index = std::make_shared<LazyDecimationIndex>();
        /// The column as drawn when a loop's later copies of vmstat start with a row averaged
        /// since boot: those rows are gaps (TimeSeries::sinceBootRows()); null otherwise.
        std::shared_ptr<const ValueColumn> drawn {};
    };

    QString metric;
    QString unit; // as the log gives it ("KiB", "blocks/s")
    QList<Line> lines;
    /// A chart draws at most as many lines as the palette has looks for (linepalette.h):
    /// past that, lines cannot be told apart, and Qt Charts takes time quadratic in their
    /// number (an export of 8 000 captures took 90 s). The captures after them that have the
    /// metric are counted, and the chart says how many it left out.
    static constexpr qsizetype maxLines = 4 * lineColorCount;
    qsizetype notDrawn = 0;
    double first = 0.0; // s since the first sample, over every line
    double last = 0.0;
    double maxAbs = 0.0; // largest magnitude of any value, for the axis unit
    /// Small multiples: the value axis reaches at least this (in `unit`), so that the charts
    /// of one metric for different captures share one scale; 0 lets each chart fit its data.
    double valueCeiling = 0.0;
    QList<TimeMarker> markers; // of the captures plotted, in their colours
    YAxisChoice yAxis;
    /// The lines are columns of one capture stacked as areas, bottom to top (metricstack.h);
    /// `maxAbs` is then the largest total.
    bool stacked = false;

    /// The lines of `metric` over those of `captures` that have it, and the `markers` of
    /// those captures; for a stack's key ("stack:cpu") the stack of the first capture that
    /// has two of its columns (metricstack.h).
    [[nodiscard]] static TimeChartContent of(const QList<PlottedCapture> &captures,
        const QString &metric, const QList<TimeMarker> &markers = {});

    [[nodiscard]] bool isEmpty() const { return lines.isEmpty(); }
    [[nodiscard]] const TimeSeries &series(qsizetype line) const;
    [[nodiscard]] const ValueColumn &values(qsizetype line) const;
    /// The decimation index of `line`'s column, built on first use (again once the column grew);
    /// null for a column too short to need one.
    [[nodiscard]] const DecimationIndex *index(qsizetype line) const;
    /// The row of `line` whose time is nearest to `x` (s); -1 when it has no samples.
    [[nodiscard]] qsizetype nearestRow(qsizetype line, double x) const;
    /// True when every line's capture printed wall-clock timestamps and they started within
    /// the same second, so that one clock labels them all.
    [[nodiscard]] bool hasWallClock() const;
    /// Legend text of `line`: the name it was plotted with, else the capture's label, or its
    /// id when it has none; "2.4.19 #2" when several lines have that label.
    [[nodiscard]] QString name(qsizetype line) const;
};

} // namespace vmscope
