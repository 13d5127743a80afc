// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QStringList>

namespace vmscope {

class TimeSeries;

/// The metrics a reader of a stall thread looks at first, of those `series` offer, in this
/// order: vmstat's bo, free and id; /proc/meminfo's MemFree, Dirty and Writeback; the size of
/// all slab caches (a slabinfo session's summary). What the
/// window ticks when none of the user's metrics is offered, and what a report charts.
[[nodiscard]] QStringList keyMetricsOf(const QList<const TimeSeries *> &series);

} // namespace vmscope
