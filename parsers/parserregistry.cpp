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
    registry.add(std::make_shared<VmstatParser>());
    registry.add(std::make_shared<VmstatDiskParser>());
    registry.add(std::make_shared<VmstatCounterParser>());
    registry.add(std::make_shared<VmstatPartitionParser>());
    registry.add(std::make_shared<TopParser>());
    registry.add(std::make_shared<OopsParser>());
    registry.add(std::make_shared<ProfileParser>());
    registry.add(std::make_shared<SlabinfoParser>());
    registry.add(std::make_shared<ResultTableParser>());
    registry.add(std::make_shared<EventsParser>());
    return registry;
}

void ParserRegistry::add(std::shared_ptr<const LogParser> parser)
{
    m_parsers.append(std::move(parser));
}

const LogParser *ParserRegistry::parser(QStringView formatId) const
{
    for (const auto &parser : m_parsers) {
        if (parser->formatId() == formatId) {
            return parser.get();
        }
    }
    return nullptr;
}

} // namespace vmscope
