// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDialog>
#include <QHash>

class QTableWidget;

namespace vmscope {

/// Save As asks, for each input read from a file, whether the session keeps its text (it can
/// be mailed or moved alone) or refers to the file with a checksum (it stays small). Pastes
/// and dropped text are always kept.
class SessionSourcesDialog : public QDialog
{
    Q_OBJECT

public:
    /// `files`: the document's sources that are files, by name, with their paths; `referenced`
    /// the ones the last save referred to.
    SessionSourcesDialog(const QHash<QString, QString> &files, const QHash<QString, QString> &referenced,
        QWidget *parent = nullptr);

    /// The sources the user chose to refer to, by name, with their paths.
    [[nodiscard]] QHash<QString, QString> referenced() const;
    /// The table of sources (a test ticks its rows).
    [[nodiscard]] QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table = nullptr;
    QHash<QString, QString> m_files;
};

} // namespace vmscope
