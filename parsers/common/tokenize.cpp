// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/common/tokenize.h"

#include <QRegularExpression>

#include <algorithm>

namespace vmscope {

QList<QStringView> splitFields(QStringView line)
{
    QList<QStringView> fields;
    fields.reserve(24); // a vmstat -t row has 19 fields: one allocation per line, not five
    splitFields(line, fields);
    return fields;
}

void splitFields(QStringView line, QList<QStringView> &fields)
{
    fields.resize(0);
    forEachField(line, [&fields](QStringView field) {
        fields.append(field);
        return true;
    });
}

std::optional<double> parseUnsigned(QStringView token)
{
    // 20 digits is past 2^64: a token that long is junk, not a counter. Up to 19 digits fit
    // an unsigned 64-bit sum exactly; the 20th is added in double, as before.
    if (token.isEmpty() || token.size() > 20) {
        return std::nullopt;
    }
    quint64 value = 0;
    const qsizetype exact = std::min<qsizetype>(token.size(), 19);
    for (qsizetype i = 0; i < exact; ++i) {
        const unsigned digit = unsigned(token[i].unicode()) - u'0';
        if (digit > 9) {
            return std::nullopt;
        }
        value = value * 10 + digit;
    }
    if (exact == token.size()) {
        return double(value);
    }
    const unsigned last = unsigned(token[exact].unicode()) - u'0';
    if (last > 9) {
        return std::nullopt;
    }
    return double(value) * 10 + last;
}

qsizetype countFields(QStringView line)
{
    qsizetype count = 0;
    bool inField = false;
    for (const QChar c : line) {
        const bool blank = c == u' ' || c == u'\t';
        count += !blank && !inField ? 1 : 0;
        inField = !blank;
    }
    return count;
}

bool isCutMark(QStringView line)
{
    static const QRegularExpression mark(
        QStringLiteral(R"(^[\s-]*(?:8<|>8|\[\.\.\.\]|<\.\.\.>|\.\.\.|[<(\[]\.*\s*snip(?:ped)?\s*\.*[>)\]]|snip|cut(?: out| here)?)[\s-]*$)"),
        QRegularExpression::CaseInsensitiveOption);
    return line.size() <= 24 && mark.match(line).hasMatch();
}

} // namespace vmscope
