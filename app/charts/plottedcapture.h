// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/capture.h"

#include <QColor>

namespace vmscope {

/// A capture as a chart shows it: the data and the colour its series are drawn in.
/// The capture is owned elsewhere and must outlive the chart's use of it.
struct PlottedCapture
{
    const Capture *capture = nullptr;
    QColor color;
};

} // namespace vmscope
