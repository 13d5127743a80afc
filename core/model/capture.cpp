// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/capture.h"

namespace vmscope {

qsizetype Capture::rowCount() const
{
    return std::visit([](const auto &data) { return data.sampleCount(); }, payload);
}

const TimeSeries *Capture::timeSeries() const
{
    if (const TopSession *top = topSession()) {
        return &top->summary;
    }
    if (const SlabSession *slabs = slabSession()) {
        return &slabs->summary();
    }
    return std::get_if<TimeSeries>(&payload);
}

} // namespace vmscope
