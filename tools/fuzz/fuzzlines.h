// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/mail/cleanline.h"
#include "parsers/pipeline/logparser.h"
#include "parsers/pipeline/parserregistry.h"

#include <cstddef>
#include <cstdint>

namespace vmscope::fuzz {

/// A fuzz input's bytes as the lines a parser is given: split at line feeds, read as UTF-8,
/// with a leading quote prefix ("> >") taken off and counted as the depth, as the mail
/// cleaner does; no other repair, so that a parser target spends its time in the parser.
[[nodiscard]] QList<CleanLine> linesOf(const std::uint8_t *data, std::size_t size);

/// Every built-in parser, with blocks parsed on the calling thread: a fuzz run is one input
/// at a time, and a thread pool only adds noise to its coverage and its timing.
[[nodiscard]] const ParserRegistry &builtinsOnOneThread();

/// Stops the run (a crash libFuzzer keeps as a reproducer) when `holds` is false: the fuzz
/// targets check what the segmenter and the model rely on, not only that nothing crashed.
void require(bool holds, const char *what);

/// Segments `lines` with `parser` alone, as the segmenter would with only this format, and
/// parses every block it claims; checks each extent and each capture's line range.
void detectAndParse(const LogParser &parser, const QList<CleanLine> &lines);

} // namespace vmscope::fuzz
