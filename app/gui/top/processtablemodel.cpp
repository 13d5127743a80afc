// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/top/processtablemodel.h"

#include "app/charts/valueformat.h"
#include "core/analysis/decimation.h"

#include <QLocale>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();

/// The highest value of a history column, NaN when it has none.
double peakOf(const std::vector<float> &values)
{
    double peak = notANumber;
    for (const float value : values) {
        if (!std::isnan(value) && !(value <= peak)) {
            peak = value;
        }
    }
    return peak;
}

QString percent(double value)
{
    return std::isnan(value) ? u"–"_s : QLocale().toString(value, 'f', 1);
}

} // namespace

ProcessTableModel::ProcessTableModel(QObject *parent)
    : SortableTableModel(parent)
{
}

void ProcessTableModel::setSession(const TopSession *session)
{
    beginResetModel();
    m_session = session;
    m_summaries.clear();
    m_maxCpu = 0.0;
    if (session) {
        m_summaries.reserve(std::size_t(session->processes.size()));
        for (const ProcessHistory &history : session->processes) {
            const Summary summary { history.peakCpu(), history.meanCpu(),
                peakOf(history.memPercent), peakOf(history.residentKiB),
                history.state.empty() ? '?' : history.state.back() };
            if (summary.peakCpu > m_maxCpu) {
                m_maxCpu = summary.peakCpu;
            }
            m_summaries.push_back(summary);
        }
    }
    endResetModel();
}

const ProcessHistory &ProcessTableModel::process(int row) const
{
    return m_session->processes.at(row);
}

bool ProcessTableModel::isNumeric(int column) const
{
    return column != UserColumn && column != CommandColumn && column != StateColumn;
}

double ProcessTableModel::numericValue(int row, int column) const
{
    const Summary &summary = m_summaries[std::size_t(row)];
    switch (column) {
    case PidColumn:
        return double(process(row).pid);
    case HistoryColumn: // sorts like the line it draws: by its highest point
    case PeakCpuColumn:
        return summary.peakCpu;
    case MeanCpuColumn:
        return summary.meanCpu;
    case PeakMemoryColumn:
        return summary.peakMemory;
    case PeakResidentColumn:
        return summary.peakResident;
    case FramesColumn:
        return double(process(row).sampleCount());
    default:
        return notANumber;
    }
}

qsizetype ProcessTableModel::sparklineSampleCount() const
{
    return m_session ? m_session->frameCount() : 0;
}

std::pair<double, double> ProcessTableModel::sparklineRange(int) const
{
    return { 0.0, m_maxCpu };
}

void ProcessTableModel::sparklineColumns(int row, int width, std::vector<float> &columns) const
{
    // %CPU per frame; frames share a column when they do not fit and it shows their highest.
    const ProcessHistory &history = process(row);
    columnPeaks(sparklineSampleCount(), width, [&history](auto &&visit) {
        for (std::size_t index = 0; index < history.frames.size(); ++index) {
            visit(qsizetype(history.frames[index]), double(history.cpuPercent[index]));
        }
    }, columns);
}

QStringList ProcessTableModel::filterTexts(int row) const
{
    const ProcessHistory &history = process(row);
    return { history.command, history.user, QString::number(history.pid) };
}

QVariant ProcessTableModel::otherData(int row, int, int role) const
{
    return role == ProcessIndexRole ? QVariant(qsizetype(row)) : QVariant();
}

QVariant ProcessTableModel::display(int row, int column) const
{
    const ProcessHistory &history = process(row);
    const Summary &summary = m_summaries[std::size_t(row)];
    switch (column) {
    case PidColumn:
        return history.pid;
    case UserColumn:
        return history.user;
    case CommandColumn:
        return history.command;
    case PeakCpuColumn:
        return percent(summary.peakCpu);
    case MeanCpuColumn:
        return percent(summary.meanCpu);
    case PeakMemoryColumn:
        return percent(summary.peakMemory);
    case PeakResidentColumn:
        return formatValue(summary.peakResident, u"KiB"_s);
    case FramesColumn:
        return tr("%1 of %2").arg(history.sampleCount()).arg(m_session->frameCount());
    case StateColumn:
        return summary.lastState == '?' ? u"–"_s : QString(QLatin1Char(summary.lastState));
    default:
        return {}; // the history column is painted, not written
    }
}

QString ProcessTableModel::toolTip(int row, int) const
{
    const ProcessHistory &history = process(row);
    const Summary &summary = m_summaries[std::size_t(row)];
    return tr("%1 (pid %2): listed in %n of %3 frame(s); %CPU peak %4, mean %5", nullptr,
        int(history.sampleCount()))
        .arg(history.command)
        .arg(history.pid)
        .arg(m_session->frameCount())
        .arg(percent(summary.peakCpu), percent(summary.meanCpu));
}

std::span<const SortableTableModel::ColumnText> ProcessTableModel::columnTexts() const
{
    static constexpr ColumnText texts[] = {
        { QT_TR_NOOP("PID") },
        { QT_TR_NOOP("User") },
        { QT_TR_NOOP("Command") },
        { QT_TR_NOOP("%CPU over time") }, // the tool tip says the scale
        { QT_TR_NOOP("Peak %CPU") },
        { QT_TR_NOOP("Mean %CPU"), QT_TR_NOOP("Mean over the frames that listed the process") },
        { QT_TR_NOOP("Peak %MEM") },
        { QT_TR_NOOP("Peak RES"),
            QT_TR_NOOP("Highest resident set size (RES, RSS) in any frame") },
        { QT_TR_NOOP("Frames"), QT_TR_NOOP("Frames that listed the process, of all frames") },
        { QT_TR_NOOP("State"),
            QT_TR_NOOP("Process state in the last frame that listed it (R running, S sleeping, "
                       "D uninterruptible, Z zombie)") },
    };
    static_assert(std::size(texts) == ColumnCount);
    return texts;
}

QString ProcessTableModel::columnToolTip(int section) const
{
    if (section == HistoryColumn) {
        return tr("%CPU in every frame, gaps where top did not list the process; every row "
                  "is drawn to the same scale, 0 to %1 %")
            .arg(percent(m_maxCpu));
    }
    return SortableTableModel::columnToolTip(section);
}

} // namespace vmscope
