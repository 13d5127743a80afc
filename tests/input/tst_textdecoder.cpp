// SPDX-License-Identifier: GPL-2.0-or-later
// decodeText(): charsets, NUL bytes, compressed input (gzip, bzip2, xz, zstd: by content, cut short,
// bombs), and that odd input never costs more than linear time.
#include "parsers/input/decompressor.h"
#include "parsers/input/textdecoder.h"
#include "testutil.h"

#include <QProcess>

#include <QRandomGenerator>
#include <QTemporaryDir>

#include <ctime>

#include <zlib.h>

using namespace Qt::StringLiterals;
using namespace vmscope;
using namespace vmscope::test;

class TestTextDecoder : public CLocaleTest
{
    Q_OBJECT

private slots:
    void decodes_data();
    void decodes();
    void inflatesGzip();
    void reportsTruncatedGzip();
    void expandsEveryCompression_data();
    void expandsEveryCompression();
    void compressedSeedGivesTheSameCaptures();
    void cutStreamSaysWhereItStopped_data();
    void cutStreamSaysWhereItStopped();
    void refusesABomb();
    void refusesAModerateBombUnlessAsked();
    void refusesPastTheLimit();
    void survivesRandomBytes();
    void longSingleLineIsLinear();

private:
    static QByteArray gzip(const QByteArray &bytes);
    /// `bytes` through `tool -c` (gzip, bzip2, xz, zstd); empty when the tool is missing.
    static QByteArray compress(const QString &tool, const QByteArray &bytes);
};

QByteArray TestTextDecoder::compress(const QString &tool, const QByteArray &bytes)
{
    QProcess process;
    process.start(tool, tool == u"gzip"_s ? QStringList { u"-c"_s, u"-n"_s } : QStringList { u"-c"_s, u"-q"_s });
    if (!process.waitForStarted()) {
        return {};
    }
    process.write(bytes);
    process.closeWriteChannel();
    process.waitForFinished(120000);
    return process.exitCode() == 0 ? process.readAllStandardOutput() : QByteArray();
}

namespace {

QByteArray vmstatRows(int rows)
{
    QByteArray plain("procs -----------memory---------- ---swap-- -----io---- -system-- ----cpu----\n"
                     " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa\n");
    for (int i = 0; i < rows; ++i) {
        plain += " 1  0      0 791530  12000 100000    0    0     0 " + QByteArray::number(i)
            + "  104   33  1  2 97  0\n";
    }
    return plain;
}

} // namespace

QByteArray TestTextDecoder::gzip(const QByteArray &bytes)
{
    QProcess process;
    process.start(u"gzip"_s, {u"-c"_s, u"-n"_s});
    if (!process.waitForStarted()) {
        return {};
    }
    process.write(bytes);
    process.closeWriteChannel();
    process.waitForFinished();
    return process.exitCode() == 0 ? process.readAllStandardOutput() : QByteArray();
}

void TestTextDecoder::decodes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("diagnostics");
    QTest::addColumn<int>("diagnosticLine");
    QTest::newRow("plain ASCII") << QByteArray("r  b\n 1  0\n") << u"r  b\n 1  0\n"_s << 0 << 0;
    QTest::newRow("UTF-8 NBSP") << QByteArray("1\xc2\xa0" "2") << u"1\u00a02"_s << 0 << 0;
    QTest::newRow("byte order mark dropped") << QByteArray("\xef\xbb\xbfprocs") << u"procs"_s << 0
                                             << 0;
    QTest::newRow("iso-8859-15 thread read as Latin-1")
        << QByteArray("Martin MOKREJ\xa9 wrote:\n") << u"Martin MOKREJ\u00a9 wrote:\n"_s << 1 << 0;
    QTest::newRow("CRLF kept for the cleaner") << QByteArray("a\r\nb\r\n") << u"a\r\nb\r\n"_s << 0
                                               << 0;
    QTest::newRow("NUL on the third line reported there")
        << QByteArray("one\ntwo\nth\0ree\0\n", 16) << u"one\ntwo\nth ree \n"_s << 1 << 3;
    QTest::newRow("NUL as the first byte") << QByteArray("\0x", 2) << u" x"_s << 1 << 1;
    QTest::newRow("other control characters pass to the cleaner")
        << QByteArray("bell\x07\x1b[0m") << u"bell\x07\x1b[0m"_s << 0 << 0;
    QTest::newRow("empty input") << QByteArray() << QString() << 0 << 0;
}

void TestTextDecoder::decodes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, text);
    QFETCH(int, diagnostics);
    QFETCH(int, diagnosticLine);
    const DecodedText decoded = decodeText(bytes);
    QCOMPARE(decoded.text, text);
    QCOMPARE(int(decoded.diagnostics.size()), diagnostics);
    if (diagnostics > 0) {
        QCOMPARE(decoded.diagnostics.at(0).line, diagnosticLine);
    }
}

void TestTextDecoder::inflatesGzip()
{
    const QByteArray plain("procs\n r  b\n 1  0\n");
    const QByteArray compressed = gzip(plain);
    if (compressed.isEmpty()) {
        QSKIP("gzip is not installed");
    }
    QCOMPARE(compressionOf(compressed), Compression::Gzip);
    QCOMPARE(compressionOf(plain), Compression::None);
    const DecodedText decoded = decodeText(compressed);
    QCOMPARE(decoded.text, QString::fromLatin1(plain));
    QVERIFY(decoded.diagnostics.isEmpty());
    // Two gzip members one after the other, as `cat a.gz b.gz` makes them.
    QCOMPARE(decodeText(compressed + gzip("more\n")).text, QString::fromLatin1(plain + "more\n"));
    // Through loadFile, as a file on disk.
    QTemporaryDir dir;
    QFile file(dir.filePath(u"thread.txt.gz"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(compressed);
    file.close();
    QVERIFY(load(file.fileName()).readable());
}

void TestTextDecoder::reportsTruncatedGzip()
{
    QByteArray plain;
    for (int i = 0; i < 2000; ++i) {
        plain += " 1  0  0 791530  12000 100000   0   0     0 " + QByteArray::number(i) + "\n";
    }
    const QByteArray compressed = gzip(plain);
    if (compressed.isEmpty()) {
        QSKIP("gzip is not installed");
    }
    const DecodedText decoded = decodeText(compressed.first(compressed.size() / 2));
    QCOMPARE(decoded.diagnostics.size(), 1);
    QVERIFY(decoded.diagnostics.at(0).severity != Diagnostic::Severity::Note);
    QVERIFY(plain.startsWith(decoded.text.toLatin1()));
    QVERIFY(decoded.text.size() > 0);
    QVERIFY(!decodeText(QByteArray("\x1f\x8b")).diagnostics.isEmpty());
}

void TestTextDecoder::expandsEveryCompression_data()
{
    QTest::addColumn<QString>("tool");
    QTest::addColumn<int>("compression");
    QTest::newRow("gzip") << u"gzip"_s << int(Compression::Gzip);
    QTest::newRow("bzip2") << u"bzip2"_s << int(Compression::Bzip2);
    QTest::newRow("xz") << u"xz"_s << int(Compression::Xz);
    QTest::newRow("zstd") << u"zstd"_s << int(Compression::Zstd);
}

void TestTextDecoder::expandsEveryCompression()
{
    QFETCH(QString, tool);
    QFETCH(int, compression);
    const QByteArray plain = vmstatRows(3000);
    const QByteArray compressed = compress(tool, plain);
    QVERIFY2(!compressed.isEmpty(), qPrintable(tool + u" is missing (tools/scripts/prepare.sh installs it)"_s));
    QCOMPARE(int(compressionOf(compressed)), compression);
    const DecodedText decoded = decodeText(compressed);
    QCOMPARE(decoded.diagnostics, Diagnostics());
    QCOMPARE(decoded.text, QString::fromLatin1(plain));
}

void TestTextDecoder::compressedSeedGivesTheSameCaptures()
{
    const QString seed = seedPath(u"000_afa3e04f98f9f577.txt"_s);
    QFile file(seed);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray plain = file.readAll();
    const Document expected = loadFile(seed, ParserRegistry::withBuiltins()).document;
    QCOMPARE(expected.captures().size(), qsizetype(16));
    QTemporaryDir folder;
    for (const QString &tool : { u"gzip"_s, u"bzip2"_s, u"xz"_s, u"zstd"_s }) {
        const QByteArray compressed = compress(tool, plain);
        QVERIFY2(!compressed.isEmpty(), qPrintable(tool));
        // Named as if it were plain text: the content says what it is.
        const QString path = folder.filePath(tool + u"-copy.txt"_s);
        QFile copy(path);
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write(compressed);
        copy.close();
        const LoadedInputs fromFile = loadArguments({ { path }, std::nullopt });
        const LoadedInputs fromStandardInput = loadArguments({ { u"-"_s }, compressed });
        for (const LoadedInputs *loaded : { &fromFile, &fromStandardInput }) {
            QVERIFY2(loaded->firstError().isEmpty(), qPrintable(loaded->firstError()));
            const CaptureList captures = loaded->document.captures();
            QCOMPARE(captures.size(), expected.captures().size());
            for (qsizetype i = 0; i < captures.size(); ++i) {
                vmscope::Capture capture = captures.at(i);
                capture.source.file = expected.captures().at(i).source.file;
                QVERIFY2(capture == expected.captures().at(i), qPrintable(tool + u' ' + capture.id));
            }
            QCOMPARE(loaded->document.sources().at(0).text, expected.sources().at(0).text);
        }
    }
}

void TestTextDecoder::cutStreamSaysWhereItStopped_data()
{
    expandsEveryCompression_data();
}

void TestTextDecoder::cutStreamSaysWhereItStopped()
{
    QFETCH(QString, tool);
    const QByteArray plain = vmstatRows(200000);
    const QByteArray compressed = compress(tool, plain);
    QVERIFY(!compressed.isEmpty());
    const DecodedText decoded = decodeText(compressed.first(compressed.size() / 2));
    QCOMPARE(decoded.diagnostics.size(), 1);
    const Diagnostic &said = decoded.diagnostics.at(0);
    QCOMPARE(said.severity, Diagnostic::Severity::Warning);
    QVERIFY2(said.message.startsWith(tool + u" data is damaged or cut short after "_s), qPrintable(said.message));
    // The line it stopped in is the one after the last whole line kept.
    const qsizetype lines = decoded.text.count(u'\n');
    QCOMPARE(said.line, int(lines + 1));
    QVERIFY(said.message.contains(u"(line %1)"_s.arg(lines + 1)));
    QVERIFY(lines > 1000);
    QVERIFY(plain.startsWith(decoded.text.toLatin1()));
}

void TestTextDecoder::refusesABomb()
{
    QFile file(dataPath(u"compressed/zeros-10g.zst"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bomb = file.readAll();
    const std::clock_t start = std::clock();
    const DecodedText decoded = decodeText(bomb);
    QVERIFY2(cpuSeconds(start) < 1 * sanitizerSlowdown, qPrintable(QString::number(cpuSeconds(start))));
    QVERIFY(decoded.text.isEmpty());
    QCOMPARE(decoded.diagnostics.size(), 1);
    QCOMPARE(decoded.diagnostics.at(0).severity, Diagnostic::Severity::Error);
    QVERIFY2(decoded.diagnostics.at(0).message.contains(u"a decompression bomb, refused"_s),
        qPrintable(decoded.diagnostics.at(0).message));
    // Through the CLI's loader: one unreadable-looking input that imports nothing, and says so.
    const LoadedInputs loaded = loadArguments({ { file.fileName() }, std::nullopt });
    QCOMPARE(loaded.document.captures().size(), qsizetype(0));
    QVERIFY(loaded.document.diagnostics().constFirst().message.contains(u"decompression bomb"_s));
}

namespace {

/// `rows` rows of a machine where nothing moves (`free` changes every 50 rows), as gzip -6
/// writes them: some 260-fold smaller, which only a bomb does on this scale. Written a piece
/// at a time so that the plain text is never whole.
QByteArray idleVmstatGzip(int rows)
{
    z_stream stream {};
    if (deflateInit2(&stream, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        return {};
    }
    QByteArray out;
    QByteArray piece;
    char buffer[1 << 16];
    for (int row = 0; row <= rows; ++row) {
        if (row < rows) {
            piece += " 1  0      0 " + QByteArray::number(1000000 + row / 50)
                + "  12345 678901    0    0     0     0  100  200  1  1 98  0  0\n";
            if (piece.size() < (1 << 20)) {
                continue;
            }
        }
        stream.next_in = reinterpret_cast<Bytef *>(piece.data());
        stream.avail_in = uInt(piece.size());
        const int flush = row < rows ? Z_NO_FLUSH : Z_FINISH;
        do {
            stream.next_out = reinterpret_cast<Bytef *>(buffer);
            stream.avail_out = sizeof buffer;
            deflate(&stream, flush);
            out.append(buffer, qsizetype(sizeof buffer - stream.avail_out));
        } while (stream.avail_out == 0);
        piece.clear();
    }
    deflateEnd(&stream);
    return out;
}

} // namespace

void TestTextDecoder::refusesAModerateBombUnlessAsked()
{
    // 263 MiB from about 1 MiB: under the thousandfold of NUL bytes, over the hundredfold.
    const QByteArray bomb = idleVmstatGzip(3'400'000);
    QVERIFY2(bomb.size() > 500'000 && bomb.size() < 2'000'000, qPrintable(QString::number(bomb.size())));
    const std::clock_t start = std::clock();
    const DecodedText decoded = decodeText(bomb);
    QVERIFY2(cpuSeconds(start) < 2 * sanitizerSlowdown, qPrintable(QString::number(cpuSeconds(start))));
    QVERIFY(decoded.text.isEmpty());
    QCOMPARE(decoded.diagnostics.size(), 1);
    QVERIFY2(decoded.diagnostics.at(0).message.contains(
                 u"gzip data expands more than 100-fold (256.3 MiB from"_s),
        qPrintable(decoded.diagnostics.at(0).message));
    QVERIFY(decoded.diagnostics.at(0).message.endsWith(
        u"a decompression bomb, refused (a larger --max-expanded, or Preferences, reads it)"_s));

    // A user who raised the largest input allowed gets the whole log.
    Diagnostics said;
    const QByteArray expanded = expand(bomb, Compression::Gzip, qint64(8) << 30, said);
    QVERIFY2(said.isEmpty(), said.isEmpty() ? "" : qPrintable(said.constFirst().message));
    QCOMPARE(expanded.count('\n'), qsizetype(3'400'000));
}

void TestTextDecoder::refusesPastTheLimit()
{
    const QByteArray compressed = compress(u"xz"_s, vmstatRows(2000));
    QVERIFY(!compressed.isEmpty());
    ParseContext context;
    context.limits.maxExpandedBytes = 10000;
    const DecodedText decoded = decodeText(compressed, context);
    QVERIFY(decoded.text.isEmpty());
    QCOMPARE(decoded.diagnostics.size(), 1);
    QVERIFY2(decoded.diagnostics.at(0).message.startsWith(
                 u"xz data expands past 9.8 KiB, the largest input allowed"_s),
        qPrintable(decoded.diagnostics.at(0).message));
}

void TestTextDecoder::survivesRandomBytes()
{
    QRandomGenerator random(20091127);
    QByteArray bytes(4 * 1024 * 1024, Qt::Uninitialized);
    random.fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
    // CPU time, not wall time: a busy test machine must not fail this, a quadratic loop must.
    const std::clock_t start = std::clock();
    const DecodedText decoded = decodeText(bytes);
    QCOMPARE(decoded.text.size(), bytes.size()); // Latin-1: one character per byte
    QVERIFY(!decoded.text.contains(QChar(0)));
    const LoadResult result = loadText(bytes);
    QVERIFY(result.readable());
    QVERIFY(cpuSeconds(start) < 60 * sanitizerSlowdown);
    const DecodedText gz = decodeText(QByteArray("\x1f\x8b") + bytes.first(4096));
    QVERIFY(!gz.diagnostics.isEmpty());
}

namespace {

/// `megabytes` of one line without a newline: a flattened archive page gone wrong, mmtests
/// rows and vmstat anchors run together, which the splitter cuts into one-row tables.
QByteArray flattenedPage(int megabytes)
{
    const QByteArray unit("min 861.03 ( 0.00%) 467.83 (45.67%) > > ? ?1266.02 r b swpd \xc2\xa0 ");
    QByteArray line;
    line.reserve(megabytes * 1000 * 1000 + unit.size());
    while (line.size() < megabytes * 1000 * 1000) {
        line += unit;
    }
    return line;
}

struct TimedCaptures
{
    qsizetype captures = 0;
    double cpuSeconds = 0;
};

TimedCaptures loadTimed(const QByteArray &text)
{
    // CPU time, not wall time: a busy test machine must not fail this, a quadratic loop must.
    // 80 000 tables at 4 MB: past the default log limit, which is not what this measures.
    ParseContext context;
    context.limits.maxBlocks = 1000000;
    const std::clock_t start = std::clock();
    const LoadResult result = loadBytes(text, u"page"_s, ParserRegistry::withBuiltins(), context);
    const double seconds = cpuSeconds(start);
    return { result.readable() ? result.document.captures().size() : -1, seconds };
}

} // namespace

void TestTextDecoder::longSingleLineIsLinear()
{
    // The same page at 1 MB and at 4 MB, through the whole pipeline: four times the input is
    // four times the tables and at most about four times the work. A loop quadratic in the
    // line (a detector re-run from every piece, a search from the start each time) takes
    // sixteen times as long; the bound of eight leaves room for a noisy clock. The absolute
    // bound catches a constant that grew.
    const TimedCaptures small = loadTimed(flattenedPage(1));
    const TimedCaptures large = loadTimed(flattenedPage(4));
    qInfo("%lld tables in %.2f s, %lld in %.2f s", qlonglong(small.captures), small.cpuSeconds,
        qlonglong(large.captures), large.cpuSeconds);
    QVERIFY(small.captures > 10000);
    QVERIFY2(qAbs(double(large.captures) / double(small.captures) - 4.0) < 0.01,
        qPrintable(u"%1 then %2 captures"_s.arg(small.captures).arg(large.captures)));
    QVERIFY2(large.cpuSeconds < 8 * qMax(small.cpuSeconds, 0.05),
        qPrintable(u"%1 s for 1 MB, %2 s for 4 MB"_s.arg(small.cpuSeconds).arg(large.cpuSeconds)));
    QVERIFY2(large.cpuSeconds < 30 * sanitizerSlowdown, qPrintable(QString::number(large.cpuSeconds)));
}

QTEST_GUILESS_MAIN(TestTextDecoder)
#include "tst_textdecoder.moc"
