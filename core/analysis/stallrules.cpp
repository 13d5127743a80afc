// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/stallrules.h"

#include "core/model/column.h"
#include "core/slab/slabanalysis.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::StallRules)
};

/// Lowest and highest of the values in [first, last], NaN left out.
struct Range
{
    double low = qQNaN();
    double high = qQNaN();

    void add(double value)
    {
        if (std::isnan(value)) {
            return;
        }
        low = std::isnan(low) ? value : std::min(low, value);
        high = std::isnan(high) ? value : std::max(high, value);
    }
};

Range rangeOf(const ValueColumn &values, qsizetype first, qsizetype last)
{
    Range range;
    for (qsizetype row = first; row <= last; ++row) {
        range.add(values[std::size_t(row)]);
    }
    return range;
}

/// Consecutive rows whose flag is set, at least `minimum` long.
struct Run
{
    qsizetype first = 0;
    qsizetype last = 0;
};

QList<Run> runsOf(const std::vector<bool> &flags, double minimum)
{
    QList<Run> runs;
    const auto length = qsizetype(flags.size());
    for (qsizetype row = 0; row < length;) {
        if (!flags[std::size_t(row)]) {
            ++row;
            continue;
        }
        qsizetype last = row;
        while (last + 1 < length && flags[std::size_t(last + 1)]) {
            ++last;
        }
        if (double(last - row + 1) >= minimum) {
            runs.append({ row, last });
        }
        row = last + 1;
    }
    return runs;
}

/// The first sample that describes the run itself: vmstat's since-boot row is not one.
qsizetype firstMeasuredRow(const TimeSeries &series)
{
    return series.firstSampleIsSinceBoot() ? 1 : 0;
}

double medianOf(std::vector<double> values)
{
    std::erase_if(values, [](double value) { return std::isnan(value); });
    if (values.empty()) {
        return qQNaN();
    }
    const auto middle = values.begin() + std::ptrdiff_t(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    if (values.size() % 2 == 1) {
        return *middle;
    }
    return (*middle + *std::max_element(values.begin(), middle)) / 2;
}

/// A column over the measured rows, with its idle floor (lowest value), median and peak.
struct Level
{
    const ValueColumn *values = nullptr;
    const TimeSeries *series = nullptr; // of the values
    double floor = qQNaN();
    double median = qQNaN();
    double peak = qQNaN();

    /// NaN where the value is missing or averages since boot.
    [[nodiscard]] double at(qsizetype row) const
    {
        return values && !series->isSinceBoot(row) ? (*values)[std::size_t(row)] : qQNaN();
    }
};

Level levelOf(const TimeSeries &series, QStringView key)
{
    const qsizetype column = series.columnIndex(key);
    if (column < 0) {
        return {};
    }
    const ValueColumn &all = series.values(column);
    const qsizetype first = firstMeasuredRow(series);
    // The one copy medianOf() reorders; the since-boot rows of a loop's later copies of vmstat
    // count as missing.
    std::vector<double> measured(all.begin() + std::ptrdiff_t(first), all.end());
    for (const qsizetype row : series.sinceBootRows()) {
        if (row >= first) {
            measured[std::size_t(row - first)] = qQNaN();
        }
    }
    Range range;
    std::for_each(measured.cbegin(), measured.cend(), [&range](double value) { range.add(value); });
    return {&all, &series, range.low, medianOf(std::move(measured)), range.high};
}

/// The numbers of a finding's sentences in one locale: the window's, or C where the text is
/// pasted and parsed elsewhere (the CLI, JSON, reports). Line and sample numbers, and
/// counters of four digits and more, print without group separators, as the logs print them.
class Wording
{
public:
    explicit Wording(QLocale locale)
        : m_locale(std::move(locale))
    {
        m_locale.setNumberOptions(QLocale::OmitGroupSeparator);
    }

    /// Integers print without decimals, the rest with one: the way vmstat and top print them.
    /// Past 2^53 (a counter gone wild, 5e19) a double is no exact integer: it prints as one.
    [[nodiscard]] QString number(double value) const
    {
        constexpr double exactIntegers = 9007199254740992.0; // 2^53
        if (std::isnan(value)) {
            return u"?"_s;
        }
        if (!(std::abs(value) < exactIntegers)) {
            return m_locale.toString(value, 'g', 6);
        }
        return value == std::round(value) ? m_locale.toString(qint64(value))
                                          : m_locale.toString(value, 'f', 1);
    }
    /// A share with one decimal: "12.5".
    [[nodiscard]] QString percent(double share) const { return m_locale.toString(share, 'f', 1); }
    [[nodiscard]] QString span(double low, double high) const
    {
        return low == high ? number(low) : number(low) + u'-' + number(high);
    }
    [[nodiscard]] QString range(const Range &range) const { return span(range.low, range.high); }

    /// "line 35", "lines 7-9".
    [[nodiscard]] QString lines(int first, int last) const
    {
        return first == last ? Text::tr("line %1").arg(number(first))
                             : Text::tr("lines %1").arg(span(first, last));
    }

    /// "samples 2-3 (lines 265-266)", samples counted from 1 as a reader counts table rows.
    [[nodiscard]] QString samples(const TimeSeries &series, const Run &run, bool frames = false) const
    {
        const std::vector<int> &sourceLines = series.sourceLines();
        const auto line = [&sourceLines](qsizetype row) {
            return row < qsizetype(sourceLines.size()) ? sourceLines[std::size_t(row)] : 0;
        };
        const QString rows = span(double(run.first + 1), double(run.last + 1));
        const QString where = lines(line(run.first), line(run.last));
        if (run.first == run.last) {
            return (frames ? Text::tr("frame %1 (%2)") : Text::tr("sample %1 (%2)")).arg(rows, where);
        }
        return (frames ? Text::tr("frames %1 (%2)") : Text::tr("samples %1 (%2)")).arg(rows, where);
    }

    /// "2 s", "1.5 s": a finding's length as the summary says it.
    [[nodiscard]] QString duration(const Finding &finding) const
    {
        return Text::tr("%1 s").arg(number(finding.duration()));
    }

    /// "3 tasks", "1-2 tasks": the tasks blocked over a stall.
    [[nodiscard]] QString blocked(const Range &blocked) const
    {
        return blocked.low == blocked.high ? Text::tr("%n task(s)", nullptr, int(blocked.high))
                                           : Text::tr("%1 tasks").arg(range(blocked));
    }

    /// What writeback did over a stall, against the sample before it and the run's median;
    /// empty when it did nothing worth a word.
    [[nodiscard]] QString writeback(const Level &blocksOut, const Run &run, qsizetype firstRow) const
    {
        if (!blocksOut.values) {
            return {};
        }
        const Range during = rangeOf(*blocksOut.values, run.first, run.last);
        if (during.high == 0) {
            return Text::tr("nothing was written out (bo 0)");
        }
        const double before = run.first > firstRow ? blocksOut.at(run.first - 1) : qQNaN();
        if (before > 0 && during.high < before / 2) {
            return Text::tr("bo fell from %1 to %2 blocks/s").arg(number(before), number(during.low));
        }
        if (blocksOut.median >= 0 && during.low > 2 * blocksOut.median) {
            return Text::tr("bo stayed at %1 blocks/s, above its median of %2")
                .arg(range(during), number(blocksOut.median));
        }
        return {};
    }

private:
    QLocale m_locale;
};

/// A finding over rows `run` of `series`: from the first sample's time to one interval
/// past the last, since each sample stands for an interval.
Finding seriesFinding(const Capture &capture, const TimeSeries &series, const QString &rule,
    const Run &run, const StallThresholds &limits)
{
    Finding finding;
    finding.captureId = capture.id;
    finding.rule = rule;
    finding.start = series.time()[std::size_t(run.first)];
    finding.end = series.time()[std::size_t(run.last)] + series.intervalSeconds();
    finding.severity = finding.duration() >= limits.criticalSeconds ? FindingSeverity::Critical
                                                                    : FindingSeverity::Warning;
    finding.firstRow = run.first;
    finding.lastRow = run.last;
    const std::vector<int> &lines = series.sourceLines();
    if (run.last < qsizetype(lines.size())) {
        finding.firstLine = lines[std::size_t(run.first)];
        finding.lastLine = lines[std::size_t(run.last)];
    }
    return finding;
}

} // namespace

bool stallRulesRead(const TimeSeries &series)
{
    // The columns levelOf() reads in the rules below.
    static constexpr std::array judged{ u"b", u"w", u"in", u"cs", u"id", u"bo", u"si", u"so", u"free" };
    const bool timed = !series.intervalIsAssumed() && series.sampleCount() > 1;
    return timed || std::any_of(judged.cbegin(), judged.cend(),
        [&series](QStringView key) { return series.columnIndex(key) >= 0; });
}

namespace {

const TimeSeries *vmstatSeries(const Capture &capture)
{
    return capture.kind == CaptureKind::Vmstat ? std::get_if<TimeSeries>(&capture.payload)
                                               : nullptr;
}

bool isReclaimDaemon(QString command)
{
    command = command.trimmed();
    if (command.startsWith(u'[') && command.endsWith(u']')) {
        command = command.mid(1, command.size() - 2);
    }
    static const QStringList daemons
        = { u"kswapd"_s, u"kupdated"_s, u"kcompactd"_s, u"kreclaimd"_s };
    return std::any_of(daemons.begin(), daemons.end(),
        [&command](const QString &daemon) { return command.startsWith(daemon); });
}

bool isIdleSymbol(const QString &symbol)
{
    static const QStringList idle
        = { u"default_idle"_s, u"cpu_idle"_s, u"poll_idle"_s, u"mwait_idle"_s, u"intel_idle"_s,
              u"acpi_idle_enter"_s, u"native_safe_halt"_s, u"cpu_idle_loop"_s, u"do_idle"_s,
              u"safe_halt"_s, u"acpi_processor_idle"_s, u"arch_cpu_idle"_s };
    return idle.contains(symbol);
}

} // namespace

QString StallRule::title() const
{
    return Text::tr(titleSource);
}

const QList<StallRule> &stallRules()
{
    static const QList<StallRule> rules = {
        { u"io-stall"_s, QT_TRANSLATE_NOOP("vmscope::StallRules", "I/O stall"), true },
        { u"output-gap"_s, QT_TRANSLATE_NOOP("vmscope::StallRules", "Output gap"), true },
        { u"reclaim-storm"_s, QT_TRANSLATE_NOOP("vmscope::StallRules", "Reclaim storm"), true },
        { u"swap-storm"_s, QT_TRANSLATE_NOOP("vmscope::StallRules", "Swap storm"), true },
        { u"memory-exhausted"_s, QT_TRANSLATE_NOOP("vmscope::StallRules", "Memory exhausted"), false },
        { u"profile-hotspot"_s, QT_TRANSLATE_NOOP("vmscope::StallRules", "Profile hotspot"), false },
        { u"slab-growth"_s, QT_TRANSLATE_NOOP("vmscope::StallRules", "Slab growth"), false },
        { u"alloc-failures"_s, QT_TRANSLATE_NOOP("vmscope::StallRules", "Allocation failures"), false },
        { u"oom-kill"_s, QT_TRANSLATE_NOOP("vmscope::StallRules", "OOM kill"), false },
        { u"hung-task"_s, QT_TRANSLATE_NOOP("vmscope::StallRules", "Hung tasks"), false },
        { u"soft-lockup"_s, QT_TRANSLATE_NOOP("vmscope::StallRules", "Soft lockup"), false },
    };
    return rules;
}

const StallRule *stallRule(QStringView id)
{
    const QList<StallRule> &rules = stallRules();
    const auto found = std::find_if(
        rules.cbegin(), rules.cend(), [id](const StallRule &rule) { return rule.id == id; });
    return found == rules.cend() ? nullptr : &*found;
}

QList<Finding> detectIoStalls(
    const Capture &capture, const StallThresholds &limits, const QLocale &numbers)
{
    const Wording words(numbers);
    const TimeSeries *series = vmstatSeries(capture);
    if (!series) {
        return {};
    }
    const Level blocked = levelOf(*series, u"b");
    const Level swappedOut = levelOf(*series, u"w"); // 2.4's procps 2.0 layout only
    const Level interrupts = levelOf(*series, u"in");
    const Level switches = levelOf(*series, u"cs");
    const Level idle = levelOf(*series, u"id");
    if (!blocked.values || !interrupts.values || !switches.values || !idle.values) {
        return {};
    }
    const auto collapsed = [&limits](const Level &level, double value) {
        return value <= level.floor + limits.ioStallCollapseFraction * (level.median - level.floor)
            && value <= limits.ioStallMaxShareOfPeak * level.peak;
    };
    const auto blockedAt = [&](qsizetype row) {
        const double w = swappedOut.at(row);
        return blocked.at(row) + (std::isnan(w) ? 0.0 : w);
    };
    // NaN fails every comparison, so a missing value ends a stall.
    std::vector<bool> stalled(std::size_t(series->sampleCount()), false);
    for (qsizetype row = firstMeasuredRow(*series); row < series->sampleCount(); ++row) {
        stalled[std::size_t(row)] = blockedAt(row) >= limits.ioStallMinBlocked
            && collapsed(interrupts, interrupts.at(row)) && collapsed(switches, switches.at(row))
            && idle.at(row) >= limits.ioStallMinIdlePercent;
    }
    const Level blocksOut = levelOf(*series, u"bo");
    QList<Finding> findings;
    for (const Run &run : runsOf(stalled, limits.ioStallMinSamples)) {
        Range blockedRange;
        for (qsizetype row = run.first; row <= run.last; ++row) {
            blockedRange.add(blockedAt(row));
        }
        Finding finding = seriesFinding(capture, *series, u"io-stall"_s, run, limits);
        finding.evidence
            = Text::tr("%1: %2 %3 blocked, in %4/s (median %5, floor %6), cs %7/s (median %8), "
                 "id %9 %")
                  .arg(words.samples(*series, run), swappedOut.values ? u"b+w"_s : u"b"_s,
                      words.range(blockedRange), words.range(rangeOf(*interrupts.values, run.first, run.last)),
                      words.number(interrupts.median), words.number(interrupts.floor),
                      words.range(rangeOf(*switches.values, run.first, run.last)),
                      words.number(switches.median), words.range(rangeOf(*idle.values, run.first, run.last)));
        if (blocksOut.values) {
            finding.evidence += Text::tr(", bo %1 blocks/s (median %2)")
                                    .arg(words.range(rangeOf(*blocksOut.values, run.first, run.last)),
                                        words.number(blocksOut.median));
        }
        finding.summary = Text::tr("%1 waited on I/O for %2 while the CPU idled and interrupts and "
                             "context switches fell to idle levels")
                              .arg(words.blocked(blockedRange), words.duration(finding));
        const QString writeback = words.writeback(blocksOut, run, firstMeasuredRow(*series));
        finding.summary += writeback.isEmpty() ? u"."_s : u"; "_s + writeback + u'.';
        findings.append(finding);
    }
    return findings;
}

QList<Finding> detectOutputGaps(
    const Capture &capture, const StallThresholds &limits, const QLocale &numbers)
{
    const Wording words(numbers);
    const TimeSeries *series = nullptr;
    if (capture.kind == CaptureKind::Vmstat) {
        series = std::get_if<TimeSeries>(&capture.payload);
    } else if (const TopSession *top = capture.topSession()) {
        series = &top->summary;
    }
    // Without printed timestamps the axis is index × interval: it cannot show a gap.
    if (!series || series->intervalIsAssumed() || series->intervalSeconds() <= 0) {
        return {};
    }
    const ValueColumn &time = series->time();
    const double interval = series->intervalSeconds();
    QList<Finding> findings;
    for (qsizetype row = 1; row < series->sampleCount(); ++row) {
        const double step = time[std::size_t(row)] - time[std::size_t(row - 1)];
        if (!(step >= limits.outputGapIntervalFactor * interval)) {
            continue;
        }
        Finding finding
            = seriesFinding(capture, *series, u"output-gap"_s, { row - 1, row }, limits);
        finding.end = time[std::size_t(row)]; // the gap ends where printing resumed
        finding.severity = finding.duration() >= limits.criticalSeconds ? FindingSeverity::Critical
                                                                        : FindingSeverity::Warning;
        finding.evidence = Text::tr("%1: %2 s between two samples, %3 times the %4 s interval")
                               .arg(words.samples(*series, { row - 1, row }), words.number(step),
                                   words.number(step / interval), words.number(interval));
        finding.summary = Text::tr("Nothing was printed for %1, %2 times the interval: the box or "
                             "its logger stalled.")
                              .arg(words.duration(finding), words.number(std::round(step / interval)));
        findings.append(finding);
    }
    return findings;
}

QList<Finding> detectReclaimStorms(
    const Capture &capture, const StallThresholds &limits, const QLocale &numbers)
{
    const Wording words(numbers);
    const TopSession *top = capture.topSession();
    if (!top || top->frameCount() == 0) {
        return {};
    }
    const TimeSeries &summary = top->summary;
    const qsizetype frames = top->frameCount();
    std::vector<const ValueColumn *> cpuSystem;
    for (int cpu = 0; cpu < top->cpuCount; ++cpu) {
        const qsizetype column = summary.columnIndex(u"cpu%1_sy"_s.arg(cpu));
        if (column >= 0) {
            cpuSystem.push_back(&summary.values(column));
        }
    }
    const qsizetype totalColumn = summary.columnIndex(u"sy");
    if (cpuSystem.empty() && totalColumn >= 0) {
        cpuSystem.push_back(&summary.values(totalColumn));
    }
    std::vector<bool> storm(std::size_t(frames), false);
    std::vector<bool> systemBound(std::size_t(frames), false);
    for (qsizetype frame = 0; frame < frames; ++frame) {
        systemBound[std::size_t(frame)] = !cpuSystem.empty()
            && std::all_of(cpuSystem.begin(), cpuSystem.end(), [&](const auto *values) {
                   return (*values)[std::size_t(frame)] >= limits.reclaimSystemPercent;
               });
        storm[std::size_t(frame)] = systemBound[std::size_t(frame)];
    }
    for (const ProcessHistory &process : top->processes) {
        if (!isReclaimDaemon(process.command)) {
            continue;
        }
        for (qsizetype row = 0; row < process.sampleCount(); ++row) {
            if (process.cpuPercent[std::size_t(row)] >= limits.reclaimDaemonCpuPercent) {
                storm[std::size_t(process.frames[std::size_t(row)])] = true;
            }
        }
    }
    QList<Finding> findings;
    for (const Run &run : runsOf(storm, limits.reclaimMinFrames)) {
        QStringList causes;
        std::map<QString, Range> daemonCpu; // by command, sorted for a stable text
        for (const ProcessHistory &process : top->processes) {
            if (!isReclaimDaemon(process.command)) {
                continue;
            }
            for (qsizetype row = 0; row < process.sampleCount(); ++row) {
                const int frame = process.frames[std::size_t(row)];
                if (frame >= run.first && frame <= run.last) {
                    daemonCpu[process.command.trimmed()].add(process.cpuPercent[std::size_t(row)]);
                }
            }
        }
        QStringList plainCauses;
        for (const auto &[command, range] : daemonCpu) {
            causes.append(Text::tr("%1 %2 % CPU").arg(command, words.range(range)));
            plainCauses.append(Text::tr("%1 used up to %2 % of a CPU").arg(command, words.number(range.high)));
        }
        Range system;
        for (const auto *values : cpuSystem) {
            for (qsizetype frame = run.first; frame <= run.last; ++frame) {
                system.add((*values)[std::size_t(frame)]);
            }
        }
        if (!std::isnan(system.low)) {
            causes.append(cpuSystem.size() > 1
                    ? Text::tr("sy %1 % on each of %2 CPUs")
                          .arg(words.range(system), words.number(double(cpuSystem.size())))
                    : Text::tr("sy %1 %").arg(words.range(system)));
            if (plainCauses.isEmpty() || system.low >= limits.reclaimSystemPercent) {
                plainCauses.append(Text::tr("the kernel took at least %1 % of every CPU")
                                       .arg(words.number(system.low)));
            }
        }
        Finding finding = seriesFinding(capture, summary, u"reclaim-storm"_s, run, limits);
        finding.evidence = words.samples(summary, run, true) + u": "_s + causes.join(u", "_s);
        finding.summary = Text::tr("For %1 the kernel was busy reclaiming memory: %2.")
                              .arg(words.duration(finding), plainCauses.join(Text::tr(" and ")));
        findings.append(finding);
    }
    return findings;
}

QList<Finding> detectSwapStorms(
    const Capture &capture, const StallThresholds &limits, const QLocale &numbers)
{
    const Wording words(numbers);
    const TimeSeries *series = vmstatSeries(capture);
    if (!series) {
        return {};
    }
    const Level swapIn = levelOf(*series, u"si");
    const Level swapOut = levelOf(*series, u"so");
    if (!swapIn.values || !swapOut.values) {
        return {};
    }
    std::vector<bool> storming(std::size_t(series->sampleCount()), false);
    for (qsizetype row = firstMeasuredRow(*series); row < series->sampleCount(); ++row) {
        storming[std::size_t(row)]
            = swapIn.at(row) + swapOut.at(row) >= limits.swapStormMinKiBPerSecond;
    }
    QList<Finding> findings;
    for (const Run &run : runsOf(storming, limits.swapStormMinSamples)) {
        Finding finding = seriesFinding(capture, *series, u"swap-storm"_s, run, limits);
        const Range in = rangeOf(*swapIn.values, run.first, run.last);
        const Range out = rangeOf(*swapOut.values, run.first, run.last);
        finding.evidence = Text::tr("%1: si %2 KiB/s, so %3 KiB/s")
                               .arg(words.samples(*series, run), words.range(in), words.range(out));
        finding.summary = Text::tr("The box swapped for %1, up to %2 KiB/s in and %3 KiB/s out.")
                              .arg(words.duration(finding), words.number(in.high), words.number(out.high));
        findings.append(finding);
    }
    return findings;
}

QList<Finding> detectMemoryExhaustion(
    const Capture &capture, const StallThresholds &limits, const QLocale &numbers)
{
    const Wording words(numbers);
    const TimeSeries *series = vmstatSeries(capture);
    if (!series) {
        return {};
    }
    const Level free = levelOf(*series, u"free");
    const Level swapIn = levelOf(*series, u"si");
    const Level swapOut = levelOf(*series, u"so");
    if (!free.values || !swapIn.values || !swapOut.values) {
        return {};
    }
    const double ceiling = free.floor * (1 + limits.memoryFloorMarginPercent / 100);
    std::vector<bool> exhausted(std::size_t(series->sampleCount()), false);
    for (qsizetype row = firstMeasuredRow(*series); row < series->sampleCount(); ++row) {
        exhausted[std::size_t(row)]
            = free.at(row) <= ceiling && swapIn.at(row) + swapOut.at(row) > 0;
    }
    QList<Finding> findings;
    for (const Run &run : runsOf(exhausted, limits.memoryMinSamples)) {
        Finding finding = seriesFinding(capture, *series, u"memory-exhausted"_s, run, limits);
        finding.evidence
            = Text::tr("%1: free %2 KiB (lowest %3) while swapping, si %4 KiB/s, "
                 "so %5 KiB/s")
                  .arg(words.samples(*series, run), words.range(rangeOf(*free.values, run.first, run.last)),
                      words.number(free.floor), words.range(rangeOf(*swapIn.values, run.first, run.last)),
                      words.range(rangeOf(*swapOut.values, run.first, run.last)));
        finding.summary = Text::tr("For %1 free memory stayed near its lowest, %2 KiB, and the box "
                             "swapped.")
                              .arg(words.duration(finding), words.number(free.floor));
        findings.append(finding);
    }
    return findings;
}

QList<Finding> detectProfileHotspots(
    const Capture &capture, const StallThresholds &limits, const QLocale &numbers)
{
    const Wording words(numbers);
    const Profile *profile = capture.profile();
    if (!profile) {
        return {};
    }
    QList<Finding> findings;
    for (const qsizetype index : profile->largestEntries()) {
        const ProfileEntry &entry = profile->entries.at(index);
        // perf --children percents are inclusive: only the Self share says where time went.
        const double share = profile->childrenColumns ? entry.selfPercent.value_or(qQNaN())
                                                      : profile->sharePercent(index);
        if (isIdleSymbol(entry.symbol) || !(share >= limits.hotspotMinSharePercent)) {
            continue;
        }
        Finding finding;
        finding.captureId = capture.id;
        finding.rule = u"profile-hotspot"_s;
        finding.severity = share >= limits.hotspotCriticalSharePercent ? FindingSeverity::Critical
                                                                       : FindingSeverity::Warning;
        finding.firstRow = finding.lastRow = index;
        finding.firstLine = finding.lastLine = entry.line;
        // A listing of percentages alone (perf report without -n) has no total to cite.
        const double total = std::round(profile->totalTicks());
        finding.evidence = total > 0
            ? Text::tr("%1 holds %2 % of %3 %4 (line %5)")
                  .arg(entry.symbol, words.percent(share), words.number(total), unitName(profile->unit),
                      words.number(entry.line))
            : Text::tr("%1 holds %2 % of the profile (line %3)")
                  .arg(entry.symbol, words.percent(share), words.number(entry.line));
        findings.append(finding);
    }
    return findings;
}

QList<Finding> detectSlabGrowth(
    const Capture &capture, const StallThresholds &limits, const QLocale &numbers)
{
    const Wording words(numbers);
    const SlabSession *session = capture.slabSession();
    if (!session) {
        return {};
    }
    QList<Finding> findings;
    for (const SlabGrowth &growth : leakSuspects(*session, qsizetype(limits.slabMinSnapshots))) {
        const SlabCacheHistory &history = session->caches().at(growth.cache);
        Finding finding;
        finding.captureId = capture.id;
        finding.rule = u"slab-growth"_s;
        finding.firstRow = growth.firstSnapshot;
        finding.lastRow = growth.lastSnapshot;
        finding.firstLine = history.lines[std::size_t(growth.firstSnapshot)];
        finding.lastLine = history.lines[std::size_t(growth.lastSnapshot)];
        finding.evidence = Text::tr("%1 only grew over %2 snapshots (%3): %4 to %5 active objects")
                               .arg(growth.name, words.number(double(growth.snapshotsListed)),
                                   words.lines(finding.firstLine, finding.lastLine),
                                   words.number(growth.firstObjects), words.number(growth.lastObjects));
        if (!std::isnan(growth.byteChange())) {
            finding.evidence
                += Text::tr(", %1 KiB more").arg(words.number(std::round(growth.byteChange() / 1024)));
        }
        findings.append(finding);
    }
    return findings;
}

namespace {

/// Indices of the events of `type` in `log`, cut into bursts: a burst ends where the next such
/// event was printed more than `burstLines` lines later.
QList<QList<qsizetype>> burstsOf(const EventLog &log, KernelEvent::Type type)
{
    // Lines of one burst: a message each, wrapped remainders and companion lines between them.
    constexpr int burstLines = 5;
    QList<QList<qsizetype>> bursts;
    int lastLine = 0;
    for (qsizetype index = 0; index < log.events.size(); ++index) {
        const KernelEvent &event = log.events.at(index);
        if (event.type != type) {
            continue;
        }
        if (bursts.isEmpty() || event.line - lastLine > burstLines) {
            bursts.append(QList<qsizetype>());
        }
        bursts.last().append(index);
        lastLine = event.line;
    }
    return bursts;
}

/// A finding over the events `burst` of the capture: rows are event indices, no time axis.
Finding eventFinding(
    const Capture &capture, const EventLog &log, const QString &rule, const QList<qsizetype> &burst)
{
    Finding finding;
    finding.captureId = capture.id;
    finding.rule = rule;
    finding.firstRow = burst.constFirst();
    finding.lastRow = burst.constLast();
    finding.firstLine = log.events.at(finding.firstRow).line;
    finding.lastLine = log.events.at(finding.lastRow).line;
    return finding;
}

/// `kswapd1 (pid 149)`, or what of it was printed.
QString taskText(const KernelEvent &event)
{
    if (event.pid < 0) {
        return event.process;
    }
    return Text::tr("%1 (pid %2)").arg(event.process, QString::number(event.pid));
}

/// ": " and the tasks a burst names, the first few of them (a flood would make a paragraph);
/// empty when the messages named none.
QString tasksText(const EventLog &log, const QList<qsizetype> &burst)
{
    constexpr qsizetype namedTasks = 4;
    QStringList tasks;
    for (const qsizetype index : burst) {
        const QString task = taskText(log.events.at(index));
        if (!task.isEmpty() && !tasks.contains(task)) { // one task may lock up twice
            tasks.append(task);
        }
    }
    if (tasks.size() > namedTasks) {
        const qsizetype more = tasks.size() - namedTasks;
        tasks.resize(namedTasks);
        tasks.append(Text::tr("%1 more").arg(more));
    }
    return tasks.isEmpty() ? QString() : u": "_s + tasks.join(u", "_s);
}

/// One finding for each burst of `type` in an Events capture; `describe` gives its severity
/// and evidence.
template <typename Describe>
QList<Finding> burstFindings(
    const Capture &capture, KernelEvent::Type type, const QString &rule, Describe describe)
{
    const EventLog *log = capture.eventLog();
    if (!log) {
        return {};
    }
    QList<Finding> findings;
    for (const QList<qsizetype> &burst : burstsOf(*log, type)) {
        Finding finding = eventFinding(capture, *log, rule, burst);
        describe(*log, burst, finding);
        findings.append(finding);
    }
    return findings;
}

Range stuckRange(const EventLog &log, const QList<qsizetype> &burst)
{
    Range stuck;
    for (const qsizetype index : burst) {
        const int seconds = log.events.at(index).stuckSeconds;
        stuck.add(seconds >= 0 ? double(seconds) : qQNaN());
    }
    return stuck;
}

} // namespace

QList<Finding> detectAllocationFailures(
    const Capture &capture, const StallThresholds &, const QLocale &numbers)
{
    const Wording words(numbers);
    return burstFindings(capture, KernelEvent::Type::AllocationFailure, u"alloc-failures"_s,
        [&words](const EventLog &log, const QList<qsizetype> &burst, Finding &finding) {
            Range orders;
            for (const qsizetype index : burst) {
                orders.add(log.events.at(index).order >= 0 ? log.events.at(index).order : qQNaN());
            }
            finding.evidence
                = Text::tr("%n allocation failure(s) of order %1 in the kernel log (%2)", nullptr, int(burst.size()))
                      .arg(words.range(orders), words.lines(finding.firstLine, finding.lastLine));
        });
}

QList<Finding> detectOomKills(
    const Capture &capture, const StallThresholds &, const QLocale &numbers)
{
    const Wording words(numbers);
    const EventLog *log = capture.eventLog();
    if (!log) {
        return {};
    }
    QList<Finding> findings;
    for (qsizetype index = 0; index < log->events.size(); ++index) {
        const KernelEvent &event = log->events.at(index);
        if (event.type != KernelEvent::Type::OomKill) {
            continue;
        }
        Finding finding = eventFinding(capture, *log, u"oom-kill"_s, { index });
        finding.severity = FindingSeverity::Critical; // a process is gone
        finding.evidence = Text::tr("the OOM killer killed %1 (line %2)")
                               .arg(taskText(event), words.number(event.line));
        findings.append(finding);
    }
    return findings;
}

QList<Finding> detectHungTasks(
    const Capture &capture, const StallThresholds &limits, const QLocale &numbers)
{
    const Wording words(numbers);
    return burstFindings(capture, KernelEvent::Type::HungTask, u"hung-task"_s,
        [&limits, &words](const EventLog &log, const QList<qsizetype> &burst, Finding &finding) {
            const Range stuck = stuckRange(log, burst);
            finding.severity = stuck.high >= limits.criticalSeconds ? FindingSeverity::Critical
                                                                    : FindingSeverity::Warning;
            finding.evidence
                = Text::tr("%n task(s) blocked for more than %1 s (%2)", nullptr, int(burst.size()))
                      .arg(words.range(stuck), words.lines(finding.firstLine, finding.lastLine))
                + tasksText(log, burst);
        });
}

QList<Finding> detectSoftLockups(
    const Capture &capture, const StallThresholds &limits, const QLocale &numbers)
{
    const Wording words(numbers);
    return burstFindings(capture, KernelEvent::Type::SoftLockup, u"soft-lockup"_s,
        [&limits, &words](const EventLog &log, const QList<qsizetype> &burst, Finding &finding) {
            const Range stuck = stuckRange(log, burst);
            QStringList cpus;
            for (const qsizetype index : burst) {
                const QString cpu = QString::number(log.events.at(index).cpu);
                if (!cpus.contains(cpu)) {
                    cpus.append(cpu);
                }
            }
            // 2.6.1x's `soft lockup detected on CPU#0!` says no duration: the watchdog's 10 s.
            finding.severity = std::isnan(stuck.high) || stuck.high >= limits.criticalSeconds
                ? FindingSeverity::Critical
                : FindingSeverity::Warning;
            const QString lines = words.lines(finding.firstLine, finding.lastLine);
            const QString where = cpus.size() == 1 ? Text::tr("CPU %1").arg(cpus.constFirst())
                                                   : Text::tr("CPUs %1").arg(cpus.join(u", "_s));
            const int count = int(burst.size());
            finding.evidence = (std::isnan(stuck.high)
                                       ? Text::tr("%n soft lockup(s) on %1 (%2)", nullptr, count).arg(where, lines)
                                       : Text::tr("%n soft lockup(s) on %1, stuck for %2 s (%3)", nullptr, count)
                                             .arg(where, words.range(stuck), lines))
                + tasksText(log, burst);
        });
}

QList<Finding> analyzeCapture(
    const Capture &capture, const StallThresholds &limits, const QLocale &numbers)
{
    QList<Finding> findings;
    for (const auto detect : { detectIoStalls, detectOutputGaps, detectReclaimStorms,
             detectSwapStorms, detectMemoryExhaustion, detectProfileHotspots, detectSlabGrowth,
             detectAllocationFailures, detectOomKills, detectHungTasks, detectSoftLockups }) {
        findings.append(detect(capture, limits, numbers));
    }
    std::stable_sort(findings.begin(), findings.end(),
        [](const Finding &a, const Finding &b) { return a.start < b.start; });
    return findings;
}

QList<Finding> analyzeDocument(
    const Document &document, const StallThresholds &limits, const QLocale &numbers)
{
    QList<Finding> findings;
    for (const Capture &capture : document.captures()) {
        findings.append(analyzeCapture(capture, limits, numbers));
    }
    return findings;
}

} // namespace vmscope
