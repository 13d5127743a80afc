// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/session/session.h"
#include "parsers/session/sessionloader.h"

#include <QHash>
#include <QLockFile>
#include <QObject>
#include <QTimer>

#include <memory>

namespace vmscope {

class MainWindow;

/// The window's work as a `.vmscope` session (docs/session-format.md): File > Save, Save As
/// and Open of sessions, the question before unsaved work is lost, and the autosave that a
/// crashed or killed vmscope leaves for the next start to offer back.
class SessionController : public QObject
{
    Q_OBJECT

public:
    explicit SessionController(MainWindow *window);
    ~SessionController() override;

    /// The file the work was last saved to or opened from; empty when it has none.
    [[nodiscard]] QString sessionPath() const { return m_path; }

    /// The session of what the window shows now, its sources stored as the user chose.
    [[nodiscard]] Session currentSession() const;

    /// Saves to sessionPath(), or asks for a file when there is none. True when saved.
    bool save();
    /// Asks for a file (and, when inputs are files, whether to keep their text). True when saved.
    bool saveAs();
    /// Writes the session to `path` all or nothing; says so in the status bar. True when saved.
    bool saveTo(const QString &path);
    /// Replaces the window's work by the session at `path`, after asking about unsaved work;
    /// a session that cannot be read changes nothing. True when opened.
    bool open(const QString &path);
    /// Shows `restored` as the session left it: captures, colours, notes, tabs and choices.
    void apply(const RestoredSession &restored);

    /// When the work has unsaved changes, asks whether to save them before `action` ("quit");
    /// true when the caller may go on (saved, or the user let them go).
    bool maybeSave(const QString &action);
    /// Leaves the window without work: the session forgotten, nothing unsaved.
    void closeSession();

    /// Writes the autosave now when there is anything unsaved since the last one.
    void autosave();
    /// Where this window's autosave goes.
    [[nodiscard]] QString autosavePath() const { return m_autosavePath; }
    /// Autosaves left by vmscopes that ended without closing (crashed or killed), newest first.
    [[nodiscard]] static QStringList orphanedAutosaves();
    /// Offers the newest orphaned autosave back (Recover / Discard), without blocking: the
    /// question is a window-modal message box. Does nothing when there is none.
    void offerRecovery();
    /// How often the work is autosaved while it has unsaved changes (60 s unless set).
    void setAutosaveInterval(int milliseconds) { m_autosaveTimer.setInterval(milliseconds); }

signals:
    void sessionPathChanged(const QString &path);

private:
    /// Asks the user for a file where `source` (gone or changed) is now; empty if not found.
    QString locate(const SessionSource &source, const QString &problem);
    /// The document's sources that are files on disk, by name, with their absolute paths.
    [[nodiscard]] QHash<QString, QString> fileSources() const;
    void setPath(const QString &path);
    void recover(const QString &file);
    void scheduleAutosave();
    void removeAutosave();
    void showMessage(const QString &message) const;

    MainWindow *m_window;
    QString m_path;
    QHash<QString, QString> m_referenced; // sources the user chose to refer to, by name
    QString m_autosavePath;
    std::unique_ptr<QLockFile> m_autosaveLock;
    QTimer m_autosaveTimer;
    int m_changes = 0; // edits seen since start
    int m_autosavedChanges = 0; // what the last autosave held
};

} // namespace vmscope
