// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/top/topsession.h"

#include <QHash>

#include <limits>

namespace vmscope {

/// One row of a frame's process table, as a parser read it.
struct ProcessRow
{
    qint64 pid = 0;
    QString command;
    QString user;
    float cpuPercent = std::numeric_limits<float>::quiet_NaN();
    float memPercent = std::numeric_limits<float>::quiet_NaN();
    float residentKiB = std::numeric_limits<float>::quiet_NaN();
    char state = '?';
};

/// Builds a TopSession frame by frame, so that the top parser (TopSessionAssembler, which
/// adds what the format's generations mean) only says what it read: summary
/// columns appear when first set (earlier frames get NaN) and processes are matched across
/// frames by pid and command.
class TopSessionBuilder
{
public:
    /// Starts a frame at `time` seconds after the first one, read from `sourceLine`.
    /// An open frame is ended first.
    void beginFrame(double time, int sourceLine);
    /// Sets a summary value of the open frame, adding the column on first use.
    void setSummary(const ColumnInfo &column, double value);
    /// Adds a process row to the open frame; false (and nothing added) when the frame already
    /// listed this pid and command.
    bool addProcess(ProcessRow row);
    [[nodiscard]] qsizetype frameCount() const;
    [[nodiscard]] bool hasOpenFrame() const { return m_frameOpen; }

    /// Ends the open frame and hands over the session; the builder starts empty again.
    [[nodiscard]] TopSession finish(double intervalSeconds, bool intervalIsAssumed);

private:
    void endFrame();

    TopSession m_session;
    std::vector<double> m_row; // the open frame's summary values, NaN where unset
    double m_time = 0;
    int m_sourceLine = 0;
    bool m_frameOpen = false;
    QHash<QPair<qint64, QString>, qsizetype> m_processIndex;
    QHash<QString, qsizetype> m_columnIndex; // summary key -> column: 8 per CPU on big machines
};

} // namespace vmscope
