// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/input/inputset.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QTest>

#include <ctime>

namespace vmscope::test {

inline QString dataPath(const QString &relative)
{
    return QStringLiteral(VMSCOPE_TEST_DATA_DIR) + u'/' + relative;
}

/// The fixture of seed thread `name` (`000_afa3e04f98f9f577.txt`): tests/data/threads holds
/// each seed's log blocks, labels and damage on the same lines, its prose rewritten
/// (tests/data/threads/README.md), so tests read a seed's facts on a clean clone too.
/// tools/scripts/check-thread-fixtures.py checks them against the seeds.
inline QString seedPath(const QString &name)
{
    static const QHash<QString, QString> fixtures {
        { QStringLiteral("000_afa3e04f98f9f577.txt"), QStringLiteral("000-writeback-2.5.31.txt") },
        { QStringLiteral("001_b9a028f62d95133a.txt"), QStringLiteral("001-cfq-low-latency.txt") },
        { QStringLiteral("002_fafa354e787c718b.txt"), QStringLiteral("002-nfs-2.4.10.txt") },
        { QStringLiteral("003_1f34ba865f14a293.txt"),
            QStringLiteral("003-ext3-writeback-ordered.txt") },
    };
    const QString fixture = fixtures.value(name);
    return fixture.isEmpty() ? QString() : dataPath(u"threads/"_qs + fixture);
}

inline LoadResult load(const QString &path)
{
    return loadFile(path, ParserRegistry::withBuiltins());
}

inline LoadResult loadText(const QByteArray &text, const QString &name = QStringLiteral("paste"))
{
    return loadBytes(text, name, ParserRegistry::withBuiltins());
}

/// The captures of one kind, in order.
inline QList<Capture> capturesOf(const Document &document, CaptureKind kind)
{
    QList<Capture> found;
    for (const Capture &capture : document.captures()) {
        if (capture.kind == kind) {
            found.append(capture);
        }
    }
    return found;
}

/// Captures made in a test, shared as a Document shares its own.
inline CaptureList sharedCaptures(const QList<Capture> &captures)
{
    QList<CapturePtr> shared;
    for (const Capture &capture : captures) {
        shared.append(std::make_shared<const Capture>(capture));
    }
    return CaptureList(shared);
}

/// True when some diagnostic of the document or its captures contains `text`.
inline bool hasDiagnostic(const Document &document, const QString &text, int line = -1)
{
    Diagnostics all = document.diagnostics();
    for (const Capture &capture : document.captures()) {
        all.append(capture.diagnostics);
    }
    for (const Diagnostic &diagnostic : all) {
        if (diagnostic.message.contains(text) && (line < 0 || diagnostic.line == line)) {
            return true;
        }
    }
    return false;
}

/// What a run of vmscope-cli gave: exit code, stdout and stderr.
struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs the built vmscope-cli as a process: for what only a process shows (exit codes as the
/// shell sees them, real standard input). The logic is tested in-process (cliutil.h).
inline CliRun runCliProcess(const QStringList &arguments, const QByteArray &input = {},
                            int timeoutMs = 120000)
{
    QProcess process;
    process.start(QStringLiteral(VMSCOPE_CLI_PATH), arguments);
    if (!process.waitForStarted()) {
        return {};
    }
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return {-2, process.readAllStandardOutput(), process.readAllStandardError()};
    }
    CliRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -3;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

/// CPU seconds since `since`: bounds on work done that a busy machine cannot break, unlike
/// wall time (guards against quadratic loops, not a benchmark).
/// How much slower the sanitizer build runs the parsers (measured: about 1.3-2.5 times): the
/// CPU budgets that catch quadratic loops scale by it, a quadratic loop is still far over.
#if defined(__SANITIZE_ADDRESS__)
constexpr double sanitizerSlowdown = 3.0;
#else
constexpr double sanitizerSlowdown = 1.0;
#endif

inline double cpuSeconds(std::clock_t since)
{
    return double(std::clock() - since) / CLOCKS_PER_SEC;
}

} // namespace vmscope::test
