// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace vmscope {

/// Where each line of a text starts, so that any line can be shown without splitting a log of
/// a million lines into a million strings (8 bytes a line instead of a copy of the text).
class LineIndex
{
public:
    LineIndex() = default;
    explicit LineIndex(QStringView text);

    /// Lines as QString::split(u'\n') counts them: one more than the newlines.
    [[nodiscard]] qsizetype lineCount() const { return m_starts.size(); }
    /// Line `number` (1-based) of `text`, the text the index was made of, without its newline.
    [[nodiscard]] QStringView line(QStringView text, qsizetype number) const;

private:
    QList<qsizetype> m_starts;
};

} // namespace vmscope
