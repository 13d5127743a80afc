// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtGlobal>

#include <algorithm>
#include <functional>

namespace vmscope {

/// What one input may cost at most. Past a limit the input is refused (expanded bytes) or read
/// only up to where it was reached (logs), and a diagnostic says so: never memory without
/// bound, never data dropped without a word.
struct InputLimits
{
    /// What a compressed input may expand to unless the user sets otherwise (`--max-expanded`,
    /// Preferences): past it the input is refused, not cut.
    static constexpr qint64 defaultMaxExpandedBytes = qint64(4) << 30;
    /// Logs (blocks) read from one input (`--max-logs`, Preferences): a capture holds a few
    /// KiB besides its rows, so 500 000 tiny vmstat blocks asked for 4 GB.
    static constexpr qsizetype defaultMaxBlocks = 20000;

    qint64 maxExpandedBytes = defaultMaxExpandedBytes;
    qsizetype maxBlocks = defaultMaxBlocks;
};

/// What a caller lends a long-running parse: progress reporting, cancellation and limits.
struct ParseContext
{
    std::function<void(int perMille)> progress; // optional; called only when the value changes
    std::function<bool()> isCancelled; // optional; checked at least every 1000 lines
    InputLimits limits {};

    [[nodiscard]] bool cancelled() const { return isCancelled && isCancelled(); }
};

/// A parser's walk over lines `start` to `end` of a block as its ParseContext hears of it:
/// the progress in per mille, said only when it changes, and whether the user cancelled,
/// both looked at every `interval` lines so that a walk of a million lines pays nothing for
/// them. Without a context it never stops.
class LineWalk
{
public:
    static constexpr qsizetype interval = 1000;

    LineWalk(const ParseContext *context, qsizetype start, qsizetype end)
        : m_context(context)
        , m_start(start)
        , m_lines(std::max<qsizetype>(end - start, 1))
        , m_next(start + interval)
    {
    }

    /// At line `i`: whether the walk must stop there because the user cancelled.
    [[nodiscard]] bool cancelledAt(qsizetype i)
    {
        if (!m_context || i < m_next) {
            return false;
        }
        m_next = i + interval;
        const int perMille = int(std::min<qsizetype>((i - m_start) * 1000 / m_lines, 1000));
        if (m_context->progress && perMille != m_lastPerMille) {
            m_context->progress(m_lastPerMille = perMille);
        }
        return m_context->cancelled();
    }

private:
    const ParseContext *m_context;
    qsizetype m_start;
    qsizetype m_lines;
    qsizetype m_next;
    int m_lastPerMille = -1;
};

} // namespace vmscope
