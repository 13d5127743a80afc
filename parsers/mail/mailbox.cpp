// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/mail/mailbox.h"

#include <QCoreApplication>
#include <QRegularExpression>

// GLib's headers use `signals` as a name, which Qt defines as a keyword.
#pragma push_macro("signals")
#undef signals
#include <gmime/gmime.h>
#pragma pop_macro("signals")

#include <mutex>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::Mailbox)
};

/// Frees a GLib string or a GObject when it goes out of scope.
struct GFreeString
{
    void operator()(char *text) const { g_free(text); }
};
using GString_ = std::unique_ptr<char, GFreeString>;

template <typename T>
struct GObjectUnref
{
    void operator()(T *object) const
    {
        if (object) {
            g_object_unref(object);
        }
    }
};
template <typename T>
using GObjectPtr = std::unique_ptr<T, GObjectUnref<T>>;

void initialiseGMime()
{
    static std::once_flag once;
    std::call_once(once, [] { g_mime_init(); });
}

/// What walking one message's parts found.
struct BodyParts
{
    QStringList texts;
    int decoded = 0; // parts that were quoted-printable or base64
    int skipped = 0; // parts that are not text (images, signatures, HTML)
};

void collectPart(GMimeObject *, GMimeObject *part, gpointer data)
{
    auto *parts = static_cast<BodyParts *>(data);
    if (!GMIME_IS_TEXT_PART(part)) {
        if (GMIME_IS_PART(part)) {
            ++parts->skipped;
        }
        return;
    }
    GMimeContentType *type = g_mime_object_get_content_type(part);
    // HTML repeats the plain part in markup; a log is never only there.
    if (g_mime_content_type_is_type(type, "text", "html")) {
        ++parts->skipped;
        return;
    }
    const GMimeContentEncoding encoding = g_mime_part_get_content_encoding(GMIME_PART(part));
    if (encoding == GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE
        || encoding == GMIME_CONTENT_ENCODING_BASE64) {
        ++parts->decoded;
    }
    const GString_ text(g_mime_text_part_get_text(GMIME_TEXT_PART(part)));
    if (text) {
        parts->texts.append(QString::fromUtf8(text.get()));
    }
}

QString headerOf(GMimeMessage *message, const char *name)
{
    const char *value = g_mime_object_get_header(GMIME_OBJECT(message), name);
    return value ? QString::fromUtf8(value).simplified() : QString();
}

/// One message as the text the pipeline reads.
QString messageText(GMimeMessage *message, BodyParts &parts)
{
    QString author;
    if (InternetAddressList *from = g_mime_message_get_from(message)) {
        const GString_ list(internet_address_list_to_string(from, nullptr, FALSE));
        author = list ? QString::fromUtf8(list.get()) : QString();
    }
    const char *subject = g_mime_message_get_subject(message);
    const char *id = g_mime_message_get_message_id(message);
    const QString date = headerOf(message, "Date");
    g_mime_message_foreach(message, collectPart, &parts);
    QString text = u"From vmscope %1\n"_s.arg(date.isEmpty() ? u"Thu Jan  1 00:00:00 1970"_s : date);
    text += u"From: "_s + author + u'\n';
    if (!date.isEmpty()) {
        text += u"Date: "_s + date + u'\n';
    }
    text += u"Subject: "_s + (subject ? QString::fromUtf8(subject) : QString()) + u'\n';
    if (id) {
        text += u"Message-ID: <"_s + QString::fromUtf8(id) + u">\n"_s;
    }
    text += u'\n';
    for (QString body : std::as_const(parts.texts)) {
        body.replace(u"\r\n"_s, u"\n"_s);
        // A body line that starts with "From " would read as the next message's separator.
        static const QRegularExpression separator(u"^From "_s, QRegularExpression::MultilineOption);
        body.replace(separator, u">From "_s);
        text += body;
        if (!body.endsWith(u'\n')) {
            text += u'\n';
        }
        text += u'\n';
    }
    return text;
}

bool isHeaderLine(QByteArrayView line)
{
    static const QRegularExpression header(uR"(^[A-Za-z][\w-]*:[ \t])"_s);
    return header.match(QString::fromLatin1(line)).hasMatch();
}

} // namespace

MailFormat mailFormatOf(QByteArrayView head)
{
    // The first lines only: a mailbox starts as one, whatever follows.
    QList<QByteArrayView> lines;
    qsizetype start = 0;
    while (start < head.size() && lines.size() < 60) {
        qsizetype end = head.indexOf('\n', start);
        end = end < 0 ? head.size() : end;
        QByteArrayView line = head.sliced(start, end - start);
        lines.append(line.endsWith('\r') ? line.chopped(1) : line);
        start = end + 1;
    }
    if (lines.size() < 3) {
        return MailFormat::None;
    }
    static const QRegularExpression mboxFrom(uR"(^From \S+ .*\d{4}\s*$)"_s);
    const bool mbox = mboxFrom.match(QString::fromLatin1(lines.at(0))).hasMatch();
    // The header block: header lines (and their folded continuations) up to a blank line,
    // with From: and Subject: or Date: among them.
    bool from = false;
    bool subjectOrDate = false;
    for (qsizetype i = mbox ? 1 : 0; i < lines.size(); ++i) {
        const QByteArrayView line = lines.at(i);
        if (line.isEmpty()) {
            if (!(from && subjectOrDate)) {
                return MailFormat::None;
            }
            return mbox ? MailFormat::Mbox : MailFormat::Message;
        }
        if (line.startsWith(' ') || line.startsWith('\t')) {
            if (i == 0) {
                return MailFormat::None;
            }
            continue;
        }
        if (!isHeaderLine(line)) {
            return MailFormat::None;
        }
        from = from || line.startsWith("From:");
        subjectOrDate = subjectOrDate || line.startsWith("Subject:") || line.startsWith("Date:");
    }
    return MailFormat::None;
}

bool needsMimeParser(QByteArrayView bytes)
{
    // Over the bytes, line by line: no copy of a large thread as text just to look.
    static const QRegularExpression mime(
        uR"(^Content-(?:Transfer-Encoding:\s*base64|Type:\s*multipart/))"_s,
        QRegularExpression::CaseInsensitiveOption);
    for (qsizetype start = 0; start < bytes.size();) {
        qsizetype end = bytes.indexOf('\n', start);
        end = end < 0 ? bytes.size() : end;
        const QByteArrayView line = bytes.sliced(start, end - start);
        if (line.size() > 8 && qstrnicmp(line.data(), "content-", 8) == 0
            && mime.match(QString::fromLatin1(line.first(std::min<qsizetype>(line.size(), 200))))
                   .hasMatch()) {
            return true;
        }
        start = end + 1;
    }
    return false;
}

std::optional<QString> readMail(const QByteArray &bytes, MailFormat format, Diagnostics &diagnostics)
{
    initialiseGMime();
    // GMime reads the bytes in place; they outlive the stream.
    const GObjectPtr<GMimeStream> stream(g_mime_stream_mem_new_with_buffer(bytes.constData(), size_t(bytes.size())));
    const GObjectPtr<GMimeParser> parser(g_mime_parser_new_with_stream(stream.get()));
    g_mime_parser_set_format(parser.get(), format == MailFormat::Mbox ? GMIME_FORMAT_MBOX : GMIME_FORMAT_MESSAGE);
    QString text;
    int messages = 0;
    int decoded = 0;
    int skipped = 0;
    while (!g_mime_parser_eos(parser.get())) {
        const GObjectPtr<GMimeMessage> message(g_mime_parser_construct_message(parser.get(), nullptr));
        if (!message) {
            break;
        }
        BodyParts parts;
        text += messageText(message.get(), parts);
        ++messages;
        decoded += parts.decoded;
        skipped += parts.skipped;
        if (format == MailFormat::Message) {
            break;
        }
    }
    if (messages == 0) {
        return std::nullopt;
    }
    QString said = format == MailFormat::Mbox ? Text::tr("read as a mailbox of %n message(s)", nullptr, messages)
                                              : Text::tr("read as a mail message");
    if (decoded > 0) {
        said += u"; "_s + Text::tr("%n part(s) decoded from quoted-printable or base64", nullptr, decoded);
    }
    if (skipped > 0) {
        said += u"; "_s + Text::tr("%n part(s) that are not plain text left out (HTML, images, signatures)", nullptr, skipped);
    }
    said += u"; "_s + Text::tr("line numbers are of the decoded text, shown in the Source tab");
    diagnostics.append({ Diagnostic::Severity::Note, 0, said });
    return text;
}

} // namespace vmscope
