// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/slab/slabinforow.h"

#include "parsers/common/tokenize.h"

#include <QVarLengthArray>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

using Fields = FieldList;
using Numbers = QVarLengthArray<double, 16>;

/// The fields before the first `:` and each group after one, as spans of `fields`.
struct Group
{
    qsizetype from = 0;
    qsizetype to = 0;
    [[nodiscard]] bool isEmpty() const { return from == to; }
    [[nodiscard]] qsizetype size() const { return to - from; }
};

/// Statistics keys per group, as the kernels' headers name them. globalstat had seven values
/// up to 2.6.10 (`maxfreeable freelimit`), nine since (`nodeallocs remotefrees alienoverflow`).
const QStringList stats11 = { u"high"_s, u"allocs"_s, u"grown"_s, u"reaped"_s, u"errors"_s };
const QStringList smpStats11 = { u"allochit"_s, u"allocmiss"_s, u"freehit"_s, u"freemiss"_s };
const QStringList globalStat7 = { u"listallocs"_s, u"maxobjs"_s, u"grown"_s, u"reaped"_s,
    u"error"_s, u"maxfreeable"_s, u"freelimit"_s };
const QStringList globalStat9 = { u"listallocs"_s, u"maxobjs"_s, u"grown"_s, u"reaped"_s,
    u"error"_s, u"maxfreeable"_s, u"nodeallocs"_s, u"remotefrees"_s, u"alienoverflow"_s };

bool isLabel(QStringView token)
{
    return !token.isEmpty()
        && std::all_of(token.cbegin(), token.cend(), [](QChar c) { return c.isLetter(); });
}

bool isGroupLabel(QStringView token)
{
    return token == u"tunables" || token == u"slabdata" || token == u"globalstat"
        || token == u"cpustat";
}

/// Values of fields [from, to), or nullopt when one is not a number.
std::optional<Numbers> numbersOf(const Fields &fields, qsizetype from, qsizetype to)
{
    Numbers values;
    for (qsizetype i = from; i < to; ++i) {
        const auto value = parseUnsigned(fields.at(i));
        if (!value) {
            return std::nullopt;
        }
        values.append(*value);
    }
    return values;
}

void addStatistics(SlabRow &row, const QStringList &keys, const Numbers &values)
{
    for (qsizetype i = 0; i < values.size() && i < keys.size(); ++i) {
        row.statistics.append({ keys.at(i), values[i] });
    }
}

/// Version 1.1 groups after the six numbers: `[2]` SMP, `[5]` statistics, `[5, 2, 4]` both.
bool readGroups11(SlabinfoRow &read, const QList<Numbers> &groups)
{
    QList<qsizetype> sizes;
    for (const auto &group : groups) {
        sizes.append(qsizetype(group.size()));
    }
    if (sizes == QList<qsizetype> { 2 } || sizes == QList<qsizetype> { 5, 2, 4 }) {
        const auto &tunables = groups.at(sizes.size() == 1 ? 0 : 1);
        read.row.limit = tunables[0];
        read.row.batchCount = tunables[1];
        read.smp = true;
    }
    if (sizes == QList<qsizetype> { 5 } || sizes == QList<qsizetype> { 5, 2, 4 }) {
        addStatistics(read.row, stats11, groups.at(0));
        read.statistics = true;
    }
    if (sizes.size() == 3) {
        addStatistics(read.row, smpStats11, groups.at(2));
    }
    return sizes.isEmpty() || read.smp || read.statistics;
}

/// Version 1.2/2.x groups: labelled (`tunables`, `slabdata`, `globalstat`, `cpustat`) or, in
/// 1.2, bare `[3, 3]`.
bool readGroups2(SlabinfoRow &read, const Fields &fields, const QVarLengthArray<Group, 8> &groups)
{
    bool slabdata = false;
    QVarLengthArray<QStringView, 8> seen;
    for (qsizetype g = 0; g < groups.size(); ++g) {
        const Group &group = groups.at(g);
        const bool labelled = !group.isEmpty() && isLabel(fields.at(group.from));
        if (labelled != read.labelled) {
            return false;
        }
        const QStringView label
            = labelled ? fields.at(group.from) : (g == 0 ? u"tunables" : u"slabdata");
        const auto values = numbersOf(fields, group.from + (labelled ? 1 : 0), group.to);
        if (!values || seen.contains(label) || (!labelled && g > 1)) {
            return false;
        }
        seen.append(label);
        const qsizetype count = values->size();
        if (label == u"tunables" && count == 3) {
            read.row.limit = (*values)[0]; // 2.0's header says batchcount first; values are not
            read.row.batchCount = (*values)[1];
            read.row.sharedFactor = (*values)[2];
        } else if (label == u"slabdata" && count == 3) {
            read.row.activeSlabs = (*values)[0];
            read.row.totalSlabs = (*values)[1];
            slabdata = true;
        } else if (label == u"globalstat" && (count == 7 || count == 9)) {
            addStatistics(read.row, count == 7 ? globalStat7 : globalStat9, *values);
            read.statistics = true;
        } else if (label == u"cpustat" && count == 4) {
            addStatistics(read.row, smpStats11, *values);
            read.statistics = true;
        } else {
            return false;
        }
    }
    return slabdata;
}

bool startsLikeName(QStringView token)
{
    const QChar first = token.front();
    return first.isLetter() || first == u'_';
}

/// `0.19K` → 194.56, `63260K` → 64778240: slabtop's KiB figures in bytes.
std::optional<double> kibibytes(QStringView token)
{
    if (!token.endsWith(u'K')) {
        return std::nullopt;
    }
    bool ok = false;
    const double value = token.chopped(1).toDouble(&ok);
    return ok && value >= 0 ? std::optional(value * 1024) : std::nullopt;
}

} // namespace

std::optional<SlabinfoRow> SlabinfoRow::read(QStringView text)
{
    if (text.size() > longestRow) {
        return std::nullopt;
    }
    // The fields without the `:`s, the head (name and first numbers) and each group after a `:`.
    Fields fields;
    QVarLengthArray<Group, 8> groups;
    Group head;
    Group *current = &head;
    forEachField(text, [&](QStringView field) {
        if (field == u":") {
            groups.append({fields.size(), fields.size()});
            current = &groups.last();
        } else {
            fields.append(field);
            current->to = fields.size();
        }
        return true;
    });
    if (head.isEmpty()) {
        return std::nullopt;
    }
    qsizetype numbers = 0;
    while (numbers < head.size() && parseUnsigned(fields.at(head.to - 1 - numbers))) {
        ++numbers;
    }
    const qsizetype nameTokens = head.size() - numbers;
    if (nameTokens < 1 || !startsLikeName(fields.at(0))) {
        return std::nullopt;
    }
    SlabinfoRow read;
    // The name as printed, blanks inside it made single.
    read.row.name = fields.at(0).toString();
    for (qsizetype i = 1; i < nameTokens; ++i) {
        read.row.name += u' ' + fields.at(i);
    }
    const Numbers values = *numbersOf(fields, nameTokens, head.to);
    SlabRow &row = read.row;
    if (values.size() < 2) {
        return std::nullopt;
    }
    row.activeObjects = values[0];
    row.totalObjects = values[1];
    const bool anyLabel = std::any_of(groups.cbegin(), groups.cend(), [&fields](const Group &group) {
        return !group.isEmpty() && isGroupLabel(fields.at(group.from));
    });
    if (numbers == 5 && !groups.isEmpty()) {
        read.family = SlabFamily::Version2;
        read.labelled = anyLabel;
        row.objectSize = values[2];
        row.objectsPerSlab = values[3];
        row.pagesPerSlab = values[4];
        return readGroups2(read, fields, groups) ? std::optional(read) : std::nullopt;
    }
    if (numbers == 5 && groups.isEmpty()) {
        read.family = SlabFamily::Version2;
        read.cut = true;
        row.objectSize = values[2];
        row.objectsPerSlab = values[3];
        row.pagesPerSlab = values[4];
        // SLAB fills whole slabs: num_objs is num_slabs × objperslab.
        if (row.objectsPerSlab > 0) {
            row.totalSlabs = std::ceil(row.totalObjects / row.objectsPerSlab);
        }
        return read;
    }
    if (anyLabel) {
        return std::nullopt;
    }
    QList<Numbers> numberGroups;
    for (const Group &group : std::as_const(groups)) {
        const auto groupValues = numbersOf(fields, group.from, group.to);
        if (!groupValues || groupValues->empty()) {
            return std::nullopt;
        }
        numberGroups.append(*groupValues);
    }
    if (numbers == 6) {
        read.family = SlabFamily::Version11;
        row.objectSize = values[2];
        row.activeSlabs = values[3];
        row.totalSlabs = values[4];
        row.pagesPerSlab = values[5];
        return readGroups11(read, numberGroups) ? std::optional(read) : std::nullopt;
    }
    if (!groups.isEmpty() || (numbers != 2 && numbers != 10)) {
        return std::nullopt;
    }
    read.family = SlabFamily::Version10;
    if (numbers == 10) {
        row.activeSlabs = values[2];
        row.totalSlabs = values[3];
        row.totalPages = values[4];
        addStatistics(row, stats11, Numbers(values.begin() + 5, values.end()));
        read.statistics = true;
    }
    return read;
}

std::optional<SlabinfoRow> SlabinfoRow::readSlabtop(QStringView text)
{
    // USE is a percentage: a line without `%` is no slabtop row, and needs no splitting.
    if (text.size() > longestRow || !text.contains(u'%')) {
        return std::nullopt;
    }
    const Fields fields = stackFields(text);
    if (fields.size() < 8) {
        return std::nullopt;
    }
    const auto objects = parseUnsigned(fields.at(0));
    const auto active = parseUnsigned(fields.at(1));
    const auto slabs = parseUnsigned(fields.at(4));
    const auto perSlab = parseUnsigned(fields.at(5));
    const auto objectSize = kibibytes(fields.at(3));
    const auto cacheSize = kibibytes(fields.at(6));
    const bool use = fields.at(2).endsWith(u'%') && parseUnsigned(fields.at(2).chopped(1));
    if (!objects || !active || !slabs || !perSlab || !objectSize || !cacheSize || !use) {
        return std::nullopt;
    }
    SlabinfoRow read;
    read.family = SlabFamily::Slabtop;
    SlabRow &row = read.row;
    row.name = fields.at(7).toString();
    for (qsizetype i = 8; i < fields.size(); ++i) {
        row.name += u' ' + fields.at(i);
    }
    row.totalObjects = *objects;
    row.activeObjects = *active;
    row.objectSize = std::round(*objectSize); // slabtop printed it to 0.01 KiB
    row.totalSlabs = *slabs;
    row.objectsPerSlab = *perSlab;
    row.statedMemoryBytes = *cacheSize;
    return read;
}

bool SlabinfoRow::isContinuation(QStringView text)
{
    // Indented, or starting a group (`: slabdata ...`, or `slabdata ...` when mail wrapped the
    // line at the blank after the colon).
    const QStringView trimmed = text.trimmed();
    const bool groupFirst = trimmed.startsWith(u':')
        || isGroupLabel(trimmed.left(trimmed.indexOf(u' ') < 0 ? trimmed.size() : trimmed.indexOf(u' ')));
    if (text.isEmpty() || text.size() > longestRow
        || !(text.front() == u' ' || text.front() == u'\t' || groupFirst)) {
        return false;
    }
    bool anyNumber = false;
    for (const QStringView field : splitFields(text)) {
        if (parseUnsigned(field)) {
            anyNumber = true;
        } else if (field != u":" && !isGroupLabel(field)) {
            return false;
        }
    }
    return anyNumber;
}

} // namespace vmscope
