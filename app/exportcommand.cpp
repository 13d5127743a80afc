// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/exportcommand.h"

#include "app/analyzecommand.h"
#include "app/charts/eventmarkers.h"
#include "app/charts/linepalette.h"
#include "app/demothread.h"
#include "app/export/report.h"
#include "core/capturecsv.h"
#include "core/stallrules.h"
#include "parsers/loadfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("vmscope::ExportCommand", text);
}

/// Every input in one document; empty with the reason in `error` when one is unreadable.
std::optional<Document> loadInputs(const QStringList &inputs, QString *error)
{
    const ParserRegistry registry = ParserRegistry::withBuiltins();
    Document merged;
    for (const QString &input : inputs) {
        const LoadResult loaded = input == QStringView(demoInputName)
            ? loadBytes(DemoThread::bytes(), DemoThread::name(), registry)
            : loadFile(input, registry);
        if (!loaded.readable()) {
            *error = loaded.error;
            return std::nullopt;
        }
        merged.merge(loaded.document);
    }
    return merged;
}

QStringList labelsOf(const Document &document)
{
    QStringList labels;
    for (const Capture &capture : document.captures()) {
        if (!capture.label.isEmpty() && !labels.contains(capture.label)) {
            labels.append(capture.label);
        }
    }
    return labels;
}

QStringList metricsOf(const QList<const Capture *> &captures)
{
    QStringList keys;
    for (const Capture *capture : captures) {
        const TimeSeries *series = capture->timeSeries();
        for (qsizetype index = 0; series && index < series->columnCount(); ++index) {
            if (!keys.contains(series->column(index).key)) {
                keys.append(series->column(index).key);
            }
        }
    }
    return keys;
}

bool hasSamplesIn(const QList<const Capture *> &captures, double from, double to)
{
    return std::any_of(captures.begin(), captures.end(), [from, to](const Capture *capture) {
        const std::vector<double> &time = capture->timeSeries()->time();
        const auto first = std::lower_bound(time.begin(), time.end(), from);
        return first != time.end() && *first <= to;
    });
}

QString writeText(const QString &path, const QString &text)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        return file.errorString();
    }
    return {};
}

int fail(QTextStream &err, const QString &message, int code = ExitBadInput)
{
    err << u"vmscope-cli: "_s << message << u'\n';
    return code;
}

} // namespace

std::optional<std::pair<double, double>> parseTimeRange(const QString &text)
{
    const QStringList ends = text.split(u':');
    if (ends.size() != 2) {
        return std::nullopt;
    }
    bool startOk = false;
    bool endOk = false;
    const double start = ends.at(0).trimmed().toDouble(&startOk);
    const double end = ends.at(1).trimmed().toDouble(&endOk);
    if (!startOk || !endOk || !std::isfinite(start) || !std::isfinite(end) || end <= start) {
        return std::nullopt;
    }
    return std::pair { start, end };
}

std::optional<QSizeF> parseExportSize(const QString &text)
{
    const QStringList sides = text.toLower().split(u'x');
    if (sides.size() != 2) {
        return std::nullopt;
    }
    bool widthOk = false;
    bool heightOk = false;
    const int width = sides.at(0).toInt(&widthOk);
    const int height = sides.at(1).toInt(&heightOk);
    const auto sensible = [](int side) { return side >= 50 && side <= 20000; };
    if (!widthOk || !heightOk || !sensible(width) || !sensible(height)) {
        return std::nullopt;
    }
    return QSizeF(width, height);
}

bool addNote(Document &document, const QString &captureId, const QString &note, QString *error)
{
    const qsizetype colon = note.indexOf(u':');
    const QStringList span = note.left(colon).split(u'-');
    bool fromOk = false;
    bool toOk = true;
    const double from = span.constFirst().toDouble(&fromOk);
    const double to = span.size() == 2 ? span.at(1).toDouble(&toOk) : from;
    if (colon < 0 || span.size() > 2 || !fromOk || !toOk || to < from
        || note.mid(colon + 1).trimmed().isEmpty()) {
        *error = tr("--note needs FROM[-TO]:TEXT in seconds, not '%1'").arg(note);
        return false;
    }
    document.addAnnotation({ QString(), captureId, from, to, note.mid(colon + 1).trimmed() });
    return true;
}

int runExport(const ExportOptions &options, QTextStream &out, QTextStream &err)
{
    const std::optional<ExportFormat> format
        = options.format ? options.format : exportFormatNamed(options.out);
    if (!format) {
        return fail(err, tr("cannot tell the format from '%1': give --format png, svg, pdf or csv")
                             .arg(options.out));
    }
    if (*format != ExportFormat::Csv && options.metrics.isEmpty()) {
        return fail(err, tr("a chart needs at least one --metric"));
    }
    QString error;
    std::optional<Document> document = loadInputs(options.inputs, &error);
    if (!document) {
        return fail(err, error);
    }
    QList<const Capture *> series;
    QList<const Capture *> profiles;
    for (const Capture &capture : document->captures()) {
        if (!options.labels.isEmpty() && !options.labels.contains(capture.label)) {
            continue;
        }
        if (capture.timeSeries() && capture.timeSeries()->sampleCount() > 0) {
            series.append(&capture);
        } else if (capture.profile()) {
            profiles.append(&capture);
        }
    }
    if (!options.labels.isEmpty() && series.isEmpty() && profiles.isEmpty()) {
        return fail(err, tr("no capture is labelled %1 (labels: %2)")
                             .arg(options.labels.join(u", "_s), labelsOf(*document).join(u", "_s)),
            ExitNothingFound);
    }
    if (*format == ExportFormat::Csv && series.isEmpty() && !profiles.isEmpty()) {
        error = writeText(options.out, profileTable(profiles).toCsv());
        return error.isEmpty() ? ExitOk
                               : fail(err, tr("cannot write %1: %2").arg(options.out, error));
    }
    if (series.isEmpty()) {
        return fail(err, tr("no time series (vmstat, top, slabinfo) to export"), ExitNothingFound);
    }
    const QStringList known = metricsOf(series);
    for (const QString &metric : options.metrics) {
        if (!known.contains(metric)) {
            return fail(err, tr("no capture has the metric '%1' (metrics: %2)")
                                 .arg(metric, known.join(u", "_s)));
        }
    }
    const bool ranged = !std::isnan(options.from);
    if (ranged && !hasSamplesIn(series, options.from, options.to)) {
        return fail(err, tr("no samples between %1 s and %2 s").arg(options.from).arg(options.to));
    }
    if (*format == ExportFormat::Csv) {
        const PlainTable table = timeSeriesTable(series, options.metrics,
            ranged ? options.from : -std::numeric_limits<double>::infinity(),
            ranged ? options.to : std::numeric_limits<double>::infinity());
        error = writeText(options.out, table.toCsv());
        if (error.isEmpty()) {
            out << tr("wrote %1 (%2 rows)").arg(options.out).arg(table.rowCount()) << u'\n';
        }
        return error.isEmpty() ? ExitOk
                               : fail(err, tr("cannot write %1: %2").arg(options.out, error));
    }
    QList<PlottedCapture> plotted;
    for (const Capture *capture : std::as_const(series)) {
        plotted.append({ document->sharedCapture(capture->id), lineColor(plotted.size()) });
    }
    for (const QString &note : options.notes) {
        // On the first capture drawn in the first chart, as a Ctrl+drag there would put it.
        const auto first = std::find_if(series.begin(), series.end(), [&](const Capture *capture) {
            return capture->timeSeries()->columnIndex(options.metrics.constFirst()) >= 0;
        });
        if (!addNote(*document, (*first)->id, note, &error)) {
            return fail(err, error);
        }
    }
    const QList<Finding> findings = analyzeDocument(*document);
    ChartSheetOptions sheetOptions;
    sheetOptions.metrics = options.metrics;
    sheetOptions.size = options.size;
    sheetOptions.theme = options.theme;
    sheetOptions.from = options.from;
    sheetOptions.to = options.to;
    const ChartSheet sheet(plotted, documentMarkers(*document, findings), sheetOptions);
    error = writeChart(sheet, options.out, *format, options.dpi);
    if (!error.isEmpty()) {
        return fail(err, tr("cannot write %1: %2").arg(options.out, error));
    }
    out << tr("wrote %1").arg(options.out) << u'\n';
    return ExitOk;
}

int runReport(const QStringList &inputs, const QString &out, QTextStream &output, QTextStream &err)
{
    const std::optional<ExportFormat> format = exportFormatNamed(out);
    const bool html = out.endsWith(u".html", Qt::CaseInsensitive) || out.endsWith(u".htm", Qt::CaseInsensitive);
    if (!html && format != ExportFormat::Pdf) {
        return fail(err, tr("report writes .html or .pdf, not '%1'").arg(out));
    }
    QString error;
    const std::optional<Document> document = loadInputs(inputs, &error);
    if (!document) {
        return fail(err, error);
    }
    if (document->isEmpty()) {
        return fail(err, tr("no log found in the inputs"), ExitNothingFound);
    }
    QStringList names; // the reader's copy of the report is not on this machine
    for (const QString &input : inputs) {
        names.append(input == QStringView(demoInputName) ? DemoThread::name()
                                                          : QFileInfo(input).fileName());
    }
    const Report report(*document, analyzeDocument(*document), names);
    error = html ? writeText(out, report.html()) : report.writePdf(out);
    if (!error.isEmpty()) {
        return fail(err, tr("cannot write %1: %2").arg(out, error));
    }
    output << tr("wrote %1").arg(out) << u'\n';
    return ExitOk;
}

} // namespace vmscope
