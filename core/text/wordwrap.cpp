// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/text/wordwrap.h"

namespace vmscope {

QStringList wordWrapped(
    const QString &text, int width, const QString &firstIndent, const QString &nextIndent)
{
    QStringList lines;
    QString line;
    const auto indent = [&] { return lines.isEmpty() ? firstIndent : nextIndent; };
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && indent().size() + line.size() + 1 + word.size() > width) {
            lines.append(indent() + line);
            line.clear();
        }
        if (!line.isEmpty()) {
            line += u' ';
        }
        line += word;
    }
    if (!line.isEmpty()) {
        lines.append(indent() + line);
    }
    return lines;
}

} // namespace vmscope
