// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/top/topsessionassembler.h"

#include "core/top/topcolumns.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr double secondsPerDay = 86400;

bool isCpuState(TopField field)
{
    return field >= TopField::Us && field <= TopField::St;
}

std::size_t stateIndex(TopField field)
{
    return std::size_t(int(field) - int(TopField::Us));
}

double median(std::vector<double> values)
{
    const auto middle = values.begin() + std::ptrdiff_t(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    return *middle;
}

} // namespace

TopSessionAssembler::TopSessionAssembler()
{
    using namespace topcolumns;
    const auto set = [this](TopField field, ColumnInfo column) {
        m_columns[std::size_t(field)] = std::move(column);
    };
    set(TopField::Load1, load(u"load1"_s));
    set(TopField::Load5, load(u"load5"_s));
    set(TopField::Load15, load(u"load15"_s));
    set(TopField::Tasks, tasks(u"tasks"_s));
    set(TopField::Running, tasks(u"running"_s));
    set(TopField::Sleeping, tasks(u"sleeping"_s));
    set(TopField::Stopped, tasks(u"stopped"_s));
    set(TopField::Zombie, tasks(u"zombie"_s));
    set(TopField::DSleep, tasks(u"dsleep"_s));
    for (std::size_t state = 0; state < cpuStateCount; ++state) {
        set(TopField(int(TopField::Us) + int(state)), cpu(cpuStates().at(qsizetype(state))));
    }
    set(TopField::Total, memory(u"total"_s));
    set(TopField::Used, memory(u"used"_s));
    set(TopField::Free, memory(u"free"_s));
    set(TopField::Shrd, memory(u"shrd"_s));
    set(TopField::Buff, memory(u"buff"_s));
    set(TopField::Cache, memory(u"cache"_s));
    set(TopField::Avail, memory(u"avail"_s));
    set(TopField::SwapTotal, swap(u"swap_total"_s));
    set(TopField::SwapUsed, swap(u"swap_used"_s));
    set(TopField::SwapFree, swap(u"swap_free"_s));
}

void TopSessionAssembler::beginFrame(const TopSummaryLine &first, int sourceLine)
{
    endFrame();
    m_hints |= first.hints;
    const bool firstFrame = m_builder.frameCount() == 0;
    double time = 0;
    if (firstFrame) {
        m_firstFrameLine = sourceLine;
        m_firstClock = m_lastClock = first.clockHasSeconds ? first.clockSeconds : -1;
        m_allClocked = first.clockHasSeconds;
    } else if (first.clockHasSeconds && m_firstClock >= 0) {
        if (first.clockSeconds < m_lastClock) {
            m_dayOffset += secondsPerDay; // the run went past midnight
        }
        m_lastClock = first.clockSeconds;
        time = first.clockSeconds + m_dayOffset - m_firstClock;
    } else {
        m_allClocked = false;
        time = m_lastTime + assumedInterval();
    }
    if (!firstFrame) {
        m_steps.push_back(time - m_lastTime);
    }
    m_lastTime = time;
    m_frameLine = sourceLine;
    m_builder.beginFrame(time, sourceLine);
}

void TopSessionAssembler::addSummary(const TopSummaryLine &line, int sourceLine)
{
    m_hints |= line.hints;
    switch (line.kind) {
    case TopSummaryLine::Kind::CpuTableHeader:
        m_tableColumns = line.tableColumns;
        return;
    case TopSummaryLine::Kind::CpuTableRow:
        addTableRow(line, sourceLine);
        return;
    case TopSummaryLine::Kind::Rmap:
        noteOnce(m_notedRmap, Diagnostic::Severity::Note, sourceLine,
            tr("rmap VM line (active and inactive pages) recognised; its values have no "
               "column and are not kept"));
        return;
    default:
        break;
    }
    double used = NAN, free = NAN;
    for (const TopSummaryLine::Value &value : line.values) {
        setValue(value.field, value.cpu, value.value);
        used = value.field == TopField::Used ? value.value : used;
        free = value.field == TopField::Free ? value.value : free;
    }
    if (line.kind == TopSummaryLine::Kind::Memory && (line.hints & TopSummaryLine::Busybox)) {
        setValue(TopField::Total, -1, used + free); // busybox prints MemTotal-MemFree as used
    }
    if (line.graph) {
        countRepeated(m_graphLines, m_graphFirst, sourceLine);
    }
    if (!line.truncated.isEmpty()) {
        if (m_truncatedLines == 0) {
            m_truncatedExample = line.truncated.toString();
            m_truncatedKept = line.truncatedKept;
        }
        countRepeated(m_truncatedLines, m_truncatedFirst, sourceLine);
    }
    if (!line.unnamed.isEmpty()) {
        countRepeated(m_unnamedLines, m_unnamedFirst, sourceLine);
    }
}

void TopSessionAssembler::addTableStyle(TopProcessTable::Style style)
{
    m_busyboxTable = m_busyboxTable || style == TopProcessTable::Style::Busybox;
    m_procpsTwoTable = m_procpsTwoTable || style == TopProcessTable::Style::ProcpsTwo;
}

bool TopSessionAssembler::addProcess(ProcessRow row)
{
    return m_builder.addProcess(std::move(row));
}

void TopSessionAssembler::setValue(TopField field, int cpu, double value)
{
    if (field == TopField::Unknown || std::isnan(value)) {
        return;
    }
    if (isCpuState(field) && cpu >= 0) {
        const std::size_t state = stateIndex(field);
        m_builder.setSummary(perCpuColumn(cpu, state), value);
        m_cpuSum[state] += value;
        ++m_cpuCount[state];
        return;
    }
    m_cpuTotalSeen = m_cpuTotalSeen || isCpuState(field);
    m_builder.setSummary(m_columns[std::size_t(field)], value);
}

const ColumnInfo &TopSessionAssembler::perCpuColumn(int cpu, std::size_t state)
{
    if (std::size_t(cpu) >= m_perCpuColumns.size()) {
        m_perCpuColumns.resize(std::size_t(cpu) + 1);
    }
    ColumnInfo &column = m_perCpuColumns[std::size_t(cpu)][state];
    if (column.key.isEmpty()) {
        column = topcolumns::perCpu(cpu, topcolumns::cpuStates().at(qsizetype(state)));
    }
    return column;
}

void TopSessionAssembler::addTableRow(const TopSummaryLine &row, int sourceLine)
{
    const int cpu = row.segments.front().cpu;
    if (cpu < 0) {
        m_tableTotal = row.tableNumbers; // read at the frame's end, when its CPUs are counted
        m_tableTotalLine = sourceLine;
        return;
    }
    ++m_tableCpuRows;
    const qsizetype columns = std::min(m_tableColumns.size(), row.tableNumbers.size());
    for (qsizetype i = 0; i < columns; ++i) {
        setValue(m_tableColumns.at(i), cpu, row.tableNumbers.at(i));
    }
}

void TopSessionAssembler::finishTable()
{
    if (m_tableTotal.isEmpty()) {
        m_tableCpuRows = 0;
        return;
    }
    double sum = 0;
    for (const double value : std::as_const(m_tableTotal)) {
        sum += value;
    }
    // Red Hat's `total` row adds up the CPUs (198.0% idle on two): scale it to all CPUs.
    double divisor = 1;
    if (sum > 101) {
        divisor = m_tableCpuRows > 0 ? m_tableCpuRows : std::max(1.0, std::round(sum / 100));
        noteOnce(m_notedTableSum, Diagnostic::Severity::Note, m_tableTotalLine,
            tr("the CPU table's total row sums %1 CPUs; its values are divided by %1")
                .arg(divisor));
    }
    const qsizetype columns = std::min(m_tableColumns.size(), m_tableTotal.size());
    for (qsizetype i = 0; i < columns; ++i) {
        setValue(m_tableColumns.at(i), -1, m_tableTotal.at(i) / divisor);
    }
    m_tableTotal.clear();
    m_tableCpuRows = 0;
}

void TopSessionAssembler::endFrame()
{
    if (!m_builder.hasOpenFrame()) {
        return;
    }
    finishTable();
    if (!m_cpuTotalSeen
        && std::any_of(m_cpuCount.begin(), m_cpuCount.end(), [](int n) { return n > 0; })) {
        for (std::size_t state = 0; state < cpuStateCount; ++state) {
            if (m_cpuCount[state] > 0) {
                m_builder.setSummary(m_columns[std::size_t(TopField::Us) + state],
                    m_cpuSum[state] / m_cpuCount[state]);
            }
        }
        noteOnce(m_notedMean, Diagnostic::Severity::Note, m_frameLine,
            tr("frames show only per-CPU lines: the all-CPU states are their mean"));
    }
    m_cpuSum.fill(0);
    m_cpuCount.fill(0);
    m_cpuTotalSeen = false;
}

double TopSessionAssembler::assumedInterval() const
{
    // top's default delay: procps 1.x/2.0 and busybox 5 s, procps 3.0 and later 3 s.
    const bool fiveSeconds = (m_hints & (TopSummaryLine::ProcpsTwo | TopSummaryLine::Busybox))
        || m_busyboxTable || m_procpsTwoTable;
    return fiveSeconds ? 5 : 3;
}

QString TopSessionAssembler::generation() const
{
    if ((m_hints & TopSummaryLine::Busybox) || m_busyboxTable) {
        return u"busybox"_s;
    }
    if ((m_hints & TopSummaryLine::ProcpsTwo) || m_procpsTwoTable) {
        if (m_hints & TopSummaryLine::RedHat) {
            return u"procps 2.0 (Red Hat)"_s;
        }
        return m_hints & TopSummaryLine::ProcpsTwoTotal ? u"procps 2.0 (010114)"_s
                                                        : u"procps 2.0"_s;
    }
    if (m_hints & TopSummaryLine::ProcpsNgFour) {
        return u"procps-ng 4"_s;
    }
    if (m_hints & TopSummaryLine::ProcpsNg) {
        // 3.3.10 and 4.x print the same lines unless 4.x shows one of its own.
        return m_hints & TopSummaryLine::ProcpsNgOld ? u"procps-ng 3.3"_s : u"procps-ng 3.3.10+"_s;
    }
    return m_hints & TopSummaryLine::ProcpsThree ? u"procps 3.x"_s : u"top"_s;
}

void TopSessionAssembler::noteOnce(
    bool &done, Diagnostic::Severity severity, int line, const QString &message)
{
    if (!done) {
        done = true;
        m_diagnostics.append({ severity, line, message });
    }
}

void TopSessionAssembler::countRepeated(int &count, int &firstLine, int line)
{
    firstLine = count == 0 ? line : firstLine;
    ++count;
}

Capture TopSessionAssembler::finish(Diagnostics diagnostics)
{
    endFrame();
    const qsizetype frames = m_builder.frameCount();
    const bool clocked = m_allClocked && frames > 1;
    const double interval = clocked ? std::max(median(m_steps), 1.0) : assumedInterval();
    if (!clocked && frames > 1) {
        diagnostics.append({ Diagnostic::Severity::Note, m_firstFrameLine,
            tr("the frames carry no clock with seconds: they are taken as %1 s apart, the "
               "default delay of %2 top (assumed)")
                .arg(interval)
                .arg(generation()) });
    }
    if (m_graphLines > 0) {
        diagnostics.append({ Diagnostic::Severity::Warning, m_graphFirst,
            tr("graph-mode bars (top's t and m keys) hold no numbers to read; "
               "%n line(s) not read",
                nullptr, m_graphLines) });
    }
    if (m_truncatedLines > 0) {
        diagnostics.append({ Diagnostic::Severity::Warning, m_truncatedFirst,
            m_truncatedKept
                ? tr("top cut %1 to fit its column: its integer part is kept; %n line(s) "
                     "with such values",
                    nullptr, m_truncatedLines)
                      .arg(m_truncatedExample)
                : tr("top cut %1 to fit its column: such values are left out, the rest of "
                     "the line is kept; %n line(s) with such values",
                    nullptr, m_truncatedLines)
                      .arg(m_truncatedExample) });
    }
    if (m_unnamedLines > 0) {
        diagnostics.append({ Diagnostic::Severity::Warning, m_unnamedFirst,
            tr("a number without its name after it (a line cut short?) was "
               "left out; %n line(s) like it",
                nullptr, m_unnamedLines) });
    }
    diagnostics.append(m_diagnostics);
    std::stable_sort(diagnostics.begin(), diagnostics.end(),
        [](const Diagnostic &a, const Diagnostic &b) { return a.line < b.line; });

    Capture capture;
    capture.kind = CaptureKind::Top;
    capture.layout = generation();
    capture.diagnostics = std::move(diagnostics);
    capture.payload = m_builder.finish(interval, !clocked);
    return capture;
}

} // namespace vmscope
