// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/slab/slabanalysis.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace vmscope {
namespace {

/// Objects that only grow: every step between listed snapshots keeps or adds objects, and
/// most steps add (a leak rarely stands still; a cache filling once and staying does).
bool onlyGrows(const ValueColumn &objects, const QList<qsizetype> &listedSnapshots,
    qsizetype minimumSnapshots)
{
    if (listedSnapshots.size() < std::max<qsizetype>(minimumSnapshots, 2)) {
        return false;
    }
    qsizetype rising = 0;
    for (qsizetype i = 1; i < listedSnapshots.size(); ++i) {
        const double before = objects[std::size_t(listedSnapshots.at(i - 1))];
        const double after = objects[std::size_t(listedSnapshots.at(i))];
        if (std::isnan(before) || std::isnan(after) || after < before) {
            return false;
        }
        rising += after > before ? 1 : 0;
    }
    return rising * 2 > listedSnapshots.size() - 1;
}

/// What growth is ranked by: bytes, or objects where the format gives no memory.
double growthKey(const SlabGrowth &growth)
{
    const double bytes = growth.byteChange();
    return std::isnan(bytes) ? growth.objectChange() : bytes;
}

SlabGrowth growthOf(const SlabSession &session, qsizetype cache, qsizetype minimumSnapshots)
{
    const SlabCacheHistory &history = session.caches().at(cache);
    SlabGrowth growth;
    growth.cache = cache;
    growth.name = history.name;
    QList<qsizetype> listed;
    for (qsizetype s = 0; s < history.sampleCount(); ++s) {
        if (history.listedIn(s)) {
            listed.append(s);
        }
    }
    growth.snapshotsListed = listed.size();
    if (listed.isEmpty()) {
        return growth;
    }
    const std::size_t first = std::size_t(growth.firstSnapshot = listed.constFirst());
    const std::size_t last = std::size_t(growth.lastSnapshot = listed.constLast());
    growth.firstObjects = history.activeObjects[first];
    growth.lastObjects = history.activeObjects[last];
    growth.firstBytes = history.memoryBytes[first];
    growth.lastBytes = history.memoryBytes[last];
    if (last > first) {
        const double steps = double(last - first);
        growth.objectsPerSnapshot = growth.objectChange() / steps;
        growth.bytesPerSnapshot = growth.byteChange() / steps;
        const ValueColumn &time = session.time();
        if (session.timesKnown() && last < time.size() && time[last] > time[first]) {
            const double seconds = time[last] - time[first];
            growth.objectsPerSecond = growth.objectChange() / seconds;
            growth.bytesPerSecond = growth.byteChange() / seconds;
        }
    }
    growth.onlyGrows = onlyGrows(history.activeObjects, listed, minimumSnapshots);
    return growth;
}

void sortByGrowth(QList<SlabGrowth> &growth)
{
    std::stable_sort(growth.begin(), growth.end(), [](const SlabGrowth &a, const SlabGrowth &b) {
        const double keyA = growthKey(a), keyB = growthKey(b);
        const bool knownA = !std::isnan(keyA), knownB = !std::isnan(keyB);
        if (knownA != knownB) {
            return knownA;
        }
        if (knownA && keyA != keyB) {
            return keyA > keyB;
        }
        return a.name < b.name;
    });
}

/// Memory in the last snapshot (objects when unknown), NaN when the session does not list it.
struct Holding
{
    bool listed = false;
    double bytes = qQNaN();
    double objects = qQNaN();
};

Holding holdingAtEnd(const SlabSession &session, qsizetype cache)
{
    const SlabCacheHistory &history = session.caches().at(cache);
    const qsizetype last = session.snapshotCount() - 1;
    if (last < 0 || !history.listedIn(last)) {
        return {};
    }
    return { true, history.memoryBytes[std::size_t(last)],
        history.activeObjects[std::size_t(last)] };
}

double valueOrZero(double value, bool listed)
{
    return listed ? value : 0.0;
}

} // namespace

QList<SlabGrowth> slabGrowth(const SlabSession &session, qsizetype minimumSnapshots)
{
    QList<SlabGrowth> growth;
    growth.reserve(session.caches().size());
    for (qsizetype cache = 0; cache < session.caches().size(); ++cache) {
        growth.append(growthOf(session, cache, minimumSnapshots));
    }
    sortByGrowth(growth);
    return growth;
}

QList<SlabGrowth> leakSuspects(const SlabSession &session, qsizetype minimumSnapshots)
{
    QList<SlabGrowth> suspects = slabGrowth(session, minimumSnapshots);
    suspects.removeIf([](const SlabGrowth &growth) { return !growth.onlyGrows; });
    return suspects;
}

QList<qsizetype> largestCaches(const SlabSession &session, qsizetype count, qsizetype snapshot)
{
    if (snapshot < 0) {
        snapshot = session.snapshotCount() - 1;
    }
    if (snapshot < 0 || snapshot >= session.snapshotCount()) {
        return {};
    }
    const std::size_t s = std::size_t(snapshot);
    QList<qsizetype> indices;
    for (qsizetype cache = 0; cache < session.caches().size(); ++cache) {
        if (session.caches().at(cache).listedIn(snapshot)) {
            indices.append(cache);
        }
    }
    const auto &caches = session.caches();
    const auto size = [&caches, s](qsizetype cache) {
        const SlabCacheHistory &history = caches.at(cache);
        const double bytes = history.memoryBytes[s];
        return std::isnan(bytes) ? history.totalObjects[s] : bytes;
    };
    std::stable_sort(indices.begin(), indices.end(), [&](qsizetype a, qsizetype b) {
        const double sizeA = size(a), sizeB = size(b);
        if (std::isnan(sizeA) != std::isnan(sizeB)) {
            return !std::isnan(sizeA);
        }
        if (!std::isnan(sizeA) && sizeA != sizeB) {
            return sizeA > sizeB;
        }
        return caches.at(a).name < caches.at(b).name;
    });
    if (count >= 0 && indices.size() > count) {
        indices.resize(count);
    }
    return indices;
}

bool SlabDiffRow::onlyIn(qsizetype session) const
{
    for (qsizetype i = 0; i < listed.size(); ++i) {
        if (listed.at(i) != (i == session)) {
            return false;
        }
    }
    return true;
}

const SlabDiffRow *SlabDiff::row(QStringView name) const
{
    const qsizetype index = rank(name);
    return index < 0 ? nullptr : &rows.at(index);
}

qsizetype SlabDiff::rank(QStringView name) const
{
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows.at(i).name == name) {
            return i;
        }
    }
    return -1;
}

SlabDiff diffSlabs(
    const QList<SlabSession> &sessions, const QStringList &labels, qsizetype baseline)
{
    SlabDiff diff;
    diff.labels = labels;
    diff.baseline = std::clamp<qsizetype>(baseline, 0, std::max<qsizetype>(sessions.size() - 1, 0));
    const qsizetype count = sessions.size();
    QHash<QString, qsizetype> rowOf;
    for (qsizetype p = 0; p < count; ++p) {
        const SlabSession &session = sessions.at(p);
        for (qsizetype cache = 0; cache < session.caches().size(); ++cache) {
            const Holding holding = holdingAtEnd(session, cache);
            if (!holding.listed) {
                continue;
            }
            const QString &name = session.caches().at(cache).name;
            qsizetype index = rowOf.value(name, -1);
            if (index < 0) {
                index = diff.rows.size();
                rowOf.insert(name, index);
                SlabDiffRow row;
                row.name = name;
                row.listed.fill(false, count);
                row.bytes.fill(qQNaN(), count);
                row.objects.fill(qQNaN(), count);
                diff.rows.append(std::move(row));
            }
            SlabDiffRow &row = diff.rows[index];
            row.listed[p] = true;
            row.bytes[p] = holding.bytes;
            row.objects[p] = holding.objects;
        }
    }
    for (const SlabDiffRow &row : std::as_const(diff.rows)) {
        for (qsizetype p = 0; p < count; ++p) {
            if (row.listed.at(p) && std::isnan(row.bytes.at(p))) {
                diff.byObjects = true;
            }
        }
    }
    if (count == 0) {
        return diff;
    }
    const qsizetype base = diff.baseline;
    for (SlabDiffRow &row : diff.rows) {
        row.byteChange.fill(0.0, count);
        row.objectChange.fill(0.0, count);
        for (qsizetype p = 0; p < count; ++p) {
            row.byteChange[p] = valueOrZero(row.bytes.at(p), row.listed.at(p))
                - valueOrZero(row.bytes.at(base), row.listed.at(base));
            row.objectChange[p] = valueOrZero(row.objects.at(p), row.listed.at(p))
                - valueOrZero(row.objects.at(base), row.listed.at(base));
            const double change = diff.byObjects ? row.objectChange.at(p) : row.byteChange.at(p);
            if (!std::isnan(change)) {
                row.largestChange = std::max(row.largestChange, std::abs(change));
            }
        }
    }
    std::stable_sort(
        diff.rows.begin(), diff.rows.end(), [](const SlabDiffRow &a, const SlabDiffRow &b) {
            if (a.largestChange != b.largestChange) {
                return a.largestChange > b.largestChange;
            }
            return a.name < b.name;
        });
    return diff;
}

} // namespace vmscope
