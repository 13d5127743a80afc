// SPDX-License-Identifier: GPL-2.0-or-later
// Slab growth, leak suspects, the largest caches and the slab diff, on this machine's
// /proc/slabinfo (tests/data/slabinfo/growth-2.1.txt) and on sessions built by hand.
#include "testutil.h"

#include "core/slab/slabanalysis.h"
#include "core/slab/slabtables.h"

#include <cmath>

using namespace vmscope;
using namespace vmscope::test;
using namespace Qt::StringLiterals;

namespace {

SlabSession sessionOf(const QString &fixture, qsizetype capture = 0)
{
    const LoadResult result = load(dataPath(u"slabinfo/"_s + fixture));
    return *capturesOf(result.document, CaptureKind::Slabinfo).at(capture).slabSession();
}

SlabRow row(const QString &name, double active, double slabs, int line)
{
    SlabRow row;
    row.name = name;
    row.activeObjects = active;
    row.totalObjects = active;
    row.objectSize = 64;
    row.objectsPerSlab = 64;
    row.pagesPerSlab = 1;
    row.activeSlabs = slabs;
    row.totalSlabs = slabs;
    row.line = line;
    return row;
}

/// Snapshots of caches by name: active objects and slabs per snapshot, absent where NaN.
SlabSession handMade(const QList<std::pair<QString, QList<std::pair<double, double>>>> &caches)
{
    SlabSession session(u"2.1"_s, 4096, true);
    const qsizetype snapshots = caches.constFirst().second.size();
    int line = 1;
    for (qsizetype s = 0; s < snapshots; ++s) {
        QList<SlabRow> rows;
        for (const auto &[name, values] : caches) {
            const auto [active, slabs] = values.at(s);
            if (!std::isnan(active)) {
                rows.append(row(name, active, slabs, line++));
            }
        }
        session.appendSnapshot({ line, qQNaN(), {} }, rows);
    }
    session.finish();
    return session;
}

/// The fields of the table row of `name`, split on blanks.
QStringList rowOf(const QString &table, const QString &name)
{
    for (const QString &line : table.split(u'\n')) {
        if (line.startsWith(name + u' ')) {
            return line.split(u' ', Qt::SkipEmptyParts);
        }
    }
    return {};
}

QStringList names(const QList<SlabGrowth> &growth)
{
    QStringList names;
    for (const SlabGrowth &row : growth) {
        names.append(row.name);
    }
    return names;
}

} // namespace

class TestSlabAnalysis : public CLocaleTest
{
    Q_OBJECT

private slots:
    void realGrowthRanksTheFastestFirst();
    void realLeakSuspects();
    void realLargestCaches();
    void leakNeedsThreeSnapshotsOfGrowth_data();
    void leakNeedsThreeSnapshotsOfGrowth();
    void growthWithoutTimesIsPerSnapshot();
    void diffOfRealSessions();
    void diffMarksCachesOnOneSide();
    void tablesFitAMail();
};

void TestSlabAnalysis::realGrowthRanksTheFastestFirst()
{
    // Read off the file by hand: ext4_inode_cache 3867 → 14579 slabs of 4 pages in 21 s
    // (22:53:45 to 22:54:06), 54105 → 204106 active objects; dentry 8771 → 15815 slabs of 1.
    const SlabSession session = sessionOf(u"growth-2.1.txt"_s);
    const QList<SlabGrowth> growth = slabGrowth(session);
    QCOMPARE(growth.size(), session.caches().size());
    QCOMPARE(names(growth.mid(0, 6)),
        (QStringList { u"ext4_inode_cache"_s, u"dentry"_s, u"lsm_inode_cache"_s, u"kmalloc-128"_s,
            u"kmalloc-192"_s, u"buffer_head"_s }));
    const SlabGrowth &first = growth.constFirst();
    QCOMPARE(first.firstBytes, 3867.0 * 4 * 4096);
    QCOMPARE(first.lastBytes, 14579.0 * 4 * 4096);
    QCOMPARE(first.byteChange(), 175505408.0);
    QCOMPARE(first.firstObjects, 54105.0);
    QCOMPARE(first.objectChange(), 150001.0);
    QCOMPARE(first.snapshotsListed, 6);
    QCOMPARE(first.bytesPerSnapshot, 175505408.0 / 5);
    QCOMPARE(first.bytesPerSecond, 175505408.0 / 21);
    QCOMPARE(first.objectsPerSecond, 150001.0 / 21);
    const SlabGrowth &dentry = growth.at(1);
    QCOMPARE(dentry.byteChange(), (15815.0 - 8771.0) * 4096);
    QCOMPARE(dentry.objectChange(), 149978.0);
    // Caches that shrank come last.
    QVERIFY(growth.constLast().byteChange() <= 0);
}

void TestSlabAnalysis::realLeakSuspects()
{
    // Computed by hand from the file: every cache whose active objects never fell and rose in
    // at least three of the five steps. radix_tree_node gained 171 objects but no slab.
    const SlabSession session = sessionOf(u"growth-2.1.txt"_s);
    QCOMPARE(names(leakSuspects(session)),
        (QStringList { u"ext4_inode_cache"_s, u"dentry"_s, u"lsm_inode_cache"_s, u"kmalloc-128"_s,
            u"kmalloc-192"_s, u"buffer_head"_s, u"radix_tree_node"_s }));
}

void TestSlabAnalysis::realLargestCaches()
{
    const SlabSession session = sessionOf(u"growth-2.1.txt"_s);
    const QList<qsizetype> largest = largestCaches(session, 3);
    QCOMPARE(largest.size(), 3);
    QCOMPARE(session.caches().at(largest.at(0)).name, u"ext4_inode_cache"_s);
    QCOMPARE(session.caches().at(largest.at(1)).name, u"dentry"_s);
    QCOMPARE(session.caches().at(largest.at(2)).name, u"radix_tree_node"_s); // 36585472 bytes
    QCOMPARE(session.caches().at(largestCaches(session, 1, 0).front()).name,
        u"ext4_inode_cache"_s); // 63356928 bytes at the first snapshot already
}

void TestSlabAnalysis::leakNeedsThreeSnapshotsOfGrowth_data()
{
    QTest::addColumn<QList<double>>("objects");
    QTest::addColumn<bool>("suspect");
    QTest::newRow("grows every time") << QList<double> { 10, 20, 30, 40 } << true;
    QTest::newRow("pauses once") << QList<double> { 10, 20, 20, 40 } << true;
    QTest::newRow("two snapshots are too few") << QList<double> { 10, 20 } << false;
    QTest::newRow("falls once") << QList<double> { 10, 20, 15, 40 } << false;
    QTest::newRow("fills once, then stays") << QList<double> { 10, 40, 40, 40 } << false;
    QTest::newRow("flat") << QList<double> { 10, 10, 10 } << false;
    QTest::newRow("absent at first, then grows") << QList<double> { qQNaN(), 5, 10, 20 } << true;
}

void TestSlabAnalysis::leakNeedsThreeSnapshotsOfGrowth()
{
    QFETCH(QList<double>, objects);
    QFETCH(bool, suspect);
    QList<std::pair<double, double>> values;
    for (const double value : objects) {
        values.append({ value, std::ceil(value / 64) });
    }
    const SlabSession session = handMade({ { u"leaky"_s, values } });
    QCOMPARE(leakSuspects(session).size(), suspect ? 1 : 0);
}

void TestSlabAnalysis::growthWithoutTimesIsPerSnapshot()
{
    const SlabSession session = handMade({ { u"a"_s, { { 64, 1 }, { 128, 2 }, { 640, 10 } } } });
    QVERIFY(!session.timesKnown());
    const SlabGrowth growth = slabGrowth(session).constFirst();
    QCOMPARE(growth.objectsPerSnapshot, (640.0 - 64.0) / 2);
    QCOMPARE(growth.bytesPerSnapshot, 9.0 * 4096 / 2);
    QVERIFY(std::isnan(growth.bytesPerSecond));
}

void TestSlabAnalysis::diffOfRealSessions()
{
    // The last snapshot of this machine with 150000 files against the same machine after
    // rm -rf and drop_caches: ext4_inode_cache 14579 → 384 slabs of 4 pages.
    const SlabSession files = sessionOf(u"files-vs-dropped.txt"_s, 0);
    const SlabSession dropped = sessionOf(u"files-vs-dropped.txt"_s, 1);
    const SlabDiff diff = diffSlabs({ files, dropped }, { u"files"_s, u"dropped"_s });
    QCOMPARE(diff.rows.size(), 235);
    QVERIFY(!diff.byObjects);
    QCOMPARE(diff.rank(u"ext4_inode_cache"), 0);
    const SlabDiffRow &ext4 = diff.rows.constFirst();
    QCOMPARE(ext4.bytes.at(0), 14579.0 * 4 * 4096);
    QCOMPARE(ext4.bytes.at(1), 384.0 * 4 * 4096);
    QCOMPARE(ext4.byteChange.at(1), (384.0 - 14579.0) * 4 * 4096);
    QCOMPARE(ext4.byteChange.at(0), 0.0);
    QCOMPARE(ext4.objectChange.at(1), 849.0 - 204106.0);
    QCOMPARE(diff.rank(u"dentry"), 1);
    for (qsizetype r = 1; r < diff.rows.size(); ++r) {
        QVERIFY(diff.rows.at(r - 1).largestChange >= diff.rows.at(r).largestChange);
    }
}

void TestSlabAnalysis::diffMarksCachesOnOneSide()
{
    const SlabSession old
        = handMade({ { u"shared"_s, { { 640, 10 } } }, { u"size-64"_s, { { 6400, 100 } } } });
    const SlabSession current
        = handMade({ { u"shared"_s, { { 1280, 20 } } }, { u"kmalloc-64"_s, { { 64, 1 } } } });
    const SlabDiff diff = diffSlabs({ old, current }, { u"2.6.20"_s, u"6.1"_s });
    QCOMPARE(diff.rows.size(), 3);
    QCOMPARE(diff.rank(u"size-64"), 0); // 100 pages gone
    QCOMPARE(diff.rank(u"shared"), 1);
    QCOMPARE(diff.rank(u"kmalloc-64"), 2);
    QVERIFY(diff.row(u"size-64")->onlyIn(0));
    QVERIFY(diff.row(u"kmalloc-64")->onlyIn(1));
    QVERIFY(!diff.row(u"shared")->onlyIn(0));
    QCOMPARE(diff.row(u"size-64")->byteChange.at(1), -100.0 * 4096);
    QVERIFY(std::isnan(diff.row(u"size-64")->bytes.at(1)));

    const QString text = slabDiffTable(diff).toText(72);
    QCOMPARE(rowOf(text, u"size-64"_s),
        (QStringList { u"size-64"_s, u"400"_s, u"-"_s, u"-400"_s, u"gone"_s }));
    QCOMPARE(rowOf(text, u"kmalloc-64"_s),
        (QStringList { u"kmalloc-64"_s, u"-"_s, u"4"_s, u"+4"_s, u"new"_s }));
    QCOMPARE(rowOf(text, u"shared"_s),
        (QStringList { u"shared"_s, u"40"_s, u"80"_s, u"+40"_s, u"+100"_s }));
}

void TestSlabAnalysis::tablesFitAMail()
{
    const SlabSession session = sessionOf(u"growth-2.1.txt"_s);
    const QString growth = slabGrowthTable(session, slabGrowth(session), 5).toText(65);
    const QString largest = slabLargestTable(session, 5).toText(65);
    verifyLinesFit(QString(growth + largest), 65);
    // 175505408 bytes = 171392 KiB in 21 s = 8161.5 KiB/s.
    QCOMPARE(rowOf(growth, u"ext4_inode_cache"_s),
        (QStringList { u"ext4_inode_cache"_s, u"61872"_s, u"233264"_s, u"+171392"_s, u"+8162"_s,
            u"+150001"_s }));
    QCOMPARE(rowOf(largest, u"ext4_inode_cache"_s),
        (QStringList { u"ext4_inode_cache"_s, u"233264"_s, u"204106"_s, u"204106"_s, u"1128"_s }));
}

QTEST_GUILESS_MAIN(TestSlabAnalysis)
#include "tst_slabanalysis.moc"
