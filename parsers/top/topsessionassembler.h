// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"
#include "parsers/top/topsessionbuilder.h"
#include "parsers/top/topprocesstable.h"
#include "parsers/top/topsummaryline.h"

#include <QCoreApplication>

#include <array>
#include <vector>

namespace vmscope {

/// Turns the summary lines and process rows a top scan reads into a TopSession: summary
/// columns, the time axis (real clocks or top's default delay), all-CPU values where only
/// per-CPU lines were printed, Red Hat's CPU table, and the generation for the layout.
class TopSessionAssembler
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::TopParser)

public:
    TopSessionAssembler();

    /// Starts a frame at the summary line `first`, read from physical line `sourceLine`.
    void beginFrame(const TopSummaryLine &first, int sourceLine);
    /// Takes the values of a summary line of the open frame.
    void addSummary(const TopSummaryLine &line, int sourceLine);
    /// Notes a process table's header: its columns tell the generation too.
    void addTableStyle(TopProcessTable::Style style);
    /// False when the frame already listed this pid and command.
    bool addProcess(ProcessRow row);
    [[nodiscard]] qsizetype frameCount() const { return m_builder.frameCount(); }

    /// The capture of every frame so far, with `diagnostics` and the assembler's own notes.
    [[nodiscard]] Capture finish(Diagnostics diagnostics);

private:
    static constexpr std::size_t cpuStateCount = 8;

    void endFrame();
    void setValue(TopField field, int cpu, double value);
    void addTableRow(const TopSummaryLine &row, int sourceLine);
    void finishTable();
    const ColumnInfo &perCpuColumn(int cpu, std::size_t state);
    [[nodiscard]] double assumedInterval() const;
    [[nodiscard]] QString generation() const;
    void noteOnce(bool &done, Diagnostic::Severity severity, int line, const QString &message);
    void countRepeated(int &count, int &firstLine, int line);

    TopSessionBuilder m_builder;
    Diagnostics m_diagnostics;
    std::array<ColumnInfo, std::size_t(TopField::Unknown)> m_columns;
    std::vector<std::array<ColumnInfo, cpuStateCount>> m_perCpuColumns;
    unsigned m_hints = TopSummaryLine::NoHint;
    bool m_busyboxTable = false, m_procpsTwoTable = false;

    // Time axis.
    int m_firstFrameLine = 0;
    int m_firstClock = -1; // seconds of the day of the first frame, -1 without seconds clock
    int m_lastClock = -1;
    double m_dayOffset = 0; // s added for each midnight the clocks passed
    double m_lastTime = 0;
    bool m_allClocked = true;
    std::vector<double> m_steps;

    // The open frame's per-CPU sums, for an all-CPU value when top printed none.
    std::array<double, cpuStateCount> m_cpuSum {};
    std::array<int, cpuStateCount> m_cpuCount {};
    bool m_cpuTotalSeen = false;
    int m_frameLine = 0;

    // Red Hat's CPU table of the open frame.
    QVarLengthArray<TopField, 8> m_tableColumns;
    QVarLengthArray<double, 8> m_tableTotal;
    int m_tableTotalLine = 0;
    int m_tableCpuRows = 0;

    bool m_notedMean = false, m_notedRmap = false, m_notedTableSum = false;
    int m_graphLines = 0, m_graphFirst = 0;
    int m_truncatedLines = 0, m_truncatedFirst = 0;
    QString m_truncatedExample;
    bool m_truncatedKept = false;
    int m_unnamedLines = 0, m_unnamedFirst = 0;
};

} // namespace vmscope
