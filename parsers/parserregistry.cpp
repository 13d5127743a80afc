// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/parserregistry.h"

#include "parsers/eventsparser.h"
#include "parsers/oopsparser.h"
#include "parsers/profileparser.h"
#include "parsers/resulttableparser.h"
#include "parsers/slabinfoparser.h"
#include "parsers/topparser.h"
#include "parsers/vmstatcounterparser.h"
#include "parsers/vmstatdiskparser.h"
#include "parsers/vmstatparser.h"
#include "parsers/vmstatpartitionparser.h"

namespace vmscope {

ParserRegistry ParserRegistry::withBuiltins()
{
    ParserRegistry registry;
    registry.add(vmstatParser());
    registry.add(vmstatDiskParser());
    registry.add(vmstatCounterParser());
    registry.add(vmstatPartitionParser());
    registry.add(topParser());
    registry.add(oopsParser());
    registry.add(profileParser());
    registry.add(slabinfoParser());
    registry.add(resultTableParser());
    registry.add(eventsParser());
    return registry;
}

void ParserRegistry::add(LogParser parser)
{
    m_parsers.append(std::move(parser));
}

const LogParser *ParserRegistry::parser(QStringView formatId) const
{
    for (const auto &parser : m_parsers) {
        if (parser.formatId() == formatId) {
            return &parser;
        }
    }
    return nullptr;
}

} // namespace vmscope
