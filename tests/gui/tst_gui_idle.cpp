// SPDX-License-Identifier: GPL-2.0-or-later
// An idle window is idle: after 100 000 vmstat rows are loaded and drawn, after a zoom and
// after a click on a finding, the window paints at most a few times in two seconds and uses a
// few percent of a core. (The charts once answered each other's re-layout for ever.)
#include "guidriver.h"

#include <QTemporaryDir>

#include <sys/resource.h>

using namespace Qt::StringLiterals;
using vmscope::test::GuiDriver;

namespace {

constexpr int idleMilliseconds = 2000;
constexpr int idlePaintLimit = 5;
/// Of one core, over the idle span.
constexpr double idleCpuLimit = 0.05;

/// `rows` of `vmstat 1` as procps-ng prints it, a header every 21 rows, with a writeback stall
/// (bo falls to 0, the CPU idles, writers blocked) every 5000 samples.
QByteArray generatedVmstat(int rows)
{
    QByteArray text;
    text.reserve(rows * 90);
    for (int row = 0; row < rows; ++row) {
        if (row % 21 == 0) {
            text += "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n"
                    " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st\n";
        }
        const bool stalled = row % 5000 >= 4990;
        const int free = 200000 + (row * 37) % 50000;
        text += QString::asprintf("%2d %2d %6d %6d %6d %6d %4d %4d %5d %5d %4d %4d %2d %2d %2d %2d %2d\n",
            stalled ? 0 : 1 + row % 3, stalled ? 4 : 0, 0, free, 30000 + row % 1000,
            400000 + row % 5000, 0, 0, 10 + row % 90, stalled ? 0 : 2000 + (row * 13) % 8000,
            stalled ? 30 : 1000 + row % 500, stalled ? 40 : 2000 + row % 700, stalled ? 0 : 20,
            stalled ? 1 : 10, stalled ? 99 : 60, stalled ? 0 : 10, 0)
                    .toLatin1();
    }
    return text;
}

double cpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

} // namespace

class TestGuiIdle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void idleAfterLoadZoomAndFinding();

private:
    /// Fails unless the window now sits still: few paints, little CPU.
    void verifyIdle(const QString &after);

    GuiDriver m_driver;
};

void TestGuiIdle::initTestCase()
{
    vmscope::test::prepareGuiTest(u"tst_gui_idle"_s);
}

void TestGuiIdle::verifyIdle(const QString &after)
{
    GuiDriver::settle();
    QTest::qWait(300); // the step's own repaints
    vmscope::test::PaintCounter paints;
    const double before = cpuSeconds();
    QTest::qWait(idleMilliseconds);
    const double used = (cpuSeconds() - before) / (idleMilliseconds / 1000.0);
    qInfo("%s: %d paints, %.1f %% of a core while idle", qPrintable(after), paints.count,
        100.0 * used);
    QVERIFY2(paints.count <= idlePaintLimit,
        qPrintable(u"%1: %2 paints in %3 ms"_s.arg(after).arg(paints.count).arg(idleMilliseconds)));
    QVERIFY2(used < idleCpuLimit,
        qPrintable(u"%1: %2 % of a core while idle"_s.arg(after).arg(100.0 * used, 0, 'f', 1)));
}

void TestGuiIdle::idleAfterLoadZoomAndFinding()
{
    m_driver.start();
    if (QTest::currentTestFailed()) {
        return;
    }
    verifyIdle(u"the demo"_s);

    QTemporaryDir dir;
    const QString path = dir.filePath(u"vmstat-100k.txt"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(generatedVmstat(100000));
    file.close();
    QCOMPARE(m_driver.open(path), qsizetype(1));
    const vmscope::Capture &loaded = m_driver.workspace()->document().captures().constLast();
    QCOMPARE(loaded.rowCount(), qsizetype(100000));
    // Only the big one on the charts, as a user comparing would not.
    m_driver.workspace()->showOnly({ loaded.id });
    m_driver.showCharts();
    QTRY_VERIFY(!m_driver.charts().isEmpty()
        && m_driver.charts().constFirst()->content().lines.size() == 1);
    verifyIdle(u"100 000 rows"_s);

    vmscope::TimeChartView *chart = m_driver.charts().constFirst();
    GuiDriver::drag(chart, GuiDriver::plotPoint(chart, 0.3), GuiDriver::plotPoint(chart, 0.6),
        Qt::ShiftModifier);
    verifyIdle(u"Shift+drag"_s);

    // The generated stalls are findings of the big capture.
    QTreeWidget *findings = m_driver.window->findingsPanel()->findings();
    int row = -1;
    for (int index = 0; index < findings->topLevelItemCount(); ++index) {
        const int finding
            = findings->topLevelItem(index)->data(0, vmscope::FindingsPanel::FindingIndexRole).toInt();
        if (m_driver.workspace()->findings().at(finding).captureId == loaded.id) {
            row = index;
            break;
        }
    }
    QVERIFY(row >= 0);
    m_driver.clickFinding(row);
    QVERIFY(m_driver.charts().constFirst()->xRange().second
        - m_driver.charts().constFirst()->xRange().first < 100.0);
    verifyIdle(u"a click on a finding"_s);
}

QTEST_MAIN(TestGuiIdle)
#include "tst_gui_idle.moc"
