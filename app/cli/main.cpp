// SPDX-License-Identifier: GPL-2.0-or-later
// vmscope-cli: the headless front end: analyze, compare, export.
#include "app/analyzecommand.h"
#include "app/comparecommand.h"
#include "app/exportcommand.h"
#include "app/pluraltranslator.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>
#include <cstring>
#include <memory>
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
    } else if (format == u"text" || format.isEmpty()) {
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

/// `export`'s options, or a usage error in `error`.
std::optional<vmscope::ExportOptions> exportOptions(const QCommandLineParser &parser,
    QString *error)
{
    vmscope::ExportOptions options;
    options.inputs = parser.positionalArguments().mid(1);
    options.metrics = parser.values(u"metric"_s);
    options.labels = parser.values(u"label"_s);
    options.notes = parser.values(u"note"_s);
    options.out = parser.value(u"out"_s);
    if (options.out.isEmpty()) {
        *error = tr("export needs --out FILE");
        return std::nullopt;
    }
    if (parser.isSet(u"range"_s)) {
        const auto range = vmscope::parseTimeRange(parser.value(u"range"_s));
        if (!range) {
            *error = tr("--range needs START:END in seconds with END after START, not '%1'")
                         .arg(parser.value(u"range"_s));
            return std::nullopt;
        }
        options.from = range->first;
        options.to = range->second;
    }
    if (parser.isSet(u"size"_s)) {
        const auto size = vmscope::parseExportSize(parser.value(u"size"_s));
        if (!size) {
            *error = tr("--size needs WIDTHxHEIGHT in pixels (50 to 20000), not '%1'")
                         .arg(parser.value(u"size"_s));
            return std::nullopt;
        }
        options.size = *size;
    }
    if (parser.isSet(u"dpi"_s)) {
        bool ok = false;
        options.dpi = parser.value(u"dpi"_s).toInt(&ok);
        if (!ok || options.dpi < 24 || options.dpi > 1200) {
            *error = tr("--dpi needs a number from 24 to 1200");
            return std::nullopt;
        }
    }
    if (parser.isSet(u"format"_s)) {
        options.format = vmscope::exportFormatNamed(parser.value(u"format"_s));
        if (!options.format || parser.value(u"format"_s).contains(u'.')) {
            *error = tr("--format is png, svg, pdf or csv, not '%1'").arg(parser.value(u"format"_s));
            return std::nullopt;
        }
    }
    const QString theme = parser.value(u"theme"_s);
    if (!theme.isEmpty() && theme != u"light" && theme != u"dark") {
        *error = tr("--theme is light or dark, not '%1'").arg(theme);
        return std::nullopt;
    }
    options.theme = theme == u"dark" ? vmscope::ExportTheme::Dark : vmscope::ExportTheme::Light;
    return options;
}

/// Whether the command (the first argument that is not an option or an option's value)
/// draws charts, which needs QApplication rather than QCoreApplication.
bool drawsCharts(int argc, char *argv[])
{
    static const char *const withValue[]
        = { "--system-map", "--threshold", "--baseline", "--group", "--width", "--metric", "--out",
              "--label", "--range", "--size", "--dpi", "--format", "--theme", "--note" };
    for (int index = 1; index < argc; ++index) {
        if (argv[index][0] != '-' || std::strcmp(argv[index], "-") == 0) {
            return std::strcmp(argv[index], "export") == 0 || std::strcmp(argv[index], "report") == 0;
        }
        for (const char *option : withValue) {
            if (std::strcmp(argv[index], option) == 0) {
                ++index;
            }
        }
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    // Charts render without a display: a CLI never opens a window.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    const std::unique_ptr<QCoreApplication> application = drawsCharts(argc, argv)
        ? std::make_unique<QApplication>(argc, argv)
        : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication &app = *application;
    vmscope::installTranslators();
    QCoreApplication::setApplicationName(u"vmscope-cli"_s);
    QCoreApplication::setApplicationVersion(u"0.1"_s);
    QTextStream out(stdout);
    QTextStream err(stderr);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Finds vmstat, top, profile, oops and slabinfo logs in mail threads and capture "
                "files.\n\nCommands:\n  analyze FILE...   list every log found, with diagnostics\n"
                "  compare FILE...   the profiles (else the slabinfo captures) found, side by side\n"
                "                    against a baseline; else statistics of the vmstat (or top)\n"
                "                    runs by kernel (mean, p95, Welch's t, Mann-Whitney U)\n"
                "                    and the benchmark result tables by kernel\n"
                "  export FILE...    charts of --metric KEY (PNG, SVG, PDF) or the data as CSV\n"
                "                    to --out FILE, with stalls, oopses and --note marked\n"
                "  report FILE...    sources, charts, findings, comparison and notes in one\n"
                "                    --out report.html (self-contained) or report.pdf"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"command"_s, QCoreApplication::translate("main", "analyze, compare, export or report"));
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
        tr("compare: text (a 72-column mail table, the default), csv or json; export: png, "
           "svg, pdf or csv (default: from the --out name)."),
        u"FORMAT"_s);
    const QCommandLineOption group(u"group"_s,
        tr("compare: also sum the symbols starting with a prefix, as `journal_*`; repeatable."),
        u"PREFIX*"_s);
    const QCommandLineOption all(u"all"_s, tr("compare: list every symbol, not the 20 largest changes."));
    const QCommandLineOption width(u"width"_s, tr("compare: text width in columns (72)."), u"N"_s);
    const QCommandLineOption metric(u"metric"_s,
        tr("compare: with vmstat or top runs, a column to tabulate (default bo, in, cs, id); "
           "export: a metric to chart or write; repeatable."),
        u"KEY"_s);
    parser.addOptions({ baseline, csv, format, group, all, width, metric });
    const QCommandLineOption exportOut(u"out"_s, tr("export: the file to write."), u"FILE"_s);
    const QCommandLineOption label(
        u"label"_s, tr("export: only the captures with this label; repeatable."), u"LABEL"_s);
    const QCommandLineOption range(
        u"range"_s, tr("export: the span to show, in seconds (10:60)."), u"START:END"_s);
    const QCommandLineOption size(
        u"size"_s, tr("export: chart size in pixels at 96 dpi (1200x800)."), u"WxH"_s);
    const QCommandLineOption dpi(u"dpi"_s, tr("export: PNG resolution (96); 192 doubles the "
                                              "pixels of --size."), u"N"_s);
    const QCommandLineOption theme(
        u"theme"_s, tr("export: light (default, for print) or dark."), u"THEME"_s);
    const QCommandLineOption note(u"note"_s,
        tr("export: a note on the first capture charted, as 12-30:dd started; repeatable."),
        u"FROM[-TO]:TEXT"_s);
    const QList<QCommandLineOption> exportOnly { exportOut, label, range, size, dpi, theme, note };
    parser.addOptions(exportOnly);
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
    if (command != u"analyze" && command != u"compare" && command != u"export"
        && command != u"report") {
        return usageError(err, QCoreApplication::translate("main", "unknown command '%1'")
                                   .arg(command));
    }
    if (arguments.size() < 2) {
        return usageError(err, QCoreApplication::translate("main", "%1 needs at least one FILE")
                                   .arg(command));
    }
    if (command == u"report") {
        if (parser.value(exportOut).isEmpty()) {
            return usageError(err, tr("report needs --out report.html or report.pdf"));
        }
        return vmscope::runReport(arguments.mid(1), parser.value(exportOut), out, err);
    }
    if (command == u"export") {
        for (const QCommandLineOption &other : { json, values, systemMap, threshold, baseline, csv, group, all, width }) {
            if (parser.isSet(other)) {
                return usageError(err, tr("--%1 does not go with export").arg(other.names().constFirst()));
            }
        }
        QString error;
        const std::optional<vmscope::ExportOptions> options = exportOptions(parser, &error);
        return options ? vmscope::runExport(*options, out, err) : usageError(err, error);
    }
    for (const QCommandLineOption &exportOption : exportOnly) {
        if (parser.isSet(exportOption)) {
            return usageError(err, tr("--%1 goes with export").arg(exportOption.names().constFirst()));
        }
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
