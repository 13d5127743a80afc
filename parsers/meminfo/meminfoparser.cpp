// SPDX-License-Identifier: GPL-2.0-or-later
//
// /proc/meminfo as it reaches us, whole or in part, once or as a loop printed it:
//
//   === 10:00:05
//   MemTotal:       24684340 kB
//   MemFree:        14785700 kB
//   Active(anon):     123456 kB
//   HugePages_Total:       0
//
// 2.4 starts each snapshot with a table in bytes (`total: used: free: shared: buffers:
// cached:`, then `Mem:` and `Swap:` rows); it belongs to the snapshot but gives no columns,
// since the kB lines below it say the same. Keys come and go with the kernel's version and
// are read as they come. A snapshot ends where a key of it comes again; between snapshots a
// loop's separators (`=== snapshot 3 10:00:05`, `date`'s line, `----`) give the next one's
// time, and a separator that says something else (`== after the patch ==`) ends the series.
#include "parsers/meminfo/meminfoparser.h"

#include "parsers/common/snapshotloop.h"
#include "parsers/common/tokenize.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Keys every kernel since 2.4 prints; a block needs two of them, so that another `Key: 12`
/// list (/proc/PID/status) is not read as meminfo.
constexpr std::array knownKeys{ u"MemTotal", u"MemFree", u"MemAvailable", u"MemShared",
    u"Buffers", u"Cached", u"SwapCached", u"Active", u"Inactive", u"HighTotal", u"HighFree",
    u"LowTotal", u"LowFree", u"SwapTotal", u"SwapFree", u"Dirty", u"Writeback", u"AnonPages",
    u"Mapped", u"Shmem", u"Slab", u"SReclaimable", u"SUnreclaim", u"KernelStack", u"PageTables",
    u"CommitLimit", u"Committed_AS", u"VmallocTotal", u"VmallocUsed", u"VmallocChunk",
    u"HugePages_Total", u"HugePages_Free", u"Hugepagesize", u"Inact_dirty", u"Inact_clean",
    u"Inact_target" };

constexpr qsizetype longestKey = 40;
constexpr int leastKnownKeys = 2;

struct Entry
{
    QStringView key;
    double value = 0;
    bool kilobytes = false; // `kB` after the value; HugePages_* are counts
};

bool isKeyCharacter(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c == u'(' || c == u')';
}

/// A key and its colon (`Active(anon):`), as the first field of an entry.
std::optional<QStringView> keyOf(QStringView field)
{
    if (field.size() < 2 || field.size() > longestKey || !field.endsWith(u':')
        || !field.front().isLetter()) {
        return std::nullopt;
    }
    const QStringView key = field.chopped(1);
    return std::all_of(key.cbegin(), key.cend(), isKeyCharacter) ? std::optional(key) : std::nullopt;
}

using Entries = QVarLengthArray<Entry, 4>;

/// `Key:   123 kB` or `Key: 123`, mail may have collapsed the padding; or a whole snapshot
/// that an archive flattened onto one line (`MemTotal: 1882064 kB MemFree: 1376380 kB ...`).
Entries readEntries(QStringView text)
{
    Entries entries;
    const FieldList fields = stackFields(text);
    for (qsizetype i = 0; i < fields.size();) {
        const std::optional<QStringView> key = keyOf(fields.at(i));
        const std::optional<double> value
            = key && i + 1 < fields.size() ? parseUnsigned(fields.at(i + 1)) : std::nullopt;
        if (!value) {
            return {};
        }
        const bool kilobytes = i + 2 < fields.size() && fields.at(i + 2) == u"kB";
        const bool again = std::any_of(entries.cbegin(), entries.cend(),
            [&key](const Entry &entry) { return entry.key == *key; });
        if (again) {
            return {}; // snapshots flattened together: no one snapshot
        }
        entries.append({ *key, *value, kilobytes });
        i += kilobytes ? 3 : 2;
    }
    return entries;
}

bool isKnownKey(QStringView key)
{
    return std::find(knownKeys.cbegin(), knownKeys.cend(), key) != knownKeys.cend();
}

/// 2.4's table in bytes above the kB lines: its header, `Mem:` and `Swap:` rows.
bool isByteTableLine(QStringView text)
{
    // Red Hat's 2003 page shows it after a prompt: `root:	total:    	used:`.
    static const QRegularExpression header(uR"(^\s*(?:\w+:\s+)?total:\s+used:\s+free:\s+shared:)"_s);
    static const QRegularExpression row(uR"(^\s*(?:Mem|Swap):(?:\s+\d+){2,6}\s*$)"_s);
    return header.match(text).hasMatch() || row.match(text).hasMatch();
}

/// Cheap enough for every line of every input: a letter first, then a colon.
bool startsLikeMeminfo(QStringView text)
{
    const QStringView line = text.trimmed();
    return !line.isEmpty() && line.front().isLetter() && line.indexOf(u':') > 0
        && (!readEntries(line).isEmpty() || isByteTableLine(line));
}

ColumnInfo columnOf(const Entry &entry)
{
    const QString key = entry.key.toString();
    const QString unit = entry.kilobytes ? u"KiB"_s
        : key.startsWith(u"HugePages_") ? u"pages"_s
                                        : u"count"_s;
    const auto group = [&key]() {
        if (key.startsWith(u"Swap") || key.startsWith(u"Zswap")) {
            return u"swap"_s;
        }
        if (key.contains(u"Huge") || key.endsWith(u"PmdMapped")) {
            return u"huge pages"_s;
        }
        if (key.startsWith(u"DirectMap")) {
            return u"direct map"_s;
        }
        if (key.startsWith(u"Active") || key.startsWith(u"Inact") || key == u"Unevictable"
            || key == u"Mlocked") {
            return u"lru"_s;
        }
        static const QStringList kernel{ u"Slab"_s, u"SReclaimable"_s, u"SUnreclaim"_s,
            u"KReclaimable"_s, u"KernelStack"_s, u"PageTables"_s, u"SecPageTables"_s,
            u"Percpu"_s, u"Bounce"_s, u"HardwareCorrupted"_s };
        if (key.startsWith(u"Vmalloc") || kernel.contains(key)) {
            return u"kernel"_s;
        }
        static const QStringList writeback{ u"Dirty"_s, u"Writeback"_s, u"WritebackTmp"_s,
            u"NFS_Unstable"_s };
        if (writeback.contains(key)) {
            return u"writeback"_s;
        }
        return key.startsWith(u"Commit") ? u"commit"_s : u"memory"_s;
    };
    return { key, unit, group() };
}

/// The entries of one snapshot, as a walk over a block reads them.
struct Snapshot
{
    QList<Entry> entries;
    int firstLine = 0;
};

bool isMeminfo(const Snapshot &snapshot)
{
    const auto known = std::count_if(snapshot.entries.cbegin(), snapshot.entries.cend(),
        [](const Entry &entry) { return isKnownKey(entry.key); });
    return known >= leastKnownKeys;
}

/// The snapshot at `i` into `snapshot`; returns where it ends, `i` when none is there. Each
/// snapshot on its own needs meminfo's keys: /proc/PID/status after a blank line is no next one.
qsizetype readSnapshot(const QList<CleanLine> &lines, qsizetype i, Snapshot &snapshot)
{
    const qsizetype from = i;
    const int depth = lines.at(i).quoteDepth;
    const auto sameDepth = [&lines, depth](qsizetype at) { return atQuoteDepth(lines, at, depth); };
    snapshot.entries.clear();
    snapshot.firstLine = lines.at(i).physicalLine;
    bool table = false;
    for (; sameDepth(i) && isByteTableLine(lines.at(i).text); ++i) {
        table = true;
    }
    for (qsizetype blanks = 0; table && blanks < 2 && sameDepth(i) && lines.at(i).isBlank(); ++blanks) {
        ++i; // 2.4 pastes leave a line between the table and the kB lines
    }
    QSet<QStringView> keys;
    for (; sameDepth(i); ++i) {
        const Entries entries = readEntries(lines.at(i).text);
        const bool again = std::any_of(entries.cbegin(), entries.cend(),
            [&keys](const Entry &entry) { return keys.contains(entry.key); });
        if (entries.isEmpty() || again) {
            break; // a key that comes again starts the next snapshot
        }
        for (const Entry &entry : entries) {
            keys.insert(entry.key);
            snapshot.entries.append(entry);
        }
    }
    return snapshot.entries.isEmpty() || !isMeminfo(snapshot) ? from : i;
}

/// The walk over a block's snapshots, shared by detect() and parse(); the one read last is
/// in `snapshot`.
SnapshotLoop snapshotLoop(const QList<CleanLine> &lines, qsizetype start, const CleanLine *above,
    Snapshot &snapshot)
{
    return SnapshotLoop(lines, start, above,
        [&lines, &snapshot](qsizetype i) { return readSnapshot(lines, i, snapshot); },
        [&lines](qsizetype i) {
            return isByteTableLine(lines.at(i).text) || !readEntries(lines.at(i).text).isEmpty();
        });
}

} // namespace

static std::optional<BlockExtent> detectBlock(const QList<CleanLine> &lines, qsizetype start)
{
    if (start >= lines.size() || !startsLikeMeminfo(lines.at(start).text)) {
        return std::nullopt;
    }
    Snapshot snapshot;
    const qsizetype end = snapshotLoop(lines, start, SeparatorRun::lineAbove(lines, start), snapshot).run();
    return end > start ? std::optional(BlockExtent{ start, end, 100 }) : std::nullopt;
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    Q_UNUSED(context);
    if (block.lines.isEmpty()) {
        return {};
    }
    std::optional<TimeSeries> series;
    SnapshotTimes times(block.lineAbove());
    std::vector<double> sample;
    Snapshot snapshot;
    const auto store = [&](const LoopSnapshot &loop) {
        if (!series) {
            series.emplace(QList<ColumnInfo>(), 1.0, true);
            series->reserve(block.lines.size() / qsizetype(snapshot.entries.size()) + 1);
        }
        sample.assign(std::size_t(series->columnCount()), qQNaN());
        for (const Entry &entry : snapshot.entries) {
            qsizetype column = series->columnIndex(entry.key);
            if (column < 0) {
                series->addColumn(columnOf(entry));
                column = series->columnCount() - 1;
                sample.push_back(qQNaN());
            }
            sample[std::size_t(column)] = entry.value;
        }
        series->appendSample(times.next(loop), sample, snapshot.firstLine);
    };
    snapshotLoop(block.lines, 0, block.lineAbove(), snapshot).run(store);
    if (!series) {
        return {};
    }
    Diagnostics diagnostics;
    times.finish(*series, u"/proc/meminfo"_s, block.firstLine(), diagnostics);
    const bool bytesTable = isByteTableLine(block.lines.constFirst().text);
    return ParseResult::one(CaptureKind::Vmstat, bytesTable ? u"/proc/meminfo 2.4"_s : u"/proc/meminfo"_s,
        std::move(*series), diagnostics);
}

LogParser meminfoParser()
{
    return LogParser(u"meminfo"_s, CaptureKind::Vmstat, &detectBlock, &parseBlock,
        { uR"(MemTotal:\s+\d+ kB)"_s });
}

} // namespace vmscope
