// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/sparklinesource.h"
#include "core/topsession.h"

#include <QAbstractTableModel>

#include <vector>

namespace vmscope {

/// The processes of one top session, one row each in order of first appearance, with what a
/// reader compares them by: peak and mean %CPU, peak %MEM and RES, the frames that listed
/// them and a %CPU history column (drawn by SparklineDelegate). The session is owned elsewhere.
class ProcessTableModel : public QAbstractTableModel, public SparklineSource
{
    Q_OBJECT

public:
    enum Column {
        PidColumn,
        UserColumn,
        CommandColumn,
        HistoryColumn,
        PeakCpuColumn,
        MeanCpuColumn,
        PeakMemoryColumn,
        PeakResidentColumn,
        FramesColumn,
        StateColumn,
        ColumnCount
    };
    enum Role {
        /// The value to sort by: a double for numbers (NaN when unknown), else the text.
        SortRole = Qt::UserRole + 1,
        /// The row's index into TopSession::processes (qsizetype).
        ProcessIndexRole,
    };

    explicit ProcessTableModel(QObject *parent = nullptr);

    /// Shows `session` (nullptr for none); it must stay alive until the next call.
    void setSession(const TopSession *session);
    [[nodiscard]] const TopSession *session() const { return m_session; }
    [[nodiscard]] const ProcessHistory &process(int row) const;
    /// The highest %CPU of any process: the one scale every sparkline is drawn to.
    [[nodiscard]] double maxCpu() const { return m_maxCpu; }
    /// What `column` of `row` sorts by: NaN when unknown; columns of text give NaN.
    [[nodiscard]] double numericValue(int row, int column) const;
    [[nodiscard]] static bool isNumeric(int column);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QVariant headerData(
        int section, Qt::Orientation orientation, int role) const override;

    /// %CPU over the frames, every row to the same scale, 0 to maxCpu(), so rows compare.
    [[nodiscard]] qsizetype sparklineSampleCount() const override;
    [[nodiscard]] std::pair<double, double> sparklineRange(int row) const override;
    void sparklineColumns(int row, int width, std::vector<float> &columns) const override;

private:
    /// Computed once per session, so sorting and painting never walk a history again.
    struct Summary
    {
        double peakCpu;
        double meanCpu;
        double peakMemory;
        double peakResident; // KiB
        char lastState;
    };

    [[nodiscard]] QVariant display(int row, int column) const;
    [[nodiscard]] QString toolTip(int row) const;

    const TopSession *m_session = nullptr;
    std::vector<Summary> m_summaries;
    double m_maxCpu = 0.0;
};

} // namespace vmscope
