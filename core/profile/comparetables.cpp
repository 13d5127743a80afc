// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/profile/comparetables.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QString ticksText(const std::optional<double> &ticks)
{
    return ticks ? QString::number(*ticks, 'f', 0) : u"-"_s;
}

QString shareText(double share) { return QString::number(share, 'f', 1); }

QString changeText(double change)
{
    const QString text = QString::number(change, 'f', 1);
    return change > 0 && text != u"0.0" ? u'+' + text : text;
}

QString ratioText(const std::optional<double> &ratio)
{
    if (!ratio || !std::isfinite(*ratio)) {
        return u"-"_s;
    }
    return QString::number(*ratio, 'f', *ratio >= 100 ? 0 : 2);
}

QJsonValue optionalNumber(const std::optional<double> &value)
{
    return value && std::isfinite(*value) ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

} // namespace

PlainTable profileDiffTable(const ProfileDiff &diff, qsizetype maxRows)
{
    const qsizetype profiles = diff.labels.size();
    const bool withTicks = profiles <= 2;
    QList<PlainTable::Column> columns { { u"symbol"_s, PlainTable::Align::Left, true } };
    for (qsizetype p = 0; p < profiles; ++p) {
        if (withTicks) {
            columns.append({ diff.labels.at(p) });
            columns.append({ u"%"_s });
        } else {
            columns.append({ diff.labels.at(p) + u" %"_s });
        }
    }
    for (qsizetype p = 0; p < profiles; ++p) {
        if (p != diff.baseline) {
            const QString suffix = profiles > 2 ? u" "_s + diff.labels.at(p) : QString();
            columns.append({ u"change"_s + suffix });
            columns.append({ u"ratio"_s + suffix });
        }
    }
    PlainTable table(columns);
    const qsizetype shown = maxRows < 0 ? diff.rows.size() : std::min(maxRows, diff.rows.size());
    for (qsizetype r = 0; r < shown; ++r) {
        const ProfileDiffRow &row = diff.rows.at(r);
        QStringList cells { row.symbol };
        for (qsizetype p = 0; p < profiles; ++p) {
            if (withTicks) {
                cells.append(ticksText(row.ticks.at(p)));
            }
            cells.append(row.listedIn(p) ? shareText(row.share.at(p)) : u"-"_s);
        }
        for (qsizetype p = 0; p < profiles; ++p) {
            if (p != diff.baseline) {
                cells.append(changeText(row.shareChange.at(p)));
                cells.append(ratioText(row.ratio.at(p)));
            }
        }
        table.addRow(cells);
    }
    return table;
}

QJsonObject profileDiffToJson(const ProfileDiff &diff)
{
    QJsonArray rows;
    for (const ProfileDiffRow &row : diff.rows) {
        QJsonArray ticks;
        QJsonArray share;
        QJsonArray change;
        QJsonArray ratio;
        for (qsizetype p = 0; p < diff.labels.size(); ++p) {
            ticks.append(optionalNumber(row.ticks.at(p)));
            share.append(row.share.at(p));
            change.append(row.shareChange.at(p));
            ratio.append(optionalNumber(row.ratio.at(p)));
        }
        rows.append(QJsonObject { { u"symbol"_s, row.symbol }, { u"group"_s, row.isGroup },
            { u"ticks"_s, ticks }, { u"share"_s, share }, { u"change"_s, change },
            { u"ratio"_s, ratio } });
    }
    return { { u"labels"_s, QJsonArray::fromStringList(diff.labels) },
        { u"baseline"_s, diff.labels.value(diff.baseline) }, { u"rows"_s, rows } };
}

} // namespace vmscope
