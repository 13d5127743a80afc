// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/kernelname.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Labels are short; a longer text is never searched (hostile input stays cheap).
constexpr qsizetype longestLabel = 1000;

/// Three-part versions from 2.0.0 on with suffixes (-akpm, -pre6, -rc1-mm2, -test9), not
/// inside a dotted number (an address 192.168.1.1) nor a tool's 0.9.3; two-part ones
/// (3.0 and later) only where they cannot be prose numbers: after `v` or `Linux`, or with
/// an -rc suffix.
const QRegularExpression &versionPattern()
{
    static const QRegularExpression pattern(
        uR"((?<![\w.])(?:v|linux-)?((?:[2-9]|[1-9]\d)\.\d{1,3}\.\d{1,3}(?:-[A-Za-z0-9]+)*)(?![\w]|\.\d))"
        uR"(|(?<![\w.])(?:v|Linux |linux-)((?:[3-9]|[1-9]\d)\.\d{1,3}(?:-[A-Za-z0-9]+)*)(?![\w]|\.\d))"
        uR"(|(?<![\w.])((?:[3-9]|[1-9]\d)\.\d{1,3}-rc\d+(?:-[A-Za-z0-9]+)*)(?![\w]|\.\d))"_s);
    return pattern;
}

/// Words a configuration name hardly has and a sentence hardly lacks.
bool isFunctionWord(QStringView word)
{
    static const QStringList words { u"a"_s, u"an"_s, u"and"_s, u"are"_s, u"be"_s, u"but"_s,
        u"during"_s, u"for"_s, u"from"_s, u"had"_s, u"has"_s, u"have"_s, u"here"_s, u"i"_s, u"is"_s,
        u"it"_s, u"of"_s, u"that"_s, u"the"_s, u"this"_s, u"to"_s, u"was"_s, u"we"_s, u"were"_s,
        u"when"_s, u"you"_s };
    return words.contains(word.toString().toLower());
}

} // namespace

bool isProseLabel(const QString &label)
{
    if (!kernelNameOf(label).isEmpty()) {
        return false;
    }
    QString text = label.simplified();
    while (text.endsWith(u':')) {
        text.chop(1);
    }
    if (text.endsWith(u'?') || text.endsWith(u'.') || text.endsWith(u'!')
        || text.endsWith(u'\u2026')) {
        return true;
    }
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    return words.size() > 5
        || (words.size() >= 3 && std::any_of(words.cbegin(), words.cend(), isFunctionWord));
}

QString kernelNameOf(const QString &label)
{
    if (label.size() > longestLabel) {
        return {};
    }
    QStringList found;
    auto it = versionPattern().globalMatch(label);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        for (int group = 1; group <= 3; ++group) {
            const QString name = match.captured(group);
            if (!name.isEmpty() && !found.contains(name)) {
                found.append(name);
            }
        }
    }
    // "2.5.31-stock" is what the thread calls plain 2.5.31 beside 2.5.31-akpm.
    for (QString &name : found) {
        for (const QString &suffix : { u"-stock"_s, u"-vanilla"_s }) {
            if (name.endsWith(suffix, Qt::CaseInsensitive)) {
                name.chop(suffix.size());
            }
        }
    }
    found.removeDuplicates();
    return found.size() == 1 ? found.constFirst() : QString();
}

} // namespace vmscope
