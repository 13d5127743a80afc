// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/input/growingfile.h"

#include "core/text/filekind.h"
#include "parsers/input/decompressor.h"

#include <QCoreApplication>

#include <sys/stat.h>

#include <algorithm>

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::GrowingFile)
};

/// Bytes re-read before the offset to tell a file rewritten in place (same size or larger,
/// other text) from one that only grew.
constexpr qint64 checkedTailBytes = 256;

} // namespace

GrowingFile::GrowingFile(QString path, qint64 maxBytes)
    : m_path(std::move(path))
    , m_maxBytes(maxBytes)
{
}

GrowingFile::Poll GrowingFile::stop(const QString &message)
{
    m_stopped = true;
    m_file.close();
    return { Change::Stopped, message, 0 };
}

void GrowingFile::restart()
{
    m_text.clear();
    m_partial.clear();
    m_offset = 0;
    m_lines = 0;
    ++m_restarts;
}

bool GrowingFile::open(Poll &poll)
{
    m_file.close();
    m_file.setFileName(m_path);
    // Looked at before it is opened: opening a FIFO waits for its writer, and the GUI with it.
    if (pathExists(m_path) && !isRegularFile(m_path)) {
        poll = stop(Text::tr("%1 is not a regular file; only a file can be followed").arg(m_path));
        return false;
    }
    if (!m_file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        poll = stop(Text::tr("%1 cannot be read: %2").arg(m_path, m_file.errorString()));
        return false;
    }
    // The file opened is the one looked at, not one put in its place in between.
    struct stat status {};
    if (::fstat(m_file.handle(), &status) != 0 || !S_ISREG(status.st_mode)) {
        poll = stop(Text::tr("%1 is not a regular file; only a file can be followed").arg(m_path));
        return false;
    }
    // Every later read seeks first: no need to go back.
    if (const Compression compression = compressionOf(m_file.read(8)); compression != Compression::None) {
        poll = stop(Text::tr("%1 is %2 data: a compressed log is opened (File > Open), not followed")
                        .arg(m_path, compressionName(compression)));
        return false;
    }
    m_identity = { quint64(status.st_dev), quint64(status.st_ino) };
    m_opened = true;
    return true;
}

bool GrowingFile::stillHoldsWhatWasRead()
{
    // The last bytes taken: the end of m_text, then m_partial.
    const qint64 length
        = std::min<qint64>({ checkedTailBytes, m_offset, m_text.size() + m_partial.size() });
    if (length == 0) {
        return true;
    }
    const qint64 fromText = std::max<qint64>(0, length - m_partial.size());
    const QByteArray read = m_text.right(fromText) + m_partial.right(length - fromText);
    if (!m_file.seek(m_offset - length)) {
        return false;
    }
    return m_file.read(length) == read;
}

bool GrowingFile::readUpTo(qint64 size, Poll &poll)
{
    const qint64 wanted = std::min(size - m_offset, maxBytesPerPoll);
    if (wanted <= 0) {
        return true;
    }
    if (m_text.size() + m_partial.size() + wanted > m_maxBytes) {
        poll = stop(Text::tr("%1 passed %2 at line %3: it is no longer followed (File > Open reads it "
                       "whole)")
                        .arg(m_path, byteSizeText(m_maxBytes), QString::number(m_lines + 1)));
        return false;
    }
    if (!m_file.seek(m_offset)) {
        poll = stop(Text::tr("%1 cannot be read: %2").arg(m_path, m_file.errorString()));
        return false;
    }
    const QByteArray chunk = m_file.read(wanted);
    if (chunk.isEmpty()) {
        return true; // nothing there after all (a sparse write in flight); look again later
    }
    m_offset += chunk.size();
    poll.more = m_offset < size;
    m_partial += chunk;
    // Only whole lines are handed on: the writer may be halfway through the last one.
    const qsizetype end = m_partial.lastIndexOf('\n') + 1;
    if (end > 0) {
        const qsizetype lines = m_partial.left(end).count('\n');
        m_text += m_partial.left(end);
        m_partial.remove(0, end);
        m_lines += lines;
        poll.linesAdded += lines;
        if (poll.change == Change::None) {
            poll.change = Change::Grew;
        }
    }
    return true;
}

GrowingFile::Poll GrowingFile::poll()
{
    Poll result;
    if (m_stopped) {
        return { Change::Stopped, {}, 0 };
    }
    if (!m_opened) {
        if (!open(result)) {
            return result;
        }
    }
    struct stat status {};
    if (::stat(QFile::encodeName(m_path).constData(), &status) != 0) {
        if (m_vanished) {
            return result;
        }
        m_vanished = true;
        return { Change::Vanished,
            Text::tr("%1 is gone; what was read is kept, and it is read again if it comes back")
                .arg(m_path),
            0 };
    }
    const Identity identity { quint64(status.st_dev), quint64(status.st_ino) };
    if (m_vanished || identity != m_identity) {
        // Rotated (`mv log log.1` and a new `log`) or removed and written again: the new file
        // is another log; what the old one held stays as it was read.
        const bool wasGone = m_vanished;
        m_vanished = false;
        if (!open(result)) {
            return result;
        }
        restart();
        result.change = Change::Restarted;
        result.message = wasGone ? Text::tr("%1 is back; it is read from its first line").arg(m_path)
                                 : Text::tr("%1 was replaced by another file (rotated?); the new "
                                      "file is read from its first line")
                                       .arg(m_path);
    } else if (status.st_size < m_offset) {
        const qint64 before = m_offset;
        restart();
        result.change = Change::Restarted;
        result.message = Text::tr("%1 was cut short from %2 to %3; it is read again from its first "
                            "line")
                             .arg(m_path, byteSizeText(before), byteSizeText(status.st_size));
    } else if (status.st_size >= m_offset && !stillHoldsWhatWasRead()) {
        restart();
        result.change = Change::Restarted;
        result.message
            = Text::tr("%1 was rewritten; it is read again from its first line").arg(m_path);
    }
    readUpTo(qint64(status.st_size), result);
    return result;
}

} // namespace vmscope
