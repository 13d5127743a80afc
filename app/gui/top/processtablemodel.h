// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/widgets/sortabletablemodel.h"
#include "app/gui/widgets/sparklinesource.h"
#include "core/top/topsession.h"

#include <vector>

namespace vmscope {

/// The processes of one top session, one row each in order of first appearance, with what a
/// reader compares them by: peak and mean %CPU, peak %MEM and RES, the frames that listed
/// them and a %CPU history column (drawn by SparklineDelegate). The session is owned elsewhere.
class ProcessTableModel : public SortableTableModel, public SparklineSource
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
        /// The row's index into TopSession::processes (qsizetype).
        ProcessIndexRole = FirstModelRole,
    };

    explicit ProcessTableModel(QObject *parent = nullptr);

    /// Shows `session` (nullptr for none); it must stay alive until the next call.
    void setSession(const TopSession *session);
    [[nodiscard]] const TopSession *session() const { return m_session; }
    [[nodiscard]] const ProcessHistory &process(int row) const;
    /// The highest %CPU of any process: the one scale every sparkline is drawn to.
    [[nodiscard]] double maxCpu() const { return m_maxCpu; }
    [[nodiscard]] double numericValue(int row, int column) const override;
    [[nodiscard]] bool isNumeric(int column) const override;
    /// Command, user and pid.
    [[nodiscard]] QStringList filterTexts(int row) const override;

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

    [[nodiscard]] int rows() const override { return int(m_summaries.size()); }
    [[nodiscard]] int columns() const override { return ColumnCount; }
    [[nodiscard]] QVariant display(int row, int column) const override;
    [[nodiscard]] std::span<const ColumnText> columnTexts() const override;
    [[nodiscard]] QString columnToolTip(int column) const override;
    [[nodiscard]] QString toolTip(int row, int column) const override;
    [[nodiscard]] QVariant otherData(int row, int column, int role) const override;

    const TopSession *m_session = nullptr;
    std::vector<Summary> m_summaries;
    double m_maxCpu = 0.0;
};

} // namespace vmscope
