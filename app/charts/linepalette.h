// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QColor>

#include <array>

namespace vmscope {

/// The colour of the `index`th line of a chart (captures, processes), repeating after eight.
/// Distinct on light and dark backgrounds and for the common colour-vision deficiencies
/// (Okabe-Ito, with black swapped for a grey that works on dark themes).
[[nodiscard]] inline QColor lineColor(qsizetype index)
{
    static constexpr std::array<QRgb, 8> palette { 0xff0072b2, 0xffd55e00, 0xff009e73,
        0xffcc79a7, 0xffe69f00, 0xff56b4e9, 0xfff0e442, 0xff8c8c8c };
    return QColor::fromRgba(palette.at(std::size_t(index) % palette.size()));
}

} // namespace vmscope
