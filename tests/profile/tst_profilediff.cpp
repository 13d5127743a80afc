// SPDX-License-Identifier: GPL-2.0-or-later
// The profile model and the diff of profiles against a baseline.
#include "core/profile/profilediff.h"
#include "testutil.h"

#include <QTest>

#include <cmath>

using namespace vmscope;
using namespace Qt::StringLiterals;

class TestProfileDiff : public vmscope::test::CLocaleTest
{
    Q_OBJECT

private slots:
    void sharesFromTicksAndTotal();
    void estimatedTotalFromPercents();
    void largestEntriesOrder();
    void ranksByChangeInShare();
    void flagsSymbolsOnOneSide();
    void tellsAWholeListingFromACutOne();
    void sumsGroupsByPrefix();
    void threeProfilesAgainstTheMiddle();
    void percentOnlyProfilesUseShareRatio();
    void emptyOrBadBaseline();

private:
    static Profile readprofile(const QList<std::pair<QString, double>> &rows,
                               std::optional<double> total)
    {
        Profile profile;
        for (const auto &[symbol, ticks] : rows) {
            ProfileEntry entry;
            entry.symbol = symbol;
            entry.ticks = ticks;
            profile.entries.append(entry);
        }
        profile.statedTotal = total;
        return profile;
    }
};

void TestProfileDiff::sharesFromTicksAndTotal()
{
    const Profile profile =
        readprofile({{u"default_idle"_s, 600}, {u"journal_add"_s, 100}, {u"journal_get"_s, 50}},
                    1000);
    QCOMPARE(profile.sampleCount(), 3);
    QCOMPARE(profile.totalTicks(), 1000.0);
    QCOMPARE(profile.summedTicks(), 750.0);
    QCOMPARE(profile.sharePercent(0), 60.0);
    QCOMPARE(profile.ticksWithPrefix(u"journal_"), 150.0);
    QCOMPARE(profile.shareWithPrefix(u"journal_"), 15.0);
    QCOMPARE(profile.entry(u"journal_get")->ticks, std::optional<double>(50));
    QVERIFY(!profile.entry(u"schedule"));
    // Without a stated total the entries are the whole.
    const Profile unsummed = readprofile({{u"a"_s, 30}, {u"b"_s, 10}}, std::nullopt);
    QCOMPARE(unsummed.totalTicks(), 40.0);
    QCOMPARE(unsummed.sharePercent(1), 25.0);
    QCOMPARE(unsummed.listedSharePercent(), 100.0);
}

void TestProfileDiff::estimatedTotalFromPercents()
{
    Profile profile;
    profile.entries.append(
        {u".text.lock.highmem"_s, 0xc013bf74, {}, {}, 13251607, 72.928, {}, {}, 1});
    profile.entries.append({u"kunmap_high"_s, 0xc013b7d0, {}, {}, 1606972, 8.84371, {}, {}, 2});
    QCOMPARE(profile.estimatedTotal(), std::optional<double>(18170808));
    QCOMPARE(profile.totalTicks(), 18170808.0);
    QCOMPARE(profile.sharePercent(1), 8.84371); // as printed, not recomputed
    // A percent without ticks (perf) gives no estimate; the share is still known.
    Profile perf;
    perf.entries.append({u"read_zero"_s, {}, u"[kernel.kallsyms]"_s, u"dd"_s, {}, 73.2, {}, {}, 1});
    QVERIFY(!perf.estimatedTotal());
    QCOMPARE(perf.totalTicks(), 0.0);
    QCOMPARE(perf.sharePercent(0), 73.2);
    // An entry with neither has no share.
    perf.entries.append({u"x"_s, {}, {}, {}, {}, {}, {}, {}, 2});
    QVERIFY(std::isnan(perf.sharePercent(1)));
    QCOMPARE(perf.largestEntries().constLast(), 1);
}

void TestProfileDiff::largestEntriesOrder()
{
    const Profile profile = readprofile(
        {{u"total_b"_s, 10}, {u"big"_s, 50}, {u"tie_1"_s, 20}, {u"tie_2"_s, 20}}, std::nullopt);
    QCOMPARE(profile.largestEntries(), (QList<qsizetype>{1, 2, 3, 0}));
    QCOMPARE(profile.largestEntries(2), (QList<qsizetype>{1, 2}));
    QCOMPARE(profile.largestEntries(0), QList<qsizetype>());
}

void TestProfileDiff::ranksByChangeInShare()
{
    // Seed 003's two readprofile listings, the first six rows of each.
    const Profile ordered = readprofile({{u"default_idle"_s, 34550},
                                         {u"generic_file_write"_s, 4941},
                                         {u"journal_dirty_metadata"_s, 741},
                                         {u"get_hash_table"_s, 727}},
                                        51611);
    const Profile writeback = readprofile({{u"default_idle"_s, 23781},
                                           {u"generic_file_write"_s, 4700},
                                           {u"get_hash_table"_s, 2429},
                                           {u"journal_dirty_metadata"_s, 2026}},
                                          53652);
    const ProfileDiff diff =
        diffProfiles({ordered, writeback}, {u"ordered"_s, u"writeback"_s}, 0);
    QCOMPARE(diff.rows.size(), 4);
    QCOMPARE(diff.rank(u"default_idle"), 0);
    QCOMPARE(diff.rank(u"get_hash_table"), 1);
    QCOMPARE(diff.rank(u"journal_dirty_metadata"), 2);
    const ProfileDiffRow &idle = *diff.row(u"default_idle");
    QCOMPARE(idle.ticks, (QList<std::optional<double>>{34550.0, 23781.0}));
    QVERIFY(qAbs(idle.share.at(0) - 66.943) < 0.001);
    QVERIFY(qAbs(idle.shareChange.at(1) - (-22.618)) < 0.001);
    QCOMPARE(idle.shareChange.at(0), 0.0);
    QVERIFY(qAbs(*idle.ratio.at(1) - 23781.0 / 34550.0) < 1e-12);
    QCOMPARE(idle.ratio.at(0), std::optional<double>(1.0));
    const ProfileDiffRow &hash = *diff.row(u"get_hash_table");
    QVERIFY(qAbs(hash.shareChange.at(1) - 3.1186) < 0.001);
    QVERIFY(qAbs(*hash.ratio.at(1) - 3.3411) < 0.001);
    QCOMPARE(hash.largestChange, std::abs(hash.shareChange.at(1)));
}

void TestProfileDiff::flagsSymbolsOnOneSide()
{
    const Profile before = readprofile({{u"a"_s, 50}, {u"gone"_s, 10}}, 100);
    const Profile after = readprofile({{u"a"_s, 50}, {u"new"_s, 30}}, 100);
    const ProfileDiff diff = diffProfiles({before, after}, {u"before"_s, u"after"_s});
    QCOMPARE(diff.rank(u"new"), 0); // +30 points
    QCOMPARE(diff.rank(u"gone"), 1); // -10 points
    QCOMPARE(diff.rank(u"a"), 2);
    const ProfileDiffRow &gone = *diff.row(u"gone");
    QVERIFY(gone.onlyInBaseline(0));
    QVERIFY(!gone.missingFromBaseline(0));
    QVERIFY(!gone.listedIn(1));
    QCOMPARE(gone.shareChange.at(1), -10.0);
    QVERIFY(!gone.ratio.at(1));
    const ProfileDiffRow &added = *diff.row(u"new");
    QVERIFY(added.missingFromBaseline(0));
    QVERIFY(!added.onlyInBaseline(0));
    QCOMPARE(added.share.at(0), 0.0);
    QVERIFY(!added.ratio.at(1));
    QVERIFY(!diff.row(u"a")->onlyInBaseline(0));
    QCOMPARE(diff.row(u"a")->largestChange, 0.0);
}

void TestProfileDiff::tellsAWholeListingFromACutOne()
{
    // Seed 003's `ordered` listing was cut after its top symbols: of 51611 ticks in total the
    // ones shown hold 88 %, the smallest journal_flushpage's 147. Here its first two and last.
    const Profile head = readprofile({ { u"default_idle"_s, 34550 },
                                         { u"generic_file_write"_s, 4941 },
                                         { u"journal_flushpage"_s, 147 } },
        51611);
    QVERIFY(head.isCut());
    QCOMPARE(head.cutOffPercent(), 147 * 100.0 / 51611);
    // Whole: the ticks listed make the total (readprofile with no total line sums them).
    const Profile whole = readprofile({ { u"a"_s, 60 }, { u"b"_s, 40 } }, 100);
    QVERIFY(!whole.isCut());
    QCOMPARE(whole.cutOffPercent(), 0.0);
    QVERIFY(!readprofile({ { u"a"_s, 60 } }, {}).isCut());
    // Rounded percents that make 99.6 % are whole too; 90 % is not.
    Profile percents;
    percents.entries.append({ u"x"_s, {}, {}, {}, {}, 60.3, {}, {}, 1 });
    percents.entries.append({ u"y"_s, {}, {}, {}, {}, 39.3, {}, {}, 2 });
    QVERIFY(!percents.isCut());
    percents.entries.last().percent = 29.7;
    QVERIFY(percents.isCut());
    QCOMPARE(percents.cutOffPercent(), 29.7);
    const ProfileDiff diff = diffProfiles({ head, whole }, { u"ordered"_s, u"whole"_s });
    QCOMPARE(diff.cutOff, (QList<double> { 147 * 100.0 / 51611, 0.0 }));
}

void TestProfileDiff::sumsGroupsByPrefix()
{
    const Profile ordered = readprofile(
        {{u"journal_add"_s, 10}, {u"journal_get"_s, 20}, {u"ext3_new_block"_s, 5}}, 100);
    const Profile writeback = readprofile({{u"journal_add"_s, 30}, {u"journal_get"_s, 40}}, 100);
    const ProfileDiff diff = diffProfiles({ordered, writeback}, {u"o"_s, u"w"_s}, 0,
                                          {u"journal_*"_s, u"ext3_*"_s, u"xfs_*"_s});
    const ProfileDiffRow *journal = diff.row(u"journal_*");
    QVERIFY(journal);
    QVERIFY(journal->isGroup);
    QCOMPARE(diff.rank(u"journal_*"), 0); // +40 points beats either symbol alone
    QCOMPARE(journal->ticks, (QList<std::optional<double>>{30.0, 70.0}));
    QCOMPARE(journal->shareChange.at(1), 40.0);
    QCOMPARE(*journal->ratio.at(1), 70.0 / 30.0);
    QVERIFY(diff.row(u"ext3_*")->onlyInBaseline(0));
    QVERIFY(!diff.row(u"xfs_*")->listedIn(0));
    QVERIFY(!diff.row(u"xfs_*")->listedIn(1));
}

void TestProfileDiff::threeProfilesAgainstTheMiddle()
{
    const Profile a = readprofile({{u"lock"_s, 10}}, 100);
    const Profile b = readprofile({{u"lock"_s, 20}}, 100);
    const Profile c = readprofile({{u"lock"_s, 50}}, 100);
    const ProfileDiff diff = diffProfiles({a, b, c}, {u"a"_s, u"b"_s, u"c"_s}, 1);
    const ProfileDiffRow &lock = diff.rows.constFirst();
    QCOMPARE(diff.baseline, 1);
    QCOMPARE(lock.shareChange, (QList<double>{-10.0, 0.0, 30.0}));
    QCOMPARE(lock.largestChange, 30.0);
    QCOMPARE(*lock.ratio.at(0), 0.5);
    QCOMPARE(*lock.ratio.at(2), 2.5);
}

void TestProfileDiff::percentOnlyProfilesUseShareRatio()
{
    Profile before;
    before.entries.append({u"spin"_s, {}, {}, {}, {}, 10.0, {}, {}, 1});
    Profile after;
    after.entries.append({u"spin"_s, {}, {}, {}, {}, 25.0, {}, {}, 1});
    after.entries.append({u"spin"_s, {}, {}, u"other"_s, {}, 5.0, {}, {}, 2}); // per command
    const ProfileDiff diff = diffProfiles({before, after}, {u"b"_s, u"a"_s});
    QCOMPARE(diff.rows.size(), 1);
    QCOMPARE(diff.rows.constFirst().share.at(1), 30.0);
    QCOMPARE(*diff.rows.constFirst().ratio.at(1), 3.0);
}

void TestProfileDiff::emptyOrBadBaseline()
{
    QVERIFY(diffProfiles({}, {}).rows.isEmpty());
    const Profile one = readprofile({{u"a"_s, 1}}, std::nullopt);
    QVERIFY(diffProfiles({one}, {u"x"_s}, 3).rows.isEmpty());
    QCOMPARE(diffProfiles({one}, {u"x"_s}, 0).rows.size(), 1);
}

QTEST_GUILESS_MAIN(TestProfileDiff)
#include "tst_profilediff.moc"
