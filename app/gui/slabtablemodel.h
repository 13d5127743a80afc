// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/sparklinesource.h"
#include "core/slabanalysis.h"

#include <QAbstractTableModel>

#include <vector>

namespace vmscope {

/// The caches of one slab session, one row each in order of first appearance: what each holds
/// at the last snapshot, how it grew from the first to the last snapshot listing it, whether it
/// only grew (a leak suspect) and its memory over the snapshots (drawn by SparklineDelegate).
/// The session is copied in.
class SlabTableModel : public QAbstractTableModel, public SparklineSource
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        MemoryColumn,
        HistoryColumn,
        GrowthBytesColumn,
        GrowthRateColumn,
        GrowthObjectsColumn,
        LeakSuspectColumn,
        ActiveObjectsColumn,
        TotalObjectsColumn,
        ObjectSizeColumn,
        ColumnCount
    };
    enum Role {
        /// The value to sort by: a double for numbers (NaN when unknown), else the text.
        SortRole = Qt::UserRole + 1,
        /// The row's index into SlabSession::caches() (qsizetype).
        CacheIndexRole,
        /// The cache's physical line in the last snapshot listing it (int, 0 when none).
        LineRole,
    };

    explicit SlabTableModel(QObject *parent = nullptr);

    void setSession(const SlabSession &session);
    void clear();
    [[nodiscard]] const SlabSession &session() const { return m_session; }
    [[nodiscard]] const SlabCacheHistory &cache(int row) const;
    [[nodiscard]] const SlabGrowth &growth(int row) const { return m_rows.at(row).growth; }
    /// False for version 1.0, which prints objects only: memory columns are then empty.
    [[nodiscard]] bool hasMemory() const { return m_hasMemory; }
    /// What `column` of `row` sorts by; NaN when unknown and for the name.
    [[nodiscard]] double numericValue(int row, int column) const;
    [[nodiscard]] static bool isNumeric(int column) { return column != NameColumn; }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QVariant headerData(
        int section, Qt::Orientation orientation, int role) const override;

    /// Memory over the snapshots (objects without memory), each row from 0 to its own peak:
    /// a small cache that doubles must show it as plainly as a large one.
    [[nodiscard]] qsizetype sparklineSampleCount() const override;
    [[nodiscard]] std::pair<double, double> sparklineRange(int row) const override;
    void sparklineColumns(int row, int width, std::vector<float> &columns) const override;

private:
    /// Computed once per session, so sorting and painting never walk a history again.
    struct Row
    {
        SlabGrowth growth;
        double memoryBytes; // at the last snapshot, NaN when it does not list the cache
        double activeObjects;
        double totalObjects;
        double objectSize; // bytes, as the last snapshot listing the cache printed it
        double peak; // of the sparkline's values
        int line; // in the last snapshot listing the cache
    };

    [[nodiscard]] const std::vector<double> &sparklineValues(int row) const;
    [[nodiscard]] double growthRate(const Row &row) const;
    [[nodiscard]] QVariant display(int row, int column) const;
    [[nodiscard]] QString toolTip(int row, int column) const;
    [[nodiscard]] QString headerToolTip(int section) const;

    SlabSession m_session;
    QList<Row> m_rows;
    bool m_hasMemory = false;
};

} // namespace vmscope
