// SPDX-License-Identifier: GPL-2.0-or-later
// vmscope-cli analyze as a user runs it: exit codes, reasons on stderr, hostile input, and the
// JSON of docs/cli-json.md read back field by field.
#include "cliutil.h"

#include <QImage>
#include <QProcess>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <unistd.h>

using namespace vmscope::test;
using namespace Qt::StringLiterals;

namespace {

constexpr char fixture[] = "cli/procps-ng.txt"; // one procps-ng block, `vmstat 2`, 4 rows

QJsonObject parseJson(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError) {
        qWarning("not JSON: %s", qPrintable(error.errorString()));
    }
    return document.object();
}

/// Reproducible noise: every byte value, NULs and invalid UTF-8 included.
QByteArray randomBytes(qsizetype size, quint32 seed)
{
    QRandomGenerator generator(seed);
    QByteArray bytes(size, Qt::Uninitialized);
    for (char &byte : bytes) {
        byte = char(generator.bounded(256));
    }
    return bytes;
}

QByteArray fixtureBytes()
{
    QFile file(dataPath(QString::fromLatin1(fixture)));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// A row of listsColumnsInJson: a column of the fixture, as `analyze --json --values` lists
/// it, with its values and their mean.
struct Column
{
    int index = 0;
    QString key;
    QString unit;
    QString group;
    QList<double> values;
    double mean = 0;
};

QList<double> numbers(const QJsonArray &array)
{
    QList<double> result;
    for (const QJsonValue &value : array) {
        result.append(value.toDouble());
    }
    return result;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void maxExpandedIsEveryCommandsOption();
    void refusesBadInvocation_data();
    void refusesBadInvocation();
    void survivesHostileInput_data();
    void survivesHostileInput();
    void readsStandardInput();
    void fileNamedLikeAnOption();
    void logsPastMaxLogsAreLeftWithAWarning();
    void machineOutputStaysUntranslated_data();
    void machineOutputStaysUntranslated();
    void followPrintsEachNewFindingAsTheFileGrows();
    void processReadsAPipeAndExitsAsTheShellSees();
    void findsDemoThreadCaptures();
    void describesCaptureInJson();
    void listsColumnsInJson_data();
    void listsColumnsInJson();
    void leavesValuesOutByDefault();

private:
    /// `{tmp}` in an argument stands for the temporary directory.
    QStringList expand(const QStringList &arguments) const;
    QJsonObject onlyCapture(const QStringList &extraArguments);

    QTemporaryDir m_dir;
};

void TestCli::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    QVERIFY(m_dir.isValid());
    QVERIFY(QFile::exists(QStringLiteral(VMSCOPE_CLI_PATH)));
    QVERIFY(!fixtureBytes().isEmpty());
    QFile empty(m_dir.filePath(QStringLiteral("empty.txt")));
    QVERIFY(empty.open(QIODevice::WriteOnly));
    // `vmstat 1 > fifo`: a pipe, which --follow refuses rather than wait on.
    QCOMPARE(::mkfifo(QFile::encodeName(m_dir.filePath(QStringLiteral("vmstat.fifo"))).constData(), 0600), 0);
    QVERIFY(QFile::link(m_dir.filePath(u"nowhere"_s), m_dir.filePath(u"dangling"_s)));
    QFile unreadable(m_dir.filePath(u"unreadable.txt"_s));
    QVERIFY(unreadable.open(QIODevice::WriteOnly));
    unreadable.write(fixtureBytes());
    unreadable.close();
    QVERIFY(unreadable.setPermissions(QFileDevice::Permissions()));
}

QStringList TestCli::expand(const QStringList &arguments) const
{
    QStringList expanded;
    for (const QString &argument : arguments) {
        expanded.append(QString(argument).replace(QStringLiteral("{tmp}"), m_dir.path()));
    }
    return expanded;
}

void TestCli::refusesBadInvocation_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("reason");
    const QString good = dataPath(QString::fromLatin1(fixture));
    QTest::newRow("no command") << QStringList() << 2 << "no command given";
    QTest::newRow("unknown command")
        << QStringList{"frobnicate", ":demo"} << 2 << "unknown command 'frobnicate'";
    QTest::newRow("unknown option")
        << QStringList{"analyze", "--frobnicate", ":demo"} << 2 << "Unknown option 'frobnicate'";
    QTest::newRow("analyze without a file")
        << QStringList{"analyze"} << 2 << "analyze needs at least one FILE";
    QTest::newRow("--values without --json")
        << QStringList{"analyze", "--values", ":demo"} << 2 << "--values goes with --json";
    QTest::newRow("missing file")
        << QStringList{"analyze", "{tmp}/absent.txt"} << 2 << "absent.txt: no such file";
    QTest::newRow("a directory")
        << QStringList{"analyze", "{tmp}"} << 2 << "is a directory, not a file";
    QTest::newRow("one good file, one missing")
        << QStringList{"analyze", good, "{tmp}/absent.txt"} << 2 << "absent.txt: no such file";
    QTest::newRow("empty file")
        << QStringList{"analyze", "{tmp}/empty.txt"} << 1 << "no log recognised in the input";
    QTest::newRow("--follow of two files")
        << QStringList{"analyze", "--follow", good, good} << 2 << "--follow reads one regular file";
    QTest::newRow("--follow of standard input")
        << QStringList{"analyze", "--follow", "-"} << 2 << "--follow reads one regular file";
    QTest::newRow("--follow of a directory")
        << QStringList{"analyze", "--follow", "{tmp}"} << 2 << "--follow reads one regular file";
    QTest::newRow("--follow of a pipe")
        << QStringList{"analyze", "--follow", "{tmp}/vmstat.fifo"} << 2 << "--follow reads one regular file";
    QTest::newRow("--follow with --json")
        << QStringList{"analyze", "--follow", "--json", good} << 2 << "--follow reads one regular file";
    QTest::newRow("--idle without --follow")
        << QStringList{"analyze", "--idle", "2", good} << 2 << "--idle takes seconds, with --follow";
    QTest::newRow("--max-logs of 0")
        << QStringList{"analyze", "--max-logs", "0", good} << 2
        << "--max-logs takes a count of at least 1, not '0'";
    QTest::newRow("a dangling symbolic link")
        << QStringList{"analyze", "{tmp}/dangling"} << 2 << "dangling: no such file";
    QTest::newRow("an unreadable file")
        << QStringList{"analyze", "{tmp}/unreadable.txt"} << 2
        << "unreadable.txt: cannot open: Permission denied";
}

void TestCli::refusesBadInvocation()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, reason);
    if (QByteArrayView(QTest::currentDataTag()) == "an unreadable file" && ::geteuid() == 0) {
        QSKIP("root reads a file of mode 000");
    }
    const CliRun run = runCli(expand(arguments));
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(run.err).contains(reason), run.err.constData());
    QVERIFY(run.err.startsWith("vmscope-cli: "));
}

namespace {

/// The fixture with the second row's `bo` (21036, on line 10) made `value`.
QByteArray withSecondRowBo(const QByteArray &value)
{
    return QByteArray(fixtureBytes()).replace(" 21036 ", QByteArray(' ' + value + ' '));
}

/// `bytes` through an external compressor (`gzip -c`), cut to half its length.
QByteArray compressedThenCut(const QString &program, const QByteArray &bytes)
{
    QProcess compressor;
    compressor.start(program, {u"-c"_s});
    compressor.write(bytes);
    compressor.closeWriteChannel();
    if (!compressor.waitForFinished(60000) || compressor.exitCode() != 0) {
        qWarning("%s failed", qPrintable(program));
        return {};
    }
    const QByteArray whole = compressor.readAllStandardOutput();
    return whole.left(whole.size() / 2);
}

} // namespace

// The hostile corpus of issue #21, one row each: what the input gets is an exit code of the
// documented set (0 read, 1 nothing recognised, 2 unreadable), the rows it holds, and where a
// line applies, a diagnostic on that line that says what happened in words.
void TestCli::survivesHostileInput_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<int>("rows"); // of the one capture expected, 0 for none
    QTest::addColumn<int>("line"); // of the diagnostic expected; 0 for the input as a whole
    QTest::addColumn<QString>("said"); // in that diagnostic (in the error when exit code 2)
    const QByteArray junk = randomBytes(64 * 1024, 2002);
    const QString counter = u"which a counter cannot be"_s;
    QTest::newRow("random bytes") << randomBytes(4 * 1024 * 1024, 31) << 1 << 0 << 0 << QString();
    QTest::newRow("a 100 MB single line")
        << QByteArray("kswapd0 in D state ").repeated(100 * 1024 * 1024 / 19) << 1 << 0 << 0
        << QString();
    QTest::newRow("binary junk around a vmstat block")
        << junk + "\n\n" + fixtureBytes() + "\n" + junk << 0 << 4 << 0 << QString();
    QTest::newRow("CRLF line ends and NUL bytes in the prose")
        << QByteArray(fixtureBytes())
               .replace("\n", "\r\n")
               .replace("USB", QByteArrayView("U\0S\0B", 5))
        << 0 << 4 << 2 << u"NUL"_s;
    QByteArray deep;
    for (const QByteArray &line : fixtureBytes().split('\n')) {
        deep += QByteArray(10000, '>') + ' ' + line + '\n';
    }
    QTest::newRow("10 000-deep quotes") << deep << 0 << 4 << 0 << QString();
    QTest::newRow("400-digit number") << withSecondRowBo(QByteArray(400, '9')) << 0 << 4 << 10
                                      << u"bo is '999999999999999999999999… (400 characters)', "_s + counter;
    QTest::newRow("NaN") << withSecondRowBo("NaN") << 0 << 4 << 10 << u"bo is 'NaN', "_s + counter;
    QTest::newRow("inf") << withSecondRowBo("inf") << 0 << 4 << 10 << u"bo is 'inf', "_s + counter;
    QTest::newRow("-0") << withSecondRowBo("-0") << 0 << 4 << 10 << u"bo is '-0', "_s + counter;
    QTest::newRow("negative counter") << withSecondRowBo("-21036") << 0 << 4 << 10
                                      << u"bo is '-21036', "_s + counter;
    QTest::newRow("past 2^64") << withSecondRowBo("18446744073709551616") << 0 << 4 << 10
                               << u"bo is '18446744073709551616', "_s + counter;
    QString wide = QString::fromUtf8(fixtureBytes());
    QTest::newRow("UTF-16 with BOM")
        << "\xFF\xFE"_ba + QByteArray(reinterpret_cast<const char *>(wide.utf16()), wide.size() * 2)
        << 0 << 4 << 0 << u"UTF-16LE"_s;
    QTest::newRow("invalid UTF-8")
        << QByteArray(fixtureBytes()).replace("Copying", "Copying \xC3\x28 \xFF") << 0 << 4 << 0
        << u"input is not valid UTF-8; read as Latin-1"_s;
    QTest::newRow("CR-only line ends") << QByteArray(fixtureBytes()).replace('\n', '\r') << 0 << 4
                                       << 0 << u"lines end in a carriage return alone"_s;
    // A cut compressed file is read up to where it breaks, and that line is named. Repeated
    // text packs into 1 KiB: half of gzip's holds the first rows; bzip2 and zstd give nothing
    // before their block's end, and xz the prose before the log, so nothing is recognised.
    const QByteArray big = fixtureBytes().repeated(200);
    QTest::newRow("truncated gzip") << compressedThenCut(u"gzip"_s, big) << 0 << -1 << -1
                                    << u"gzip data is damaged or cut short after "_s;
    QTest::newRow("truncated bzip2") << compressedThenCut(u"bzip2"_s, big) << 1 << 0 << 1
                                     << u"bzip2 data is damaged or cut short after 0 bytes"_s;
    QTest::newRow("truncated xz") << compressedThenCut(u"xz"_s, big) << 1 << 0 << 9
                                  << u"xz data is damaged or cut short after 336 bytes"_s;
    QTest::newRow("truncated zstd") << compressedThenCut(u"zstd"_s, big) << 1 << 0 << 1
                                    << u"zstd data is damaged or cut short after 0 bytes"_s;
}

void TestCli::survivesHostileInput()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, exitCode);
    QFETCH(int, rows);
    QFETCH(int, line);
    QFETCH(QString, said);
    QVERIFY(!bytes.isEmpty());
    QFile file(m_dir.filePath(QStringLiteral("hostile.bin")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();
    // Well under the test's own timeout: a slow parser fails here instead of hanging ctest.
    const CliRun run = runCli({"analyze", "--json", file.fileName()}, {}, 60000);
    QCOMPARE(run.exitCode, exitCode);
    const QJsonObject json = parseJson(run.out);
    const QJsonArray captures = json.value(u"captures").toArray();
    if (rows >= 0) { // -1: as many as were read before the damage
        QCOMPARE(captures.size(), rows > 0 ? 1 : 0);
    }
    if (rows > 0) {
        QCOMPARE(captures.first().toObject().value(u"rows").toInt(), rows);
        QCOMPARE(captures.first().toObject().value(u"label").toString(), u"2.6.32-rc3");
    }
    if (said.isEmpty()) {
        return;
    }
    QStringList messages;
    for (const QJsonValue &diagnostic : json.value(u"diagnostics").toArray()) {
        const QJsonObject object = diagnostic.toObject();
        messages.append(u"line %1: %2"_s.arg(object.value(u"line").toInt())
                            .arg(object.value(u"message").toString()));
        if (object.value(u"message").toString().contains(said)
            && (line < 0 || object.value(u"line").toInt() == line)) {
            return;
        }
    }
    QFAIL(qPrintable(u"no diagnostic on line %1 says \"%2\"; they are:\n"_s.arg(line).arg(said)
                     + messages.join(u'\n')));
}

void TestCli::logsPastMaxLogsAreLeftWithAWarning()
{
    // The demo thread at --max-logs 2: two captures, and the third capture's first line named
    // as where reading stopped.
    const CliRun all = runCli({ u"analyze"_s, u"--json"_s, u":demo"_s });
    QCOMPARE(all.exitCode, 0);
    const QJsonArray captures = parseJson(all.out).value(u"captures").toArray();
    QCOMPARE(captures.size(), 3);
    const int third = captures.at(2).toObject().value(u"source").toObject().value(u"first_line").toInt();
    const CliRun two = runCli({ u"analyze"_s, u"--json"_s, u"--max-logs"_s, u"2"_s, u":demo"_s });
    QCOMPARE(two.exitCode, 0);
    const QJsonObject json = parseJson(two.out);
    QCOMPARE(json.value(u"captures").toArray().size(), 2);
    QStringList said;
    for (const QJsonValue &diagnostic : json.value(u"diagnostics").toArray()) {
        said.append(diagnostic.toObject().value(u"message").toString());
        if (diagnostic.toObject().value(u"line").toInt() == third
            && said.constLast().startsWith(u"more than 2 logs in this input: the "_s)
            && said.constLast().contains(u" from line %1 on are not read"_s.arg(third))) {
            return;
        }
    }
    QFAIL(qPrintable(said.join(u'\n')));
}

void TestCli::machineOutputStaysUntranslated_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("machine");
    QTest::newRow("analyze") << QStringList{"analyze", "x.txt"} << false;
    QTest::newRow("--json") << QStringList{"analyze", "--json", "x.txt"} << true;
    QTest::newRow("-json, one dash") << QStringList{"analyze", "-json", "x.txt"} << true;
    QTest::newRow("compare --csv") << QStringList{"compare", "--csv", "x.txt"} << true;
    QTest::newRow("--format CSV") << QStringList{"export", "--format", "CSV", "x.txt"} << true;
    QTest::newRow("--format=json") << QStringList{"compare", "--format=json", "x.txt"} << true;
    QTest::newRow("--out data.csv") << QStringList{"export", "--out", "data.csv", "x.txt"} << true;
    QTest::newRow("-out=a.JSON") << QStringList{"export", "-out=a.JSON", "x.txt"} << true;
    QTest::newRow("--out chart.png") << QStringList{"export", "--out", "chart.png", "x.txt"} << false;
    QTest::newRow("a file named json") << QStringList{"analyze", "json"} << false;
}

void TestCli::machineOutputStaysUntranslated()
{
    // main() installs only English for these: a script reads them whatever LANG says.
    QFETCH(QStringList, arguments);
    QFETCH(bool, machine);
    QCOMPARE(vmscope::wantsMachineOutput(arguments), machine);
}

void TestCli::fileNamedLikeAnOption()
{
    // `-x.txt` is options, as for every tool; the error says how to name the file, and both
    // ways read it.
    QTemporaryDir dir;
    QVERIFY(QFile::copy(dataPath(u"vmstat/procps31.txt"_s), dir.filePath(u"-x.txt"_s)));
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    const CliRun asOption = runCli({ u"analyze"_s, u"-x.txt"_s });
    const CliRun afterDashes = runCli({ u"analyze"_s, u"--"_s, u"-x.txt"_s });
    const CliRun asPath = runCli({ u"analyze"_s, u"./-x.txt"_s });
    QDir::setCurrent(before);
    QCOMPARE(asOption.exitCode, 2); // a usage error
    QVERIFY2(asOption.err.contains("for the file -x.txt, write ./-x.txt, or -- before the files"),
        asOption.err.constData());
    QCOMPARE(afterDashes.exitCode, 0);
    QVERIFY2(afterDashes.out.contains("-x.txt: 1 capture"), afterDashes.out.constData());
    QCOMPARE(asPath.exitCode, 0);
}

void TestCli::readsStandardInput()
{
    const CliRun run = runCli({"analyze", "-"}, fixtureBytes());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.startsWith(u"-: 1 capture\n"), qPrintable(out));
    QVERIFY(out.contains(u"vmstat   2.6.32-rc3"));
    QVERIFY(out.contains(u"4 rows, 17 columns, interval 2 s assumed; lines 7-12"));
}

void TestCli::followPrintsEachNewFindingAsTheFileGrows()
{
    // `vmstat 1 > log` while `vmscope-cli analyze --follow log` watches: 2.5.31-akpm's run of
    // the writeback thread, written a row every 100 ms after its first two rows.
    const QList<QByteArray> lines = vmscope::test::fixtureLines(u"follow/akpm-2.5.31.vmstat"_s);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"vmstat.log"_s);
    QFile log(path);
    QVERIFY(log.open(QIODevice::WriteOnly));
    log.write(lines.mid(0, 4).join());
    log.flush();
    QProcess cli;
    cli.start(QStringLiteral(VMSCOPE_CLI_PATH), { u"analyze"_s, u"--follow"_s, u"--idle"_s, u"3"_s, path });
    QVERIFY(cli.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(cli.bytesAvailable() > 0 || cli.state() != QProcess::Running, 30000);
    for (const QByteArray &line : lines.mid(4)) {
        log.write(line);
        log.flush();
        QTest::qWait(100);
    }
    QVERIFY(cli.waitForFinished(60000));
    const QByteArray out = cli.readAllStandardOutput();
    QCOMPARE(cli.exitCode(), 0);
    // Two rows at first: no stall yet; then the stall of samples 2-3, once, when it came.
    QVERIFY2(out.contains("2 rows, 16 columns") && out.contains("  no findings\n"), out.constData());
    QVERIFY2(out.contains(QByteArray(QByteArray("following ") + path.toUtf8())), out.constData());
    QCOMPARE(out.count("c1   io-stall         warning  1.0-3.0 s"), 1);
    QVERIFY2(out.contains("at line "), out.constData());
}

void TestCli::processReadsAPipeAndExitsAsTheShellSees()
{
    // The built program, as a shell runs it: a real pipe on standard input (not the tests'
    // override), main()'s choice of application for the commands that draw, and exit codes.
    const CliRun piped = runCliProcess({ u"analyze"_s, u"-"_s }, fixtureBytes());
    QCOMPARE(piped.exitCode, 0);
    QCOMPARE(piped.out, runCli({ u"analyze"_s, u"-"_s }, fixtureBytes()).out);

    QTemporaryDir dir;
    QFile prose(dir.filePath(u"prose.txt"_s));
    QVERIFY(prose.open(QIODevice::WriteOnly));
    prose.write("Nothing but a sentence about writeback here.\n");
    prose.close();
    const CliRun nothing = runCliProcess({ u"analyze"_s, prose.fileName() });
    QCOMPARE(nothing.exitCode, 1);
    QVERIFY(nothing.err.contains("no log recognised"));

    const CliRun usage = runCliProcess({ u"analyze"_s, u"--bogus"_s, prose.fileName() });
    QCOMPARE(usage.exitCode, 2);
    QVERIFY(usage.err.contains("bogus"));

    const QString png = dir.filePath(u"bo.png"_s);
    const CliRun chart = runCliProcess(
        { u"export"_s, u"-"_s, u"--metric"_s, u"bo"_s, u"--out"_s, png }, fixtureBytes());
    QCOMPARE(chart.exitCode, 0);
    QVERIFY2(QImage(png).width() > 100, chart.err.constData());
}

void TestCli::findsDemoThreadCaptures()
{
    const CliRun run = runCli({"analyze", "--json", ":demo"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = parseJson(run.out);
    QStringList labels;
    QList<int> rows;
    for (const QJsonValue &capture : root.value(u"captures").toArray()) {
        QCOMPARE(capture[u"kind"].toString(), u"vmstat");
        labels.append(capture[u"label"].toString());
        rows.append(capture[u"rows"].toInt());
    }
    QCOMPARE(labels, (QStringList{"2.5.31-akpm", "2.5.31", "2.4.19"}));
    QCOMPARE(rows, (QList<int>{20, 15, 19}));
    const QJsonArray diagnostics = root.value(u"diagnostics").toArray();
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first()[u"severity"].toString(), u"note");
    QCOMPARE(diagnostics.first()[u"file"].toString(), u"demo-thread.txt");
    QVERIFY(diagnostics.first()[u"message"].toString().contains(u"repeats the one on lines 16-37"));
}

QJsonObject TestCli::onlyCapture(const QStringList &extraArguments)
{
    return onlyAnalyzedCapture(QStringList{dataPath(QString::fromLatin1(fixture))}
                               + extraArguments);
}

void TestCli::describesCaptureInJson()
{
    const CliRun run = runCli({"analyze", "--json", dataPath(QString::fromLatin1(fixture))});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = parseJson(run.out);
    QCOMPARE(root.value(u"schema").toInt(), 2);
    const QJsonObject input = root.value(u"inputs").toArray().first().toObject();
    QCOMPARE(input.value(u"file").toString(), dataPath(QString::fromLatin1(fixture)));
    QVERIFY(input.value(u"error").isNull());
    QCOMPARE(input.value(u"captures").toInt(), 1);
    QCOMPARE(root.value(u"diagnostics").toArray().size(), 0);

    const QJsonObject capture = root.value(u"captures").toArray().first().toObject();
    QCOMPARE(capture.value(u"id").toString(), u"c1");
    QCOMPARE(capture.value(u"kind").toString(), u"vmstat");
    QCOMPARE(capture.value(u"label").toString(), u"2.6.32-rc3");
    QCOMPARE(capture.value(u"layout").toString(), u"procps-ng");
    QCOMPARE(capture.value(u"rows").toInt(), 4);
    QCOMPARE(capture.value(u"interval_s").toDouble(), 2.0);
    QCOMPARE(capture.value(u"assumed_interval").toBool(), true);
    QCOMPARE(capture.value(u"since_boot_first_row").toBool(), true);
    QVERIFY(capture.value(u"start_time").isNull());

    const QJsonObject source = capture.value(u"source").toObject();
    QCOMPARE(source.value(u"first_line").toInt(), 7);
    QCOMPARE(source.value(u"last_line").toInt(), 12);
    QCOMPARE(source.value(u"quote_depth").toInt(), 0);
    QVERIFY(source.value(u"file").toString().endsWith(u"procps-ng.txt"));
    QCOMPARE(source.value(u"message_subject").toString(),
             u"kswapd busy on 2.6.32 with a slow USB disk");
    QCOMPARE(source.value(u"message_author").toString(), u"B. Reporter <reporter@example.net>");

    QStringList keys;
    for (const QJsonValue &column : capture.value(u"columns").toArray()) {
        keys.append(column[u"key"].toString());
    }
    QCOMPARE(keys.join(u' '), u"r b swpd free buff cache si so bi bo in cs us sy id wa st");
    QCOMPARE(capture.value(u"summary").toObject().keys().size(), keys.size());
}

void TestCli::listsColumnsInJson_data()
{
    QTest::addColumn<Column>("expected");
    // Read off tests/data/cli/procps-ng.txt by hand.
    QTest::newRow("free memory")
        << Column{3, "free", "KiB", "memory", {118940, 110904, 103260, 97100}, 107551};
    QTest::newRow("blocks out")
        << Column{9, "bo", "blocks/s", "io", {0, 21036, 3888, 15500}, 10106};
    QTest::newRow("interrupts")
        << Column{10, "in", "1/s", "system", {4171, 1798, 1087, 6940}, 3499};
    QTest::newRow("I/O wait") << Column{15, "wa", "%", "cpu", {0, 31, 48, 27}, 26.5};
}

void TestCli::listsColumnsInJson()
{
    QFETCH(Column, expected);
    const QList<double> &values = expected.values;
    const QJsonObject capture = onlyCapture({"--values"});
    const QJsonObject column = capture.value(u"columns").toArray().at(expected.index).toObject();
    QCOMPARE(column.value(u"key").toString(), expected.key);
    QCOMPARE(column.value(u"unit").toString(), expected.unit);
    QCOMPARE(column.value(u"group").toString(), expected.group);
    QCOMPARE(numbers(column.value(u"values").toArray()), values);

    const QJsonObject summary = capture.value(u"summary").toObject().value(expected.key).toObject();
    QCOMPARE(summary.value(u"min").toDouble(), *std::min_element(values.begin(), values.end()));
    QCOMPARE(summary.value(u"max").toDouble(), *std::max_element(values.begin(), values.end()));
    QCOMPARE(summary.value(u"mean").toDouble(), expected.mean);

    QCOMPARE(numbers(capture.value(u"time_s").toArray()), (QList<double>{0, 2, 4, 6}));
    QCOMPARE(numbers(capture.value(u"row_lines").toArray()), (QList<double>{9, 10, 11, 12}));
}

void TestCli::leavesValuesOutByDefault()
{
    const QJsonObject capture = onlyCapture({});
    QVERIFY(!capture.isEmpty());
    QVERIFY(!capture.contains(u"time_s"));
    QVERIFY(!capture.contains(u"row_lines"));
    for (const QJsonValue &column : capture.value(u"columns").toArray()) {
        QVERIFY(!column.toObject().contains(u"values"));
    }
}

QTEST_GUILESS_MAIN(TestCli)
void TestCli::maxExpandedIsEveryCommandsOption()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(u"bomb.txt"_s);
    QVERIFY(QFile::copy(vmscope::test::dataPath(u"compressed/zeros-10g.zst"_s), path));
    // Below the bomb check: the limit set on the command line refuses it first.
    for (const QString &command : { u"analyze"_s, u"compare"_s, u"report"_s }) {
        QStringList arguments { command, u"--max-expanded"_s, u"1M"_s, path };
        if (command == u"report"_s) {
            arguments << u"--out"_s << folder.filePath(u"r.html"_s);
        }
        const vmscope::test::CliRun run = vmscope::test::runCli(arguments);
        QVERIFY2(run.out.contains("zstd data expands past 1.0 MiB, the largest input allowed")
                || run.err.contains("zstd data expands past 1.0 MiB, the largest input allowed"),
            qPrintable(command + u": "_s + QString::fromUtf8(run.out + run.err)));
    }
    const vmscope::test::CliRun bad
        = vmscope::test::runCli({ u"analyze"_s, u"--max-expanded"_s, u"lots"_s, path });
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains("--max-expanded takes a size such as 512M or 8G, not 'lots'"));
}

#include "tst_cli.moc"
