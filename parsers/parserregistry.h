// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/logparser.h"

#include <memory>

namespace vmscope {

/// The parsers a load may use, in the order that breaks ties between equal detections.
class ParserRegistry
{
public:
    /// Every built-in format.
    [[nodiscard]] static ParserRegistry withBuiltins();

    void add(std::shared_ptr<const LogParser> parser);
    [[nodiscard]] const QList<std::shared_ptr<const LogParser>> &parsers() const
    {
        return m_parsers;
    }
    [[nodiscard]] const LogParser *parser(QStringView formatId) const;

private:
    QList<std::shared_ptr<const LogParser>> m_parsers;
};

} // namespace vmscope
