// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/text/capturecsv.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::CaptureCsv)
};

QString optionalNumber(const std::optional<double> &value)
{
    return value ? csvNumber(*value) : QString();
}

} // namespace

QString csvNumber(double value)
{
    // 'g' with the shortest round-trip precision: the spreadsheet reads back what the log said.
    return std::isnan(value) ? QString() : QString::number(value, 'g', QLocale::FloatingPointShortest);
}

PlainTable timeSeriesTable(const QList<const Capture *> &captures, const QStringList &metrics,
    double from, double to)
{
    QList<ColumnInfo> columns;
    for (const Capture *capture : captures) {
        const TimeSeries *series = capture->timeSeries();
        for (qsizetype index = 0; series && index < series->columnCount(); ++index) {
            const ColumnInfo &column = series->column(index);
            const bool known = std::any_of(columns.begin(), columns.end(),
                [&column](const ColumnInfo &seen) { return seen.key == column.key; });
            if (!known && (metrics.isEmpty() || metrics.contains(column.key))) {
                columns.append(column);
            }
        }
    }
    // The chosen metrics keep the order they were asked for.
    if (!metrics.isEmpty()) {
        std::stable_sort(columns.begin(), columns.end(), [&metrics](const auto &a, const auto &b) {
            return metrics.indexOf(a.key) < metrics.indexOf(b.key);
        });
    }
    QList<PlainTable::Column> titles { { Text::tr("capture"), PlainTable::Align::Left, false },
        { Text::tr("label"), PlainTable::Align::Left, true }, { Text::tr("time (s)") } };
    for (const ColumnInfo &column : std::as_const(columns)) {
        titles.append({ column.unit.isEmpty() ? column.key : u"%1 (%2)"_s.arg(column.key, column.unit) });
    }
    PlainTable table(titles);
    for (const Capture *capture : captures) {
        const TimeSeries *series = capture->timeSeries();
        if (!series) {
            continue;
        }
        QList<qsizetype> indices;
        for (const ColumnInfo &column : std::as_const(columns)) {
            indices.append(series->columnIndex(column.key));
        }
        const ValueColumn &time = series->time();
        for (qsizetype row = 0; row < series->sampleCount(); ++row) {
            if (time[std::size_t(row)] < from || time[std::size_t(row)] > to) {
                continue;
            }
            QStringList cells { capture->id, capture->label, csvNumber(time[std::size_t(row)]) };
            for (const qsizetype index : std::as_const(indices)) {
                cells.append(index < 0 ? QString()
                                       : csvNumber(series->values(index)[std::size_t(row)]));
            }
            table.addRow(cells);
        }
    }
    return table;
}

PlainTable profileTable(const QList<const Capture *> &captures)
{
    PlainTable table({ { Text::tr("capture"), PlainTable::Align::Left, false },
        { Text::tr("label"), PlainTable::Align::Left, false },
        { Text::tr("symbol"), PlainTable::Align::Left, true },
        { Text::tr("address"), PlainTable::Align::Left, false },
        { Text::tr("module"), PlainTable::Align::Left, false }, { Text::tr("ticks or samples") },
        { Text::tr("percent (%)") }, { Text::tr("load") }, { Text::tr("share (%)") }, { Text::tr("line") } });
    for (const Capture *capture : captures) {
        const Profile *profile = capture->profile();
        for (qsizetype index = 0; profile && index < profile->entries.size(); ++index) {
            const ProfileEntry &entry = profile->entries.at(index);
            table.addRow({ capture->id, capture->label, entry.symbol,
                entry.address ? u"0x"_s + QString::number(*entry.address, 16) : QString(),
                entry.module, optionalNumber(entry.ticks), optionalNumber(entry.percent),
                optionalNumber(entry.load), csvNumber(profile->sharePercent(index)),
                QString::number(entry.line) });
        }
    }
    return table;
}

} // namespace vmscope
