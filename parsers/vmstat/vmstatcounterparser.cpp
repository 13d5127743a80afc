// SPDX-License-Identifier: GPL-2.0-or-later
//
// `vmstat -s` (and `-D`, `-f`): a value right-justified in 13 columns, then a label; memory
// lines carry the unit letter of `-S` between them:
//
//      24683656 K total memory
//         47582 non-nice user cpu ticks
//    1796051194 boot time
//          7161 forks
//
// A loop's snapshots (`while :; do date; vmstat -s; sleep 10; done`) are one series, timed by
// its separators as /proc/meminfo's are (SnapshotLoop).
//
// Tolerated: labels of every procps generation (`pages paged in` and 4.0's `K paged in`,
// old `disks ` with a trailing blank), unknown labels inside a run of known ones.
#include "parsers/vmstat/vmstatcounterparser.h"

#include "parsers/common/snapshotloop.h"
#include "parsers/vmstat/vmstatcommandline.h"

#include <QRegularExpression>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

// Labels that only vmstat prints; a block must start with one of them.
constexpr std::array statsLabels{
    u"total memory", u"used memory", u"active memory", u"inactive memory", u"free memory",
    u"buffer memory", u"swap cache", u"total swap", u"used swap", u"free swap",
    u"non-nice user cpu ticks", u"nice user cpu ticks", u"system cpu ticks", u"idle cpu ticks",
    u"IO-wait cpu ticks", u"IRQ cpu ticks", u"softirq cpu ticks", u"stolen cpu ticks",
    u"non-nice guest cpu ticks", u"nice guest cpu ticks", u"pages paged in", u"pages paged out",
    u"paged in", u"paged out", u"pages swapped in", u"pages swapped out", u"interrupts",
    u"CPU context switches", u"boot time", u"forks"};
constexpr std::array diskSummaryLabels{
    u"disks", u"partitions", u"total reads", u"merged reads", u"read sectors", u"milli reading",
    u"writes", u"merged writes", u"written sectors", u"milli writing", u"inprogress IO",
    u"milli spent IO", u"milli weighted IO"};

struct Counter
{
    double value = 0;
    QString unitLetter; // K, k, M, m on memory lines, empty otherwise
    QString label;
    int line = 0;
};

std::optional<Counter> readCounter(const CleanLine &line)
{
    static const QRegularExpression counter(
        uR"(^\s*(\d{1,20})\s+(?:([KkMm])\s+)?([A-Za-z][A-Za-z -]*?)\s*$)"_s);
    const auto match = counter.match(line.text);
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    return Counter{match.captured(1).toDouble(), match.captured(2), match.captured(3),
                   line.physicalLine};
}

template<typename Labels>
bool contains(const Labels &labels, QStringView label)
{
    return std::any_of(labels.cbegin(), labels.cend(),
                       [label](QStringView known) { return known == label; });
}

bool isKnown(QStringView label)
{
    return contains(statsLabels, label) || contains(diskSummaryLabels, label);
}

/// The counters of the run starting at `start`, all at the quote depth of the first; a label
/// that comes again starts the next snapshot of a loop.
QList<Counter> readCounters(const QList<CleanLine> &lines, qsizetype start)
{
    QList<Counter> counters;
    const int depth = lines.at(start).quoteDepth;
    for (qsizetype i = start; i < lines.size() && lines.at(i).quoteDepth == depth; ++i) {
        const auto counter = readCounter(lines.at(i));
        const auto again = [&counter](const Counter &read) { return read.label == counter->label; };
        if (!counter || std::any_of(counters.cbegin(), counters.cend(), again)) {
            break;
        }
        counters.append(*counter);
    }
    return counters;
}

/// One known label is chance in prose (`2 disks`), except `forks`, which is all `-f` prints.
bool isCounterList(const QList<Counter> &counters)
{
    if (counters.isEmpty() || !isKnown(counters.constFirst().label)) {
        return false;
    }
    const auto known = std::count_if(counters.cbegin(), counters.cend(),
                                     [](const Counter &counter) { return isKnown(counter.label); });
    return known >= 2 || counters.constFirst().label == u"forks";
}

QString layoutOf(const QList<Counter> &counters)
{
    if (counters.size() == 1 && counters.constFirst().label == u"forks") {
        return u"procps-ng -f"_s;
    }
    const bool disks = contains(diskSummaryLabels, counters.constFirst().label);
    return disks ? u"procps-ng -D"_s : u"procps-ng -s"_s;
}

ColumnInfo counterColumn(const Counter &counter, bool diskSummary)
{
    if (!counter.unitLetter.isEmpty()) {
        return {counter.label, VmstatCommandLine::unitForLetter(counter.unitLetter), u"memory"_s};
    }
    if (counter.label.endsWith(u"cpu ticks")) {
        return {counter.label, u"ticks"_s, u"cpu"_s};
    }
    const QString group = diskSummary ? u"disk"_s : u"system"_s;
    if (counter.label == u"boot time") {
        return {counter.label, u"s"_s, group}; // since the epoch
    }
    if (counter.label.startsWith(u"milli ")) {
        return {counter.label, u"ms"_s, group};
    }
    return {counter.label, counter.label.endsWith(u"sectors") ? u"sectors"_s : u"count"_s, group};
}

/// The walk over the snapshots of a block (`vmstat -s` in a loop), shared by detect() and
/// parse(); the counters read last are in `counters`.
SnapshotLoop snapshotLoop(const QList<CleanLine> &lines, qsizetype start, const CleanLine *above,
    QList<Counter> &counters)
{
    return SnapshotLoop(lines, start, above,
        [&lines, &counters](qsizetype i) {
            counters = readCounters(lines, i);
            // Every snapshot of the loop is the same command's.
            return isCounterList(counters) ? i + counters.size() : i;
        },
        [&lines](qsizetype i) { return readCounter(lines.at(i)).has_value(); });
}

} // namespace

static std::optional<BlockExtent> detectBlock(const QList<CleanLine> &lines,
                                                       qsizetype start)
{
    if (start >= lines.size() || !readCounter(lines.at(start))) {
        return std::nullopt;
    }
    QList<Counter> counters;
    const qsizetype end
        = snapshotLoop(lines, start, SeparatorRun::lineAbove(lines, start), counters).run();
    return end > start ? std::optional(BlockExtent{start, end, 100}) : std::nullopt;
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    Q_UNUSED(context);
    if (block.lines.isEmpty()) {
        return {};
    }
    std::optional<TimeSeries> series;
    QString layout;
    SnapshotTimes times(block.lineAbove());
    std::vector<double> sample;
    QList<Counter> counters;
    const auto store = [&](const LoopSnapshot &loop) {
        if (!series) {
            // A snapshot alone has one sample: its interval is only a placeholder.
            series.emplace(QList<ColumnInfo>(), 1.0, true);
            layout = layoutOf(counters);
        }
        sample.assign(std::size_t(series->columnCount()), qQNaN());
        for (const Counter &counter : counters) {
            qsizetype column = series->columnIndex(counter.label);
            if (column < 0) {
                series->addColumn(counterColumn(counter, layout.endsWith(u"-D")));
                column = series->columnCount() - 1;
                sample.push_back(qQNaN());
            }
            sample[std::size_t(column)] = counter.value;
        }
        series->appendSample(times.next(loop), sample, counters.constFirst().line);
    };
    snapshotLoop(block.lines, 0, block.lineAbove(), counters).run(store);
    if (!series) {
        return {};
    }
    Diagnostics diagnostics;
    times.finish(*series, u"vmstat %1"_s.arg(layout.section(u' ', -1)), block.firstLine(), diagnostics);
    return ParseResult::one(CaptureKind::Vmstat, layout, std::move(*series), diagnostics);
}

LogParser vmstatCounterParser()
{
    return LogParser(u"vmstat-counters"_s, CaptureKind::Vmstat, &detectBlock, &parseBlock);
}

} // namespace vmscope
