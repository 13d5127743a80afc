// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/slab/slabtables.h"

#include "core/text/jsonnumber.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QString countText(double value)
{
    return std::isnan(value) ? u"-"_s : QString::number(value, 'f', 0);
}

QString kibText(double bytes)
{
    return std::isnan(bytes) ? u"-"_s : QString::number(bytes / 1024, 'f', 0);
}

QString signedText(const QString &text, double value)
{
    return value > 0 && text != u"0" ? u'+' + text : text;
}

QString changeKibText(double bytes)
{
    return std::isnan(bytes) ? u"-"_s : signedText(kibText(bytes), bytes);
}

QString changeCountText(double value)
{
    return std::isnan(value) ? u"-"_s : signedText(countText(value), value);
}

/// A rate with about three significant digits: `+1234`, `+12.3`, `+0.05`.
QString rateText(double value)
{
    if (std::isnan(value) || std::isinf(value)) {
        return u"-"_s;
    }
    if (value == 0) {
        return u"0"_s;
    }
    const double magnitude = std::abs(value);
    const int decimals = magnitude >= 100 ? 0 : magnitude >= 1 ? 1 : 2;
    return signedText(QString::number(value, 'f', decimals), value);
}

QString percentChangeText(double before, double after)
{
    if (std::isnan(before) || std::isnan(after) || before <= 0) {
        return u"-"_s;
    }
    return rateText((after - before) * 100.0 / before);
}

} // namespace

PlainTable slabLargestTable(const SlabSession &session, qsizetype count)
{
    PlainTable table({ { u"cache"_s, PlainTable::Align::Left, true }, { u"KiB"_s }, { u"active"_s },
        { u"objects"_s }, { u"objsize"_s } });
    const std::size_t last = std::size_t(std::max<qsizetype>(session.snapshotCount() - 1, 0));
    for (const qsizetype index : largestCaches(session, count)) {
        const SlabCacheHistory &cache = session.caches().at(index);
        table.addRow(
            { cache.name, kibText(cache.memoryBytes[last]), countText(cache.activeObjects[last]),
                countText(cache.totalObjects[last]), countText(cache.objectSize[last]) });
    }
    return table;
}

PlainTable slabGrowthTable(
    const SlabSession &session, const QList<SlabGrowth> &growth, qsizetype count)
{
    const bool perSecond = session.timesKnown();
    PlainTable table(
        { { u"cache"_s, PlainTable::Align::Left, true }, { u"first KiB"_s }, { u"last KiB"_s },
            { u"change"_s }, { perSecond ? u"KiB/s"_s : u"KiB/snap"_s }, { u"objects"_s } });
    const qsizetype shown = count < 0 ? growth.size() : std::min(count, growth.size());
    for (qsizetype i = 0; i < shown; ++i) {
        const SlabGrowth &row = growth.at(i);
        const double rate = perSecond ? row.bytesPerSecond : row.bytesPerSnapshot;
        table.addRow({ row.name, kibText(row.firstBytes), kibText(row.lastBytes),
            changeKibText(row.byteChange()), rateText(rate / 1024),
            changeCountText(row.objectChange()) });
    }
    return table;
}

PlainTable slabDiffTable(const SlabDiff &diff, qsizetype maxRows, qsizetype labelWidth)
{
    const qsizetype sessions = diff.labels.size();
    const QString unit = diff.byObjects ? u"objs"_s : u"KiB"_s;
    const auto label = [&diff, labelWidth](qsizetype p) -> QString {
        const QString &full = diff.labels.at(p);
        return labelWidth < 0 || full.size() <= labelWidth ? full
                                                           : full.left(labelWidth - 1) + u'~';
    };
    QList<PlainTable::Column> columns { { u"cache"_s, PlainTable::Align::Left, true } };
    for (qsizetype p = 0; p < sessions; ++p) {
        columns.append({ label(p) + u' ' + unit });
    }
    for (qsizetype p = 0; p < sessions; ++p) {
        if (p != diff.baseline) {
            const QString suffix = sessions > 2 ? u' ' + label(p) : QString();
            columns.append({ u"change"_s + suffix });
            columns.append({ u"%"_s + suffix });
        }
    }
    PlainTable table(columns);
    const qsizetype shown = maxRows < 0 ? diff.rows.size() : std::min(maxRows, diff.rows.size());
    const qsizetype base = diff.baseline;
    for (qsizetype r = 0; r < shown; ++r) {
        const SlabDiffRow &row = diff.rows.at(r);
        const QList<double> &values = diff.byObjects ? row.objects : row.bytes;
        const auto valueText = [&diff](double value) -> QString {
            return diff.byObjects ? countText(value) : kibText(value);
        };
        QStringList cells { row.name };
        for (qsizetype p = 0; p < sessions; ++p) {
            cells.append(row.listedIn(p) ? valueText(values.at(p)) : u"-"_s);
        }
        for (qsizetype p = 0; p < sessions; ++p) {
            if (p == base) {
                continue;
            }
            const double change = diff.byObjects ? row.objectChange.at(p) : row.byteChange.at(p);
            cells.append(diff.byObjects ? changeCountText(change) : changeKibText(change));
            if (!row.listedIn(base)) {
                cells.append(u"new"_s);
            } else if (!row.listedIn(p)) {
                cells.append(u"gone"_s);
            } else {
                cells.append(percentChangeText(values.at(base), values.at(p)));
            }
        }
        table.addRow(cells);
    }
    return table;
}

QJsonObject slabDiffToJson(const SlabDiff &diff)
{
    QJsonArray rows;
    for (const SlabDiffRow &row : diff.rows) {
        QJsonArray listed;
        for (const bool in : row.listed) {
            listed.append(in);
        }
        rows.append(QJsonObject { { u"cache"_s, row.name }, { u"listed"_s, listed },
            { u"bytes"_s, jsonNumbers(row.bytes) }, { u"objects"_s, jsonNumbers(row.objects) },
            { u"bytes_change"_s, jsonNumbers(row.byteChange) },
            { u"objects_change"_s, jsonNumbers(row.objectChange) } });
    }
    return { { u"labels"_s, QJsonArray::fromStringList(diff.labels) },
        { u"baseline"_s, diff.labels.value(diff.baseline) },
        { u"sorted_by"_s, diff.byObjects ? u"objects"_s : u"bytes"_s }, { u"rows"_s, rows } };
}

QJsonObject slabGrowthToJson(const SlabGrowth &growth)
{
    return { { u"name"_s, growth.name }, { u"snapshots"_s, qint64(growth.snapshotsListed) },
        { u"first_objects"_s, jsonNumber(growth.firstObjects) },
        { u"last_objects"_s, jsonNumber(growth.lastObjects) },
        { u"first_bytes"_s, jsonNumber(growth.firstBytes) },
        { u"last_bytes"_s, jsonNumber(growth.lastBytes) },
        { u"objects_per_snapshot"_s, jsonNumber(growth.objectsPerSnapshot) },
        { u"bytes_per_snapshot"_s, jsonNumber(growth.bytesPerSnapshot) },
        { u"objects_per_s"_s, jsonNumber(growth.objectsPerSecond) },
        { u"bytes_per_s"_s, jsonNumber(growth.bytesPerSecond) },
        { u"only_grows"_s, growth.onlyGrows } };
}

} // namespace vmscope
