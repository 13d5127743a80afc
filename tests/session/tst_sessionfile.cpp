// SPDX-License-Identifier: GPL-2.0-or-later
// The `.vmscope` file: what it holds, what reading it back restores, and every way it can be
// refused (later schema, broken JSON, a field of the wrong type, a changed or missing source)
// without anything half restored.
#include "parsers/input/inputset.h"
#include "parsers/session/sessionloader.h"
#include "cliutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vmscope;

namespace {

/// Seed 000 as a user leaves it: a capture renamed, one removed, two notes.
Document editedSeed()
{
    Document document
        = loadFile(test::seedPath(u"000_afa3e04f98f9f577.txt"_s), ParserRegistry::withBuiltins())
              .document;
    document.setLabel(u"c4"_s, u"2.4.19 ext3"_s);
    document.removeCapture(u"c16"_s); // the last: its id must not be given again
    document.addAnnotation({ {}, u"c2"_s, 4, 4, u"writeback starts"_s });
    document.addAnnotation({ {}, u"c3"_s, 2, 9, u"bo falls to 0"_s });
    return document;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray withField(const QByteArray &json, const QString &path, const QJsonValue &value)
{
    // "captures/0/first_line": objects and lists walked by key and index.
    QJsonObject root = QJsonDocument::fromJson(json).object();
    const QStringList keys = path.split(u'/');
    std::function<QJsonValue(QJsonValue, qsizetype)> set = [&](QJsonValue node, qsizetype depth) {
        if (depth == keys.size()) {
            return value;
        }
        if (node.isArray()) {
            QJsonArray array = node.toArray();
            const int index = keys.at(depth).toInt();
            array[index] = set(array.at(index), depth + 1);
            return QJsonValue(array);
        }
        QJsonObject object = node.toObject();
        object.insert(keys.at(depth), set(object.value(keys.at(depth)), depth + 1));
        return QJsonValue(object);
    };
    return QJsonDocument(set(root, 0).toObject()).toJson();
}

} // namespace

class TestSessionFile : public test::CLocaleTest
{
    Q_OBJECT

private slots:
    void jsonReadsBackTheSameSession();
    void restoresTheDocument();
    void refusesWhatItCannotRead_data();
    void refusesWhatItCannotRead();
    void referencedSourceIsCheckedAndLocated();
    void captureTheSourceNoLongerYieldsIsSaid();
    void cliReadsASession();
};

void TestSessionFile::jsonReadsBackTheSameSession()
{
    Session session = sessionOf(editedSeed());
    session.captures[0].color = u"#123456"_s;
    session.captures[1].visible = false;
    session.thresholds.ioStallMinSamples = 3;
    session.comparison = { u"vmstat by kernel"_s, u"2.5.31"_s, u"bo"_s, u"sample"_s,
        { u"2.4.19"_s, u"2.5.31"_s }, u"small-multiples"_s };
    session.view = { u"compare"_s, { u"bo"_s, u"cs"_s }, std::pair(2.5, 11.0), u"c3"_s };
    QString error;
    const std::optional<Session> read = sessionFromJson(sessionToJson(session), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->captures, session.captures);
    QCOMPARE(read->notes, session.notes);
    QCOMPARE(read->sources, session.sources);
    QVERIFY(read->thresholds == session.thresholds);
    QVERIFY(read->comparison == session.comparison);
    QVERIFY(read->view == session.view);
    QVERIFY(*read == session);
    QCOMPARE(session.ids.nextCapture, 17);
    QCOMPARE(session.ids.nextAnnotation, 3);
    QCOMPARE(session.captures.size(), qsizetype(15));
}

void TestSessionFile::restoresTheDocument()
{
    const Document edited = editedSeed();
    const RestoredSession restored
        = restoreSession(sessionOf(edited), ParserRegistry::withBuiltins());
    QVERIFY2(restored.readable(), qPrintable(restored.error));
    QVERIFY(restored.problems.isEmpty());
    QCOMPARE(restored.document.captures().size(), edited.captures().size());
    QCOMPARE(restored.document.capture(u"c4"_s)->label, u"2.4.19 ext3"_s);
    QVERIFY(!restored.document.capture(u"c16"_s));
    QCOMPARE(restored.document.annotations(), edited.annotations());
    QVERIFY(restored.document == edited);
    // A capture added after reopening takes a fresh id, never the removed one's.
    Document next = restored.document;
    QCOMPARE(next.addCapture(edited.captures().at(0)), u"c17"_s);
}

void TestSessionFile::refusesWhatItCannotRead_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    const QByteArray good = sessionToJson(sessionOf(editedSeed()));
    QTest::newRow("a later schema") << withField(good, u"schema"_s, 2)
                                    << u"the session was written by a later vmscope (schema 2; "
                                       "this one reads 1 and older)"_s;
    QTest::newRow("cut in half") << good.left(good.size() / 2)
                                 << u"not a vmscope session: the JSON is broken at byte"_s;
    QTest::newRow("another JSON file") << QByteArray(R"({"captures": []})")
                                       << u"not a vmscope session: its \"format\" is not "
                                          "\"vmscope-session\""_s;
    QTest::newRow("a line number that is text")
        << withField(good, u"captures/3/first_line"_s, u"twelve"_s)
        << u"the session is damaged: captures[3].first_line is not a number"_s;
    QTest::newRow("a negative line") << withField(good, u"captures/0/last_line"_s, -4)
                                     << u"the session is damaged: captures[0].last_line is not a "
                                        "whole number from 0 to 2000000000"_s;
    QTest::newRow("a kind this build does not know")
        << withField(good, u"captures/1/kind"_s, u"iostat"_s)
        << u"the session is damaged: captures[1].kind names no kind of capture this build knows"_s;
    QTest::newRow("embedded text changed by hand")
        << withField(good, u"sources/0/text"_s, u"procs\n"_s)
        << u"the session is damaged: sources[0].text does not match its checksum"_s;
    QTest::newRow("a threshold out of range")
        << withField(good, u"thresholds/io-stall.min-samples"_s, 1e300)
        << u"the session is damaged: thresholds.io-stall.min-samples is outside"_s;
}

void TestSessionFile::refusesWhatItCannotRead()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QString said;
    QVERIFY(!sessionFromJson(json, &said));
    QVERIFY2(said.startsWith(error), qPrintable(said));
}

void TestSessionFile::referencedSourceIsCheckedAndLocated()
{
    QTemporaryDir folder;
    const QString log = folder.filePath(u"thread.txt"_s);
    QVERIFY(QFile::copy(test::seedPath(u"000_afa3e04f98f9f577.txt"_s), log));
    QFile::setPermissions(log, QFile::ReadOwner | QFile::WriteOwner);
    const LoadResult loaded = loadFile(log, ParserRegistry::withBuiltins());
    const Session session = sessionOf(loaded.document, { { log, log } });
    QVERIFY(session.sources.at(0).text.isEmpty());
    QCOMPARE(session.sources.at(0).path, log);
    const QString path = folder.filePath(u"s.vmscope"_s);
    QVERIFY(writeFile(path, sessionToJson(session)));

    RestoredSession restored = openSessionFile(path, ParserRegistry::withBuiltins());
    QVERIFY2(restored.readable(), qPrintable(restored.error));
    QVERIFY(restored.document == loaded.document);

    // Moved with its log to another folder: found beside the session.
    QTemporaryDir moved;
    QVERIFY(QFile::rename(log, moved.filePath(u"thread.txt"_s)));
    QVERIFY(QFile::rename(path, moved.filePath(u"s.vmscope"_s)));
    restored = openSessionFile(moved.filePath(u"s.vmscope"_s), ParserRegistry::withBuiltins());
    QVERIFY2(restored.readable(), qPrintable(restored.error));
    QCOMPARE(restored.located, QStringList { log });
    QCOMPARE(restored.session.sources.at(0).path, moved.filePath(u"thread.txt"_s));

    // The log moved away alone: nothing restores unless the user locates it.
    QTemporaryDir elsewhere;
    const QString away = elsewhere.filePath(u"renamed.txt"_s);
    QVERIFY(QFile::rename(moved.filePath(u"thread.txt"_s), away));
    restored = openSessionFile(moved.filePath(u"s.vmscope"_s), ParserRegistry::withBuiltins());
    QVERIFY(!restored.readable());
    QVERIFY2(restored.error.contains(u"no such file"_s), qPrintable(restored.error));
    QVERIFY(restored.document.isEmpty());
    QString asked;
    restored = openSessionFile(moved.filePath(u"s.vmscope"_s), ParserRegistry::withBuiltins(), {},
        [&](const SessionSource &source, const QString &problem) {
            asked = problem;
            return source.name == log ? away : QString();
        });
    QVERIFY2(restored.readable(), qPrintable(restored.error));
    QVERIFY(asked.contains(u"no such file"_s));
    QVERIFY(restored.document == loaded.document);

    // Changed since: refused, and a locate that keeps naming it does not loop.
    QFile file(away);
    QVERIFY(file.open(QIODevice::Append));
    file.write("\nvmstat 1\n");
    file.close();
    restored = openSessionFile(moved.filePath(u"s.vmscope"_s), ParserRegistry::withBuiltins(), {},
        [&](const SessionSource &, const QString &) { return away; });
    QVERIFY(!restored.readable());
    QVERIFY2(restored.error.contains(u"holds other text than when the session was saved"_s),
        qPrintable(restored.error));
}

void TestSessionFile::captureTheSourceNoLongerYieldsIsSaid()
{
    Session session = sessionOf(editedSeed());
    session.captures[4].firstLine += 1000; // as if a later parser cut the blocks otherwise
    const RestoredSession restored = restoreSession(session, ParserRegistry::withBuiltins());
    QVERIFY(restored.readable());
    QCOMPARE(restored.problems.size(), qsizetype(1));
    QVERIFY2(restored.problems.at(0).startsWith(u"c5 (oops, lines 1347-405 of"_s), qPrintable(restored.problems.at(0)));
    QCOMPARE(restored.document.captures().size(), qsizetype(14));
    QCOMPARE(restored.document.diagnostics().constLast().message, restored.problems.at(0));
}

void TestSessionFile::cliReadsASession()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(u"work.vmscope"_s);
    QVERIFY(writeFile(path, sessionToJson(sessionOf(editedSeed()))));
    const test::CliRun run = test::runCli({ u"analyze"_s, u"--json"_s, path });
    QCOMPARE(run.exitCode, 0);
    const QJsonArray captures
        = QJsonDocument::fromJson(run.out).object().value(u"captures"_s).toArray();
    QCOMPARE(captures.size(), 15);
    QCOMPARE(captures.at(3).toObject().value(u"id"_s).toString(), u"c4"_s);
    QCOMPARE(captures.at(3).toObject().value(u"label"_s).toString(), u"2.4.19 ext3"_s);
    const QJsonArray notes = captures.at(2).toObject().value(u"notes"_s).toArray();
    QCOMPARE(notes.size(), 1);
    QCOMPARE(notes.at(0).toObject().value(u"text"_s).toString(), u"bo falls to 0"_s);
    QCOMPARE(notes.at(0).toObject().value(u"to_s"_s).toDouble(), 9.0);

    const test::CliRun text = test::runCli({ u"analyze"_s, path });
    QVERIFY2(text.out.contains("note at 4.0 s: writeback starts"), text.out.constData());
    QVERIFY(text.out.contains("note over 2.0-9.0 s: bo falls to 0"));

    // The exported chart shows the session's notes.
    const QString svg = folder.filePath(u"bo.svg"_s);
    const test::CliRun exported
        = test::runCli({ u"export"_s, path, u"--metric"_s, u"bo"_s, u"--out"_s, svg });
    QCOMPARE(exported.exitCode, 0);
    QFile chart(svg);
    QVERIFY(chart.open(QIODevice::ReadOnly));
    QVERIFY(chart.readAll().contains("writeback starts"));

    // A damaged session is an unreadable input, with the reason.
    QVERIFY(writeFile(path, "{\"format\": \"vmscope-session\", \"schema\": 9}"));
    const test::CliRun refused = test::runCli({ u"analyze"_s, path });
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("written by a later vmscope"), refused.err.constData());
}

QTEST_MAIN(TestSessionFile)

#include "tst_sessionfile.moc"
