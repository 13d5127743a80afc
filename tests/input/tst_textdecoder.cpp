// SPDX-License-Identifier: GPL-2.0-or-later
// decodeText(): charsets, NUL bytes and gzip, and that odd input never costs more than linear time.
#include "parsers/input/textdecoder.h"
#include "testutil.h"

#include <QRandomGenerator>
#include <QTemporaryDir>

#include <ctime>

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
    void survivesRandomBytes();
    void longSingleLineIsLinear();

private:
    static QByteArray gzip(const QByteArray &bytes);
};

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
    QVERIFY(isGzip(compressed));
    QVERIFY(!isGzip(plain));
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

void TestTextDecoder::longSingleLineIsLinear()
{
    // 50 MB without a newline: a flattened archive page gone wrong. Through the whole pipeline.
    QByteArray line;
    line.reserve(50 * 1000 * 1000);
    const QByteArray unit("min 861.03 ( 0.00%) 467.83 (45.67%) > > ? ?1266.02 r b swpd \xc2\xa0 ");
    while (line.size() < 50 * 1000 * 1000) {
        line += unit;
    }
    // CPU time, not wall time: a busy test machine must not fail this, a quadratic loop must.
    const std::clock_t start = std::clock();
    const LoadResult result = loadText(line);
    QVERIFY(result.readable());
    QVERIFY2(cpuSeconds(start) < 120 * sanitizerSlowdown,
        qPrintable(QString::number(cpuSeconds(start))));
}

QTEST_GUILESS_MAIN(TestTextDecoder)
#include "tst_textdecoder.moc"
