// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/export/chartexport.h"

#include "core/text/atomicwrite.h"

#include "app/export/chartsheet.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::ChartExport)
};

constexpr double inchesPerMeter = 39.37007874;

/// The sheet's logical pixels as PDF points (1/72 in).
QPageSize pageSizeOf(const ChartSheet &sheet)
{
    const QSizeF points = sheet.size() * 72.0 / logicalDpi;
    return QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch);
}

/// Paints `sheet` on a vector device; the error for a device that cannot be painted on.
QString paintSheet(const ChartSheet &sheet, QPaintDevice *device, const char *format)
{
    QPainter painter;
    if (!painter.begin(device)) {
        return Text::tr("cannot paint the %1").arg(QString::fromLatin1(format));
    }
    sheet.render(&painter);
    return QString();
}

QString writePng(const ChartSheet &sheet, QIODevice &file, int dpi)
{
    QImageWriter writer(&file, "png");
    writer.setText(u"Title"_s, sheet.title());
    writer.setText(u"Source"_s, sheet.sourceLine());
    return writer.write(renderChartImage(sheet, dpi)) ? QString() : writer.errorString();
}

QString writeSvg(const ChartSheet &sheet, QIODevice &file)
{
    QSvgGenerator generator;
    generator.setOutputDevice(&file);
    // Fonts in points come out the same size as on screen only at the sheet's resolution.
    generator.setResolution(logicalDpi);
    generator.setSize(sheet.size().toSize());
    generator.setViewBox(QRectF(QPointF(0.0, 0.0), sheet.size()));
    generator.setTitle(sheet.title());
    generator.setDescription(sheet.sourceLine());
    return paintSheet(sheet, &generator, "SVG");
}

QString writePdf(const ChartSheet &sheet, QIODevice &file)
{
    QPdfWriter writer(&file);
    writer.setCreator(u"vmscope"_s);
    writer.setTitle(sheet.title());
    // At the sheet's own resolution a logical pixel is a device unit and fonts keep the
    // size they were laid out in; the output is vector either way.
    writer.setResolution(logicalDpi);
    writer.setPageSize(pageSizeOf(sheet));
    writer.setPageMargins(QMarginsF(0.0, 0.0, 0.0, 0.0));
    return paintSheet(sheet, &writer, "PDF");
}

} // namespace

std::optional<ExportFormat> exportFormatNamed(const QString &nameOrPath)
{
    const QString suffix = nameOrPath.contains(u'.') ? QFileInfo(nameOrPath).suffix().toLower()
                                                     : nameOrPath.toLower();
    if (suffix == u"png") {
        return ExportFormat::Png;
    }
    if (suffix == u"svg") {
        return ExportFormat::Svg;
    }
    if (suffix == u"pdf") {
        return ExportFormat::Pdf;
    }
    if (suffix == u"csv") {
        return ExportFormat::Csv;
    }
    return std::nullopt;
}

QImage renderChartImage(const ChartSheet &sheet, int dpi)
{
    const qreal scale = qreal(dpi) / logicalDpi;
    const QSize pixels(int(std::ceil(sheet.size().width() * scale - 1e-6)),
        int(std::ceil(sheet.size().height() * scale - 1e-6)));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    // Painted at the screen's 96 dpi, so fonts in points keep the size they were laid out in.
    image.setDotsPerMeterX(int(std::lround(logicalDpi * inchesPerMeter)));
    image.setDotsPerMeterY(int(std::lround(logicalDpi * inchesPerMeter)));
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        sheet.render(&painter);
    }
    image.setDotsPerMeterX(int(std::lround(dpi * inchesPerMeter)));
    image.setDotsPerMeterY(int(std::lround(dpi * inchesPerMeter)));
    return image;
}

QString writeChart(const ChartSheet &sheet, const QString &path, ExportFormat format, int dpi)
{
    switch (format) {
    case ExportFormat::Png:
        return writeAtomically(path, [&](QIODevice &file) { return writePng(sheet, file, dpi); });
    case ExportFormat::Svg:
        return writeAtomically(path, [&](QIODevice &file) { return writeSvg(sheet, file); });
    case ExportFormat::Pdf:
        return writeAtomically(path, [&](QIODevice &file) { return writePdf(sheet, file); });
    case ExportFormat::Csv:
        break;
    }
    return Text::tr("a chart cannot be written as CSV; export the data instead");
}

} // namespace vmscope
