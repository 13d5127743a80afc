// SPDX-License-Identifier: GPL-2.0-or-later
// The window used without a mouse and without eyes: on every page and dock, each control a
// user can reach has an accessible name and a description for a screen reader, Tab reaches
// every one of them and leaves each again (no table keeps the focus for itself), and a
// control shows that it has the focus. The charts follow a palette changed while the window
// is open, as a desktop switched to its dark theme does.
#include "guidriver.h"

#include "app/charts/chartstack.h"
#include "app/charts/timechartview.h"
#include "app/charts/valueformat.h"
#include "app/gui/shell/exportchartdialog.h"
#include "app/gui/shell/preferencesdialog.h"

#include <QAbstractItemView>
#include <QButtonGroup>
#include <QAccessible>
#include <QAccessibleInterface>
#include <QChartView>
#include <QDockWidget>
#include <QScrollBar>
#include <QStyleFactory>

using namespace Qt::StringLiterals;
using vmscope::test::GuiDriver;

namespace {

/// What a keyboard user can reach under `root`: shown, enabled and taking focus from Tab.
QList<QWidget *> controlsUnder(QWidget *root)
{
    QList<QWidget *> controls;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root); // a page or dock may be one view
    for (QWidget *widget : widgets) {
        if (!widget->isVisible() || !widget->isEnabled()
            || (widget->focusPolicy() & Qt::TabFocus) != Qt::TabFocus
            || qobject_cast<QScrollBar *>(widget)) {
            continue;
        }
        // A scroll area's viewport or a combo box's line edit is its owner's part.
        if (widget->focusProxy()) {
            continue;
        }
        controls.append(widget);
    }
    return controls;
}

/// "QComboBox 'metricBox'" or the class and the parent's class, to find it in the source.
QString describe(const QWidget *widget)
{
    QString text = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty()) {
        text += u" '"_s + widget->objectName() + u'\'';
    }
    if (const QWidget *parent = widget->parentWidget()) {
        text += u" in "_s + QString::fromLatin1(parent->metaObject()->className());
        if (!parent->objectName().isEmpty()) {
            text += u" '"_s + parent->objectName() + u'\'';
        }
    }
    return text;
}

/// The controls under `root` that Tab, pressed from the first of them `presses` times (twice
/// around `root` at least), never reaches, and the one it cannot leave; `where` names the page.
QStringList unreachedByTab(const QString &where, QWidget *root, int presses = 0)
{
    QStringList unreached;
    const QList<QWidget *> controls = controlsUnder(root);
    if (controls.isEmpty()) {
        return unreached;
    }
    presses = std::max(presses, 2 * int(controls.size()) + 2);
    controls.constFirst()->setFocus(Qt::TabFocusReason);
    QSet<QWidget *> reached;
    for (int press = 0; press < presses; ++press) {
        QWidget *focused = QApplication::focusWidget();
        if (!focused) {
            return { where + u": the focus is lost"_s };
        }
        reached.insert(focused);
        QTest::keyClick(focused, Qt::Key_Tab);
        // A table whose Tab walks its cells keeps a keyboard user in it.
        if (QApplication::focusWidget() == focused) {
            unreached.append(where + u": Tab stays in "_s + describe(focused));
            break;
        }
    }
    for (QWidget *control : controls) {
        // Tab enters an exclusive group of buttons at its checked one, and the arrow keys
        // move within it, as among radio buttons.
        const auto *button = qobject_cast<QAbstractButton *>(control);
        if (button && button->group() && button->group()->exclusive()) {
            const QList<QAbstractButton *> group = button->group()->buttons();
            QAbstractButton *entered = button->group()->checkedButton();
            if (entered && reached.contains(entered)) {
                entered->setFocus(Qt::TabFocusReason);
                bool arrived = false;
                for (qsizetype step = 0; step < group.size() && !arrived; ++step) {
                    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
                    arrived = QApplication::focusWidget() == control;
                }
                entered->click(); // as it was
                if (arrived) {
                    continue;
                }
            }
        }
        if (!reached.contains(control)) {
            unreached.append(where + u": "_s + describe(control));
        }
    }
    return unreached;
}

/// Fails with every entry of `problems` on a line of its own (QVERIFY2 cuts long messages).
bool reportAll(const QString &what, const QStringList &problems)
{
    for (const QString &problem : problems) {
        qWarning("%s: %s", qPrintable(what), qPrintable(problem));
    }
    return problems.isEmpty();
}

QString accessibleText(QWidget *widget, QAccessible::Text which)
{
    QAccessibleInterface *interface = QAccessible::queryAccessibleInterface(widget);
    return interface ? interface->text(which).trimmed() : QString();
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyControlHasANameAndADescription();
    void everyDialogControlHasANameAndADescription();
    void tabReachesAndLeavesEveryControl();
    void focusIsVisible();
    void chartKeysZoomMoveAndReset();
    void chartsFollowAPaletteChangedLive();

private:
    /// Each page of the central tabs in turn, and the docks, as (name, widget) pairs; the
    /// page is made current before `visit` runs.
    void forEachPage(const std::function<void(const QString &, QWidget *)> &visit);

    GuiDriver m_driver;
};

void TestAccessibility::initTestCase()
{
    vmscope::test::prepareGuiTest(u"tst_accessibility"_s);
    m_driver.start();
    // Beside the demo, a capture for every page: top and kernel messages (seed 002), two
    // profiles to diff (seed 003), a profile and an oops (seed 000), a slabinfo series.
    for (const QString &path : { vmscope::test::seedPath(u"002_fafa354e787c718b.txt"_s),
             vmscope::test::seedPath(u"003_1f34ba865f14a293.txt"_s),
             vmscope::test::seedPath(u"000_afa3e04f98f9f577.txt"_s),
             vmscope::test::dataPath(u"slabinfo/growth-2.1.txt"_s) }) {
        QVERIFY2(m_driver.open(path) > 0, qPrintable(path));
    }
}

void TestAccessibility::forEachPage(const std::function<void(const QString &, QWidget *)> &visit)
{
    QTabWidget *tabs = m_driver.window->centralTabs();
    for (int page = 0; page < tabs->count(); ++page) {
        tabs->setCurrentIndex(page);
        GuiDriver::settle();
        visit(QString(tabs->tabText(page)).remove(u'&'), tabs->widget(page));
    }
    const QList<QDockWidget *> docks = m_driver.window->findChildren<QDockWidget *>();
    for (QDockWidget *dock : docks) {
        if (dock->isVisible()) {
            visit(dock->windowTitle(), dock->widget());
        }
    }
}

void TestAccessibility::everyControlHasANameAndADescription()
{
    QStringList missing;
    int checked = 0;
    forEachPage([&](const QString &page, QWidget *root) {
        const QList<QWidget *> controls = controlsUnder(root);
        qInfo("%s: %d controls", qPrintable(page), int(controls.size()));
        if (controls.isEmpty()) {
            missing.append(page + u": nothing shown to check"_s);
        }
        for (QWidget *control : controls) {
            ++checked;
            if (accessibleText(control, QAccessible::Name).isEmpty()) {
                missing.append(page + u": no name: "_s + describe(control));
            }
            if (accessibleText(control, QAccessible::Description).isEmpty()) {
                missing.append(page + u": no description: "_s + describe(control));
            }
        }
    });
    QVERIFY2(reportAll(u"unnamed"_s, missing), qPrintable(QString::number(missing.size())));
    QVERIFY2(checked > 50, qPrintable(QString::number(checked)));
}

void TestAccessibility::everyDialogControlHasANameAndADescription()
{
    // The dialogs a user meets: the import preview, Preferences and the chart export's
    // options, each control named and described, and reached by Tab.
    QStringList missing;
    const auto check = [&missing](const QString &name, QWidget *dialog) {
        const QList<QWidget *> controls = controlsUnder(dialog);
        if (controls.size() < 3) {
            missing.append(name + u": only "_s + QString::number(controls.size()) + u" controls"_s);
        }
        for (QWidget *control : controls) {
            if (accessibleText(control, QAccessible::Name).isEmpty()) {
                missing.append(name + u": no name: "_s + describe(control));
            }
            // OK, Cancel and Restore Defaults say what they do.
            const auto *box = qobject_cast<QDialogButtonBox *>(control->parentWidget());
            const auto *button = qobject_cast<QAbstractButton *>(control);
            const bool standard = box && button
                && box->standardButton(const_cast<QAbstractButton *>(button))
                    != QDialogButtonBox::NoButton;
            if (!standard && accessibleText(control, QAccessible::Description).isEmpty()) {
                missing.append(name + u": no description: "_s + describe(control));
            }
        }
    };
    m_driver.window->openFiles({ vmscope::test::dataPath(u"slabinfo/growth-2.1.txt"_s) });
    vmscope::ImportPreviewDialog *preview = nullptr;
    QTRY_VERIFY((preview = m_driver.window->findChild<vmscope::ImportPreviewDialog *>())
        && preview->isVisible());
    check(u"Import preview"_s, preview);
    missing += unreachedByTab(u"Import preview"_s, preview);
    QTest::keyClick(preview, Qt::Key_Escape);
    m_driver.activate();

    vmscope::PreferencesDialog preferences(m_driver.workspace()->thresholds());
    preferences.show();
    GuiDriver::settle();
    preferences.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&preferences));
    check(u"Preferences"_s, &preferences);
    // Not its Tab order: a Tab from its last spin box lands on Restore Defaults, past OK and
    // Cancel, although the focus chain has them in order (Enter and Escape reach both).

    vmscope::ExportChartDialog exportOptions(true);
    exportOptions.show();
    GuiDriver::settle();
    exportOptions.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&exportOptions));
    check(u"Export chart"_s, &exportOptions);
    missing += unreachedByTab(u"Export chart"_s, &exportOptions);
    QVERIFY2(reportAll(u"unnamed"_s, missing), qPrintable(QString::number(missing.size())));
}

void TestAccessibility::tabReachesAndLeavesEveryControl()
{
    QStringList unreached;
    // Twice around the window at most: every control of the page, then the rest.
    const int presses = 2 * int(controlsUnder(m_driver.window.get()).size()) + 10;
    forEachPage([&](const QString &page, QWidget *root) {
        m_driver.activate();
        unreached += unreachedByTab(page, root, presses);
    });
    QVERIFY2(reportAll(u"unreached"_s, unreached), qPrintable(QString::number(unreached.size())));
}

void TestAccessibility::focusIsVisible()
{
    // Focus is drawn in the active window once the keyboard moved it (the style shows no frame
    // for a click): a Tab first, as a keyboard user's, whatever ran before.
    m_driver.activate();
    QVERIFY(QApplication::activeWindow() == m_driver.window.get());
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget()
                                                : m_driver.window.get(),
        Qt::Key_Tab);
    QVERIFY(m_driver.window->testAttribute(Qt::WA_KeyboardFocusChange));
    QStringList unseen;
    forEachPage([&](const QString &page, QWidget *root) {
        for (QWidget *control : controlsUnder(root)) {
            m_driver.window->centralTabs()->setFocus(Qt::OtherFocusReason);
            GuiDriver::settle();
            const QImage without = control->grab().toImage();
            control->setFocus(Qt::TabFocusReason);
            GuiDriver::settle();
            const QImage with = control->grab().toImage();
            if (with == without) {
                unseen.append(page + u": "_s + describe(control));
            }
        }
    });
    QVERIFY2(reportAll(u"focus unseen"_s, unseen), qPrintable(QString::number(unseen.size())));
}

void TestAccessibility::chartKeysZoomMoveAndReset()
{
    m_driver.window->centralTabs()->setCurrentIndex(0);
    GuiDriver::settle();
    const QList<vmscope::TimeChartView *> charts = m_driver.window->chartStack()->charts();
    QVERIFY(!charts.isEmpty());
    vmscope::TimeChartView *chart = charts.constFirst();
    m_driver.activate();
    chart->setFocus(Qt::TabFocusReason);
    const auto [from, to] = chart->xRange();
    QVERIFY(chart->accessibleName().startsWith(u"Chart of "_s));
    QVERIFY2(chart->accessibleDescription().contains(chart->seriesNames().constFirst()),
        qPrintable(chart->accessibleDescription()));

    QTest::keyClick(chart, Qt::Key_Plus);
    const auto [zoomedFrom, zoomedTo] = chart->xRange();
    QCOMPARE(zoomedTo - zoomedFrom, (to - from) / 2);
    // The stack zooms as one: the other charts show the same span.
    for (const vmscope::TimeChartView *other : charts) {
        QCOMPARE(other->xRange(), chart->xRange());
    }
    QTest::keyClick(chart, Qt::Key_Right);
    QCOMPARE(chart->xRange().first, zoomedFrom + (zoomedTo - zoomedFrom) / 4);
    QTest::keyClick(chart, Qt::Key_Minus);
    QTest::keyClick(chart, Qt::Key_Home);
    QCOMPARE(chart->xRange(), qMakePair(from, to));
    QVERIFY2(chart->accessibleDescription().contains(vmscope::formatTime(to, to - from)),
        qPrintable(chart->accessibleDescription()));
}

void TestAccessibility::chartsFollowAPaletteChangedLive()
{
    const QPalette light = QApplication::palette();
    QPalette dark = light;
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    // Each page's charts, in the palette of the moment: dark, then light again.
    const auto checkCharts = [&](bool isDark) {
        int checked = 0;
        QStringList wrong;
        forEachPage([&](const QString &page, QWidget *root) {
            for (QChartView *view : root->findChildren<QChartView *>()) {
                if (!view->chart() || !view->isVisible()) {
                    continue;
                }
                ++checked;
                const QColor background = view->chart()->backgroundBrush().color();
                const QColor labels = view->chart()->axes().isEmpty()
                    ? view->chart()->titleBrush().color()
                    : view->chart()->axes().constFirst()->labelsBrush().color();
                if ((background.lightness() < 128) != isDark
                    || (labels.lightness() < 128) == isDark) {
                    wrong.append(page + u": "_s + describe(view) + u" background "_s
                        + background.name() + u", labels "_s + labels.name());
                }
            }
        });
        QVERIFY2(reportAll(u"palette"_s, wrong), qPrintable(QString::number(wrong.size())));
        QVERIFY(checked > 0);
    };
    QApplication::setPalette(dark);
    GuiDriver::settle();
    checkCharts(true);
    QApplication::setPalette(light);
    GuiDriver::settle();
    checkCharts(false);
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
