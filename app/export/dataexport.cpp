// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/export/dataexport.h"

#include "app/charts/metricstack.h"
#include "core/text/capturecsv.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::DataExport)
};

bool hasSamplesIn(const QList<const Capture *> &captures, double from, double to)
{
    return std::any_of(captures.begin(), captures.end(), [from, to](const Capture *capture) {
        const ValueColumn &time = capture->timeSeries()->time();
        const auto first = std::lower_bound(time.begin(), time.end(), from);
        return first != time.end() && *first <= to;
    });
}

} // namespace

QStringList metricsOf(const CaptureList &captures)
{
    QStringList keys;
    for (const Capture &capture : captures) {
        const TimeSeries *series = capture.timeSeries();
        for (qsizetype index = 0; series && index < series->columnCount(); ++index) {
            if (!keys.contains(series->column(index).key)) {
                keys.append(series->column(index).key);
            }
        }
    }
    return keys;
}

std::optional<PlainTable> DataExport::table(const CaptureList &captures, QString *error) const
{
    QList<const Capture *> series;
    QList<const Capture *> profiles;
    for (const Capture &capture : captures) {
        // A series without samples (a header pasted alone) would add nothing but its name.
        if (capture.timeSeries() && capture.timeSeries()->sampleCount() > 0) {
            series.append(&capture);
        } else if (capture.profile()) {
            profiles.append(&capture);
        }
    }
    if (series.isEmpty()) {
        if (profiles.isEmpty()) {
            *error = Text::tr("no time series (vmstat, top, slabinfo) or profile to export");
            return std::nullopt;
        }
        return profileTable(profiles);
    }
    const QStringList known = metricsOf(captures);
    QStringList columns; // a stack ("stack:cpu") is its columns: us, sy, wa, st, id
    for (const QString &metric : metrics) {
        const MetricStack *stack = metricStack(metric);
        const QStringList parts = stack ? stack->columns : QStringList { metric };
        bool found = false;
        for (const QString &part : parts) {
            found = found || known.contains(part);
            if (known.contains(part) && !columns.contains(part)) {
                columns.append(part);
            }
        }
        if (!found) {
            *error = Text::tr("no capture has the metric '%1' (metrics: %2)")
                         .arg(metric, known.join(u", "_s));
            return std::nullopt;
        }
    }
    if (!hasSamplesIn(series, from, to)) {
        *error = Text::tr("no samples between %1 s and %2 s").arg(from).arg(to);
        return std::nullopt;
    }
    return timeSeriesTable(series, columns, from, to);
}

} // namespace vmscope
