// SPDX-License-Identifier: GPL-2.0-or-later
// Mailboxes and messages through GMime: an mbox made here from the seeds' fixtures, one message
// quoted-printable, one base64 and one with the log as an attachment beside an image, reads into the same
// captures as the plain files, each with its message's subject and author.
#include "parsers/input/inputset.h"
#include "parsers/mail/mailbox.h"
#include "testutil.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vmscope;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// RFC 2045 quoted-printable: `=` and bytes outside printable ASCII as =XX, blanks at a line's
/// end too, lines past 76 characters broken with a soft `=`.
QByteArray quotedPrintable(const QByteArray &text)
{
    QByteArray out;
    for (const QByteArray &line : text.split('\n')) {
        QByteArray encoded;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const uchar c = uchar(line.at(i));
            const bool last = i == line.size() - 1;
            if (c == '=' || c > 126 || (c < 32 && c != '\t') || (last && (c == ' ' || c == '\t'))) {
                encoded += '=' + QByteArray::number(c, 16).toUpper().rightJustified(2, '0');
            } else {
                encoded += char(c);
            }
        }
        while (encoded.size() > 75) {
            qsizetype cut = 75;
            while (cut > 0 && encoded.at(cut - 1) != '=' && cut > 72) {
                --cut;
            }
            if (encoded.mid(cut - 2, 2).contains('=')) {
                cut -= 2; // never split an =XX
            }
            out += encoded.left(cut) + "=\n";
            encoded = encoded.mid(cut);
        }
        out += encoded + '\n';
    }
    return out;
}

QByteArray base64Lines(const QByteArray &bytes)
{
    const QByteArray encoded = bytes.toBase64();
    QByteArray out;
    for (qsizetype i = 0; i < encoded.size(); i += 76) {
        out += encoded.mid(i, 76) + '\n';
    }
    return out;
}

QByteArray seed(const QString &name)
{
    return readAll(test::seedPath(name));
}

/// A thread of three messages about the seeds, as an archive's mbox holds them.
QByteArray mailbox()
{
    QByteArray mbox;
    mbox += "From akpm@example.org Mon Aug 12 10:00:00 2002\n"
            "From: Andrew Example <akpm@example.org>\n"
            "Subject: =?ISO-8859-1?Q?writeback_stalls_on_2.5.31_=E2?=\n"
            "Date: Mon, 12 Aug 2002 10:00:00 +0100\n"
            "Message-ID: <qp@example.org>\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=utf-8\n"
            "Content-Transfer-Encoding: quoted-printable\n\n"
        + quotedPrintable(seed(u"000_afa3e04f98f9f577.txt"_s)) + "\n";
    mbox += "From tester@example.org Tue Aug 13 11:00:00 2002\n"
            "From: Tess Tester <tester@example.org>\n"
            "Subject: Re: ext3 writeback vs ordered\n"
            "Date: Tue, 13 Aug 2002 11:00:00 +0100\n"
            "Message-ID: <b64@example.org>\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=utf-8\n"
            "Content-Transfer-Encoding: base64\n\n"
        + base64Lines(seed(u"003_1f34ba865f14a293.txt"_s)) + "\n";
    mbox += "From jens@example.org Wed Aug 14 12:00:00 2002\n"
            "From: Jens Example <jens@example.org>\n"
            "Subject: SPEC SFS on 2.4.10\n"
            "Date: Wed, 14 Aug 2002 12:00:00 +0100\n"
            "Message-ID: <attached@example.org>\n"
            "MIME-Version: 1.0\n"
            "Content-Type: multipart/mixed; boundary=\"cut-here\"\n\n"
            "--cut-here\n"
            "Content-Type: text/plain; charset=us-ascii\n\n"
            "The numbers are attached.\n\n"
            "--cut-here\n"
            "Content-Type: text/plain; charset=utf-8; name=\"sfs.txt\"\n"
            "Content-Disposition: attachment; filename=\"sfs.txt\"\n"
            "Content-Transfer-Encoding: base64\n\n"
        + base64Lines(seed(u"002_fafa354e787c718b.txt"_s))
        + "--cut-here\n"
          "Content-Type: image/png\n"
          "Content-Transfer-Encoding: base64\n\n"
          "iVBORw0KGgo=\n"
          "--cut-here--\n";
    return mbox;
}

/// The captures of `document` that came from the message with `subject`.
QList<Capture> fromMessage(const Document &document, const QString &subject)
{
    QList<Capture> captures;
    for (const Capture &capture : document.captures()) {
        if (capture.source.messageSubject == subject) {
            captures.append(capture);
        }
    }
    return captures;
}

} // namespace

class TestMailbox : public test::CLocaleTest
{
    Q_OBJECT

private slots:
    void tellsMailFromText();
    void mailboxGivesTheSameCapturesAsThePlainFiles();
    void plainMailKeepsItsLineNumbers();
};

void TestMailbox::tellsMailFromText()
{
    const QByteArray mbox = mailbox();
    QCOMPARE(mailFormatOf(mbox), MailFormat::Mbox);
    QVERIFY(needsMimeParser(mbox));
    QCOMPARE(mailFormatOf(mbox.mid(mbox.indexOf('\n') + 1)), MailFormat::Message);
    QCOMPARE(mailFormatOf(seed(u"000_afa3e04f98f9f577.txt"_s)), MailFormat::None);
    QCOMPARE(mailFormatOf("procs\nFrom: x\n\n"), MailFormat::None);
    QCOMPARE(mailFormatOf("Subject: only a subject\nTo: a@b\n\nbody\n"), MailFormat::None);
}

void TestMailbox::mailboxGivesTheSameCapturesAsThePlainFiles()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(u"thread.mbox"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(mailbox());
    file.close();
    const LoadResult loaded = loadFile(path, ParserRegistry::withBuiltins());
    QVERIFY(loaded.readable());
    const Diagnostics &said = loaded.document.diagnostics();
    QVERIFY(std::any_of(said.cbegin(), said.cend(), [](const Diagnostic &diagnostic) {
        // The quoted-printable body, the base64 one and the attachment; the image is left out.
        return diagnostic.message.startsWith(u"read as a mailbox of 3 message"_s)
            && diagnostic.message.contains(u"; 3 part"_s)
            && diagnostic.message.contains(u"; 1 part"_s);
    }));

    const struct
    {
        QString seed;
        QString subject;
        QString author;
        QString date;
        QString id;
    } messages[] = {
        { u"000_afa3e04f98f9f577.txt"_s, u"writeback stalls on 2.5.31 \u00e2"_s,
            u"Andrew Example <akpm@example.org>"_s, u"Mon, 12 Aug 2002 10:00:00 +0100"_s,
            u"qp@example.org"_s },
        { u"003_1f34ba865f14a293.txt"_s, u"Re: ext3 writeback vs ordered"_s,
            u"Tess Tester <tester@example.org>"_s, u"Tue, 13 Aug 2002 11:00:00 +0100"_s,
            u"b64@example.org"_s },
        { u"002_fafa354e787c718b.txt"_s, u"SPEC SFS on 2.4.10"_s,
            u"Jens Example <jens@example.org>"_s, u"Wed, 14 Aug 2002 12:00:00 +0100"_s,
            u"attached@example.org"_s },
    };
    for (const auto &message : messages) {
        const Document plain
            = loadFile(test::seedPath(message.seed), ParserRegistry::withBuiltins()).document;
        const QList<Capture> mailed = fromMessage(loaded.document, message.subject);
        QCOMPARE(mailed.size(), plain.captures().size());
        for (qsizetype i = 0; i < mailed.size(); ++i) {
            const Capture &want = plain.captures().at(i);
            const Capture &got = mailed.at(i);
            QCOMPARE(got.kind, want.kind);
            QCOMPARE(got.layout, want.layout);
            QCOMPARE(got.rowCount(), want.rowCount());
            QCOMPARE(got.source.messageAuthor, message.author);
            QCOMPARE(got.source.messageDate, message.date);
            QCOMPARE(got.source.messageId, message.id);
            // The same block: as many lines, the same numbers in every column.
            QCOMPARE(got.source.lastLine - got.source.firstLine,
                want.source.lastLine - want.source.firstLine);
            if (const TimeSeries *series = want.timeSeries()) {
                for (qsizetype column = 0; column < series->columnCount(); ++column) {
                    QCOMPARE(got.timeSeries()->values(column), series->values(column));
                }
            }
        }
    }
}

void TestMailbox::plainMailKeepsItsLineNumbers()
{
    // No base64, no parts: the lines are read as they are, numbered as the file is.
    const QByteArray message = "From: Andrew Example <akpm@example.org>\n"
                               "Subject: writeback\n"
                               "Date: Mon, 12 Aug 2002 10:00:00 +0100\n\n"
        + seed(u"000_afa3e04f98f9f577.txt"_s);
    QVERIFY(!needsMimeParser(message));
    const Document mailed = loadBytes(message, u"m.eml"_s, ParserRegistry::withBuiltins()).document;
    const Document plain
        = loadFile(test::seedPath(u"000_afa3e04f98f9f577.txt"_s), ParserRegistry::withBuiltins())
              .document;
    QCOMPARE(mailed.captures().size(), plain.captures().size());
    QCOMPARE(mailed.captures().at(1).source.firstLine, plain.captures().at(1).source.firstLine + 4);
    QCOMPARE(mailed.captures().at(1).source.messageDate, u"Mon, 12 Aug 2002 10:00:00 +0100"_s);
}

QTEST_GUILESS_MAIN(TestMailbox)

#include "tst_mailbox.moc"
