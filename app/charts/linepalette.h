// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QColor>
#include <Qt>

#include <array>

namespace vmscope {

/// How many lines have a colour of their own before the line styles come in.
inline constexpr qsizetype lineColorCount = 8;

/// The colour of the `index`th line of a chart (captures, processes), repeating after eight.
/// Distinct on light and dark backgrounds and for the common colour-vision deficiencies
/// (Okabe-Ito, with black swapped for a grey that works on dark themes).
[[nodiscard]] inline QColor lineColor(qsizetype index)
{
    static constexpr std::array<QRgb, 8> palette { 0xff0072b2, 0xffd55e00, 0xff009e73,
        0xffcc79a7, 0xffe69f00, 0xff56b4e9, 0xfff0e442, 0xff8c8c8c };
    static_assert(qsizetype(palette.size()) == lineColorCount);
    return QColor::fromRgba(palette.at(std::size_t(index) % palette.size()));
}

/// How a line is drawn: the colour, and the style that tells it from one of the same colour.
struct LineLook
{
    QColor color;
    Qt::PenStyle style = Qt::SolidLine;
};

/// The pen style of the `index`th line: solid for the first eight, then dashed, dotted and
/// dash-dotted, so that with lineColor() no two of 32 lines look alike.
[[nodiscard]] inline Qt::PenStyle lineStyle(qsizetype index)
{
    static constexpr std::array<Qt::PenStyle, 4> styles { Qt::SolidLine, Qt::DashLine,
        Qt::DotLine, Qt::DashDotLine };
    return styles.at(std::size_t(index / lineColorCount) % styles.size());
}

/// The `index`th line's colour and style.
[[nodiscard]] inline LineLook lineLook(qsizetype index)
{
    return LineLook { lineColor(index), lineStyle(index) };
}

} // namespace vmscope
