// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace vmscope {

/// One symbol of a kernel profile listing. Which numbers are present depends on the tool:
/// readprofile prints ticks and a load, oprofile samples and a percent, perf only a percent.
struct ProfileEntry
{
    QString symbol; // `default_idle`, `.text.lock.highmem`, `*unknown*`, `0xffffffffaea00a67`
    std::optional<quint64> address; // readprofile -v, oprofile's vma
    QString module; // oprofile image, perf shared object, `[ext3]` suffix; empty when not said
    QString command; // perf's Command column; empty elsewhere
    std::optional<double> ticks; // ticks (readprofile) or samples (oprofile, perf -n)
    std::optional<double> percent; // share of the total as printed, in %
    std::optional<double> load; // readprofile: ticks per byte of the function
    std::optional<double> selfPercent; // perf --children: the Self column (percent = Children)
    int line = 0; // physical line of the input it was read from

    friend bool operator==(const ProfileEntry &, const ProfileEntry &) = default;
};

/// A kernel profile: symbols with the ticks or samples that landed in them, in the order the
/// listing printed them (often `sort -nr`, sometimes address order).
class Profile
{
public:
    QList<ProfileEntry> entries;
    QString unit = QStringLiteral("ticks"); // "ticks" (readprofile) or "samples"
    QString event; // oprofile's or perf's event (`cycles`), empty for readprofile
    std::optional<double> statedTotal; // readprofile's `total` line, perf's exact sample count
    bool childrenColumns = false; // perf --children: percents are inclusive and sum past 100

    [[nodiscard]] qsizetype sampleCount() const { return entries.size(); }

    /// The entry for `symbol`, or nullptr.
    [[nodiscard]] const ProfileEntry *entry(QStringView symbol) const;
    /// Ticks of the entries that have them.
    [[nodiscard]] double summedTicks() const;
    /// The whole run's ticks as far as the listing tells it, estimated from the largest entry
    /// with both ticks and a percent (a paste cut after the top N still shows its share).
    [[nodiscard]] std::optional<double> estimatedTotal() const;
    /// Stated total, else the estimate from the percents, else the sum of the entries.
    [[nodiscard]] double totalTicks() const;
    /// Share of the total of entry `index` in %: as printed when the listing has percents,
    /// else its ticks over totalTicks(); NaN when neither is known.
    [[nodiscard]] double sharePercent(qsizetype index) const;
    /// Sum of the shares of the entries listed, in % (past 100 only for perf --children).
    [[nodiscard]] double listedSharePercent() const;
    /// True when the symbols listed account for less than the whole total: the listing was
    /// cut after the top N (sort | head) or leaves out small symbols, so a symbol it lacks may
    /// still have had ticks. perf --children's inclusive shares cannot tell: true.
    [[nodiscard]] bool isCut() const;
    /// The most a symbol the listing lacks can have had, in % of the total: 0 for a whole
    /// listing, else the smallest share it lists (a cut hides only smaller ones).
    [[nodiscard]] double cutOffPercent() const;
    /// Ticks of all symbols starting with `prefix` (`journal_` for `journal_*`).
    [[nodiscard]] double ticksWithPrefix(QStringView prefix) const;
    /// Share in % of all symbols starting with `prefix`.
    [[nodiscard]] double shareWithPrefix(QStringView prefix) const;
    /// Indices of the `count` largest entries by share, largest first (ties: listing order);
    /// every entry when count < 0.
    [[nodiscard]] QList<qsizetype> largestEntries(qsizetype count = -1) const;

    friend bool operator==(const Profile &, const Profile &) = default;
};

} // namespace vmscope
