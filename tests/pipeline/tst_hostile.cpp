// SPDX-License-Identifier: GPL-2.0-or-later
// Input made to hurt: shapes that once took time quadratic in their length (each detector
// walked a long run of lines that make no block, then was asked again from the next line),
// fed at 1x and 8x. Linear work takes about 8 times as long; quadratic work 64 times.
#include "core/oops/oopstext.h"
#include "parsers/input/textdecoder.h"
#include "testutil.h"
#include "translations/translators.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <thread>

using namespace Qt::StringLiterals;
using namespace vmscope;
using namespace vmscope::test;

class TestHostile : public CLocaleTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        std::signal(SIGPIPE, SIG_IGN);
        installTranslators(u"en"_s); // "(400 characters)", as the programs say it
    }
    void craftedShapesGrowLinearly_data();
    void aRealBlockAfterAFailedWalkStartsWhereItDoes();
    void craftedShapesGrowLinearly();
    void placeholdersInLogTextStayText();
    void pipesReadAsFilesDo();
    void latin1AfterAPieceOfUtf8IsReadOnce();
    void endlessDevicesStopAtTheLimit();
    void foreignLineEndsAndWideEncodingsRead_data();
    void foreignLineEndsAndWideEncodingsRead();
    void oddValuesAreFlaggedNotDropped_data();
    void oddValuesAreFlaggedNotDropped();
    void oddValuesInOtherFormatsAreNamed_data();
    void oddValuesInOtherFormatsAreNamed();
    void logsPastTheLimitAreLeftWithAWarning_data();
    void logsPastTheLimitAreLeftWithAWarning();
    void aFifoWaitsOnlyUntilCancelled_data();
    void aFifoWaitsOnlyUntilCancelled();
};

namespace {

struct TimedText
{
    qsizetype captures = 0;
    double cpuSeconds = 0;
};

/// The captures of `text` and the CPU time of the faster of two loads (a busy machine's
/// page faults and threads land on one of them).
TimedText loadTimed(const QByteArray &text)
{
    TimedText best { 0, 1e9 };
    for (int run = 0; run < 2; ++run) {
        const std::clock_t start = std::clock();
        const LoadResult result = loadText(text);
        best.cpuSeconds = std::min(best.cpuSeconds, cpuSeconds(start));
        best.captures = result.readable() ? result.document.captures().size() : 0;
    }
    return best;
}

/// A FIFO in a temporary folder that a thread fills with `bytes` once a reader opens it.
/// Whatever the test did, the thread is joined: a reader that never came is stood in for.
class FifoWriter
{
public:
    explicit FifoWriter(const QByteArray &bytes)
        : m_path(m_dir.filePath(u"fifo"_s))
    {
        if (!m_dir.isValid() || ::mkfifo(QFile::encodeName(m_path).constData(), 0600) != 0) {
            m_path.clear();
            return;
        }
        m_thread = std::thread([path = m_path, bytes] {
            QFile out(path);
            if (out.open(QIODevice::WriteOnly)) { // blocks until the reader opens it
                out.write(bytes); // a reader that left early: EPIPE (SIGPIPE is ignored)
            }
        });
    }
    ~FifoWriter()
    {
        if (m_thread.joinable()) {
            // Opening the reading end lets a writer still waiting in open() go on; closing
            // it ends its write.
            const int fd = ::open(QFile::encodeName(m_path).constData(), O_RDONLY | O_NONBLOCK);
            if (fd >= 0) {
                ::close(fd);
            }
            m_thread.join();
        }
    }
    FifoWriter(const FifoWriter &) = delete;
    FifoWriter &operator=(const FifoWriter &) = delete;

    /// The FIFO's path; empty when it could not be made.
    [[nodiscard]] const QString &path() const { return m_path; }
    [[nodiscard]] QString pathBeside(const QString &name) const { return m_dir.filePath(name); }
    /// Waits for the writer to finish.
    void join()
    {
        if (m_thread.joinable()) {
            m_thread.join();
        }
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::thread m_thread;
};

QStringList labelsOf(const Document &document)
{
    QStringList labels;
    for (const Capture &capture : document.captures()) {
        labels.append(capture.label);
    }
    return labels;
}

} // namespace

void TestHostile::craftedShapesGrowLinearly_data()
{
    QTest::addColumn<QByteArray>("unit"); // repeated `repeats` times, then 8 times as often
    QTest::addColumn<int>("repeats");
    QTest::addColumn<int>("capturesPerUnit");
    // The shapes (#21), then their relatives found by the same search.
    QTest::newRow("slabinfo 1.0 rows without a header") << "x 1 2\n"_ba << 1000 << 0;
    QTest::newRow("vmstat header pairs without rows")
        << "procs -----------memory---------- ---swap-- -----io---- --system-- ----cpu----\n"
           " r  b   swpd   free   buff  cache   si   so    bi    bo   in    cs us sy id wa\n"_ba
        << 500 << 0;
    QTest::newRow("quoted oops code lines")
        << "> Code: 8b 40 04 89 44 24 04 e8 2b fe ff ff 85 c0 74 0a 8b 45 f0 89 c3\n"_ba << 1000
        << 0;
    QTest::newRow("vmstat -d rows without their header")
        << "sda  44 0 352 910 44 0 176 120 0 44\n"_ba << 1000 << 0;
    QTest::newRow("slabtop summaries without a table")
        << " Active / Total Objects (% used)    : 1019125 / 1028190 (99.1%)\n"_ba << 1000 << 0;
    QTest::newRow("slabinfo 2.1 headers without rows")
        << "slabinfo - version: 2.1\n"
           "# name            <active_objs> <num_objs> <objsize> <objperslab> <pagesperslab>"
           " : tunables <limit> <batchcount> <sharedfactor> : slabdata <active_slabs>"
           " <num_slabs> <sharedavail>\n"_ba
        << 500 << 0;
    QTest::newRow("slabinfo version lines") << "slabinfo - version: 1.1\n"_ba << 1000 << 0;
    QTest::newRow("top process headers without rows")
        << "  PID USER      PR  NI  VIRT  RES  SHR S %CPU %MEM    TIME+  COMMAND\n"_ba << 1000
        << 0;
    QTest::newRow("oops openers without a report")
        << "Unable to handle kernel NULL pointer dereference at virtual address 00000000\n"_ba
        << 500 << 0; // past a report's 200 lines without structure: each start walks 200
    QTest::newRow("tiny vmstat blocks")
        << " r  b   swpd   free   buff  cache   si   so    bi    bo   in    cs us sy id wa\n"
           " 1  0      0 791530  12000 100000    0    0     0 5  104   33  1  2 97  0\n"
           "\ntext\n\n"_ba
        << 250 << 1;
}

void TestHostile::craftedShapesGrowLinearly()
{
    QFETCH(QByteArray, unit);
    QFETCH(int, repeats);
    QFETCH(int, capturesPerUnit);
    const TimedText once = loadTimed(unit.repeated(repeats));
    const TimedText eight = loadTimed(unit.repeated(8 * repeats));
    qInfo("%.3f s, then %.3f s for 8 times the lines", once.cpuSeconds, eight.cpuSeconds);
    QCOMPARE(once.captures, qsizetype(capturesPerUnit) * repeats);
    QCOMPARE(eight.captures, qsizetype(capturesPerUnit) * 8 * repeats);
    // 20 leaves room for a noisy clock and for caches; a quadratic walk is far over it.
    const double floor = 0.01 * sanitizerSlowdown;
    QVERIFY2(eight.cpuSeconds < 20 * std::max(once.cpuSeconds, floor),
        qPrintable(u"%1 s, then %2 s"_s.arg(once.cpuSeconds).arg(eight.cpuSeconds)));
}

void TestHostile::aRealBlockAfterAFailedWalkStartsWhereItDoes()
{
    // A names line with no row, then another layout's header with rows: the walk from the
    // first fails, and what it says of the lines it walked must not take in the second
    // header's group line (the block would start a line late).
    const QByteArray text
        = "procs -----------memory---------- ---swap-- -----io---- -system-- ----cpu----\n"
          " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa\n"
          "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n"
          " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st\n"
          " 1  0      0 791530  12000 100000    0    0     0    5  104   33  1  2 97  0  0\n"
          " 0  0      0 791530  12000 100000    0    0     0    9  110   35  1  1 98  0  0\n"
          " 2  0      0 791400  12000 100000    0    0     0   12  120   40  2  2 96  0  0\n"_ba;
    const LoadResult result = loadText(text);
    const QList<Capture> vmstat = capturesOf(result.document, CaptureKind::Vmstat);
    QCOMPARE(vmstat.size(), 1);
    QCOMPARE(vmstat.constFirst().source.firstLine, 3);
    QCOMPARE(vmstat.constFirst().timeSeries()->sampleCount(), 3);
    QCOMPARE(vmstat.constFirst().timeSeries()->columnIndex(u"st"_s), 16);
}

void TestHostile::placeholdersInLogTextStayText()
{
    // A process named like a translation's placeholders: each text goes in whole, once
    // (chained QString::arg() put the pid into the name: `mo724unt%2 (pid %2)`).
    QFile file(dataPath(u"oops/raw24.txt"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    QVERIFY(text.contains("Process mount (pid: 724,"));
    text.replace("Process mount (pid: 724,", "Process mo%1unt%2 (pid: 724,");
    const LoadResult result = loadText(text);
    const QList<Capture> oopses = capturesOf(result.document, CaptureKind::Oops);
    QCOMPARE(oopses.size(), 1);
    const Oops &oops = std::get<Oops>(oopses.constFirst().payload);
    QCOMPARE(oops.process, u"mo%1unt%2"_s);
    QVERIFY2(oopsToText(oops, 100).join(u'\n').contains(u"mo%1unt%2 (pid 724)"_s),
        qPrintable(oopsToText(oops, 100).join(u'\n')));
}

void TestHostile::pipesReadAsFilesDo()
{
    // A thread whose last line is Latin-1 (`Grüße`, after the logs): the decoder learns that
    // at the end, and once read from a FIFO (or `<(cat file)`) the bytes cannot be read again.
    QFile fixture(dataPath(u"threads/001-cfq-low-latency.txt"_s));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    const QByteArray bytes = fixture.readAll() + "\nGr\xfc\xdf" "e\n";
    FifoWriter writer(bytes);
    QVERIFY(!writer.path().isEmpty());
    const QString regular = writer.pathBeside(u"thread.txt"_s);
    QFile file(regular);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    const LoadResult fromFile = load(regular);
    QVERIFY(fromFile.readable());

    const LoadResult fromPipe = load(writer.path());
    writer.join();
    QVERIFY2(fromPipe.readable(), qPrintable(fromPipe.error));
    QVERIFY(fromFile.document.captures().size() >= 4);
    QCOMPARE(labelsOf(fromPipe.document), labelsOf(fromFile.document));
    QCOMPARE(fromPipe.document.sources().constFirst().text, fromFile.document.sources().constFirst().text);
    QVERIFY(fromPipe.document.sources().constFirst().text.endsWith(u"Gr\u00fc\u00dfe\n"_s));
}

void TestHostile::latin1AfterAPieceOfUtf8IsReadOnce()
{
    // More than one piece of valid UTF-8 (16 MiB are decoded at a time, `é` cut between two
    // pieces), then a Latin-1 byte: the whole input is Latin-1, read front to back once.
    QByteArray bytes(17 * 1024 * 1024, 'a');
    bytes[16 * 1024 * 1024 - 1] = '\xc3';
    bytes[16 * 1024 * 1024] = '\xa9';
    bytes.append("\nna\xefve\n");
    FifoWriter writer(bytes);
    QVERIFY(!writer.path().isEmpty());
    QFile in(writer.path());
    QVERIFY(in.open(QIODevice::ReadOnly));
    const DecodedText decoded = decodeFile(in, qint64(1) << 30);
    writer.join();
    QCOMPARE(decoded.text.size(), bytes.size());
    QCOMPARE(decoded.text, QString::fromLatin1(bytes));
    QCOMPARE(decoded.diagnostics.size(), 1);
    QVERIFY(decoded.diagnostics.constFirst().message.contains(u"Latin-1"_s));
}

void TestHostile::endlessDevicesStopAtTheLimit()
{
    QFile zero(u"/dev/zero"_s);
    QVERIFY(zero.open(QIODevice::ReadOnly));
    const DecodedText decoded = decodeFile(zero, 4 << 20);
    QVERIFY(decoded.overLimit);
    QVERIFY(decoded.text.isEmpty());
}

void TestHostile::foreignLineEndsAndWideEncodingsRead_data()
{
    // Seed 000's fixture (2.5.31 writeback) as other systems save it: each gives the same capture, and
    // a note says how it was read (CR-only lost every line, UTF-16 was Latin-1 with NULs).
    QFile fixture(dataPath(u"threads/000-writeback-2.5.31.txt"_s));
    if (!fixture.open(QIODevice::ReadOnly)) {
        qFatal("missing fixture");
    }
    const QString text = QString::fromUtf8(fixture.readAll());
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("note");
    const auto utf32 = [](const QString &unicode, bool littleEndian) {
        QByteArray bytes;
        for (const char32_t c : unicode.toUcs4()) {
            const char b[4] = { char(c >> 24), char(c >> 16), char(c >> 8), char(c) };
            for (int i = 0; i < 4; ++i) {
                bytes.append(b[littleEndian ? 3 - i : i]);
            }
        }
        return bytes;
    };
    const auto utf16 = [](const QString &unicode, bool littleEndian) {
        QByteArray bytes;
        for (const QChar c : unicode) {
            const char high = char(c.unicode() >> 8), low = char(c.unicode() & 0xff);
            bytes.append(littleEndian ? low : high);
            bytes.append(littleEndian ? high : low);
        }
        return bytes;
    };
    QTest::newRow("UTF-8, LF") << text.toUtf8() << QString();
    QTest::newRow("CR only") << QString(text).replace(u'\n', u'\r').toUtf8()
                             << u"carriage return alone"_s;
    QTest::newRow("UTF-16LE with BOM") << "\xFF\xFE"_ba + utf16(text, true) << u"UTF-16LE"_s;
    QTest::newRow("UTF-16BE without BOM") << utf16(text, false) << u"UTF-16BE"_s;
    QTest::newRow("UTF-32LE without BOM") << utf32(text, true) << u"UTF-32LE"_s;
    QTest::newRow("UTF-32BE with BOM") << QByteArray("\x00\x00\xFE\xFF", 4) + utf32(text, false)
                                       << u"UTF-32BE"_s;
    QTest::newRow("UTF-16LE, CRLF") << utf16(QString(text).replace(u"\n"_s, u"\r\n"_s), true)
                                    << u"UTF-16LE"_s;
}

void TestHostile::foreignLineEndsAndWideEncodingsRead()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, note);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"thread.txt"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    for (const LoadResult &result : { load(path), loadText(bytes) }) {
        QVERIFY2(result.readable(), qPrintable(result.error));
        const QList<Capture> vmstat = capturesOf(result.document, CaptureKind::Vmstat);
        // As the UTF-8 file reads (its lines 262-283: 20 rows of 2.5.31-akpm).
        QCOMPARE(vmstat.size(), 9);
        QCOMPARE(vmstat.constFirst().label, u"2.5.31-akpm"_s);
        QCOMPARE(vmstat.constFirst().timeSeries()->sampleCount(), 20);
        QCOMPARE(vmstat.constFirst().source.firstLine, 262);
        QVERIFY(!hasDiagnostic(result.document, u"NUL"_s));
        if (!note.isEmpty()) {
            QVERIFY2(hasDiagnostic(result.document, note), qPrintable(note));
        }
    }
}

void TestHostile::oddValuesAreFlaggedNotDropped_data()
{
    QTest::addColumn<QByteArray>("bo"); // of the fifth of ten rows
    QTest::addColumn<QByteArray>("us");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("warning");
    const QString counter = u"which a counter cannot be"_s;
    QTest::newRow("negative") << "-5"_ba << "1"_ba << 10 << u"bo is '-5', "_s + counter;
    QTest::newRow("past 2^64") << "99999999999999999999999"_ba << "1"_ba << 10
                               << u"bo is '99999999999999999999999', "_s + counter;
    QTest::newRow("400 digits") << QByteArray(400, '9') << "1"_ba << 10
                                << u"bo is '999999999999999999999999… (400 characters)'"_s;
    QTest::newRow("NaN") << "nan"_ba << "1"_ba << 10 << u"bo is 'nan', "_s + counter;
    QTest::newRow("inf") << "-inf"_ba << "1"_ba << 10 << u"bo is '-inf', "_s + counter;
    QTest::newRow("overflowing exponent")
        << "1e309"_ba << "1"_ba << 10 << u"bo is '1e309', "_s + counter;
    QTest::newRow("a word")
        << "lots"_ba << "1"_ba << 9 << u"row skipped: bo is 'lots', not a number"_s;
    QTest::newRow("a share over 100 %") << "5"_ba << "900"_ba << 10
                                        << u"us is 900, over 100 %; kept as read"_s;
}

void TestHostile::oddValuesAreFlaggedNotDropped()
{
    // A row with a value no counter has keeps its place (the rows after it keep their
    // times), the value is missing, and a warning on its line says which and why.
    QFETCH(QByteArray, bo);
    QFETCH(QByteArray, us);
    QFETCH(int, rows);
    QFETCH(QString, warning);
    const QByteArray row = " 1  0      0 791530  12000 100000    0    0     0    5  104   33  1  2 97  0\n";
    QByteArray text = "procs -----------memory---------- ---swap-- -----io---- -system-- ----cpu----\n"
                      " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa\n";
    for (int i = 0; i < 10; ++i) {
        text += i == 4 ? " 1  0      0 791530  12000 100000    0    0     0 " + bo
                + "  104   33  " + us + "  2 97  0\n"
                       : row;
    }
    const LoadResult result = loadText(text);
    const QList<Capture> vmstat = capturesOf(result.document, CaptureKind::Vmstat);
    QCOMPARE(vmstat.size(), 1);
    const TimeSeries &series = *vmstat.constFirst().timeSeries();
    QCOMPARE(series.sampleCount(), rows);
    QVERIFY2(hasDiagnostic(result.document, warning, 7), qPrintable(warning));
    if (rows == 10) {
        const qsizetype column = series.columnIndex(u"bo"_s);
        QCOMPARE(std::isnan(series.values(column)[4]), bo != "5");
        QCOMPARE(series.values(column)[5], 5.0);
        QCOMPARE(series.time().back(), 9.0);
    }
}


void TestHostile::oddValuesInOtherFormatsAreNamed_data()
{
    // A value no counter has in a row of top, slabinfo or a profile: the row (or the value)
    // is left out with a warning on its line that quotes it, and the block around it stays
    // whole (a sorted profile lost its `total` line and its label when that row ended it).
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("warning");
    QTest::addColumn<int>("firstLine"); // of the one capture
    QTest::addColumn<QString>("label");
    const QString counter = u", which a counter cannot be (negative, a fraction, past 2^64 or not "
                            "a number)"_s;
    QTest::newRow("profile, negative ticks") << u"profile/readprofile.txt"_s
        << "   587 default_idle"_ba << "  -587 default_idle"_ba << 8
        << u"row skipped: its count is '-587'"_s + counter << 7 << u"2.4.17-rmap"_s;
    QTest::newRow("profile, 400 digits") << u"profile/readprofile.txt"_s
        << "   587 default_idle"_ba << QByteArray(400, '9') + " default_idle" << 8
        << u"row skipped: its count is '999999999999999999999999\u2026 (400 characters)'"_s
               + counter
        << 7 << u"2.4.17-rmap"_s;
    QTest::newRow("slabinfo, NaN objects") << u"slabinfo/growth-2.1.txt"_s
        << "btrfs_delayed_node      0"_ba << "btrfs_delayed_node    nan"_ba << 17
        << u"row skipped: btrfs_delayed_node holds 'nan'"_s + counter << 12 << QString();
    QTest::newRow("slabinfo, past 2^64") << u"slabinfo/growth-2.1.txt"_s
        << "btrfs_delayed_node      0"_ba << "btrfs_delayed_node 18446744073709551616"_ba << 17
        << u"row skipped: btrfs_delayed_node holds '18446744073709551616'"_s + counter << 12
        << QString();
    QTest::newRow("top, %CPU of -inf") << u"top/procps-ng-4.0.2-batch.txt"_s
        << "R  37.5   1.6"_ba << "R  -inf   1.6"_ba << 8
        << u"`-inf` is no value of this column; it is left out of the row"_s << 1 << QString();
}

void TestHostile::oddValuesInOtherFormatsAreNamed()
{
    QFETCH(QString, fixture);
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QFETCH(int, line);
    QFETCH(QString, warning);
    QFETCH(int, firstLine);
    QFETCH(QString, label);
    QFile file(dataPath(fixture));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    const qsizetype at = text.indexOf(before); // its first row only
    QVERIFY(at >= 0);
    text.replace(at, before.size(), after);
    const LoadResult result = loadText(text);
    QVERIFY(result.readable());
    QCOMPARE(result.document.captures().size(), 1);
    const Capture &capture = result.document.captures().constFirst();
    QCOMPARE(capture.source.firstLine, firstLine);
    if (!label.isEmpty()) {
        QCOMPARE(capture.label, label);
    }
    QStringList said;
    for (const Diagnostic &diagnostic : capture.diagnostics) {
        said.append(u"%1: %2"_s.arg(diagnostic.line).arg(diagnostic.message));
        if (diagnostic.line == line && diagnostic.message.startsWith(warning)) {
            return;
        }
    }
    QFAIL(qPrintable(u"no warning on line %1 starts \"%2\"; the capture's are:\n"_s.arg(line)
                         .arg(warning)
                     + said.join(u'\n')));
}

void TestHostile::logsPastTheLimitAreLeftWithAWarning_data()
{
    QTest::addColumn<int>("blocks");
    QTest::addColumn<int>("limit"); // 0: the default
    QTest::addColumn<int>("read");
    QTest::newRow("50 at a limit of 20") << 50 << 20 << 20;
    QTest::newRow("20 010 at the default") << 20010 << 0 << int(InputLimits::defaultMaxBlocks);
}

void TestHostile::logsPastTheLimitAreLeftWithAWarning()
{
    // Tiny vmstat blocks past the limit: as many captures as it allows, and one warning on
    // the line where the next block starts, saying how many were left (500 000 of them asked
    // for 4 GB).
    QFETCH(int, blocks);
    QFETCH(int, limit);
    QFETCH(int, read);
    const QByteArray block = "procs -----------memory---------- ---swap-- -----io---- -system-- "
                             "------cpu-----\n r  b   swpd   free   buff  cache   si   so    bi    "
                             "bo   in   cs us sy id wa st\n 1  0      0 118940   2124  28240    0    "
                             "0     4     0 4171  256  1 21 78  0  0\n\n"_ba;
    ParseContext context;
    if (limit > 0) {
        context.limits.maxBlocks = limit;
    }
    const ImportPlan plan = planImport(block.repeated(blocks), u"tiny"_s,
                                       ParserRegistry::withBuiltins(), context);
    QCOMPARE(plan.blocks.size(), read);
    const Document document = buildDocument(plan);
    QCOMPARE(document.captures().size(), read);
    const int nextLine = read * 4 + 1;
    QList<Diagnostic> warnings;
    for (const Diagnostic &diagnostic : document.diagnostics()) {
        if (diagnostic.message.contains(u"--max-logs"_s)) {
            warnings.append(diagnostic);
        }
    }
    QCOMPARE(warnings.size(), 1);
    QCOMPARE(warnings.constFirst().line, nextLine);
    QCOMPARE(warnings.constFirst().message,
             u"more than %1 logs in this input: the %2 from line %3 on are not read (raise the "
             "limit with --max-logs, or in Preferences)"_s.arg(read).arg(blocks - read).arg(nextLine));
}

void TestHostile::aFifoWaitsOnlyUntilCancelled_data()
{
    QTest::addColumn<QByteArray>("written"); // by a writer that then keeps the FIFO open
    QTest::addColumn<bool>("writer");
    QTest::newRow("no writer") << QByteArray() << false;
    QTest::newRow("a writer that went quiet") << "procs -----------memory----------\n"_ba << true;
}

void TestHostile::aFifoWaitsOnlyUntilCancelled()
{
    // open() of a FIFO waits for a writer and read() for its next bytes, and no cancel reaches
    // either: a window that quit while it imported one hung. Both waits now end with the
    // cancel, and the import is cancelled.
    QFETCH(QByteArray, written);
    QFETCH(bool, writer);
    QTemporaryDir dir;
    const QByteArray fifo = QFile::encodeName(dir.filePath(u"fifo"_s));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    std::atomic_bool cancel = false;
    std::atomic_bool done = false;
    ParseContext context;
    context.isCancelled = [&cancel] { return cancel.load(); };
    std::thread other([&] {
        int fd = -1;
        if (writer) { // waits for the reader, writes, and stays: no end of input comes
            fd = ::open(fifo.constData(), O_WRONLY);
            if (::write(fd, written.constData(), std::size_t(written.size())) != written.size()) {
                qWarning("the writer's write fell short");
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        cancel = true;
        // A reader that ignored the cancel is let go after 5 s: the test fails, not hangs.
        for (int waited = 0; !done && waited < 50; ++waited) {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        if (fd < 0 && !done) {
            fd = ::open(fifo.constData(), O_WRONLY | O_NONBLOCK);
        }
        if (fd >= 0) {
            ::close(fd);
        }
    });
    QElapsedTimer waited;
    waited.start();
    const ImportPlan plan = planFileImport(QFile::decodeName(fifo), ParserRegistry::withBuiltins(),
                                           context);
    done = true;
    const qint64 elapsed = waited.elapsed();
    other.join();
    QVERIFY2(elapsed < 3000, qPrintable(u"the wait took %1 ms after a cancel at 300"_s.arg(elapsed)));
    QVERIFY(elapsed >= 250);
    QVERIFY2(plan.readable(), qPrintable(plan.error));
    QVERIFY(plan.cancelled);
    QVERIFY(plan.blocks.isEmpty());
}

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
