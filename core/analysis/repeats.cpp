// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/repeats.h"

#include <algorithm>
#include <cmath>

namespace vmscope {
namespace {

/// The same numbers under the same names; the lines differ in a quote.
bool sameResults(const ResultTable &later, const ResultTable &earlier)
{
    if (later.columns != earlier.columns || later.rows.size() != earlier.rows.size()) {
        return false;
    }
    for (qsizetype r = 0; r < later.rows.size(); ++r) {
        const ResultRow &a = later.rows.at(r);
        const ResultRow &b = earlier.rows.at(r);
        if (a.key != b.key || a.values != b.values || a.flags != b.flags) {
            return false;
        }
    }
    return true;
}

/// The same messages in the same order; the lines differ in a quote.
bool sameEvents(const EventLog &later, const EventLog &earlier)
{
    return std::equal(later.events.cbegin(), later.events.cend(), earlier.events.cbegin(),
        earlier.events.cend(), [](const KernelEvent &a, const KernelEvent &b) {
            return a.type == b.type && a.text == b.text;
        });
}

} // namespace

bool isRepeatOf(const Capture &later, const Capture &earlier)
{
    if (later.kind != earlier.kind) {
        return false;
    }
    const bool quotedDeeper = later.source.quoteDepth > earlier.source.quoteDepth;
    if (!quotedDeeper && later.rowCount() < 3) {
        return false;
    }
    if (const ResultTable *laterTable = later.resultTable()) {
        return quotedDeeper && earlier.resultTable()
            && sameResults(*laterTable, *earlier.resultTable());
    }
    if (const EventLog *laterLog = later.eventLog()) {
        return quotedDeeper && earlier.eventLog() && sameEvents(*laterLog, *earlier.eventLog());
    }
    const TimeSeries *laterSeries = later.timeSeries();
    const TimeSeries *earlierSeries = earlier.timeSeries();
    return laterSeries && earlierSeries && earlierSeries->containsRunOf(*laterSeries);
}

namespace {

/// Equal values hash equal, as sameValue() compares them: one NaN, one zero.
size_t valueHash(double value, size_t seed)
{
    if (std::isnan(value)) {
        return qHash(quint64(0x7ff8000000000000ULL), seed);
    }
    return qHash(value == 0 ? 0.0 : value, seed);
}

/// The column names, hashed once per series: hashing them again for every row took half of
/// an import of 300 000 rows.
size_t columnsHash(const TimeSeries &series)
{
    size_t hash = qHash(series.columnCount());
    for (qsizetype c = 0; c < series.columnCount(); ++c) {
        hash = qHash(series.column(c).key, hash);
    }
    return hash;
}

/// One row's values under the columns of `columns` (columnsHash()).
size_t sampleHash(const TimeSeries &series, qsizetype row, size_t columns)
{
    size_t hash = columns;
    for (qsizetype c = 0; c < series.columnCount(); ++c) {
        hash = valueHash(series.values(c)[std::size_t(row)], hash);
    }
    return hash;
}

size_t tableHash(const ResultTable &table)
{
    size_t hash = qHash(table.columns);
    for (const ResultRow &row : table.rows) {
        hash = qHash(row.key, hash);
        hash = qHash(row.flags, hash);
        for (double value : row.values) {
            hash = valueHash(value, hash);
        }
    }
    return hash;
}

size_t eventsHash(const EventLog &log)
{
    size_t hash = qHash(log.events.size());
    for (const KernelEvent &event : log.events) {
        hash = qHash(event.text, hash);
    }
    return hash;
}

} // namespace

RepeatFinder::RepeatFinder(CaptureAt captureAt)
    : m_captureAt(std::move(captureAt))
{
}

qsizetype RepeatFinder::findThenAdd(const Capture &later)
{
    qsizetype found = -1;
    for (qsizetype index : candidates(later)) {
        if (isRepeatOf(later, m_captureAt(index))) {
            found = index;
            break;
        }
    }
    const qsizetype index = m_count++;
    const int kind = int(later.kind);
    m_maxQuoteDepth = std::max(m_maxQuoteDepth, later.source.quoteDepth);
    if (const ResultTable *table = later.resultTable()) {
        m_byContent[{tableHash(*table), later.source.quoteDepth, kind}].append(index);
    } else if (const EventLog *log = later.eventLog()) {
        m_byContent[{eventsHash(*log), later.source.quoteDepth, kind}].append(index);
    } else if (later.timeSeries()) {
        m_seriesByKind[kind].members.append(index);
    }
    return found;
}

void RepeatFinder::addCandidates(const Key &key, QList<qsizetype> &out) const
{
    const auto it = m_byContent.constFind(key);
    if (it != m_byContent.cend()) {
        out.append(*it);
    }
}

QList<qsizetype> RepeatFinder::candidates(const Capture &later)
{
    QList<qsizetype> found;
    const int kind = int(later.kind);
    const int depth = later.source.quoteDepth;
    if (const ResultTable *table = later.resultTable()) {
        // A table repeats only when quoted deeper, so shallower depths are all to look at.
        const size_t content = tableHash(*table);
        for (int earlierDepth = 0; earlierDepth < depth; ++earlierDepth) {
            addCandidates({content, earlierDepth, kind}, found);
        }
    } else if (const EventLog *log = later.eventLog()) {
        // Like a table: a log repeats only when quoted deeper.
        for (int earlierDepth = 0; earlierDepth < depth; ++earlierDepth) {
            addCandidates({eventsHash(*log), earlierDepth, kind}, found);
        }
    } else if (const TimeSeries *series = later.timeSeries(); series && series->sampleCount() > 0) {
        indexSeriesOfKind(kind);
        const size_t content = sampleHash(*series, 0, columnsHash(*series));
        // Three samples repeat at any depth; fewer only when quoted deeper.
        const int depths = later.rowCount() >= 3 ? m_maxQuoteDepth + 1 : depth;
        for (int earlierDepth = 0; earlierDepth < depths; ++earlierDepth) {
            addCandidates({content, earlierDepth, kind}, found);
        }
    }
    std::sort(found.begin(), found.end()); // the first in document order wins
    return found;
}

void RepeatFinder::indexSeriesOfKind(int kind)
{
    SeriesKind &seriesKind = m_seriesByKind[kind];
    for (; seriesKind.indexedMembers < seriesKind.members.size(); ++seriesKind.indexedMembers) {
        const qsizetype index = seriesKind.members.at(seriesKind.indexedMembers);
        const Capture &capture = m_captureAt(index);
        const TimeSeries &series = *capture.timeSeries();
        const size_t columns = columnsHash(series);
        for (qsizetype row = 0; row < series.sampleCount(); ++row) {
            QList<qsizetype> &holders
                = m_byContent[{sampleHash(series, row, columns), capture.source.quoteDepth, kind}];
            if (holders.isEmpty() || holders.constLast() != index) {
                holders.append(index);
            }
        }
    }
}

} // namespace vmscope
