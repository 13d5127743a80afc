// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/common/tokenize.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <climits>
#include <limits>

using namespace Qt::StringLiterals;

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
    // More than 20 digits is past 2^64: a token that long is junk, not a counter. Up to 19
    // digits fit an unsigned 64-bit sum exactly; a 20th is taken only while the sum stays at
    // most 2^64 - 1, the largest a 64-bit counter holds.
    if (token.isEmpty() || token.size() > 20) {
        return std::nullopt;
    }
    quint64 value = 0;
    for (qsizetype i = 0; i < token.size(); ++i) {
        const unsigned digit = unsigned(token[i].unicode()) - u'0';
        if (digit > 9) {
            return std::nullopt;
        }
        if (i == 19 && value > (std::numeric_limits<quint64>::max() - digit) / 10) {
            return std::nullopt;
        }
        value = value * 10 + digit;
    }
    return double(value);
}

bool isNumberNoCounterHolds(QStringView token)
{
    static const QRegularExpression number(
        uR"(^[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+|nan|inf(?:inity)?)$)"_s,
        QRegularExpression::CaseInsensitiveOption);
    return !parseUnsigned(token) && number.match(token).hasMatch();
}

QString noCounterValue(QStringView token)
{
    return QCoreApplication::translate("vmscope::Tokenize",
                                       "'%1', which a counter cannot be (negative, a fraction, "
                                       "past 2^64 or not a number)")
        .arg(quotedField(token));
}

QString quotedField(QStringView field)
{
    constexpr qsizetype longest = 24;
    if (field.size() <= longest) {
        return field.toString();
    }
    const int characters = int(std::min<qsizetype>(field.size(), INT_MAX));
    return field.left(longest).toString() + u"… ("_s
        + QCoreApplication::translate("vmscope::Tokenize", "%n character(s)", nullptr, characters)
        + u')';
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
