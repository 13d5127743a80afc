// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/top/topsessionbuilder.h"

#include <QRegularExpression>

namespace vmscope {
namespace {

constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();

/// CPUs with a column group of their own ("cpu0", "cpu1", ...).
int countCpuGroups(const TimeSeries &summary)
{
    static const QRegularExpression perCpuGroup(QStringLiteral("^cpu\\d+$"));
    QStringList groups;
    for (const ColumnInfo &column : summary.columns()) {
        if (!groups.contains(column.group) && perCpuGroup.match(column.group).hasMatch()) {
            groups.append(column.group);
        }
    }
    return int(groups.size());
}

} // namespace

void TopSessionBuilder::beginFrame(double time, int sourceLine)
{
    endFrame();
    m_time = time;
    m_sourceLine = sourceLine;
    m_row.assign(std::size_t(m_session.summary.columnCount()), notANumber);
    m_frameOpen = true;
}

void TopSessionBuilder::setSummary(const ColumnInfo &column, double value)
{
    if (!m_frameOpen) {
        return;
    }
    auto found = m_columnIndex.constFind(column.key);
    if (found == m_columnIndex.constEnd()) {
        m_session.summary.addColumn(column);
        found = m_columnIndex.insert(column.key, m_session.summary.columnCount() - 1);
        m_row.resize(std::size_t(m_session.summary.columnCount()), notANumber);
    }
    const qsizetype index = *found;
    m_row[std::size_t(index)] = value;
}

bool TopSessionBuilder::addProcess(ProcessRow row)
{
    if (!m_frameOpen) {
        return false;
    }
    const int frame = int(m_session.summary.sampleCount());
    const QPair<qint64, QString> key(row.pid, row.command);
    auto found = m_processIndex.constFind(key);
    if (found == m_processIndex.constEnd()) {
        ProcessHistory history;
        history.pid = row.pid;
        history.command = row.command;
        history.user = row.user;
        m_session.processes.append(std::move(history));
        found = m_processIndex.insert(key, m_session.processes.size() - 1);
    }
    ProcessHistory &history = m_session.processes[*found];
    if (!history.frames.empty() && history.frames.back() == frame) {
        return false;
    }
    history.frames.push_back(frame);
    history.cpuPercent.push_back(row.cpuPercent);
    history.memPercent.push_back(row.memPercent);
    history.residentKiB.push_back(row.residentKiB);
    history.state.push_back(row.state);
    return true;
}

qsizetype TopSessionBuilder::frameCount() const
{
    return m_session.summary.sampleCount() + (m_frameOpen ? 1 : 0);
}

void TopSessionBuilder::endFrame()
{
    if (!m_frameOpen) {
        return;
    }
    m_row.resize(std::size_t(m_session.summary.columnCount()), notANumber);
    m_session.summary.appendSample(m_time, m_row, m_sourceLine);
    m_frameOpen = false;
}

TopSession TopSessionBuilder::finish(double intervalSeconds, bool intervalIsAssumed)
{
    endFrame();
    m_session.summary.setInterval(intervalSeconds, intervalIsAssumed);
    m_session.cpuCount = countCpuGroups(m_session.summary);
    for (ProcessHistory &history : m_session.processes) { // growth slack adds up over 1e5 pids
        history.frames.shrink_to_fit();
        history.cpuPercent.shrink_to_fit();
        history.memPercent.shrink_to_fit();
        history.residentKiB.shrink_to_fit();
        history.state.shrink_to_fit();
    }
    TopSession session = std::move(m_session);
    m_session = TopSession();
    m_processIndex.clear();
    m_columnIndex.clear();
    return session;
}

} // namespace vmscope
