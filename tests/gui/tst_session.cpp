// SPDX-License-Identifier: GPL-2.0-or-later
// Sessions as a user keeps them: File > Save Session As of seed 000 with notes, a new label, a
// colour and a baseline, opened again in a new window; the questions before work is lost; the
// autosave of a killed vmscope offered and restored on the next start.
#include "app/gui/compare/compareview.h"
#include "app/gui/shell/sessioncontroller.h"
#include "app/gui/shell/sessionsourcesdialog.h"
#include "guidriver.h"
#include "parsers/input/inputset.h"

#include <QComboBox>
#include <QProcess>
#include <QTableWidget>
#include <QTemporaryDir>

#include <csignal>
#include <cstdio>

using namespace Qt::StringLiterals;
using vmscope::test::GuiDriver;
using vmscope::test::ModalResponder;

namespace {

const QString testName = u"tst_session"_s;

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// What the killed process and the test both do to seed 000: the same document either way.
void editSeed(vmscope::Workspace &workspace)
{
    const vmscope::LoadResult seed = vmscope::loadFile(
        vmscope::test::seedPath(u"000_afa3e04f98f9f577.txt"_s), vmscope::ParserRegistry::withBuiltins());
    workspace.addDocument(seed.document);
    workspace.renameCapture(u"c4"_s, u"2.4.19 ext3"_s);
    workspace.addAnnotation(u"c2"_s, 4, 4, u"writeback starts"_s);
    workspace.addAnnotation(u"c3"_s, 2, 9, u"bo falls to 0"_s);
}

/// The process the recovery test kills: a window with edited work, autosaved after its notes.
int runVictim(int argc, char *argv[])
{
    QApplication app(argc, argv);
    vmscope::test::prepareGuiTest(testName);
    vmscope::MainWindow window;
    window.show();
    editSeed(*window.workspace());
    const QString autosave = window.sessionController()->autosavePath();
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (QFile::exists(autosave)) {
            std::printf("autosaved %s\n", qPrintable(autosave));
            std::fflush(stdout);
            poll.stop();
        }
    });
    poll.start(20);
    return app.exec(); // until killed
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void savedSessionReopensAsItWas();
    void referencedSourceChangedIsRefused();
    void unsavedWorkIsAskedAbout();
    void killedWindowsWorkIsOffered();

private:
    /// Saves the window's work through File > Save Session As to `path`; `refer` ticks the
    /// sources dialog's rows (refer to the files) instead of keeping their text.
    void saveAs(const QString &path, bool refer);

    GuiDriver m_driver;
    QTemporaryDir m_folder;
};

void TestSession::initTestCase()
{
    vmscope::test::prepareGuiTest(testName);
    QVERIFY(m_folder.isValid());
    // Autosaves an earlier run left would be offered here.
    for (const QString &orphan : vmscope::SessionController::orphanedAutosaves()) {
        QFile::remove(orphan);
    }
}

void TestSession::init()
{
    m_driver.start();
    // A window with just the demo has nothing to lose.
    QVERIFY(!m_driver.workspace()->isModified());
}

void TestSession::cleanup()
{
    m_driver.window.reset();
}

void TestSession::saveAs(const QString &path, bool refer)
{
    ModalResponder responder({ vmscope::test::answerDialog<vmscope::SessionSourcesDialog>(
                                   [refer](vmscope::SessionSourcesDialog *dialog) {
                                       QTableWidget *table = dialog->table();
                                       for (int row = 0; row < table->rowCount(); ++row) {
                                           table->item(row, 0)->setCheckState(
                                               refer ? Qt::Checked : Qt::Unchecked);
                                       }
                                       dialog->accept();
                                   }),
        vmscope::test::answerFileDialog(path) });
    m_driver.trigger(u"saveSessionAsAction"_s);
    QTRY_VERIFY(responder.done());
    GuiDriver::settle();
    QVERIFY(QFile::exists(path));
}

void TestSession::savedSessionReopensAsItWas()
{
    vmscope::Workspace *workspace = m_driver.workspace();
    m_driver.trigger(u"closeAllAction"_s); // the demo alone: no question
    QVERIFY(workspace->document().isEmpty());
    QCOMPARE(m_driver.open(vmscope::test::seedPath(u"000_afa3e04f98f9f577.txt"_s)), qsizetype(16));
    QVERIFY(workspace->isModified());
    QVERIFY(m_driver.window->isWindowModified());

    // Two notes from the chart's context menu, at 40 % and 70 % of the first chart.
    m_driver.showCharts();
    vmscope::TimeChartView *chart = m_driver.charts().constFirst();
    QTRY_VERIFY(!chart->chart()->plotArea().isEmpty());
    QVERIFY(GuiDriver::contextMenu(chart, GuiDriver::plotPoint(chart, 0.4),
        { vmscope::test::chooseMenuEntry(u"Add Note at"_s),
            vmscope::test::answerInputDialog(u"writeback starts"_s) }));
    chart = m_driver.charts().constFirst();
    QVERIFY(GuiDriver::contextMenu(chart, GuiDriver::plotPoint(chart, 0.7),
        { vmscope::test::chooseMenuEntry(u"Add Note at"_s),
            vmscope::test::answerInputDialog(u"the box stalls"_s) }));
    QCOMPARE(workspace->document().annotations().size(), qsizetype(2));

    // A new label with F2, a colour from the tree's menu, a capture unticked.
    vmscope::CaptureTree *tree = m_driver.window->captureTree();
    const QString renamed = workspace->document().captures().at(1).id;
    m_driver.clickCapture(renamed);
    QTest::keyClick(tree, Qt::Key_F2);
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, u"2.4.19 ext2"_s);
    QTest::keyClick(editor, Qt::Key_Return);
    GuiDriver::settle();
    QCOMPARE(workspace->document().capture(renamed)->label, u"2.4.19 ext2"_s);
    const QString coloured = workspace->document().captures().at(2).id;
    m_driver.changeColour(coloured, QColor(0x12, 0x34, 0x56));
    const QString hidden = workspace->document().captures().at(3).id;
    m_driver.clickCapture(hidden);
    QTest::keyClick(tree->viewport(), Qt::Key_Space);
    GuiDriver::settle();
    QTRY_VERIFY(!workspace->isCaptureVisible(hidden));

    // The Compare tab: the baseline one down, with the keyboard.
    m_driver.activate();
    QTest::keyClick(m_driver.window.get(), Qt::Key_9, Qt::AltModifier);
    GuiDriver::settle();
    vmscope::CompareView *compare = m_driver.window->compareView();
    QComboBox *baseline = compare->baselineChoice();
    QVERIFY(baseline->count() >= 2);
    baseline->setFocus();
    QTest::keyClick(baseline, Qt::Key_Down);
    GuiDriver::settle();
    const QString chosenBaseline = baseline->currentText();
    QCOMPARE(baseline->currentIndex(), 1);

    const QString path = m_folder.filePath(u"seed000.vmscope"_s);
    saveAs(path, /*refer=*/false);
    QVERIFY(!workspace->isModified());
    QVERIFY(m_driver.window->windowTitle().startsWith(u"seed000.vmscope"_s));
    const vmscope::Document saved = workspace->document();
    const QStringList metrics = m_driver.window->chartStack()->metrics();

    // A new window opens it as File > Open does, and has it all again, field by field.
    GuiDriver reopened;
    reopened.start();
    reopened.window->openFiles({ path });
    GuiDriver::settle();
    vmscope::Workspace *restored = reopened.workspace();
    QCOMPARE(restored->document().captures().size(), saved.captures().size());
    for (qsizetype i = 0; i < saved.captures().size(); ++i) {
        const vmscope::Capture &before = saved.captures().at(i);
        const vmscope::Capture &after = restored->document().captures().at(i);
        QCOMPARE(after.id, before.id);
        QCOMPARE(after.label, before.label);
        QCOMPARE(after.source, before.source);
        QVERIFY2(after == before, qPrintable(before.id));
        QCOMPARE(restored->captureColor(after.id), workspace->captureColor(before.id));
        QCOMPARE(restored->isCaptureVisible(after.id), workspace->isCaptureVisible(before.id));
    }
    QCOMPARE(restored->document().annotations(), saved.annotations());
    QCOMPARE(restored->document().sources(), saved.sources());
    QCOMPARE(restored->document().diagnostics(), saved.diagnostics());
    QVERIFY(restored->document() == saved);
    QCOMPARE(restored->captureColor(coloured), QColor(0x12, 0x34, 0x56));
    QVERIFY(!restored->isCaptureVisible(hidden));
    QCOMPARE(reopened.window->compareView()->baselineChoice()->currentText(), chosenBaseline);
    QCOMPARE(reopened.window->centralTabs()->currentWidget(), reopened.window->compareView());
    QCOMPARE(reopened.window->chartStack()->metrics(), metrics);
    QVERIFY(!restored->isModified());
    QCOMPARE(reopened.window->sessionController()->sessionPath(), path);

    // The session holds the text: the log can go.
    const QJsonObject json = QJsonDocument::fromJson(readAll(path)).object();
    QCOMPARE(json.value(u"schema"_s).toInt(), 1);
    QVERIFY(json.value(u"sources"_s).toArray().at(0).toObject().contains(u"text"_s));
}

void TestSession::referencedSourceChangedIsRefused()
{
    // A copy of the seed, referred to by path and checksum, then changed behind the session.
    const QString log = m_folder.filePath(u"thread.txt"_s);
    QFile::remove(log);
    QVERIFY(QFile::copy(vmscope::test::seedPath(u"000_afa3e04f98f9f577.txt"_s), log));
    QFile::setPermissions(log, QFile::ReadOwner | QFile::WriteOwner);
    m_driver.trigger(u"closeAllAction"_s);
    QCOMPARE(m_driver.open(log), qsizetype(16));
    const QString path = m_folder.filePath(u"referring.vmscope"_s);
    saveAs(path, /*refer=*/true);
    const QJsonObject source
        = QJsonDocument::fromJson(readAll(path)).object().value(u"sources"_s).toArray().at(0).toObject();
    QCOMPARE(source.value(u"path"_s).toString(), QFileInfo(log).absoluteFilePath());
    QVERIFY(!source.contains(u"text"_s));

    QFile file(log);
    QVERIFY(file.open(QIODevice::Append));
    file.write("one more line\n");
    file.close();
    const vmscope::Document before = m_driver.workspace()->document();
    // Asked to locate the file, the user cancels; then told that nothing changed.
    ModalResponder responder({ vmscope::test::answerMessageBox(QMessageBox::Cancel),
        vmscope::test::answerMessageBox(QMessageBox::Ok) });
    m_driver.window->openFiles({ path });
    QTRY_VERIFY(responder.done());
    QVERIFY(m_driver.workspace()->document() == before);
    QCOMPARE(m_driver.window->sessionController()->sessionPath(), path);
}

void TestSession::unsavedWorkIsAskedAbout()
{
    vmscope::Workspace *workspace = m_driver.workspace();
    workspace->addAnnotation(workspace->document().captures().at(0).id, 1, 1, u"kept"_s);
    QVERIFY(workspace->isModified());
    {
        // Close All, then Cancel: the work stays.
        ModalResponder responder({ vmscope::test::answerMessageBox(QMessageBox::Cancel) });
        m_driver.activate();
        QTest::keyClick(m_driver.window.get(), Qt::Key_W, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(responder.done());
    }
    QCOMPARE(workspace->document().annotations().size(), qsizetype(1));
    {
        // Ctrl+Q, then Cancel: the window stays up.
        ModalResponder responder({ vmscope::test::answerMessageBox(QMessageBox::Cancel) });
        m_driver.activate();
        QTest::keyClick(m_driver.window.get(), Qt::Key_Q, Qt::ControlModifier);
        QTRY_VERIFY(responder.done());
    }
    QVERIFY(m_driver.window->isVisible());
    {
        // Close All, then Discard: everything goes, and nothing is left unsaved.
        ModalResponder responder({ vmscope::test::answerMessageBox(QMessageBox::Discard) });
        m_driver.trigger(u"closeAllAction"_s);
        QTRY_VERIFY(responder.done());
    }
    QVERIFY(workspace->document().isEmpty());
    QVERIFY(!workspace->isModified());
    // Now Ctrl+Q asks nothing.
    m_driver.activate();
    QTest::keyClick(m_driver.window.get(), Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(!m_driver.window->isVisible());
}

void TestSession::killedWindowsWorkIsOffered()
{
    QProcess victim;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"VMSCOPE_TEST_VICTIM"_s, u"1"_s);
    victim.setProcessEnvironment(environment);
    victim.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(victim.waitForStarted());
    QVERIFY(QTest::qWaitFor([&] {
        victim.waitForReadyRead(100);
        return victim.canReadLine() || victim.state() != QProcess::Running;
    }, 120000));
    const QByteArray said = victim.readLine().trimmed();
    QVERIFY2(said.startsWith("autosaved "), said.constData());
    ::kill(pid_t(victim.processId()), SIGKILL);
    QVERIFY(victim.waitForFinished(10000));
    QCOMPARE(vmscope::SessionController::orphanedAutosaves().size(), qsizetype(1));

    // The next start offers it; Recover brings the work back, unsaved.
    vmscope::Workspace expected;
    editSeed(expected);
    m_driver.window.reset();
    GuiDriver next;
    QSettings().clear();
    next.window = std::make_unique<vmscope::MainWindow>();
    next.window->show();
    QVERIFY(QTest::qWaitForWindowActive(next.window.get()));
    ModalResponder responder({ vmscope::test::answerMessageBox(QMessageBox::NoButton, u"Recover"_s) });
    next.window->offerRecovery();
    QTRY_VERIFY(responder.done());
    GuiDriver::settle();
    QVERIFY(next.workspace()->document() == expected.document());
    QCOMPARE(next.workspace()->document().capture(u"c4"_s)->label, u"2.4.19 ext3"_s);
    QVERIFY(next.workspace()->isModified());
    // Offered once: the autosave was taken over by this window.
    QVERIFY(vmscope::SessionController::orphanedAutosaves().isEmpty());
}

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet("VMSCOPE_TEST_VICTIM")) {
        return runVictim(argc, argv);
    }
    QApplication app(argc, argv);
    TestSession test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_session.moc"
