// SPDX-License-Identifier: GPL-2.0-or-later
// vmscope-bench: how long each import stage takes on a week of `vmstat 1` (or a FILE), and how
// much memory, as ratios against counting the lines of the same bytes in the same run (so the
// numbers mean something on any machine). Not a test: run it by hand, see README.md.
#include "core/analysis/stallrules.h"
#include "parsers/input/inputset.h"
#include "parsers/input/textdecoder.h"
#include "parsers/mail/mailcleaner.h"
#include "parsers/pipeline/segmenter.h"
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
    QString file; // time this file's stages instead of generated text
};

Options parseOptions(const QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Times each stage of an import (decode, clean, segment, parse, stall rules) on "
        u"generated `vmstat 1` text or on FILE."_s);
    parser.addHelpOption();
    const QCommandLineOption rows(u"rows"_s, u"Rows to generate (default: a week)."_s, u"N"_s);
    const QCommandLineOption repeat(u"repeat"_s, u"Runs per phase; the best counts."_s, u"N"_s);
    parser.addOptions({rows, repeat});
    parser.addPositionalArgument(u"FILE"_s, u"A log to time instead of generated text."_s);
    parser.process(app);
    Options options;
    options.rows = parser.isSet(rows) ? parser.value(rows).toLongLong() : rowsPerWeek;
    options.repeats = std::max(1, parser.value(repeat).toInt());
    options.file = parser.positionalArguments().value(0);
    return options;
}

/// The pipeline of planImport() run stage by stage, each timed with its peak RSS growth.
qsizetype timeStages(const QByteArray &bytes, int repeats)
{
    const vmscope::ParserRegistry registry = vmscope::ParserRegistry::withBuiltins();
    vmscope::DecodedText decoded;
    vmscope::CleanText clean;
    QList<vmscope::TextBlock> blocks;
    vmscope::ImportPlan plan;
    QList<vmscope::Finding> findings;
    qsizetype lines = 0;
    const Measurement baseline = measure([&] { lines = bytes.count('\n'); }, repeats);
    const Measurement decode
        = measure([&] { decoded = vmscope::decodeText(bytes); }, repeats);
    const Measurement cleaning = measure([&] {
        clean = vmscope::MailCleaner(registry.lineAnchors()).clean(decoded.text);
    }, repeats);
    const Measurement segment = measure([&] {
        blocks = vmscope::Segmenter(registry).segment(clean);
    }, repeats);
    qsizetype captures = 0;
    const Measurement parse = measure([&] {
        captures = 0;
        for (const vmscope::TextBlock &block : blocks) {
            captures += registry.parser(block.formatId)->parse(block, {}).captures.size();
        }
    }, repeats);
    clean = {};
    blocks = {};
    const Measurement whole = measure([&] {
        plan = vmscope::planImport(bytes, u"bench"_s, registry);
    }, repeats);
    const vmscope::Document document = vmscope::buildDocument(std::move(plan));
    const Measurement rules = measure([&] {
        findings = vmscope::analyzeDocument(document);
    }, repeats);
    report("baseline: count lines", baseline, baseline);
    report("decode", decode, baseline);
    report("clean", cleaning, baseline);
    report("segment", segment, baseline);
    report("parse", parse, baseline);
    report("planImport() (all four)", whole, baseline);
    report("stall rules", rules, baseline);
    const double megabytes = bytes.size() / 1e6;
    std::printf("  %.1f MB, %lld lines: planImport %.1f MB/s, with rules %.1f MB/s; "
                "%lld capture(s), %lld finding(s)\n",
                megabytes, qint64(lines), megabytes / whole.seconds,
                megabytes / (whole.seconds + rules.seconds), qint64(captures),
                qint64(findings.size()));
    return document.captures().size();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const Options options = parseOptions(app);
    if (!options.file.isEmpty()) {
        QFile file(options.file);
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "vmscope-bench: %s\n", qPrintable(file.errorString()));
            return 2;
        }
        const QByteArray bytes = file.readAll();
        std::printf("vmscope-bench: %s, %.1f MiB, best of %d\n", qPrintable(options.file),
                    bytes.size() / 1048576.0, options.repeats);
        return timeStages(bytes, options.repeats) > 0 ? 0 : 1;
    }
    const QByteArray text = generateVmstat(options.rows);
    std::printf("vmscope-bench: %lld rows of `vmstat 1` (%.2f days), %.1f MiB, best of %d\n",
                qint64(options.rows), options.rows / 86400.0, text.size() / 1048576.0,
                options.repeats);
    return timeStages(text, options.repeats) == 1 ? 0 : 1;
}
