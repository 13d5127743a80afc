// SPDX-License-Identifier: GPL-2.0-or-later
// vmscope-bench: how long loadBytes() takes on a week of `vmstat 1`, and how much memory, as a
// ratio against baselines run in the same invocation on the same bytes (so the numbers mean
// something on any machine). Not a test: run it by hand, see README.md.
#include "parsers/input/inputset.h"
#include "tools/bench/benchutil.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRandomGenerator>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace vmscope::bench;

namespace {

constexpr qsizetype rowsPerWeek = 7 * 24 * 60 * 60; // `vmstat 1`
constexpr qsizetype rowsPerHeader = 21;

/// procps-ng 3.3 as `vmstat 1` prints it, header included.
constexpr char header[] =
    "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n"
    " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st\n";

/// One plausible row; the CPU columns add up to 100 as vmstat's do.
void appendRow(QByteArray &text, QRandomGenerator &random)
{
    const int user = int(random.bounded(30));
    const int system = int(random.bounded(30));
    const int wait = int(random.bounded(20));
    char row[128];
    const int length = std::snprintf(
        row, sizeof row, "%2u %2u %6u %6u %6u %6u %4u %4u %5u %5u %4u %4u %2d %2d %2d %2d %2d\n",
        random.bounded(4), random.bounded(3), 112 + random.bounded(64),
        2000 + random.bounded(200000), random.bounded(4096), 140000 + random.bounded(8000),
        random.bounded(8), random.bounded(8), random.bounded(64), random.bounded(21000),
        1000 + random.bounded(6000), 50 + random.bounded(600), user, system,
        100 - user - system - wait, wait, 0);
    text.append(row, length);
}

QByteArray generateVmstat(qsizetype rows)
{
    QRandomGenerator random(2002); // the same bytes on every run
    QByteArray text;
    text.reserve(rows * 82);
    for (qsizetype row = 0; row < rows; ++row) {
        if (row % rowsPerHeader == 0) {
            text.append(header);
        }
        appendRow(text, random);
    }
    return text;
}

struct Options
{
    qsizetype rows = rowsPerWeek;
    int repeats = 1;
};

Options parseOptions(const QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Times loadBytes() on generated `vmstat 1` text."_s);
    parser.addHelpOption();
    const QCommandLineOption rows(u"rows"_s, u"Rows to generate (default: a week)."_s, u"N"_s);
    const QCommandLineOption repeat(u"repeat"_s, u"Runs per phase; the best counts."_s, u"N"_s);
    parser.addOptions({rows, repeat});
    parser.process(app);
    Options options;
    options.rows = parser.isSet(rows) ? parser.value(rows).toLongLong() : rowsPerWeek;
    options.repeats = std::max(1, parser.value(repeat).toInt());
    return options;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const Options options = parseOptions(app);
    const QByteArray text = generateVmstat(options.rows);
    std::printf("vmscope-bench: %lld rows of `vmstat 1` (%.2f days), %.1f MiB, best of %d\n",
                qint64(options.rows), options.rows / 86400.0, text.size() / 1048576.0,
                options.repeats);

    qsizetype lines = 0;
    const Measurement split = measure([&] { lines = text.split('\n').size(); }, options.repeats);
    const Measurement decode = measure(
        [&] { lines = QString::fromUtf8(text).split(u'\n').size(); }, options.repeats);
    const vmscope::ParserRegistry registry = vmscope::ParserRegistry::withBuiltins();
    vmscope::LoadResult loaded;
    const Measurement load = measure(
        [&] { loaded = vmscope::loadBytes(text, u"week.txt"_s, registry); }, options.repeats);

    report("baseline: split into lines", split, split);
    report("baseline: decode and split", decode, split);
    report("loadBytes()", load, split);
    const vmscope::CaptureList captures = loaded.document.captures();
    const qint64 rows = captures.isEmpty() ? 0 : qint64(captures.constFirst().rowCount());
    std::printf("  %lld lines; %lld capture(s), first has %lld rows\n", qint64(lines),
                qint64(captures.size()), rows);
    return captures.size() == 1 && rows == options.rows ? 0 : 1;
}
