// SPDX-License-Identifier: GPL-2.0-or-later
// Kernel profile listings: every variant of profile.md, as mail delivers them.
#include "testutil.h"

#include "parsers/profile/profileparser.h"

#include <QDir>

using namespace vmscope;
using namespace vmscope::test;
using namespace Qt::StringLiterals;

class TestProfileParser : public CLocaleTest
{
    Q_OBJECT

private slots:
    void readsEachLayout_data();
    void readsEachLayout();
    void readprofileKeepsUnknownAndRejoinsWrappedRow();
    void readprofileVerboseChecksTotal();
    void oprofileTakesModulesAndEstimatesTotal();
    void opreportKeepsBlanksInSymbols();
    void perfReportCapturedHere();
    void perfChildrenSkipsCallGraph();
    void perfWrappedAndQuoted();
    void perfTopOldRows();
    void junkAroundAndInsideAListing();
    void truncatedListing();
    void opreportCountedLineWrappedByMail();
    void hugeLinesDoNotStopTheLoad();
    void vmstatFixturesGainNoProfile();
    void cancelKeepsRowsReadSoFar();

private:
    struct Loaded
    {
        LoadResult result;
        QList<Capture> profiles;
    };
    /// A fixture of tests/data/profile loaded, with its profile captures.
    static Loaded loadProfiles(const QString &fixture)
    {
        LoadResult result = load(dataPath(u"profile/"_s + fixture));
        QList<Capture> profiles = capturesOf(result.document, CaptureKind::Profile);
        return {std::move(result), std::move(profiles)};
    }
    static QList<Capture> profilesIn(const QString &fixture)
    {
        return loadProfiles(fixture).profiles;
    }
    static int countSeverity(const Diagnostics &diagnostics, Diagnostic::Severity severity)
    {
        return int(std::count_if(
            diagnostics.cbegin(), diagnostics.cend(),
            [severity](const Diagnostic &d) { return d.severity == severity; }));
    }
};

void TestProfileParser::readsEachLayout_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("entries");
    QTest::addColumn<QString>("firstSymbol");
    QTest::addColumn<double>("firstShare");
    QTest::addColumn<double>("total");
    QTest::addColumn<int>("warnings");
    // Shares of readprofile are computed from the total line: 587 / 2118.
    QTest::newRow("readprofile, sorted, total first")
        << "readprofile.txt" << 0 << "readprofile" << 6 << "default_idle" << 27.71 << 2118.0 << 0;
    QTest::newRow("readprofile -v, 16 hex digits")
        << "readprofile-v.txt" << 0 << "readprofile -v" << 3 << "default_idle" << 81.08 << 724.0
        << 0;
    QTest::newRow("readprofile -v, 8 hex digits, total too small")
        << "readprofile-v.txt" << 1 << "readprofile -v" << 3 << "default_idle" << 80.2 << 1500.0
        << 1;
    QTest::newRow("oprofpp header, quoted")
        << "address-ticks-percent.txt" << 0 << "oprofpp -l" << 5 << ".text.lock.highmem" << 45.21
        << 100000.0 << 0;
    QTest::newRow("opreport -l with preamble")
        << "opreport.txt" << 0 << "opreport -l" << 6 << "default_idle" << 40.0 << 100000.0 << 0;
    QTest::newRow("opreport -l, two events")
        << "opreport.txt" << 1 << "opreport -l" << 3 << "default_idle" << 50.0 << 10000.0 << 0;
    QTest::newRow("perf report --stdio, real")
        << "perf-report.txt" << 0 << "perf report" << 63 << "read_zero" << 73.20 << 0.0 << 0;
    QTest::newRow("perf report --children, real")
        << "perf-report-children.txt" << 0 << "perf report --children" << 155
        << "entry_SYSCALL_64_after_hwframe" << 91.12 << 0.0 << 0;
    QTest::newRow("perf top")
        << "perf-top.txt" << 0 << "perf top" << 4 << "_raw_spin_lock" << 23.41 << 0.0 << 0;
    QTest::newRow("old perf top")
        << "perf-top-old.txt" << 0 << "perf top" << 3 << "_raw_spin_lock" << 23.4 << 5274.0 << 0;
    QTest::newRow("perf, header without #, quoted, wrapped")
        << "perf-wrapped.txt" << 0 << "perf report" << 4 << "_raw_spin_unlock_irq" << 21.07
        << 0.0 << 0;
}

void TestProfileParser::readsEachLayout()
{
    QFETCH(QString, fixture);
    QFETCH(int, index);
    QFETCH(QString, layout);
    QFETCH(int, entries);
    QFETCH(QString, firstSymbol);
    QFETCH(double, firstShare);
    QFETCH(double, total);
    QFETCH(int, warnings);
    const QList<Capture> profiles = profilesIn(fixture);
    QVERIFY(index < profiles.size());
    const Capture &capture = profiles.at(index);
    const Profile *profile = capture.profile();
    QVERIFY(profile);
    QCOMPARE(capture.layout, layout);
    QCOMPARE(int(capture.rowCount()), entries);
    const qsizetype largest = profile->largestEntries(1).constFirst();
    QCOMPARE(profile->entries.at(largest).symbol, firstSymbol);
    QVERIFY2(qAbs(profile->sharePercent(largest) - firstShare) < 0.01,
             qPrintable(QString::number(profile->sharePercent(largest))));
    QCOMPARE(profile->totalTicks(), total);
    QCOMPARE(countSeverity(capture.diagnostics, Diagnostic::Severity::Warning), warnings);
    QCOMPARE(countSeverity(capture.diagnostics, Diagnostic::Severity::Error), 0);
}

void TestProfileParser::readprofileKeepsUnknownAndRejoinsWrappedRow()
{
    const auto [result, profiles] = loadProfiles(u"readprofile.txt"_s);
    QCOMPARE(profiles.size(), 1);
    const Capture &capture = profiles.constFirst();
    QCOMPARE(capture.label, u"2.4.17-rmap"_s);
    QCOMPARE(linesOf(capture), std::pair(7, 14));
    const Profile &profile = *capture.profile();
    QCOMPARE(profile.unit, u"ticks"_s);
    QCOMPARE(profile.statedTotal, std::optional<double>(2118));
    QCOMPARE(profile.summedTicks(), 1479.0);
    const ProfileEntry *unknown = profile.entry(u"*unknown*");
    QVERIFY(unknown);
    QCOMPARE(unknown->ticks, std::optional<double>(140));
    QVERIFY(!unknown->load);
    const ProfileEntry *wrapped =
        profile.entry(u"a_function_with_a_really_long_name_that_mail_client_wrapped_at_the");
    QVERIFY(wrapped);
    QCOMPARE(wrapped->ticks, std::optional<double>(96));
    QCOMPARE(wrapped->load, std::optional<double>(0.8136));
    QCOMPARE(wrapped->line, 12);
    QCOMPARE(profile.entry(u"default_idle")->load, std::optional<double>(9.1719));
    QVERIFY(hasDiagnostic(result.document, u"row wrapped by mail rejoined with line 13"_s, 12));
    QVERIFY(hasDiagnostic(result.document,
                          u"the listing shows 1479 of 2118 ticks (69.8 %); the rest was cut"_s, 7));
}

void TestProfileParser::readprofileVerboseChecksTotal()
{
    const auto [result, profiles] = loadProfiles(u"readprofile-v.txt"_s);
    QCOMPARE(profiles.size(), 2);
    const Profile &first = *profiles.at(0).profile();
    QCOMPARE(first.entries.at(0).address, std::optional<quint64>(0xc01050d0));
    QCOMPARE(first.entries.at(2).symbol, u"do_page_fault"_s);
    QCOMPARE(first.summedTicks(), 724.0);
    QVERIFY(profiles.at(0).diagnostics.isEmpty()); // complete listing: sum equals total
    QCOMPARE(profiles.at(1).label, u"and the old box with util-linux 2.11"_s);
    QCOMPARE(profiles.at(1).profile()->entries.at(1).address, std::optional<quint64>(0xc0116a20));
    QVERIFY(hasDiagnostic(result.document,
                          u"the entries add up to 1601 ticks, more than the stated total of 1500"_s,
                          15));
}

void TestProfileParser::oprofileTakesModulesAndEstimatesTotal()
{
    const auto [result, profiles] = loadProfiles(u"address-ticks-percent.txt"_s);
    QCOMPARE(profiles.size(), 1);
    const Capture &capture = profiles.constFirst();
    QCOMPARE(capture.source.quoteDepth, 1);
    QCOMPARE(capture.label, u"oprofile on the 16-way with 2.5.59-mm7"_s);
    const Profile &profile = *capture.profile();
    QCOMPARE(profile.unit, u"samples"_s);
    const ProfileEntry *ext3 = profile.entry(u"ext3_get_block_handle");
    QVERIFY(ext3);
    QCOMPARE(ext3->module, u"ext3"_s);
    QCOMPARE(ext3->address, std::optional<quint64>(0xd0851234));
    QCOMPARE(ext3->ticks, std::optional<double>(3100));
    QCOMPARE(profile.estimatedTotal(), std::optional<double>(100000));
    QVERIFY(hasDiagnostic(
        result.document, u"the listing shows 69860 of about 100000 samples (69.9 %)"_s, 6));
}

void TestProfileParser::opreportKeepsBlanksInSymbols()
{
    const auto [result, profiles] = loadProfiles(u"opreport.txt"_s);
    QCOMPARE(profiles.size(), 2);
    const Profile &profile = *profiles.at(0).profile();
    QCOMPARE(profiles.at(0).label, u"2.6.10-rc2"_s);
    QCOMPARE(profiles.at(0).source.firstLine, 4); // the CPU: line belongs to the listing
    QCOMPARE(profile.event, u"GLOBAL_POWER_EVENTS"_s);
    const ProfileEntry *cxx =
        profile.entry(u"std::basic_string<char>::append(char const*, unsigned int)");
    QVERIFY(cxx);
    QCOMPARE(cxx->module, u"libstdc++.so.6.0.3"_s);
    QCOMPARE(cxx->ticks, std::optional<double>(15000));
    QCOMPARE(profile.entry(u"memcpy")->percent, std::optional<double>(6.0));
    QVERIFY(profiles.at(0).diagnostics.isEmpty()); // 100 % listed
    // Two counters: the first one's samples are the profile, and a note says so.
    const Profile &two = *profiles.at(1).profile();
    QCOMPARE(profiles.at(1).label, u"with two counters"_s);
    QCOMPARE(two.entry(u"schedule")->ticks, std::optional<double>(3000));
    QCOMPARE(two.entry(u"schedule")->percent, std::optional<double>(30.0));
    QCOMPARE(two.entry(u"ext3_new_block")->module, u"ext3"_s);
    QVERIFY(hasDiagnostic(result.document, u"2 events side by side"_s, 15));
}

void TestProfileParser::perfReportCapturedHere()
{
    const LoadResult result = load(dataPath(u"profile/perf-report.txt"_s));
    QCOMPARE(result.document.captures().size(), 1);
    const Capture &capture = result.document.captures().constFirst();
    QCOMPARE(capture.kind, CaptureKind::Profile);
    QCOMPARE(capture.label, u"dd reading /dev/zero, perf report --stdio"_s);
    // From `# To display the perf.data header info...` to the `# (Tip: ...)` trailer and its `#`.
    QCOMPARE(linesOf(capture), std::pair(6, 84));
    const Profile &profile = *capture.profile();
    QCOMPARE(profile.event, u"cpu-clock:ppp"_s);
    QVERIFY(!profile.statedTotal); // `2K` is rounded: not a total
    const ProfileEntry &first = profile.entries.constFirst();
    QCOMPARE(first.symbol, u"read_zero"_s);
    QCOMPARE(first.command, u"dd"_s);
    QCOMPARE(first.module, u"[kernel.kallsyms]"_s);
    QVERIFY(!first.ticks);
    QCOMPARE(first.line, 17);
    QCOMPARE(profile.entries.at(2).symbol, u"__GI___libc_write"_s);
    QCOMPARE(profile.entries.at(2).module, u"libc.so.6"_s);
    QCOMPARE(profile.entry(u"handle_amd")->module, u"ld-linux-x86-64.so.2"_s);
    QVERIFY(profile.entry(u"0x0000000000003301"));
    QVERIFY(qAbs(profile.listedSharePercent() - 100.13) < 0.001);
    QVERIFY(capture.diagnostics.isEmpty());
}

void TestProfileParser::perfChildrenSkipsCallGraph()
{
    const LoadResult result = load(dataPath(u"profile/perf-report-children.txt"_s));
    QCOMPARE(result.document.captures().size(), 1);
    const Capture &capture = result.document.captures().constFirst();
    const Profile &profile = *capture.profile();
    QVERIFY(profile.childrenColumns);
    const ProfileEntry *syscall = profile.entry(u"do_syscall_64");
    QVERIFY(syscall);
    QCOMPARE(syscall->percent, std::optional<double>(91.12));
    QCOMPARE(syscall->selfPercent, std::optional<double>(7.49));
    QCOMPARE(profile.entry(u"read_zero")->selfPercent, std::optional<double>(72.14));
    QVERIFY(hasDiagnostic(result.document, u"call-graph line(s) not imported"_s, 17));
    // The percents are inclusive and add up past 100: that is no warning.
    QCOMPARE(countSeverity(capture.diagnostics, Diagnostic::Severity::Warning), 0);
}

void TestProfileParser::perfWrappedAndQuoted()
{
    const auto [result, profiles] = loadProfiles(u"perf-wrapped.txt"_s);
    QCOMPARE(profiles.size(), 1);
    const Profile &profile = *profiles.constFirst().profile();
    QCOMPARE(profiles.constFirst().source.quoteDepth, 1);
    const ProfileEntry *wrapped = profile.entry(u"_raw_spin_unlock_irqrestore");
    QVERIFY(wrapped);
    QCOMPARE(wrapped->percent, std::optional<double>(8.23));
    QCOMPARE(wrapped->module, u"[kernel.kallsyms]"_s);
    QCOMPARE(wrapped->command, u"a.out"_s);
    QCOMPARE(profile.entry(u"main")->module, u"a.out"_s);
    QCOMPARE(profile.entry(u"__memset_avx2_unaligned")->percent, std::optional<double>(2.5));
    QVERIFY(hasDiagnostic(result.document, u"row wrapped by mail rejoined with line 9"_s, 8));
    QVERIFY(hasDiagnostic(result.document, u"the listing shows 35.0 % of the samples"_s));
}

void TestProfileParser::perfTopOldRows()
{
    const QList<Capture> profiles = profilesIn(u"perf-top-old.txt"_s);
    QCOMPARE(profiles.size(), 1);
    const Profile &profile = *profiles.constFirst().profile();
    QCOMPARE(profiles.constFirst().label, u"2.6.32-rc5"_s);
    QCOMPARE(profile.entry(u"memcpy")->module, u"/lib/libc-2.11.so"_s);
    QCOMPARE(profile.entry(u"memcpy")->ticks, std::optional<double>(201));
    QCOMPARE(profile.entry(u"clear_page_c")->percent, std::optional<double>(10.6));
    const QList<Capture> top = profilesIn(u"perf-top.txt"_s);
    QCOMPARE(top.constFirst().profile()->entry(u"__memmove_avx_unaligned_erms")->module,
             u"libc-2.31.so"_s);
}

void TestProfileParser::junkAroundAndInsideAListing()
{
    const LoadResult result = load(dataPath(u"profile/junk.txt"_s));
    QVERIFY(result.readable());
    const QList<Capture> profiles = capturesOf(result.document, CaptureKind::Profile);
    QCOMPARE(profiles.size(), 1); // `12 apples 3.5` alone is no listing, the stack words none
    const Capture &capture = profiles.constFirst();
    QCOMPARE(capture.layout, u"readprofile"_s);
    QCOMPARE(linesOf(capture), std::pair(5, 8));
    QCOMPARE(capture.rowCount(), 3);
    QCOMPARE(capture.profile()->entries.at(1).symbol, u"do_page_fault"_s);
    QVERIFY(hasDiagnostic(result.document, u"row skipped: 4 fields do not make a readprofile row"_s,
                          6));
    QCOMPARE(countSeverity(capture.diagnostics, Diagnostic::Severity::Warning), 1);
}

void TestProfileParser::truncatedListing()
{
    const auto [result, profiles] = loadProfiles(u"truncated.txt"_s);
    QCOMPARE(profiles.size(), 1);
    const Capture &capture = profiles.constFirst();
    QCOMPARE(capture.rowCount(), 2);
    QCOMPARE(capture.source.lastLine, 7);
    QVERIFY(hasDiagnostic(result.document, u"row skipped: 2 fields"_s, 7));
    QVERIFY(hasDiagnostic(result.document, u"the listing shows 683 of 2118 ticks"_s, 4));
}

void TestProfileParser::opreportCountedLineWrappedByMail()
{
    // The event line wrapped after `is not`: its rest is the listing's, not a caption.
    const QByteArray text = "Here is the profile during the freeze.\n"
                            "\n"
                            "CPU: P4 / Xeon, speed 3000.18 MHz (estimated)\n"
                            "Counted GLOBAL_POWER_EVENTS events (time during which processor is not\n"
                            "stopped) with a unit mask of 0x01 (mandatory) count 100000\n"
                            "samples  %        symbol name\n"
                            "741       4.3771  ia32_sysenter_target\n"
                            "540       3.1898  kmem_cache_free\n"
                            "516       3.0480  find_get_page\n";
    const QList<Capture> profiles = capturesOf(loadText(text).document, CaptureKind::Profile);
    QCOMPARE(profiles.size(), 1);
    QCOMPARE(profiles.at(0).source.firstLine, 3);
    QCOMPARE(profiles.at(0).label, u"Here is the profile during the freeze."_s);
    QCOMPARE(profiles.at(0).profile()->event, u"GLOBAL_POWER_EVENTS"_s);
    QCOMPARE(profiles.at(0).rowCount(), 3);
}

void TestProfileParser::hugeLinesDoNotStopTheLoad()
{
    QByteArray text = "first:\n 30 a_function 0.5\n 20 b_function 0.4\n 10 c_function 0.3\n";
    text += QByteArray(1 << 20, 'x') + '\n';
    text += " 5 " + QByteArray(100000, 'y') + " 0.5\n"; // a "row" with a 100 KB symbol
    text += "second:\n 3 a_function 0.5\n 2 b_function 0.4\n 1 c_function 0.3\n";
    const auto [result, milliseconds] = loadTextTimed(text);
    QVERIFY2(milliseconds < 20000, "a megabyte line must not take long");
    const QList<Capture> profiles = capturesOf(result.document, CaptureKind::Profile);
    QCOMPARE(profiles.size(), 2);
    QCOMPARE(profiles.at(0).rowCount(), 3);
    QCOMPARE(profiles.at(1).label, u"second"_s);
    QCOMPARE(profiles.at(1).profile()->entry(u"c_function")->ticks, std::optional<double>(1));
}

void TestProfileParser::vmstatFixturesGainNoProfile()
{
    const QDir dir(dataPath(u"vmstat"_s));
    const QStringList files = dir.entryList({u"*.txt"_s}, QDir::Files);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files) {
        const LoadResult result = load(dir.filePath(file));
        QVERIFY2(capturesOf(result.document, CaptureKind::Profile).isEmpty(), qPrintable(file));
    }
}

void TestProfileParser::cancelKeepsRowsReadSoFar()
{
    TextBlock block;
    block.formatId = u"profile"_s;
    for (int i = 0; i < 5000; ++i) {
        block.lines.append({u" %1 function_%2 0.5"_s.arg(5000 - i).arg(i), i + 1, 0,
                            CleanLine::NoFlags, -1});
    }
    QList<int> progress;
    ParseContext context;
    context.progress = [&progress](int perMille) { progress.append(perMille); };
    context.isCancelled = [&progress] { return progress.size() >= 2; };
    const ParseResult result = profileParser().parse(block, context);
    QCOMPARE(result.captures.size(), 1);
    const Capture &capture = result.captures.constFirst();
    QCOMPARE(capture.rowCount(), 2000); // cancelled at the second check, every 1000 lines
    QVERIFY(std::is_sorted(progress.cbegin(), progress.cend()));
    QVERIFY(std::any_of(capture.diagnostics.cbegin(), capture.diagnostics.cend(),
                        [](const Diagnostic &d) { return d.message.contains(u"cancelled"); }));
}

QTEST_GUILESS_MAIN(TestProfileParser)
#include "tst_profileparser.moc"
