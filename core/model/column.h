// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace vmscope {

/// What one column of a series holds: the key as the log names it, its unit and its group.
struct ColumnInfo
{
    QString key; // as printed by the tool ("bo", "free"), never translated
    QString unit; // "KiB", "blocks/s", "%", "1/s", "processes", "" when dimensionless
    QString group; // "procs", "memory", "swap", "io", "system", "cpu", ...

    friend bool operator==(const ColumnInfo &, const ColumnInfo &) = default;
};

/// Whether a row that vmstat averages since boot (its first) holds an average in this column:
/// rates, counts per second and CPU shares do; the process counts and memory sizes are read
/// at that moment like every other row's.
[[nodiscard]] bool averagesSinceBoot(const ColumnInfo &column);

/// A unit as the reader's language says it ("blocks/s" is "Blöcke/s" in German); symbols
/// such as KiB, %, 1/s and ms stay as the log gives them.
[[nodiscard]] QString unitName(const QString &unit);

} // namespace vmscope
