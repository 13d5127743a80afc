// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/helpbrowser.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// A menu entry's text as a reader says it: "&Follow File…" is "Follow File…".
QString plainText(const QString &text)
{
    QString plain = text;
    plain.replace(u"&&"_s, u"\x1"_s).remove(u'&').replace(u'\x1', u'&');
    return plain.section(u'\t', 0, 0);
}

void collectShortcuts(
    const QMenu *menu, const QString &path, QList<QPair<QString, QString>> &shortcuts)
{
    const QList<QAction *> actions = menu->actions();
    for (const QAction *action : actions) {
        if (action->isSeparator()) {
            continue;
        }
        const QString entry = path + u" > "_s + plainText(action->text());
        if (action->menu()) {
            collectShortcuts(action->menu(), entry, shortcuts);
            continue;
        }
        QStringList keys;
        const QList<QKeySequence> sequences = action->shortcuts();
        for (const QKeySequence &sequence : sequences) {
            // A standard key the platform does not bind (Preferences on Linux) is empty.
            if (!sequence.isEmpty()) {
                keys.append(sequence.toString(QKeySequence::NativeText));
            }
        }
        if (!keys.isEmpty()) {
            shortcuts.append({ entry, keys.join(u", "_s) });
        }
    }
}

} // namespace

HelpBrowser::HelpBrowser(const QMenuBar *menus, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"helpBrowser"_s);
    setWindowTitle(tr("vmscope Help"));
    auto *layout = new QVBoxLayout(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"helpTabs"_s);
    layout->addWidget(m_tabs);
    addDocument(u":/docs/user-guide.md"_s, tr("&User Guide"))->setObjectName(u"userGuide"_s);
    addShortcuts(menus);
    addDocument(u":/docs/stalls.md"_s, tr("&Stall Rules"))->setObjectName(u"stallRules"_s);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    resize(900, 700);
}

void HelpBrowser::showPage(Page page)
{
    m_tabs->setCurrentIndex(int(page));
}

HelpBrowser::Page HelpBrowser::currentPage() const
{
    return Page(m_tabs->currentIndex());
}

QList<QPair<QString, QString>> HelpBrowser::menuShortcuts(const QMenuBar *menus)
{
    QList<QPair<QString, QString>> shortcuts;
    const QList<QAction *> actions = menus->actions();
    for (const QAction *action : actions) {
        if (action->menu()) {
            const QString path = plainText(action->text());
            collectShortcuts(action->menu(), path, shortcuts);
        }
    }
    return shortcuts;
}

QList<QPair<QString, QString>> HelpBrowser::gesturesAndPageKeys()
{
    return {
        { tr("Chart: zoom around the mouse"), tr("Wheel") },
        { tr("Chart: zoom to a span"), tr("Shift+drag") },
        { tr("Chart: pan"), tr("Drag") },
        { tr("Chart: add a note over a span"), tr("Ctrl+drag") },
        { tr("Chart: show everything again"), tr("Double-click") },
        { tr("Chart: show a sample's line in the source"), tr("Click on the sample") },
        { tr("Chart: Y axis (from zero, fit, fixed range, log scale), notes"),
            tr("Right-click") },
        { tr("Source: find, next match, previous match"), tr("Ctrl+F, F3, Shift+F3") },
        { tr("Source: close the find bar"), tr("Escape") },
        { tr("Processes, Profile, Profile Diff, Slabs: filter the table"), tr("Ctrl+F") },
        { tr("Captures: rename, remove"), tr("F2, Delete") },
        { tr("Findings, Diagnostics, Events: show the line or the span"), tr("Enter") },
    };
}

QTextBrowser *HelpBrowser::addDocument(const QString &resource, const QString &title)
{
    auto *browser = new QTextBrowser(m_tabs);
    QFile file(resource);
    // Embedded at build time: a missing one is a build fault, said rather than a blank page.
    browser->setMarkdown(file.open(QIODevice::ReadOnly)
            ? QString::fromUtf8(file.readAll())
            : tr("The document %1 is missing from this build.").arg(resource));
    // Links between the documents switch tabs; those to the web open in the browser.
    browser->setOpenLinks(false);
    connect(browser, &QTextBrowser::anchorClicked, this, &HelpBrowser::followLink);
    m_tabs->addTab(browser, title);
    return browser;
}

QTreeWidget *HelpBrowser::addShortcuts(const QMenuBar *menus)
{
    auto *list = new QTreeWidget(m_tabs);
    list->setObjectName(u"shortcutList"_s);
    list->setHeaderLabels({ tr("Action"), tr("Keys") });
    list->setRootIsDecorated(false);
    list->setAlternatingRowColors(true);
    list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    list->header()->setStretchLastSection(false);
    const QList<QPair<QString, QString>> rows = menuShortcuts(menus) + gesturesAndPageKeys();
    for (const auto &[action, keys] : rows) {
        list->addTopLevelItem(new QTreeWidgetItem({ action, keys }));
    }
    m_tabs->addTab(list, tr("&Keyboard Shortcuts"));
    return list;
}

void HelpBrowser::followLink(const QUrl &url)
{
    const QString file = url.fileName();
    if (file == u"stalls.md"_s) {
        showPage(Page::StallRules);
    } else if (file == u"user-guide.md"_s) {
        showPage(Page::Guide);
    } else if (!url.isRelative()) {
        QDesktopServices::openUrl(url);
    } else if (auto *browser = qobject_cast<QTextBrowser *>(m_tabs->currentWidget());
               browser && url.hasFragment() && url.path().isEmpty()) {
        browser->scrollToAnchor(url.fragment());
    }
}

} // namespace vmscope
