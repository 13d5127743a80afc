// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/slab/slabsession.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();

/// Adds `value` to `sum` when it is known; a sum with nothing known stays NaN.
void addKnown(double &sum, double value)
{
    if (!std::isnan(value)) {
        sum = std::isnan(sum) ? value : sum + value;
    }
}

/// The value of statistic `key` in `row` (the last, should it be printed twice), NaN without.
double statisticOf(const SlabRow *row, const QString &key)
{
    double value = notANumber;
    if (row) {
        for (const auto &[name, printed] : row->statistics) {
            if (name == key) {
                value = printed;
            }
        }
    }
    return value;
}

/// One snapshot's values appended to every column of `history`: those of `row`, or NaN where
/// the snapshot does not list the cache (`row` null). `memory` is the row's memoryOf().
void appendRow(SlabCacheHistory &history, const SlabRow *row, double memory)
{
    const std::size_t before = history.lines.size();
    const auto field = [row](double SlabRow::*member) { return row ? row->*member : notANumber; };
    history.activeObjects.push_back(field(&SlabRow::activeObjects));
    history.totalObjects.push_back(field(&SlabRow::totalObjects));
    history.objectSize.push_back(field(&SlabRow::objectSize));
    history.objectsPerSlab.push_back(field(&SlabRow::objectsPerSlab));
    history.pagesPerSlab.push_back(field(&SlabRow::pagesPerSlab));
    history.activeSlabs.push_back(field(&SlabRow::activeSlabs));
    history.totalSlabs.push_back(field(&SlabRow::totalSlabs));
    history.memoryBytes.push_back(row ? memory : notANumber);
    history.limit.push_back(field(&SlabRow::limit));
    history.batchCount.push_back(field(&SlabRow::batchCount));
    history.sharedFactor.push_back(field(&SlabRow::sharedFactor));
    history.lines.push_back(row ? std::max(row->line, 1) : 0);
    for (SlabStatistic &statistic : history.statistics) {
        statistic.values.push_back(statisticOf(row, statistic.key));
    }
    if (!row) {
        return;
    }
    for (const auto &statistic : row->statistics) {
        const QString &key = statistic.first;
        const bool known = std::any_of(history.statistics.cbegin(), history.statistics.cend(),
            [&key](const SlabStatistic &s) { return s.key == key; });
        if (!known) { // first printed now: NaN for the snapshots before
            history.statistics.append({ key, ValueColumn(before, notANumber) });
            history.statistics.last().values.push_back(statisticOf(row, key));
        }
    }
}

QList<ColumnInfo> summaryColumns()
{
    return { { u"size"_s, u"KiB"_s, u"slab"_s }, { u"active_size"_s, u"KiB"_s, u"slab"_s },
        { u"active_objs"_s, u"objects"_s, u"slab"_s }, { u"num_objs"_s, u"objects"_s, u"slab"_s },
        { u"active_slabs"_s, u"slabs"_s, u"slab"_s }, { u"num_slabs"_s, u"slabs"_s, u"slab"_s },
        { u"caches"_s, u"caches"_s, u"slab"_s }, { u"active_caches"_s, u"caches"_s, u"slab"_s } };
}

} // namespace

qsizetype SlabCacheHistory::snapshotsListed() const
{
    return std::count_if(lines.cbegin(), lines.cend(), [](int line) { return line > 0; });
}

const SlabStatistic *SlabCacheHistory::statistic(QStringView key) const
{
    for (const SlabStatistic &statistic : statistics) {
        if (statistic.key == key) {
            return &statistic;
        }
    }
    return nullptr;
}

SlabSession::SlabSession(QString formatVersion, double pageSizeBytes, bool pageSizeAssumed)
    : m_formatVersion(std::move(formatVersion))
    , m_pageSizeBytes(pageSizeBytes)
    , m_pageSizeAssumed(pageSizeAssumed)
{
}

const SlabCacheHistory *SlabSession::cache(QStringView name) const
{
    const qsizetype index = cacheIndex(name);
    return index < 0 ? nullptr : &m_caches.at(index);
}

qsizetype SlabSession::cacheIndex(QStringView name) const
{
    return m_cacheIndex.value(name.toString(), -1);
}

double SlabSession::memoryOf(const SlabRow &row) const
{
    if (!std::isnan(row.statedMemoryBytes)) {
        return row.statedMemoryBytes;
    }
    if (!std::isnan(row.totalPages)) {
        return row.totalPages * m_pageSizeBytes;
    }
    return row.totalSlabs * row.pagesPerSlab * m_pageSizeBytes; // NaN when either is unknown
}

void SlabSession::appendSnapshot(const SlabSnapshot &snapshot, const QList<SlabRow> &rows)
{
    const qsizetype index = m_snapshots.size();
    m_snapshots.append(snapshot);
    // Each cache's row in this snapshot (null where it is not listed), so that every column
    // is appended to once: a value that stays the same stays a line in its ValueColumn.
    std::vector<const SlabRow *> listed(std::size_t(m_caches.size()), nullptr);
    for (const SlabRow &row : rows) {
        qsizetype cache = m_cacheIndex.value(row.name, -1); // no copy of the name to look it up
        if (cache < 0) {
            SlabCacheHistory history;
            history.name = row.name;
            for (qsizetype before = 0; before < index; ++before) {
                appendRow(history, nullptr, notANumber);
            }
            cache = m_caches.size();
            m_caches.append(std::move(history));
            m_cacheIndex.insert(row.name, cache);
            listed.push_back(nullptr);
        }
        listed[std::size_t(cache)] = &row;
        if (std::isnan(row.statedMemoryBytes)) {
            m_memoryFromPages = true;
        } else {
            m_memoryStated = true;
        }
    }
    for (qsizetype cache = 0; cache < m_caches.size(); ++cache) {
        const SlabRow *row = listed[std::size_t(cache)];
        appendRow(m_caches[cache], row, row ? memoryOf(*row) : notANumber);
    }
}

void SlabSession::setPageSize(double pageSizeBytes, bool pageSizeAssumed)
{
    m_pageSizeAssumed = pageSizeAssumed;
    const double ratio = pageSizeBytes / m_pageSizeBytes;
    m_pageSizeBytes = pageSizeBytes;
    if (ratio == 1 || !m_memoryFromPages) {
        return;
    }
    // One block is one format: slabtop states every size, /proc/slabinfo none.
    Q_ASSERT(!m_memoryStated);
    for (SlabCacheHistory &history : m_caches) {
        ValueColumn rescaled;
        rescaled.reserve(history.memoryBytes.size());
        for (const double bytes : std::as_const(history.memoryBytes)) {
            rescaled.push_back(bytes * ratio);
        }
        history.memoryBytes = std::move(rescaled);
    }
}

void SlabSession::fillTimeAxis(TimeSeries &series, bool *timesUsable) const
{
    bool usable = !m_snapshots.isEmpty();
    for (qsizetype i = 0; i < m_snapshots.size() && usable; ++i) {
        const double seconds = m_snapshots.at(i).seconds;
        usable = !std::isnan(seconds) && (i == 0 || seconds >= m_snapshots.at(i - 1).seconds);
    }
    if (timesUsable) {
        *timesUsable = usable;
    }
    const double first = usable ? m_snapshots.constFirst().seconds : 0;
    const double span = usable ? m_snapshots.constLast().seconds - first : 0;
    const double interval = usable && m_snapshots.size() > 1 && span > 0
        ? span / double(m_snapshots.size() - 1)
        : 1.0;
    series.setInterval(interval, !usable);
    if (usable && m_snapshots.constFirst().wallClock.isValid()) {
        series.setStartTime(m_snapshots.constFirst().wallClock);
    }
}

bool SlabSession::finish()
{
    TimeSeries summary(summaryColumns(), 1.0, true);
    bool timesUsable = false;
    fillTimeAxis(summary, &timesUsable);
    summary.reserve(m_snapshots.size());
    const bool anyTimes = std::any_of(m_snapshots.cbegin(), m_snapshots.cend(),
        [](const SlabSnapshot &s) { return !std::isnan(s.seconds); });
    for (qsizetype i = 0; i < m_snapshots.size(); ++i) {
        const std::size_t s = std::size_t(i);
        double size = notANumber, activeSize = notANumber, activeObjects = notANumber,
               totalObjects = notANumber, activeSlabs = notANumber, totalSlabs = notANumber;
        double caches = 0, activeCaches = 0;
        for (const SlabCacheHistory &history : std::as_const(m_caches)) {
            if (history.lines[s] == 0) {
                continue;
            }
            ++caches;
            if (history.activeObjects[s] > 0) {
                ++activeCaches;
            }
            addKnown(size, history.memoryBytes[s] / 1024);
            addKnown(activeSize, history.activeObjects[s] * history.objectSize[s] / 1024);
            addKnown(activeObjects, history.activeObjects[s]);
            addKnown(totalObjects, history.totalObjects[s]);
            addKnown(activeSlabs, history.activeSlabs[s]);
            addKnown(totalSlabs, history.totalSlabs[s]);
        }
        const double row[] = { size, activeSize, activeObjects, totalObjects, activeSlabs,
            totalSlabs, caches, activeCaches };
        const double time = timesUsable
            ? m_snapshots.at(i).seconds - m_snapshots.constFirst().seconds
            : double(i);
        summary.appendSample(time, row, m_snapshots.at(i).line);
    }
    m_summary = std::move(summary);
    return timesUsable || !anyTimes;
}

TimeSeries SlabSession::cacheSeries(qsizetype cache) const
{
    const SlabCacheHistory &history = m_caches.at(cache);
    QList<ColumnInfo> columns { { u"active_objs"_s, u"objects"_s, u"objects"_s },
        { u"num_objs"_s, u"objects"_s, u"objects"_s }, { u"objsize"_s, u"bytes"_s, u"objects"_s },
        { u"objperslab"_s, u"objects"_s, u"slabs"_s },
        { u"pagesperslab"_s, u"pages"_s, u"slabs"_s },
        { u"active_slabs"_s, u"slabs"_s, u"slabs"_s }, { u"num_slabs"_s, u"slabs"_s, u"slabs"_s },
        { u"size"_s, u"KiB"_s, u"memory"_s } };
    QList<const ValueColumn *> sources { &history.activeObjects, &history.totalObjects,
        &history.objectSize, &history.objectsPerSlab, &history.pagesPerSlab, &history.activeSlabs,
        &history.totalSlabs, &history.memoryBytes };
    const auto anyKnown = [](const ValueColumn &values) {
        return std::any_of(
            values.cbegin(), values.cend(), [](double value) { return !std::isnan(value); });
    };
    const std::pair<QString, const ValueColumn *> tunables[]
        = { { u"limit"_s, &history.limit }, { u"batchcount"_s, &history.batchCount },
              { u"sharedfactor"_s, &history.sharedFactor } };
    for (const auto &[key, values] : tunables) {
        if (anyKnown(*values)) {
            columns.append({ key, QString(), u"tunables"_s });
            sources.append(values);
        }
    }
    for (const SlabStatistic &statistic : history.statistics) {
        columns.append({ statistic.key, QString(), u"statistics"_s });
        sources.append(&statistic.values);
    }
    TimeSeries series(columns, m_summary.intervalSeconds(), m_summary.intervalIsAssumed());
    series.setStartTime(m_summary.startTime());
    series.reserve(history.sampleCount());
    std::vector<double> row(std::size_t(columns.size()));
    const std::size_t memoryColumn = 7;
    for (std::size_t s = 0; s < history.lines.size() && s < m_summary.time().size(); ++s) {
        for (std::size_t c = 0; c < row.size(); ++c) {
            row[c] = (*sources.at(qsizetype(c)))[s];
        }
        row[memoryColumn] /= 1024; // bytes → KiB
        series.appendSample(m_summary.time()[s], row, history.lines[s]);
    }
    return series;
}

} // namespace vmscope
