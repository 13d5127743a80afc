// SPDX-License-Identifier: GPL-2.0-or-later
// `vmscope-cli analyze` and `compare` on /proc/slabinfo captures of this machine: the
// mail-ready sections, the JSON fields, and the slab diff of two labelled pastes.
#include "cliutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace vmscope::test;
using namespace Qt::StringLiterals;

namespace {

QString growthFixture()
{
    return dataPath(u"slabinfo/growth-2.1.txt"_s);
}

QString diffFixture()
{
    return dataPath(u"slabinfo/files-vs-dropped.txt"_s);
}

} // namespace

class TestCliSlab : public CLocaleTest
{
    Q_OBJECT

private slots:
    void analyzePrintsLargestGrowthAndSuspects();
    void analyzeWritesSlabJson();
    void compareDiffsTwoPastes();
    void compareWritesJsonAndCsv();
    void compareNeedsTwoSlabCaptures();
};

void TestCliSlab::analyzePrintsLargestGrowthAndSuspects()
{
    const CliRun run = runCli({ u"analyze"_s, growthFixture() });
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(u"  c1   slabinfo 6.18.44\n"), qPrintable(out));
    QVERIFY(out.contains(u"slabinfo 2.1\n"));
    QVERIFY(out.contains(u"       6 snapshots, 235 caches, memory with 4 KiB pages assumed\n"));
    QVERIFY(out.contains(u"       growth from the first to the last snapshot:\n"));
    // 3867 → 14579 slabs of 16 KiB in 21 s; 54105 → 204106 objects.
    QCOMPARE(rowOf(run.out, u"ext4_inode_cache"_s),
        (QStringList { u"ext4_inode_cache"_s, u"233264"_s, u"204106"_s, u"204106"_s,
            u"1128"_s })); // the largest table comes first
    const qsizetype growthAt = out.indexOf(u"growth from the first");
    QVERIFY(out.indexOf(u"ext4_inode_cache      61872    233264  +171392  +8162  +150001", growthAt)
        > growthAt);
    QVERIFY(out.contains(u"       only grew (leak suspects): ext4_inode_cache, dentry,\n"));
    verifyLinesFit(QString::fromUtf8(run.out));
}

void TestCliSlab::analyzeWritesSlabJson()
{
    const QJsonObject slab = onlyAnalyzedCapture({ growthFixture() });
    QVERIFY(!slab.isEmpty());
    QCOMPARE(slab[u"kind"].toString(), u"slabinfo"_s);
    QCOMPARE(slab[u"layout"].toString(), u"slabinfo 2.1"_s);
    QCOMPARE(slab[u"format_version"].toString(), u"2.1"_s);
    QCOMPARE(slab[u"rows"].toInt(), 6);
    QCOMPARE(slab[u"snapshots"].toInt(), 6);
    QCOMPARE(slab[u"caches"].toInt(), 235);
    QCOMPARE(slab[u"page_size"].toDouble(), 4096.0);
    QVERIFY(slab[u"page_size_assumed"].toBool());
    QVERIFY(!slab[u"assumed_interval"].toBool());
    QCOMPARE(slab[u"start_time"].toString(), u"2026-11-30T22:53:45Z"_s);
    QCOMPARE(slab[u"summary"][u"size"][u"max"].toDouble(), 366344.0);
    const QJsonObject largest = slab[u"largest"].toArray().at(0).toObject();
    QCOMPARE(largest[u"name"].toString(), u"ext4_inode_cache"_s);
    QCOMPARE(largest[u"bytes"].toDouble(), 14579.0 * 16384);
    const QJsonObject growth = slab[u"growth"].toArray().at(0).toObject();
    QCOMPARE(growth[u"name"].toString(), u"ext4_inode_cache"_s);
    QCOMPARE(growth[u"first_bytes"].toDouble(), 3867.0 * 16384);
    QCOMPARE(growth[u"bytes_per_s"].toDouble(), 175505408.0 / 21);
    QCOMPARE(growth[u"objects_per_snapshot"].toDouble(), 150001.0 / 5);
    QVERIFY(growth[u"only_grows"].toBool());
    QCOMPARE(slab[u"leak_suspects"].toArray().size(), 7);
    QCOMPARE(slab[u"growth"].toArray().size(), 20);
}

void TestCliSlab::compareDiffsTwoPastes()
{
    const CliRun run = runCli({ u"compare"_s, diffFixture() });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QString out = QString::fromUtf8(run.out);
    QVERIFY(out.startsWith(u"Slab diff against With 150000 files: memory at the last snapshots\n"));
    QVERIFY(out.contains(u"  With 150000 files: 1 snapshot, 366344 KiB\n"));
    QVERIFY(out.contains(u"  After rm and drop_caches: 1 snapshot, 30168 KiB\n"));
    // ext4_inode_cache: 14579 → 384 slabs of 16 KiB; dentry 15815 → 81 slabs of 4 KiB.
    QCOMPARE(rowOf(run.out, u"ext4_inode_cache"_s),
        (QStringList { u"ext4_inode_cache"_s, u"233264"_s, u"6144"_s, u"-227120"_s, u"-97.4"_s }));
    QCOMPARE(rowOf(run.out, u"dentry"_s),
        (QStringList { u"dentry"_s, u"63260"_s, u"324"_s, u"-62936"_s, u"-99.5"_s }));
    QVERIFY(out.contains(u"(20 of 235 caches; --all lists every one)"));
    verifyLinesFit(QString::fromUtf8(run.out));

    const CliRun reversed
        = runCli({ u"compare"_s, u"--baseline"_s, u"After rm and drop_caches"_s, diffFixture() });
    QCOMPARE(reversed.exitCode, 0);
    QCOMPARE(rowOf(reversed.out, u"dentry"_s).at(3), u"+62936"_s);
}

void TestCliSlab::compareWritesJsonAndCsv()
{
    const CliRun json = runCli({ u"compare"_s, u"--json"_s, diffFixture() });
    QCOMPARE(json.exitCode, 0);
    const QJsonArray comparisons = QJsonDocument::fromJson(json.out).object()[u"comparisons"].toArray();
    QCOMPARE(comparisons.size(), 1);
    const QJsonObject root = comparisons.at(0).toObject();
    QCOMPARE(root[u"subject"].toString(), u"slabs"_s);
    QCOMPARE(root[u"baseline"].toString(), u"With 150000 files"_s);
    QCOMPARE(root[u"sorted_by"].toString(), u"bytes"_s);
    QCOMPARE(root[u"slab_sessions"].toArray().size(), 2);
    QCOMPARE(root[u"slab_sessions"].toArray().at(1)[u"first_line"].toInt(), 251);
    const QJsonObject first = root[u"rows"].toArray().at(0).toObject();
    QCOMPARE(first[u"cache"].toString(), u"ext4_inode_cache"_s);
    QCOMPARE(first[u"bytes_change"].toArray().at(1).toDouble(), (384.0 - 14579.0) * 16384);
    QCOMPARE(first[u"objects"].toArray().at(1).toDouble(), 849.0);

    const CliRun csv = runCli({ u"compare"_s, u"--csv"_s, diffFixture() });
    QCOMPARE(csv.exitCode, 0);
    const QStringList lines = QString::fromUtf8(csv.out).split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 236);
    QCOMPARE(lines.at(0), u"cache,With 150000 files KiB,After rm and drop_caches KiB,change,%"_s);
    QCOMPARE(lines.at(1), u"ext4_inode_cache,233264,6144,-227120,-97.4"_s);
}

void TestCliSlab::compareNeedsTwoSlabCaptures()
{
    const CliRun run = runCli({ u"compare"_s, growthFixture() });
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(QString::fromUtf8(run.err).contains(
                 u"nothing to compare: no runs of two or more kernels, no result tables, and "
                 u"fewer than two profiles or slabinfo captures"),
        run.err.constData());
    const CliRun baseline = runCli({ u"compare"_s, u"--baseline"_s, u"2.4"_s, diffFixture() });
    QCOMPARE(baseline.exitCode, 2);
    QVERIFY(QString::fromUtf8(baseline.err)
                .contains(u"no slab capture is labelled '2.4'; the labels are: With 150000 files, "
                          u"After rm and drop_caches"));
}

QTEST_GUILESS_MAIN(TestCliSlab)
#include "tst_cli_slab.moc"
