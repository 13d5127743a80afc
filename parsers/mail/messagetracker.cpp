// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/mail/messagetracker.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace vmscope {

void MessageTracker::feed(const CleanLine &line, CleanText &out)
{
    static const QRegularExpression header(
        uR"(^(From|Subject|Date|Message-I[Dd]):\s*(.*)$)"_s);
    static const QRegularExpression mboxFrom(uR"(^From \S+ .*\d{4}\s*$)"_s);
    if (line.quoteDepth != 0) {
        m_inHeaders = false;
        return;
    }
    // Outside a header run only a line starting as one of the four headers (or `From `)
    // matters: the regexes are kept off the millions of lines of a log.
    const QChar first = line.text.isEmpty() ? QChar() : line.text.front();
    if (!m_inHeaders && first != u'F' && first != u'S' && first != u'D' && first != u'M') {
        return;
    }
    if (mboxFrom.match(line.text).hasMatch()) {
        startMessage(line, out);
        return;
    }
    const auto match = header.match(line.text);
    if (!match.hasMatch()) {
        // Another header, or one folded onto the next line (`Cc:` lists, `Received:` trails:
        // RFC 5322 continues a header on a line that starts with a blank).
        static const QRegularExpression anyHeader(uR"(^(?:[A-Za-z][\w-]*:\s|[ \t]+\S))"_s);
        m_inHeaders = m_inHeaders && anyHeader.match(line.text).hasMatch();
        return;
    }
    const QString name = match.captured(1);
    if (name.startsWith(u"Message-I")) {
        // Never the start of a message: only kept when a message's headers are being read.
        if (m_inHeaders && !out.messages.isEmpty()) {
            out.messages.last().messageId = match.captured(2).trimmed().remove(u'<').remove(u'>');
        }
        return;
    }
    if (startsAnotherMessage(name, out)) {
        startMessage(line, out);
    }
    MessageInfo &message = out.messages.last();
    const QString value = match.captured(2).trimmed();
    QString &field
        = name == u"From" ? message.author : (name == u"Subject" ? message.subject : message.date);
    field = value;
}

bool MessageTracker::startsAnotherMessage(const QString &name, const CleanText &out) const
{
    // A second `From:` in one header run is the next message of a paste without separators.
    return !m_inHeaders
        || (name == u"From" && !out.messages.isEmpty()
            && !out.messages.constLast().author.isEmpty());
}

void MessageTracker::startMessage(const CleanLine &line, CleanText &out)
{
    out.messages.append(MessageInfo { {}, {}, {}, line.physicalLine, {} });
    m_inHeaders = true;
}

} // namespace vmscope
