// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/widgets/sortabletablemodel.h"
#include "app/gui/widgets/sparklinesource.h"
#include "core/slab/slabanalysis.h"

#include <vector>

namespace vmscope {

/// The caches of one slab session, one row each in order of first appearance: what each holds
/// at the last snapshot, how it grew from the first to the last snapshot listing it, whether it
/// only grew (a leak suspect) and its memory over the snapshots (drawn by SparklineDelegate).
/// The session is copied in.
class SlabTableModel : public SortableTableModel, public SparklineSource
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
        /// The row's index into SlabSession::caches() (qsizetype).
        CacheIndexRole = FirstModelRole,
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
    [[nodiscard]] double numericValue(int row, int column) const override;
    [[nodiscard]] bool isNumeric(int column) const override { return column != NameColumn; }
    /// The cache's name.
    [[nodiscard]] QStringList filterTexts(int row) const override;
    [[nodiscard]] QString columnTitle(int column) const override;

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

    [[nodiscard]] const ValueColumn &sparklineValues(int row) const;
    [[nodiscard]] double growthRate(const Row &row) const;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }
    [[nodiscard]] int columns() const override { return ColumnCount; }
    [[nodiscard]] QVariant display(int row, int column) const override;
    [[nodiscard]] QString toolTip(int row, int column) const override;
    [[nodiscard]] std::span<const ColumnText> columnTexts() const override;
    [[nodiscard]] QString columnToolTip(int section) const override;
    [[nodiscard]] bool alignsRight(int column) const override;
    [[nodiscard]] QVariant otherData(int row, int column, int role) const override;

    SlabSession m_session;
    QList<Row> m_rows;
    bool m_hasMemory = false;
};

} // namespace vmscope
