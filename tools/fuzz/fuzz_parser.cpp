// SPDX-License-Identifier: GPL-2.0-or-later
// One parser's detector and reader on their own: built once per format, VMSCOPE_FUZZ_FORMAT
// naming it ("vmstat", "top"…, ParserRegistry's ids).
#include "parsers/pipeline/parserregistry.h"
#include "tools/fuzz/fuzzlines.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const vmscope::ParserRegistry registry = vmscope::ParserRegistry::withBuiltins();
    static const vmscope::LogParser *const parser = registry.parser(QStringLiteral(VMSCOPE_FUZZ_FORMAT));
    vmscope::fuzz::require(parser != nullptr, "no parser of the target's format");
    vmscope::fuzz::detectAndParse(*parser, vmscope::fuzz::linesOf(data, size));
    return 0;
}
