// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/export/report.h"

#include "core/text/atomicwrite.h"

#include "app/charts/eventmarkers.h"
#include "app/charts/linepalette.h"
#include "app/export/chartexport.h"
#include "app/export/chartsheet.h"
#include "app/export/reportpagination.h"
#include "core/analysis/comparison.h"
#include "core/model/keymetrics.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Logical pixels: the width of an A4 page within its margins at 96 dpi.
constexpr qreal chartWidth = 660.0;
/// The comparison tables are wider than a mail: a report page has the room.
constexpr int reportTextWidth = 90;

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString labelOf(const Capture &capture)
{
    return capture.label.isEmpty() ? capture.id : capture.label;
}

QString pngBase64(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "png");
    return QString::fromLatin1(bytes.toBase64());
}

/// A page of the PDF begins before the rows of `table` in `breaks`: the table is cut there
/// and goes on under its header again.
QString table(const QStringList &headers, const QList<QStringList> &rows, int index,
    const QSet<QPair<int, int>> &breaks)
{
    QString header = u"<tr>"_s;
    for (const QString &text : headers) {
        header += u"<th align=\"left\">"_s + escaped(text) + u"</th>"_s;
    }
    header += u"</tr>"_s;
    const QString open = u"<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">"_s;
    QString html = open + header;
    for (qsizetype row = 0; row < rows.size(); ++row) {
        const int number = int(row) + 1;
        if (breaks.contains({ index, number })) {
            html += u"</table>\n<p style=\"page-break-before: always; margin: 0\"></p>\n"_s + open
                + header;
        }
        html += u"<tr>"_s;
        for (qsizetype column = 0; column < rows.at(row).size(); ++column) {
            const QString anchor = column == 0
                ? u"<a name=\"%1\"></a>"_s.arg(ReportPagination::rowAnchor(index, number))
                : QString();
            html += u"<td>"_s + anchor + escaped(rows.at(row).at(column)).replace(u'\n', u"<br>"_s)
                + u"</td>"_s;
        }
        html += u"</tr>\n"_s;
    }
    return html + u"</table>\n"_s;
}

QString seconds(double value)
{
    return QString::number(value, 'f', value < 10 ? 1 : 0);
}

/// "3.0 s", or "3.0–6.0 s" for a span.
QString spanText(double from, double to)
{
    return to > from ? QString(seconds(from) + u"–"_s + seconds(to) + u" s"_s)
                     : QString(seconds(from) + u" s"_s);
}

QString captureName(const Capture *capture, const QString &fallback)
{
    return capture ? QString(labelOf(*capture) + u" ("_s + capture->id + u')') : fallback;
}

QString paragraph(const QString &text)
{
    return u"<p>"_s + text.toHtmlEscaped() + u"</p>\n"_s;
}

} // namespace

Report::Report(const Document &document, QList<Finding> findings, TimeAxisStyle axis)
    : m_document(document)
    , m_findings(std::move(findings))
{
    const QList<TimeMarker> markers = documentMarkers(m_document, m_findings);
    // One sheet per input block kind and label group would be many; one per capture keeps
    // every run readable and its markers its own.
    for (const Capture &capture : m_document.captures()) {
        const TimeSeries *series = capture.timeSeries();
        if (!series || series->sampleCount() < 2) {
            continue;
        }
        ChartSheetOptions options;
        options.metrics = keyMetricsOf({ series });
        if (options.metrics.isEmpty()) {
            options.metrics.append(series->column(0).key); // a chart of something
        }
        // About one sheet to an A4 page at 100 %, drawn at twice the pixels for print.
        options.size = QSizeF(chartWidth, 90.0 + 210.0 * qreal(options.metrics.size()));
        options.title = tr("%1 (%2)").arg(labelOf(capture), capture.id);
        options.axis = axis;
        const ChartSheet sheet(
            { { m_document.sharedCapture(capture.id), lineColor(0) } }, markers, options);
        m_charts.append({ options.title, renderChartImage(sheet, 2 * logicalDpi) });
    }
    // What `vmscope-cli compare --width 90` prints: every comparison, a blank line apart.
    for (const Comparison &comparison : Comparison::find(m_document.captures())) {
        CompareRequest request;
        request.width = reportTextWidth;
        m_comparison += (m_comparison.isEmpty() ? QString() : u"\n"_s) + comparison.text(request);
    }
}

QStringList Report::inputNames() const
{
    QStringList names; // the reader's copy of the report is not on this machine: no folders
    for (const SourceText &source : m_document.sources()) {
        names.append(QFileInfo(source.name).fileName());
    }
    return names;
}

QStringList Report::sectionTitles() const
{
    QStringList titles { tr("Sources"), tr("Charts"), tr("Findings") };
    if (!m_comparison.isEmpty()) {
        titles.append(tr("Comparison"));
    }
    titles.append(tr("Notes"));
    return titles;
}

QString Report::body(const std::function<QString(qsizetype)> &imageSource,
    const ReportPagination &pagination) const
{
    const QStringList &tocPages = pagination.sectionPages;
    const QStringList sections = sectionTitles();
    QString html = u"<h1>"_s + escaped(tr("vmscope report")) + u"</h1>\n<p>"_s
        + escaped(tr("Inputs: %1").arg(inputNames().join(u", "_s))) + u"</p>\n"_s;
    html += u"<h2>"_s + escaped(tr("Contents")) + u"</h2>\n<ol>"_s;
    for (qsizetype index = 0; index < sections.size(); ++index) {
        const QString page = index < tocPages.size()
            ? QString(u" … "_s + tr("page %1").arg(tocPages.at(index)))
            : QString();
        html += u"<li><a href=\"#s%1\">%2</a>%3</li>"_s.arg(index).arg(escaped(sections.at(index)), page);
    }
    html += u"</ol>\n"_s;
    int section = 0;
    const auto heading = [&] {
        const QString style = pagination.headingBreaks.contains(section)
            ? u" style=\"page-break-before: always\""_s
            : QString();
        const QString text = u"<h2%1><a name=\"%2\"></a>%3</h2>\n"_s.arg(
            style, ReportPagination::sectionAnchor(section), escaped(sections.at(section)));
        ++section;
        return text;
    };
    int tables = 0;
    const auto tableOf = [&](const QStringList &headers, const QList<QStringList> &rows) {
        return table(headers, rows, tables++, pagination.rowBreaks);
    };

    html += heading();
    QList<QStringList> rows;
    // Captures read from mail say which message: its author and date, its Message-ID.
    const CaptureList captures = m_document.captures();
    const bool fromMail = std::any_of(captures.begin(), captures.end(),
        [](const Capture &capture) { return !capture.source.messageAuthor.isEmpty(); });
    for (const Capture &capture : captures) {
        QStringList row { capture.id, kindName(capture), labelOf(capture),
            QString::number(capture.rowCount()),
            QFileInfo(capture.source.file).fileName() + u':'
                + QString::number(capture.source.firstLine) + u'-'
                + QString::number(capture.source.lastLine) };
        if (fromMail) {
            const SourceInfo &source = capture.source;
            QStringList message;
            for (const QString &part : { source.messageAuthor, source.messageDate }) {
                if (!part.isEmpty()) {
                    message.append(part);
                }
            }
            if (!source.messageId.isEmpty()) {
                message.append(u'<' + source.messageId + u'>');
            }
            row.append(message.join(u", "_s));
        }
        rows.append(row);
    }
    QStringList columns { tr("capture"), tr("kind"), tr("label"), tr("rows"), tr("source lines") };
    if (fromMail) {
        columns.append(tr("message"));
    }
    html += tableOf(columns, rows);

    html += heading();
    if (m_charts.isEmpty()) {
        html += paragraph(tr("No time series to chart."));
    }
    for (qsizetype index = 0; index < m_charts.size(); ++index) {
        // The sheet's own title names the capture: a heading apart could end a page alone.
        html += u"<p><img src=\""_s + imageSource(index) + u"\" width=\"%1\" alt=\"%2\"></p>\n"_s.arg(
            QString::number(int(chartWidth)), escaped(m_charts.at(index).title));
    }

    html += heading();
    rows.clear();
    for (const Finding &finding : m_findings) {
        const Capture *capture = m_document.capture(finding.captureId);
        rows.append({ finding.rule, findingSeverityId(finding.severity),
            captureName(capture, QString()),
            finding.end > finding.start ? spanText(finding.start, finding.end) : QString(),
            finding.summary.isEmpty() ? finding.evidence
                                      : finding.summary + u'\n' + finding.evidence });
    }
    html += rows.isEmpty() ? paragraph(tr("The rules found nothing."))
                           : tableOf({ tr("rule"), tr("severity"), tr("capture"), tr("time"),
                                         tr("what happened") },
                               rows);

    if (!m_comparison.isEmpty()) {
        html += heading();
        html += u"<pre>"_s + escaped(m_comparison) + u"</pre>\n"_s;
    }

    html += heading();
    rows.clear();
    for (const Annotation &note : m_document.annotations()) {
        const Capture *capture = m_document.capture(note.captureId);
        rows.append({ captureName(capture, note.captureId), spanText(note.from, note.to), note.text });
    }
    html += rows.isEmpty() ? paragraph(tr("No notes."))
                           : tableOf({ tr("capture"), tr("time"), tr("note") }, rows);
    return html;
}

QString Report::html() const
{
    const QString body = this->body(
        [this](qsizetype index) -> QString {
            return u"data:image/png;base64,"_s + pngBase64(m_charts.at(index).image);
        },
        ReportPagination());
    return u"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>"_s
        + escaped(tr("vmscope report")) + u"</title>\n<style>body{font-family:sans-serif;"
        "max-width:62em;margin:2em auto}table{border-collapse:collapse;font-size:90%}"
        "pre{font-size:85%}img{max-width:100%}</style></head><body>\n"_s
        + body + u"</body></html>\n"_s;
}

QString Report::writePdf(const QString &path) const
{
    return writeAtomically(path, [this](QIODevice &file) {
        QPdfWriter writer(&file);
        writer.setCreator(u"vmscope"_s);
        writer.setTitle(tr("vmscope report"));
        writer.setResolution(logicalDpi);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        const QSizeF page(writer.width(), writer.height());
        QTextDocument document;
        document.setPageSize(page);
        for (qsizetype index = 0; index < m_charts.size(); ++index) {
            document.addResource(QTextDocument::ImageResource,
                QUrl(u"chart%1.png"_s.arg(index)), m_charts.at(index).image);
        }
        const auto source = [](qsizetype index) { return u"chart%1.png"_s.arg(index); };
        // Lay out, move the page's ends before the headings they would leave alone and the
        // rows they would cut, and again until none is left; then read each section's page
        // for the contents, whose height the placeholder "00" already holds: nothing moves.
        ReportPagination pagination;
        pagination.sectionPages = QStringList(sectionTitles().size(), u"00"_s);
        constexpr int maxPasses = 20; // most reports need two: one finds the breaks, one checks
        for (int pass = 0; pass < maxPasses; ++pass) {
            document.setHtml(body(source, pagination));
            if (pagination.breakPages(document, page.height()) == 0) {
                break;
            }
        }
        pagination.readSectionPages(document, page.height(), sectionTitles().size());
        document.setHtml(body(source, pagination));
        document.print(&writer);
        return QString();
    });
}

std::optional<ReportFormat> reportFormatNamed(const QString &path)
{
    if (path.endsWith(u".html", Qt::CaseInsensitive) || path.endsWith(u".htm", Qt::CaseInsensitive)) {
        return ReportFormat::Html;
    }
    if (path.endsWith(u".pdf", Qt::CaseInsensitive)) {
        return ReportFormat::Pdf;
    }
    return std::nullopt;
}

QString Report::writeTo(const QString &path) const
{
    switch (reportFormatNamed(path).value_or(ReportFormat::Html)) {
    case ReportFormat::Html:
        return writeAtomically(path, html().toUtf8());
    case ReportFormat::Pdf:
        return writePdf(path);
    }
    return QString();
}

} // namespace vmscope
