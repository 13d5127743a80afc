// SPDX-License-Identifier: GPL-2.0-or-later
// Kernel log events in mail: 2.4 and 2.6+ allocation failures, OOM kills, hung tasks and soft
// lockups, with syslog and dmesg prefixes; which lines go to the oops parser; hostile input.
#include "testutil.h"
#include "translations/translators.h"

#include "core/text/capturejson.h"
#include "core/analysis/stallrules.h"
#include "parsers/events/kerneleventline.h"

#include <QTimeZone>

using namespace vmscope;
using namespace vmscope::test;
using namespace Qt::StringLiterals;

namespace {

using Type = KernelEvent::Type;

Document loadFixture(const QString &name)
{
    const LoadResult result = load(dataPath(u"events/"_s + name));
    return result.document;
}

/// Every event of the document's Events captures, in document order.
QList<KernelEvent> eventsOf(const Document &document)
{
    QList<KernelEvent> events;
    for (const Capture &capture : capturesOf(document, CaptureKind::Events)) {
        events.append(capture.eventLog()->events);
    }
    return events;
}

QList<Finding> findingsOf(const Document &document, const QString &rule)
{
    QList<Finding> found;
    for (const Finding &finding : analyzeDocument(document)) {
        if (finding.rule == rule) {
            found.append(finding);
        }
    }
    return found;
}

QList<int> linesOf(const QList<KernelEvent> &events)
{
    QList<int> lines;
    for (const KernelEvent &event : events) {
        lines.append(event.line);
    }
    return lines;
}

Diagnostics allDiagnostics(const Document &document)
{
    Diagnostics all = document.diagnostics();
    for (const Capture &capture : document.captures()) {
        all.append(capture.diagnostics);
    }
    return all;
}

/// A row of readsMessages: one kernel message and the event it should read as.
struct Message
{
    QString message;
    Type type = Type::AllocationFailure;
    QString process; // empty when the message names none
    qint64 pid = -1;
    int order = -1;
    QString mode;
    int cpu = -1;
    int stuck = -1; // seconds
};

/// A row of countsFixtures: what a fixture holds, capture by capture and event by event.
struct Counts
{
    QString fixture;
    int eventCaptures = 0;
    int allocationFailures = 0;
    int oomKills = 0;
    int hungTasks = 0;
    int softLockups = 0;
    int oopses = 0; // captures, left to the oops parser
    int diagnostics = 0;
};

QDateTime utc(int year, int month, int day, int hour, int minute, int second)
{
    return QDateTime(QDate(year, month, day), QTime(hour, minute, second), QTimeZone::utc());
}

} // namespace

class TestEventsParser : public CLocaleTest
{
    Q_OBJECT

private slots:
    void initTestCase() { vmscope::installTranslators(QStringLiteral("en")); } // "1 task", as main() says it
    void readsMessages_data();
    void readsMessages();
    void ignoresOtherMessages_data();
    void ignoresOtherMessages();
    void countsFixtures_data();
    void countsFixtures();
    void reads24SyslogWithWrappedModes();
    void reads26ConsoleLines();
    void leavesTracedFailureToOopsParser();
    void readsModernDmesgWithCompanions();
    void readsOomKills();
    void countsA4xKillOnce();
    void readsHungTasks();
    void hungTaskWithTraceIsAnOops();
    void readsSoftLockups();
    void skipsQuotedRepeat();
    void survivesHostileInput();
    void writesJson();
};

void TestEventsParser::readsMessages_data()
{
    QTest::addColumn<Message>("expected");
    const Type alloc = Type::AllocationFailure;
    QTest::newRow("2.4 with gfp and caller")
        << Message { u"__alloc_pages: 0-order allocation failed (gfp=0x1d2/0) from c0126c2e"_s,
               alloc, {}, -1, 0, u"0x1d2"_s, -1, -1 };
    QTest::newRow("2.4 early, trailing period")
        << Message { u"__alloc_pages: 3-order allocation failed."_s, alloc, {}, -1, 3, {}, -1, -1 };
    QTest::newRow("2.6 with a period")
        << Message { u"kswapd0: page allocation failure. order:3, mode:0x20"_s, alloc,
               u"kswapd0"_s, -1, 3, u"0x20"_s, -1, -1 };
    QTest::newRow("4.9 with flag names")
        << Message {
               u"xxxx: page allocation failure: order:10, mode:0x2084020(GFP_ATOMIC|__GFP_COMP)"_s,
               alloc, u"xxxx"_s, -1, 10, u"0x2084020(GFP_ATOMIC|__GFP_COMP)"_s, -1, -1 };
    QTest::newRow("oom-killer invoked")
        << Message { u"swapper invoked oom-killer: gfp_mask=0x80d1, order=0, oomkilladj=0"_s,
               Type::OomKillerInvoked, u"swapper"_s, -1, 0, u"0x80d1"_s, -1, -1 };
    QTest::newRow("2.6 late kill with period")
        << Message { u"Out of Memory: Killed process 1234 (java)."_s, Type::OomKill, u"java"_s,
               1234, -1, {}, -1, -1 };
    QTest::newRow("RHEL 6 kill with uid")
        << Message {
               u"Killed process 11726, UID 498, (mysqld) total-vm:7823732kB, anon-rss:2539268kB"_s,
               Type::OomKill, u"mysqld"_s, 11726, -1, {}, -1, -1 };
    QTest::newRow("2.4 VM killing")
        << Message { u"VM: killing process sendmail"_s, Type::OomKill, u"sendmail"_s, -1, -1, {},
               -1, -1 };
    QTest::newRow("hung task with a colon in comm")
        << Message { u"INFO: task kworker/1:2:10762 blocked for more than 120 seconds."_s,
               Type::HungTask, u"kworker/1:2"_s, 10762, -1, {}, -1, 120 };
    QTest::newRow("soft lockup, NMI watchdog prefix")
        << Message {
               u"NMI watchdog: BUG: soft lockup - CPU#2 stuck for 22s! [SimpleCacheWork:8140]"_s,
               Type::SoftLockup, u"SimpleCacheWork"_s, 8140, -1, {}, 2, 22 };
    QTest::newRow("soft lockup, 2.6.16")
        << Message { u"BUG: soft lockup detected on CPU#0!"_s, Type::SoftLockup, {}, -1, -1, {}, 0,
               -1 };
}

void TestEventsParser::readsMessages()
{
    QFETCH(Message, expected);
    const std::optional<KernelEvent> event = readKernelEventMessage(expected.message);
    QVERIFY(event);
    QCOMPARE(event->type, expected.type);
    QCOMPARE(event->process, expected.process);
    QCOMPARE(event->pid, expected.pid);
    QCOMPARE(event->order, expected.order);
    QCOMPARE(event->gfpMode, expected.mode);
    QCOMPARE(event->cpu, expected.cpu);
    QCOMPARE(event->stuckSeconds, expected.stuck);
    QCOMPARE(event->text, expected.message);
}

void TestEventsParser::ignoresOtherMessages_data()
{
    QTest::addColumn<QString>("message");
    QTest::newRow("prose about failures")
        << u"There are many page allocation failures under heavy loop writeout."_s;
    QTest::newRow("cut before the order") << u"swapper/0: page allocation failure: order:"_s;
    QTest::newRow("oom reaper")
        << u"oom_reaper: reaped process 15784 (python3), now anon-rss:0kB"_s;
    QTest::newRow("hung task hint")
        << u"\"echo 0 > /proc/sys/kernel/hung_task_timeout_secs\" disables this message."_s;
}

void TestEventsParser::ignoresOtherMessages()
{
    QFETCH(QString, message);
    QVERIFY(!readKernelEventMessage(message));
}

void TestEventsParser::countsFixtures_data()
{
    QTest::addColumn<Counts>("counts");
    QTest::newRow("2.4 syslog, modes wrapped")
        << Counts { "alloc24-syslog.txt", 1, 5, 1, 0, 0, 0, 0 };
    QTest::newRow("2.6 console lines") << Counts { "alloc26-console.txt", 1, 5, 0, 0, 0, 0, 0 };
    QTest::newRow("2.6 failure with its trace")
        << Counts { "alloc26-trace.txt", 2, 2, 0, 0, 0, 1, 0 };
    QTest::newRow("5.x dmesg with companions")
        << Counts { "alloc-dmesg-modern.txt", 1, 2, 0, 0, 0, 0, 0 };
    QTest::newRow("5.x kills with the reaper") << Counts { "oom-kill-5x.txt", 1, 0, 3, 0, 0, 0, 0 };
    QTest::newRow("4.x kill said twice") << Counts { "oom-kill-4x.txt", 1, 0, 2, 0, 0, 0, 0 };
    QTest::newRow("4.19 hung tasks") << Counts { "hung-tasks.txt", 1, 0, 0, 3, 0, 0, 0 };
    QTest::newRow("hung task with a trace")
        << Counts { "hung-task-trace.txt", 1, 0, 0, 1, 0, 1, 0 };
    QTest::newRow("soft lockups, two eras") << Counts { "soft-lockups.txt", 2, 0, 0, 0, 4, 0, 0 };
}

void TestEventsParser::countsFixtures()
{
    QFETCH(Counts, counts);
    const Document document = loadFixture(counts.fixture);
    QCOMPARE(int(capturesOf(document, CaptureKind::Events).size()), counts.eventCaptures);
    QCOMPARE(int(capturesOf(document, CaptureKind::Oops).size()), counts.oopses);
    EventLog all { eventsOf(document) };
    QCOMPARE(int(all.count(Type::AllocationFailure)), counts.allocationFailures);
    QCOMPARE(int(all.count(Type::OomKill)), counts.oomKills);
    QCOMPARE(int(all.count(Type::HungTask)), counts.hungTasks);
    QCOMPARE(int(all.count(Type::SoftLockup)), counts.softLockups);
    QStringList messages;
    for (const Diagnostic &diagnostic : allDiagnostics(document)) {
        messages.append(QString::number(diagnostic.line) + u": "_s + diagnostic.message);
    }
    QVERIFY2(messages.size() == counts.diagnostics, qPrintable(messages.join(u"; "_s)));
}

void TestEventsParser::reads24SyslogWithWrappedModes()
{
    const Document document = loadFixture(u"alloc24-syslog.txt"_s);
    const QList<KernelEvent> events = eventsOf(document);
    QCOMPARE(linesOf(events), (QList<int> { 9, 11, 13, 15, 17, 19 }));
    QStringList modes;
    QList<int> orders;
    for (const KernelEvent &event : events.mid(0, 5)) {
        QCOMPARE(event.type, Type::AllocationFailure);
        modes.append(event.gfpMode);
        orders.append(event.order);
    }
    // The `(gfp=...)` half of each message was wrapped onto the next line by mail.
    QCOMPARE(modes, (QStringList { u"0x1f0"_s, u"0x1f0"_s, u"0x1d2"_s, u"0x1d2"_s, u"0xf0"_s }));
    QCOMPARE(orders, (QList<int> { 1, 0, 0, 0, 0 }));
    QCOMPARE(events.at(0).text, u"__alloc_pages: 1-order allocation failed (gfp=0x1f0/0)"_s);
    // Syslog prints no year; the message's Date header gives it.
    QCOMPARE(events.at(0).wallClock, utc(2004, 2, 5, 11, 9, 39));
    QVERIFY(events.at(0).yearAssumed);
    QVERIFY(!events.at(0).seconds);
    QCOMPARE(events.at(5).type, Type::OomKill);
    QCOMPARE(events.at(5).process, u"rsync"_s);
    QCOMPARE(events.at(5).wallClock, utc(2004, 2, 5, 11, 11, 18));

    const Capture capture = capturesOf(document, CaptureKind::Events).first();
    QCOMPARE(capture.layout, u"syslog"_s);
    QCOMPARE(linesOf(capture), std::pair(9, 19));
    const QList<Finding> failures = findingsOf(document, u"alloc-failures"_s);
    QCOMPARE(failures.size(), qsizetype(1));
    QCOMPARE(failures.first().captureId, capture.id);
    QCOMPARE(failures.first().evidence,
        u"5 allocation failures of order 0-1 in the kernel log (lines 9-17)"_s);
    const QList<Finding> kills = findingsOf(document, u"oom-kill"_s);
    QCOMPARE(kills.size(), qsizetype(1));
    QCOMPARE(kills.first().evidence, u"the OOM killer killed rsync (line 19)"_s);
    QCOMPARE(kills.first().severity, FindingSeverity::Critical);
}

void TestEventsParser::reads26ConsoleLines()
{
    const QList<KernelEvent> events = eventsOf(loadFixture(u"alloc26-console.txt"_s));
    QCOMPARE(linesOf(events), (QList<int> { 6, 7, 8, 9, 10 }));
    QCOMPARE(events.at(0).process, u"glusterfsd"_s);
    for (const KernelEvent &event : events) {
        QCOMPARE(event.order, 1);
        QCOMPARE(event.gfpMode, u"0x20"_s);
    }
    QCOMPARE(events.at(1).process, u"swapper"_s);
    // No Date header: the year is a placeholder, said to be assumed.
    QCOMPARE(events.at(4).wallClock, utc(2000, 3, 21, 21, 59, 18));
    QVERIFY(events.at(4).yearAssumed);
}

void TestEventsParser::leavesTracedFailureToOopsParser()
{
    const Document document = loadFixture(u"alloc26-trace.txt"_s);
    const QList<Capture> oopses = capturesOf(document, CaptureKind::Oops);
    QCOMPARE(oopses.size(), qsizetype(1));
    // The message with a trace after it opens the Oops; the one before it stays an event line.
    const Oops &oops = *oopses.first().oops();
    QCOMPARE(oops.headline, u"echo: page allocation failure. order:9, mode:0xd0"_s);
    QCOMPARE(oops.frames.size(), qsizetype(6));
    QCOMPARE(oops.frames.first().symbol, u"__alloc_pages"_s);
    QCOMPARE(linesOf(oopses.first()), std::pair(7, 14));

    const QList<Capture> logs = capturesOf(document, CaptureKind::Events);
    QCOMPARE(logs.size(), qsizetype(2));
    QCOMPARE(linesOf(logs.at(0)), std::pair(6, 6));
    QCOMPARE(logs.at(1).layout, u"oops"_s);
    QCOMPARE(logs.at(1).source, oopses.first().source);
    const QList<KernelEvent> events = eventsOf(document);
    QCOMPARE(linesOf(events), (QList<int> { 6, 7 }));
    QCOMPARE(events.at(1).order, 9);
    QCOMPARE(events.at(1).process, u"echo"_s);
    QCOMPARE(events.at(1).wallClock, utc(2000, 12, 6, 4, 30, 13));
    QCOMPARE(findingsOf(document, u"alloc-failures"_s).size(), qsizetype(2));
}

void TestEventsParser::readsModernDmesgWithCompanions()
{
    const Document document = loadFixture(u"alloc-dmesg-modern.txt"_s);
    const QList<Capture> logs = capturesOf(document, CaptureKind::Events);
    QCOMPARE(logs.size(), qsizetype(1));
    QCOMPARE(logs.first().layout, u"dmesg"_s);
    // A run starts at a message; the cpuset lines after each belong to it.
    QCOMPARE(linesOf(logs.first()), std::pair(7, 10));
    const QList<KernelEvent> events = eventsOf(document);
    QCOMPARE(linesOf(events), (QList<int> { 7, 9 }));
    QCOMPARE(events.at(0).process, u"swapper/100"_s);
    QCOMPARE(events.at(1).process, u"swapper/37"_s);
    QCOMPARE(events.at(0).gfpMode, u"0x480020(GFP_ATOMIC)"_s);
    QCOMPARE(events.at(0).order, 0);
    QCOMPARE(events.at(0).seconds, std::optional<double>(38535649.655527));
    QVERIFY(!events.at(0).wallClock.isValid());
    QCOMPARE(findingsOf(document, u"alloc-failures"_s).first().evidence,
        u"2 allocation failures of order 0 in the kernel log (lines 7-9)"_s);
}

void TestEventsParser::readsOomKills()
{
    const Document document = loadFixture(u"oom-kill-5x.txt"_s);
    const QList<KernelEvent> events = eventsOf(document);
    QCOMPARE(linesOf(events), (QList<int> { 6, 8, 10 }));
    QCOMPARE(events.at(0).pid, qint64(15784));
    QCOMPARE(events.at(0).process, u"python3"_s);
    QCOMPARE(events.at(1).pid, qint64(15925));
    QCOMPARE(events.at(1).process, u"(resolved)"_s); // systemd-resolved's comm has parentheses
    QCOMPARE(events.at(2).pid, qint64(15783));
    QCOMPARE(events.at(0).seconds, std::optional<double>(518.050606));
    QCOMPARE(events.at(0).wallClock, utc(2000, 5, 15, 23, 9, 30));
    QCOMPARE(capturesOf(document, CaptureKind::Events).first().layout, u"syslog+dmesg"_s);
    const QList<Finding> kills = findingsOf(document, u"oom-kill"_s);
    QCOMPARE(kills.size(), qsizetype(3));
    QCOMPARE(kills.at(1).evidence, u"the OOM killer killed (resolved) (pid 15925) (line 8)"_s);
}

void TestEventsParser::countsA4xKillOnce()
{
    const QList<KernelEvent> events = eventsOf(loadFixture(u"oom-kill-4x.txt"_s));
    QCOMPARE(linesOf(events), (QList<int> { 6, 8 }));
    QCOMPARE(events.at(0).pid, qint64(27438));
    QCOMPARE(events.at(1).pid, qint64(27502));
    QCOMPARE(events.at(1).process, u"R"_s);
    QCOMPARE(events.at(1).wallClock, utc(2000, 5, 7, 21, 44, 2));
}

void TestEventsParser::readsHungTasks()
{
    const Document document = loadFixture(u"hung-tasks.txt"_s);
    QVERIFY(capturesOf(document, CaptureKind::Oops).isEmpty()); // no trace: no report
    const QList<KernelEvent> events = eventsOf(document);
    QCOMPARE(linesOf(events), (QList<int> { 5, 8, 11 }));
    QCOMPARE(events.at(0).process, u"kworker/2:1"_s);
    QCOMPARE(events.at(0).pid, qint64(5747));
    QCOMPARE(events.at(1).process, u"ntpd"_s);
    QCOMPARE(events.at(2).pid, qint64(12767));
    QCOMPARE(events.at(2).stuckSeconds, 120);
    QCOMPARE(events.at(2).seconds, std::optional<double>(26825.888053));
    const QList<Finding> hung = findingsOf(document, u"hung-task"_s);
    QCOMPARE(hung.size(), qsizetype(1));
    QCOMPARE(hung.first().evidence,
        u"3 tasks blocked for more than 120 s (lines 5-11): kworker/2:1 (pid 5747), ntpd (pid "
        "11794), snmpd (pid 12767)"_s);
    QCOMPARE(hung.first().severity, FindingSeverity::Critical);
}

void TestEventsParser::hungTaskWithTraceIsAnOops()
{
    const Document document = loadFixture(u"hung-task-trace.txt"_s);
    const QList<Capture> oopses = capturesOf(document, CaptureKind::Oops);
    QCOMPARE(oopses.size(), qsizetype(1));
    QCOMPARE(oopses.first().oops()->headline,
        u"INFO: task DDRace64-Server:27090 blocked for more than 120 seconds."_s);
    QCOMPARE(oopses.first().oops()->frames.size(), qsizetype(7));
    QCOMPARE(oopses.first().source.lastLine, 17);
    const QList<KernelEvent> events = eventsOf(document);
    QCOMPARE(events.size(), qsizetype(1));
    QCOMPARE(events.first().pid, qint64(27090));
    QCOMPARE(events.first().line, 5);
    QCOMPARE(findingsOf(document, u"hung-task"_s).size(), qsizetype(1));
}

void TestEventsParser::readsSoftLockups()
{
    const Document document = loadFixture(u"soft-lockups.txt"_s);
    const QList<KernelEvent> events = eventsOf(document);
    QCOMPARE(linesOf(events), (QList<int> { 5, 6, 7, 11 }));
    QCOMPARE(events.at(0).cpu, 13);
    QCOMPARE(events.at(0).process, u"kswapd1"_s);
    QCOMPARE(events.at(0).pid, qint64(149));
    QCOMPARE(events.at(2).process, u"z_wr_iss/6"_s);
    QCOMPARE(events.at(2).stuckSeconds, 23);
    QCOMPARE(events.at(2).seconds, std::optional<double>(1192031.902311));
    QCOMPARE(events.at(3).cpu, 0);
    QCOMPARE(events.at(3).stuckSeconds, -1);
    QCOMPARE(capturesOf(document, CaptureKind::Events).at(1).layout, u"plain"_s);
    const QList<Finding> lockups = findingsOf(document, u"soft-lockup"_s);
    QCOMPARE(lockups.size(), qsizetype(2));
    QCOMPARE(lockups.at(0).evidence,
        u"3 soft lockups on CPUs 13, 6, stuck for 22-23 s (lines 5-7): kswapd1 (pid 149), "
        "z_wr_iss/6 (pid 5856)"_s);
    QCOMPARE(lockups.at(1).evidence, u"1 soft lockup on CPU 0 (line 11)"_s);
}

void TestEventsParser::skipsQuotedRepeat()
{
    // A reply quotes the log of the message above it: the failures are counted once.
    const QByteArray text = "Sep 21 12:48:10 catdog1 kernel: kswapd0: page allocation failure. "
                            "order:3, mode:0x20\n"
                            "Sep 21 12:48:11 catdog1 kernel: kswapd0: page allocation failure. "
                            "order:2, mode:0x20\n"
                            "\nOn Friday you wrote:\n"
                            "> Sep 21 12:48:10 catdog1 kernel: kswapd0: page allocation failure. "
                            "order:3, mode:0x20\n"
                            "> Sep 21 12:48:11 catdog1 kernel: kswapd0: page allocation failure. "
                            "order:2, mode:0x20\n";
    const Document document = loadText(text).document;
    QCOMPARE(capturesOf(document, CaptureKind::Events).size(), qsizetype(1));
    QVERIFY(hasDiagnostic(document, u"repeats the one on lines 1-2"_s, 5));
    QCOMPARE(findingsOf(document, u"alloc-failures"_s).size(), qsizetype(1));
}

void TestEventsParser::survivesHostileInput()
{
    // Between real messages: bytes of a binary attachment, a 100 000-character line and a
    // message cut off in the middle of its order.
    QByteArray text = "Seen on the test box:\n\n";
    text
        += "Sep 21 12:48:10 catdog1 kernel: kswapd0: page allocation failure. order:3, mode:0x20\n";
    text += QByteArray("\x7f"
                       "ELF\x02\x01\x01\x00\x00\x00\x03\x00>\x00\x01\xff\xfe\x80\x90\n",
        21);
    text
        += "Sep 21 12:48:11 catdog1 kernel: kswapd0: page allocation failure. order:2, mode:0x20\n";
    text += QByteArray(100000, 'x') + '\n';
    text
        += "Sep 21 12:48:12 catdog1 kernel: kswapd0: page allocation failure. order:1, mode:0x20\n";
    text += "Sep 21 12:48:12 catdog1 kernel: swapper/0: page allocation failure: order:\n";
    text
        += "Sep 21 12:48:13 catdog1 kernel: kswapd0: page allocation failure. order:0, mode:0x20\n";
    text += "Sep 21 12:48:13 catdog1 kernel: kswapd0: page allocation fail";
    const LoadResult result = loadText(text);
    QVERIFY(result.readable());
    const QList<KernelEvent> events = eventsOf(result.document);
    QCOMPARE(linesOf(events), (QList<int> { 3, 5, 7, 9 }));
    QList<int> warned;
    for (const Capture &capture : capturesOf(result.document, CaptureKind::Events)) {
        for (const Diagnostic &diagnostic : capture.diagnostics) {
            warned.append(diagnostic.line);
        }
    }
    // The junk, the long line and the cut message; the last line, cut too, ends the run.
    QCOMPARE(warned, (QList<int> { 4, 6, 8 }));
    QVERIFY(hasDiagnostic(result.document, u"100000 characters"_s, 6));
    QVERIFY(hasDiagnostic(result.document, u"cut off or garbled"_s, 8));
}

void TestEventsParser::writesJson()
{
    const Document document = loadFixture(u"alloc24-syslog.txt"_s);
    const Capture capture = capturesOf(document, CaptureKind::Events).first();
    const QJsonObject json = captureToJson(capture, {});
    QCOMPARE(json.value(u"kind"_s).toString(), u"events"_s);
    QCOMPARE(json.value(u"rows"_s).toInt(), 6);
    QCOMPARE(json.value(u"event_counts"_s).toObject().value(u"alloc-failure"_s).toInt(), 5);
    const QJsonArray events = json.value(u"events"_s).toArray();
    QCOMPARE(events.size(), 6);
    const QJsonObject first = events.at(0).toObject();
    QCOMPARE(first.value(u"type"_s).toString(), u"alloc-failure"_s);
    QCOMPARE(first.value(u"line"_s).toInt(), 9);
    QCOMPARE(first.value(u"order"_s).toInt(), 1);
    QCOMPARE(first.value(u"mode"_s).toString(), u"0x1f0"_s);
    QVERIFY(first.value(u"seconds"_s).isNull());
    QVERIFY(first.value(u"pid"_s).isNull());
    QCOMPARE(first.value(u"wall_clock"_s).toString(), u"2004-02-05T11:09:39.000Z"_s);
    QCOMPARE(first.value(u"year_assumed"_s).toBool(), true);
    QCOMPARE(events.at(5).toObject().value(u"process"_s).toString(), u"rsync"_s);
}

QTEST_GUILESS_MAIN(TestEventsParser)
#include "tst_eventsparser.moc"
