// SPDX-License-Identifier: GPL-2.0-or-later
//
// Benchmark results as threads paste them (see ../shared/formats/extras.md, sections 7-9):
//
//   SYSBENCH                                                     mmtests compare-kernels,
//           sysbench-with      low-latency  sysbench-without     headers on two lines
//             low-latency     block-2.6.33       low-latency
//       1  1266.02 ( 0.00%)  824.08 (-53.63%) 1278.55 ( 0.98%)
//   INVALID 1500 637 32.5 190544 299 3 U 15210624 1 48 2 2      SPEC SFS, version `2.0`
//   2.0                                                          wrapped onto its own line
//   real	0m1.501s / user	0m0.030s / sys	0m1.430s                bash `time` (or `real 1.50`)
//   make  0.03s user 1.43s system 97% cpu 1:02.33 total          zsh `time`
//   Throughput 50.7526 MB/sec 256 procs                          dbench 1-4, tbench
//   2.5.31-akpm: 2m 43s                                          run times, one per kernel
//
// Tolerated: `?` for blanks (fixed by the mail cleaner), a header on one line or two, or
// both halves run together on one line by an archive; rows whose pasted deltas do not match
// the values (reported, kept); INVALID runs (flagged, kept); `label:` lines between `time`
// and dbench lines. Lines longer than a table row could be are never read as rows.
#include "parsers/results/resulttableparser.h"

#include "parsers/common/tokenize.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// No table row is this long; longer lines are prose, base64 or damage and are not matched.
constexpr qsizetype longestRow = 2000;
/// Printed deltas are rounded to 0.01 %.
constexpr double deltaRounding = 0.005;

enum class Shape {
    None, Mmtests, SpecSfs, RunTimes, BashTime, GnuTime, ZshTime, Dbench, DbenchRuns, Lkp, Columns,
    Ruled
};

const QString &textAt(const QList<CleanLine> &lines, qsizetype i)
{
    static const QString none;
    return i >= 0 && i < lines.size() && lines.at(i).text.size() <= longestRow ? lines.at(i).text
                                                                               : none;
}

bool sameDepth(const QList<CleanLine> &lines, qsizetype i, int depth)
{
    return atQuoteDepth(lines, i, depth);
}

double toNumber(QStringView text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok ? value : std::nan("");
}

/// Half a unit of the last printed digit: how far the true value may be from the printed.
double halfUnitOf(QStringView number)
{
    // `1.3e+08`: the digits of the mantissa, scaled by the exponent.
    const qsizetype e = number.indexOf(u'e', 0, Qt::CaseInsensitive);
    const QStringView mantissa = e < 0 ? number : number.left(e);
    const double exponent = e < 0 ? 0 : number.mid(e + 1).toDouble();
    const qsizetype dot = mantissa.indexOf(u'.');
    const qsizetype decimals = dot < 0 ? 0 : mantissa.size() - dot - 1;
    return 0.5 * std::pow(10.0, exponent - double(decimals));
}

// ---- mmtests compare tables ----

struct Cell
{
    double value = 0;
    double halfUnit = 0;
    std::optional<double> delta;
    double deltaHalfUnit = deltaRounding; // half a unit of the delta's last printed digit
};

struct MmtestsRow
{
    QString key;
    QList<Cell> cells;
};

std::optional<MmtestsRow> readMmtestsRow(const QString &text)
{
    if (!text.contains(u"%)"_s) && !text.contains(u"%*"_s)) {
        return std::nullopt;
    }
    // `1518.87 (   0.00%)`, or `232.93 *   6.29%*` where the change is significant.
    static const QRegularExpression cell(
        uR"((-?\d+(?:\.\d+)?)\s*(?:\(\s*(-?\d+(?:\.\d+)?)%\)|\*\s*(-?\d+(?:\.\d+)?)%\*))"_s);
    MmtestsRow row;
    qsizetype previousEnd = -1;
    auto it = cell.globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        if (previousEnd < 0) {
            row.key = text.left(match.capturedStart()).simplified();
        } else if (!QStringView(text)
                        .sliced(previousEnd, match.capturedStart() - previousEnd)
                        .trimmed()
                        .isEmpty()) {
            return std::nullopt;
        }
        previousEnd = match.capturedEnd();
        // vmscope tests significance itself (Compare): the `*` marks are read past.
        row.cells.append(Cell { .value = toNumber(match.capturedView(1)),
            .halfUnit = halfUnitOf(match.capturedView(1)),
            .delta = toNumber(match.capturedView(match.hasCaptured(3) ? 3 : 2)) });
    }
    if (row.cells.size() < 2 || !QStringView(text).sliced(previousEnd).trimmed().isEmpty()) {
        return std::nullopt;
    }
    return row;
}

// ---- 0-day / LKP comparison tables ----
//
//   23393c6461422df5 0ba09b1733878afe838fe35c310
//   ---------------- ---------------------------
//            %stddev     %change         %stddev
//                \          |                \   (backslash, bar, backslash)
//       140227           -21.1%     110582 ±  3%  will-it-scale.52.threads
//
// A value per commit, each but the first after its change against the first, in %; `± 3%`
// (`~ 3%` before 2014, another character where a charset mangled `±`: `ą`, `Â±`) is the
// spread of the runs.

/// The commits heading an LKP table, with the dashes under them; none when line `start` is
/// no such heading.
/// A commit of an LKP table: its id, or a release tag in the baseline's place (`v6.4-rc2`).
const QString lkpCommit = uR"((?:[0-9a-f]{7,40}|v\d+\.\d+[\w.+~-]*))"_s;

QStringList lkpCommits(const QList<CleanLine> &lines, qsizetype start)
{
    // Commit ids, or a release tag in the baseline's place (`v6.4-rc2 5e32037c5065d2058264`).
    static const QRegularExpression ids(uR"(^\s*)"_s + lkpCommit + uR"((?:\s+)"_s + lkpCommit + uR"()+\s*$)"_s);
    static const QRegularExpression dashes(uR"(^\s*-{7,}(?:\s+-{7,})+\s*$)"_s);
    const int depth = lines.at(start).quoteDepth;
    const QString &heading = textAt(lines, start);
    if (heading.isEmpty() || !ids.match(heading).hasMatch() || !sameDepth(lines, start + 1, depth)
        || !dashes.match(textAt(lines, start + 1)).hasMatch()) {
        return {};
    }
    QStringList commits;
    for (const QStringView id : splitFields(heading)) {
        commits.append(id.toString());
    }
    return commits;
}

/// Where the commits heading of an LKP table is when line `start` opens what LKP prints above
/// it: the `====` rule, the parameters' names (`tbox_group/testcase/...:`) and values, then
/// `commit:` and the commits one a line (`  v6.4-rc2`, `  5e32037c50 ("memcg: ...")`); the
/// heading itself when it is at `start`; -1 otherwise.
qsizetype lkpHeadingFrom(const QList<CleanLine> &lines, qsizetype start)
{
    static const QRegularExpression rule(uR"(^\s*={20,}\s*$)"_s);
    static const QRegularExpression names(uR"(^\s*[\w-]+(?:/[\w-]+)+:\s*$)"_s);
    static const QRegularExpression commitsLine(uR"(^\s*commits?:\s*$)"_s);
    static const QRegularExpression commit(uR"(^\s+)"_s + lkpCommit + uR"((?:\s+\(.*\))?\s*$)"_s);
    const int depth = lines.at(start).quoteDepth;
    const auto at = [&](qsizetype i) -> const QString & { return textAt(lines, i); };
    const auto skipBlanks = [&](qsizetype i) {
        while (i - start < 16 && sameDepth(lines, i, depth) && lines.at(i).isBlank()) {
            ++i;
        }
        return i;
    };
    qsizetype i = start;
    if (rule.match(at(i)).hasMatch() && sameDepth(lines, i + 2, depth) && names.match(at(i + 1)).hasMatch()) {
        i = skipBlanks(i + 2); // the values may sit after a blank line, as the names are long
        i = skipBlanks(i + 1);
    }
    if (sameDepth(lines, i, depth) && commitsLine.match(at(i)).hasMatch()) {
        ++i;
        while (i - start < 16 && sameDepth(lines, i, depth) && commit.match(at(i)).hasMatch()) {
            ++i;
        }
        i = skipBlanks(i);
    }
    if (!sameDepth(lines, i, depth) || (i > start && i - start >= 16)) {
        return -1;
    }
    return lkpCommits(lines, i).isEmpty() ? -1 : i;
}

/// `%stddev %change %stddev` and the `\ | \` under it.
bool isLkpLegend(const QString &text)
{
    static const QRegularExpression legend(uR"(^\s*(?:(?:%stddev|%change)\s*)+$|^\s*(?:[\\|]\s*)+$)"_s);
    return !text.isEmpty() && legend.match(text).hasMatch();
}

struct LkpRow
{
    QString key;
    QList<Cell> cells;
    bool spread = false; // a `± 3%` was read past
    bool points = false; // the changes are differences (`+0.8`), not percentages
};

std::optional<double> percentOf(QStringView token)
{
    if (!token.endsWith(u'%')) {
        return std::nullopt;
    }
    bool ok = false;
    const double value = token.chopped(1).toDouble(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

/// A row of an LKP table of `commits` columns, or nullopt.
std::optional<LkpRow> readLkpRow(QStringView text, qsizetype commits)
{
    const QList<QStringView> tokens = splitFields(text);
    LkpRow row;
    qsizetype t = 0;
    // A spread after a value: a mark of one or two characters that start no number, then a
    // percentage, together (`~10%`, `ą165%`) or apart (`± 3%`).
    const auto skipSpread = [&] {
        if (t >= tokens.size()) {
            return;
        }
        const QStringView token = tokens.at(t);
        qsizetype mark = 0;
        while (mark < token.size() && mark <= 2 && !token.at(mark).isDigit()
            && token.at(mark) != u'-' && token.at(mark) != u'+' && token.at(mark) != u'.') {
            ++mark;
        }
        if (mark == 0 || mark > 2) {
            return;
        }
        if (mark == token.size() && t + 1 < tokens.size() && percentOf(tokens.at(t + 1))) {
            t += 2;
            row.spread = true;
        } else if (mark < token.size() && percentOf(token.mid(mark))) {
            t += 1;
            row.spread = true;
        }
    };
    for (qsizetype c = 0; c < commits; ++c) {
        std::optional<double> change;
        if (c > 0) {
            if (t >= tokens.size() || !(tokens.at(t).startsWith(u'+') || tokens.at(t).startsWith(u'-'))) {
                return std::nullopt;
            }
            change = percentOf(tokens.at(t));
            if (!change) { // a metric in % changes by points: `+0.8`
                bool ok = false;
                change = tokens.at(t).toDouble(&ok);
                if (!ok || (c > 1 && !row.points)) {
                    return std::nullopt;
                }
                row.points = true;
            } else if (row.points) {
                return std::nullopt;
            }
            ++t;
        }
        bool ok = false;
        const double value = t < tokens.size() ? tokens.at(t).toDouble(&ok) : 0;
        if (!ok) {
            return std::nullopt;
        }
        // LKP prints the change with one decimal: -37.04% is `-37.0%`.
        const QStringView printed = c > 0 ? tokens.at(t - 1) : QStringView();
        const double changeHalfUnit = c > 0
            ? halfUnitOf(printed.endsWith(u'%') ? printed.chopped(1) : printed)
            : deltaRounding;
        row.cells.append(Cell { .value = value,
            .halfUnit = halfUnitOf(tokens.at(t)),
            .delta = change,
            .deltaHalfUnit = changeHalfUnit });
        ++t;
        skipSpread();
    }
    if (t >= tokens.size()) {
        return std::nullopt; // no metric name
    }
    QStringList name;
    for (; t < tokens.size(); ++t) {
        name.append(tokens.at(t).toString());
    }
    row.key = name.join(u' ');
    return row;
}

/// The column titles above the first row: one line, two lines (version over config), or the
/// two run together by an archive, perhaps after the table's name.
struct MmtestsHeader
{
    qsizetype begin = 0; // first line of the block
    QStringList columns;
    QString title;
};

/// `bottom`'s fields, a field that runs over a column edge of `top` (the right end of one of
/// its fields) cut there: mmtests right-aligns the titles, and a config name longer than its
/// column runs into the next one (`vanillasched-scalewakegran-v2r5` under two kernels).
QStringList fieldsCutAtEdges(const QString &top, const QString &bottom)
{
    QList<qsizetype> edges;
    for (const QStringView field : splitFields(top)) {
        edges.append(field.data() - top.constData() + field.size());
    }
    QStringList fields;
    for (const QStringView field : splitFields(bottom)) {
        qsizetype start = field.data() - bottom.constData();
        const qsizetype end = start + field.size();
        for (const qsizetype edge : std::as_const(edges)) {
            // A name that overran its column by a character or two is not cut at that edge.
            if (edge > start && edge < end - 2) {
                fields.append(bottom.mid(start, edge - start));
                start = edge;
            }
        }
        fields.append(bottom.mid(start, end - start));
    }
    return fields;
}

MmtestsHeader readMmtestsHeader(
    const QList<CleanLine> &lines, qsizetype firstRow, qsizetype columnCount)
{
    MmtestsHeader header;
    header.begin = firstRow;
    const int depth = lines.at(firstRow).quoteDepth;
    const auto fieldsAt = [&](qsizetype i) {
        QStringList fields;
        if (i < 0 || !sameDepth(lines, i, depth) || readMmtestsRow(textAt(lines, i))) {
            return fields;
        }
        for (const QStringView field : splitFields(textAt(lines, i))) {
            fields.append(field.toString());
        }
        return fields;
    };
    QStringList bottom = fieldsAt(firstRow - 1);
    const qsizetype n = columnCount;
    if (bottom.size() > 0 && bottom.size() < n && fieldsAt(firstRow - 2).size() == n) {
        bottom = fieldsCutAtEdges(textAt(lines, firstRow - 2), textAt(lines, firstRow - 1));
    }
    if (bottom.size() == n) {
        const QStringList top = fieldsAt(firstRow - 2);
        header.begin = firstRow - 1;
        header.columns = bottom;
        if (top.size() == n) {
            header.begin = firstRow - 2;
            for (qsizetype k = 0; k < n; ++k) {
                header.columns[k] = top.at(k) + u' ' + bottom.at(k);
            }
        }
    } else if (bottom.size() == 2 * n || bottom.size() == 2 * n + 1) {
        const qsizetype offset = bottom.size() - 2 * n;
        header.begin = firstRow - 1;
        if (offset == 1) {
            header.title = bottom.constFirst();
        }
        for (qsizetype k = 0; k < n; ++k) {
            header.columns.append(bottom.at(offset + k) + u' ' + bottom.at(offset + n + k));
        }
    }
    return header;
}

std::optional<BlockExtent> detectMmtests(const QList<CleanLine> &lines, qsizetype start)
{
    qsizetype firstRow = -1;
    std::optional<MmtestsRow> row = readMmtestsRow(textAt(lines, start));
    if (row) {
        firstRow = start;
    } else {
        for (qsizetype r = start + 1; r <= start + 2 && firstRow < 0; ++r) {
            if (!sameDepth(lines, r, lines.at(start).quoteDepth)) {
                return std::nullopt;
            }
            row = readMmtestsRow(textAt(lines, r));
            if (row && readMmtestsHeader(lines, r, row->cells.size()).begin == start) {
                firstRow = r;
            } else if (row) {
                return std::nullopt;
            }
        }
    }
    if (firstRow < 0) {
        return std::nullopt;
    }
    const int depth = lines.at(firstRow).quoteDepth;
    const qsizetype columns = row->cells.size();
    qsizetype end = firstRow + 1;
    while (sameDepth(lines, end, depth)) {
        const auto next = readMmtestsRow(textAt(lines, end));
        if (!next || next->cells.size() != columns) {
            break;
        }
        ++end;
    }
    return BlockExtent { .begin = start, .end = end, .confidence = 90 };
}

// ---- SPEC SFS, run times, time, dbench ----

/// The line grammars of these formats, compiled once.
struct Grammar
{
    /// A SPEC SFS run: load, throughput (IOPS), response (ms), operations, elapsed (s), NFS
    /// version, protocol, file set (MB), clients, processes, biod reads, biod writes, [SFS
    /// version].
    const QRegularExpression specRow { uR"(^\s*(INVALID\s+)?(\d+)\s+(\d+)\s+(\d+(?:\.\d+)?)\s+(\d+)\s+(\d+)\s+([23])\s+([UT])\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)(?:\s+(\d+\.\d+))?\s*$)"_s };
    /// `2.5.31-akpm: 2m 43s`, `2.4.17 with the -ac driver: 6:52 (!)`.
    const QRegularExpression runTime { uR"(^\s*([^\s:][^:]{0,59}?):\s+(?:(\d+)m\s*(\d+(?:\.\d+)?)s|(\d+):(\d\d(?:\.\d+)?))(?:\s+\(.{0,20}\))?\s*$)"_s };
    /// GNU time's default output: `0.01user 2.60system 0:20.13elapsed 12%CPU (0avgtext+...)k`,
    /// then `0inputs+0outputs (105major+76minor)pagefaults 0swaps`.
    const QRegularExpression gnuTime { uR"(^\s*(\d+(?:\.\d+)?)user\s+(\d+(?:\.\d+)?)system\s+((?:\d+:)?\d+:\d+(?:\.\d+)?)elapsed\s+\d+%CPU\b)"_s };
    /// dbench 1.x, one run a line and no client count: `Throughput 11.1771 MB/sec (NB=13.9714
    /// MB/sec  111.771 MBit/sec)`.
    const QRegularExpression dbenchRun { uR"(^\s*Throughput\s+(\d+(?:\.\d+)?)\s+MB/sec\s+\(NB=[^)]*\)\s*$)"_s };
    /// `real	0m1.501s` (bash) or `real 1.50` (POSIX `time -p`), likewise user and sys.
    const QRegularExpression bashTime { uR"(^\s*(real|user|sys)\s+(?:(\d+)m)?(\d+(?:\.\d+)?)(?:s[a-z]?)?\s*$)"_s };
    /// `awriter 0.07s user 3.50s system 99% cpu 3.594 total` (zsh's `time`).
    const QRegularExpression zshTime { uR"(^\s*(?:(.*\S)\s+)?(\d+(?:\.\d+)?)s user (\d+(?:\.\d+)?)s system (\d+(?:\.\d+)?)% cpu ((?:\d+:)?\d+(?:\.\d+)?) total\s*$)"_s };
    /// dbench's `Throughput 34.5 MB/sec 16 procs`, maybe after its kernel (`2.4.19: ...`).
    const QRegularExpression dbench { uR"(^\s*(?:([^\s:]+):\s+)?(Throughput)\s+(\d+(?:\.\d+)?)\s+MB/sec\b.*?\b(\d+)\s+(?:procs|clients)\b)"_s };
};

const Grammar &grammar()
{
    static const Grammar grammar;
    return grammar;
}

bool isSfsVersionLine(const QString &text)
{
    static const QRegularExpression version(uR"(^\s*\d+\.\d+\s*$)"_s);
    return version.match(text).hasMatch();
}

/// A small table of numbers under a line naming its columns (`Istances Throughput` over
/// `2 \t 46.6689` rows): the column names, or none when `text` is no such line.
/// The names of a columns table's header: split at tabs when tabs part them and blanks are
/// inside them (`Kernel\t\t\tMax JPM\t\tPercent change`), else at blanks; empty when
/// `text` is no such header.
QList<QStringList> columnNameChoices(QStringView text)
{
    static const QRegularExpression names(uR"(^\s*[A-Za-z][\w%/()-]*(?:[ \t]+[A-Za-z][\w%/()-]*){1,5}\s*$)"_s);
    if (text.size() > 80 || !names.match(text).hasMatch()) {
        return {};
    }
    QStringList fields;
    for (const QStringView field : splitFields(text)) {
        fields.append(field.toString());
    }
    static const QRegularExpression tabs(uR"(\s*\t\s*)"_s);
    const QStringList tabbed = text.contains(u'\t') ? text.trimmed().toString().split(tabs) : QStringList();
    if (tabbed.size() >= 2 && tabbed.size() != fields.size()) {
        return { tabbed, fields };
    }
    return { fields };
}

/// A number of a columns table: `1266.95`, or `8663,87` with a comma typed for the point (two
/// digits after it at most, so `1,234` is no such number).
std::optional<double> columnNumber(QStringView field)
{
    bool ok = false;
    const double value = field.toDouble(&ok);
    if (ok) {
        return value;
    }
    static const QRegularExpression comma(uR"(^-?\d+,\d{1,2}$)"_s);
    if (comma.match(field).hasMatch()) {
        return field.toString().replace(u',', u'.').toDouble();
    }
    return std::nullopt;
}

/// A row of a columns table of `count` columns: its key and its numbers. The key is a number
/// (`16  20.7133`) or a kernel (`2.6.4-rc1\t\t1284.43\t\t1.38`); a remark in brackets may
/// follow the numbers (`0.0 (deadline)`), and joins the key.
struct ColumnsRow
{
    QString key;
    QList<double> values; // the columns after the key
};

std::optional<ColumnsRow> readColumnsRow(QStringView text, qsizetype count)
{
    QList<QStringView> fields = splitFields(text);
    static const QRegularExpression remark(uR"(^\([\w .-]{1,30}\)$)"_s);
    QStringView said;
    if (fields.size() == count + 1 && remark.match(fields.constLast()).hasMatch()) {
        said = fields.takeLast();
    }
    if (fields.size() != count || count < 2) {
        return std::nullopt;
    }
    // A kernel names a configuration (`linux-2.6.3`, `2.6.4-rc1-mm2`); other words keyed by
    // numbers are a listing (`vmstat -m`'s caches), not results.
    static const QRegularExpression kernel(uR"(^(?:[A-Za-z][\w+~]*-)?v?\d+\.\d+[\w.+~-]*$)"_s);
    ColumnsRow row { fields.constFirst().toString(), {} };
    if (!columnNumber(fields.constFirst()) && !kernel.match(fields.constFirst()).hasMatch()) {
        return std::nullopt;
    }
    for (qsizetype f = 1; f < fields.size(); ++f) {
        const auto value = columnNumber(fields.at(f));
        if (!value) {
            return std::nullopt;
        }
        row.values.append(*value);
    }
    if (!said.isEmpty()) { // what tells two rows of one kernel apart: `2.6.4-rc1 (deadline)`
        row.key += u' ' + said.toString();
    }
    return row;
}

/// A caption between the parts of a columns table of `count` columns (`4-CPU  ( all AS )`
/// above the rows of the next machine), which read with the header above them; a header of
/// its own (`Clients  Latency`) starts another table instead.
bool isPartCaption(QStringView text, qsizetype count)
{
    const QStringView trimmed = text.trimmed();
    const QList<QStringList> names = columnNameChoices(text);
    const bool header = std::any_of(names.cbegin(), names.cend(),
        [count](const QStringList &choice) { return choice.size() == count; });
    return !trimmed.isEmpty() && trimmed.size() <= 60 && !trimmed.endsWith(u'.') && !header
        && std::any_of(trimmed.begin(), trimmed.end(), [](QChar c) { return c.isLetter(); });
}

/// The names of the columns table whose header is at `start`: the choice its first row reads
/// with, or empty.
QStringList columnNamesAt(const QList<CleanLine> &lines, qsizetype start)
{
    const int depth = lines.at(start).quoteDepth;
    for (const QStringList &names : columnNameChoices(textAt(lines, start))) {
        if (sameDepth(lines, start + 1, depth) && readColumnsRow(textAt(lines, start + 1), names.size())) {
            return names;
        }
    }
    return {};
}

/// The end of a columns table of `count` columns whose names are at `start`: its rows, and
/// the parts that follow under captions of their own (two rows each at least).
qsizetype columnsTableEnd(const QList<CleanLine> &lines, qsizetype start, int depth, qsizetype count)
{
    const auto rowsFrom = [&](qsizetype i) {
        while (sameDepth(lines, i, depth) && readColumnsRow(textAt(lines, i), count)) {
            ++i;
        }
        return i;
    };
    qsizetype end = rowsFrom(start + 1);
    if (end - start < 3) {
        return end;
    }
    for (;;) {
        qsizetype caption = end;
        while (caption - end < 2 && sameDepth(lines, caption, depth) && lines.at(caption).isBlank()) {
            ++caption;
        }
        if (!sameDepth(lines, caption, depth) || !isPartCaption(textAt(lines, caption), count)
            || readColumnsRow(textAt(lines, caption), count)) {
            return end;
        }
        const qsizetype partEnd = rowsFrom(caption + 1);
        if (partEnd - caption < 3) {
            return end;
        }
        end = partEnd;
    }
}

bool isGnuTimeSecondLine(QStringView text)
{
    static const QRegularExpression second(uR"(^\s*\d+inputs\+\d+outputs\b)"_s);
    return second.match(text).hasMatch();
}

/// A kernel name alone on its line before its results (`2.5.66-mm4:`).
bool isLabelLine(const QString &text)
{
    static const QRegularExpression label(uR"(^\s*[^\s:]{1,60}:\s*$)"_s);
    return label.match(text).hasMatch();
}

bool matches(const QRegularExpression &pattern, const QString &text)
{
    return !text.isEmpty() && pattern.match(text).hasMatch();
}

/// Seconds of `1:02.33` or `3.5`.
/// `3.594`, `0:20.13` or, past an hour, `1:02:03.45`.
double secondsOf(QStringView text)
{
    double seconds = 0;
    for (const QStringView part : text.split(u':')) {
        seconds = seconds * 60 + toNumber(part);
    }
    return seconds;
}

// ---- a table typed by hand: names underlined with dashes, cells with their units ----
//
//   Kernel                 Throughput      Elapsed Time
//   ------                 ----------      ------------
//   2.2.16                 3.1 MB/sec      33 min 53 secs

/// The cells of a hand-typed table's line: runs of text between two blanks or more.
QStringList ruledCells(QStringView text)
{
    static const QRegularExpression gap(uR"(\s{2,}|\t+)"_s);
    return text.trimmed().toString().split(gap, Qt::SkipEmptyParts);
}

/// A cell's value and unit: `3.1 MB/sec` (3.1, MB/sec), `33 min 53 secs` (2033, s), `14:32`
/// (872, s), `42`.
std::optional<std::pair<double, QString>> ruledValue(const QString &cell)
{
    static const QRegularExpression duration(
        uR"(^(?:(\d+)\s*h(?:ours?)?\s*)?(?:(\d+)\s*m(?:in(?:utes?|s)?)?\s*)?(?:(\d+(?:\.\d+)?)\s*s(?:ecs?|econds?)?)?$)"_s);
    static const QRegularExpression clock(uR"(^\d+(?::\d\d){1,2}(?:\.\d+)?$)"_s);
    static const QRegularExpression measure(uR"(^(-?\d+(?:\.\d+)?)\s*([A-Za-z%][\w%/]*)?$)"_s);
    if (const auto m = duration.match(cell); m.hasMatch() && (m.hasCaptured(1) || m.hasCaptured(2))
        && cell.contains(u' ')) {
        const double seconds = m.capturedView(1).toDouble() * 3600 + m.capturedView(2).toDouble() * 60
            + m.capturedView(3).toDouble();
        return std::pair(seconds, u"s"_s);
    }
    if (clock.match(cell).hasMatch()) {
        return std::pair(secondsOf(cell), u"s"_s);
    }
    if (const auto m = measure.match(cell); m.hasMatch()) {
        return std::pair(m.capturedView(1).toDouble(), m.captured(2));
    }
    return std::nullopt;
}

/// The names of a hand-typed table at `start`, when the next line underlines each with dashes.
QStringList ruledNames(const QList<CleanLine> &lines, qsizetype start)
{
    static const QRegularExpression dashes(uR"(^\s*-{2,}(?:\s+-{2,})+\s*$)"_s);
    const int depth = lines.at(start).quoteDepth;
    if (!sameDepth(lines, start + 1, depth) || !dashes.match(textAt(lines, start + 1)).hasMatch()) {
        return {};
    }
    const QStringList names = ruledCells(textAt(lines, start));
    const bool allNames = std::all_of(names.cbegin(), names.cend(),
        [](const QString &name) { return name.size() <= 30 && name.at(0).isLetter(); });
    if (names.size() < 2 || !allNames
        || splitFields(textAt(lines, start + 1)).size() != names.size()) {
        return {};
    }
    return names;
}

/// A row of a hand-typed table of `count` columns: its key and the cells after it read.
std::optional<QList<std::pair<double, QString>>> ruledRow(QStringView text, qsizetype count)
{
    const QStringList cells = ruledCells(text);
    if (cells.size() != count) {
        return std::nullopt;
    }
    QList<std::pair<double, QString>> values;
    for (qsizetype c = 1; c < cells.size(); ++c) {
        const auto value = ruledValue(cells.at(c));
        if (!value) {
            return std::nullopt;
        }
        values.append(*value);
    }
    return values;
}

/// Lines of one pattern, with `label:` lines between them when `labels` allows.
qsizetype walk(
    const QList<CleanLine> &lines, qsizetype start, const QRegularExpression &pattern, bool labels)
{
    const int depth = lines.at(start).quoteDepth;
    qsizetype end = start;
    while (sameDepth(lines, end, depth)) {
        if (matches(pattern, textAt(lines, end))) {
            ++end;
        } else if (labels && isLabelLine(textAt(lines, end)) && sameDepth(lines, end + 1, depth)
            && matches(pattern, textAt(lines, end + 1))) {
            end += 2;
        } else {
            break;
        }
    }
    return end;
}

struct Detection
{
    Shape shape = Shape::None;
    BlockExtent extent;
};

Detection detectShape(const QList<CleanLine> &lines, qsizetype start)
{
    if (start < 0 || start >= lines.size()) {
        return {};
    }
    if (const auto extent = detectMmtests(lines, start)) {
        return { .shape = Shape::Mmtests, .extent = *extent };
    }
    const QString &text = textAt(lines, start);
    if (text.isEmpty()) {
        return {};
    }
    const int depth = lines.at(start).quoteDepth;
    if (const qsizetype heading = lkpHeadingFrom(lines, start); heading >= 0) {
        const QStringList commits = lkpCommits(lines, heading);
        qsizetype end = heading + 2;
        qsizetype rows = 0;
        while (sameDepth(lines, end, depth)
            && (isLkpLegend(textAt(lines, end)) || readLkpRow(textAt(lines, end), commits.size()))) {
            rows += isLkpLegend(textAt(lines, end)) ? 0 : 1;
            ++end;
        }
        if (rows > 0) {
            return { .shape = Shape::Lkp,
                .extent = { .begin = start, .end = end, .confidence = 90 } };
        }
    }
    if (matches(grammar().specRow, text)) {
        qsizetype end = start + 1;
        while (sameDepth(lines, end, depth)
            && (matches(grammar().specRow, textAt(lines, end))
                || (isSfsVersionLine(textAt(lines, end))
                    && matches(grammar().specRow, textAt(lines, end - 1))))) {
            ++end;
        }
        return { .shape = Shape::SpecSfs,
            .extent = { .begin = start, .end = end, .confidence = 80 } };
    }
    if (matches(grammar().runTime, text)) {
        const qsizetype end = walk(lines, start, grammar().runTime, false);
        if (end - start < 2) {
            return {}; // one `label: 1m 23s` line is prose
        }
        return { .shape = Shape::RunTimes,
            .extent = { .begin = start, .end = end, .confidence = 70 } };
    }
    const auto bashLine = [&](qsizetype i, QStringView name) {
        const auto match = grammar().bashTime.match(textAt(lines, i));
        return sameDepth(lines, i, depth) && match.hasMatch() && match.capturedView(1) == name;
    };
    if (matches(grammar().gnuTime, text)) {
        const bool second = sameDepth(lines, start + 1, depth)
            && isGnuTimeSecondLine(textAt(lines, start + 1));
        return { .shape = Shape::GnuTime,
            .extent = { .begin = start, .end = start + (second ? 2 : 1), .confidence = 90 } };
    }
    if (bashLine(start, u"real") && bashLine(start + 1, u"user") && bashLine(start + 2, u"sys")) {
        return { .shape = Shape::BashTime,
            .extent = { .begin = start, .end = start + 3, .confidence = 90 } };
    }
    const qsizetype labelSkip = isLabelLine(text) ? 1 : 0;
    if (labelSkip == 0 || sameDepth(lines, start + 1, depth)) {
        const QString &first = textAt(lines, start + labelSkip);
        if (matches(grammar().zshTime, first)) {
            return { .shape = Shape::ZshTime,
                .extent = { .begin = start,
                    .end = walk(lines, start, grammar().zshTime, true),
                    .confidence = 90 } };
        }
        if (matches(grammar().dbench, first)) {
            return { .shape = Shape::Dbench,
                .extent = { .begin = start,
                    .end = walk(lines, start, grammar().dbench, true),
                    .confidence = 90 } };
        }
    }
    if (matches(grammar().dbenchRun, text)) {
        const qsizetype end = walk(lines, start, grammar().dbenchRun, false);
        if (end - start >= 2) {
            return { .shape = Shape::DbenchRuns,
                .extent = { .begin = start, .end = end, .confidence = 80 } };
        }
    }
    if (const QStringList names = ruledNames(lines, start); !names.isEmpty()) {
        qsizetype end = start + 2;
        while (sameDepth(lines, end, depth) && ruledRow(textAt(lines, end), names.size())) {
            ++end;
        }
        if (end - start >= 4) { // the names, their dashes and two rows at least
            return { .shape = Shape::Ruled, .extent = { .begin = start, .end = end, .confidence = 60 } };
        }
    }
    if (const QStringList names = columnNamesAt(lines, start); !names.isEmpty()) {
        const qsizetype end = columnsTableEnd(lines, start, depth, names.size());
        if (end - start >= 3) { // the names and two rows at least
            return { .shape = Shape::Columns,
                .extent = { .begin = start, .end = end, .confidence = 50 } };
        }
    }
    return {};
}

// ---- pasted deltas against recomputed ones ----

/// The range a formula gives over the values' rounding, widened by the delta's own rounding.
bool deltaFits(ResultTable::DeltaFormula formula, const Cell &base, const Cell &cell)
{
    if (!cell.delta) {
        return true;
    }
    double low = INFINITY;
    double high = -INFINITY;
    for (const double b : { base.value - base.halfUnit, base.value + base.halfUnit }) {
        for (const double v : { cell.value - cell.halfUnit, cell.value + cell.halfUnit }) {
            const auto delta = resultDelta(formula, b, v);
            if (!delta) {
                return std::abs(*cell.delta) <= cell.deltaHalfUnit;
            }
            low = std::min(low, *delta);
            high = std::max(high, *delta);
        }
    }
    constexpr double slack = 1e-9;
    return *cell.delta >= low - cell.deltaHalfUnit - slack
        && *cell.delta <= high + cell.deltaHalfUnit + slack;
}

constexpr std::array formulas { ResultTable::DeltaFormula::HigherIsBetter,
    ResultTable::DeltaFormula::LowerIsBetter, ResultTable::DeltaFormula::Change };

bool rowFits(ResultTable::DeltaFormula formula, const QList<Cell> &cells)
{
    for (qsizetype c = 1; c < cells.size(); ++c) {
        if (!deltaFits(formula, cells.constFirst(), cells.at(c))) {
            return false;
        }
    }
    return true;
}

class Builder
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::ResultTableParser)

public:
    Builder(const TextBlock &block, const ParseContext &context)
        : m_block(block)
        , m_context(context)
    {
    }

    ParseResult build(Shape shape)
    {
        m_table.title = titleFromPreamble();
        // One builder a shape, in the order of Shape.
        static constexpr void (Builder::*builders[])() = { nullptr,
            &Builder::buildMmtests, &Builder::buildSpecSfs, &Builder::buildRunTimes,
            &Builder::buildBashTime, &Builder::buildGnuTime, &Builder::buildZshTime,
            &Builder::buildDbench, &Builder::buildDbenchRuns, &Builder::buildLkp,
            &Builder::buildColumns, &Builder::buildRuled };
        static_assert(std::size(builders) == std::size_t(Shape::Ruled) + 1);
        if (const auto buildShape = builders[std::size_t(shape)]) {
            (this->*buildShape)();
        }
        ParseResult result;
        if (m_table.rows.isEmpty()) {
            result.diagnostics = std::move(m_diagnostics);
            return result;
        }
        if (m_cancelled) {
            m_diagnostics.append({ Diagnostic::Severity::Note, m_block.firstLine(),
                tr("loading was cancelled; the rows read so far are kept") });
        }
        Capture capture;
        capture.kind = CaptureKind::Results;
        capture.layout = m_layout;
        capture.diagnostics = std::move(m_diagnostics);
        if (!m_parts.isEmpty()) { // each part takes its own lines of the block
            capture.source.firstLine = m_block.firstLine();
            capture.source.lastLine = m_table.rows.constLast().line;
        }
        capture.payload = std::move(m_table);
        result.captures.append(std::move(capture));
        for (Part &part : m_parts) {
            Capture next;
            next.kind = CaptureKind::Results;
            next.layout = m_layout;
            next.label = part.table.title; // its caption names it, not the block's
            next.source.firstLine = part.captionLine;
            next.source.lastLine = part.table.rows.isEmpty() ? part.captionLine : part.table.rows.constLast().line;
            next.payload = std::move(part.table);
            result.captures.append(std::move(next));
        }
        return result;
    }

private:
    /// The prose line just above a table usually names it ("SYSBENCH", "Results (average
    /// of 4 runs):"); a long line is a paragraph, not a name.
    QString titleFromPreamble() const
    {
        for (qsizetype i = m_block.preamble.size() - 1; i >= 0; --i) {
            const QString text = m_block.preamble.at(i).text.simplified();
            if (!text.isEmpty()) {
                return text.size() <= 72 ? text : QString();
            }
        }
        return {};
    }

    const QString &line(qsizetype i) const { return textAt(m_block.lines, i); }
    int physical(qsizetype i) const { return m_block.lines.at(i).physicalLine; }

    bool cancelledAt(qsizetype i)
    {
        if (i % 1000 == 0 && m_context.cancelled()) {
            m_cancelled = true;
        }
        return m_cancelled;
    }

    /// What every shape's builder states first: its layout's name, the benchmark and which
    /// way is better.
    void startTable(const QString &layout, const QString &benchmark, ResultTable::Better better)
    {
        m_layout = layout;
        m_table.benchmark = benchmark;
        m_table.better = better;
    }

    QString columnLabel() const
    {
        return m_block.label.isEmpty() ? m_table.benchmark : m_block.label;
    }

    /// dbench 1.x runs, one a row, in the column of the block's label.
    void buildDbenchRuns()
    {
        startTable(u"dbench runs"_s, u"dbench"_s, ResultTable::Better::Higher);
        m_table.columns = { u"Throughput"_s };
        m_table.units = { u"MB/sec"_s };
        for (qsizetype i = 0; i < m_block.lines.size() && !cancelledAt(i); ++i) {
            const auto match = grammar().dbenchRun.match(line(i));
            if (!match.hasMatch()) {
                continue;
            }
            ResultRow row;
            row.key = QString::number(m_table.rows.size() + 1);
            row.line = physical(i);
            row.values = { toNumber(match.capturedView(1)) };
            row.pastedDeltas = { std::nullopt };
            m_table.rows.append(std::move(row));
        }
    }

    /// A table of measures under `names` (the first names the rows' keys), units unknown yet.
    void startMeasures(const QString &layout, const QStringList &names)
    {
        m_layout = layout;
        m_table.benchmark = names.value(1);
        m_table.columnKind = ResultTable::ColumnKind::Measures;
        m_table.columns = names.mid(1);
        m_table.units = QStringList(m_table.columns.size(), QString());
    }

    /// A header of names, rows of a key and numbers, maybe more parts under captions of their
    /// own (a machine each): a table each, with the header's names.
    void buildColumns()
    {
        const QStringList names = columnNamesAt(m_block.lines, 0);
        startMeasures(u"columns"_s, names);
        ResultTable *table = &m_table;
        for (qsizetype i = 1; i < m_block.lines.size() && !cancelledAt(i); ++i) {
            const auto read = readColumnsRow(line(i), names.size());
            if (!read) {
                if (isPartCaption(line(i), names.size()) && !table->rows.isEmpty()) {
                    ResultTable part = m_table;
                    part.rows.clear();
                    part.title = line(i).simplified();
                    m_parts.append({ std::move(part), physical(i) });
                    table = &m_parts.last().table;
                }
                continue;
            }
            ResultRow row;
            row.key = read->key;
            row.line = physical(i);
            row.values = read->values;
            row.pastedDeltas = QList<std::optional<double>>(row.values.size());
            table->rows.append(std::move(row));
        }
    }

    /// A hand-typed table: its names, a row a configuration, each cell with its unit.
    void buildRuled()
    {
        const QStringList names = ruledNames(m_block.lines, 0);
        startMeasures(u"table"_s, names);
        for (qsizetype i = 2; i < m_block.lines.size() && !cancelledAt(i); ++i) {
            const auto cells = ruledRow(line(i), names.size());
            if (!cells) {
                continue;
            }
            ResultRow row;
            row.key = ruledCells(line(i)).constFirst();
            row.line = physical(i);
            for (qsizetype c = 0; c < cells->size(); ++c) {
                row.values.append(cells->at(c).first);
                if (m_table.units[c].isEmpty()) {
                    m_table.units[c] = cells->at(c).second;
                }
            }
            row.pastedDeltas = QList<std::optional<double>>(row.values.size());
            m_table.rows.append(std::move(row));
        }
    }

    void buildMmtests()
    {
        m_layout = u"mmtests"_s;
        qsizetype first = 0;
        while (first < m_block.lines.size() && !readMmtestsRow(line(first))) {
            ++first;
        }
        if (first == m_block.lines.size()) {
            return;
        }
        const qsizetype columns = readMmtestsRow(line(first))->cells.size();
        const MmtestsHeader header = readMmtestsHeader(m_block.lines, first, columns);
        m_table.benchmark = header.title.isEmpty() ? m_table.title : header.title;
        if (!header.title.isEmpty()) {
            m_table.title = header.title;
        }
        m_table.columns = header.columns;
        if (m_table.columns.isEmpty()) {
            for (qsizetype k = 0; k < columns; ++k) {
                m_table.columns.append(QString::number(k + 1));
            }
            m_diagnostics.append({ Diagnostic::Severity::Note, physical(first),
                tr("the table has no column header; its %n column(s) are "
                   "numbered",
                    nullptr, int(columns)) });
        }
        m_table.units = QStringList(columns, QString());
        QList<QList<Cell>> cells;
        for (qsizetype i = first; i < m_block.lines.size() && !cancelledAt(i); ++i) {
            const auto row = readMmtestsRow(line(i));
            if (!row || row->cells.size() != columns) {
                m_diagnostics.append({ Diagnostic::Severity::Warning, physical(i),
                    tr("row does not read as %n value(s) with deltas", nullptr, int(columns)) });
                continue;
            }
            ResultRow result;
            result.key = row->key.isEmpty() ? QString::number(m_table.rows.size() + 1) : row->key;
            result.line = physical(i);
            for (const Cell &cell : row->cells) {
                result.values.append(cell.value);
                result.pastedDeltas.append(cell.delta);
            }
            m_table.rows.append(std::move(result));
            cells.append(row->cells);
        }
        checkDeltas(cells);
    }

    /// An LKP table: a column per commit, the first the baseline, each change as printed.
    void buildLkp()
    {
        startTable(u"LKP"_s, u"0-day (LKP)"_s, ResultTable::Better::Unknown);
        const qsizetype heading = lkpHeadingFrom(m_block.lines, 0);
        m_table.columns = lkpCommits(m_block.lines, heading);
        m_table.units = QStringList(m_table.columns.size(), QString());
        m_table.formula = ResultTable::DeltaFormula::Change;
        bool spread = false;
        for (qsizetype i = heading + 2; i < m_block.lines.size() && !cancelledAt(i); ++i) {
            if (isLkpLegend(line(i))) {
                continue;
            }
            const auto row = readLkpRow(line(i), m_table.columns.size());
            if (!row) {
                m_diagnostics.append({ Diagnostic::Severity::Warning, physical(i),
                    tr("row does not read as %n commit(s) with changes", nullptr,
                        int(m_table.columns.size())) });
                continue;
            }
            spread = spread || row->spread;
            const auto formula
                = row->points ? ResultTable::DeltaFormula::Difference : ResultTable::DeltaFormula::Change;
            if (row->points && m_table.rowFormulas.isEmpty()) {
                m_table.rowFormulas = QList<ResultTable::DeltaFormula>(
                    m_table.rows.size(), ResultTable::DeltaFormula::Change);
            }
            if (!m_table.rowFormulas.isEmpty()) {
                m_table.rowFormulas.append(formula);
            }
            if (!rowFits(formula, row->cells)) {
                m_diagnostics.append({ Diagnostic::Severity::Warning, physical(i),
                    tr("the %change printed is not the change of the values") });
            }
            ResultRow result;
            result.key = row->key;
            result.line = physical(i);
            for (const Cell &cell : row->cells) {
                result.values.append(cell.value);
                result.pastedDeltas.append(cell.delta);
            }
            m_table.rows.append(std::move(result));
        }
        if (spread) {
            m_diagnostics.append({ Diagnostic::Severity::Note, physical(0),
                tr("the runs' spread (± N%) is not kept; the values are the runs' means") });
        }
    }

    /// Picks the formula the pasted deltas were made with, row by row, and reports the
    /// deltas that none explains.
    void checkDeltas(const QList<QList<Cell>> &cells)
    {
        qsizetype bestFits = -1;
        for (const auto formula : formulas) {
            qsizetype fits = 0;
            for (const QList<Cell> &row : cells) {
                for (qsizetype c = 1; c < row.size(); ++c) {
                    fits += deltaFits(formula, row.constFirst(), row.at(c)) ? 1 : 0;
                }
            }
            if (fits > bestFits) {
                bestFits = fits;
                m_table.formula = formula;
            }
        }
        m_table.better = betterOf(m_table.formula);
        bool rowsDiffer = false;
        QList<ResultTable::DeltaFormula> rowFormulas;
        for (qsizetype r = 0; r < cells.size(); ++r) {
            const QList<Cell> &row = cells.at(r);
            auto formula = m_table.formula;
            if (!rowFits(formula, row)) {
                for (const auto other : formulas) {
                    if (rowFits(other, row)) {
                        formula = other;
                        rowsDiffer = true;
                        break;
                    }
                }
            }
            rowFormulas.append(formula);
            reportMismatches(r, formula, row);
        }
        if (rowsDiffer) {
            m_table.rowFormulas = rowFormulas;
        }
    }

    void reportMismatches(qsizetype r, ResultTable::DeltaFormula formula, const QList<Cell> &row)
    {
        const ResultRow &result = m_table.rows.at(r);
        if (row.constFirst().delta && std::abs(*row.constFirst().delta) > deltaRounding) {
            m_diagnostics.append({ Diagnostic::Severity::Warning, result.line,
                tr("the baseline of row %1 shows %2% instead of 0.00%")
                    .arg(result.key, QString::number(*row.constFirst().delta, 'f', 2)) });
        }
        for (qsizetype c = 1; c < row.size(); ++c) {
            if (deltaFits(formula, row.constFirst(), row.at(c))) {
                continue;
            }
            const auto recomputed = resultDelta(formula, row.constFirst().value, row.at(c).value);
            m_diagnostics.append({ Diagnostic::Severity::Warning, result.line,
                tr("row %1, column %2: pasted delta %3% differs from the recomputed %4%")
                    .arg(result.key, m_table.columns.value(c),
                        QString::number(*row.at(c).delta, 'f', 2),
                        recomputed ? QString::number(*recomputed, 'f', 2) : u"-"_s) });
        }
    }

    static ResultTable::Better betterOf(ResultTable::DeltaFormula formula)
    {
        switch (formula) {
        case ResultTable::DeltaFormula::HigherIsBetter:
            return ResultTable::Better::Higher;
        case ResultTable::DeltaFormula::LowerIsBetter:
            return ResultTable::Better::Lower;
        case ResultTable::DeltaFormula::Change:
        case ResultTable::DeltaFormula::Difference:
            break;
        }
        return ResultTable::Better::Unknown;
    }

    void buildSpecSfs()
    {
        m_layout = u"SPEC SFS"_s;
        m_table.benchmark = u"SPEC SFS"_s;
        m_table.columnKind = ResultTable::ColumnKind::Measures;
        m_table.columns = { u"throughput"_s, u"response time"_s, u"operations"_s, u"elapsed"_s };
        m_table.units = { u"IOPS"_s, u"ms"_s, QString(), u"s"_s };
        for (qsizetype i = 0; i < m_block.lines.size() && !cancelledAt(i); ++i) {
            const auto match = grammar().specRow.match(line(i));
            if (!match.hasMatch()) {
                continue; // the SFS version wrapped onto its own line
            }
            ResultRow row;
            row.key = match.captured(2); // the load asked for, IOPS
            row.line = physical(i);
            for (const int field : { 3, 4, 5, 6 }) {
                row.values.append(toNumber(match.capturedView(field)));
                row.pastedDeltas.append(std::nullopt);
            }
            if (match.hasCaptured(1)) {
                row.flags.append(u"INVALID"_s);
                m_diagnostics.append({ Diagnostic::Severity::Note, row.line,
                    tr("the run at load %1 is INVALID (over 1% of RPC calls failed); kept "
                       "and flagged")
                        .arg(row.key) });
            }
            m_table.rows.append(std::move(row));
        }
    }

    void buildRunTimes()
    {
        startTable(u"run times"_s, u"run time"_s, ResultTable::Better::Lower);
        ResultRow row;
        row.key = u"elapsed"_s;
        for (qsizetype i = 0; i < m_block.lines.size(); ++i) {
            const auto match = grammar().runTime.match(line(i));
            if (!match.hasMatch()) {
                continue;
            }
            if (row.line == 0) {
                row.line = physical(i);
            }
            m_table.columns.append(match.captured(1).trimmed());
            m_table.units.append(u"s"_s);
            row.values.append(match.hasCaptured(2)
                    ? toNumber(match.capturedView(2)) * 60 + toNumber(match.capturedView(3))
                    : toNumber(match.capturedView(4)) * 60 + toNumber(match.capturedView(5)));
            row.pastedDeltas.append(std::nullopt);
        }
        if (!row.values.isEmpty()) {
            m_table.rows.append(std::move(row));
        }
    }

    /// A `time` output: one column of seconds, named by the block's label.
    void startTimeTable(const QString &layout)
    {
        startTable(layout, u"time"_s, ResultTable::Better::Lower);
        m_table.columns = { columnLabel() };
        m_table.units = { u"s"_s };
    }

    void buildBashTime()
    {
        startTimeTable(u"bash time"_s);
        for (qsizetype i = 0; i < m_block.lines.size(); ++i) {
            const auto match = grammar().bashTime.match(line(i));
            if (!match.hasMatch()) {
                continue;
            }
            if (!match.hasCaptured(2)) {
                m_layout = u"time -p"_s;
            }
            ResultRow row;
            row.key = match.captured(1);
            row.line = physical(i);
            row.values = { toNumber(match.capturedView(2)) * 60 + toNumber(match.capturedView(3)) };
            if (!match.hasCaptured(2)) {
                row.values = { toNumber(match.capturedView(3)) };
            }
            row.pastedDeltas = { std::nullopt };
            m_table.rows.append(std::move(row));
        }
    }

    void buildGnuTime()
    {
        startTimeTable(u"GNU time"_s);
        const auto match = grammar().gnuTime.match(line(0));
        if (!match.hasMatch()) {
            return;
        }
        const std::pair<QString, double> rows[] = { { u"user"_s, toNumber(match.capturedView(1)) },
            { u"system"_s, toNumber(match.capturedView(2)) },
            { u"elapsed"_s, secondsOf(match.capturedView(3)) } };
        for (const auto &[key, seconds] : rows) {
            ResultRow row;
            row.key = key;
            row.line = physical(0);
            row.values = { seconds };
            row.pastedDeltas = { std::nullopt };
            m_table.rows.append(std::move(row));
        }
    }

    void buildZshTime()
    {
        startTable(u"zsh time"_s, u"time"_s, ResultTable::Better::Lower);
        m_table.columnKind = ResultTable::ColumnKind::Measures;
        m_table.columns = { u"user"_s, u"system"_s, u"cpu"_s, u"total"_s };
        m_table.units = { u"s"_s, u"s"_s, u"%"_s, u"s"_s };
        QString label;
        int runOfLabel = 0;
        for (qsizetype i = 0; i < m_block.lines.size() && !cancelledAt(i); ++i) {
            if (isLabelLine(line(i))) {
                label = line(i).trimmed().chopped(1);
                runOfLabel = 0;
                continue;
            }
            const auto match = grammar().zshTime.match(line(i));
            if (!match.hasMatch()) {
                continue;
            }
            ResultRow row;
            ++runOfLabel;
            if (!label.isEmpty()) {
                row.key = label + u" #"_s + QString::number(runOfLabel);
            } else if (match.hasCaptured(1)) {
                row.key = match.captured(1).left(40);
            } else {
                row.key = QString::number(m_table.rows.size() + 1);
            }
            row.line = physical(i);
            row.values = { toNumber(match.capturedView(2)), toNumber(match.capturedView(3)),
                toNumber(match.capturedView(4)), secondsOf(match.capturedView(5)) };
            row.pastedDeltas = QList<std::optional<double>>(4, std::nullopt);
            m_table.rows.append(std::move(row));
        }
    }

    /// Rows by process count, columns by kernel when lines carry one (`2.4.19:` before or
    /// on the line), so that kernels compare at equal load.
    void buildDbench()
    {
        startTable(u"dbench"_s, u"dbench"_s, ResultTable::Better::Higher);
        QString label;
        QStringList processCounts;
        for (qsizetype i = 0; i < m_block.lines.size() && !cancelledAt(i); ++i) {
            if (isLabelLine(line(i))) {
                label = line(i).trimmed().chopped(1);
                continue;
            }
            const auto match = grammar().dbench.match(line(i));
            if (!match.hasMatch()) {
                continue;
            }
            const QString column = match.hasCaptured(1) ? match.captured(1)
                : label.isEmpty()                       ? columnLabel()
                                                        : label;
            qsizetype c = m_table.columns.indexOf(column);
            if (c < 0) {
                c = m_table.columns.size();
                m_table.columns.append(column);
                m_table.units.append(u"MB/sec"_s);
                for (ResultRow &row : m_table.rows) {
                    row.values.append(std::nan(""));
                    row.pastedDeltas.append(std::nullopt);
                }
            }
            const QString procs = match.captured(4);
            qsizetype r = processCounts.indexOf(procs);
            if (r < 0) {
                r = processCounts.size();
                processCounts.append(procs);
                ResultRow row;
                row.key = tr("%1 procs").arg(procs);
                row.line = physical(i);
                row.values = QList<double>(m_table.columns.size(), std::nan(""));
                row.pastedDeltas = QList<std::optional<double>>(m_table.columns.size());
                m_table.rows.append(std::move(row));
            }
            double &cell = m_table.rows[r].values[c];
            if (!std::isnan(cell)) {
                m_diagnostics.append({ Diagnostic::Severity::Note, physical(i),
                    tr("a second result for %1 at %2 procs replaces the first")
                        .arg(column, procs) });
            }
            cell = toNumber(match.capturedView(3));
        }
    }

    const TextBlock &m_block;
    const ParseContext &m_context;
    ResultTable m_table;
    /// The parts of a columns table under captions of their own, after the first.
    struct Part
    {
        ResultTable table;
        int captionLine = 0;
    };
    QList<Part> m_parts;
    QString m_layout;
    Diagnostics m_diagnostics;
    bool m_cancelled = false;
};

} // namespace

static std::optional<BlockExtent> detectBlock(
    const QList<CleanLine> &lines, qsizetype start)
{
    const Detection detection = detectShape(lines, start);
    if (detection.shape == Shape::None) {
        return std::nullopt;
    }
    return detection.extent;
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    const Detection detection = detectShape(block.lines, 0);
    return Builder(block, context).build(detection.shape);
}

LogParser resultTableParser()
{
    return LogParser(u"results"_s, CaptureKind::Results, &detectBlock, &parseBlock);
}

} // namespace vmscope
