// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/common/tokenize.h"

#include <QRegularExpression>

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
    qsizetype i = 0;
    const qsizetype size = line.size();
    while (i < size) {
        while (i < size && (line[i] == u' ' || line[i] == u'\t')) {
            ++i;
        }
        const qsizetype begin = i;
        while (i < size && line[i] != u' ' && line[i] != u'\t') {
            ++i;
        }
        if (i > begin) {
            fields.append(line.mid(begin, i - begin));
        }
    }
}

std::optional<double> parseUnsigned(QStringView token)
{
    // 20 digits is past 2^64: a token that long is junk, not a counter.
    if (token.isEmpty() || token.size() > 20) {
        return std::nullopt;
    }
    double value = 0;
    for (const QChar c : token) {
        if (c < u'0' || c > u'9') {
            return std::nullopt;
        }
        value = value * 10 + (c.unicode() - u'0');
    }
    return value;
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
