// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <cstddef>
#include <optional>

namespace vmscope {

/// A value of an enum and the id it has in JSON, golden files and settings: lowercase words,
/// never translated, never changed once written.
template <typename Enum> struct StableId
{
    Enum value;
    QStringView id;
};

/// The id of `value` in `ids`, or `fallback` for a value the table leaves out.
template <typename Enum, std::size_t N>
[[nodiscard]] QString stableIdOf(const StableId<Enum> (&ids)[N], Enum value,
                                 QStringView fallback = {})
{
    for (const StableId<Enum> &entry : ids) {
        if (entry.value == value) {
            return entry.id.toString();
        }
    }
    return fallback.toString();
}

/// The value whose id is `id`, or nothing.
template <typename Enum, std::size_t N>
[[nodiscard]] std::optional<Enum> stableValueOf(const StableId<Enum> (&ids)[N], QStringView id)
{
    for (const StableId<Enum> &entry : ids) {
        if (entry.id == id) {
            return entry.value;
        }
    }
    return std::nullopt;
}

} // namespace vmscope
