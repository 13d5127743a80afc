// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capturekind.h"
#include "core/model/diagnostic.h"
#include "core/events/eventlog.h"
#include "core/oops/oops.h"
#include "core/profile/profile.h"
#include "core/results/resulttable.h"
#include "core/slab/slabsession.h"
#include "core/model/sourceinfo.h"
#include "core/model/timeseries.h"
#include "core/top/topsession.h"

#include <variant>

namespace vmscope {

/// What a capture holds. Later formats add their own value types here.
using Payload
    = std::variant<TimeSeries, TopSession, Oops, Profile, SlabSession, ResultTable, EventLog>;

/// One log found in the input: a vmstat run, a top session, a profile, an oops...
struct Capture
{
    QString id; // unique within a Document ("c1", "c2", ...)
    CaptureKind kind = CaptureKind::Vmstat;
    QString label; // kernel or configuration name, or the prose that introduced the log
    QString layout; // the variant of the format ("procps 2.0", "procps-ng -d"), never translated
    SourceInfo source;
    Diagnostics diagnostics; // about this capture's lines
    Payload payload;

    /// Samples for series, entries for profiles, frames for traces, rows for tables.
    [[nodiscard]] qsizetype rowCount() const;
    /// The series to plot: a vmstat table, the summary lines of a top session, the totals of
    /// a slab session; else nullptr.
    [[nodiscard]] const TimeSeries *timeSeries() const;
    [[nodiscard]] const TopSession *topSession() const { return std::get_if<TopSession>(&payload); }
    [[nodiscard]] const Profile *profile() const { return std::get_if<Profile>(&payload); }
    [[nodiscard]] const Oops *oops() const { return std::get_if<Oops>(&payload); }
    [[nodiscard]] const SlabSession *slabSession() const
    {
        return std::get_if<SlabSession>(&payload);
    }
    [[nodiscard]] const ResultTable *resultTable() const
    {
        return std::get_if<ResultTable>(&payload);
    }
    /// The kernel log messages of an Events capture.
    [[nodiscard]] const EventLog *eventLog() const { return std::get_if<EventLog>(&payload); }

    friend bool operator==(const Capture &, const Capture &) = default;
};

/// What `capture` is, for a reader: its kind's id ("vmstat", "top"), or the /proc file its
/// layout names ("meminfo" for "/proc/meminfo 2.4"), read as a vmstat-like series. The
/// JSON keeps the kind's id.
[[nodiscard]] QString kindName(const Capture &capture);

/// What a picker or a column calls each of `captures`: its label (its id when it has none),
/// with the id added to labels two of them share ("ordered (c4)").
[[nodiscard]] QStringList distinctNames(const QList<const Capture *> &captures);

} // namespace vmscope
