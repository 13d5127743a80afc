// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"

#include <QHash>
#include <QList>

#include <functional>

namespace vmscope {

/// True when `later` is `earlier` again, as a reply quoting it would show it: same kind, and
/// every row of `later` is a run of `earlier`'s rows. It must be quoted deeper, or repeat at
/// least three rows, so that two short snapshots that happen to agree stay two captures.
[[nodiscard]] bool isRepeatOf(const Capture &later, const Capture &earlier);

/// Finds, for captures met in document order, the first earlier one each repeats
/// (isRepeatOf) without comparing every pair: a flattened 50 MB page can hold half a million
/// one-row tables. Only earlier captures that share content with the later one are compared:
/// the same table, or a series holding the later series' first sample.
class RepeatFinder
{
public:
    /// The capture added `index`-th; captures live with the caller, which may move them.
    using CaptureAt = std::function<const Capture &(qsizetype index)>;

    explicit RepeatFinder(CaptureAt captureAt);

    /// The index of the first earlier capture that `later` repeats, or -1. `later` is then
    /// remembered as the next index.
    qsizetype findThenAdd(const Capture &later);

private:
    /// Content key, quote depth, kind: only captures under one key can repeat one another.
    struct Key
    {
        size_t content = 0;
        int quoteDepth = 0;
        int kind = 0;
        friend bool operator==(const Key &, const Key &) = default;
        friend size_t qHash(const Key &key, size_t seed = 0)
        {
            return qHashMulti(seed, key.content, key.quoteDepth, key.kind);
        }
    };
    /// Series are indexed by every sample, but only once a later capture of their kind
    /// needs it, so one huge log alone costs nothing.
    struct SeriesKind
    {
        QList<qsizetype> members;
        qsizetype indexedMembers = 0;
    };

    [[nodiscard]] QList<qsizetype> candidates(const Capture &later);
    void indexSeriesOfKind(int kind);
    void addCandidates(const Key &key, QList<qsizetype> &out) const;

    CaptureAt m_captureAt;
    qsizetype m_count = 0;
    int m_maxQuoteDepth = 0;
    QHash<Key, QList<qsizetype>> m_byContent;
    QHash<int, SeriesKind> m_seriesByKind;
};

} // namespace vmscope
