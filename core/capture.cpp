// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/capture.h"

namespace vmscope {

qsizetype Capture::rowCount() const
{
    return std::visit([](const auto &data) { return data.sampleCount(); }, payload);
}

} // namespace vmscope
