// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/mail/transportrepair.h"

#include <QByteArray>
#include <QRegularExpression>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr qsizetype minimumQuotedPrintableEscapes = 3;

QString entityText(QStringView name)
{
    if (name.startsWith(u'#')) {
        const bool hex = name.size() > 1 && (name.at(1) == u'x' || name.at(1) == u'X');
        bool ok = false;
        const char32_t code = name.mid(hex ? 2 : 1).toUInt(&ok, hex ? 16 : 10);
        return ok && code > 0 && code < 0x110000 ? QString::fromUcs4(&code, 1) : QString();
    }
    if (name == u"gt") {
        return u">"_s;
    }
    if (name == u"lt") {
        return u"<"_s;
    }
    if (name == u"amp") {
        return u"&"_s;
    }
    if (name == u"quot") {
        return u"\""_s;
    }
    return name == u"nbsp" ? QString(QChar(0x00a0)) : QString();
}

int hexValue(QChar ch)
{
    const char16_t c = ch.unicode();
    if (c >= u'0' && c <= u'9') {
        return c - u'0';
    }
    return c >= u'A' && c <= u'F' ? c - u'A' + 10 : -1;
}

} // namespace

bool TransportRepair::decodeEntities(QString &line)
{
    if (!line.contains(u'&')) {
        return false;
    }
    static const QRegularExpression entity(
        uR"(&(gt|lt|amp|quot|nbsp|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});)"_s);
    QString decoded;
    qsizetype position = 0;
    auto it = entity.globalMatch(line);
    while (it.hasNext()) {
        const auto match = it.next();
        decoded += QStringView(line).mid(position, match.capturedStart() - position);
        const QString text = entityText(match.capturedView(1));
        decoded += text.isEmpty() ? match.capturedView(0) : QStringView(text);
        position = match.capturedEnd();
    }
    if (position == 0) {
        return false;
    }
    decoded += QStringView(line).mid(position);
    line = std::move(decoded);
    return true;
}

bool TransportRepair::looksQuotedPrintable(const QString &text)
{
    static const QRegularExpression declared(uR"(^Content-Transfer-Encoding:\s*quoted-printable)"_s,
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::MultilineOption);
    if (declared.match(text).hasMatch()) {
        return true;
    }
    // Undeclared: soft breaks and escapes of blanks, `=` or NBSP, each seen more than once.
    static const QRegularExpression softBreak(uR"([^=\s]=\r?\n)"_s);
    static const QRegularExpression escape(uR"(=(?:20|3D|09|A0|C2)\b)"_s);
    qsizetype escapes = 0;
    auto it = escape.globalMatch(text);
    while (escapes < minimumQuotedPrintableEscapes && it.hasNext()) {
        it.next();
        ++escapes;
    }
    return escapes >= minimumQuotedPrintableEscapes && softBreak.match(text).hasMatch();
}

QString TransportRepair::decodeQuotedPrintable(QStringView line, bool *softBreak)
{
    // `?=` ends an encoded-word in a header (RFC 2047), not a soft break.
    *softBreak = line.endsWith(u'=') && !line.endsWith(u"?=");
    const QStringView body = *softBreak ? line.chopped(1) : line;
    QByteArray bytes;
    bytes.reserve(body.size());
    for (qsizetype i = 0; i < body.size(); ++i) {
        if (body.at(i) == u'=' && i + 2 < body.size() && hexValue(body.at(i + 1)) >= 0
            && hexValue(body.at(i + 2)) >= 0) {
            bytes.append(char(hexValue(body.at(i + 1)) * 16 + hexValue(body.at(i + 2))));
            i += 2;
        } else {
            bytes.append(QStringView(body.constData() + i, 1).toUtf8());
        }
    }
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(bytes);
    return utf8.hasError() ? QString::fromLatin1(bytes) : text;
}

} // namespace vmscope
