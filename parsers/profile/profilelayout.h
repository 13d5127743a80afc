// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/profile/profile.h"

#include <QList>
#include <QStringView>

#include <optional>

namespace vmscope {

/// One row of a profile listing: an entry, or readprofile's `total` line.
struct ProfileRow
{
    ProfileEntry entry;
    bool isTotal = false;
};

/// The columns of one profile listing and how to read its rows: readprofile (default and
/// `-v`), oprofile's oprofpp/op_time and opreport tables, perf report and perf top. Taken from
/// a column header where the tool prints one, else from the shape of the first row.
class ProfileLayout
{
public:
    enum class Family {
        Readprofile, // ticks symbol load
        ReadprofileVerbose, // address symbol ticks load
        Oprofile, // named columns (vma samples %-age symbol name...), also without header
        Perf, // perf report / perf top: percents, command, shared object, [k] symbol
        PerfTopOld, // 2.6.3x perf top: `1234.00 - 23.4% : symbol  [kernel]`
    };

    /// The layout a column-name line announces (oprofpp, opreport, perf, old perf top).
    [[nodiscard]] static std::optional<ProfileLayout> fromHeader(QStringView line);
    /// The layout a header-less row has (readprofile, readprofile -v, `address ticks percent
    /// symbol`, perf rows with their `[k]` marker); nothing if it is not a profile row.
    [[nodiscard]] static std::optional<ProfileLayout> fromRow(QStringView line);
    /// perf top's banner promises `Overhead  Shared Object  Symbol` rows.
    [[nodiscard]] static ProfileLayout perfTop();

    [[nodiscard]] std::optional<ProfileRow> readRow(QStringView line) const;

    [[nodiscard]] Family family() const { return m_family; }
    /// The name a capture's layout gets: "readprofile", "readprofile -v", "opreport -l",
    /// "address ticks percent symbol", "perf report", "perf top"...
    [[nodiscard]] QString variant() const { return m_variant; }
    void setVariant(const QString &variant) { m_variant = variant; }
    [[nodiscard]] bool hasHeader() const { return m_hasHeader; }
    /// Sample counts of more than one event side by side (opreport with two counters).
    [[nodiscard]] int eventCount() const { return m_eventCount; }
    /// perf --children: the first percent is inclusive of callees.
    [[nodiscard]] bool hasChildren() const { return m_hasChildren; }
    /// "ticks" for readprofile, "samples" for the others.
    [[nodiscard]] QString unit() const;

private:
    enum class Column {
        Address,
        Samples,
        Percent,
        Self, // perf --children's second percent
        Symbol,
        Image, // oprofile image name, perf shared object
        Command,
        Other, // cumulative columns, linenr info, app name, pid...: one token, not kept
    };

    ProfileLayout(Family family, QList<Column> columns, QString variant, bool hasHeader);

    std::optional<ProfileRow> readReadprofile(QStringView line) const;
    std::optional<ProfileRow> readColumns(QStringView line) const;
    std::optional<ProfileRow> readPerf(QStringView line) const;
    std::optional<ProfileRow> readPerfTopOld(QStringView line) const;

    Family m_family;
    QList<Column> m_columns;
    QString m_variant;
    bool m_hasHeader = false;
    int m_eventCount = 1;
    bool m_hasChildren = false;
};

/// Percent token: `72.928`, `21.07%`, `21,07%` (a locale comma in some perf builds).
[[nodiscard]] std::optional<double> parsePercent(QStringView token, bool requireSign);

} // namespace vmscope
