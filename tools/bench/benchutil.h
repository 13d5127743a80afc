// SPDX-License-Identifier: GPL-2.0-or-later
// What the benchmarks share: timing a phase and its peak resident memory (Linux: VmHWM).
#pragma once

#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>
#include <functional>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace vmscope::bench {

/// Linux only: VmHWM can be reset, so each phase gets its own peak.
inline void resetPeakRss()
{
    QFile clearRefs(QStringLiteral("/proc/self/clear_refs"));
    if (clearRefs.open(QIODevice::WriteOnly)) {
        clearRefs.write("5");
    }
}

/// A field of /proc/self/status such as "VmRSS:", in KiB; -1 when unknown.
inline qint64 statusKiB(const QByteArray &field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field)) {
            return line.mid(field.size()).trimmed().split(' ').constFirst().toLongLong();
        }
    }
    return -1;
}

/// Gives freed heap back to the system, so that the next phase starts from what is really
/// still in use: glibc keeps freed small blocks, and the RSS they hold would hide a peak.
inline void releaseFreedMemory()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

struct Measurement
{
    double seconds = 0;
    qint64 peakGrowthKiB = -1; // peak RSS during the phase, above the RSS before it
};

/// Best time of `repeats` runs of `work`, and the highest peak of them.
inline Measurement measure(const std::function<void()> &work, int repeats = 1)
{
    Measurement best{1e300, -1};
    for (int run = 0; run < repeats; ++run) {
        releaseFreedMemory();
        resetPeakRss();
        const qint64 before = statusKiB("VmRSS:");
        QElapsedTimer timer;
        timer.start();
        work();
        best.seconds = std::min(best.seconds, timer.nsecsElapsed() / 1e9);
        best.peakGrowthKiB = std::max(best.peakGrowthKiB, statusKiB("VmHWM:") - before);
    }
    releaseFreedMemory();
    return best;
}

/// One result line: time, ratio to the baseline's time, peak RSS growth.
inline void report(const char *name, const Measurement &measurement, const Measurement &baseline)
{
    std::printf("  %-28s %8.3f s  %6.1fx  peak RSS +%7.1f MiB\n", name, measurement.seconds,
                measurement.seconds / baseline.seconds, measurement.peakGrowthKiB / 1024.0);
}

} // namespace vmscope::bench
