// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/cli/exportcommand.h"

#include "app/cli/analyzecommand.h"
#include "app/charts/eventmarkers.h"
#include "app/charts/linepalette.h"
#include "app/export/report.h"
#include "app/export/dataexport.h"
#include "core/text/atomicwrite.h"
#include "core/analysis/runnames.h"
#include "core/analysis/stallrules.h"
#include "parsers/input/inputset.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::ExportCommand)
};

/// Every input in one document; nullopt with the reason in `error` when one is unreadable.
std::optional<Document> loadInputs(const CommandInputs &inputs, QString *error)
{
    LoadedInputs loaded = loadArguments(inputs);
    *error = loaded.firstError();
    return error->isEmpty() ? std::optional<Document>(std::move(loaded.document)) : std::nullopt;
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

int fail(QTextStream &err, const QString &message, int code = ExitBadInput)
{
    err << u"vmscope-cli: "_s << message << u'\n';
    return code;
}

/// Why `--out` may not be written: it names one of the inputs, which the output would
/// replace. Empty when it may.
QString refusedOutput(const QString &path, const CommandInputs &inputs)
{
    if (path == QStringView(standardOutputName)) {
        return {};
    }
    const QString target = Input::fromArgument(path).key();
    for (const QString &argument : inputs.arguments) {
        if (Input::fromArgument(argument).key() == target) {
            return Text::tr("--out %1 is one of the inputs; it would be overwritten").arg(path);
        }
    }
    return {};
}

/// Says what was written, unless it went to standard output, where it would join the output.
void sayWritten(QTextStream &out, const QString &path, const QString &message)
{
    if (path != QStringView(standardOutputName)) {
        out << message << u'\n';
    }
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
        *error = Text::tr("--note needs FROM[-TO]:TEXT in seconds, not '%1'").arg(note);
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
        return fail(err, Text::tr("cannot tell the format from '%1': give --format png, svg, pdf or csv")
                             .arg(options.out));
    }
    if (*format != ExportFormat::Csv && options.sheet.metrics.isEmpty()) {
        return fail(err, Text::tr("a chart needs at least one --metric"));
    }
    if (const QString refused = refusedOutput(options.out, options.inputs); !refused.isEmpty()) {
        return fail(err, refused);
    }
    QString error;
    std::optional<Document> document = loadInputs(options.inputs, &error);
    if (!document) {
        return fail(err, error);
    }
    QList<CapturePtr> chosen;
    for (const CapturePtr &capture : document->captures().shared()) {
        if (options.labels.isEmpty() || options.labels.contains(capture->label)) {
            chosen.append(capture);
        }
    }
    if (!options.labels.isEmpty() && chosen.isEmpty()) {
        return fail(err, Text::tr("no capture is labelled %1 (labels: %2)")
                             .arg(options.labels.join(u", "_s), labelsOf(*document).join(u", "_s)),
            ExitNothingFound);
    }
    DataExport data;
    data.metrics = options.sheet.metrics;
    if (!std::isnan(options.sheet.from)) {
        data.from = options.sheet.from;
        data.to = options.sheet.to;
    }
    const std::optional<PlainTable> table = data.table(CaptureList(chosen), &error);
    if (!table) {
        const bool nothing = metricsOf(CaptureList(chosen)).isEmpty();
        return fail(err, error, nothing ? ExitNothingFound : ExitBadInput);
    }
    if (*format == ExportFormat::Csv) {
        error = writeAtomically(options.out, table->toCsv().toUtf8());
        if (!error.isEmpty()) {
            return fail(err, Text::tr("cannot write %1: %2").arg(options.out, error));
        }
        sayWritten(out, options.out,
            Text::tr("wrote %1 (%2 rows)").arg(options.out, QString::number(table->rowCount())));
        return ExitOk;
    }
    QList<PlottedCapture> plotted;
    const QHash<QString, QString> names = runNames(document->captures());
    for (const CapturePtr &capture : std::as_const(chosen)) {
        if (capture->timeSeries() && capture->timeSeries()->sampleCount() > 0) {
            plotted.append({ capture, lineColor(plotted.size()), lineStyle(plotted.size()),
                names.value(capture->id) });
        }
    }
    if (plotted.isEmpty()) {
        return fail(err, Text::tr("no time series (vmstat, top, slabinfo) to chart"), ExitNothingFound);
    }
    for (const QString &note : options.notes) {
        // On the first capture drawn in the first chart, as a Ctrl+drag there would put it.
        auto first = std::find_if(plotted.begin(), plotted.end(), [&](const PlottedCapture &p) {
            return p.capture->timeSeries()->columnIndex(options.sheet.metrics.constFirst()) >= 0;
        });
        if (first == plotted.end()) {
            first = plotted.begin(); // a stack's key names no column
        }
        if (!addNote(*document, first->capture->id, note, &error)) {
            return fail(err, error);
        }
    }
    const QList<Finding> findings = analyzeDocument(*document, options.thresholds);
    const ChartSheet sheet(plotted, documentMarkers(*document, findings), options.sheet);
    error = writeChart(sheet, options.out, *format, options.dpi);
    if (!error.isEmpty()) {
        return fail(err, Text::tr("cannot write %1: %2").arg(options.out, error));
    }
    sayWritten(out, options.out, Text::tr("wrote %1").arg(options.out));
    return ExitOk;
}

int runReport(const ReportOptions &options, QTextStream &output, QTextStream &err)
{
    // `--out -` writes the HTML to standard output.
    if (options.out != QStringView(standardOutputName) && !reportFormatNamed(options.out)) {
        return fail(err, Text::tr("report writes .html or .pdf, not '%1'").arg(options.out));
    }
    if (const QString refused = refusedOutput(options.out, options.inputs); !refused.isEmpty()) {
        return fail(err, refused);
    }
    QString error;
    const std::optional<Document> document
        = loadInputs(options.inputs, &error);
    if (!document) {
        return fail(err, error);
    }
    if (document->isEmpty()) {
        for (const QString &why : document->inputErrors()) {
            err << why << u'\n';
        }
        return fail(err, Text::tr("no log found in the inputs"), ExitNothingFound);
    }
    const Report report(*document, analyzeDocument(*document, options.thresholds), options.axis);
    error = report.writeTo(options.out);
    if (!error.isEmpty()) {
        return fail(err, Text::tr("cannot write %1: %2").arg(options.out, error));
    }
    sayWritten(output, options.out, Text::tr("wrote %1").arg(options.out));
    return ExitOk;
}

} // namespace vmscope
