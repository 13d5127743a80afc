// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/vmstat/vmstatlayout.h"

#include "parsers/common/tokenize.h"

#include <QRegularExpression>

#include <algorithm>

#include <array>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

struct KnownColumn
{
    QStringView key;
    QStringView unit;
    QStringView group;
};

// Units as procps documents them: memory in KiB unless -S says otherwise, swap traffic in
// KiB/s, bi/bo in 1 KiB blocks/s on 2.6+ kernels, in/cs per second, CPU in % of all CPUs.
constexpr std::array knownColumns{
    KnownColumn{u"r", u"processes", u"procs"},   KnownColumn{u"b", u"processes", u"procs"},
    KnownColumn{u"w", u"processes", u"procs"},   KnownColumn{u"swpd", u"memory", u"memory"},
    KnownColumn{u"free", u"memory", u"memory"},  KnownColumn{u"buff", u"memory", u"memory"},
    KnownColumn{u"cache", u"memory", u"memory"}, KnownColumn{u"inact", u"memory", u"memory"},
    KnownColumn{u"active", u"memory", u"memory"}, KnownColumn{u"si", u"KiB/s", u"swap"},
    KnownColumn{u"so", u"KiB/s", u"swap"},       KnownColumn{u"bi", u"blocks/s", u"io"},
    KnownColumn{u"bo", u"blocks/s", u"io"},      KnownColumn{u"in", u"1/s", u"system"},
    KnownColumn{u"cs", u"1/s", u"system"},       KnownColumn{u"us", u"%", u"cpu"},
    KnownColumn{u"sy", u"%", u"cpu"},            KnownColumn{u"id", u"%", u"cpu"},
    KnownColumn{u"wa", u"%", u"cpu"},            KnownColumn{u"st", u"%", u"cpu"},
    KnownColumn{u"gu", u"%", u"cpu"},
};

const KnownColumn *findColumn(QStringView key)
{
    for (const KnownColumn &column : knownColumns) {
        if (column.key == key) {
            return &column;
        }
    }
    return nullptr;
}

const QStringList procps20Names = {u"r"_s, u"b"_s, u"w"_s, u"swpd"_s, u"free"_s,
                                   u"buff"_s, u"cache"_s, u"si"_s, u"so"_s, u"bi"_s,
                                   u"bo"_s, u"in"_s, u"cs"_s, u"us"_s, u"sy"_s, u"id"_s};

QStringList procps3Names(qsizetype cpuColumns)
{
    QStringList names = {u"r"_s, u"b"_s, u"swpd"_s, u"free"_s, u"buff"_s, u"cache"_s,
                         u"si"_s, u"so"_s, u"bi"_s, u"bo"_s, u"in"_s, u"cs"_s};
    const QStringList cpu = {u"us"_s, u"sy"_s, u"id"_s, u"wa"_s, u"st"_s, u"gu"_s};
    names.append(cpu.mid(0, cpuColumns));
    return names;
}

// A CPU split adds up to 100 give or take rounding of each column.
bool cpuAddsUp(const QList<double> &row, qsizetype first, qsizetype count)
{
    double sum = 0;
    for (qsizetype i = first; i < first + count; ++i) {
        sum += row.at(i);
    }
    return sum >= 100.0 - double(count) && sum <= 100.0 + double(count);
}

bool allRowsAddUp(const QList<QList<double>> &rows, qsizetype first, qsizetype count)
{
    for (const QList<double> &row : rows) {
        if (!cpuAddsUp(row, first, count)) {
            return false;
        }
    }
    return true;
}

} // namespace

VmstatLayout::VmstatLayout(QStringList names, bool hasTimestamp)
    : m_names(std::move(names))
    , m_hasTimestamp(hasTimestamp)
{
}

std::optional<VmstatLayout> VmstatLayout::fromHeader(QStringView line)
{
    const QList<QStringView> fields = splitFields(line);
    if (fields.size() < 12 || fields.at(0) != u"r" || fields.at(1) != u"b") {
        return std::nullopt;
    }
    QStringList names;
    bool timestamp = false;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (findColumn(fields.at(i))) {
            if (names.contains(fields.at(i).toString())) {
                return std::nullopt; // BSD has `sy` twice: not ours
            }
            names.append(fields.at(i).toString());
        } else if (i == fields.size() - 1 && names.size() >= 12) {
            timestamp = true; // -t puts the time zone ("UTC", "CET") above the timestamp
        } else {
            return std::nullopt;
        }
    }
    if (!names.contains(u"swpd"_s) || !names.contains(u"free"_s) || !names.contains(u"bo"_s)) {
        return std::nullopt;
    }
    return VmstatLayout(names, timestamp);
}

bool VmstatLayout::isNamesOnly(QStringView line)
{
    const QList<QStringView> fields = splitFields(line);
    return !fields.isEmpty()
        && std::all_of(fields.cbegin(), fields.cend(),
            [](QStringView field) { return findColumn(field) != nullptr; });
}

bool VmstatLayout::hasCpuColumns() const
{
    return m_names.contains(u"us"_s) && m_names.contains(u"sy"_s) && m_names.contains(u"id"_s);
}

QList<VmstatLayout> VmstatLayout::candidatesFromRows(const QList<QList<double>> &rows)
{
    QList<VmstatLayout> candidates;
    const qsizetype count = rows.isEmpty() ? 0 : rows.constFirst().size();
    for (const QList<double> &row : rows) {
        if (row.size() != count) {
            return candidates;
        }
    }
    if (count == 16 && allRowsAddUp(rows, 13, 3)) {
        candidates.append(VmstatLayout(procps20Names, false));
    }
    // 3.x and later: us sy id wa [st [gu]] from column 12 on (4.0.4 takes gu out of us).
    if (count >= 16 && count <= 18 && allRowsAddUp(rows, 12, count - 12)) {
        candidates.append(VmstatLayout(procps3Names(count - 12), false));
    }
    return candidates;
}

bool VmstatLayout::isGroupLine(QStringView line)
{
    // `   procs      memory    swap   io  system   cpu` (2.0), `procs -----memory---- ...`
    // (3.x), `--procs-- ---...` (-w), `... -----timestamp-----` (-t).
    static const QRegularExpression group(
        uR"(^\s*-*procs\b[\s-]*memory\b[\s-]*swap\b[\s-]*io\b[\s-]*system\b[\s-]*cpu\b[\s-]*(timestamp\b[\s-]*)?$)"_s);
    return group.match(line).hasMatch();
}

bool VmstatLayout::isForeignHeader(QStringView line)
{
    static const QRegularExpression foreign(
        uR"(^\s*(r\s+b\s+w\s+avm\s+fre\b|kthr\s+memory\s+page\b|procs\s+memory\s+page\b))"_s);
    return foreign.match(line).hasMatch();
}

QString VmstatLayout::generation() const
{
    if (m_names.contains(u"w"_s)) {
        return u"procps 2.0"_s;
    }
    if (m_names.contains(u"gu"_s)) {
        return u"procps-ng 4.0"_s;
    }
    if (m_names.contains(u"st"_s)) {
        return u"procps-ng"_s;
    }
    if (m_names.indexOf(u"wa"_s) >= 0 && m_names.indexOf(u"wa"_s) < m_names.indexOf(u"id"_s)) {
        return u"Red Hat procps 2.0.1x"_s;
    }
    if (m_names.contains(u"wa"_s)) {
        return u"procps 3.x"_s;
    }
    return u"procps"_s;
}

QString VmstatLayout::variant() const
{
    const bool active = m_names.contains(u"inact"_s);
    return generation() + (active ? u" -a"_s : QString()) + (m_hasTimestamp ? u" -t"_s : QString());
}

QList<ColumnInfo> VmstatLayout::columns(const QString &memoryUnit) const
{
    QList<ColumnInfo> columns;
    for (const QString &name : m_names) {
        const KnownColumn *known = findColumn(name);
        Q_ASSERT(known);
        const QString unit = known->unit == u"memory" ? memoryUnit : known->unit.toString();
        columns.append(ColumnInfo{name, unit, known->group.toString()});
    }
    return columns;
}

} // namespace vmscope
