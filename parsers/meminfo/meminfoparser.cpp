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

#include "parsers/common/separatorrun.h"
#include "parsers/common/tokenize.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <array>
#include <functional>

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
/// Blank and separator lines a loop prints between two snapshots.
constexpr qsizetype mostLinesBetween = 4;

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

/// Where a scan hands the snapshots' entries, in order; `separatorTime` is set on a
/// snapshot after the first when the loop's separators before it carried a time.
struct Snapshot
{
    QList<Entry> entries;
    int firstLine = 0;
    bool afterSeparator = false;
    std::optional<TimestampLine> separatorTime;
};
using SnapshotSink = std::function<void(const Snapshot &snapshot)>;

/// One walk over a block: shared by detect() and parse(), so that both end it alike.
class Scanner
{
public:
    Scanner(const QList<CleanLine> &lines, qsizetype start, const CleanLine *above,
        SnapshotSink sink = {})
        : m_lines(lines)
        , m_start(start)
        , m_depth(lines.at(start).quoteDepth)
        , m_separators(above)
        , m_sink(std::move(sink))
    {
    }

    /// The end of the block, `m_start` when none starts there.
    qsizetype run()
    {
        qsizetype end = m_start;
        Snapshot snapshot;
        qsizetype i = m_start;
        for (;;) {
            // Each snapshot on its own: /proc/PID/status after a blank line is no next one.
            const qsizetype snapshotEnd = readSnapshot(i, snapshot);
            if (snapshotEnd == i || !isMeminfo(snapshot)) {
                break;
            }
            end = snapshotEnd;
            ++m_snapshots;
            if (m_sink) {
                m_sink(snapshot);
            }
            const std::optional<qsizetype> next = nextSnapshotAt(snapshotEnd, snapshot);
            if (!next) {
                break;
            }
            i = *next;
        }
        return end;
    }

    [[nodiscard]] qsizetype snapshots() const { return m_snapshots; }

private:
    bool sameDepth(qsizetype i) const { return atQuoteDepth(m_lines, i, m_depth); }

    static bool isMeminfo(const Snapshot &snapshot)
    {
        const auto known = std::count_if(snapshot.entries.cbegin(), snapshot.entries.cend(),
            [](const Entry &entry) { return isKnownKey(entry.key); });
        return known >= leastKnownKeys;
    }

    /// The entries of the snapshot at `i` into `snapshot` (its other fields left as they
    /// are); returns where it ends.
    qsizetype readSnapshot(qsizetype i, Snapshot &snapshot) const
    {
        const qsizetype from = i;
        snapshot.entries.clear();
        snapshot.firstLine = sameDepth(i) ? m_lines.at(i).physicalLine : 0;
        bool table = false;
        for (; sameDepth(i) && isByteTableLine(m_lines.at(i).text); ++i) {
            table = true;
        }
        for (qsizetype blanks = 0; table && blanks < 2 && sameDepth(i) && m_lines.at(i).isBlank(); ++blanks) {
            ++i; // 2.4 pastes leave a line between the table and the kB lines
        }
        QSet<QStringView> keys;
        for (; sameDepth(i); ++i) {
            const Entries entries = readEntries(m_lines.at(i).text);
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
        return snapshot.entries.isEmpty() ? from : i;
    }

    /// Where the next snapshot of the series starts after one that ended at `i`: right
    /// there when a key came again, or after blank lines and the loop's separators; nothing
    /// when the series ends. Sets the next snapshot's separator fields.
    std::optional<qsizetype> nextSnapshotAt(qsizetype i, Snapshot &next)
    {
        next.afterSeparator = false;
        next.separatorTime.reset();
        SeparatorRun separators = m_separators;
        qsizetype at = i;
        for (qsizetype between = 0; sameDepth(at) && !startsSnapshot(at); ++at) {
            if (++between > mostLinesBetween) {
                return std::nullopt;
            }
            if (m_lines.at(at).isBlank()) {
                continue;
            }
            const std::optional<SeparatorLine> separator = readSeparatorLine(m_lines.at(at).text);
            if (!separator || !separators.continues(*separator)) {
                return std::nullopt;
            }
            separators.take(*separator);
            next.afterSeparator = true;
            next.separatorTime = separator->time ? separator->time : next.separatorTime;
        }
        if (!sameDepth(at)) {
            return std::nullopt;
        }
        m_separators = separators;
        return at;
    }

    bool startsSnapshot(qsizetype i) const
    {
        return isByteTableLine(m_lines.at(i).text) || !readEntries(m_lines.at(i).text).isEmpty();
    }

    const QList<CleanLine> &m_lines;
    qsizetype m_start;
    int m_depth;
    SeparatorRun m_separators;
    SnapshotSink m_sink;
    qsizetype m_snapshots = 0;
};

} // namespace

static std::optional<BlockExtent> detectBlock(const QList<CleanLine> &lines, qsizetype start)
{
    if (start >= lines.size() || !startsLikeMeminfo(lines.at(start).text)) {
        return std::nullopt;
    }
    const qsizetype end = Scanner(lines, start, SeparatorRun::lineAbove(lines, start)).run();
    return end > start ? std::optional(BlockExtent{ start, end, 100 }) : std::nullopt;
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    Q_UNUSED(context);
    if (block.lines.isEmpty()) {
        return {};
    }
    std::optional<TimeSeries> series;
    const std::optional<SeparatorLine> above = SeparatorRun(block.lineAbove()).beforeFirstCopy();
    // The loop's interval is unknown until its separators say it.
    LoopClock clock(1.0, above ? above->time : std::nullopt);
    bool timed = above && above->time;
    std::vector<double> sample;
    const auto store = [&](const Snapshot &snapshot) {
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
        timed = timed || snapshot.separatorTime.has_value();
        series->appendSample(clock.next(snapshot.afterSeparator, snapshot.separatorTime), sample,
            snapshot.firstLine);
    };
    Scanner scanner(block.lines, 0, block.lineAbove(), store);
    scanner.run();
    if (!series) {
        return {};
    }
    if (timed && series->sampleCount() > 1) {
        const std::vector<double> &time = series->time();
        series->setInterval((time.back() - time.front()) / double(time.size() - 1), false);
    }
    series->setStartTime(clock.startTime());
    Diagnostics diagnostics;
    if (scanner.snapshots() > 1 && !timed) {
        diagnostics.append({ Diagnostic::Severity::Note, block.firstLine(),
            QCoreApplication::translate("vmscope::MeminfoParser",
                "%n snapshots of /proc/meminfo with no time between them: placed one second "
                "apart", nullptr, int(scanner.snapshots())) });
    }
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
