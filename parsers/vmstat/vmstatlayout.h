// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/column.h"

#include <QList>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace vmscope {

/// What vmstat's default mode prints, as far as a parser needs it: which lines are headers,
/// which are rows, and what each column means. Knows every procps generation from 2.0 to 4.0.
class VmstatLayout
{
public:
    /// The schema of a column-name line (`r b w swpd free ...`), or nothing if `line` is not one.
    /// A trailing time-zone name (`-t`) sets hasTimestamp().
    [[nodiscard]] static std::optional<VmstatLayout> fromHeader(QStringView line);
    /// The layouts whose CPU columns add up to 100 in every row of a paste without header: 16
    /// numbers (2.0 `r b w ... id` and/or 3.x `r b ... id wa`), 17 (`st`), 18 (`gu`). More than
    /// one candidate means the paste is ambiguous.
    [[nodiscard]] static QList<VmstatLayout> candidatesFromRows(const QList<QList<double>> &rows);
    /// A line of column names only (`sy id`): what mail leaves of a names line it wrapped.
    [[nodiscard]] static bool isNamesOnly(QStringView line);
    /// The group line above the names (`procs ---memory--- ... cpu`), in any procps style.
    [[nodiscard]] static bool isGroupLine(QStringView line);
    /// BSD and Solaris vmstat look alike but have another schema (`avm fre flt`, `kthr`).
    [[nodiscard]] static bool isForeignHeader(QStringView line);

    [[nodiscard]] const QStringList &names() const { return m_names; }
    [[nodiscard]] qsizetype columnCount() const { return m_names.size(); }
    [[nodiscard]] bool hasTimestamp() const { return m_hasTimestamp; }
    /// Every vmstat names line ends with the CPU group (`us sy id`, in some order, then `wa`,
    /// `st`, `gu`): without it the line was cut short.
    [[nodiscard]] bool hasCpuColumns() const;
    /// "procps 2.0", "procps 3.x", "procps-ng", "procps-ng 4.0" (with `gu`) and so on.
    [[nodiscard]] QString generation() const;
    /// generation() plus the options visible in the header: " -a" (inact/active), " -t".
    [[nodiscard]] QString variant() const;
    [[nodiscard]] QList<ColumnInfo> columns(const QString &memoryUnit) const;

    friend bool operator==(const VmstatLayout &, const VmstatLayout &) = default;

private:
    VmstatLayout(QStringList names, bool hasTimestamp);

    QStringList m_names;
    bool m_hasTimestamp = false;
};

} // namespace vmscope
