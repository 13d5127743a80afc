// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDialog>

class QMenuBar;
class QTabWidget;
class QTextBrowser;
class QTreeWidget;

namespace vmscope {

/// Help > User Guide, Keyboard Shortcuts and Stall Rules: one window with a tab for each. The
/// guide and the rules are docs/user-guide.md and docs/stalls.md, embedded, so the window
/// says what the repository's documents say; the shortcuts are read from the menus, so none
/// is missing or out of date, with the gestures and the keys of single pages after them.
class HelpBrowser : public QDialog
{
    Q_OBJECT

public:
    enum class Page { Guide, Shortcuts, StallRules };

    HelpBrowser(const QMenuBar *menus, QWidget *parent = nullptr);

    void showPage(Page page);
    [[nodiscard]] Page currentPage() const;

    /// Every menu entry with a shortcut, as "File > Follow File…" and its keys in the
    /// platform's words ("Ctrl+Shift+O"), in menu order.
    [[nodiscard]] static QList<QPair<QString, QString>> menuShortcuts(const QMenuBar *menus);

private:
    /// What no menu entry carries: the mouse on a chart and the keys of one page or list.
    [[nodiscard]] static QList<QPair<QString, QString>> gesturesAndPageKeys();
    QTextBrowser *addDocument(const QString &resource, const QString &title);
    QTreeWidget *addShortcuts(const QMenuBar *menus);
    void followLink(const QUrl &url);

    QTabWidget *m_tabs = nullptr;
};

} // namespace vmscope
