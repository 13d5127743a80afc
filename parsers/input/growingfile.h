// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QString>

namespace vmscope {

/// When a growing file is worth reading whole again: at once the first time, then no sooner
/// than three times as long as the last reading took after it ended, so that following a
/// long log leaves most of a core to everything else (the GUI and the CLI follow alike).
class ReadingPace
{
public:
    [[nodiscard]] bool isDue() const
    {
        return !m_sinceEnd.isValid() || m_sinceEnd.elapsed() >= spacing * m_lastMs;
    }
    void started() { m_running.start(); }
    /// The reading begun last ended; everything it took counts, its use of the result too.
    void finished()
    {
        m_lastMs = m_running.isValid() ? m_running.elapsed() : 0;
        m_sinceEnd.start();
    }

private:
    static constexpr qint64 spacing = 3;
    QElapsedTimer m_running;
    QElapsedTimer m_sinceEnd;
    qint64 m_lastMs = 0;
};

/// A log another program is still writing (`vmstat 1 > log`, `top -b > log`), read as it
/// grows: each poll() takes the complete lines written since the last one. It notices when
/// the file is cut short (`> log` again, logrotate's copytruncate), rewritten in place,
/// replaced by another file (rotated: `mv log log.1`) or removed, and says so; the text then
/// starts again from the new file's first line.
///
/// Not a QObject and no timer of its own: the caller decides how often to look.
class GrowingFile
{
public:
    /// More than this is not followed (a log that grows for days is opened, not followed).
    static constexpr qint64 defaultMaxBytes = qint64(256) << 20;
    /// How often a follower looks (ms): a `vmstat 1` row shows within half its interval.
    static constexpr int pollIntervalMs = 500;
    /// What one poll reads at most, so that a burst (or a huge file) never stalls its caller.
    static constexpr qint64 maxBytesPerPoll = qint64(16) << 20;

    explicit GrowingFile(QString path, qint64 maxBytes = defaultMaxBytes);

    enum class Change {
        None, // nothing new (or only part of a line)
        Grew, // complete lines were added to text()
        Restarted, // the file was cut, rewritten or replaced: text() holds the new file's lines
        Vanished, // the file is gone: text() keeps what was read, later polls wait for it
        Stopped, // it cannot be followed any more (unreadable, or past the limit): see message
    };

    struct Poll
    {
        Change change = Change::None;
        /// What happened, for the status bar: "cut short to 0 bytes", "replaced by a new file".
        QString message;
        qsizetype linesAdded = 0;
        /// The file holds more than one poll reads (a large file, a burst): poll again before
        /// reading the text whole.
        bool more = false;
    };

    /// Looks at the file once and reads what it can of what is new.
    Poll poll();

    [[nodiscard]] const QString &path() const { return m_path; }
    /// The complete lines read since the start or the last restart, newline included.
    [[nodiscard]] const QByteArray &text() const { return m_text; }
    [[nodiscard]] qsizetype lineCount() const { return m_lines; }
    /// How many times the text started again (cut, rewritten or replaced).
    [[nodiscard]] int restarts() const { return m_restarts; }
    /// True once a poll said Stopped: later polls change nothing.
    [[nodiscard]] bool isStopped() const { return m_stopped; }

private:
    /// The file's identity: a new inode under the same path is another file.
    struct Identity
    {
        quint64 device = 0;
        quint64 inode = 0;
        friend bool operator==(const Identity &, const Identity &) = default;
    };

    bool open(Poll &poll);
    void restart();
    /// Reads from the open file up to `size` (its size now); false when reading failed.
    bool readUpTo(qint64 size, Poll &poll);
    /// True when the bytes before the offset are still the ones read there.
    [[nodiscard]] bool stillHoldsWhatWasRead();
    Poll stop(const QString &message);

    QString m_path;
    qint64 m_maxBytes;
    QFile m_file;
    Identity m_identity;
    bool m_opened = false;
    bool m_vanished = false;
    bool m_stopped = false;
    qint64 m_offset = 0; // bytes of the open file consumed: text() plus m_partial
    QByteArray m_partial; // the last line, while it has no newline yet
    QByteArray m_text;
    qsizetype m_lines = 0;
    int m_restarts = 0;
};

} // namespace vmscope
