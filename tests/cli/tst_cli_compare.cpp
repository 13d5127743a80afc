// SPDX-License-Identifier: GPL-2.0-or-later
// vmscope-cli compare as a user runs it: two readprofile listings (seed 003's numbers, ordered
// against writeback) as a 72-column mail table, CSV and JSON, and the ways it refuses.
#include "cliutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace vmscope::test;

namespace {

QString profilesFixture() { return dataPath(QStringLiteral("cli/profiles-ordered-writeback.txt")); }

QStringList lines(const QByteArray &out)
{
    return QString::fromUtf8(out).split(u'\n', Qt::SkipEmptyParts);
}

} // namespace

class TestCliCompare : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void printsMailReadyTable();
    void baselineChoosesTheReference();
    void sumsGroupsOfSymbols();
    void writesCsv();
    void writesJson();
    void refusesWhatItCannotCompare_data();
    void refusesWhatItCannotCompare();

private:
    QTemporaryDir m_dir;
};

void TestCliCompare::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    QVERIFY(m_dir.isValid());
    QVERIFY(QFile::exists(profilesFixture()));
    QFile single(m_dir.filePath(QStringLiteral("one-profile.txt")));
    QVERIFY(single.open(QIODevice::WriteOnly));
    single.write("ordered:\n51611 total 0.0392\n34550 default_idle 664.4231\n"
                 "4941 generic_file_write 3.0575\n727 get_hash_table 4.5438\n");
}

void TestCliCompare::printsMailReadyTable()
{
    const CliRun run = runCli({ QStringLiteral("compare"), profilesFixture() });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QString text = QString::fromUtf8(run.out);
    QVERIFY(text.startsWith(QStringLiteral("Profile diff against ordered")));
    QVERIFY(text.contains(QStringLiteral("ordered: 51611 ticks")));
    QVERIFY(text.contains(QStringLiteral("writeback: 53652 ticks")));
    verifyLinesFit(lines(run.out));
    // 34550 of 51611 is 66.9 %, 23781 of 53652 is 44.3 %: 22.6 points less, 0.69 as many ticks.
    QCOMPARE(rowOf(run.out, QStringLiteral("default_idle")),
        QStringList({ "default_idle", "34550", "66.9", "23781", "44.3", "-22.6", "0.69" }));
    QCOMPARE(rowOf(run.out, QStringLiteral("get_hash_table")),
        QStringList({ "get_hash_table", "727", "1.4", "2429", "4.5", "+3.1", "3.34" }));
    // Sorted by the size of the change: idle first, the hash table lookups second.
    const QStringList all = lines(run.out);
    const qsizetype header = all.indexOf(all.filter(QStringLiteral("symbol")).constFirst());
    QVERIFY(all.at(header + 2).startsWith(QStringLiteral("default_idle")));
    QVERIFY(all.at(header + 3).startsWith(QStringLiteral("get_hash_table")));
}

void TestCliCompare::baselineChoosesTheReference()
{
    const CliRun run = runCli({ QStringLiteral("compare"), QStringLiteral("--baseline"),
        QStringLiteral("writeback"), profilesFixture() });
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("Profile diff against writeback"));
    // Columns stay in input order; the change is ordered's against writeback's.
    QCOMPARE(rowOf(run.out, QStringLiteral("default_idle")),
        QStringList({ "default_idle", "34550", "66.9", "23781", "44.3", "+22.6", "1.45" }));
}

void TestCliCompare::sumsGroupsOfSymbols()
{
    const CliRun run = runCli({ QStringLiteral("compare"), QStringLiteral("--group"),
        QStringLiteral("journal_*"), profilesFixture() });
    QCOMPARE(run.exitCode, 0);
    // journal_dirty_metadata + journal_add_journal_head + journal_get_write_access
    QCOMPARE(rowOf(run.out, QStringLiteral("journal_*")).mid(0, 4),
        QStringList({ "journal_*", "1821", "3.5", "4399" }));
}

void TestCliCompare::writesCsv()
{
    const CliRun run = runCli({ QStringLiteral("compare"), QStringLiteral("--csv"), profilesFixture() });
    QCOMPARE(run.exitCode, 0);
    const QStringList rows = QString::fromUtf8(run.out).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(rows.constFirst(), QStringLiteral("symbol,ordered,%,writeback,%,change,ratio"));
    QCOMPARE(rows.at(1), QStringLiteral("default_idle,34550,66.9,23781,44.3,-22.6,0.69"));
    QCOMPARE(rows.size(), 1 + 7); // every symbol either side lists
}

void TestCliCompare::writesJson()
{
    const CliRun run = runCli({ QStringLiteral("compare"), QStringLiteral("--json"), profilesFixture() });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root.value(u"comparisons").toArray().size(), 1);
    const QJsonObject json = root.value(u"comparisons").toArray().at(0).toObject();
    QCOMPARE(json.value(u"subject").toString(), QStringLiteral("profiles"));
    QCOMPARE(json.value(u"name").toString(), QStringLiteral("profiles: 2 captures"));
    QCOMPARE(json.value(u"baseline").toString(), QStringLiteral("ordered"));
    QCOMPARE(json.value(u"labels").toArray().size(), 2);
    const QJsonArray profiles = json.value(u"profiles").toArray();
    QCOMPARE(profiles.at(1).toObject().value(u"total").toDouble(), 53652.0);
    QCOMPARE(profiles.at(0).toObject().value(u"first_line").toInt(), 9);
    const QJsonObject first = json.value(u"rows").toArray().at(0).toObject();
    QCOMPARE(first.value(u"symbol").toString(), QStringLiteral("default_idle"));
    QCOMPARE(first.value(u"ticks").toArray().at(1).toDouble(), 23781.0);
    QVERIFY(qAbs(first.value(u"change").toArray().at(1).toDouble() - (-22.62)) < 0.01);
}

void TestCliCompare::refusesWhatItCannotCompare_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("reason");
    const QString good = profilesFixture();
    QTest::newRow("unknown baseline") << QStringList { "compare", "--baseline", "ext2", good } << 2
                                      << "no profile is labelled 'ext2'; the labels are: ordered, writeback";
    QTest::newRow("one profile") << QStringList { "compare", "{tmp}/one-profile.txt" } << 1
                                 << "nothing to compare";
    QTest::newRow("no file") << QStringList { "compare" } << 2 << "compare needs at least one FILE";
    QTest::newRow("csv and json") << QStringList { "compare", "--csv", "--json", good } << 2
                                  << "--json and --csv exclude each other";
    QTest::newRow("narrow") << QStringList { "compare", "--width", "20", good } << 2
                            << "--width needs a number of columns, 40 or more";
    QTest::newRow("baseline with analyze") << QStringList { "analyze", "--baseline", "x", good } << 2
                                           << "Unknown option 'baseline'";
    QTest::newRow("metric no run has, beside profiles")
        << QStringList { "compare", "--metric", "boo", dataPath(QStringLiteral("stalls/two-kernels.txt")), good }
        << 2 << "no vmstat capture has a column 'boo'";
    QTest::newRow("missing file") << QStringList { "compare", good, "{tmp}/absent.txt" } << 2
                                  << "absent.txt: no such file";
}

void TestCliCompare::refusesWhatItCannotCompare()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, reason);
    for (QString &argument : arguments) {
        argument.replace(QStringLiteral("{tmp}"), m_dir.path());
    }
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(run.err).contains(reason), run.err.constData());
}

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"
