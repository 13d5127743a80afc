// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/input/textdecoder.h"

#include "parsers/input/decompressor.h"
#include "parsers/mail/mailbox.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringDecoder>

#include <algorithm>
#include <array>
#include <climits>

namespace vmscope {
namespace {

constexpr qsizetype chunkBytes = 16 * 1024 * 1024; // decoded at a time, for progress

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::TextDecoder)
};

Diagnostic latin1Note()
{
    return {Diagnostic::Severity::Note, 0, Text::tr("input is not valid UTF-8; read as Latin-1")};
}

/// NUL characters (read from NUL bytes) become blanks; the count and the line of the first
/// are reported. Done on the decoded text, which is ours alone, so no copy of the bytes is made.
void reportNulCharacters(QString &text, Diagnostics &diagnostics)
{
    const qsizetype first = text.indexOf(QChar(0));
    if (first < 0) {
        return;
    }
    const qsizetype line = QStringView(text).first(first).count(u'\n') + 1;
    const qsizetype count = text.count(QChar(0));
    text.replace(QChar(0), u' ');
    // Counted before the call: lupdate (Qt 6.4) loops for ever on a template in its arguments.
    const int nuls = int(std::min<qsizetype>(count, INT_MAX));
    diagnostics.append({Diagnostic::Severity::Warning, int(std::min<qsizetype>(line, INT_MAX)),
                        QCoreApplication::translate(
                            "vmscope::TextDecoder", "%n NUL byte(s) in the input were read as blanks",
                            nullptr, nuls)});
}

/// Line ends of carriage returns alone (classic Mac OS, some serial consoles) become line
/// feeds, so that the lines are not all read as one. Only when lone CRs outnumber the line
/// feeds: a CR inside a line (a progress bar redrawn) is left alone.
void repairCarriageReturns(QString &text, Diagnostics &diagnostics)
{
    if (!text.contains(u'\r')) {
        return;
    }
    qsizetype lone = 0;
    for (qsizetype i = text.indexOf(u'\r'); i >= 0; i = text.indexOf(u'\r', i + 1)) {
        lone += i + 1 == text.size() || text.at(i + 1) != u'\n';
    }
    if (lone <= text.count(u'\n')) {
        return;
    }
    for (qsizetype i = text.indexOf(u'\r'); i >= 0; i = text.indexOf(u'\r', i + 1)) {
        if (i + 1 == text.size() || text.at(i + 1) != u'\n') {
            text[i] = u'\n';
        }
    }
    diagnostics.append({Diagnostic::Severity::Note, 0,
                        Text::tr("lines end in a carriage return alone; read as line ends")});
}

/// What every decoded text goes through last.
void finishText(QString &text, Diagnostics &diagnostics)
{
    repairCarriageReturns(text, diagnostics);
    reportNulCharacters(text, diagnostics);
}

struct WideEncoding
{
    QStringDecoder::Encoding encoding;
    qsizetype bomLength;
    const char *name;
};

/// UTF-16 or UTF-32, from a byte order mark or from the NUL bytes that ASCII text has in
/// them at fixed places; nullopt for anything else.
std::optional<WideEncoding> wideEncodingOf(QByteArrayView head)
{
    // (Lengths given: a literal's NUL ends it.)
    if (head.startsWith(QByteArrayView("\xFF\xFE\x00\x00", 4))) {
        return WideEncoding { QStringDecoder::Utf32LE, 4, "UTF-32LE" };
    }
    if (head.startsWith(QByteArrayView("\x00\x00\xFE\xFF", 4))) {
        return WideEncoding { QStringDecoder::Utf32BE, 4, "UTF-32BE" };
    }
    if (head.startsWith("\xFF\xFE")) {
        return WideEncoding { QStringDecoder::Utf16LE, 2, "UTF-16LE" };
    }
    if (head.startsWith("\xFE\xFF")) {
        return WideEncoding { QStringDecoder::Utf16BE, 2, "UTF-16BE" };
    }
    const qsizetype length = std::min<qsizetype>(head.size(), 4096) / 4 * 4;
    if (length < 8) {
        return std::nullopt;
    }
    std::array<qsizetype, 4> zeros {};
    for (qsizetype i = 0; i < length; ++i) {
        zeros[std::size_t(i % 4)] += head[i] == '\0';
    }
    const qsizetype quarter = length / 4;
    const auto mostly = [quarter](qsizetype count) { return count * 10 >= quarter * 9; };
    const auto rarely = [quarter](qsizetype count) { return count * 10 <= quarter; };
    if (rarely(zeros[0]) && mostly(zeros[1]) && mostly(zeros[2]) && mostly(zeros[3])) {
        return WideEncoding { QStringDecoder::Utf32LE, 0, "UTF-32LE" };
    }
    if (mostly(zeros[0]) && mostly(zeros[1]) && mostly(zeros[2]) && rarely(zeros[3])) {
        return WideEncoding { QStringDecoder::Utf32BE, 0, "UTF-32BE" };
    }
    if (rarely(zeros[0]) && rarely(zeros[2]) && mostly(zeros[1]) && mostly(zeros[3])) {
        return WideEncoding { QStringDecoder::Utf16LE, 0, "UTF-16LE" };
    }
    if (mostly(zeros[0]) && mostly(zeros[2]) && rarely(zeros[1]) && rarely(zeros[3])) {
        return WideEncoding { QStringDecoder::Utf16BE, 0, "UTF-16BE" };
    }
    return std::nullopt;
}

/// How much of `bytes` ends on a whole UTF-8 sequence: all of it, or up to the lead byte of a
/// sequence that the next piece completes.
qsizetype completeUtf8(QByteArrayView bytes)
{
    for (qsizetype back = 1; back <= std::min<qsizetype>(4, bytes.size()); ++back) {
        const uchar c = uchar(bytes[bytes.size() - back]);
        if ((c & 0xc0) == 0x80) {
            continue;
        }
        const qsizetype length = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
        return length > back ? bytes.size() - back : bytes.size();
    }
    return bytes.size(); // four continuation bytes: invalid whatever follows
}

/// Builds the text of an input piece by piece in one buffer, sized up front (UTF-16 never needs
/// more code units than UTF-8 has bytes), so that a gigabyte is never decoded into a temporary
/// first and progress and cancel reach into it.
class TextAssembler
{
public:
    explicit TextAssembler(qsizetype expectedBytes)
        : m_text(expectedBytes, Qt::Uninitialized)
    {
    }

    /// Appends UTF-8 that does not end inside a sequence; false when it is not valid UTF-8.
    bool appendUtf8(QByteArrayView piece)
    {
        // Only a BOM at the very start is dropped, as a whole-text decode would.
        QStringDecoder utf8(QStringDecoder::Utf8,
                            m_size == 0 ? QStringDecoder::Flag::Stateless
                                        : QStringDecoder::Flag::Stateless
                                            | QStringDecoder::Flag::ConvertInitialBom);
        m_size = utf8.appendToBuffer(reserve(piece.size()), piece) - m_text.constData();
        return !utf8.hasError();
    }
    void appendLatin1(QByteArrayView piece)
    {
        QChar *out = reserve(piece.size());
        for (const char c : piece) {
            *out++ = QChar(uchar(c));
        }
        m_size += piece.size();
    }

    [[nodiscard]] qsizetype size() const { return m_size; }
    void truncate(qsizetype size) { m_size = std::min(m_size, size); }

    [[nodiscard]] QString take()
    {
        m_text.truncate(m_size);
        if (m_text.size() < m_text.capacity() / 8 * 7) { // much non-ASCII text: give back the rest
            m_text.squeeze();
        }
        return std::move(m_text);
    }

private:
    /// Room for `count` more characters; where they go.
    QChar *reserve(qsizetype count)
    {
        if (m_size + count > m_text.size()) { // the input grew while it was read
            m_text.resize(std::max(m_size + count, m_text.size() * 2));
        }
        return m_text.data() + m_size;
    }

    QString m_text;
    qsizetype m_size = 0;
};

/// The text of `bytes`: UTF-8 if valid, else Latin-1 (noted), decoded piece by piece.
QString decodePieces(QByteArrayView bytes, Diagnostics &diagnostics, const ParseContext &context)
{
    TextAssembler utf8(bytes.size());
    for (qsizetype from = 0; from < bytes.size() && !context.cancelled();) {
        QByteArrayView piece = bytes.sliced(from, std::min(chunkBytes, bytes.size() - from));
        if (from + piece.size() < bytes.size()) {
            piece = piece.first(std::max<qsizetype>(completeUtf8(piece), 1));
        }
        if (!utf8.appendUtf8(piece)) {
            diagnostics.append(latin1Note());
            TextAssembler latin1(bytes.size());
            latin1.appendLatin1(bytes);
            return latin1.take();
        }
        from += piece.size();
        if (context.progress) {
            context.progress(int(from * 1000 / bytes.size()));
        }
    }
    return utf8.take();
}

/// Appends `piece` as UTF-8; when it is not, turns what `text` holds back into the bytes it
/// was read from (valid UTF-8 gives them back exactly) and reads them, and `piece`, as
/// Latin-1 instead, so that the input never has to be read again (a pipe cannot be).
/// Returns whether the text is still UTF-8.
bool appendUtf8OrSwitch(TextAssembler &text, QByteArrayView piece, qint64 expectedBytes)
{
    const qsizetype before = text.size();
    if (text.appendUtf8(piece)) {
        return true;
    }
    text.truncate(before);
    const QByteArray earlier = text.take().toUtf8();
    text = TextAssembler(std::max<qint64>(expectedBytes, earlier.size() + piece.size()));
    text.appendLatin1(earlier);
    text.appendLatin1(piece);
    return false;
}

/// The rest of a regular `file` from `start`, read again, as Latin-1.
QString readLatin1(QFile &file, qint64 start, const ParseContext &context)
{
    TextAssembler latin1(std::max<qint64>(file.size() - start, 0));
    file.seek(start);
    for (QByteArray piece; !context.cancelled() && !(piece = file.read(chunkBytes)).isEmpty();) {
        latin1.appendLatin1(piece);
    }
    return latin1.take();
}

} // namespace

DecodedText decodeFile(QFile &file, qint64 maxBytes, const ParseContext &context)
{
    DecodedText decoded;
    // A pipe, a FIFO or a device has no size: no progress is known, and the text grows.
    const bool sequential = file.isSequential();
    const qint64 size = sequential ? 0 : file.size();
    if (file.peek(3) == "\xEF\xBB\xBF") {
        file.skip(3);
    }
    const qint64 start = sequential ? 0 : file.pos();
    TextAssembler text(size > 0 ? size : chunkBytes);
    bool utf8 = true;
    qint64 read = 0;
    QByteArray pending; // the bytes of a sequence that the next piece completes
    // A regular file that is not UTF-8 is read again from the start (less memory than
    // turning the text back into bytes, which a pipe needs).
    const auto readAgainAsLatin1 = [&] {
        decoded.diagnostics.append(latin1Note());
        decoded.text = readLatin1(file, start, context);
        finishText(decoded.text, decoded.diagnostics);
        return decoded;
    };
    // Read until a read gives nothing (the end, or an error left in the file's state):
    // atEnd() of a pipe says only that nothing is buffered yet.
    for (QByteArray piece; !context.cancelled() && !(piece = file.read(chunkBytes)).isEmpty();) {
        read += piece.size();
        if (read > maxBytes) {
            decoded.overLimit = true;
            return decoded;
        }
        if (!utf8) {
            text.appendLatin1(piece);
        } else {
            pending += piece;
            const qsizetype whole = std::max<qsizetype>(completeUtf8(pending), 1);
            const QByteArrayView complete = QByteArrayView(pending).first(whole);
            if (!sequential) {
                if (!text.appendUtf8(complete)) {
                    return readAgainAsLatin1();
                }
            } else if (!(utf8 = appendUtf8OrSwitch(text, complete, size))) {
                text.appendLatin1(QByteArrayView(pending).sliced(whole));
            }
            pending.remove(0, utf8 ? whole : pending.size());
        }
        if (context.progress && size > 0) {
            context.progress(int(std::min<qint64>(file.pos() * 1000 / size, 1000)));
        }
    }
    // The input ended inside a sequence (when cancelled, the text before it is kept as read).
    if (utf8 && !pending.isEmpty() && !context.cancelled()) {
        if (!sequential) {
            if (!text.appendUtf8(pending)) {
                return readAgainAsLatin1();
            }
        } else {
            utf8 = appendUtf8OrSwitch(text, pending, size);
        }
    }
    if (!utf8) {
        decoded.diagnostics.append(latin1Note());
    }
    decoded.text = text.take();
    finishText(decoded.text, decoded.diagnostics);
    return decoded;
}

bool isWideText(QByteArrayView head)
{
    return wideEncodingOf(head).has_value();
}

DecodedText decodeText(QByteArray bytes, const ParseContext &context)
{
    DecodedText decoded;
    if (const Compression compression = compressionOf(bytes); compression != Compression::None) {
        bytes = expand(bytes, compression, context.limits.maxExpandedBytes, decoded.diagnostics);
    }
    if (const MailFormat mail = mailFormatOf(QByteArrayView(bytes).first(std::min<qsizetype>(bytes.size(), 16384)));
        mail != MailFormat::None && needsMimeParser(bytes)) {
        if (std::optional<QString> text = readMail(bytes, mail, decoded.diagnostics)) {
            decoded.text = std::move(*text);
            finishText(decoded.text, decoded.diagnostics);
            return decoded;
        }
    }
    if (const std::optional<WideEncoding> wide = wideEncodingOf(bytes)) {
        QStringDecoder decoder(wide->encoding, QStringDecoder::Flag::Stateless);
        decoded.text = decoder(QByteArrayView(bytes).sliced(wide->bomLength));
        decoded.diagnostics.append({Diagnostic::Severity::Note, 0,
            decoder.hasError() ? Text::tr("input is %1, with sequences that are not; those read as %2")
                                     .arg(QLatin1StringView(wide->name), QStringLiteral("\uFFFD"))
                               : Text::tr("input is %1").arg(QLatin1StringView(wide->name))});
        bytes = QByteArray();
        finishText(decoded.text, decoded.diagnostics);
        return decoded;
    }
    QByteArrayView view(bytes);
    if (view.startsWith("\xEF\xBB\xBF")) {
        view = view.sliced(3);
    }
    QString text = decodePieces(view, decoded.diagnostics, context);
    bytes = QByteArray(); // before the NUL pass: no more than the text and the bytes at a time
    finishText(text, decoded.diagnostics);
    decoded.text = std::move(text);
    return decoded;
}

} // namespace vmscope
