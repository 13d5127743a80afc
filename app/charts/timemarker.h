// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QColor>
#include <QString>

namespace vmscope {

/// Something that happened during a capture, drawn over every chart that plots the capture:
/// an event at one time (an oops) or a span (a stall, a note over a range).
struct TimeMarker
{
    enum class Kind {
        Event, // something the logs recorded: an oops
        Finding, // something the analysis found: a stall
        Note, // something the user wrote
    };

    QString captureId;
    double from = 0.0; // s on the capture's time axis, as TimeSeries::time()
    double to = 0.0; // equal to `from` for an instant
    QString caption; // short, drawn on the chart: "oops: __free_pages_ok"
    QColor color; // the capture's; an invalid colour draws in the palette's text colour
    Kind kind = Kind::Event;
    QString key; // what it stands for: the oops capture, the finding index, the annotation id

    [[nodiscard]] bool isInstant() const { return to <= from; }

    friend bool operator==(const TimeMarker &, const TimeMarker &) = default;
};

} // namespace vmscope
