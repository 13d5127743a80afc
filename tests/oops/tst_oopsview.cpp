// SPDX-License-Identifier: GPL-2.0-or-later
// The oops view: header facts, the trace with `?` frames dimmed, registers, the marked byte.
#include "testutil.h"

#include "app/gui/oops/oopsview.h"
#include "core/oops/oopstext.h"

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace vmscope;
using namespace vmscope::test;
using namespace Qt::StringLiterals;

class TestOopsView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void showsWarningTrace();
    void showsKsymoopsDisassembly();
    void copiesMailReadyText();
    void keepsTheReportForOtherCaptures();
    void groupsReportsBySignature();
    void marksTheCulprit();
    void showsLockSitesAndOtherStacks();
    void offersTheSystemMapForRawAddresses();

private:
    Capture m_warning;
    Capture m_ksymoops;
};

namespace {

Capture onlyOops(const QString &fixture)
{
    const QList<Capture> oopses =
        capturesOf(load(dataPath(u"oops/"_s + fixture)).document, CaptureKind::Oops);
    return oopses.isEmpty() ? Capture() : oopses.constFirst();
}

} // namespace

void TestOopsView::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    m_warning = onlyOops(u"x86_64-warning.txt"_s);
    m_ksymoops = onlyOops(u"ksymoops.txt"_s);
    QVERIFY(m_warning.oops());
    QVERIFY(m_ksymoops.oops());
}

void TestOopsView::showsWarningTrace()
{
    OopsView view;
    view.setCapture(&m_warning);
    view.show();
    const QString header = view.header()->text();
    QVERIFY2(header.contains(u"WARNING"), qPrintable(header));
    QVERIFY(header.contains(u"6.1.0-rc3"));
    QVERIFY(header.contains(u"fs/iomap/buffered-io.c:112"));
    QVERIFY(header.contains(u"iomap_foo+0x4a/0x60"));

    // 16 frames plus <IRQ>, </IRQ>, <TASK>, </TASK>.
    QTreeWidget *trace = view.trace();
    QCOMPARE(trace->topLevelItemCount(), 20);
    QCOMPARE(trace->topLevelItem(0)->text(OopsView::FunctionColumn), u"<IRQ>"_s);
    QCOMPARE(trace->topLevelItem(0)->data(OopsView::IndexColumn, OopsView::FrameIndexRole).toInt(), -1);
    const QTreeWidgetItem *unreliable = trace->topLevelItem(1);
    QCOMPARE(unreliable->text(OopsView::FunctionColumn), u"? __warn+0x7d/0x130"_s);
    const QTreeWidgetItem *reliable = trace->topLevelItem(4);
    QCOMPARE(reliable->text(OopsView::FunctionColumn), u"end_page_writeback_irq+0x31/0x80"_s);
    QCOMPARE(reliable->text(OopsView::ModuleColumn), u"xfs"_s);
    QVERIFY(unreliable->foreground(OopsView::FunctionColumn)
            != reliable->foreground(OopsView::FunctionColumn));
    QCOMPARE(reliable->foreground(OopsView::ModuleColumn),
             unreliable->foreground(OopsView::FunctionColumn)); // modules are dimmed too
    QCOMPARE(trace->topLevelItem(6)->text(OopsView::FunctionColumn), u"</IRQ>"_s);
    QCOMPARE(trace->topLevelItem(7)->text(OopsView::FunctionColumn), u"<TASK>"_s);

    QCOMPARE(view.registers()->topLevelItemCount(), 27);
    QCOMPARE(view.registers()->topLevelItem(0)->text(0), u"RSP"_s);
    QCOMPARE(view.registers()->topLevelItem(0)->text(1), u"ffffc90000123d48"_s);
    const QString code = view.code()->toPlainText();
    QVERIFY2(code.contains(u"08 <0f> 0b 5d"), qPrintable(code));
}

void TestOopsView::showsKsymoopsDisassembly()
{
    OopsView view;
    view.setCapture(&m_ksymoops);
    QVERIFY(view.header()->text().contains(u"ksymoops: 1 warning"));
    QCOMPARE(view.trace()->topLevelItemCount(), 3);
    QCOMPARE(view.trace()->topLevelItem(1)->text(OopsView::AddressColumn), u"f8a6fde0"_s);
    QCOMPARE(view.trace()->topLevelItem(1)->text(OopsView::ModuleColumn), u"nvidia"_s);
    const QString code = view.code()->toPlainText();
    QVERIFY2(code.contains(u"cmpw   $0xe3c9,(%eax)"), qPrintable(code));
    QVERIFY(code.contains(u"<====="));
}

void TestOopsView::copiesMailReadyText()
{
    OopsView view;
    view.setCapture(&m_warning);
    QApplication::clipboard()->clear();
    QTest::mouseClick(view.findChild<QPushButton *>(u"oopsCopyButton"_s), Qt::LeftButton);
    const QString text = QApplication::clipboard()->text();
    QCOMPARE(text, view.plainText());
    QVERIFY(text.contains(u"\n  ? __warn+0x7d/0x130\n")); // the form itself: tst_cli_oops
}

void TestOopsView::keepsTheReportForOtherCaptures()
{
    OopsView view;
    view.setCapture(&m_warning);
    const QString shown = view.plainText();
    const int frames = view.trace()->topLevelItemCount();
    QVERIFY(frames > 0);
    const QList<Capture> vmstat =
        capturesOf(load(dataPath(u"cli/procps-ng.txt"_s)).document, CaptureKind::Vmstat);
    QVERIFY(!vmstat.isEmpty());
    // Following the window's current capture: a vmstat run leaves the last report on screen.
    view.setCapture(&vmstat.constFirst());
    view.setCapture(nullptr);
    QCOMPARE(view.trace()->topLevelItemCount(), frames);
    QCOMPARE(view.plainText(), shown);
    QCOMPARE(view.captureId(), m_warning.id);
    // No oops among the captures any more: empty.
    view.setCaptures({&vmstat.constFirst()});
    QCOMPARE(view.trace()->topLevelItemCount(), 0);
    QCOMPARE(view.registers()->topLevelItemCount(), 0);
    QVERIFY(view.plainText().isEmpty());
    QVERIFY(view.captureId().isEmpty());
}

void TestOopsView::groupsReportsBySignature()
{
    // The same WARNING pasted twice (another message, another kernel) and the ksymoops report.
    Capture again = m_warning;
    again.id = u"c90"_s;
    again.label = u"again"_s;
    std::get<Oops>(again.payload).kernelVersion = u"6.1.0-test"_s;
    Capture first = m_warning;
    first.id = u"c10"_s;
    Capture ksymoops = m_ksymoops;
    ksymoops.id = u"c20"_s;
    OopsView view;
    view.setCaptures({&first, &ksymoops, &again});
    view.show();
    QTreeWidget *reports = view.reports();
    QVERIFY(reports->isVisible());
    QCOMPARE(reports->topLevelItemCount(), 2);
    QTreeWidgetItem *group = reports->topLevelItem(0); // the most frequent first
    QCOMPARE(group->text(1), u"2"_s);
    QCOMPARE(group->text(0), oopsTitle(*m_warning.oops())); // "warning in iomap_foo"
    QVERIFY(group->toolTip(0).contains(m_warning.oops()->signature()));
    QCOMPARE(group->childCount(), 2);
    QVERIFY(group->text(2).contains(u"6.1.0-test"));
    QCOMPARE(group->child(1)->text(0), u"again"_s);
    QCOMPARE(view.captureId(), u"c10"_s); // the first, shown
    QCOMPARE(reports->currentItem(), group->child(0));

    QTreeWidgetItem *single = reports->topLevelItem(1);
    QCOMPARE(single->text(1), u"1"_s);
    reports->setCurrentItem(single);
    QCOMPARE(view.captureId(), u"c20"_s);
    QVERIFY(view.header()->text().contains(u"pcmcia_get_first_region+0x78/0xb0"));
    // Following the window: choosing the other copy selects its row.
    view.setCapture(&again);
    QCOMPARE(reports->currentItem(), group->child(1));
    // One report: no list.
    view.setCaptures({&first});
    QVERIFY(!reports->isVisible());
}

void TestOopsView::marksTheCulprit()
{
    // kmemleak's backtrace starts in the allocator; the leak is sget_userns's, past the
    // kmalloc helpers and list_lru's init that only asked for the memory.
    const Capture leak = onlyOops(u"kmemleak-sget.txt"_s);
    QVERIFY(leak.oops());
    OopsView view;
    view.setCapture(&leak);
    const QString header = view.header()->text();
    QVERIFY2(header.contains(u"<b>memory leak</b>: culprit <tt><b>sget_userns+0x91e/0xe70</b></tt>"),
             qPrintable(header));
    QTreeWidget *trace = view.trace();
    QCOMPARE(trace->topLevelItemCount(), 16);
    for (int row = 0; row < trace->topLevelItemCount(); ++row) {
        const QTreeWidgetItem *item = trace->topLevelItem(row);
        const bool culprit = item->data(OopsView::IndexColumn, OopsView::CulpritRole).toBool();
        QCOMPARE(culprit, row == 4);
        QCOMPARE(item->font(OopsView::FunctionColumn).bold(), row == 4);
    }
    QCOMPARE(trace->topLevelItem(4)->text(OopsView::FunctionColumn), u"sget_userns+0x91e/0xe70"_s);
    QVERIFY(!trace->topLevelItem(4)->toolTip(OopsView::FunctionColumn).isEmpty());
    QVERIFY(view.plainText().contains(u"\nculprit: sget_userns+0x91e/0xe70\n"));
}

void TestOopsView::showsLockSitesAndOtherStacks()
{
    // lockdep: the lock being acquired and the one held come first, the first one in bold
    // (lockdep's culprit), then the backtrace after `stack backtrace:`.
    const Capture lockdep = onlyOops(u"lockdep-circular.txt"_s);
    QVERIFY(lockdep.oops());
    OopsView view;
    view.setCapture(&lockdep);
    QTreeWidget *trace = view.trace();
    QCOMPARE(trace->topLevelItem(0)->text(OopsView::FunctionColumn),
             u"lock sites (the lock acquired, then those held):"_s);
    const QTreeWidgetItem *acquired = trace->topLevelItem(1);
    QCOMPARE(acquired->text(OopsView::FunctionColumn), u"do_ip_setsockopt.isra.12+0x1d9/0x3210"_s);
    QVERIFY(acquired->data(OopsView::IndexColumn, OopsView::CulpritRole).toBool());
    QVERIFY(acquired->font(OopsView::FunctionColumn).bold());
    QCOMPARE(acquired->data(OopsView::IndexColumn, OopsView::FrameIndexRole).toInt(), -1);
    QCOMPARE(trace->topLevelItem(2)->text(OopsView::FunctionColumn), u"rtnl_lock+0x17/0x20"_s);
    // `1 lock held by syz-executor5/5807:` names rtnl_mutex's site again.
    QCOMPARE(trace->topLevelItem(3)->text(OopsView::FunctionColumn), u"rtnl_lock+0x17/0x20"_s);
    QVERIFY(!trace->topLevelItem(3)->font(OopsView::FunctionColumn).bold());
    QCOMPARE(trace->topLevelItem(4)->text(OopsView::FunctionColumn), u"call trace:"_s);
    QCOMPARE(trace->topLevelItem(5)->text(OopsView::FunctionColumn), u"dump_stack+0x194/0x257"_s);
    QCOMPARE(trace->topLevelItem(5)->text(OopsView::IndexColumn), u"0"_s);

    // KASAN: the allocation's stack under its title, after the trace.
    const QList<Capture> kasan = capturesOf(
        load(dataPath(u"threads/068-syzbot-kasan-inline-frames-hfsplus-6.8-rc2-next.txt"_s)).document,
        CaptureKind::Oops);
    QVERIFY(!kasan.isEmpty());
    view.setCapture(&kasan.constFirst());
    QList<QTreeWidgetItem *> titles = trace->findItems(u"Allocated by task 5066:"_s, Qt::MatchExactly,
                                                       OopsView::FunctionColumn);
    QCOMPARE(titles.size(), 1);
    const int title = trace->indexOfTopLevelItem(titles.constFirst());
    QCOMPARE(trace->topLevelItemCount(), title + 1 + 24); // its 24 frames end the list
    QVERIFY(trace->topLevelItem(title - 1)->data(OopsView::IndexColumn, OopsView::FrameIndexRole).toInt() >= 0
            || trace->topLevelItem(title - 1)->text(OopsView::FunctionColumn).startsWith(u"</"));
}

void TestOopsView::offersTheSystemMapForRawAddresses()
{
    const Capture raw = onlyOops(u"raw24.txt"_s);
    QVERIFY(raw.oops());
    OopsView view;
    view.show();
    auto *loadMap = view.findChild<QPushButton *>(u"oopsLoadMapButton"_s);
    QVERIFY(loadMap);
    view.setCapture(&m_warning);
    QVERIFY(!loadMap->isVisible()); // every frame has its symbol
    view.setCapture(&raw);
    QVERIFY(loadMap->isVisible());
    QSignalSpy requested(&view, &OopsView::systemMapRequested);
    QTest::mouseClick(loadMap, Qt::LeftButton);
    QCOMPARE(requested.size(), 1);
}

QTEST_MAIN(TestOopsView)
#include "tst_oopsview.moc"
