// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/cli/commandline.h"
#include "testutil.h"
#include "translations/translators.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace vmscope::test {

/// Runs `vmscope-cli ARGUMENTS` in-process through runCommandLine(), `input` standing for
/// standard input: what the command prints and returns, without a process in between.
inline CliRun runCli(const QStringList &arguments, const QByteArray &input = {}, int = 0)
{
    static const bool translators = (installTranslators(QStringLiteral("en")), true); // as main() does
    Q_UNUSED(translators);
    CliRun run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    run.exitCode = runCommandLine(arguments, out, err, input);
    out.flush();
    err.flush();
    return run;
}

/// The row of `name` in a text table that vmscope-cli printed: the fields of the first line
/// of `out` that starts with `name` and a blank (leading blanks ignored), split on blanks.
inline QStringList rowOf(const QByteArray &out, const QString &name)
{
    for (const QString &line : QString::fromUtf8(out).split(u'\n')) {
        if (line.trimmed().startsWith(name + u' ')) {
            return line.split(u' ', Qt::SkipEmptyParts);
        }
    }
    return {};
}

/// The one capture that `vmscope-cli analyze --json ARGUMENTS` reports, as JSON. An empty
/// object, and a warning that says why, when the command fails, prints no JSON, or reports
/// no capture or several: the caller's QVERIFY(!capture.isEmpty()) then fails.
inline QJsonObject onlyAnalyzedCapture(const QStringList &arguments)
{
    const CliRun run = runCli(QStringList { QStringLiteral("analyze"), QStringLiteral("--json") }
        + arguments);
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(run.out, &error);
    const QJsonArray captures = json.object().value(QStringLiteral("captures")).toArray();
    if (run.exitCode != 0 || error.error != QJsonParseError::NoError || captures.size() != 1) {
        qWarning("exit %d, %s, %lld captures: %s", run.exitCode, qPrintable(error.errorString()),
            qint64(captures.size()), run.err.constData());
        return {};
    }
    return captures.first().toObject();
}

/// Every line of a mail-ready text output fits 72 columns, but for the diagnostics: they
/// are `file:line: severity: message`, one line each as compilers print them, for grep.
inline bool fitsMail(const QByteArray &out, const QString &file, QString *longest)
{
    // The path is the user's choice, so it counts as a short name wherever it appears.
    for (const QString &line : QString::fromUtf8(out).split(u'\n')) {
        const bool diagnostic = line.startsWith(QStringLiteral("  ") + file + u':');
        if (!diagnostic && QString(line).replace(file, QStringLiteral("FILE")).size() > mailColumns) {
            *longest = line;
            return false;
        }
    }
    return true;
}

} // namespace vmscope::test
