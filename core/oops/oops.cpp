// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/oops/oops.h"

#include "core/model/stableid.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Reliable frames after the faulting function that make up a signature: enough to tell
/// two paths into the same function apart, few enough that inlining differences between
/// builds rarely matter.
constexpr qsizetype signatureFrames = 4;

QString hex(quint64 value)
{
    return QString::number(value, 16);
}

} // namespace

QString OopsFrame::text() const
{
    QString text;
    if (symbol.isEmpty()) {
        text = address ? hex(*address) : u"?"_s;
    } else if (offset == 0 && size == 0) {
        // No offset printed (an inlined or decoded frame, ARM's callee): none invented.
        text = sourceLine.isEmpty() ? symbol : symbol + u" ("_s + sourceLine + u')';
    } else {
        text = symbol + u"+0x"_s + hex(offset);
        if (size > 0) {
            text += u"/0x"_s + hex(size);
        }
    }
    if (!module.isEmpty()) {
        text += u" ["_s + module + u']';
    }
    return text;
}

QString oopsKindName(Oops::Kind kind)
{
    static constexpr StableId<Oops::Kind> names[] { { Oops::Kind::Oops, u"oops" },
        { Oops::Kind::Bug, u"BUG" }, { Oops::Kind::Warning, u"WARNING" },
        { Oops::Kind::Ksymoops, u"ksymoops" } };
    return stableIdOf(names, kind, u"report");
}

QString baseSymbolName(const QString &symbol)
{
    const qsizetype dot = symbol.indexOf(u'.', 1);
    return dot > 0 ? symbol.left(dot) : symbol;
}

QString Oops::signature() const
{
    QStringList parts;
    if (location.isResolved()) {
        parts.append(baseSymbolName(location.symbol));
    }
    for (const OopsFrame &frame : frames) {
        if (parts.size() > signatureFrames) {
            break;
        }
        if (!frame.reliable || !frame.isResolved()) {
            continue;
        }
        const QString name = baseSymbolName(frame.symbol);
        // Newer traces repeat the faulting function as their first entry.
        if (parts.size() == 1 && location.isResolved() && name == parts.constFirst()) {
            continue;
        }
        parts.append(name);
    }
    return parts.join(u" < "_s);
}

bool Oops::hasUnresolvedAddresses() const
{
    const auto unresolved = [](const OopsFrame &frame) {
        return frame.address && !frame.isResolved();
    };
    return unresolved(location) || std::any_of(frames.cbegin(), frames.cend(), unresolved);
}

} // namespace vmscope
