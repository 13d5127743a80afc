// SPDX-License-Identifier: GPL-2.0-or-later
// The session reader: a `.vmscope` file's JSON read, and the session it holds restored from
// its embedded sources. Sources that name a file are made embedded (with no text, which then
// fails its checksum): a fuzzer that names /dev/zero would test the disk, not the reader.
#include "parsers/session/sessionloader.h"
#include "tools/fuzz/fuzzlines.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace vmscope;
    const ParserRegistry &registry = fuzz::builtinsOnOneThread();
    QString error;
    std::optional<Session> session = sessionFromJson(
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)), &error);
    if (!session) {
        fuzz::require(!error.isEmpty(), "a session refused without a reason");
        return 0;
    }
    for (SessionSource &source : session->sources) {
        source.path.clear();
    }
    const RestoredSession restored = restoreSession(*session, registry);
    fuzz::require(restored.readable() || restored.document.captures().isEmpty(),
                  "a failed restore that kept captures");
    return 0;
}
