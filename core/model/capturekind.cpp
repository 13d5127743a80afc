// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/capturekind.h"

#include <array>

namespace vmscope {
namespace {
constexpr std::array kindIds{u"vmstat", u"top", u"profile", u"oops", u"slabinfo", u"results",
                             u"events"};
} // namespace

QString captureKindId(CaptureKind kind)
{
    return QString::fromUtf16(kindIds.at(std::size_t(kind)));
}

std::optional<CaptureKind> captureKindFromId(QStringView id)
{
    for (std::size_t i = 0; i < kindIds.size(); ++i) {
        if (id == QStringView(kindIds[i])) {
            return CaptureKind(i);
        }
    }
    return std::nullopt;
}

} // namespace vmscope
