// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/logparser.h"


namespace vmscope {

/// The parsers a load may use, in the order that breaks ties between equal detections.
class ParserRegistry
{
public:
    /// Every built-in format.
    [[nodiscard]] static ParserRegistry withBuiltins();

    void add(LogParser parser);
    [[nodiscard]] const QList<LogParser> &parsers() const { return m_parsers; }
    [[nodiscard]] const LogParser *parser(QStringView formatId) const;
    /// Every parser's line anchors, for the mail cleaner.
    [[nodiscard]] QStringList lineAnchors() const;

private:
    QList<LogParser> m_parsers;
};

} // namespace vmscope
