// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/input/inputset.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QLocale>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

#include <ctime>

namespace vmscope::test {

/// The base of a test object whose numbers read as the C locale writes them ("1.5", never
/// "1,5"): the default locale is C from the moment the object exists, before any test runs.
class CLocaleTest : public QObject
{
protected:
    CLocaleTest() { QLocale::setDefault(QLocale::c()); }
};

/// What a GUI test sets first: the C locale for numbers, and settings of its own (in the
/// test location) that the test may clear.
inline void prepareGuiTest(const QString &name)
{
    QLocale::setDefault(QLocale::c());
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("vmscope-tests"));
    QCoreApplication::setApplicationName(name);
}

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

/// The lines of the fixture at `relative` (under tests/data), each with its newline: what a
/// test writes into a growing file line by line.
inline QList<QByteArray> fixtureLines(const QString &relative)
{
    QFile file(dataPath(relative));
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("cannot read %s", qPrintable(file.fileName()));
    }
    QList<QByteArray> lines;
    while (!file.atEnd()) {
        lines.append(file.readLine());
    }
    return lines;
}

inline LoadResult load(const QString &path)
{
    return loadFile(path, ParserRegistry::withBuiltins());
}

inline LoadResult loadText(const QByteArray &text, const QString &name = QStringLiteral("paste"))
{
    return loadBytes(text, name, ParserRegistry::withBuiltins());
}

/// What loadText() read and the wall time it took: for the tests that a huge line must not
/// stall a load for long (a generous bound, not a benchmark).
struct TimedLoad
{
    LoadResult result;
    qint64 milliseconds = 0;
};

inline TimedLoad loadTextTimed(const QByteArray &text)
{
    QElapsedTimer timer;
    timer.start();
    LoadResult result = loadText(text);
    return { std::move(result), timer.elapsed() };
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

/// The first and last input line `capture` was read from, to compare as one:
/// QCOMPARE(linesOf(capture), std::pair(7, 14)) for lines 7 to 14.
inline std::pair<int, int> linesOf(const Capture &capture)
{
    return { capture.source.firstLine, capture.source.lastLine };
}

/// The addresses of `captures`, as the views take them: `captures` must outlive the view.
template <typename Captures>
QList<const Capture *> pointers(const Captures &captures)
{
    QList<const Capture *> result;
    for (const Capture &capture : captures) {
        result.append(&capture);
    }
    return result;
}

/// What the segmenter made of one block of a thread: its label, its rows and the lines it
/// took. Tests compare it whole, so a failure shows every fact of the block at once.
struct Block
{
    QString label;
    int rows = 0;
    int firstLine = 0;
    int lastLine = 0;

    friend bool operator==(const Block &, const Block &) = default;
};

/// The columns of a test with a row per block of a thread: `index`, of the block's capture,
/// and `block`, what the segmenter should have made of it.
inline void addBlockColumns()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<Block>("block");
}

/// What the segmenter made of the block that `capture` was read from.
inline Block blockOf(const Capture &capture)
{
    return { capture.label, int(capture.rowCount()), capture.source.firstLine,
        capture.source.lastLine };
}

/// How QCOMPARE prints a Block.
inline char *toString(const Block &block)
{
    return QTest::toString(QStringLiteral("\"%1\", %2 rows, lines %3-%4")
                               .arg(block.label)
                               .arg(block.rows)
                               .arg(block.firstLine)
                               .arg(block.lastLine));
}

/// The text `model` shows in `column` of every row, in table order.
inline QStringList columnTexts(const QAbstractItemModel *model, int column)
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(); ++row) {
        texts.append(model->index(row, column).data().toString());
    }
    return texts;
}

/// The widest line of a text meant for a mail reply.
constexpr qsizetype mailColumns = 72;

/// Fails the test, naming the line, when one of `lines` is wider than `columns`.
inline void verifyLinesFit(const QStringList &lines, qsizetype columns = mailColumns)
{
    for (const QString &line : lines) {
        QVERIFY2(line.size() <= columns, qPrintable(line));
    }
}

inline void verifyLinesFit(const QString &text, qsizetype columns = mailColumns)
{
    verifyLinesFit(text.split(u'\n'), columns);
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
