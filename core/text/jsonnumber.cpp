// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/text/jsonnumber.h"

#include <charconv>
#include <cmath>

namespace vmscope {

QJsonValue jsonNumber(float value)
{
    if (!std::isfinite(value)) {
        return QJsonValue::Null;
    }
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value).ptr;
    double widened = value;
    std::from_chars(text, end, widened); // not strtod: it would read the locale's comma
    return widened;
}

QJsonValue jsonNumber(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonValue jsonNumber(const std::optional<double> &value)
{
    return value ? jsonNumber(*value) : QJsonValue(QJsonValue::Null);
}

} // namespace vmscope
