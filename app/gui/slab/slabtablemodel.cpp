// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/slab/slabtablemodel.h"

#include "app/charts/valueformat.h"
#include "core/analysis/decimation.h"

#include <QApplication>
#include <QIcon>
#include <QLocale>
#include <QStyle>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// The value a cache has in `snapshot`, NaN when the snapshot does not exist or list it.
double at(const ValueColumn &values, qsizetype snapshot)
{
    return snapshot >= 0 && std::size_t(snapshot) < values.size() ? values[std::size_t(snapshot)]
                                                                  : qQNaN();
}

double peakOf(const ValueColumn &values)
{
    double peak = qQNaN();
    for (const double value : values) {
        if (!std::isnan(value) && !(value <= peak)) {
            peak = value;
        }
    }
    return peak;
}

QString bytes(double value)
{
    return formatValue(value / 1024.0, u"KiB"_s);
}

/// A change with its sign, so growth and shrinkage read apart at a glance; a bare 0 for none,
/// so the caches that changed stand out.
QString signedText(double value, const QString &text)
{
    if (value == 0) {
        return u"0"_s;
    }
    return value > 0 ? QString(u'+' + text) : text;
}

QString count(double value)
{
    return std::isnan(value) ? u"–"_s : QLocale().toString(value, 'f', 0);
}

} // namespace

SlabTableModel::SlabTableModel(QObject *parent)
    : SortableTableModel(parent)
{
}

void SlabTableModel::setSession(const SlabSession &session)
{
    beginResetModel();
    m_session = session;
    m_rows.clear();
    m_rows.resize(session.caches().size());
    m_hasMemory = false;
    // slabGrowth() sorts; the rows keep the order of first appearance.
    for (const SlabGrowth &growth : slabGrowth(session)) {
        m_rows[growth.cache].growth = growth;
    }
    const qsizetype last = session.snapshotCount() - 1;
    for (qsizetype cache = 0; cache < session.caches().size(); ++cache) {
        const SlabCacheHistory &history = session.caches().at(cache);
        Row &row = m_rows[cache];
        row.memoryBytes = at(history.memoryBytes, last);
        row.activeObjects = at(history.activeObjects, last);
        row.totalObjects = at(history.totalObjects, last);
        row.objectSize = at(history.objectSize, row.growth.lastSnapshot);
        row.line = row.growth.lastSnapshot >= 0
            ? history.lines[std::size_t(row.growth.lastSnapshot)]
            : 0;
        m_hasMemory = m_hasMemory || !std::isnan(peakOf(history.memoryBytes));
    }
    for (qsizetype cache = 0; cache < session.caches().size(); ++cache) {
        m_rows[cache].peak = peakOf(sparklineValues(int(cache)));
    }
    endResetModel();
}

void SlabTableModel::clear()
{
    setSession(SlabSession());
}

const SlabCacheHistory &SlabTableModel::cache(int row) const
{
    return m_session.caches().at(row);
}

const ValueColumn &SlabTableModel::sparklineValues(int row) const
{
    return m_hasMemory ? cache(row).memoryBytes : cache(row).activeObjects;
}

double SlabTableModel::growthRate(const Row &row) const
{
    const bool byBytes = m_hasMemory;
    if (m_session.timesKnown()) {
        return byBytes ? row.growth.bytesPerSecond : row.growth.objectsPerSecond;
    }
    return byBytes ? row.growth.bytesPerSnapshot : row.growth.objectsPerSnapshot;
}

double SlabTableModel::numericValue(int row, int column) const
{
    const Row &values = m_rows.at(row);
    // One snapshot tells nothing about growth: unknown, not zero.
    const bool grew = values.growth.snapshotsListed >= 2;
    switch (column) {
    case MemoryColumn:
        return values.memoryBytes;
    case HistoryColumn: // sorts like the line it draws: by its highest point
        return values.peak;
    case GrowthBytesColumn:
        return grew ? values.growth.byteChange() : qQNaN();
    case GrowthRateColumn:
        return grew ? growthRate(values) : qQNaN();
    case GrowthObjectsColumn:
        return grew ? values.growth.objectChange() : qQNaN();
    case LeakSuspectColumn:
        return values.growth.onlyGrows ? 1.0 : 0.0;
    case ActiveObjectsColumn:
        return values.activeObjects;
    case TotalObjectsColumn:
        return values.totalObjects;
    case ObjectSizeColumn:
        return values.objectSize;
    default:
        return qQNaN();
    }
}

qsizetype SlabTableModel::sparklineSampleCount() const
{
    return m_session.snapshotCount();
}

std::pair<double, double> SlabTableModel::sparklineRange(int row) const
{
    const double peak = m_rows.at(row).peak;
    return { 0.0, std::isnan(peak) ? 0.0 : peak };
}

void SlabTableModel::sparklineColumns(int row, int width, std::vector<float> &columns) const
{
    const ValueColumn &values = sparklineValues(row);
    columnPeaks(qsizetype(values.size()), width, [&values](auto &&visit) {
        for (std::size_t sample = 0; sample < values.size(); ++sample) {
            visit(qsizetype(sample), values[sample]);
        }
    }, columns);
}

QStringList SlabTableModel::filterTexts(int row) const
{
    return { cache(row).name };
}

bool SlabTableModel::alignsRight(int column) const
{
    return isNumeric(column) && column != LeakSuspectColumn;
}

QVariant SlabTableModel::otherData(int row, int column, int role) const
{
    switch (role) {
    case CacheIndexRole:
        return qsizetype(row);
    case LineRole:
        return m_rows.at(row).line;
    case Qt::DecorationRole:
        if (column == LeakSuspectColumn && m_rows.at(row).growth.onlyGrows) {
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        }
        return {};
    default:
        return {};
    }
}

QVariant SlabTableModel::display(int row, int column) const
{
    const Row &values = m_rows.at(row);
    const double value = numericValue(row, column);
    const QString perStep = m_session.timesKnown() ? u"/s"_s : tr("/snapshot");
    switch (column) {
    case NameColumn:
        return cache(row).name;
    case MemoryColumn:
        return bytes(value);
    case GrowthBytesColumn:
        return signedText(value, bytes(value));
    case GrowthRateColumn:
        if (std::isnan(value)) {
            return u"–"_s;
        }
        return value == 0
            ? u"0"_s
            : QString(signedText(value, m_hasMemory ? bytes(value) : count(value)) + perStep);
    case GrowthObjectsColumn:
        return signedText(value, count(value));
    case LeakSuspectColumn:
        return values.growth.onlyGrows ? tr("only grows") : QString();
    case ActiveObjectsColumn:
    case TotalObjectsColumn:
        return count(value);
    case ObjectSizeColumn:
        return std::isnan(value) ? u"–"_s : tr("%1 B").arg(count(value));
    default:
        return {}; // the history column is painted, not written
    }
}

QString SlabTableModel::toolTip(int row, int column) const
{
    const Row &values = m_rows.at(row);
    const SlabGrowth &growth = values.growth;
    if (column == LeakSuspectColumn && growth.onlyGrows) {
        return tr("Leak suspect: %1 went from %2 to %3 active objects over %n snapshot(s), never "
                  "fewer than in the snapshot before and more in most of them",
            nullptr, int(growth.snapshotsListed))
            .arg(growth.name, count(growth.firstObjects), count(growth.lastObjects));
    }
    if (column == HistoryColumn) {
        return tr("%1 in %n snapshot(s), drawn from 0 to its peak of %2", nullptr,
            int(growth.snapshotsListed))
            .arg(growth.name,
                m_hasMemory ? bytes(values.peak) : tr("%1 objects").arg(count(values.peak)));
    }
    if ((column == GrowthBytesColumn || column == GrowthObjectsColumn)
        && growth.snapshotsListed >= 2) {
        return tr("From snapshot %1 to %2: %3 → %4, %5 → %6 active objects")
            .arg(growth.firstSnapshot + 1)
            .arg(growth.lastSnapshot + 1)
            .arg(bytes(growth.firstBytes), bytes(growth.lastBytes), count(growth.firstObjects),
                count(growth.lastObjects));
    }
    return values.line > 0
        ? tr("%1: line %2 of the input; double-click to show it").arg(growth.name, QString::number(values.line))
        : growth.name;
}

std::span<const SortableTableModel::ColumnText> SlabTableModel::columnTexts() const
{
    // The history, growth rate and leak columns depend on the session: see below.
    static constexpr ColumnText texts[] = {
        { QT_TR_NOOP("Cache") },
        { QT_TR_NOOP("Memory"),
            QT_TR_NOOP("Memory the cache's slabs hold in the last snapshot: slabs × pages per "
                       "slab × page size") },
        { nullptr },
        { QT_TR_NOOP("Growth"),
            QT_TR_NOOP("Memory gained from the first to the last snapshot listing the cache") },
        { nullptr },
        { QT_TR_NOOP("Objects gained"),
            QT_TR_NOOP("Active objects gained from the first to the last snapshot listing the "
                       "cache") },
        { QT_TR_NOOP("Leak suspect") },
        { QT_TR_NOOP("Active objects"), QT_TR_NOOP("Objects in use in the last snapshot") },
        { QT_TR_NOOP("Total objects"),
            QT_TR_NOOP("Objects allocated (in use or free) in the last snapshot") },
        { QT_TR_NOOP("Object size"), QT_TR_NOOP("Size of one object in bytes") },
    };
    static_assert(std::size(texts) == ColumnCount);
    return texts;
}

QString SlabTableModel::columnTitle(int section) const
{
    switch (section) {
    case HistoryColumn:
        return m_hasMemory ? tr("Memory over snapshots") : tr("Objects over snapshots");
    case GrowthRateColumn:
        return m_session.timesKnown() ? tr("Growth/s") : tr("Growth/snapshot");
    default:
        return SortableTableModel::columnTitle(section);
    }
}

QString SlabTableModel::columnToolTip(int section) const
{
    switch (section) {
    case HistoryColumn:
        return tr("The cache in every snapshot, gaps where a snapshot does not list it; each row "
                  "is drawn from 0 to its own peak");
    case GrowthRateColumn:
        return m_session.timesKnown()
            ? tr("Growth per second between the first and the last snapshot listing the cache")
            : tr("Growth per snapshot: the snapshots have no timestamps");
    case LeakSuspectColumn:
        return tr("Caches whose active objects only grew over at least %1 snapshots, as a leak's "
                  "do")
            .arg(leakMinimumSnapshots);
    default:
        return SortableTableModel::columnToolTip(section);
    }
}

} // namespace vmscope
