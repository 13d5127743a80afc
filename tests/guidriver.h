// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Drives the real main window as a user does: menu actions, keys and mouse events on the
// widgets themselves, the import preview's buttons, context menus and the dialogs they open.
// Shared by the scenario, monkey and idle tests; every helper checks what it did.

#include "app/charts/chartstack.h"
#include "app/charts/timechartview.h"
#include "app/gui/shell/capturetree.h"
#include "app/gui/shell/findingspanel.h"
#include "app/gui/shell/importpreviewdialog.h"
#include "app/gui/shell/mainwindow.h"
#include "app/gui/oops/oopsview.h"
#include "app/gui/top/processview.h"
#include "app/gui/profile/profileview.h"
#include "app/gui/slab/slabview.h"
#include "app/gui/shell/workspace.h"
#include "testutil.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QColorDialog>
#include <QContextMenuEvent>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QMap>
#include <QFileDialog>
#include <QMessageBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <functional>
#include <tuple>
#include <memory>

namespace vmscope::test {

using namespace Qt::StringLiterals;

/// Answers the popup menu or modal dialog that the next user action opens (a context menu,
/// the note's text, a colour), from a timer, since that action does not return until it closes.
class ModalResponder : public QObject
{
public:
    enum class Answer {
        NotMine, // not the widget this step answers: wait for the next one
        Answered,
        GaveUp, // closed the widget without doing what was asked: the steps after it are moot
    };
    using Step = std::function<Answer(QWidget *)>;

    /// Runs `steps` one after another, each on the next popup or modal widget that appears.
    explicit ModalResponder(QList<Step> steps)
        : m_steps(std::move(steps))
    {
        schedulePoll();
    }
    ~ModalResponder() override
    {
        // A step never taken leaves its widget open: close it so the test goes on.
        if (QWidget *popup = QApplication::activePopupWidget()) {
            popup->close();
        }
    }
    [[nodiscard]] bool done() const { return m_steps.isEmpty(); }
    /// True when a step closed its widget undone (a menu without the entry asked for).
    [[nodiscard]] bool gaveUp() const { return m_gaveUp; }

private:
    // A step runs the dialog or menu it answers, and what that opens in turn is answered from
    // within it: each poll is a timer of its own, as one timer never fires inside itself.
    void schedulePoll() { QTimer::singleShot(20, this, &ModalResponder::poll); }

    void poll()
    {
        if (m_steps.isEmpty()) {
            return;
        }
        schedulePoll();
        QWidget *widget = QApplication::activePopupWidget();
        if (!widget) {
            widget = QApplication::activeModalWidget();
        }
        if (widget && widget != m_last && widget->isVisible()) {
            const Step step = m_steps.constFirst();
            m_last = widget;
            m_steps.removeFirst();
            const Answer answer = step(widget);
            if (answer == Answer::NotMine) {
                m_steps.prepend(step);
                m_last = nullptr;
            } else if (answer == Answer::GaveUp) {
                m_steps.clear();
                m_gaveUp = true;
            }
        }
    }

    QList<Step> m_steps;
    QPointer<QWidget> m_last;
    bool m_gaveUp = false;
};

/// A step that picks the menu entry whose text starts with `prefix` (the & left out) with the
/// keyboard: the entry made active, as the arrow keys do, then Enter. A menu without it is
/// closed and the steps after it dropped (ModalResponder::gaveUp()).
inline ModalResponder::Step chooseMenuEntry(const QString &prefix)
{
    return [prefix](QWidget *widget) {
        auto *menu = qobject_cast<QMenu *>(widget);
        if (!menu) {
            return ModalResponder::Answer::NotMine;
        }
        for (QAction *action : menu->actions()) {
            if (QString(action->text()).remove(u'&').startsWith(prefix)) {
                menu->setActiveAction(action);
                QTest::keyClick(menu, Qt::Key_Return);
                return ModalResponder::Answer::Answered;
            }
        }
        menu->close();
        return ModalResponder::Answer::GaveUp;
    };
}

/// A step that answers a modal dialog of type `Dialog` with `answer(dialog)` and waits for
/// the next widget when another one is open.
template <typename Dialog>
ModalResponder::Step answerDialog(std::function<void(Dialog *)> answer)
{
    return [answer](QWidget *widget) {
        auto *dialog = qobject_cast<Dialog *>(widget);
        if (!dialog) {
            return ModalResponder::Answer::NotMine;
        }
        answer(dialog);
        return ModalResponder::Answer::Answered;
    };
}

/// A step that types `text` into the input dialog's line (replacing what is there) and
/// presses Enter; a null `text` presses Escape instead.
inline ModalResponder::Step answerInputDialog(const QString &text)
{
    return answerDialog<QInputDialog>([text](QInputDialog *dialog) {
        if (text.isNull()) {
            QTest::keyClick(dialog, Qt::Key_Escape);
            return;
        }
        auto *line = dialog->findChild<QLineEdit *>();
        line->selectAll();
        QTest::keyClicks(line, text);
        QTest::keyClick(line, Qt::Key_Return);
    });
}

/// A step that takes `color` in the colour dialog.
inline ModalResponder::Step answerColorDialog(const QColor &color)
{
    return answerDialog<QColorDialog>([color](QColorDialog *dialog) {
        dialog->setCurrentColor(color);
        dialog->accept();
    });
}

/// A step that types `path` into a file dialog and accepts it, as Enter in its name field does.
inline ModalResponder::Step answerFileDialog(const QString &path)
{
    return answerDialog<QFileDialog>([path](QFileDialog *dialog) {
        auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
        QVERIFY(name);
        name->setText(path);
        QTest::keyClick(name, Qt::Key_Return);
    });
}

/// A step that clicks the message box's button `button` (Save, Discard, Cancel...), or the
/// one whose text (without &) is `text` when it is given.
inline ModalResponder::Step answerMessageBox(
    QMessageBox::StandardButton button, const QString &text = {})
{
    return answerDialog<QMessageBox>([button, text](QMessageBox *box) {
        QAbstractButton *target = box->button(button);
        for (QAbstractButton *candidate : box->buttons()) {
            if (!text.isEmpty() && QString(candidate->text()).remove(u'&') == text) {
                target = candidate;
            }
        }
        QVERIFY2(target, qPrintable(box->text()));
        QTest::mouseClick(target, Qt::LeftButton);
    });
}

/// The main window of a first start (clean settings, the demo loaded), and what a user does
/// in it.
class GuiDriver
{
public:
    /// Clean settings, then the window as main() opens it on a first start: with the demo.
    void start()
    {
        QSettings().clear();
        window = std::make_unique<MainWindow>();
        window->resize(1400, 900);
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        window->openDemo();
        QTRY_VERIFY_WITH_TIMEOUT(!workspace()->document().isEmpty(), 60000);
        settle();
    }

    [[nodiscard]] Workspace *workspace() const { return window->workspace(); }

    /// Gives the main window the focus back, as a closed dialog does on a desktop (the
    /// offscreen platform leaves it with nobody): shortcuts reach only the active window.
    void activate() const
    {
        if (QApplication::activeWindow() != window.get()) {
            window->activateWindow();
            std::ignore = QTest::qWaitForWindowActive(window.get());
        }
    }

    /// Lets every posted event (deferred redraws, alignment, deletions) run.
    static void settle()
    {
        for (int round = 0; round < 3; ++round) {
            QCoreApplication::sendPostedEvents();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            QCoreApplication::processEvents();
        }
    }

    /// Triggers the window's action named `name` as its menu entry or shortcut does.
    void trigger(const QString &name) const
    {
        auto *action = window->findChild<QAction *>(name);
        QVERIFY2(action, qPrintable(name));
        action->trigger();
    }
    /// Triggers the menu action whose text (without &) is `text`.
    void triggerByText(const QString &text) const
    {
        const QList<QAction *> actions = window->findChildren<QAction *>();
        for (QAction *action : actions) {
            if (QString(action->text()).remove(u'&') == text) {
                action->trigger();
                return;
            }
        }
        QFAIL(qPrintable(u"no action " + text));
    }

    /// File > Open of `path` (what the file dialog hands over), then Enter in the preview.
    /// Returns the captures it added, -1 when the preview never came.
    qsizetype open(const QString &path)
    {
        const qsizetype before = workspace()->document().captures().size();
        window->openFiles({ path });
        return acceptPreview(before);
    }

    /// Waits for the import preview and presses Enter in it (its default button, Import); a
    /// preview with nothing to import is closed with Escape.
    qsizetype acceptPreview(qsizetype before)
    {
        ImportPreviewDialog *dialog = nullptr;
        if (!QTest::qWaitFor(
                [&] { return (dialog = window->findChild<ImportPreviewDialog *>()) != nullptr
                          && dialog->isVisible(); },
                60000)) {
            return -1;
        }
        const QPointer<ImportPreviewDialog> guard(dialog);
        const auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QTest::keyClick(dialog, ok->isEnabled() ? Qt::Key_Return : Qt::Key_Escape);
        std::ignore = QTest::qWaitFor([&] { return guard.isNull() || !guard->isVisible(); }, 10000);
        // A large document's findings come from another thread.
        std::ignore = QTest::qWaitFor([this] { return !workspace()->findingsPending(); }, 60000);
        activate();
        settle();
        return workspace()->document().captures().size() - before;
    }

    /// The charts of the Charts tab, after the deferred redraws.
    [[nodiscard]] QList<TimeChartView *> charts() const { return window->chartStack()->charts(); }

    /// Shows the Charts tab with Alt+1, as the View menu's shortcut does.
    void showCharts() const
    {
        activate();
        QTest::keyClick(window.get(), Qt::Key_1, Qt::AltModifier);
        settle();
    }

    /// The middle of the plot area of `view`, in its viewport, at `share` of its width.
    [[nodiscard]] static QPoint plotPoint(const TimeChartView *view, double share)
    {
        const QRectF area = view->chart()->plotArea();
        const QPointF scene = view->chart()->mapToScene(
            QPointF(area.left() + share * area.width(), area.center().y()));
        return view->mapFromScene(scene);
    }

    /// A right click at `point` of the chart's viewport: its context menu, answered by `steps`.
    static bool contextMenu(TimeChartView *view, QPoint point, QList<ModalResponder::Step> steps)
    {
        ModalResponder responder(std::move(steps));
        QContextMenuEvent event(QContextMenuEvent::Mouse, point, view->viewport()->mapToGlobal(point));
        QApplication::sendEvent(view->viewport(), &event);
        settle(); // the note's dialog is opened from a queued call, and answered in there
        waitForAnswers(responder);
        return responder.done() && !responder.gaveUp();
    }

    /// Drags from `from` to `to` over the chart with `modifiers` held (Shift zooms, Ctrl adds
    /// a note, none pans); `steps` answer the dialog it opens.
    static void drag(TimeChartView *view, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers,
        QList<ModalResponder::Step> steps = {})
    {
        ModalResponder responder(std::move(steps));
        QWidget *viewport = view->viewport();
        QTest::mousePress(viewport, Qt::LeftButton, modifiers, from);
        QTest::mouseMove(viewport, (from + to) / 2);
        QTest::mouseMove(viewport, to);
        QTest::mouseRelease(viewport, Qt::LeftButton, modifiers, to);
        settle();
        waitForAnswers(responder);
    }

    /// Waits for the steps left while a menu or dialog they could answer is open (a drag too
    /// short for a note opens none: nothing to wait for).
    static void waitForAnswers(const ModalResponder &responder)
    {
        std::ignore = QTest::qWaitFor(
            [&] {
                return responder.done()
                    || (!QApplication::activeModalWidget() && !QApplication::activePopupWidget());
            },
            2000);
        settle();
    }

    /// Turns the wheel by `notches` over `point` of the chart.
    static void wheel(TimeChartView *view, QPoint point, int notches)
    {
        QWheelEvent event(point, view->viewport()->mapToGlobal(point), QPoint(),
            QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view->viewport(), &event);
        settle();
    }

    /// Clicks row `row` of the Findings panel (a click shows the finding).
    void clickFinding(int row) const
    {
        QTreeWidget *list = window->findingsPanel()->findings();
        QTreeWidgetItem *item = list->topLevelItem(row);
        QVERIFY(item);
        list->scrollToItem(item);
        const QRect rect = list->visualItemRect(item);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
        settle();
    }

    /// Makes capture `id` current with a click on its row of the capture tree.
    void clickCapture(const QString &id) const
    {
        activate();
        CaptureTree *tree = window->captureTree();
        QTreeWidgetItem *item = tree->captureItem(id);
        QVERIFY(item);
        tree->scrollToItem(item);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(item).center());
        settle();
    }

    /// Change Colour… from the capture tree's context menu on `id`, answered with `color`.
    void changeColour(const QString &id, const QColor &color) const
    {
        ModalResponder responder({ chooseMenuEntry(u"Change Colour"_s), answerColorDialog(color) });
        clickCapture(id);
        CaptureTree *tree = window->captureTree();
        const QPoint at = tree->visualItemRect(tree->captureItem(id)).center();
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, tree->viewport()->mapToGlobal(at));
        QApplication::sendEvent(tree->viewport(), &event);
        QTRY_VERIFY(responder.done());
        settle();
    }

    /// What must hold after any step: every series plotted is of a capture in the document
    /// (the very value it holds), the tree lists exactly the document's captures, and each
    /// page shows a capture that exists (or none). Returns what is wrong, empty when all holds.
    [[nodiscard]] QString inconsistency() const
    {
        const Document &document = workspace()->document();
        QStringList ids;
        for (const Capture &capture : document.captures()) {
            ids.append(capture.id);
        }
        for (const TimeChartView *view : charts()) {
            for (const TimeChartContent::Line &line : view->content().lines) {
                const CapturePtr held = document.sharedCapture(line.plotted.capture->id);
                if (held != line.plotted.capture) {
                    return u"chart %1 plots %2, which the document %3"_s.arg(view->metric(),
                        line.plotted.capture->id, held ? u"holds in another version"_s
                                                       : u"no longer has"_s);
                }
                if (!workspace()->isCaptureVisible(held->id)) {
                    return u"chart %1 plots the hidden capture %2"_s.arg(view->metric(), held->id);
                }
            }
        }
        QStringList listed = window->captureTree()->captureIds();
        listed.sort();
        QStringList expected = ids;
        expected.sort();
        if (listed != expected) {
            return u"the tree lists %1, the document has %2"_s.arg(
                listed.join(u' '), expected.join(u' '));
        }
        const QList<QPair<QString, QString>> pages { { u"Processes"_s,
                                                         window->processView()->captureId() },
            { u"Profile"_s, window->profileView()->captureId() },
            { u"Oops"_s, window->oopsView()->captureId() },
            { u"Slabs"_s, window->slabView()->captureId() } };
        for (const auto &[page, id] : pages) {
            if (!id.isEmpty() && !ids.contains(id)) {
                return u"the %1 page shows %2, which is gone"_s.arg(page, id);
            }
        }
        const QString current = workspace()->currentCapture();
        if (!current.isEmpty() && !ids.contains(current)) {
            return u"the current capture %1 is gone"_s.arg(current);
        }
        return {};
    }

    /// Paint events the window's widgets get in `milliseconds` of an otherwise idle loop;
    /// `painted`, when given, names the widgets that got them, for a failure's message.
    [[nodiscard]] int paintsWhileIdle(int milliseconds, QString *painted = nullptr) const;

    std::unique_ptr<MainWindow> window;
};

/// Counts the paint events any widget gets while it is installed.
class PaintCounter : public QObject
{
public:
    PaintCounter() { qApp->installEventFilter(this); }
    ~PaintCounter() override { qApp->removeEventFilter(this); }
    int count = 0;
    QMap<QString, int> widgets; // "QClass objectName" → paints

    /// "QLineEdit find ×4, …": who painted.
    [[nodiscard]] QString names() const
    {
        QStringList parts;
        for (auto it = widgets.cbegin(); it != widgets.cend(); ++it) {
            parts.append(it.key() + u" ×"_s + QString::number(it.value()));
        }
        return parts.join(u", "_s);
    }

protected:
    bool eventFilter(QObject *object, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            ++count;
            QObject *named = object;
            while (named && named->objectName().isEmpty()) {
                named = named->parent();
            }
            ++widgets[QString::fromLatin1(object->metaObject()->className()) + u' '
                + (named ? named->objectName() : QString())];
        }
        return false;
    }
};

inline int GuiDriver::paintsWhileIdle(int milliseconds, QString *painted) const
{
    settle();
    // The step's own late reactions first: a click on the selected row arms the view's edit
    // timer for a double-click interval, and a slow (sanitizer) build may still be drawing a
    // rebuilt chart. Then until 200 ms pass without a paint: a window that never stops
    // painting is never quiet, so it still fails below; one that stops late does not.
    QTest::qWait(QApplication::doubleClickInterval() + 300);
    for (int waited = 0; waited < 3000; waited += 200) {
        PaintCounter late;
        QTest::qWait(200);
        if (late.count == 0) {
            break;
        }
    }
    PaintCounter counter;
    QTest::qWait(milliseconds);
    if (painted) {
        *painted = counter.names();
    }
    return counter.count;
}

/// The log files of tests/data (the seeds' fixtures among them), sorted.
inline QStringList logFiles()
{
    QStringList files;
    QDirIterator it(dataPath(QString()), { u"*.txt"_s, u"*.mbox"_s }, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        files.append(it.next());
    }
    files.sort();
    return files;
}

/// How many captures the golden file beside `log` (its `.expected.json`) holds.
inline qsizetype goldenCaptureCount(const QString &log)
{
    QFile golden(log.section(u'.', 0, -2) + u".expected.json"_s);
    if (!golden.open(QIODevice::ReadOnly)) {
        return -1;
    }
    return QJsonDocument::fromJson(golden.readAll()).object()[u"captures"_s].toArray().size();
}

} // namespace vmscope::test
