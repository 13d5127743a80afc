// SPDX-License-Identifier: GPL-2.0-or-later
// `vmscope-cli analyze` on crash reports: the mail-ready text, --system-map, the JSON fields.
#include "cliutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace vmscope::test;
using namespace Qt::StringLiterals;

class TestCliOops : public CLocaleTest
{
    Q_OBJECT

private slots:
    void printsTraceForMail();
    void resolvesWithSystemMap();
    void writesResolvedFramesInJson();
    void refusesUnreadableSystemMap();
    void groupsTheSameCrashAcrossInputs();
};

void TestCliOops::printsTraceForMail()
{
    const QString path = dataPath(u"oops/x86_64-warning.txt"_s);
    const CliRun run = runCli({ u"analyze"_s, path });
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(u"  c1   oops"), qPrintable(out));
    QVERIFY(out.contains(u"16 rows"));
    QVERIFY(out.contains(u"x86-64 WARNING"));
    const QStringList lines = out.split(u'\n');
    QVERIFY(lines.contains(u"       WARNING: CPU: 1 PID: 312 at fs/iomap/buffered-io.c:112 iomap_f..."_s));
    QVERIFY(lines.contains(u"       kernel 6.1.0-rc3, Tainted: G E, CPU 1, kworker/u8:3 (pid 312),"_s));
    QVERIFY(lines.contains(u"       at 312.445120"_s));
    QVERIFY(lines.contains(u"       faulting at iomap_foo+0x4a/0x60"_s));
    QVERIFY(lines.contains(u"         <IRQ>"_s));
    QVERIFY(lines.contains(u"         ? __warn+0x7d/0x130"_s));
    QVERIFY(lines.contains(u"           end_page_writeback_irq+0x31/0x80 [xfs]"_s));
    QVERIFY(lines.contains(u"         </TASK>"_s));
    QString longest;
    QVERIFY2(fitsMail(run.out, path, &longest), qPrintable(longest));
}

void TestCliOops::resolvesWithSystemMap()
{
    const QString oops = dataPath(u"oops/raw24.txt"_s);
    const CliRun raw = runCli({u"analyze"_s, oops});
    QCOMPARE(raw.exitCode, 0);
    QVERIFY(QString::fromUtf8(raw.out).contains(u"\n           c0190c06\n"));
    const CliRun run = runCli(
        {u"analyze"_s, u"--system-map"_s, dataPath(u"oops/raw24.System.map"_s), oops});
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(u"       faulting at pcmcia_get_first_region+0x78/0xb0\n"), qPrintable(out));
    QVERIFY(out.contains(u"\n           pcmcia_suspend_card+0x66/0x70\n"));
    QVERIFY(out.contains(u"\n           c483163b\n")); // a module address stays raw
    QVERIFY(out.contains(u"\n           system_call+0x33/0x40\n"));
    QVERIFY(out.contains(u"raw24.System.map: resolved 11 addresses in 1 oops report"));
}

void TestCliOops::writesResolvedFramesInJson()
{
    const QJsonObject oops = onlyAnalyzedCapture(
        {u"--system-map"_s, dataPath(u"oops/raw24.System.map"_s), dataPath(u"oops/raw24.txt"_s)});
    QVERIFY(!oops.isEmpty());
    QCOMPARE(oops[u"kind"].toString(), u"oops"_s);
    QCOMPARE(oops[u"oops_kind"].toString(), u"oops"_s);
    QCOMPARE(oops[u"layout"].toString(), u"raw 2.4 oops"_s);
    QCOMPARE(oops[u"location"][u"symbol"].toString(), u"pcmcia_get_first_region"_s);
    const QJsonArray frames = oops[u"frames"].toArray();
    QCOMPARE(frames.size(), 11);
    QCOMPARE(frames.at(0)[u"address"].toString(), u"c0190c06"_s);
    QCOMPARE(frames.at(0)[u"symbol"].toString(), u"pcmcia_suspend_card"_s);
    QCOMPARE(frames.at(0)[u"offset"].toInt(), 0x66);
    QCOMPARE(frames.at(0)[u"size"].toInt(), 0x70);
    QCOMPARE(frames.at(0)[u"from_system_map"].toBool(), true);
    QCOMPARE(frames.at(1)[u"symbol"].toString(), QString());
    QCOMPARE(oops[u"signature"].toString(),
             u"pcmcia_get_first_region < pcmcia_suspend_card < link_path_walk < get_sb_bdev "
             u"< graft_tree"_s);
}

void TestCliOops::refusesUnreadableSystemMap()
{
    const CliRun run = runCli({u"analyze"_s, u"--system-map"_s, u"/nonexistent/System.map"_s,
                               dataPath(u"oops/raw24.txt"_s)});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("/nonexistent/System.map: cannot read the System.map"), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

void TestCliOops::groupsTheSameCrashAcrossInputs()
{
    // The -rc3 report, then a reply with the same WARNING on -rc4 and a new one.
    const QStringList inputs{dataPath(u"oops/x86_64-warning.txt"_s),
                             dataPath(u"oops/same-warning-rc4.txt"_s)};
    const CliRun run = runCli(QStringList{u"analyze"_s} + inputs);
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    const QStringList lines = out.split(u'\n');
    const qsizetype heading = lines.indexOf(u"Oopses by crash, most frequent first:"_s);
    QVERIFY2(heading > 0, qPrintable(out));
    // Each crash by its kind and culprit, then its signature, then where it was seen.
    QCOMPARE(lines.at(heading + 1), u"  2x  warning in iomap_foo"_s);
    QVERIFY2(lines.at(heading + 2).startsWith(u"        iomap_foo < end_page_writeback_irq"_s),
             qPrintable(lines.at(heading + 2)));
    QVERIFY(lines.contains(u"        iomap_writepage_map < write_cache_pages"_s));
    QVERIFY(lines.contains(u"        c1, c2; kernels 6.1.0-rc3, 6.1.0-rc4"_s));
    QVERIFY(lines.contains(u"  1x  warning in iomap_bar"_s));
    verifyLinesFit(lines.mid(heading));

    const CliRun json = runCli(QStringList{u"analyze"_s, u"--json"_s} + inputs);
    QCOMPARE(json.exitCode, 0);
    const QJsonArray groups = QJsonDocument::fromJson(json.out).object().value(u"oops_groups"_s).toArray();
    QCOMPARE(groups.size(), 2);
    const QJsonObject same = groups.at(0).toObject();
    QCOMPARE(same.value(u"count"_s).toInt(), 2);
    QCOMPARE(same.value(u"kernels"_s).toArray(),
             QJsonArray({u"6.1.0-rc3"_s, u"6.1.0-rc4"_s}));
    QCOMPARE(same.value(u"captures"_s).toArray(),
             QJsonArray({u"c1"_s, u"c2"_s}));
    QVERIFY(same.value(u"signature"_s).toString().startsWith(u"iomap_foo < "_s));
    QCOMPARE(same.value(u"title"_s).toString(), u"warning in iomap_foo"_s);

    // One report alone has no group section.
    QVERIFY(!QString::fromUtf8(runCli({u"analyze"_s, inputs.at(0)}).out).contains(u"by crash"_s));
}

QTEST_GUILESS_MAIN(TestCliOops)
#include "tst_cli_oops.moc"
