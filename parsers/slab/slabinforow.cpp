// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/slab/slabinforow.h"

#include "parsers/common/tokenize.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

using Fields = QList<QStringView>;

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

/// Values of a group of numbers, or nullopt when one is not a number.
std::optional<std::vector<double>> numbersOf(const Fields &fields, qsizetype from = 0)
{
    std::vector<double> values;
    for (qsizetype i = from; i < fields.size(); ++i) {
        const auto value = parseUnsigned(fields.at(i));
        if (!value) {
            return std::nullopt;
        }
        values.push_back(*value);
    }
    return values;
}

void addStatistics(SlabRow &row, const QStringList &keys, const std::vector<double> &values)
{
    for (std::size_t i = 0; i < values.size() && qsizetype(i) < keys.size(); ++i) {
        row.statistics.append({ keys.at(qsizetype(i)), values[i] });
    }
}

/// Version 1.1 groups after the six numbers: `[2]` SMP, `[5]` statistics, `[5, 2, 4]` both.
bool readGroups11(SlabinfoRow &read, const QList<std::vector<double>> &groups)
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
bool readGroups2(SlabinfoRow &read, const QList<Fields> &groups)
{
    bool slabdata = false;
    QStringList seen;
    for (qsizetype g = 0; g < groups.size(); ++g) {
        const Fields &group = groups.at(g);
        const bool labelled = !group.isEmpty() && isLabel(group.front());
        if (labelled != read.labelled) {
            return false;
        }
        const QString label
            = labelled ? group.front().toString() : (g == 0 ? u"tunables"_s : u"slabdata"_s);
        const auto values = numbersOf(group, labelled ? 1 : 0);
        if (!values || seen.contains(label) || (!labelled && g > 1)) {
            return false;
        }
        seen.append(label);
        const std::size_t count = values->size();
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
    const Fields fields = splitFields(text);
    QList<Fields> groups { {} };
    for (const QStringView field : fields) {
        if (field == u":") {
            groups.append(Fields());
        } else {
            groups.last().append(field);
        }
    }
    const Fields head = groups.takeFirst();
    qsizetype numbers = 0;
    while (numbers < head.size() && parseUnsigned(head.at(head.size() - 1 - numbers))) {
        ++numbers;
    }
    const qsizetype nameTokens = head.size() - numbers;
    if (nameTokens < 1 || !startsLikeName(head.front())) {
        return std::nullopt;
    }
    SlabinfoRow read;
    QStringList name;
    for (qsizetype i = 0; i < nameTokens; ++i) {
        name.append(head.at(i).toString());
    }
    read.row.name = name.join(u' ');
    const std::vector<double> values = *numbersOf(head, nameTokens);
    SlabRow &row = read.row;
    if (values.size() < 2) {
        return std::nullopt;
    }
    row.activeObjects = values[0];
    row.totalObjects = values[1];
    const bool anyLabel = std::any_of(groups.cbegin(), groups.cend(),
        [](const Fields &group) { return !group.isEmpty() && isGroupLabel(group.front()); });
    if (numbers == 5 && !groups.isEmpty()) {
        read.family = SlabFamily::Version2;
        read.labelled = anyLabel;
        row.objectSize = values[2];
        row.objectsPerSlab = values[3];
        row.pagesPerSlab = values[4];
        return readGroups2(read, groups) ? std::optional(read) : std::nullopt;
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
    QList<std::vector<double>> numberGroups;
    for (const Fields &group : std::as_const(groups)) {
        const auto groupValues = numbersOf(group);
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
        addStatistics(row, stats11, std::vector<double>(values.begin() + 5, values.end()));
        read.statistics = true;
    }
    return read;
}

std::optional<SlabinfoRow> SlabinfoRow::readSlabtop(QStringView text)
{
    if (text.size() > longestRow) {
        return std::nullopt;
    }
    const Fields fields = splitFields(text);
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
    QStringList name;
    for (qsizetype i = 7; i < fields.size(); ++i) {
        name.append(fields.at(i).toString());
    }
    SlabRow &row = read.row;
    row.name = name.join(u' ');
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
