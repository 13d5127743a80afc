// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/common/separatorrun.h"

namespace vmscope {

SeparatorRun::SeparatorRun(const CleanLine *above)
    : m_above(above)
{
}

const CleanLine *SeparatorRun::lineAbove(const QList<CleanLine> &lines, qsizetype start)
{
    const bool above = start > 0 && start < lines.size()
        && atQuoteDepth(lines, start - 1, lines.at(start).quoteDepth);
    return above ? &lines.at(start - 1) : nullptr;
}

bool SeparatorRun::continues(const SeparatorLine &separator) const
{
    return continuesSeries(separator, m_taken ? m_last : beforeFirstCopy());
}

void SeparatorRun::take(const SeparatorLine &separator)
{
    m_taken = true;
    m_last = separator;
}

const std::optional<SeparatorLine> &SeparatorRun::beforeFirstCopy() const
{
    if (!m_beforeFirstCopy) {
        m_beforeFirstCopy = m_above ? readSeparatorLine(m_above->text) : std::optional<SeparatorLine>();
    }
    return *m_beforeFirstCopy;
}

LoopClock::LoopClock(double interval, const std::optional<TimestampLine> &beforeFirstCopy)
    : m_interval(interval)
{
    if (beforeFirstCopy) {
        m_anchor = Anchor{*beforeFirstCopy, 0};
    }
}

double LoopClock::next(bool startsCopy, const std::optional<TimestampLine> &separatorTime)
{
    if (startsCopy && m_rows > 0) {
        double copyStart = m_copyStart + double(m_rows - m_copyStartRow) * m_interval;
        if (separatorTime && m_anchor) {
            const std::optional<double> since = secondsBetween(m_anchor->separator, *separatorTime);
            // A clock that went back, or a clock after a date, says nothing of this copy.
            if (since && m_anchor->seconds + *since >= m_lastTime) { // a since-boot row comes at once
                copyStart = m_anchor->seconds + *since;
            }
        } else if (separatorTime) {
            m_anchor = Anchor{*separatorTime, copyStart};
        }
        m_copyStart = copyStart;
        m_copyStartRow = m_rows;
    }
    m_lastTime = m_copyStart + double(m_rows - m_copyStartRow) * m_interval;
    ++m_rows;
    return m_lastTime;
}

QDateTime LoopClock::startTime() const
{
    if (!m_anchor || !m_anchor->separator.hasDate()) {
        return {};
    }
    return m_anchor->separator.wallClock.addMSecs(qint64(-m_anchor->seconds * 1000));
}

std::optional<double> secondsBetween(const TimestampLine &from, const TimestampLine &to)
{
    if (from.hasDate() != to.hasDate()) {
        return std::nullopt;
    }
    constexpr double day = 24 * 60 * 60;
    const double seconds = to.seconds - from.seconds;
    return !to.hasDate() && seconds < 0 ? seconds + day : seconds;
}

} // namespace vmscope
