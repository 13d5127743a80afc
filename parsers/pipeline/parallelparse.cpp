// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/pipeline/parallelparse.h"

#include <QMutex>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <atomic>
#include <optional>
#include <numeric>
#include <vector>

namespace vmscope {
namespace {

/// The lines parsed over all blocks, fed by each block's own progress from any thread.
class SharedProgress
{
public:
    SharedProgress(const ParseContext &context, qsizetype totalLines, qsizetype blocks)
        : m_context(context)
        , m_total(std::max<qsizetype>(totalLines, 1))
        , m_blockDone(std::size_t(blocks), 0)
    {
    }

    /// Block `index` of `lines` lines is `perMille` through; only its own task calls this.
    void blockAt(qsizetype index, qsizetype lines, int perMille)
    {
        qsizetype &done = m_blockDone[std::size_t(index)];
        const qsizetype now = lines * perMille / 1000;
        const qsizetype all = m_done += now - done;
        done = now;
        if (!m_context.progress) {
            return;
        }
        const int overall = int(std::min<qsizetype>(all * 1000 / m_total, 1000));
        QMutexLocker lock(&m_mutex);
        if (overall > m_reported) { // tasks finish out of order: never report backwards
            m_context.progress(m_reported = overall);
        }
    }

private:
    const ParseContext &m_context;
    qsizetype m_total;
    std::vector<qsizetype> m_blockDone; // each entry touched by one task only
    std::atomic<qsizetype> m_done{0};
    QMutex m_mutex;
    int m_reported = -1;
};

} // namespace

QList<BlockImport> ParallelParse::run(QList<TextBlock> &&blocks, const Import &import) const
{
    const qsizetype totalLines = std::accumulate(
        blocks.cbegin(), blocks.cend(), qsizetype(0),
        [](qsizetype sum, const TextBlock &block) { return sum + block.lines.size(); });
    SharedProgress progress(m_context, totalLines, blocks.size());
    std::vector<std::optional<BlockImport>> imports(std::size_t(blocks.size()));
    std::vector<qsizetype> order(std::size_t(blocks.size()));
    std::iota(order.begin(), order.end(), 0);
    TextBlock *const each = blocks.data(); // detached here, once, not by every task
    const auto parseOne = [&](qsizetype index) {
        if (m_context.cancelled()) {
            return;
        }
        TextBlock &block = each[index];
        const qsizetype lines = block.lines.size();
        ParseContext blockContext;
        blockContext.isCancelled = m_context.isCancelled;
        blockContext.limits = m_context.limits;
        blockContext.progress = [&progress, index, lines](int perMille) {
            progress.blockAt(index, lines, perMille);
        };
        ParseResult parsed = m_registry.parser(block.formatId)->parse(block, blockContext);
        imports[std::size_t(index)] = import(std::move(block), std::move(parsed));
        progress.blockAt(index, lines, 1000);
    };
    // One thread in the pool (the fuzz targets): on the calling thread alone, in block order;
    // blockingMap would still hand blocks to the pool's thread beside it.
    if (QThreadPool::globalInstance()->maxThreadCount() <= 1) {
        std::for_each(order.cbegin(), order.cend(), parseOne);
    } else {
        QtConcurrent::blockingMap(order, parseOne);
    }
    QList<BlockImport> done;
    done.reserve(blocks.size());
    for (std::optional<BlockImport> &parsed : imports) {
        if (!parsed) {
            break; // cancelled: what was read before this block is kept
        }
        done.append(std::move(*parsed));
    }
    return done;
}

} // namespace vmscope
