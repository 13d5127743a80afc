// SPDX-License-Identifier: GPL-2.0-or-later
//
// `vmstat -p sda1 1`: a header naming the partition, then one row per interval; the counters
// are cumulative since boot, sectors are 512 bytes:
//
// sda1          reads   read sectors  writes    requested writes
//                12345         987654       4567             345678
//
// Tolerated: procps 3.2's narrower header (`%-10s %10s ...`), which has the same words.
#include "parsers/vmstat/vmstatpartitionparser.h"

#include "parsers/common/tokenize.h"
#include "parsers/vmstat/vmstatcommandline.h"

#include <QRegularExpression>

#include <array>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

struct PartitionField
{
    QStringView key;
    QStringView unit;
};

constexpr std::array partitionFields{
    PartitionField{u"reads", u"count"}, PartitionField{u"read_sectors", u"sectors"},
    PartitionField{u"writes", u"count"}, PartitionField{u"requested_writes", u"sectors"}};

/// The partition a `-p` header names, or an empty string.
QString partitionOf(QStringView line)
{
    static const QRegularExpression header(
        uR"(^\s*(\S+)\s+reads\s+read sectors\s+writes\s+requested writes\s*$)"_s);
    return header.match(line).captured(1);
}

std::optional<QList<double>> readPartitionRow(QStringView line)
{
    const QList<QStringView> fields = splitFields(line);
    if (fields.size() != qsizetype(partitionFields.size())) {
        return std::nullopt;
    }
    QList<double> numbers;
    for (QStringView field : fields) {
        const std::optional<double> number = parseUnsigned(field);
        if (!number) {
            return std::nullopt;
        }
        numbers.append(*number);
    }
    return numbers;
}

/// Index after the last row below the header at `start`.
qsizetype rowsEnd(const QList<CleanLine> &lines, qsizetype start)
{
    const int depth = lines.at(start).quoteDepth;
    qsizetype i = start + 1;
    while (i < lines.size() && lines.at(i).quoteDepth == depth && readPartitionRow(lines.at(i).text)) {
        ++i;
    }
    return i;
}

} // namespace

static std::optional<BlockExtent> detectBlock(const QList<CleanLine> &lines,
                                                         qsizetype start)
{
    if (start >= lines.size() || partitionOf(lines.at(start).text).isEmpty()) {
        return std::nullopt;
    }
    const qsizetype end = rowsEnd(lines, start);
    if (end == start + 1) {
        return std::nullopt;
    }
    return BlockExtent{start, end, 100};
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    Q_UNUSED(context);
    if (block.lines.isEmpty()) {
        return {};
    }
    const QString partition = partitionOf(block.lines.constFirst().text);
    QList<ColumnInfo> columns;
    for (const PartitionField &field : partitionFields) {
        columns.append({partition + u'.' + field.key, field.unit.toString(), partition});
    }
    const VmstatCommandLine command = VmstatCommandLine::fromPreamble(block.preamble);
    TimeSeries series(columns, command.interval().value_or(1.0), true);
    const qsizetype end = rowsEnd(block.lines, 0);
    for (qsizetype i = 1; i < end; ++i) {
        const CleanLine &line = block.lines.at(i);
        const QList<double> row = *readPartitionRow(line.text);
        series.appendSample(double(i - 1) * series.intervalSeconds(), row, line.physicalLine);
    }

    return ParseResult::one(CaptureKind::Vmstat, u"procps-ng -p"_s, std::move(series));
}

LogParser vmstatPartitionParser()
{
    return LogParser(u"vmstat-partition"_s, CaptureKind::Vmstat, &detectBlock, &parseBlock);
}

} // namespace vmscope
