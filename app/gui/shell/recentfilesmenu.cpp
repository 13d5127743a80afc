// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/recentfilesmenu.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr qsizetype maximumFiles = 10;

} // namespace

RecentFilesMenu::RecentFilesMenu(const QString &title, const QString &settingsKey, QWidget *parent)
    : QMenu(title, parent)
    , m_settingsKey(settingsKey)
{
    setToolTipsVisible(true);
    rebuild();
}

QStringList RecentFilesMenu::files() const
{
    return QSettings().value(m_settingsKey).toStringList();
}

void RecentFilesMenu::addFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    QSettings().setValue(m_settingsKey, list.mid(0, maximumFiles));
    rebuild();
}

void RecentFilesMenu::rebuild()
{
    clear();
    const QStringList list = files();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = list.at(i);
        // The number is a mnemonic, as in every other application's recent list.
        QAction *action = addAction(u"&%1  %2"_s.arg(
            i + 1 < 10 ? QString::number(i + 1) : u"0"_s, QFileInfo(path).fileName()));
        action->setToolTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { emit fileChosen(path); });
    }
    if (list.isEmpty()) {
        addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    addSeparator();
    connect(addAction(tr("&Clear List")), &QAction::triggered, this, [this] {
        QSettings().remove(m_settingsKey);
        rebuild();
    });
}

} // namespace vmscope
