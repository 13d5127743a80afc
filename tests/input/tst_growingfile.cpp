// SPDX-License-Identifier: GPL-2.0-or-later
// A log read while another program writes it: GrowingFile's polls (lines, cuts, rotation,
// removal, the limit) and refreshSource(), which puts the longer reading in the document.
#include "core/model/sourcerefresh.h"
#include "parsers/input/growingfile.h"
#include "parsers/pipeline/importplan.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>

#include <sys/stat.h>

#include <memory>

using namespace Qt::StringLiterals;
using namespace vmscope;
using namespace vmscope::test;

namespace {

/// A log of tests/data/follow, line by line.
QList<QByteArray> followLines(const QString &name)
{
    return vmscope::test::fixtureLines(u"follow/"_s + name);
}

void append(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Append));
    QCOMPARE(file.write(bytes), bytes.size());
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

Document read(const QByteArray &text, const QString &name)
{
    return buildDocument(planImport(text, name, ParserRegistry::withBuiltins()));
}

} // namespace

class TestGrowingFile : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        // A folder of its own for each test: the log, and what rotation moves it to.
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        path = m_dir->filePath(u"vmstat.log"_s);
    }

    void takesOnlyCompleteLines()
    {
        const QList<QByteArray> &lines = akpm;
        write(path, lines.at(0) + lines.at(1));
        GrowingFile file(path);
        GrowingFile::Poll poll = file.poll();
        QCOMPARE(poll.change, GrowingFile::Change::Grew);
        QCOMPARE(poll.linesAdded, 2);
        QCOMPARE(file.lineCount(), 2);

        // vmstat is halfway through a row: nothing until its newline comes.
        const QByteArray row = lines.at(2);
        append(path, row.left(10));
        QCOMPARE(file.poll().change, GrowingFile::Change::None);
        QCOMPARE(file.text(), lines.at(0) + lines.at(1));
        append(path, row.mid(10) + lines.at(3));
        poll = file.poll();
        QCOMPARE(poll.change, GrowingFile::Change::Grew);
        QCOMPARE(poll.linesAdded, 2);
        QCOMPARE(file.text(), lines.at(0) + lines.at(1) + lines.at(2) + lines.at(3));
        QCOMPARE(file.poll().change, GrowingFile::Change::None);
        QCOMPARE(file.restarts(), 0);
    }

    void noticesACutAndARewrite()
    {
        write(path, akpm.mid(0, 10).join());
        GrowingFile file(path);
        QCOMPARE(file.poll().linesAdded, 10);

        // `vmstat 1 > log` started again: the file is cut to nothing, then written anew.
        write(path, old.mid(0, 3).join());
        GrowingFile::Poll poll = file.poll();
        QCOMPARE(poll.change, GrowingFile::Change::Restarted);
        QVERIFY2(poll.message.contains(u"cut short"_s), qPrintable(poll.message));
        QCOMPARE(file.text(), old.mid(0, 3).join());
        QCOMPARE(file.restarts(), 1);

        // Rewritten past where it was read, with other text: not a file that grew.
        write(path, akpm.join());
        poll = file.poll();
        QCOMPARE(poll.change, GrowingFile::Change::Restarted);
        QVERIFY2(poll.message.contains(u"rewritten"_s), qPrintable(poll.message));
        QCOMPARE(file.lineCount(), 22);
        QCOMPARE(file.restarts(), 2);
    }

    void followsARotationAndARemoval()
    {
        write(path, akpm.mid(0, 5).join());
        GrowingFile file(path);
        QCOMPARE(file.poll().linesAdded, 5);

        // logrotate: the file moves away, a new one takes its name.
        QVERIFY(QFile::rename(path, m_dir->filePath(u"vmstat.log.1"_s)));
        write(path, akpm.mid(0, 2).join());
        GrowingFile::Poll poll = file.poll();
        QCOMPARE(poll.change, GrowingFile::Change::Restarted);
        QVERIFY2(poll.message.contains(u"replaced"_s), qPrintable(poll.message));
        QCOMPARE(file.lineCount(), 2);

        QVERIFY(QFile::remove(path));
        poll = file.poll();
        QCOMPARE(poll.change, GrowingFile::Change::Vanished);
        QVERIFY2(poll.message.contains(u"gone"_s), qPrintable(poll.message));
        QCOMPARE(file.poll().change, GrowingFile::Change::None); // said once
        QCOMPARE(file.lineCount(), 2); // what was read stays

        write(path, akpm.mid(0, 4).join());
        poll = file.poll();
        QCOMPARE(poll.change, GrowingFile::Change::Restarted);
        QVERIFY2(poll.message.contains(u"back"_s), qPrintable(poll.message));
        QCOMPARE(file.lineCount(), 4);
    }

    void stopsAtTheLimitWithTheLine()
    {
        write(path, akpm.mid(0, 3).join());
        GrowingFile file(path, 400);
        QCOMPARE(file.poll().linesAdded, 3);
        append(path, akpm.mid(3).join()); // past 400 bytes
        const GrowingFile::Poll poll = file.poll();
        QCOMPARE(poll.change, GrowingFile::Change::Stopped);
        QVERIFY2(poll.message.contains(u"at line 4"_s), qPrintable(poll.message));
        QVERIFY(file.isStopped());
        QCOMPARE(file.poll().change, GrowingFile::Change::Stopped);
        QCOMPARE(file.lineCount(), 3);
    }

    void noticesARewriteOfTheSameSize()
    {
        write(path, akpm.mid(0, 5).join());
        GrowingFile file(path);
        QCOMPARE(file.poll().linesAdded, 5);
        QByteArray other = akpm.mid(0, 5).join();
        other.replace(other.size() - 3, 1, "9"); // the last row's id, 98 -> 99 (say)
        write(path, other);
        const GrowingFile::Poll poll = file.poll();
        QCOMPARE(poll.change, GrowingFile::Change::Restarted);
        QCOMPARE(file.text(), other);
    }

    void refusesACompressedFile()
    {
        QVERIFY(QFile::copy(dataPath(u"compressed/zeros-10g.zst"_s), path));
        GrowingFile file(path);
        const GrowingFile::Poll poll = file.poll();
        QCOMPARE(poll.change, GrowingFile::Change::Stopped);
        QVERIFY2(poll.message.contains(u"zstd data"_s), qPrintable(poll.message));
        QCOMPARE(file.lineCount(), 0);
    }

    void readsABurstInPolls()
    {
        // More than one poll reads: `more` says so until all of it is in.
        const QByteArray row = akpm.at(5);
        const qsizetype rows = GrowingFile::maxBytesPerPoll / row.size() + 10;
        write(path, row.repeated(rows));
        GrowingFile file(path);
        int polls = 0;
        GrowingFile::Poll poll;
        do {
            poll = file.poll();
            ++polls;
        } while (poll.more && polls < 10);
        QCOMPARE(polls, 2);
        QCOMPARE(file.lineCount(), rows);
    }

    void refusesWhatIsNoFile()
    {
        GrowingFile missing(m_dir->filePath(u"nothing-here.log"_s));
        QCOMPARE(missing.poll().change, GrowingFile::Change::Stopped);
        GrowingFile directory(m_dir->path());
        GrowingFile::Poll poll = directory.poll();
        QCOMPARE(poll.change, GrowingFile::Change::Stopped);
        QVERIFY2(poll.message.contains(u"not a regular file"_s), qPrintable(poll.message));
        // `vmstat 1 > fifo`: opening it would wait for the writer; it is refused at once.
        const QString fifo = m_dir->filePath(u"vmstat.fifo"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        GrowingFile pipe(fifo);
        poll = pipe.poll();
        QCOMPARE(poll.change, GrowingFile::Change::Stopped);
        QVERIFY2(poll.message.contains(u"not a regular file"_s), qPrintable(poll.message));
    }

    void aRemovedCaptureIsNotReadAgain()
    {
        // The user removed the run while it was followed: the next readings leave it out, and
        // a run that starts further down is still added.
        const QString name = u"vmstat.log"_s;
        Document document = read(akpm.mid(0, 6).join(), name);
        QSet<QString> known;
        refreshSource(document, name, read(akpm.mid(0, 10).join(), name), known);
        QVERIFY(document.removeCapture(document.captures().at(0).id));
        const QByteArray more = akpm.join() + "\n" + old.join();
        const SourceRefresh refresh = refreshSource(document, name, read(more, name), known);
        QVERIFY(refresh.grown.isEmpty());
        QCOMPARE(refresh.added.size(), 1);
        QCOMPARE(document.captures().size(), 1);
        QCOMPARE(document.captures().at(0).source.firstLine, 24); // the 2.4.19 run
        QCOMPARE(document.captures().at(0).rowCount(), 19);
    }

    void aLongerReadingGrowsTheSameCapture()
    {
        const QString name = u"/var/log/vmstat.log"_s;
        Document document = read(akpm.mid(0, 6).join(), name);
        QCOMPARE(document.captures().size(), 1);
        const QString id = document.captures().at(0).id;
        QVERIFY(document.setLabel(id, u"2.5.31-akpm"_s));
        const QString note = document.addAnnotation({ {}, id, 1.0, 1.0, u"dd starts"_s });
        QSet<QString> known;

        const SourceRefresh refresh = refreshSource(document, name, read(akpm.join(), name), known);
        QCOMPARE(refresh.sourceName, name);
        QCOMPARE(refresh.grown, QStringList { id });
        QVERIFY(refresh.added.isEmpty());
        QCOMPARE(document.captures().size(), 1);
        const Capture &grown = document.captures().at(0);
        QCOMPARE(grown.id, id);
        QCOMPARE(grown.label, u"2.5.31-akpm"_s); // the user's label stays
        QCOMPARE(grown.rowCount(), 20);
        QCOMPARE(grown.source.lastLine, 22);
        QCOMPARE(grown.timeSeries()->value(19, u"bo"), 4.0); // the last row: bo 4
        QCOMPARE(document.source(name)->text.count(u'\n'), 22);
        QCOMPARE(document.annotations().size(), 1);
        QCOMPARE(document.annotations().at(0).id, note);
        QCOMPARE(document.annotations().at(0).captureId, id);

        // The same reading again changes nothing.
        QVERIFY(refreshSource(document, name, read(akpm.join(), name), known).grown.isEmpty());
    }

    void aFileOpenedHalfwayThroughALineIsTheSameInput()
    {
        // File > Open while vmstat was writing a row: the text ends in part of it.
        const QString name = u"vmstat.log"_s;
        Document document = read(akpm.mid(0, 6).join() + akpm.at(6).left(12), name);
        QSet<QString> known;
        const QString id = document.captures().at(0).id;
        const SourceRefresh refresh = refreshSource(document, name, read(akpm.join(), name), known);
        QCOMPARE(refresh.sourceName, name);
        QCOMPARE(refresh.grown, QStringList { id });
        QCOMPARE(document.captures().size(), 1);
        QCOMPARE(document.captures().at(0).rowCount(), 20);
    }

    void aReadingOfAnotherTextIsAnotherInput()
    {
        const QString name = u"vmstat.log"_s;
        Document document = read(akpm.join(), name);
        QSet<QString> known;
        // Cut short and written again: the text read so far is not where the new one starts.
        const SourceRefresh refresh = refreshSource(document, name, read(old.join(), name), known);
        QCOMPARE(refresh.sourceName, u"vmstat.log (2)"_s);
        QCOMPARE(refresh.added.size(), 1);
        QCOMPARE(document.captures().size(), 2);
        QCOMPARE(document.captures().at(0).rowCount(), 20); // the first reading stays whole
        QCOMPARE(document.captures().at(1).rowCount(), 19);
        QCOMPARE(document.captures().at(1).source.file, u"vmstat.log (2)"_s);
        // And with no name yet (nothing read before), the reading is merged as it is.
        Document empty;
        known.clear();
        const SourceRefresh first = refreshSource(empty, QString(), read(old.join(), name), known);
        QCOMPARE(first.sourceName, name);
        QCOMPARE(first.added, QStringList { u"c1"_s });
    }

private:
    const QList<QByteArray> akpm = followLines(u"akpm-2.5.31.vmstat"_s);
    const QList<QByteArray> old = followLines(u"2.4.19.vmstat"_s);
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path;
};

QTEST_GUILESS_MAIN(TestGrowingFile)
#include "tst_growingfile.moc"
