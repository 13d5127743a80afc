// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/vmstat/vmstatcommandline.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace vmscope {

VmstatCommandLine VmstatCommandLine::fromPreamble(const QList<CleanLine> &preamble)
{
    // `vmstat [-a -n -t -w -d ...] [-S M] delay [count]`
    static const QRegularExpression command(
        uR"(\bvmstat((?:\s+-[a-zA-Z]+(?:\s+[kKmM])?)*)\s+(\d+)\b)"_s);
    static const QRegularExpression unit(uR"(\bvmstat\b.*\s-S\s*([kKmM])\b)"_s);
    VmstatCommandLine found;
    found.m_memoryUnit = u"KiB"_s;
    for (qsizetype i = preamble.size() - 1; i >= 0; --i) {
        const auto match = command.match(preamble.at(i).text);
        if (match.hasMatch() && match.captured(2).toDouble() > 0) {
            found.m_interval = match.captured(2).toDouble();
            break;
        }
    }
    for (const CleanLine &line : preamble) {
        const auto match = unit.match(line.text);
        if (match.hasMatch()) {
            found.m_memoryUnit = unitForLetter(match.capturedView(1));
        }
    }
    return found;
}

QString VmstatCommandLine::unitForLetter(QStringView letter)
{
    if (letter == u"k") {
        return u"kB"_s;
    }
    if (letter == u"m") {
        return u"MB"_s;
    }
    return letter == u"M" ? u"MiB"_s : u"KiB"_s;
}

} // namespace vmscope
