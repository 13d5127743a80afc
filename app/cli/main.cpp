// SPDX-License-Identifier: GPL-2.0-or-later
// vmscope-cli: the headless front end (analyze and compare now; export and report follow).
#include "app/analyzecommand.h"
#include "app/comparecommand.h"
#include "app/pluraltranslator.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

int usageError(QTextStream &err, const QString &message)
{
    err << u"vmscope-cli: "_s << message << u"\n"_s
        << QCoreApplication::translate("main", "Try 'vmscope-cli --help'.") << u'\n';
    return vmscope::ExitBadInput;
}

QString tr(const char *text) { return QCoreApplication::translate("main", text); }

/// `compare`'s options, or a usage error in `error`.
std::optional<vmscope::CompareOptions> compareOptions(const QCommandLineParser &parser,
    QString *error)
{
    vmscope::CompareOptions options;
    options.inputs = parser.positionalArguments().mid(1);
    options.baseline = parser.value(u"baseline"_s);
    options.groups = parser.values(u"group"_s);
    options.metrics = parser.values(u"metric"_s);
    const int formats = int(parser.isSet(u"json"_s)) + int(parser.isSet(u"csv"_s))
        + int(parser.isSet(u"format"_s));
    if (formats > 1) {
        *error = tr("--format, --json and --csv exclude each other");
        return std::nullopt;
    }
    const QString format = parser.isSet(u"json"_s) ? u"json"_s
        : parser.isSet(u"csv"_s)                   ? u"csv"_s
                                                   : parser.value(u"format"_s);
    if (format == u"json") {
        options.format = vmscope::CompareOptions::Format::Json;
    } else if (format == u"csv") {
        options.format = vmscope::CompareOptions::Format::Csv;
    } else if (format == u"text") {
        options.format = vmscope::CompareOptions::Format::Text;
    } else {
        *error = tr("--format takes text, csv or json, not '%1'").arg(format);
        return std::nullopt;
    }
    if (parser.isSet(u"all"_s)) {
        options.rows = -1;
    }
    if (parser.isSet(u"width"_s)) {
        bool ok = false;
        options.width = parser.value(u"width"_s).toInt(&ok);
        if (!ok || options.width < 40) {
            *error = tr("--width needs a number of columns, 40 or more");
            return std::nullopt;
        }
    }
    return options;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    vmscope::installTranslators();
    QCoreApplication::setApplicationName(u"vmscope-cli"_s);
    QCoreApplication::setApplicationVersion(u"0.1"_s);
    QTextStream out(stdout);
    QTextStream err(stderr);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main",
        "Finds vmstat, top, profile, oops and slabinfo logs in mail threads and capture "
        "files.\n\nCommands:\n  analyze FILE...   list every log found, with diagnostics\n"
        "  compare FILE...   the profiles (else the slabinfo captures) found, side by side\n"
        "                    against a baseline; else statistics of the vmstat (or top)\n"
        "                    runs by kernel (mean, p95, Welch's t, Mann-Whitney U)\n"
        "                    and the benchmark result tables by kernel"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"command"_s, QCoreApplication::translate("main", "analyze or compare"));
    parser.addPositionalArgument(
        u"files"_s,
        QCoreApplication::translate("main", "Input files; '-' reads standard input, ':demo' the "
                                            "embedded demo thread."),
        u"FILE..."_s);
    const QCommandLineOption json(u"json"_s,
                                  QCoreApplication::translate("main", "Write JSON (docs/cli-json.md)."));
    const QCommandLineOption values(
        u"values"_s, QCoreApplication::translate("main", "With --json, include every value."));
    parser.addOption(json);
    parser.addOption(values);
    const QCommandLineOption systemMap(
        u"system-map"_s,
        QCoreApplication::translate("main", "Resolve raw oops addresses with this System.map."),
        u"FILE"_s);
    parser.addOption(systemMap);
    const QCommandLineOption threshold(u"threshold"_s,
        tr("analyze: set a stall rule threshold, as io-stall.min-samples=3 (docs/stalls.md); "
           "repeatable."),
        u"KEY=VALUE"_s);
    parser.addOption(threshold);
    const QCommandLineOption baseline(u"baseline"_s,
        tr("compare: the label to compare against (default: the first found)."), u"LABEL"_s);
    const QCommandLineOption csv(u"csv"_s, tr("compare: write CSV (as --format csv)."));
    const QCommandLineOption format(u"format"_s,
        tr("compare: text (a 72-column mail table, the default), csv or json."), u"FORMAT"_s,
        u"text"_s);
    const QCommandLineOption group(u"group"_s,
        tr("compare: also sum the symbols starting with a prefix, as `journal_*`; repeatable."),
        u"PREFIX*"_s);
    const QCommandLineOption all(u"all"_s, tr("compare: list every symbol, not the 20 largest changes."));
    const QCommandLineOption width(u"width"_s, tr("compare: text width in columns (72)."), u"N"_s);
    const QCommandLineOption metric(u"metric"_s,
        tr("compare: with vmstat or top runs, a column to tabulate (default bo, in, cs, id); "
           "repeatable."),
        u"KEY"_s);
    parser.addOptions({ baseline, csv, format, group, all, width, metric });
    if (!parser.parse(app.arguments())) {
        return usageError(err, parser.errorText());
    }
    if (parser.isSet(u"help"_s)) {
        out << parser.helpText();
        return vmscope::ExitOk;
    }
    if (parser.isSet(u"version"_s)) {
        out << u"vmscope-cli 0.1\n"_s;
        return vmscope::ExitOk;
    }
    const QStringList arguments = parser.positionalArguments();
    if (arguments.isEmpty()) {
        return usageError(err, QCoreApplication::translate("main", "no command given"));
    }
    const QString command = arguments.constFirst();
    if (command != u"analyze" && command != u"compare") {
        return usageError(err, QCoreApplication::translate("main", "unknown command '%1'")
                                   .arg(command));
    }
    if (arguments.size() < 2) {
        return usageError(err, QCoreApplication::translate("main", "%1 needs at least one FILE")
                                   .arg(command));
    }
    if (command == u"compare" && parser.isSet(threshold)) {
        return usageError(err, tr("--threshold goes with analyze"));
    }
    if (command == u"compare") {
        QString error;
        const std::optional<vmscope::CompareOptions> options = compareOptions(parser, &error);
        return options ? vmscope::runCompare(*options, out, err) : usageError(err, error);
    }
    for (const QCommandLineOption &compareOnly :
        { baseline, csv, format, group, all, width, metric }) {
        if (parser.isSet(compareOnly)) {
            return usageError(err, tr("--%1 goes with compare").arg(compareOnly.names().constFirst()));
        }
    }
    if (parser.isSet(values) && !parser.isSet(json)) {
        return usageError(err, QCoreApplication::translate("main", "--values goes with --json"));
    }
    vmscope::AnalyzeOptions options;
    options.inputs = arguments.mid(1);
    options.json = parser.isSet(json);
    options.values = parser.isSet(values);
    options.systemMap = parser.value(systemMap);
    for (const QString &assignment : parser.values(threshold)) {
        QString error;
        if (!vmscope::applyThreshold(options.thresholds, assignment, &error)) {
            return usageError(err, error);
        }
    }
    return vmscope::runAnalyze(options, out, err);
}
