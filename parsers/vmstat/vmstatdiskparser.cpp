// SPDX-License-Identifier: GPL-2.0-or-later
//
// `vmstat -d` prints one table per interval; the counters are cumulative since boot:
//
// disk- ------------reads------------ ------------writes----------- -----IO------
//        total merged sectors      ms  total merged sectors      ms    cur    sec
// vda    30688   6891 2578538   11124  15368   7913 2338152    9597      0      8
//
// Tolerated: the wide (-w) header, device names longer than their 5-character column
// (`nvme0n1`), devices that only appear in a later table and damaged rows (both reported).
#include "parsers/vmstat/vmstatdiskparser.h"

#include "parsers/common/tokenize.h"
#include "parsers/vmstat/vmstatcommandline.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

struct DiskField
{
    QStringView key;
    QStringView unit;
};

// In the order of the names line `total merged sectors ms total merged sectors ms cur sec`;
// sectors are 512 bytes, `cur` is I/O in flight, `sec` is seconds spent doing I/O.
constexpr std::array diskFields{
    DiskField{u"reads_total", u"count"},  DiskField{u"reads_merged", u"count"},
    DiskField{u"read_sectors", u"sectors"}, DiskField{u"read_ms", u"ms"},
    DiskField{u"writes_total", u"count"}, DiskField{u"writes_merged", u"count"},
    DiskField{u"written_sectors", u"sectors"}, DiskField{u"write_ms", u"ms"},
    DiskField{u"io_cur", u"count"},       DiskField{u"io_sec", u"s"},
};
constexpr qsizetype fieldCount = qsizetype(diskFields.size());
// The wide names line is 110 characters, the narrow one 78.
constexpr qsizetype wideNamesLength = 90;

bool isGroupLine(QStringView line)
{
    static const QRegularExpression group(uR"(^\s*disk-\s.*\breads\b.*\bwrites\b)"_s);
    return group.match(line).hasMatch();
}

bool isNamesLine(QStringView line)
{
    QStringList names;
    for (QStringView field : splitFields(line)) {
        names.append(field.toString());
    }
    return names.join(u' ') == u"total merged sectors ms total merged sectors ms cur sec";
}

struct DiskRow
{
    QString device;
    QList<double> numbers;
    int line = 0;
};

/// The device name and the numbers after it; nothing unless the line is all that.
std::optional<DiskRow> readDiskRow(const CleanLine &line)
{
    const QList<QStringView> fields = splitFields(line.text);
    if (fields.size() < 2 || parseUnsigned(fields.constFirst())) {
        return std::nullopt;
    }
    DiskRow row{fields.constFirst().toString(), {}, line.physicalLine};
    for (qsizetype i = 1; i < fields.size(); ++i) {
        const std::optional<double> number = parseUnsigned(fields.at(i));
        if (!number) {
            return std::nullopt;
        }
        row.numbers.append(*number);
    }
    return row;
}

using DiskTable = QList<DiskRow>;

struct DiskScan
{
    qsizetype end = 0;
    bool wide = false;
    QList<DiskTable> tables;
    Diagnostics diagnostics;
};

class DiskScanner
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::VmstatDiskParser)

public:
    DiskScanner(const QList<CleanLine> &lines, qsizetype start)
        : m_lines(lines)
        , m_depth(lines.at(start).quoteDepth)
    {
        m_scan.end = start;
    }

    DiskScan run()
    {
        qsizetype i = m_scan.end;
        while (isHeaderAt(i)) {
            m_scan.wide = m_scan.wide || m_lines.at(i + 1).text.size() > wideNamesLength;
            i = readTable(i + 2);
            m_scan.end = i;
        }
        return m_scan;
    }

private:
    bool sameDepth(qsizetype i) const
    {
        return atQuoteDepth(m_lines, i, m_depth) && !m_lines.at(i).isBlank();
    }
    bool isHeaderAt(qsizetype i) const
    {
        return sameDepth(i) && sameDepth(i + 1) && isGroupLine(m_lines.at(i).text)
            && isNamesLine(m_lines.at(i + 1).text);
    }
    bool isFullRowAt(qsizetype i) const
    {
        const auto row = sameDepth(i) ? readDiskRow(m_lines.at(i)) : std::nullopt;
        return row && row->numbers.size() == fieldCount;
    }

    /// Reads the rows after a header; returns the index after the last one.
    qsizetype readTable(qsizetype i)
    {
        DiskTable table;
        for (; sameDepth(i) && !isHeaderAt(i); ++i) {
            const auto row = readDiskRow(m_lines.at(i));
            if (row && row->numbers.size() == fieldCount) {
                table.append(*row);
            } else if (!skipDamaged(i, row.has_value())) {
                break;
            }
        }
        m_scan.tables.append(table);
        return i;
    }

    /// A damaged row between good ones, or a row cut short at the end, is reported.
    bool skipDamaged(qsizetype i, bool looksLikeRow)
    {
        const bool cutAtEnd = looksLikeRow && !sameDepth(i + 1);
        if (!isFullRowAt(i + 1) && !cutAtEnd) {
            return false;
        }
        m_scan.diagnostics.append(
            {Diagnostic::Severity::Warning, m_lines.at(i).physicalLine,
             tr("disk row skipped: %1 fields where a device name and %2 numbers were expected")
                 .arg(splitFields(m_lines.at(i).text).size())
                 .arg(fieldCount)});
        return true;
    }

    const QList<CleanLine> &m_lines;
    int m_depth;
    DiskScan m_scan;
};

QList<ColumnInfo> diskColumns(const QStringList &devices)
{
    QList<ColumnInfo> columns;
    for (const QString &device : devices) {
        for (const DiskField &field : diskFields) {
            columns.append({device + u'.' + field.key, field.unit.toString(), device});
        }
    }
    return columns;
}

/// One sample: each device's counters where the columns want them, NaN for absent devices.
std::vector<double> tableSample(const DiskTable &table, const QStringList &devices,
                                Diagnostics *diagnostics)
{
    std::vector<double> sample(std::size_t(devices.size() * fieldCount), std::nan(""));
    for (const DiskRow &row : table) {
        const qsizetype device = devices.indexOf(row.device);
        if (device < 0) {
            diagnostics->append({Diagnostic::Severity::Warning, row.line,
                                 QCoreApplication::translate(
                                     "vmscope::VmstatDiskParser",
                                     "device %1 is not in the first table; its row is skipped")
                                     .arg(row.device)});
            continue;
        }
        std::copy(row.numbers.cbegin(), row.numbers.cend(),
                  sample.begin() + std::ptrdiff_t(device * fieldCount));
    }
    return sample;
}

} // namespace

static std::optional<BlockExtent> detectBlock(const QList<CleanLine> &lines,
                                                    qsizetype start)
{
    if (start >= lines.size() || !isGroupLine(lines.at(start).text)) {
        return std::nullopt;
    }
    const DiskScan scan = DiskScanner(lines, start).run();
    if (scan.tables.isEmpty()) {
        return std::nullopt;
    }
    return BlockExtent{start, scan.end, 100};
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    Q_UNUSED(context);
    if (block.lines.isEmpty()) {
        return {};
    }
    DiskScan scan = DiskScanner(block.lines, 0).run();
    if (scan.tables.isEmpty() || scan.tables.constFirst().isEmpty()) {
        return {};
    }
    QStringList devices;
    for (const DiskRow &row : scan.tables.constFirst()) {
        devices.append(row.device);
    }
    const VmstatCommandLine command = VmstatCommandLine::fromPreamble(block.preamble);
    TimeSeries series(diskColumns(devices), command.interval().value_or(1.0), true);
    for (const DiskTable &table : std::as_const(scan.tables)) {
        const std::vector<double> sample = tableSample(table, devices, &scan.diagnostics);
        const int line = table.isEmpty() ? 0 : table.constFirst().line;
        series.appendSample(double(series.sampleCount()) * series.intervalSeconds(), sample, line);
    }

    return ParseResult::one(CaptureKind::Vmstat,
        scan.wide ? u"procps-ng -d -w"_s : u"procps-ng -d"_s, std::move(series),
        std::move(scan.diagnostics));
}

LogParser vmstatDiskParser()
{
    return LogParser(u"vmstat-disk"_s, CaptureKind::Vmstat, &detectBlock, &parseBlock);
}

} // namespace vmscope
