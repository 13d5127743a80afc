// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/pipeline/parserregistry.h"

#include "parsers/events/eventsparser.h"
#include "parsers/meminfo/meminfoparser.h"
#include "parsers/oops/oopsparser.h"
#include "parsers/profile/profileparser.h"
#include "parsers/results/resulttableparser.h"
#include "parsers/slab/slabinfoparser.h"
#include "parsers/top/topparser.h"
#include "parsers/vmstat/vmstatcounterparser.h"
#include "parsers/vmstat/vmstatdiskparser.h"
#include "parsers/vmstat/vmstatparser.h"
#include "parsers/vmstat/vmstatpartitionparser.h"

namespace vmscope {

ParserRegistry ParserRegistry::withBuiltins()
{
    ParserRegistry registry;
    registry.add(vmstatParser());
    registry.add(vmstatDiskParser());
    registry.add(vmstatCounterParser());
    registry.add(vmstatPartitionParser());
    registry.add(meminfoParser());
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

QStringList ParserRegistry::lineAnchors() const
{
    QStringList anchors;
    for (const LogParser &parser : m_parsers) {
        anchors.append(parser.lineAnchors());
    }
    return anchors;
}

} // namespace vmscope
