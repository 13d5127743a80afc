// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/document.h"
#include "parsers/input/growingfile.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <vector>

namespace vmscope {

class Workspace;

/// File > Follow File: logs another program is still writing (`vmstat 1 > log`,
/// `top -b > log`), read again as they grow. Every half second each file is looked at; what
/// it gained is parsed off the GUI thread with the rest of it, and the workspace takes the
/// longer captures in the place of the shorter ones (ids, labels, colours and notes stay), so
/// the charts and the findings follow. A file cut short, rewritten or replaced (rotated) is
/// said, and what it holds from then on becomes captures of their own.
///
/// Reading a file whole again each time keeps every parser as it is; so that a long log
/// does not keep a core busy, ReadingPace spaces the readings out.
class FollowController : public QObject
{
    Q_OBJECT

public:
    static constexpr int pollIntervalMs = GrowingFile::pollIntervalMs;

    explicit FollowController(Workspace *workspace, QObject *parent = nullptr);
    ~FollowController() override;

    /// Starts following `path` (nothing when it is followed already); its captures come with
    /// the first reading.
    void follow(const QString &path);
    /// Stops following every file; what was read stays.
    void stopAll();
    [[nodiscard]] QStringList followedFiles() const;
    [[nodiscard]] bool isFollowing() const { return !m_followed.empty(); }
    /// True while a file's new lines wait to be parsed or are being parsed.
    [[nodiscard]] bool isBusy() const;
    /// "Following vmstat.log (120 lines)", for the status bar; empty when nothing is followed.
    [[nodiscard]] QString statusText() const;

signals:
    /// Something the user should hear of: a file cut short, replaced, gone, or not followed
    /// any more.
    void message(const QString &text);
    /// The files followed, or their status text, changed.
    void statusChanged();

private:
    struct Followed;

    void pollAll();
    void poll(Followed &followed);
    void startReading(Followed &followed);
    void takeReading(Followed &followed, const Document &reading);
    void stop(Followed &followed, const QString &why);
    /// Records in the document, against the input read so far, what became of its file (cut
    /// short, replaced, gone).
    void noteOnInput(const Followed &followed, const QString &what);

    Workspace *m_workspace;
    QTimer m_timer;
    std::vector<std::unique_ptr<Followed>> m_followed;
};

} // namespace vmscope
