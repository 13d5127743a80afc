// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/mail/spacerepair.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

bool isControl(QChar ch)
{
    const char16_t c = ch.unicode();
    return (c < 0x20 && c != u'\t') || c == 0x7f || (c >= 0x80 && c < 0xa0);
}

bool isNonBreakingSpace(char16_t c)
{
    return c == 0x00a0 || c == 0x2007 || c == 0x202f;
}

bool isQuestionMarkStandIn(const QString &line, qsizetype i)
{
    return line.at(i) == u'?' && (i == 0 || line.at(i - 1).isSpace());
}

} // namespace

bool SpaceRepair::stripControls(QString &line)
{
    static const QRegularExpression ansi(uR"(\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][AB0])"_s);
    if (std::none_of(line.cbegin(), line.cend(), isControl)) {
        return false;
    }
    line.remove(ansi);
    line.removeIf(isControl);
    return true;
}

bool SpaceRepair::fixNonBreakingSpaces(QString &line)
{
    static const QString mojibake = u"\u00c2 "_s; // UTF-8 NBSP read as Latin-1, NBSP lost
    const auto nonBreaking = [](QChar c) { return isNonBreakingSpace(c.unicode()); };
    if (std::none_of(line.cbegin(), line.cend(), nonBreaking) && !line.contains(mojibake)) {
        return false;
    }
    // Rebuilt in one pass: removing each `Â` in place would be quadratic on long lines.
    QString fixed;
    fixed.reserve(line.size());
    for (const QChar ch : std::as_const(line)) {
        const bool blank = ch == u' ' || nonBreaking(ch);
        if (blank && fixed.endsWith(QChar(0x00c2))) {
            fixed.chop(1);
        }
        fixed.append(blank ? QChar(u' ') : ch);
    }
    line = std::move(fixed);
    return true;
}

bool SpaceRepair::hasQuestionMarkSpaces(const QString &text)
{
    qsizetype standIns = 0;
    for (qsizetype i = 0; i < text.size() && standIns < 2; ++i) {
        standIns += isQuestionMarkStandIn(text, i) ? 1 : 0;
    }
    return standIns >= 2;
}

bool SpaceRepair::fixQuestionMarkSpaces(QString &line, qsizetype minimum)
{
    if (minimum > 1 ? !hasQuestionMarkSpaces(line) : !line.contains(u'?')) {
        return false;
    }
    bool changed = false;
    // Left to right, so a run `? ? ?` becomes blanks one after the other.
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (isQuestionMarkStandIn(line, i)) {
            line[i] = u' ';
            changed = true;
        }
    }
    return changed;
}

} // namespace vmscope
