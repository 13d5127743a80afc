// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/column.h"

#include <QList>
#include <QStringList>

namespace vmscope::topcolumns {

/// The keys of a top session's summary series, one sample per frame. A frame that does not
/// print a value leaves NaN. Keys shared with vmstat (`us`, `sy`, `free`, `buff`, `cache`)
/// mean the same, so top and vmstat captures plot and compare on one chart.
///
///   group "load":    load1 load5 load15                       (run-queue averages)
///   group "tasks":   tasks running sleeping stopped zombie    (processes, or threads
///                    with `H`; `d-sleep` of procps-ng 4.0.5 goes to dsleep)
///   group "cpu":     us sy ni id wa hi sirq st                (%, all CPUs; procps 2.0
///                    and busybox names map onto these: user→us, system→sy, nice→ni,
///                    idle→id, iowait/io→wa, irq→hi, softirq/si→sirq. top's `si` is
///                    `sirq` here because vmstat's `si` is swap-in and both plot together)
///   group "cpuN":    cpuN_us cpuN_sy ... cpuN_st              (%, one group per CPU)
///   group "memory":  total used free shrd buff cache avail    (KiB; `buff/cache` of
///                    procps-ng 3.3.10+ goes to cache, with buff left NaN)
///   group "swap":    swap_total swap_used swap_free           (KiB)
///
/// Only keys some frame printed become columns.

inline ColumnInfo load(const QString &key) { return { key, QString(), QStringLiteral("load") }; }
inline ColumnInfo tasks(const QString &key)
{
    return { key, QStringLiteral("processes"), QStringLiteral("tasks") };
}
inline ColumnInfo cpu(const QString &key) { return { key, QStringLiteral("%"), QStringLiteral("cpu") }; }
/// The CPU state keys, in the order procps-ng prints them.
inline const QStringList &cpuStates()
{
    static const QStringList states = { QStringLiteral("us"), QStringLiteral("sy"),
        QStringLiteral("ni"), QStringLiteral("id"), QStringLiteral("wa"), QStringLiteral("hi"),
        QStringLiteral("sirq"), QStringLiteral("st") };
    return states;
}
/// `cpuState` is one of cpuStates().
inline ColumnInfo perCpu(int cpuNumber, const QString &cpuState)
{
    const QString group = QStringLiteral("cpu%1").arg(cpuNumber);
    return { group + u'_' + cpuState, QStringLiteral("%"), group };
}
inline ColumnInfo memory(const QString &key)
{
    return { key, QStringLiteral("KiB"), QStringLiteral("memory") };
}
inline ColumnInfo swap(const QString &key) { return { key, QStringLiteral("KiB"), QStringLiteral("swap") }; }

} // namespace vmscope::topcolumns
