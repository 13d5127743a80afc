// SPDX-License-Identifier: GPL-2.0-or-later
// A seeded random walk of user actions through the main window, from a first start with the
// demo: opening, pasting, clicking, dragging, notes, tabs, renames, removals, Close All. After
// every step the window must agree with its document (GuiDriver::inconsistency()); every few
// hundred steps an idle window must stop painting. Under ASan and UBSan (the ci preset) any
// report ends the run.
//
// VMSCOPE_MONKEY_SEED picks the walk (the seed used is printed first, so a failure can be
// replayed), VMSCOPE_MONKEY_STEPS its length (2000); tools/scripts/monkey.sh runs many seeds.
#include "app/gui/widgets/capturetable.h"
#include "guidriver.h"

#include <QClipboard>
#include <QTableView>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;
using vmscope::test::GuiDriver;

namespace {

/// A document this large is closed: the walk is about actions, not about memory.
constexpr qsizetype mostCaptures = 30;
constexpr int idlePaintLimit = 5;

/// Small logs of every kind (tests/data): quick to import many times over.
const QStringList smallLogs { u"vmstat/garbage-line.txt"_s, u"stalls/two-kernels.txt"_s,
    u"stalls/vmstat-t-gap.txt"_s, u"top/procps3-batch.txt"_s, u"top/procps20-iowait.txt"_s,
    u"profile/readprofile.txt"_s, u"profile/perf-report.txt"_s, u"oops/ksymoops.txt"_s,
    u"oops/console-vmstat-oops.txt"_s, u"slabinfo/growth-2.1.txt"_s, u"slabinfo/v11-up.txt"_s,
    u"results/dbench.txt"_s, u"mail/quoted-repeats.txt"_s, u"oops/junk.txt"_s };

} // namespace

class TestGuiMonkey : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void randomUserActions();

private:
    /// Does one random action; returns what it did, for the log of a failure.
    QString step();
    template <typename T>
    T pick(const QList<T> &list)
    {
        return list.at(m_random.bounded(int(list.size())));
    }
    [[nodiscard]] vmscope::TimeChartView *randomChart();
    [[nodiscard]] QPoint randomPoint(const vmscope::TimeChartView *view);

    GuiDriver m_driver;
    QRandomGenerator m_random;
};

void TestGuiMonkey::initTestCase()
{
    vmscope::test::prepareGuiTest(u"tst_gui_monkey"_s);
}

vmscope::TimeChartView *TestGuiMonkey::randomChart()
{
    const QList<vmscope::TimeChartView *> charts = m_driver.charts();
    if (charts.isEmpty() || m_driver.window->centralTabs()->currentIndex() != 0) {
        return nullptr;
    }
    vmscope::TimeChartView *view = pick(charts);
    return view->chart()->plotArea().isEmpty() || !view->isVisible() ? nullptr : view;
}

QPoint TestGuiMonkey::randomPoint(const vmscope::TimeChartView *view)
{
    return GuiDriver::plotPoint(view, m_random.generateDouble());
}

QString TestGuiMonkey::step()
{
    vmscope::Workspace *workspace = m_driver.workspace();
    const vmscope::CaptureList captures = workspace->document().captures();
    // Close All asks about unsaved work: a user lets it go, or now and then thinks again.
    const auto closeAll = [this](bool mayCancel) {
        const bool cancel = mayCancel && m_random.bounded(3) == 0;
        vmscope::test::ModalResponder responder({ vmscope::test::answerMessageBox(
            cancel ? QMessageBox::Cancel : QMessageBox::Discard) });
        m_driver.activate();
        QTest::keyClick(m_driver.window.get(), Qt::Key_W, Qt::ControlModifier | Qt::ShiftModifier);
        return cancel && !m_driver.workspace()->document().isEmpty() ? u" (cancelled)"_s : QString();
    };
    if (captures.size() > mostCaptures) {
        return u"Close All (full)"_s + closeAll(false);
    }
    const int dice = m_random.bounded(100);
    if (dice < 4) {
        const QString log = pick(smallLogs);
        m_driver.open(vmscope::test::dataPath(log));
        return u"open "_s + log;
    }
    if (dice < 5) {
        QFile file(vmscope::test::dataPath(pick(smallLogs)));
        if (file.open(QIODevice::ReadOnly)) {
            QGuiApplication::clipboard()->setText(QString::fromUtf8(file.readAll()));
            m_driver.activate();
            QTest::keyClick(m_driver.window.get(), Qt::Key_V, Qt::ControlModifier);
            m_driver.acceptPreview(captures.size());
        }
        return u"paste "_s + file.fileName();
    }
    if (dice < 6) {
        return u"Close All"_s + closeAll(true);
    }
    if (dice < 18 && !captures.isEmpty()) {
        const QString id = captures.at(m_random.bounded(int(captures.size()))).id;
        m_driver.clickCapture(id);
        return u"click capture "_s + id;
    }
    if (dice < 30) {
        const int page = m_random.bounded(m_driver.window->centralTabs()->count());
        m_driver.activate();
        QTest::keyClick(m_driver.window.get(), Qt::Key(Qt::Key_1 + page), Qt::AltModifier);
        return u"Alt+"_s + QString::number(page + 1);
    }
    QTableView *processes = m_driver.window->processView()->table();
    if (dice < 33 && processes->isVisible() && processes->model()->rowCount() > 0) {
        // Ctrl+click adds a process to the selection, whose history the page then charts.
        const int row = m_random.bounded(processes->model()->rowCount());
        const QModelIndex index = processes->model()->index(row, 0);
        processes->scrollTo(index);
        QTest::mouseClick(processes->viewport(), Qt::LeftButton,
            m_random.bounded(2) ? Qt::ControlModifier : Qt::NoModifier,
            processes->visualRect(index).center());
        return u"click process row "_s + QString::number(row);
    }
    vmscope::CaptureTree *tree = m_driver.window->captureTree();
    const QString current = workspace->currentCapture();
    if (dice < 36 && !current.isEmpty()) {
        m_driver.clickCapture(current);
        const int what = m_random.bounded(3);
        if (what == 0) {
            QTest::keyClick(tree->viewport(), Qt::Key_Space);
            return u"tick/untick "_s + current;
        }
        if (what == 1) {
            QTest::keyClick(tree, Qt::Key_Delete);
            return u"remove "_s + current;
        }
        QTest::keyClick(tree, Qt::Key_F2);
        if (auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget())) {
            editor->selectAll();
            QTest::keyClicks(editor, u"run %1"_s.arg(m_random.bounded(5)));
            QTest::keyClick(editor, Qt::Key_Return);
        }
        return u"rename "_s + current;
    }
    QTreeWidget *findings = m_driver.window->findingsPanel()->findings();
    if (dice < 44 && findings->topLevelItemCount() > 0) {
        const int row = m_random.bounded(findings->topLevelItemCount());
        m_driver.clickFinding(row);
        return u"click finding "_s + QString::number(row);
    }
    if (dice < 48) {
        static const QList<QKeyCombination> keys { Qt::CTRL | Qt::Key_0, Qt::CTRL | Qt::Key_Equal,
            Qt::CTRL | Qt::Key_Minus };
        const QKeyCombination key = pick(keys);
        m_driver.activate();
        QTest::keyClick(m_driver.window.get(), key.key(), key.keyboardModifiers());
        return u"zoom key "_s + QKeySequence(key).toString();
    }
    vmscope::TimeChartView *chart = randomChart();
    if (!chart) {
        m_driver.showCharts();
        return u"Alt+1 (no chart)"_s;
    }
    const QPoint a = randomPoint(chart);
    const QPoint b = randomPoint(chart);
    if (dice < 60) {
        GuiDriver::drag(chart, a, b, Qt::ShiftModifier);
        return u"Shift+drag"_s;
    }
    if (dice < 70) {
        GuiDriver::drag(chart, a, b, {});
        return u"drag"_s;
    }
    if (dice < 78) {
        GuiDriver::wheel(chart, a, m_random.bounded(2) ? 1 : -1);
        return u"wheel"_s;
    }
    if (dice < 82) {
        QTest::mouseDClick(chart->viewport(), Qt::LeftButton, {}, a);
        return u"double click"_s;
    }
    if (dice < 86) {
        QTest::mouseMove(chart->viewport(), a);
        return u"hover"_s;
    }
    if (dice < 90) {
        GuiDriver::drag(chart, a, b, Qt::ControlModifier,
            { vmscope::test::answerInputDialog(
                m_random.bounded(4) ? u"note %1"_s.arg(m_random.bounded(100)) : QString()) });
        return u"Ctrl+drag note"_s;
    }
    static const QStringList entries { u"Add Note at"_s, u"Add Note over the Shown Span"_s,
        u"Edit Note"_s, u"Delete Note"_s, u"Reset Zoom"_s };
    const QString entry = pick(entries);
    QList<vmscope::test::ModalResponder::Step> steps { vmscope::test::chooseMenuEntry(entry) };
    if (entry.contains(u"Note"_s) && !entry.startsWith(u"Delete"_s)) {
        steps.append(vmscope::test::answerInputDialog(u"menu note"_s));
    }
    GuiDriver::contextMenu(chart, a, steps);
    return u"context menu: "_s + entry;
}

void TestGuiMonkey::randomUserActions()
{
    // Seeds are printed unsigned, up to 2^32 - 1: read them so (an int would refuse half).
    bool seedGiven = false;
    const quint32 seed = qEnvironmentVariable("VMSCOPE_MONKEY_SEED").toUInt(&seedGiven);
    const quint32 used = seedGiven ? seed : QRandomGenerator::global()->generate();
    bool stepsGiven = false;
    const int steps = qEnvironmentVariableIntValue("VMSCOPE_MONKEY_STEPS", &stepsGiven);
    const int count = stepsGiven && steps > 0 ? steps : 2000;
    qInfo("monkey seed %u, %d steps (replay: VMSCOPE_MONKEY_SEED=%u)", used, count, used);
    m_random.seed(used);
    m_driver.start();
    if (QTest::currentTestFailed()) {
        return;
    }

    const bool verbose = qEnvironmentVariableIsSet("VMSCOPE_MONKEY_VERBOSE");
    QStringList recent;
    for (int index = 1; index <= count; ++index) {
        recent.append(u"%1: %2"_s.arg(index).arg(step()));
        if (verbose) {
            qInfo("%s", qPrintable(recent.constLast()));
        }
        if (recent.size() > 8) {
            recent.removeFirst();
        }
        GuiDriver::settle();
        const QString wrong = m_driver.inconsistency();
        QVERIFY2(wrong.isEmpty(),
            qPrintable(u"seed %1, after\n  %2\n%3"_s.arg(used).arg(recent.join(u"\n  "_s), wrong)));
        if (index % 250 == 0) {
            QString painted;
            const int paints = m_driver.paintsWhileIdle(1000, &painted);
            QVERIFY2(paints <= idlePaintLimit,
                qPrintable(u"seed %1: %2 paints in 1 s idle (%3), after\n  %4"_s.arg(used)
                               .arg(paints)
                               .arg(painted, recent.join(u"\n  "_s))));
        }
    }
}

QTEST_MAIN(TestGuiMonkey)
#include "tst_gui_monkey.moc"
