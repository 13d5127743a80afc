// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/cli/commandline.h"

#include "parsers/input/decompressor.h"

#include "app/cli/analyzecommand.h"
#include "app/cli/comparecommand.h"
#include "app/cli/exportcommand.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QCoreApplication>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::CommandLine)
};

const char *const overview = QT_TRANSLATE_NOOP("vmscope::CommandLine",
    "Finds vmstat, top, profile, oops and slabinfo logs in mail threads "
    "and capture files.\n\nCommands:\n"
    "  analyze FILE...   every log found, with findings and diagnostics\n"
    "  compare FILE...   every comparison found: runs by kernel (mean, p95,\n"
    "                    Welch's t, Mann-Whitney U), benchmark result tables\n"
    "                    by kernel, profiles, slabinfo captures\n"
    "  export FILE...    charts of --metric KEY (PNG, SVG, PDF) or the data\n"
    "                    as CSV to --out FILE, stalls, oopses, --note marked\n"
    "  report FILE...    sources, charts, findings, comparisons and notes in\n"
    "                    one --out report.html (self-contained) or .pdf\n\n"
    "'vmscope-cli COMMAND --help' lists the options of a command.\n");

int usageError(QTextStream &err, const QString &message, const QString &command = {})
{
    err << u"vmscope-cli: "_s << message << u'\n'
        << Text::tr("Try 'vmscope-cli %1--help'.").arg(command.isEmpty() ? QString() : command + u' ')
        << u'\n';
    return ExitBadInput;
}

/// One command's parser: its arguments, its description, FILE..., --help and the options
/// added to it.
class CommandParser
{
public:
    CommandParser(const QString &command, const QStringList &arguments,
        const std::optional<QByteArray> &standardInput)
        : m_command(command)
        , m_arguments(arguments)
        , m_standardInput(standardInput)
    {
        m_parser.addHelpOption();
        m_parser.addPositionalArgument(u"files"_s,
            Text::tr("Inputs; '-' reads standard input, ':demo' the embedded demo thread."),
            u"FILE..."_s);
        // `--metric=bo` and `--metric bo`, never `-metric`: single dashes are files or errors.
        m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        m_parser.addOption(m_maxExpanded);
        m_parser.addOption(m_maxLogs);
    }

    void setDescription(const QString &description)
    {
        m_parser.setApplicationDescription(description);
    }

    /// A file whose name starts with '-' reads as options, as for every Unix tool; when one
    /// such argument is a file, the error says how to name it.
    QString fileLikeOptionHint() const
    {
        for (const QString &argument : m_arguments) {
            if (argument.startsWith(u'-') && argument.size() > 1 && QFileInfo::exists(argument)) {
                return u' '
                    + Text::tr("(for the file %1, write ./%1, or -- before the files)").arg(argument);
            }
        }
        return {};
    }

    QCommandLineOption add(const QString &name, const QString &help, const QString &value = {})
    {
        QCommandLineOption option(name, help, value);
        m_parser.addOption(option);
        return option;
    }

    /// Parses; the exit code when the command must stop there (help printed, or a usage
    /// error: an unknown option, no FILE).
    std::optional<int> parse(QTextStream &out, QTextStream &err)
    {
        if (!m_parser.parse(QStringList { u"vmscope-cli "_s + m_command } + m_arguments)) {
            return usageError(err, m_parser.errorText() + fileLikeOptionHint(), m_command);
        }
        if (m_parser.isSet(u"help"_s)) {
            // helpText() names the program as it was started; the usage is of this command.
            QString help = m_parser.helpText();
            help.replace(0, help.indexOf(u'\n'),
                u"Usage: vmscope-cli "_s + m_command + u" [options] FILE..."_s);
            out << help;
            return ExitOk;
        }
        if (m_parser.positionalArguments().isEmpty()) {
            return usageError(err, Text::tr("%1 needs at least one FILE").arg(m_command), m_command);
        }
        if (m_parser.isSet(m_maxExpanded)) {
            const std::optional<qint64> bytes = byteSizeFromText(m_parser.value(m_maxExpanded));
            if (!bytes) {
                return usageError(err,
                    Text::tr("--max-expanded takes a size such as 512M or 8G, not '%1'")
                        .arg(m_parser.value(m_maxExpanded)),
                    m_command);
            }
            m_limits.maxExpandedBytes = *bytes;
        }
        if (m_parser.isSet(m_maxLogs)) {
            bool ok = false;
            const qlonglong logs = m_parser.value(m_maxLogs).toLongLong(&ok);
            if (!ok || logs < 1) {
                return usageError(err,
                    Text::tr("--max-logs takes a count of at least 1, not '%1'")
                        .arg(m_parser.value(m_maxLogs)),
                    m_command);
            }
            m_limits.maxBlocks = qsizetype(logs);
        }
        return std::nullopt;
    }

    [[nodiscard]] const QCommandLineParser &parser() const { return m_parser; }
    [[nodiscard]] CommandInputs inputs() const
    {
        return { m_parser.positionalArguments(), m_standardInput, m_limits };
    }
    [[nodiscard]] QString command() const { return m_command; }

private:
    QString m_command;
    QStringList m_arguments;
    std::optional<QByteArray> m_standardInput;
    QCommandLineParser m_parser;
    QCommandLineOption m_maxExpanded { u"max-expanded"_s,
        Text::tr("The most a compressed input may expand to (default %1G); past it the input is "
           "refused.").arg(InputLimits::defaultMaxExpandedBytes >> 30),
        u"SIZE"_s };
    QCommandLineOption m_maxLogs { u"max-logs"_s,
        Text::tr("The most logs read from one input (default %1); the rest of it is left "
           "unread, with a warning that says from which line.").arg(InputLimits::defaultMaxBlocks),
        u"N"_s };
    InputLimits m_limits;
};

/// `--threshold KEY=VALUE`, repeatable, of the commands that run the stall rules.
QCommandLineOption addThresholdOption(CommandParser &command)
{
    return command.add(u"threshold"_s,
        Text::tr("Set a stall rule threshold, as io-stall.min-samples=3 (docs/stalls.md); "
           "repeatable."),
        u"KEY=VALUE"_s);
}

/// `--axis clock|elapsed` of the commands that draw charts: the window's Clock Time on the Axis.
QCommandLineOption addAxisOption(CommandParser &command)
{
    return command.add(u"axis"_s,
        Text::tr("The time axis: clock (default: the time of day where the captures printed it, "
                 "as vmstat -t and top do) or elapsed (seconds from the first sample)."),
        u"AXIS"_s);
}

bool readAxis(const QCommandLineParser &parser, TimeAxisStyle &axis, QString *error)
{
    if (!parser.isSet(u"axis"_s)) {
        return true;
    }
    const std::optional<TimeAxisStyle> named = timeAxisStyleNamed(parser.value(u"axis"_s));
    if (!named) {
        *error = Text::tr("--axis is clock or elapsed, not '%1'").arg(parser.value(u"axis"_s));
        return false;
    }
    axis = *named;
    return true;
}

bool readThresholds(const QStringList &assignments, StallThresholds &thresholds, QString *error)
{
    for (const QString &assignment : assignments) {
        if (!applyThreshold(thresholds, assignment, error)) {
            return false;
        }
    }
    return true;
}

int analyze(CommandParser &command, QTextStream &out, QTextStream &err)
{
    command.setDescription(
        Text::tr("Lists every log found in the inputs: captures, findings of the stall "
           "rules, diagnostics."));
    const QCommandLineOption json = command.add(u"json"_s, Text::tr("Write JSON (docs/cli-json.md)."));
    const QCommandLineOption values
        = command.add(u"values"_s, Text::tr("With --json, include every value."));
    const QCommandLineOption systemMap = command.add(
        u"system-map"_s, Text::tr("Resolve raw oops addresses with this System.map."), u"FILE"_s);
    const QCommandLineOption threshold = addThresholdOption(command);
    const QCommandLineOption follow = command.add(u"follow"_s,
        Text::tr("Then read the one input file again as it grows (vmstat 1 > log) and print each new "
           "finding as it appears, until interrupted or --idle."));
    const QCommandLineOption idle = command.add(u"idle"_s,
        Text::tr("With --follow, stop once the file has not grown for this many seconds."),
        u"SECONDS"_s);
    if (const std::optional<int> stop = command.parse(out, err)) {
        return *stop;
    }
    const QCommandLineParser &parser = command.parser();
    if (parser.isSet(values) && !parser.isSet(json)) {
        return usageError(err, Text::tr("--values goes with --json"), command.command());
    }
    const QStringList arguments = command.inputs().arguments;
    // A pipe (`<(vmstat 1)`, /dev/stdin) would be read to its end before anything is said.
    if (parser.isSet(follow)
        && (parser.isSet(json) || arguments.size() != 1 || !QFileInfo(arguments.constFirst()).isFile())) {
        return usageError(err, Text::tr("--follow reads one regular file, as text (not --json)"),
            command.command());
    }
    bool idleIsNumber = true;
    const double idleSeconds = parser.isSet(idle) ? parser.value(idle).toDouble(&idleIsNumber) : 0.0;
    if (!idleIsNumber || idleSeconds < 0 || (parser.isSet(idle) && !parser.isSet(follow))) {
        return usageError(err, Text::tr("--idle takes seconds, with --follow"), command.command());
    }
    AnalyzeOptions options;
    options.inputs = command.inputs();
    options.json = parser.isSet(json);
    options.values = parser.isSet(values);
    options.systemMap = parser.value(systemMap);
    options.follow = parser.isSet(follow);
    options.followIdleSeconds = idleSeconds;
    QString error;
    if (!readThresholds(parser.values(threshold), options.thresholds, &error)) {
        return usageError(err, error, command.command());
    }
    return runAnalyze(options, out, err);
}

int compare(CommandParser &command, QTextStream &out, QTextStream &err)
{
    command.setDescription(
        Text::tr("Prints every comparison the inputs offer, as a 72-column mail table, CSV "
           "or JSON."));
    const QCommandLineOption comparison = command.add(u"comparison"_s,
        Text::tr("Only this comparison: its number in --list, or the start of its name."), u"N|NAME"_s);
    const QCommandLineOption list
        = command.add(u"list"_s, Text::tr("List the comparisons, numbered, and nothing else."));
    const QCommandLineOption baseline = command.add(u"baseline"_s,
        Text::tr("The label to compare against (default: each comparison's first)."), u"LABEL"_s);
    const QCommandLineOption format = command.add(
        u"format"_s, Text::tr("text (a 72-column mail table, the default), csv or json."), u"FORMAT"_s);
    const QCommandLineOption json = command.add(u"json"_s, Text::tr("As --format json."));
    const QCommandLineOption csv = command.add(u"csv"_s, Text::tr("As --format csv."));
    const QCommandLineOption group = command.add(u"group"_s,
        Text::tr("Profiles: also sum the symbols starting with a prefix, as `journal_*`; repeatable."),
        u"PREFIX*"_s);
    const QCommandLineOption all
        = command.add(u"all"_s, Text::tr("Profiles and slabs: every row, not the 20 largest changes."));
    const QCommandLineOption width
        = command.add(u"width"_s, Text::tr("Text width in columns (72)."), u"N"_s);
    const QCommandLineOption metric = command.add(u"metric"_s,
        Text::tr("Runs by kernel: a column to tabulate (default bo, in, cs, id); repeatable."), u"KEY"_s);
    const QCommandLineOption pool = command.add(u"pool-runs"_s,
        Text::tr("Runs by kernel: one row per kernel, its runs' samples together (default: a row "
           "per run, \"2.4.19 #1\", \"2.4.19 #2\")."));
    if (const std::optional<int> stop = command.parse(out, err)) {
        return *stop;
    }
    const QCommandLineParser &parser = command.parser();
    CompareOptions options;
    options.inputs = command.inputs();
    options.comparison = parser.value(comparison);
    options.list = parser.isSet(list);
    options.request.baseline = parser.value(baseline);
    options.request.symbolGroups = parser.values(group);
    options.request.metrics = parser.values(metric);
    if (parser.isSet(pool)) {
        options.request.runs.pooling = RunPooling::ByKernel;
    }
    if (int(parser.isSet(json)) + int(parser.isSet(csv)) + int(parser.isSet(format)) > 1) {
        return usageError(
            err, Text::tr("--format, --json and --csv exclude each other"), command.command());
    }
    const QString formatName = parser.isSet(json) ? u"json"_s
        : parser.isSet(csv)                       ? u"csv"_s
                                                  : parser.value(format);
    if (formatName == u"json") {
        options.format = CompareOptions::Format::Json;
    } else if (formatName == u"csv") {
        options.format = CompareOptions::Format::Csv;
    } else if (formatName != u"text" && !formatName.isEmpty()) {
        return usageError(err, Text::tr("--format takes text, csv or json, not '%1'").arg(formatName),
            command.command());
    }
    if (parser.isSet(all)) {
        options.request.rows = -1;
    }
    if (parser.isSet(width)) {
        bool ok = false;
        options.request.width = parser.value(width).toInt(&ok);
        if (!ok || options.request.width < 40) {
            return usageError(
                err, Text::tr("--width needs a number of columns, 40 or more"), command.command());
        }
    }
    return runCompare(options, out, err);
}

/// `export`'s chart options, or the usage error in `error`.
bool readChartOptions(const QCommandLineParser &parser, ExportOptions &options, QString *error)
{
    if (parser.isSet(u"range"_s)) {
        const auto range = parseTimeRange(parser.value(u"range"_s));
        if (!range) {
            *error = Text::tr("--range needs START:END in seconds with END after START, not '%1'")
                         .arg(parser.value(u"range"_s));
            return false;
        }
        std::tie(options.sheet.from, options.sheet.to) = *range;
    }
    if (parser.isSet(u"size"_s)) {
        const auto size = parseExportSize(parser.value(u"size"_s));
        if (!size) {
            *error = Text::tr("--size needs WIDTHxHEIGHT in pixels (50 to 20000), not '%1'")
                         .arg(parser.value(u"size"_s));
            return false;
        }
        options.sheet.size = *size;
    }
    if (parser.isSet(u"dpi"_s)) {
        bool ok = false;
        options.dpi = parser.value(u"dpi"_s).toInt(&ok);
        if (!ok || options.dpi < 24 || options.dpi > 1200) {
            *error = Text::tr("--dpi needs a number from 24 to 1200");
            return false;
        }
    }
    if (parser.isSet(u"format"_s)) {
        options.format = exportFormatNamed(parser.value(u"format"_s));
        if (!options.format || parser.value(u"format"_s).contains(u'.')) {
            *error
                = Text::tr("--format is png, svg, pdf or csv, not '%1'").arg(parser.value(u"format"_s));
            return false;
        }
    }
    const QString theme = parser.value(u"theme"_s);
    if (!theme.isEmpty() && theme != u"light" && theme != u"dark") {
        *error = Text::tr("--theme is light or dark, not '%1'").arg(theme);
        return false;
    }
    options.sheet.theme = theme == u"dark" ? ExportTheme::Dark : ExportTheme::Light;
    return readAxis(parser, options.sheet.axis, error);
}

int exportCharts(CommandParser &command, QTextStream &out, QTextStream &err)
{
    command.setDescription(
        Text::tr("Writes charts of metrics (PNG, SVG, PDF) or the data (CSV), with stalls, "
           "oopses and notes marked."));
    const QCommandLineOption outFile = command.add(u"out"_s, Text::tr("The file to write."), u"FILE"_s);
    const QCommandLineOption metric = command.add(u"metric"_s,
        Text::tr("A metric to chart (one chart each) or a CSV column; repeatable."), u"KEY"_s);
    const QCommandLineOption label
        = command.add(u"label"_s, Text::tr("Only the captures with this label; repeatable."), u"LABEL"_s);
    command.add(u"range"_s, Text::tr("The span to show, in seconds (10:60)."), u"START:END"_s);
    command.add(u"size"_s, Text::tr("Chart size in pixels at 96 dpi (1200x800)."), u"WxH"_s);
    command.add(u"dpi"_s, Text::tr("PNG resolution (96); 192 doubles the pixels of --size."), u"N"_s);
    command.add(
        u"format"_s, Text::tr("png, svg, pdf or csv (default: from the --out name)."), u"FORMAT"_s);
    command.add(u"theme"_s, Text::tr("light (default, for print) or dark."), u"THEME"_s);
    addAxisOption(command);
    const QCommandLineOption note = command.add(u"note"_s,
        Text::tr("A note on the first capture charted, as 12-30:dd started; repeatable."),
        u"FROM[-TO]:TEXT"_s);
    const QCommandLineOption threshold = addThresholdOption(command);
    if (const std::optional<int> stop = command.parse(out, err)) {
        return *stop;
    }
    const QCommandLineParser &parser = command.parser();
    ExportOptions options;
    options.inputs = command.inputs();
    options.sheet.metrics = parser.values(metric);
    options.labels = parser.values(label);
    options.notes = parser.values(note);
    options.out = parser.value(outFile);
    QString error;
    if (options.out.isEmpty()) {
        error = Text::tr("export needs --out FILE");
    }
    if (!error.isEmpty() || !readChartOptions(parser, options, &error)
        || !readThresholds(parser.values(threshold), options.thresholds, &error)) {
        return usageError(err, error, command.command());
    }
    return runExport(options, out, err);
}

int report(CommandParser &command, QTextStream &out, QTextStream &err)
{
    command.setDescription(
        Text::tr("Writes sources, charts, findings, comparisons and notes in one HTML page "
           "or PDF."));
    const QCommandLineOption outFile
        = command.add(u"out"_s, Text::tr("report.html (self-contained) or report.pdf."), u"FILE"_s);
    addAxisOption(command);
    const QCommandLineOption threshold = addThresholdOption(command);
    if (const std::optional<int> stop = command.parse(out, err)) {
        return *stop;
    }
    ReportOptions options;
    options.inputs = command.inputs();
    options.out = command.parser().value(outFile);
    QString error;
    if (options.out.isEmpty()) {
        return usageError(
            err, Text::tr("report needs --out report.html or report.pdf"), command.command());
    }
    if (!readThresholds(command.parser().values(threshold), options.thresholds, &error)
        || !readAxis(command.parser(), options.axis, &error)) {
        return usageError(err, error, command.command());
    }
    return runReport(options, out, err);
}

/// A command of vmscope-cli: the function that describes it, reads its options and runs it.
struct Command
{
    QStringView name;
    int (*run)(CommandParser &command, QTextStream &out, QTextStream &err);
    bool drawsCharts;
};

const Command commands[] = {
    { u"analyze", analyze, false },
    { u"compare", compare, false },
    { u"export", exportCharts, true },
    { u"report", report, true },
};

const Command *commandNamed(const QString &name)
{
    const auto found = std::find_if(std::begin(commands), std::end(commands),
        [&](const Command &command) { return command.name == name; });
    return found == std::end(commands) ? nullptr : found;
}

} // namespace

bool wantsMachineOutput(const QStringList &arguments)
{
    const auto isData = [](QStringView value) {
        return value.compare(u"csv", Qt::CaseInsensitive) == 0
            || value.compare(u"json", Qt::CaseInsensitive) == 0
            || value.endsWith(u".csv", Qt::CaseInsensitive)
            || value.endsWith(u".json", Qt::CaseInsensitive);
    };
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        // `-json` is `--json` too (ParseAsLongOptions).
        const QString argument = arguments.at(i).startsWith(u'-') && !arguments.at(i).startsWith(u"--")
            ? u'-' + arguments.at(i)
            : arguments.at(i);
        if (argument == u"--json" || argument == u"--csv") {
            return true;
        }
        for (const QString &option : { u"--format"_s, u"--out"_s }) {
            if (argument.startsWith(option + u'=') && isData(QStringView(argument).mid(option.size() + 1))) {
                return true;
            }
            if (argument == option && i + 1 < arguments.size() && isData(arguments.at(i + 1))) {
                return true;
            }
        }
    }
    return false;
}

bool commandDrawsCharts(const QString &command)
{
    const Command *found = commandNamed(command);
    return found && found->drawsCharts;
}

int runCommandLine(const QStringList &arguments, QTextStream &out, QTextStream &err,
    const std::optional<QByteArray> &standardInput)
{
    const QString first = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    int code = -1;
    if (const Command *command = commandNamed(first)) {
        CommandParser parser(first, rest, standardInput);
        code = command->run(parser, out, err);
    } else if (first == u"--help" || first == u"-h") {
        out << Text::tr("Usage: vmscope-cli COMMAND [options] FILE...") << u"\n\n"_s << Text::tr(overview);
        code = ExitOk;
    } else if (first == u"--version" || first == u"-v") {
        out << u"vmscope-cli "_s << QStringLiteral(VMSCOPE_VERSION) << u'\n';
        code = ExitOk;
    } else if (first.isEmpty()) {
        code = usageError(err, Text::tr("no command given"));
    } else if (first.startsWith(u'-')) {
        code
            = usageError(err, Text::tr("'%1' is not a command; options go after the command").arg(first));
    } else {
        code = usageError(err, Text::tr("unknown command '%1'").arg(first));
    }
    out.flush();
    err.flush();
    return code;
}

} // namespace vmscope
