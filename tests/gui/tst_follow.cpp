// SPDX-License-Identifier: GPL-2.0-or-later
// File > Follow File as a user uses it, after the demo: a `vmstat 1 > log` growing by 10
// lines a second (2.5.31-akpm's run from the writeback thread, tests/data/follow) updates the
// capture, its chart and its findings; a zoom stays, a zoom on the last samples moves on with
// them; the file cut short and written again is said and read as another input.
#include "app/gui/shell/followcontroller.h"
#include "guidriver.h"
#include "translations/translators.h"

#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using vmscope::test::GuiDriver;
using vmscope::test::ModalResponder;

namespace {

/// Generous: the sanitizer build reads and parses the file again on every poll.
constexpr int followTimeoutMs = 30000;

/// A log of tests/data/follow, line by line.
QList<QByteArray> followLines(const QString &name)
{
    return vmscope::test::fixtureLines(u"follow/"_s + name);
}

void writeFile(const QString &path, const QByteArray &bytes, QIODevice::OpenMode mode)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | mode));
    QCOMPARE(file.write(bytes), bytes.size());
}

/// Appends one line of `lines` every 100 ms (10 lines a second), as `vmstat 1` does, only
/// faster, so that several lines may come in one poll.
class LineWriter
{
public:
    LineWriter(QString path, QList<QByteArray> lines)
        : m_path(std::move(path))
        , m_lines(std::move(lines))
    {
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            if (m_next < m_lines.size()) {
                writeFile(m_path, m_lines.at(m_next++), QIODevice::Append);
            } else {
                m_timer.stop();
            }
        });
        m_timer.start(100);
    }
    [[nodiscard]] bool done() const { return m_next == m_lines.size(); }

private:
    QString m_path;
    QList<QByteArray> m_lines;
    qsizetype m_next = 0;
    QTimer m_timer;
};

} // namespace

class TestFollow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void growingFileUpdatesTheChart();
    void zoomStaysAndTheTailMovesOn();
    void cutFileIsSaidAndReadAgain();
    void openedFileIsFollowedAndARemovalStays();

private:
    /// File > Follow File of `path` through the file dialog; returns the id of the capture its
    /// first lines became.
    QString follow(const QString &path);
    [[nodiscard]] const vmscope::Capture *followed(const QString &id) const
    {
        return m_driver.workspace()->document().capture(id);
    }
    /// The rows the bo chart plots of capture `id`; -1 when it plots none of it.
    [[nodiscard]] qsizetype plottedRows(const QString &id) const;

    GuiDriver m_driver;
    QTemporaryDir m_folder;
    QString m_path;
    QList<QByteArray> m_akpm;
};

void TestFollow::initTestCase()
{
    vmscope::test::prepareGuiTest(u"tst_follow"_s);
    vmscope::installTranslators(QStringLiteral("en")); // as main() does: "3 lines", not "3 line(s)"
    QVERIFY(m_folder.isValid());
    m_akpm = followLines(u"akpm-2.5.31.vmstat"_s);
    QCOMPARE(m_akpm.size(), 22); // two header lines, 20 rows
}

void TestFollow::init()
{
    m_driver.start();
    m_path = m_folder.filePath(QString::fromLatin1(QTest::currentTestFunction()) + u".log"_s);
}

void TestFollow::cleanup()
{
    m_driver.window.reset();
}

QString TestFollow::follow(const QString &path)
{
    const qsizetype before = m_driver.workspace()->document().captures().size();
    ModalResponder responder({ vmscope::test::answerFileDialog(path) });
    m_driver.trigger(u"followFileAction"_s);
    [&] { QTRY_VERIFY(responder.done()); }();
    m_driver.activate();
    if (!QTest::qWaitFor(
            [&] { return m_driver.workspace()->document().captures().size() > before; },
            followTimeoutMs)) {
        return {};
    }
    const vmscope::Capture &capture = m_driver.workspace()->document().captures().at(before);
    return capture.source.file == path ? capture.id : QString();
}

qsizetype TestFollow::plottedRows(const QString &id) const
{
    const vmscope::TimeChartView *chart = m_driver.window->chartStack()->chart(u"bo"_s);
    if (!chart) {
        return -1;
    }
    const vmscope::TimeChartContent &content = chart->content();
    for (qsizetype line = 0; line < content.lines.size(); ++line) {
        if (content.lines.at(line).plotted.capture->id == id) {
            return content.series(line).sampleCount();
        }
    }
    return -1;
}

void TestFollow::growingFileUpdatesTheChart()
{
    m_driver.showCharts();
    writeFile(m_path, m_akpm.mid(0, 3).join(), QIODevice::Truncate);
    const QString id = follow(m_path);
    QVERIFY(!id.isEmpty());
    QCOMPARE(followed(id)->rowCount(), 1);
    auto *status = m_driver.window->findChild<QLabel *>(u"followStatus"_s);
    QVERIFY(status);
    QCOMPARE(status->text(), u"Following %1 (3 lines)"_s.arg(QFileInfo(m_path).fileName()));

    // The chart follows along, not just at the end: each line written, as `vmstat 1` writes
    // one a second, is plotted before the next comes. Paced by what was read rather than by
    // a clock, so a loaded machine whose polls come late still sees every step.
    const QList<QByteArray> rest = m_akpm.mid(3);
    for (qsizetype written = 0; written < rest.size(); ++written) {
        writeFile(m_path, rest.at(written), QIODevice::Append);
        const qsizetype rows = 2 + written;
        QTRY_COMPARE_WITH_TIMEOUT(followed(id)->rowCount(), rows, followTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(plottedRows(id), rows, followTimeoutMs);
    }
    GuiDriver::settle();
    QCOMPARE(plottedRows(id), 20);
    const vmscope::Capture *capture = followed(id);
    QCOMPARE(capture->source.lastLine, 22);
    QCOMPARE(capture->timeSeries()->value(19, u"bo"), 4.0);
    QCOMPARE(m_driver.window->chartStack()->chart(u"bo"_s)->homeXRange().second, 19.0);
    // The run's stall was found once its samples came (docs/stalls.md: samples 2-3).
    QTRY_VERIFY_WITH_TIMEOUT(
        std::any_of(m_driver.workspace()->findings().begin(), m_driver.workspace()->findings().end(),
            [&](const vmscope::Finding &finding) {
                return finding.captureId == id && finding.rule == u"io-stall"_s
                    && finding.start == 1.0 && finding.end == 3.0;
            }),
        followTimeoutMs);
    QCOMPARE(status->text(), u"Following %1 (22 lines)"_s.arg(QFileInfo(m_path).fileName()));
    QCOMPARE(m_driver.inconsistency(), QString());

    // Stop Following: what was read stays, nothing more is read.
    m_driver.trigger(u"stopFollowingAction"_s);
    QVERIFY(!m_driver.window->followController()->isFollowing());
    QCOMPARE(status->text(), QString());
    writeFile(m_path, m_akpm.at(21), QIODevice::Append);
    QTest::qWait(3 * vmscope::FollowController::pollIntervalMs);
    QCOMPARE(followed(id)->rowCount(), 20);
}

void TestFollow::zoomStaysAndTheTailMovesOn()
{
    m_driver.showCharts();
    writeFile(m_path, m_akpm.mid(0, 12).join(), QIODevice::Truncate); // rows at 0-9 s
    const QString id = follow(m_path);
    QVERIFY(!id.isEmpty());
    m_driver.workspace()->showOnly({ id });
    GuiDriver::settle();
    vmscope::ChartStack *stack = m_driver.window->chartStack();
    QCOMPARE(stack->chart(u"bo"_s)->homeXRange(), qMakePair(0.0, 9.0));

    // Zoomed on 2-5 s: more samples do not move it.
    stack->zoomTo(2.0, 5.0);
    LineWriter some(m_path, m_akpm.mid(12, 4)); // to 13 s
    QTRY_VERIFY_WITH_TIMEOUT(some.done(), followTimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(followed(id)->rowCount(), 14, followTimeoutMs);
    GuiDriver::settle();
    QCOMPARE(stack->chart(u"bo"_s)->homeXRange(), qMakePair(0.0, 13.0));
    for (const vmscope::TimeChartView *chart : stack->charts()) {
        QCOMPARE(chart->xRange(), qMakePair(2.0, 5.0));
    }

    // Zoomed on the last 4 s, as `tail -f` shows the end: the span moves on with new samples.
    stack->zoomTo(9.0, 13.0);
    LineWriter rest(m_path, m_akpm.mid(16)); // to 19 s
    QTRY_VERIFY_WITH_TIMEOUT(rest.done(), followTimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(followed(id)->rowCount(), 20, followTimeoutMs);
    GuiDriver::settle();
    for (const vmscope::TimeChartView *chart : stack->charts()) {
        QCOMPARE(chart->xRange(), qMakePair(15.0, 19.0));
    }
}

void TestFollow::cutFileIsSaidAndReadAgain()
{
    writeFile(m_path, m_akpm.join(), QIODevice::Truncate);
    const QString id = follow(m_path);
    QVERIFY(!id.isEmpty());
    QCOMPARE(followed(id)->rowCount(), 20);
    m_driver.workspace()->addAnnotation(id, 2.0, 2.0, u"dd starts"_s);

    // `vmstat 1 > log` again: the file is cut to nothing, then the 2.4.19 run is written.
    writeFile(m_path, {}, QIODevice::Truncate);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_driver.window->statusBar()->currentMessage().contains(u"was cut short"_s),
        followTimeoutMs);
    const qsizetype before = m_driver.workspace()->document().captures().size();
    writeFile(m_path, followLines(u"2.4.19.vmstat"_s).join(), QIODevice::Append);
    QTRY_COMPARE_WITH_TIMEOUT(
        m_driver.workspace()->document().captures().size(), before + 1, followTimeoutMs);
    const vmscope::Document &document = m_driver.workspace()->document();
    const vmscope::Capture &again = document.captures().constLast();
    QCOMPARE(again.rowCount(), 19);
    QCOMPARE(again.source.file, m_path + u" (2)"_s);
    QCOMPARE(again.timeSeries()->value(0, u"in"), 6961.0);
    // What was read before stays as it was, with its note; the cut is in the diagnostics.
    QCOMPARE(followed(id)->rowCount(), 20);
    QCOMPARE(document.annotations().constLast().captureId, id);
    bool said = false;
    for (qsizetype i = 0; i < document.diagnostics().size(); ++i) {
        said = said
            || (document.diagnosticFile(i) == m_path
                && document.diagnostics().at(i).message.contains(u"cut short"_s));
    }
    QVERIFY(said);
    QCOMPARE(m_driver.inconsistency(), QString());

    // Close All forgets the file: nothing is followed any more.
    ModalResponder discard({ vmscope::test::answerMessageBox(QMessageBox::Discard) });
    m_driver.trigger(u"closeAllAction"_s);
    QTRY_VERIFY(discard.done());
    QVERIFY(m_driver.workspace()->document().isEmpty());
    QVERIFY(!m_driver.window->followController()->isFollowing());
}

void TestFollow::openedFileIsFollowedAndARemovalStays()
{
    // File > Open of a log that vmstat is still writing, halfway through a row; then Follow.
    writeFile(m_path, m_akpm.mid(0, 8).join() + m_akpm.at(8).left(10), QIODevice::Truncate);
    QCOMPARE(m_driver.open(m_path), 1);
    const vmscope::Capture &opened = m_driver.workspace()->document().captures().constLast();
    const QString id = opened.id;
    QCOMPARE(opened.rowCount(), 6);
    const qsizetype captures = m_driver.workspace()->document().captures().size();
    ModalResponder responder({ vmscope::test::answerFileDialog(m_path) });
    m_driver.trigger(u"followFileAction"_s);
    QTRY_VERIFY(responder.done());
    writeFile(m_path, m_akpm.at(8).mid(10) + m_akpm.mid(9, 4).join(), QIODevice::Append);
    // The same capture grows: no second copy of the file.
    QTRY_COMPARE_WITH_TIMEOUT(followed(id)->rowCount(), 11, followTimeoutMs);
    QCOMPARE(m_driver.workspace()->document().captures().size(), captures);

    // Removed while followed: the next lines do not bring it back.
    m_driver.workspace()->removeCapture(id);
    writeFile(m_path, m_akpm.mid(13).join(), QIODevice::Append);
    QTRY_VERIFY_WITH_TIMEOUT(!m_driver.window->followController()->isBusy(), followTimeoutMs);
    QTest::qWait(3 * vmscope::FollowController::pollIntervalMs);
    QTRY_VERIFY_WITH_TIMEOUT(!m_driver.window->followController()->isBusy(), followTimeoutMs);
    QCOMPARE(m_driver.workspace()->document().captures().size(), captures - 1);
    QVERIFY(!followed(id));
    QCOMPARE(m_driver.window->findChild<QLabel *>(u"followStatus"_s)->text(),
        u"Following %1 (22 lines)"_s.arg(QFileInfo(m_path).fileName()));
}

QTEST_MAIN(TestFollow)
#include "tst_follow.moc"
