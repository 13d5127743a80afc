// SPDX-License-Identifier: GPL-2.0-or-later
// vmscope-cli: the headless front end (analyze now; compare, export and report follow).
#include "app/analyzecommand.h"
#include "app/pluraltranslator.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

int usageError(QTextStream &err, const QString &message)
{
    err << u"vmscope-cli: "_s << message << u"\n"_s
        << QCoreApplication::translate("main", "Try 'vmscope-cli --help'.") << u'\n';
    return vmscope::ExitBadInput;
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
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Finds vmstat, top, profile, oops and slabinfo logs in mail threads and capture "
                "files.\n\nCommands:\n  analyze FILE...   list every log found, with diagnostics"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"command"_s, QCoreApplication::translate("main", "analyze"));
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
    if (arguments.constFirst() != u"analyze") {
        return usageError(err, QCoreApplication::translate("main", "unknown command '%1'")
                                   .arg(arguments.constFirst()));
    }
    if (arguments.size() < 2) {
        return usageError(err, QCoreApplication::translate("main", "analyze needs at least one FILE"));
    }
    if (parser.isSet(values) && !parser.isSet(json)) {
        return usageError(err, QCoreApplication::translate("main", "--values goes with --json"));
    }
    vmscope::AnalyzeOptions options;
    options.inputs = arguments.mid(1);
    options.json = parser.isSet(json);
    options.values = parser.isSet(values);
    return vmscope::runAnalyze(options, out, err);
}
