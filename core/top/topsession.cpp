// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/top/topsession.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace vmscope {
namespace {

constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();

/// NaN last, so processes without a %CPU column sort after every measured one.
double orLowest(double value)
{
    return std::isnan(value) ? -std::numeric_limits<double>::infinity() : value;
}

} // namespace

double ProcessHistory::peakCpu() const
{
    double peak = notANumber;
    for (const float cpu : cpuPercent) {
        if (!std::isnan(cpu) && (std::isnan(peak) || cpu > peak)) {
            peak = cpu;
        }
    }
    return peak;
}

double ProcessHistory::meanCpu() const
{
    double sum = 0;
    qsizetype count = 0;
    for (const float cpu : cpuPercent) {
        if (!std::isnan(cpu)) {
            sum += cpu;
            ++count;
        }
    }
    return count == 0 ? notANumber : sum / double(count);
}

std::vector<double> ProcessHistory::cpuByFrame(qsizetype frameCount) const
{
    std::vector<double> byFrame(std::size_t(std::max<qsizetype>(frameCount, 0)), notANumber);
    for (std::size_t row = 0; row < frames.size(); ++row) {
        if (frames[row] >= 0 && qsizetype(frames[row]) < frameCount) {
            byFrame[std::size_t(frames[row])] = cpuPercent[row];
        }
    }
    return byFrame;
}

qsizetype ProcessHistory::rowOfFrame(int frame) const
{
    const auto found = std::lower_bound(frames.cbegin(), frames.cend(), frame);
    return found != frames.cend() && *found == frame ? qsizetype(found - frames.cbegin()) : -1;
}

QList<qsizetype> TopSession::busiestProcesses(qsizetype count) const
{
    struct Rank
    {
        qsizetype index;
        double peak;
        double mean;
    };
    std::vector<Rank> ranks;
    ranks.reserve(std::size_t(processes.size()));
    for (qsizetype i = 0; i < processes.size(); ++i) {
        ranks.push_back({ i, orLowest(processes.at(i).peakCpu()),
            orLowest(processes.at(i).meanCpu()) });
    }
    std::stable_sort(ranks.begin(), ranks.end(), [this](const Rank &a, const Rank &b) {
        if (a.peak != b.peak) {
            return a.peak > b.peak;
        }
        if (a.mean != b.mean) {
            return a.mean > b.mean;
        }
        return processes.at(a.index).pid < processes.at(b.index).pid;
    });
    const std::size_t kept = count < 0 ? ranks.size() : std::min(ranks.size(), std::size_t(count));
    QList<qsizetype> busiest;
    busiest.reserve(qsizetype(kept));
    for (std::size_t i = 0; i < kept; ++i) {
        busiest.append(ranks[i].index);
    }
    return busiest;
}

const ProcessHistory *TopSession::process(qint64 pid, QStringView command) const
{
    const auto found = std::find_if(processes.cbegin(), processes.cend(),
        [&](const ProcessHistory &history) {
            return history.pid == pid && history.command == command;
        });
    return found == processes.cend() ? nullptr : &*found;
}

} // namespace vmscope
