// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/slab/slabsession.h"

#include <QStringList>

namespace vmscope {

/// How one cache changed between the first and the last snapshot that list it. Objects are
/// active objects (those in use); bytes are the memory its slabs hold.
struct SlabGrowth
{
    qsizetype cache = -1; // index into SlabSession::caches()
    QString name;
    qsizetype firstSnapshot = -1; // the first and last snapshots listing the cache
    qsizetype lastSnapshot = -1;
    qsizetype snapshotsListed = 0;
    double firstObjects = qQNaN();
    double lastObjects = qQNaN();
    double firstBytes = qQNaN(); // NaN when the format gives no memory (version 1.0)
    double lastBytes = qQNaN();
    double objectsPerSnapshot = qQNaN(); // change over the snapshot steps between first and last
    double bytesPerSnapshot = qQNaN();
    double objectsPerSecond = qQNaN(); // NaN when the snapshots have no timestamps
    double bytesPerSecond = qQNaN();
    /// Listed in at least the minimum snapshots, never fewer objects than in the snapshot
    /// before, and more in most steps: a cache that only grows, as a leak does.
    bool onlyGrows = false;

    [[nodiscard]] double objectChange() const { return lastObjects - firstObjects; }
    [[nodiscard]] double byteChange() const { return lastBytes - firstBytes; }

    friend bool operator==(const SlabGrowth &, const SlabGrowth &) = default;
};

/// Snapshots a cache must be listed in before its growth can make it a leak suspect.
constexpr qsizetype leakMinimumSnapshots = 3;

/// Every cache's growth, the largest first: by bytes gained (objects gained when the format
/// gives no memory), then by name. Shrinking caches come last.
[[nodiscard]] QList<SlabGrowth> slabGrowth(
    const SlabSession &session, qsizetype minimumSnapshots = leakMinimumSnapshots);
/// The caches that only grew over at least `minimumSnapshots` snapshots, largest growth first.
[[nodiscard]] QList<SlabGrowth> leakSuspects(
    const SlabSession &session, qsizetype minimumSnapshots = leakMinimumSnapshots);
/// Indices into caches() of the caches holding the most memory in `snapshot` (the last when
/// < 0), largest first; by total objects when the format gives no memory. At most `count`
/// (all when < 0); caches the snapshot does not list are left out.
[[nodiscard]] QList<qsizetype> largestCaches(
    const SlabSession &session, qsizetype count = -1, qsizetype snapshot = -1);

/// One cache across the sessions of a diff, each taken at its last snapshot.
struct SlabDiffRow
{
    QString name;
    QList<bool> listed; // per session
    QList<double> bytes; // per session: memory; NaN where not listed or unknown
    QList<double> objects; // per session: active objects; NaN where not listed
    /// Per session: against the baseline, a cache a side does not list counting as 0 there;
    /// 0 for the baseline itself, NaN where the format gives no memory.
    QList<double> byteChange;
    QList<double> objectChange;
    /// The largest |byteChange| over the sessions (|objectChange| without memory): the sort key.
    double largestChange = 0;

    [[nodiscard]] bool listedIn(qsizetype session) const { return listed.at(session); }
    /// Listed by this session and by no other.
    [[nodiscard]] bool onlyIn(qsizetype session) const;

    friend bool operator==(const SlabDiffRow &, const SlabDiffRow &) = default;
};

/// Two or more slab sessions (kernels, configurations) against a baseline: every cache any of
/// them lists, sorted by the absolute change in memory, largest first (then by name).
struct SlabDiff
{
    QStringList labels;
    qsizetype baseline = 0;
    bool byObjects = false; // some session gives no memory (version 1.0): sorted by objects
    QList<SlabDiffRow> rows;

    [[nodiscard]] const SlabDiffRow *row(QStringView name) const;
    /// Position of `name` in the sorted rows, -1 when absent.
    [[nodiscard]] qsizetype rank(QStringView name) const;
};

/// The diff of the last snapshot of each of `sessions` against `sessions[baseline]`.
[[nodiscard]] SlabDiff diffSlabs(
    const QList<SlabSession> &sessions, const QStringList &labels, qsizetype baseline = 0);

} // namespace vmscope
