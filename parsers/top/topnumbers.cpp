// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/top/topnumbers.h"

#include <array>

namespace vmscope {
namespace {

constexpr std::array<double, 19> powersOfTen = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9,
    1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18 };

/// Steps of 1024 a scaling suffix stands for: `m` = MiB, `g` = GiB... (k and K: none).
int scaleSteps(QChar suffix)
{
    switch (suffix.toLower().unicode()) {
    case u'k':
        return 0;
    case u'm':
        return 1;
    case u'g':
        return 2;
    case u't':
        return 3;
    case u'p':
        return 4;
    case u'e':
        return 5;
    case u'z':
        return 6;
    case u'y':
        return 7;
    default:
        return -1;
    }
}

} // namespace

std::optional<double> parseTopDecimal(QStringView token)
{
    // 18 digits keep the mantissa exact; top never prints more.
    if (token.isEmpty() || token.size() > 19) {
        return std::nullopt;
    }
    double mantissa = 0;
    int digits = 0;
    int fractionDigits = 0;
    bool separator = false;
    for (const QChar c : token) {
        if (c >= u'0' && c <= u'9') {
            mantissa = mantissa * 10 + (c.unicode() - u'0');
            ++digits;
            fractionDigits += separator ? 1 : 0;
        } else if ((c == u'.' || c == u',') && !separator) {
            separator = true;
        } else {
            return std::nullopt;
        }
    }
    if (digits == 0) {
        return std::nullopt;
    }
    // Dividing two exact integers rounds once: 531 / 10 is the double nearest 53.1.
    return fractionDigits == 0 ? mantissa : mantissa / powersOfTen[std::size_t(fractionDigits)];
}

std::optional<double> parseTopPercent(QStringView token)
{
    if (token.endsWith(u'%')) {
        token.chop(1);
    }
    return parseTopDecimal(token);
}

std::optional<double> parseScaledKiB(QStringView token)
{
    if (token.isEmpty()) {
        return std::nullopt;
    }
    int steps = 0;
    if (!token.back().isDigit()) {
        steps = scaleSteps(token.back());
        if (steps < 0) {
            return std::nullopt;
        }
        token.chop(1);
    }
    const std::optional<double> value = parseTopDecimal(token);
    if (!value) {
        return std::nullopt;
    }
    double kib = *value;
    for (int i = 0; i < steps; ++i) {
        kib *= 1024;
    }
    return kib;
}

double kibPerUnit(QStringView unit)
{
    if (unit.size() != 3 || unit.at(1) != u'i' || unit.at(2) != u'B') {
        return 0;
    }
    const int steps = scaleSteps(unit.at(0));
    if (steps < 0 || unit.at(0).isLower()) {
        return 0;
    }
    double kib = 1;
    for (int i = 0; i < steps; ++i) {
        kib *= 1024;
    }
    return kib;
}

} // namespace vmscope
