// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/timeseries.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <utility>
#include <vector>

namespace vmscope {

/// One cache as one snapshot printed it. Fields the format lacks are NaN: version 1.0 has
/// only objects, slabtop has no pages per slab and rounds the object size to 10 bytes.
struct SlabRow
{
    QString name; // blanks kept (`file lock cache` on 2.2/2.4)
    double activeObjects = qQNaN();
    double totalObjects = qQNaN();
    double objectSize = qQNaN(); // bytes
    double objectsPerSlab = qQNaN();
    double pagesPerSlab = qQNaN();
    double activeSlabs = qQNaN();
    double totalSlabs = qQNaN();
    double totalPages = qQNaN(); // 1.0 with statistics prints the pages instead of a per-slab count
    double statedMemoryBytes = qQNaN(); // slabtop's CACHE SIZE: computed by slabtop itself
    double limit = qQNaN(); // per-CPU array tunables (2.4 SMP, the SLAB allocator)
    double batchCount = qQNaN();
    double sharedFactor = qQNaN();
    QList<std::pair<QString, double>> statistics; // `high`, `allocs`, `grown`... when printed
    int line = 0; // physical line

    friend bool operator==(const SlabRow &, const SlabRow &) = default;
};

/// When a snapshot was taken, as far as the text tells.
struct SlabSnapshot
{
    int line = 0; // physical line of its first line (a version header, a row, a slabtop summary)
    /// Seconds on some clock shared by the session's snapshots (Unix time, or seconds of the
    /// day when only a clock was printed); NaN when no timestamp preceded the snapshot.
    double seconds = qQNaN();
    QDateTime wallClock; // invalid when the timestamp had no date, or there was none

    friend bool operator==(const SlabSnapshot &, const SlabSnapshot &) = default;
};

/// A statistics column of one cache (`allocs`, `grown`, `allochit`...), one value per snapshot.
struct SlabStatistic
{
    QString key;
    ValueColumn values;

    friend bool operator==(const SlabStatistic &, const SlabStatistic &) = default;
};

/// One cache across the snapshots of a session: every column has one value per snapshot,
/// NaN where the snapshot does not list the cache or its format lacks the field. The columns
/// are ValueColumns: an object size that never changes takes no room per snapshot, a tunable the
/// format lacks a byte.
struct SlabCacheHistory
{
    QString name;
    ValueColumn activeObjects;
    ValueColumn totalObjects;
    ValueColumn objectSize; // bytes
    ValueColumn objectsPerSlab;
    ValueColumn pagesPerSlab;
    ValueColumn activeSlabs;
    ValueColumn totalSlabs;
    /// num_slabs × pages per slab × page size, or what slabtop printed; NaN for version 1.0
    ValueColumn memoryBytes;
    ValueColumn limit;
    ValueColumn batchCount;
    ValueColumn sharedFactor;
    QList<SlabStatistic> statistics;
    std::vector<int> lines; // physical line per snapshot, 0 where the cache is not listed

    [[nodiscard]] qsizetype sampleCount() const { return qsizetype(lines.size()); }
    [[nodiscard]] bool listedIn(qsizetype snapshot) const
    {
        return lines.at(std::size_t(snapshot)) > 0;
    }
    [[nodiscard]] qsizetype snapshotsListed() const;
    /// The statistics column `key`, or nullptr.
    [[nodiscard]] const SlabStatistic *statistic(QStringView key) const;

    friend bool operator==(const SlabCacheHistory &, const SlabCacheHistory &) = default;
};

/// /proc/slabinfo or slabtop snapshots of one machine, in order: each cache's history and a
/// summary series of the totals (keys below) on the session's time axis. The time axis is
/// real when every snapshot had a timestamp before it, and the snapshot index otherwise.
/// Build it with appendSnapshot() and finish().
class SlabSession
{
public:
    /// Summary keys: KiB (`size` = memory of all caches, `active_size` = active objects ×
    /// object size), objects, slabs and caches (`active_caches` have an active object).
    static constexpr QStringView summaryKeys[] = { u"size", u"active_size", u"active_objs",
        u"num_objs", u"active_slabs", u"num_slabs", u"caches", u"active_caches" };
    static constexpr double defaultPageSize = 4096;

    SlabSession() = default;
    /// `pageSizeAssumed` says the text did not state the page size memory is computed with.
    SlabSession(QString formatVersion, double pageSizeBytes, bool pageSizeAssumed);

    /// "1.0", "1.1", "1.2", "2.0", "2.1" (as the header said, or guessed from the rows), "slabtop".
    [[nodiscard]] const QString &formatVersion() const { return m_formatVersion; }
    [[nodiscard]] double pageSizeBytes() const { return m_pageSizeBytes; }
    [[nodiscard]] bool pageSizeAssumed() const { return m_pageSizeAssumed; }

    [[nodiscard]] qsizetype snapshotCount() const { return m_snapshots.size(); }
    [[nodiscard]] qsizetype sampleCount() const { return snapshotCount(); }
    [[nodiscard]] const QList<SlabSnapshot> &snapshots() const { return m_snapshots; }
    /// Every cache any snapshot listed, in order of first appearance.
    [[nodiscard]] const QList<SlabCacheHistory> &caches() const { return m_caches; }
    [[nodiscard]] const SlabCacheHistory *cache(QStringView name) const;
    /// -1 when no snapshot lists it.
    [[nodiscard]] qsizetype cacheIndex(QStringView name) const;

    /// The totals per snapshot; empty until finish().
    [[nodiscard]] const TimeSeries &summary() const { return m_summary; }
    /// Seconds since the first snapshot when the timestamps are known, else snapshot indices.
    [[nodiscard]] const ValueColumn &time() const { return m_summary.time(); }
    [[nodiscard]] bool timesKnown() const { return !m_summary.intervalIsAssumed(); }
    /// One cache as a series on the session's time axis, for charts: keys as the /proc/slabinfo
    /// header names them (`active_objs`, `num_objs`, `objsize`, `objperslab`, `pagesperslab`,
    /// `active_slabs`, `num_slabs`), `size` in KiB, then tunables and statistics when printed.
    [[nodiscard]] TimeSeries cacheSeries(qsizetype cache) const;

    /// Rows with a name seen before in the same snapshot are the caller's to avoid: the last
    /// such row (its statistics too) stands for the cache.
    void appendSnapshot(const SlabSnapshot &snapshot, const QList<SlabRow> &rows);
    /// The format's version when it is known only once the snapshots are in.
    void setFormatVersion(QString formatVersion) { m_formatVersion = std::move(formatVersion); }
    /// The page size when the text states it only after the snapshots (a parser appends each
    /// as it reads it): memory computed from pages so far is rescaled. Page sizes are powers
    /// of two, so each value is exactly what computing it with this page size gives; sizes
    /// slabtop printed stay. Before finish().
    void setPageSize(double pageSizeBytes, bool pageSizeAssumed);
    /// Builds the summary and the time axis. Returns false when timestamps were given but
    /// could not be used (some missing, or going backwards): the axis is the index then.
    bool finish();

    friend bool operator==(const SlabSession &, const SlabSession &) = default;

private:
    [[nodiscard]] double memoryOf(const SlabRow &row) const;
    void fillTimeAxis(TimeSeries &series, bool *timesUsable) const;

    QString m_formatVersion;
    double m_pageSizeBytes = defaultPageSize;
    bool m_pageSizeAssumed = true;
    bool m_memoryFromPages = false; // some row's memory was computed from its pages
    bool m_memoryStated = false; // some row's memory was printed (slabtop)
    QList<SlabSnapshot> m_snapshots;
    QList<SlabCacheHistory> m_caches;
    QHash<QString, qsizetype> m_cacheIndex;
    TimeSeries m_summary;
};

} // namespace vmscope
