// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QMenu>

namespace vmscope {

/// File > Open Recent: the last files opened, newest first, kept in QSettings under
/// `settingsKey` (logs and sessions have a list each).
class RecentFilesMenu : public QMenu
{
    Q_OBJECT

public:
    RecentFilesMenu(const QString &title, const QString &settingsKey, QWidget *parent = nullptr);

    /// Puts `path` first, dropping its older entry and anything past the tenth.
    void addFile(const QString &path);
    [[nodiscard]] QStringList files() const;

signals:
    void fileChosen(const QString &path);

private:
    void rebuild();

    QString m_settingsKey;
};

} // namespace vmscope
