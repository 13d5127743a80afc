// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonValue>

#include <optional>

namespace vmscope {

// JSON has no NaN or infinity: a value that is missing or not finite is null, in every
// document the CLI writes (capture, comparison and slab JSON alike).

/// A float sample as it was printed (99.9, not the 99.9000015 its double widening gives).
[[nodiscard]] QJsonValue jsonNumber(float value);
[[nodiscard]] QJsonValue jsonNumber(double value);
[[nodiscard]] QJsonValue jsonNumber(const std::optional<double> &value);

/// Each of `values` as jsonNumber() writes it.
template<typename Values>
[[nodiscard]] QJsonArray jsonNumbers(const Values &values)
{
    QJsonArray array;
    for (const auto &value : values) {
        array.append(jsonNumber(value));
    }
    return array;
}

} // namespace vmscope
