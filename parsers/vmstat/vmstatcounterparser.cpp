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
// Tolerated: labels of every procps generation (`pages paged in` and 4.0's `K paged in`,
// old `disks ` with a trailing blank), unknown labels inside a run of known ones.
#include "parsers/vmstat/vmstatcounterparser.h"

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

/// The counters of the run starting at `start`, all at the quote depth of the first.
QList<Counter> readCounters(const QList<CleanLine> &lines, qsizetype start)
{
    QList<Counter> counters;
    const int depth = lines.at(start).quoteDepth;
    for (qsizetype i = start; i < lines.size() && lines.at(i).quoteDepth == depth; ++i) {
        const auto counter = readCounter(lines.at(i));
        if (!counter) {
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

} // namespace

static std::optional<BlockExtent> detectBlock(const QList<CleanLine> &lines,
                                                       qsizetype start)
{
    if (start >= lines.size() || !readCounter(lines.at(start))) {
        return std::nullopt;
    }
    const QList<Counter> counters = readCounters(lines, start);
    if (!isCounterList(counters)) {
        return std::nullopt;
    }
    return BlockExtent{start, start + counters.size(), 100};
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    Q_UNUSED(context);
    if (block.lines.isEmpty()) {
        return {};
    }
    const QList<Counter> counters = readCounters(block.lines, 0);
    if (counters.isEmpty()) {
        return {};
    }
    const QString layout = layoutOf(counters);
    QList<ColumnInfo> columns;
    std::vector<double> sample;
    for (const Counter &counter : counters) {
        columns.append(counterColumn(counter, layout.endsWith(u"-D")));
        sample.push_back(counter.value);
    }
    // A snapshot: one sample, so the interval is only a placeholder.
    TimeSeries series(columns, 1.0, true);
    series.appendSample(0.0, sample, counters.constFirst().line);

    return ParseResult::one(CaptureKind::Vmstat, layout, std::move(series));
}

LogParser vmstatCounterParser()
{
    return LogParser(u"vmstat-counters"_s, CaptureKind::Vmstat, &detectBlock, &parseBlock);
}

} // namespace vmscope
