// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/loadfile.h"

#include "parsers/importplan.h"

namespace vmscope {
namespace {

LoadResult build(ImportPlan plan)
{
    if (!plan.readable()) {
        return {Document(), plan.error};
    }
    return {buildDocument(std::move(plan)), QString()};
}

} // namespace

LoadResult loadFile(const QString &path, const ParserRegistry &registry,
                    const ParseContext &context)
{
    return build(planFileImport(path, registry, context));
}

LoadResult loadBytes(const QByteArray &bytes, const QString &name, const ParserRegistry &registry,
                     const ParseContext &context)
{
    return build(planImport(bytes, name, registry, context));
}

} // namespace vmscope
