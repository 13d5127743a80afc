// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStyledItemDelegate>

#include <vector>

namespace vmscope {

class SparklineSource;
struct ProcessHistory;

/// Paints a row's line over the samples every row shares (a process's %CPU over the frames of
/// top, a slab cache's memory over the snapshots) into its table cell: one line per run of
/// samples with a value, gaps where there is none, to the range the source gives the row.
/// Cost follows the cell's width, never the samples.
class SparklineDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    /// `source` is the table model the view shows, possibly through proxies.
    explicit SparklineDelegate(const SparklineSource *source, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    [[nodiscard]] QSize sizeHint(
        const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    /// Room (px) kept free above and below the line inside the cell.
    static constexpr int verticalMargin = 3;
    static constexpr int horizontalMargin = 4;
    static constexpr int preferredWidth = 160;

    const SparklineSource *m_source;
    mutable std::vector<float> m_columns; // painting reuses it: no allocation per cell
};

} // namespace vmscope
