// SPDX-License-Identifier: GPL-2.0-or-later
// Golden files: every log in tests/data (each parser case and thread fixture) read as
// `vmscope-cli analyze --json --values` writes it, compared with `<case>.expected.json` beside
// it. A difference fails with a unified diff. After a change that is meant to alter the output,
// `tools/scripts/update-golden.sh` rewrites the files; review `git diff tests/data` by hand.
#include "app/cli/analyzecommand.h"
#include "testutil.h"
#include "translations/translators.h"

#include <QDirIterator>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

using namespace vmscope;
using namespace vmscope::test;
using namespace Qt::StringLiterals;

namespace {

/// The logs of tests/data, as paths relative to it (what the JSON's `file` fields then say).
QStringList cases()
{
    QStringList found;
    const QDir root(dataPath(QString()));
    QDirIterator files(root.path(), { u"*.txt"_s, u"*.mbox"_s }, QDir::Files,
        QDirIterator::Subdirectories);
    while (files.hasNext()) {
        found.append(root.relativeFilePath(files.next()));
    }
    found.sort();
    return found;
}

QString expectedPath(const QString &relative)
{
    return dataPath(relative.section(u'.', 0, -2) + u".expected.json"_s);
}

/// `diff -u` of the two texts, or the first line that differs when diff is not installed.
QString unifiedDiff(const QByteArray &expected, const QByteArray &actual)
{
    QTemporaryDir dir;
    const QString a = dir.filePath(u"expected.json"_s);
    const QString b = dir.filePath(u"actual.json"_s);
    for (const auto &[path, bytes] : { std::pair { a, expected }, std::pair { b, actual } }) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
            return u"cannot write %1"_s.arg(path);
        }
    }
    QProcess diff;
    diff.start(u"diff"_s, { u"-u"_s, a, b });
    if (diff.waitForFinished(30000)) {
        return QString::fromUtf8(diff.readAllStandardOutput()).left(6000);
    }
    const QList<QByteArray> left = expected.split('\n');
    const QList<QByteArray> right = actual.split('\n');
    for (qsizetype line = 0; line < std::max(left.size(), right.size()); ++line) {
        if (left.value(line) != right.value(line)) {
            return u"line %1:\n- %2\n+ %3"_s.arg(line + 1)
                .arg(QString::fromUtf8(left.value(line)), QString::fromUtf8(right.value(line)));
        }
    }
    return QString();
}

} // namespace

class TestGolden : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void analyzeJsonIsTheGoldenFile_data();
    void analyzeJsonIsTheGoldenFile();
};

void TestGolden::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    installTranslators(QStringLiteral("en"));
    // Relative inputs: the golden files name their input as tests/data does, on any machine.
    QVERIFY(QDir::setCurrent(dataPath(QString())));
    QVERIFY(cases().size() > 100);
}

void TestGolden::analyzeJsonIsTheGoldenFile_data()
{
    QTest::addColumn<QString>("input");
    for (const QString &input : cases()) {
        QTest::newRow(qPrintable(input)) << input;
    }
}

void TestGolden::analyzeJsonIsTheGoldenFile()
{
    QFETCH(QString, input);
    AnalyzeOptions options;
    options.inputs.arguments = { input };
    options.json = true;
    options.values = true;
    if (input.startsWith(u"oops/raw24"_s)) {
        options.systemMap = u"oops/raw24.System.map"_s; // as a reader would resolve it
    }
    QByteArray actual;
    QByteArray errors;
    {
        QTextStream out(&actual);
        QTextStream err(&errors);
        std::ignore = runAnalyze(options, out, err);
    }
    QFile expected(expectedPath(input));
    if (qEnvironmentVariableIsSet("VMSCOPE_UPDATE_GOLDEN")) {
        QVERIFY(expected.open(QIODevice::WriteOnly));
        QCOMPARE(expected.write(actual), actual.size());
        return;
    }
    QVERIFY2(expected.open(QIODevice::ReadOnly),
        qPrintable(u"%1 is missing: run tools/scripts/update-golden.sh and review it"_s.arg(
            expected.fileName())));
    const QByteArray golden = expected.readAll();
    if (QJsonDocument::fromJson(golden) != QJsonDocument::fromJson(actual)) {
        QFAIL(qPrintable(u"%1 differs from the output (- golden, + now):\n%2"_s.arg(
            expected.fileName(), unifiedDiff(golden, actual))));
    }
}

QTEST_GUILESS_MAIN(TestGolden)
#include "tst_golden.moc"
