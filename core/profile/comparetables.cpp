// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/profile/comparetables.h"

#include "core/text/jsonnumber.h"

#include <QCoreApplication>
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

QString profileCutNote(const ProfileDiff &diff, int width)
{
    QStringList cutOffs;
    for (qsizetype p = 0; p < diff.labels.size(); ++p) {
        const double cutOff = diff.cutOff.value(p);
        if (cutOff > 0.0) {
            cutOffs.append(diff.labels.at(p) + u' ' + QString::number(cutOff, 'f', 2) + u" %"_s);
        }
    }
    if (cutOffs.isEmpty()) {
        return {};
    }
    // Greedy lines of whole "label share" items, the first after the sentence.
    QString text = QCoreApplication::translate("vmscope::ProfileDiff",
        "- not listed; in a listing cut after its top symbols, less than:");
    QString line;
    for (const QString &item : std::as_const(cutOffs)) {
        const QString next = line.isEmpty() ? QString(u"  "_s + item) : QString(line + u", "_s + item);
        if (!line.isEmpty() && next.size() > width) {
            text += u'\n' + line + u',';
            line = u"  "_s + item;
        } else {
            line = next;
        }
    }
    return text + u'\n' + line + u'\n';
}

QJsonObject profileDiffToJson(const ProfileDiff &diff)
{
    QJsonArray rows;
    for (const ProfileDiffRow &row : diff.rows) {
        rows.append(QJsonObject { { u"symbol"_s, row.symbol }, { u"group"_s, row.isGroup },
            { u"ticks"_s, jsonNumbers(row.ticks) }, { u"share"_s, jsonNumbers(row.share) },
            { u"change"_s, jsonNumbers(row.shareChange) },
            { u"ratio"_s, jsonNumbers(row.ratio) } });
    }
    return { { u"labels"_s, QJsonArray::fromStringList(diff.labels) },
        { u"baseline"_s, diff.labels.value(diff.baseline) },
        { u"cut_off"_s, jsonNumbers(diff.cutOff) }, { u"rows"_s, rows } };
}

} // namespace vmscope
