// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/text/findingjson.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QJsonValue numberOrNull(double value)
{
    return std::isnan(value) ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
}

QJsonValue rowOrNull(qsizetype row)
{
    return row < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(qint64(row));
}

} // namespace

QJsonObject findingToJson(const Finding &finding, const QString &file)
{
    return QJsonObject {
        { u"file"_s, file.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(file) },
        { u"capture"_s,
            finding.captureId.isEmpty() ? QJsonValue(QJsonValue::Null)
                                        : QJsonValue(finding.captureId) },
        { u"rule"_s, finding.rule },
        { u"severity"_s, findingSeverityId(finding.severity) },
        { u"start_s"_s, finding.start },
        { u"end_s"_s, finding.end },
        { u"duration_s"_s, finding.duration() },
        { u"first_row"_s, rowOrNull(finding.firstRow) },
        { u"last_row"_s, rowOrNull(finding.lastRow) },
        { u"first_line"_s, finding.firstLine },
        { u"last_line"_s, finding.lastLine },
        { u"summary"_s, finding.headline() },
        { u"evidence"_s, finding.evidence },
    };
}

QJsonObject stallSummaryToJson(const StallSummary &summary)
{
    return QJsonObject {
        { u"label"_s, summary.label },
        { u"rank"_s, summary.rank },
        { u"captures"_s, QJsonArray::fromStringList(summary.captureIds) },
        { u"stalls"_s, qint64(summary.stallCount) },
        { u"stalled_s"_s, summary.stalledSeconds },
        { u"run_s"_s, summary.runSeconds },
        { u"share"_s, numberOrNull(summary.share()) },
        { u"mean_s"_s, numberOrNull(summary.meanSeconds()) },
        { u"max_s"_s, summary.maxSeconds },
    };
}

} // namespace vmscope
