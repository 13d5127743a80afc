// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/text/lineindex.h"

namespace vmscope {

LineIndex::LineIndex(QStringView text)
{
    m_starts.reserve(text.count(u'\n') + 1);
    m_starts.append(0);
    for (qsizetype at = text.indexOf(u'\n'); at >= 0; at = text.indexOf(u'\n', at + 1)) {
        m_starts.append(at + 1);
    }
}

QStringView LineIndex::line(QStringView text, qsizetype number) const
{
    if (number < 1 || number > m_starts.size()) {
        return {};
    }
    const qsizetype start = m_starts.at(number - 1);
    const qsizetype end = number < m_starts.size() ? m_starts.at(number) - 1 : text.size();
    return text.sliced(start, end - start);
}

} // namespace vmscope
