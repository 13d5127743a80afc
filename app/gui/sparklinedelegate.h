// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStyledItemDelegate>

#include <vector>

namespace vmscope {

class ProcessTableModel;
struct ProcessHistory;

/// Paints a process's %CPU over the session's frames into its table cell: one line per run of
/// frames that listed it, gaps where top did not, every row to the same 0..max scale so rows
/// compare. Cost follows the process's own samples and the cell's width, never the frames.
class SparklineDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    /// `model` gives the processes and the shared scale; the view's model may be a proxy of it.
    explicit SparklineDelegate(const ProcessTableModel *model, QObject *parent = nullptr);

    /// The %CPU of `history` over `frameCount` frames drawn `width` pixels wide: one column per
    /// frame when they fit, else frames share a column and it shows their highest %CPU (a
    /// spike survives). NaN where no frame of the column listed the process. Fills `columns`,
    /// which is reused across calls.
    static void columnsOf(const ProcessHistory &history, qsizetype frameCount, int width,
        std::vector<float> &columns);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    [[nodiscard]] QSize sizeHint(
        const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    const ProcessTableModel *m_model;
    mutable std::vector<float> m_columns; // painting reuses it: no allocation per cell
};

} // namespace vmscope
