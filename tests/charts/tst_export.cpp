// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/charts/eventmarkers.h"
#include "app/charts/linepalette.h"
#include "app/export/chartexport.h"
#include "app/export/chartsheet.h"
#include "app/export/report.h"
#include "app/charts/chartstack.h"
#include "app/charts/charttheme.h"
#include "app/charts/timechartview.h"
#include "app/gui/shell/exportactions.h"
#include "app/gui/shell/workspace.h"
#include "core/text/capturecsv.h"
#include "core/analysis/stallrules.h"
#include "cliutil.h"

#include <QChart>
#include <QClipboard>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <csignal>
#include <cmath>
#include <utility>

#include <sys/resource.h>
#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace vmscope;

class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pngPixelsFollowSizeAndDpi_data();
    void pngPixelsFollowSizeAndDpi();
    void svgKeepsLegendAndAxisTitlesAsText();
    void exportStaysLightOnADarkDesktop();
    void userNoteAndStallsReachTheExport();
    void pdfIsOnePageWithText();
    void csvRoundTripsTheSamples();
    void csvOfProfileListsEverySymbol();
    void reportsMetricsNoCaptureHas();
    void cliWritesEveryFormat_data();
    void cliWritesEveryFormat();
    void cliRefusesBadRequests_data();
    void cliRefusesBadRequests();
    void cliKeepsTheOldFileWhenAWriteFallsShort_data();
    void cliKeepsTheOldFileWhenAWriteFallsShort();
    void cliRefusesOutputsThatAreNoFiles();
    void cliWritesStandardOutputForADash();
    void guiExportsTheChartsShownZoomed();
    void cliChartsFollowTheAxisChoice();
    void guiExportFollowsTheWindowsAxis();
    void reportFromAGermanWindowKeepsCNumbers();
    void reportHtmlEmbedsChartsAndFindings();
    void reportPdfHasContentsWithPages();
    void reportPdfKeepsHeadingsAndRowsWhole();
    void cliExportsTheCpuSplitStacked();

private:
    [[nodiscard]] QList<PlottedCapture> plotted() const;
    /// Writes the bo and free charts of plotted() to `file`: the error, empty when none.
    [[nodiscard]] QString writeBoAndFree(const QString &file, ExportFormat format) const;
    [[nodiscard]] QString path(const QString &name) const { return m_dir.filePath(name); }

    QString m_seed;
    Document m_document;
    QTemporaryDir m_dir;
};

namespace {

const QStringList seedKernels = { u"2.5.31-akpm"_s, u"2.5.31"_s, u"2.4.19"_s };

/// The vmstat captures of `document`, each in the line colour the charts give it.
QList<PlottedCapture> plottedVmstat(const Document &document)
{
    QList<PlottedCapture> plotted;
    for (const CapturePtr &capture : document.captures().shared()) {
        if (capture->kind == CaptureKind::Vmstat) {
            plotted.append({ capture, lineColor(plotted.size()) });
        }
    }
    return plotted;
}

/// The text of every <text> element (and its <tspan>s) of an SVG; empty if it is not XML.
QString svgText(const QString &file, bool *wellFormed)
{
    QFile svg(file);
    if (!svg.open(QIODevice::ReadOnly)) {
        *wellFormed = false;
        return {};
    }
    QXmlStreamReader reader(&svg);
    QString text;
    int depth = 0; // inside <text> elements
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && reader.name() == u"text") {
            ++depth;
        } else if (reader.isEndElement() && reader.name() == u"text") {
            --depth;
            text += u'\n';
        } else if (reader.isCharacters() && depth > 0) {
            text += reader.text();
        }
    }
    *wellFormed = !reader.hasError();
    return text;
}

/// What pdftotext reads from a PDF, or a null string when poppler-utils are not installed;
/// in reading order rather than laid out in columns when `layout` is false.
QString pdfText(const QString &file, bool layout = true)
{
    const QString tool = QStandardPaths::findExecutable(u"pdftotext"_s);
    if (tool.isEmpty()) {
        return {};
    }
    QProcess process;
    process.start(tool, layout ? QStringList { u"-layout"_s, file, u"-"_s } : QStringList { file, u"-"_s });
    process.waitForFinished(20000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

/// The pages (from 1) that hold a picture, by pdfimages (poppler-utils, as pdftotext).
QList<int> imagePages(const QString &file)
{
    QProcess process;
    process.start(QStandardPaths::findExecutable(u"pdfimages"_s), { u"-list"_s, file });
    process.waitForFinished(20000);
    QList<int> pages;
    const QStringList lines = QString::fromUtf8(process.readAllStandardOutput()).split(u'\n');
    for (const QString &line : lines.mid(2)) {
        bool numbered = false;
        const int page = line.simplified().section(u' ', 0, 0).toInt(&numbered);
        if (numbered) {
            pages.append(page);
        }
    }
    return pages;
}

/// The rows of an RFC 4180 CSV: quoted fields may hold commas, doubled quotes, line breaks.
QList<QStringList> csvRows(const QString &csv)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype index = 0; index < csv.size(); ++index) {
        const QChar c = csv.at(index);
        if (quoted) {
            if (c == u'"' && index + 1 < csv.size() && csv.at(index + 1) == u'"') {
                field += u'"';
                ++index;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row.append(std::exchange(field, QString()));
        } else if (c == u'\n') {
            row.append(std::exchange(field, QString()));
            rows.append(std::exchange(row, QStringList()));
        } else if (c != u'\r') {
            field += c;
        }
    }
    return rows;
}

} // namespace

void TestExport::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    QVERIFY(m_dir.isValid());
    const QString seed = test::seedPath(u"000_afa3e04f98f9f577.txt"_s);
    m_seed = seed;
    const LoadResult loaded = test::load(seed);
    QVERIFY(loaded.readable());
    m_document = loaded.document;
}

QList<PlottedCapture> TestExport::plotted() const
{
    return plottedVmstat(m_document);
}

QString TestExport::writeBoAndFree(const QString &file, ExportFormat format) const
{
    ChartSheetOptions options;
    options.metrics = { u"bo"_s, u"free"_s };
    return writeChart(ChartSheet(plotted(), {}, options), file, format);
}

void TestExport::pngPixelsFollowSizeAndDpi_data()
{
    QTest::addColumn<QSizeF>("size");
    QTest::addColumn<int>("dpi");
    QTest::addColumn<QSize>("pixels");
    QTest::newRow("screen, 96 dpi") << QSizeF(800, 500) << 96 << QSize(800, 500);
    QTest::newRow("retina, 192 dpi") << QSizeF(800, 500) << 192 << QSize(1600, 1000);
    QTest::newRow("print, 300 dpi") << QSizeF(640, 400) << 300 << QSize(2000, 1250);
}

void TestExport::pngPixelsFollowSizeAndDpi()
{
    QFETCH(QSizeF, size);
    QFETCH(int, dpi);
    QFETCH(QSize, pixels);
    ChartSheetOptions options;
    options.metrics = { u"bo"_s, u"free"_s };
    options.size = size;
    const ChartSheet sheet(plotted(), {}, options);
    QVERIFY(sheet.missingMetrics().isEmpty());
    const QString file = path(u"chart-%1.png"_s.arg(dpi));
    QCOMPARE(writeChart(sheet, file, ExportFormat::Png, dpi), QString());
    const QImage image(file);
    QCOMPARE(image.size(), pixels);
    QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), dpi);
    // Not blank: the first kernel's line colour is drawn somewhere.
    const QRgb first = lineColor(0).rgb();
    bool drawn = false;
    for (int y = 0; y < image.height() && !drawn; ++y) {
        for (int x = 0; x < image.width() && !drawn; ++x) {
            drawn = image.pixel(x, y) == first;
        }
    }
    QVERIFY(drawn);
}

void TestExport::svgKeepsLegendAndAxisTitlesAsText()
{
    const QString file = path(u"chart.svg"_s);
    QCOMPARE(writeBoAndFree(file, ExportFormat::Svg), QString());
    bool wellFormed = false;
    const QString text = svgText(file, &wellFormed);
    QVERIFY(wellFormed);
    for (const QString &kernel : seedKernels) {
        QVERIFY2(text.contains(kernel), qPrintable(kernel));
    }
    QVERIFY(text.contains(u"bo (blocks/s)"_s));
    QVERIFY(text.contains(u"free (MiB)"_s));
    QVERIFY(text.contains(u"time (s, 1 s interval assumed)"_s)); // seed 000's vmstat 1
    QVERIFY(text.contains(u"000-writeback-2.5.31.txt lines"_s)); // the source under the title
}

void TestExport::exportStaysLightOnADarkDesktop()
{
    // The window's charts follow a dark palette; an export is for print and mail: light,
    // unless dark is asked for.
    const QPalette before = QGuiApplication::palette();
    QPalette dark = before;
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    QGuiApplication::setPalette(dark);
    ChartSheetOptions options;
    options.metrics = { u"bo"_s };
    const ChartSheet light(plotted(), {}, options);
    options.theme = ExportTheme::Dark;
    const ChartSheet asked(plotted(), {}, options);
    QGuiApplication::setPalette(before);
    QCOMPARE(light.charts().size(), 1);
    QCOMPARE(light.charts().constFirst()->theme(), QChart::ChartThemeLight);
    // What it paints: the chart's background, a few pixels inside its corner.
    const auto backgroundOf = [](const ChartSheet &sheet) {
        QImage image(sheet.size().toSize(), QImage::Format_RGB32);
        QPainter painter(&image);
        sheet.render(&painter);
        painter.end();
        const QPointF corner = sheet.charts().constFirst()->geometry().topLeft();
        return image.pixelColor(corner.toPoint() + QPoint(3, 3));
    };
    QVERIFY2(backgroundOf(light).lightness() > 200, qPrintable(backgroundOf(light).name()));
    QCOMPARE(backgroundOf(asked), QColor::fromRgba(darkChartBackground));
    QCOMPARE(asked.charts().constFirst()->theme(), QChart::ChartThemeDark);
    QCOMPARE(asked.charts().constFirst()->backgroundBrush().color(),
        QColor::fromRgba(darkChartBackground));
}

void TestExport::userNoteAndStallsReachTheExport()
{
    Document document = m_document;
    const QString first = plotted().constFirst().capture->id;
    document.addAnnotation({ QString(), first, 3.0, 6.0, u"dd started here"_s });
    const QList<PlottedCapture> charted = plottedVmstat(document);
    const QList<Finding> findings = analyzeDocument(document);
    const QList<TimeMarker> markers = documentMarkers(document, findings);
    const bool stalled = std::any_of(markers.begin(), markers.end(),
        [](const TimeMarker &marker) { return marker.kind == TimeMarker::Kind::Finding; });
    QVERIFY2(stalled, "seed 000's writers block while the disk idles");
    ChartSheetOptions options;
    options.metrics = { u"bo"_s };
    const ChartSheet sheet(charted, markers, options);
    const QString file = path(u"noted.svg"_s);
    QCOMPARE(writeChart(sheet, file, ExportFormat::Svg), QString());
    bool wellFormed = false;
    const QString text = svgText(file, &wellFormed);
    QVERIFY(wellFormed);
    QVERIFY(text.contains(u"dd started here"_s));
    // Captioned with the rule's title, as the window shows it.
    QVERIFY(text.contains(stallRule(u"io-stall")->title()));
}

void TestExport::pdfIsOnePageWithText()
{
    const QString file = path(u"chart.pdf"_s);
    QCOMPARE(writeBoAndFree(file, ExportFormat::Pdf), QString());
    QFile pdf(file);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    const QString text = pdfText(file);
    if (text.isNull()) {
        QSKIP("pdftotext (poppler-utils) is not installed");
    }
    QCOMPARE(text.count(u'\f'), 1); // pdftotext ends each page with a form feed
    for (const QString &kernel : seedKernels) {
        QVERIFY2(text.contains(kernel), qPrintable(kernel));
    }
    QVERIFY(text.contains(u"bo (blocks/s)"_s));
    QVERIFY(text.contains(u"time (s, 1 s interval assumed)"_s)); // seed 000's vmstat 1
}

void TestExport::csvRoundTripsTheSamples()
{
    QList<const Capture *> captures;
    for (const PlottedCapture &each : plotted()) {
        captures.append(each.capture.get());
    }
    const QList<QStringList> rows = csvRows(
        timeSeriesTable(captures, { u"bo"_s, u"free"_s }, -INFINITY, INFINITY).toCsv());
    QCOMPARE(rows.constFirst(),
        QStringList({ u"capture"_s, u"label"_s, u"time (s)"_s, u"bo (blocks/s)"_s, u"free (KiB)"_s }));
    qsizetype row = 1;
    for (const Capture *capture : std::as_const(captures)) {
        const TimeSeries &series = *capture->timeSeries();
        for (qsizetype sample = 0; sample < series.sampleCount(); ++sample, ++row) {
            const QStringList &cells = rows.at(row);
            QCOMPARE(cells.at(0), capture->id);
            QCOMPARE(cells.at(1), capture->label);
            QCOMPARE(cells.at(2).toDouble(), series.time()[std::size_t(sample)]);
            QCOMPARE(cells.at(3).toDouble(), series.values(series.columnIndex(u"bo"))[std::size_t(sample)]);
            QCOMPARE(cells.at(4).toDouble(), series.values(series.columnIndex(u"free"))[std::size_t(sample)]);
        }
    }
    QCOMPARE(row, rows.size());
}

void TestExport::csvOfProfileListsEverySymbol()
{
    const QList<Capture> profiles = test::capturesOf(m_document, CaptureKind::Profile);
    QCOMPARE(profiles.size(), 1);
    const QList<QStringList> rows = csvRows(profileTable({ &profiles.constFirst() }).toCsv());
    QCOMPARE(rows.size(), 1 + profiles.constFirst().profile()->entries.size());
    QCOMPARE(rows.at(0).at(2), u"symbol"_s);
    const ProfileEntry &top = profiles.constFirst().profile()->entries.constFirst();
    QCOMPARE(rows.at(1).at(2), top.symbol);
    QCOMPARE(rows.at(1).at(5).toDouble(), *top.ticks);
}

void TestExport::reportsMetricsNoCaptureHas()
{
    ChartSheetOptions options;
    options.metrics = { u"bo"_s, u"no-such-metric"_s };
    const ChartSheet sheet(plotted(), {}, options);
    QCOMPARE(sheet.missingMetrics(), QStringList { u"no-such-metric"_s });
    QCOMPARE(sheet.charts().size(), 1);
}

void TestExport::cliWritesEveryFormat_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("png by name") << u"cli.png"_s << QStringList() << QByteArray("\x89PNG");
    QTest::newRow("svg by --format") << u"cli.out"_s << QStringList { u"--format"_s, u"svg"_s }
                                     << QByteArray("<?xml");
    QTest::newRow("pdf, dark, one kernel")
        << u"cli.pdf"_s << QStringList { u"--theme"_s, u"dark"_s, u"--label"_s, u"2.4.19"_s }
        << QByteArray("%PDF-");
    QTest::newRow("csv of a range")
        << u"cli.csv"_s << QStringList { u"--range"_s, u"2:5"_s } << QByteArray("capture,label,time (s),bo");
}

void TestExport::cliWritesEveryFormat()
{
    QFETCH(QString, name);
    QFETCH(QStringList, extra);
    QFETCH(QByteArray, magic);
    const QString file = path(name);
    const test::CliRun run = test::runCli(QStringList { u"export"_s, m_seed, u"--metric"_s, u"bo"_s,
                                              u"--size"_s, u"600x400"_s, u"--out"_s, file }
        + extra);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QFile written(file);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.read(magic.size()), magic);
    if (name.endsWith(u".csv")) {
        const QList<QStringList> rows = csvRows(QString::fromUtf8(written.readAll()));
        for (const QStringList &row : rows.mid(1)) {
            QVERIFY(row.at(2).toDouble() >= 2.0 && row.at(2).toDouble() <= 5.0);
        }
    }
}

void TestExport::cliRefusesBadRequests_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown metric") << QStringList { u"--metric"_s, u"nosuch"_s, u"--out"_s, u"x.png"_s }
                                    << 2 << u"no capture has the metric 'nosuch'"_s;
    QTest::newRow("empty range") << QStringList { u"--metric"_s, u"bo"_s, u"--range"_s, u"5:5"_s,
        u"--out"_s, u"x.png"_s } << 2 << u"--range needs START:END"_s;
    QTest::newRow("range past the samples") << QStringList { u"--metric"_s, u"bo"_s, u"--range"_s,
        u"100000:100001"_s, u"--out"_s, u"x.png"_s } << 2 << u"no samples between"_s;
    QTest::newRow("unwritable path") << QStringList { u"--metric"_s, u"bo"_s, u"--out"_s,
        u"/nonexistent-dir/x.png"_s } << 2 << u"cannot write /nonexistent-dir/x.png"_s;
    QTest::newRow("no metric for a chart") << QStringList { u"--out"_s, u"x.svg"_s } << 2
                                           << u"at least one --metric"_s;
    QTest::newRow("unknown format") << QStringList { u"--metric"_s, u"bo"_s, u"--out"_s, u"x.gif"_s }
                                    << 2 << u"cannot tell the format"_s;
    QTest::newRow("unknown label") << QStringList { u"--metric"_s, u"bo"_s, u"--label"_s, u"2.6.0"_s,
        u"--out"_s, u"x.png"_s } << 1 << u"no capture is labelled 2.6.0"_s;
    QTest::newRow("bad size") << QStringList { u"--metric"_s, u"bo"_s, u"--size"_s, u"big"_s,
        u"--out"_s, u"x.png"_s } << 2 << u"--size needs"_s;
}

void TestExport::cliRefusesBadRequests()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const test::CliRun run = test::runCli(QStringList { u"export"_s, m_seed } + arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QVERIFY(!QFile::exists(u"x.png"_s));
}

void TestExport::cliKeepsTheOldFileWhenAWriteFallsShort_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("name");
    const QStringList chart { u"export"_s, m_seed, u"--metric"_s, u"bo"_s };
    QTest::newRow("report as HTML") << QStringList { u"report"_s, m_seed } << u"r.html"_s;
    QTest::newRow("report as PDF") << QStringList { u"report"_s, m_seed } << u"r.pdf"_s;
    QTest::newRow("chart as SVG") << chart << u"c.svg"_s;
    QTest::newRow("chart as PNG") << chart << u"c.png"_s;
    QTest::newRow("data as CSV") << chart << u"d.csv"_s;
}

void TestExport::cliKeepsTheOldFileWhenAWriteFallsShort()
{
    // A disk that takes 1 KiB and no more (RLIMIT_FSIZE, as a full disk does): the output
    // is not written, the command says so and fails, and the file from before is whole.
    QFETCH(QStringList, arguments);
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString out = dir.filePath(name);
    QFile old(out);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("the report from yesterday\n");
    old.close();
    QProcess process;
    process.setChildProcessModifier([] {
        const rlimit oneKib { 1024, 1024 };
        ::setrlimit(RLIMIT_FSIZE, &oneKib);
        ::signal(SIGXFSZ, SIG_IGN); // a write past it fails with EFBIG instead
    });
    process.start(QStringLiteral(VMSCOPE_CLI_PATH), arguments + QStringList { u"--out"_s, out });
    QVERIFY(process.waitForFinished(120000));
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitCode(), 2);
    QVERIFY2(err.contains(u"cannot write "_s + out + u": "_s), qPrintable(err));
    QVERIFY2(!err.contains(u"Unknown error"_s), qPrintable(err));
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), "the report from yesterday\n"_ba);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList { name }); // no temporary left
}

void TestExport::cliRefusesOutputsThatAreNoFiles()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(u"r.html"_s);
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString toDevice = dir.filePath(u"null.html"_s);
    QVERIFY(QFile::link(u"/dev/null"_s, toDevice));
    for (const QString &out : { fifo, toDevice }) {
        const test::CliRun run = test::runCli({ u"report"_s, m_seed, u"--out"_s, out });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("is not a regular file"), run.err.constData());
    }
    struct stat status {};
    QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &status), 0);
    QVERIFY(S_ISFIFO(status.st_mode)); // not replaced by a regular file
    QVERIFY(QFileInfo(toDevice).isSymLink());

    // The thread itself as the output: refused, and the thread stays as it was.
    const QString thread = dir.filePath(u"thread.csv"_s);
    QVERIFY(QFile::copy(m_seed, thread));
    const QByteArray before = [&] {
        QFile file(thread);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    const test::CliRun run = test::runCli(
        { u"export"_s, thread, u"--metric"_s, u"bo"_s, u"--out"_s, thread });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("is one of the inputs"), run.err.constData());
    QFile after(thread);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);
}

void TestExport::cliWritesStandardOutputForADash()
{
    // `--out -` is standard output, as for every Unix tool; no file named `-` appears.
    QTemporaryDir dir;
    QProcess process;
    process.setWorkingDirectory(dir.path());
    process.start(QStringLiteral(VMSCOPE_CLI_PATH),
        { u"export"_s, m_seed, u"--metric"_s, u"bo"_s, u"--format"_s, u"png"_s, u"--out"_s, u"-"_s });
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitCode(), 0);
    const QByteArray png = process.readAllStandardOutput();
    QVERIFY(png.startsWith("\x89PNG"));
    QVERIFY(!QImage::fromData(png, "PNG").isNull());
    process.start(QStringLiteral(VMSCOPE_CLI_PATH), { u"report"_s, m_seed, u"--out"_s, u"-"_s });
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitCode(), 0);
    const QByteArray html = process.readAllStandardOutput();
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QVERIFY(html.trimmed().endsWith("</html>"));
    QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
}

void TestExport::guiExportsTheChartsShownZoomed()
{
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QStandardPaths::setTestModeEnabled(true); // the export dialog's settings stay the test's
    Workspace workspace;
    workspace.addDocument(m_document);
    QStringList kernels;
    for (const Capture &capture : workspace.document().captures()) {
        if (seedKernels.contains(capture.label) && capture.kind == CaptureKind::Vmstat) {
            kernels.append(capture.id);
        }
    }
    workspace.showOnly(kernels);
    const QString note = workspace.addAnnotation(kernels.constFirst(), 2.0, 2.0, u"sync here"_s);
    QVERIFY(!note.isEmpty());
    ChartStack charts;
    charts.resize(900, 600);
    charts.setCaptures(workspace.visiblePlotted());
    charts.setMarkers(documentMarkers(workspace.document(), workspace.findings()));
    charts.setMetrics({ u"bo"_s, u"id"_s });
    charts.zoomTo(1.0, 9.0);
    QWidget window;
    ExportActions actions(&workspace, &charts, &window);

    ChartExportSettings settings;
    settings.size = QSizeF(700, 500);
    settings.dpi = 192;
    const QString png = path(u"gui.png"_s);
    QCOMPARE(actions.exportChartTo(png, settings), QString());
    QCOMPARE(QImage(png).size(), QSize(1400, 1000));
    const std::unique_ptr<ChartSheet> sheet = actions.sheetOfCharts(settings);
    QVERIFY(sheet);
    QCOMPARE(sheet->from(), 1.0); // the span the user zoomed to
    QCOMPARE(sheet->to(), 9.0);
    const QString svg = path(u"gui.svg"_s);
    QCOMPARE(actions.exportChartTo(svg, settings), QString());
    bool wellFormed = false;
    const QString text = svgText(svg, &wellFormed);
    QVERIFY(wellFormed);
    QVERIFY(text.contains(u"sync here"_s));
    QVERIFY(text.contains(u"id (%)"_s));
    QVERIFY(!actions.exportChartTo(path(u"gui.gif"_s), settings).isEmpty());

    const QString csv = path(u"gui.csv"_s);
    QCOMPARE(actions.exportDataTo(csv), QString());
    QFile written(csv);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QList<QStringList> rows = csvRows(QString::fromUtf8(written.readAll()));
    qsizetype samples = 0;
    for (const CapturePtr &capture : workspace.visibleCaptures()) {
        samples += capture->rowCount();
    }
    QCOMPARE(rows.size(), 1 + samples);
    QVERIFY(rows.constFirst().contains(u"bo (blocks/s)"_s));

    const QString report = path(u"gui-report.html"_s);
    QCOMPARE(actions.exportReportTo(report), QString());
    QFile reportFile(report);
    QVERIFY(reportFile.open(QIODevice::ReadOnly));
    QVERIFY(reportFile.readAll().contains("sync here"));

    actions.copyChart();
    QCOMPARE(QGuiApplication::clipboard()->image().size(), charts.size());
}

void TestExport::cliChartsFollowTheAxisChoice()
{
    // `vmstat -t -w -a 1 5` as procps-ng 4.0.2 prints it: a timestamp on every row.
    const QString stamped = test::dataPath(u"vmstat/procpsng402-timestamp-wide-active.txt"_s);
    const auto svgOf = [&](const QStringList &more) {
        const QString file = path(u"axis-%1.svg"_s.arg(more.isEmpty() ? u"default"_s : more.last()));
        const test::CliRun run = test::runCli(
            QStringList { u"export"_s, stamped, u"--metric"_s, u"bo"_s, u"--out"_s, file } + more);
        bool wellFormed = false;
        const QString text = run.exitCode == 0 ? svgText(file, &wellFormed) : QString();
        return std::pair(run.exitCode, text);
    };
    // As the window shows it by default: the time of day the rows printed.
    const auto [clockCode, clock] = svgOf({});
    QCOMPARE(clockCode, 0);
    QVERIFY2(clock.contains(u"wall-clock time"_s), qPrintable(clock.left(2000)));
    QVERIFY(clock.contains(u"15:17:39"_s));
    QVERIFY(clock.contains(u"15:17:43"_s));
    QVERIFY(!clock.contains(u"time (s)"_s));
    QCOMPARE(svgOf({ u"--axis"_s, u"clock"_s }).second, clock);
    const auto [elapsedCode, elapsed] = svgOf({ u"--axis"_s, u"elapsed"_s });
    QCOMPARE(elapsedCode, 0);
    QVERIFY2(elapsed.contains(u"time (s)"_s), qPrintable(elapsed.left(2000)));
    QVERIFY(!elapsed.contains(u"15:17:39"_s));
    // Seed 000 printed no times: clock falls back to elapsed, as in the window.
    const test::CliRun seed = test::runCli({ u"export"_s, m_seed, u"--metric"_s, u"bo"_s,
        u"--axis"_s, u"clock"_s, u"--out"_s, path(u"seed-clock.svg"_s) });
    QCOMPARE(seed.exitCode, 0);
    bool wellFormed = false;
    QVERIFY(svgText(path(u"seed-clock.svg"_s), &wellFormed).contains(u"time (s, 1 s interval assumed)"_s));

    const test::CliRun wrong = test::runCli({ u"export"_s, stamped, u"--metric"_s, u"bo"_s,
        u"--axis"_s, u"wall"_s, u"--out"_s, path(u"wrong.svg"_s) });
    QCOMPARE(wrong.exitCode, 2);
    QVERIFY2(wrong.err.contains("--axis is clock or elapsed, not 'wall'"), wrong.err.constData());
    // The report takes the option too.
    const test::CliRun report = test::runCli({ u"report"_s, stamped, u"--axis"_s, u"elapsed"_s,
        u"--out"_s, path(u"axis-report.html"_s) });
    QCOMPARE(report.exitCode, 0);
    const test::CliRun badReport = test::runCli({ u"report"_s, stamped, u"--axis"_s, u"x"_s,
        u"--out"_s, path(u"axis-report.html"_s) });
    QCOMPARE(badReport.exitCode, 2);
}

void TestExport::guiExportFollowsTheWindowsAxis()
{
    const LoadResult loaded
        = test::load(test::dataPath(u"vmstat/procpsng402-timestamp-wide-active.txt"_s));
    QVERIFY(loaded.readable());
    Workspace workspace;
    workspace.addDocument(loaded.document);
    ChartStack charts;
    charts.resize(900, 400);
    charts.setCaptures(workspace.visiblePlotted());
    charts.setMetrics({ u"bo"_s });
    QWidget window;
    ExportActions actions(&workspace, &charts, &window);
    ChartExportSettings settings;
    settings.size = QSizeF(700, 400);
    const auto exported = [&](const QString &name) {
        const QString svg = path(name);
        const QString error = actions.exportChartTo(svg, settings);
        bool wellFormed = false;
        return error.isEmpty() ? svgText(svg, &wellFormed) : error;
    };
    // Clock Time on the Axis unticked: the export says seconds, as the window does.
    charts.setTimeAxisStyle(timeAxisStyleOf(false));
    const QString elapsed = exported(u"gui-elapsed.svg"_s);
    QVERIFY2(elapsed.contains(u"time (s)"_s), qPrintable(elapsed.left(2000)));
    QVERIFY(!elapsed.contains(u"15:17:40"_s));
    charts.setTimeAxisStyle(timeAxisStyleOf(true));
    const QString clock = exported(u"gui-clock.svg"_s);
    QVERIFY2(clock.contains(u"15:17:40"_s), qPrintable(clock.left(2000)));
}

void TestExport::reportFromAGermanWindowKeepsCNumbers()
{
    // The window's findings speak its locale ("Median 454,5"); a report saved from it is the
    // CLI's, in C, so that it pastes and parses anywhere.
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const auto backToC = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });
    Workspace workspace;
    workspace.addDocument(Document(m_document));
    const QList<Finding> inC = analyzeDocument(workspace.document());
    QCOMPARE(workspace.findings().size(), inC.size());
    qsizetype differing = -1;
    for (qsizetype i = 0; i < inC.size() && differing < 0; ++i) {
        if (workspace.findings().at(i).evidence != inC.at(i).evidence) {
            differing = i;
        }
    }
    QVERIFY2(differing >= 0, "no finding of seed 000 has a decimal to tell the locales apart");
    const QString german = workspace.findings().at(differing).evidence;
    const QString plain = inC.at(differing).evidence;
    QVERIFY2(german.contains(u','), qPrintable(german));

    ChartStack charts;
    QWidget window;
    ExportActions actions(&workspace, &charts, &window);
    const QString report = path(u"german-window-report.html"_s);
    QCOMPARE(actions.exportReportTo(report), QString());
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY2(html.contains(plain.toHtmlEscaped()), qPrintable(plain));
    QVERIFY2(!html.contains(german.toHtmlEscaped()), qPrintable(german));
    // The same findings, word for word, as vmscope-cli report writes them.
    QCOMPARE(html.count(u"io-stall"_s), Report(workspace.document(), inC).html().count(u"io-stall"_s));
}

void TestExport::reportHtmlEmbedsChartsAndFindings()
{
    Document document = m_document;
    document.addAnnotation({ QString(), plotted().constFirst().capture->id, 9.0, 12.0,
        u"the box froze"_s });
    const Report report(document, analyzeDocument(document));
    const QString html = report.html();
    // Self-contained: a chart per vmstat run, inside the file; nothing loaded from elsewhere.
    QCOMPARE(html.count(u"src=\"data:image/png;base64,"_s), plotted().size());
    QVERIFY(!html.contains(u"src=\"http"_s));
    QVERIFY(html.contains(u"io-stall"_s));
    QVERIFY(html.contains(u"the box froze"_s));
    QVERIFY(html.contains(u"000-writeback-2.5.31.txt:262-283"_s)); // 2.5.31-akpm's lines
    QVERIFY(html.contains(u"Welch"_s) || html.contains(u"Mann-Whitney"_s)); // the comparison
}

void TestExport::reportPdfHasContentsWithPages()
{
    const QString file = path(u"report.pdf"_s);
    const test::CliRun run
        = test::runCli({ u"report"_s, m_seed, u"--out"_s, file });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString text = pdfText(file);
    if (text.isNull()) {
        QSKIP("pdftotext (poppler-utils) is not installed");
    }
    const qsizetype pages = text.count(u'\f');
    QVERIFY2(pages >= 3, qPrintable(QString::number(pages)));
    // The contents name each section's page; the findings' page holds the findings heading.
    const QRegularExpression entry(u"Findings … page (\\d+)"_s);
    const QRegularExpressionMatch match = entry.match(text);
    QVERIFY(match.hasMatch());
    const QStringList pageTexts = text.split(u'\f');
    const int findingsPage = match.captured(1).toInt();
    QVERIFY(findingsPage >= 1 && findingsPage <= pages);
    QVERIFY(pageTexts.at(findingsPage - 1).contains(u"io-stall"_s));
    QCOMPARE(test::runCli({ u"report"_s, m_seed, u"--out"_s, path(u"report.txt"_s) }).exitCode, 2);
}

void TestExport::reportPdfKeepsHeadingsAndRowsWhole()
{
    // Seed 000's findings are rows of five to eight lines: a page's end falls in one unless
    // the report moves it. None is cut, and no heading is left at the foot of a page.
    const QString file = path(u"whole.pdf"_s);
    QCOMPARE(test::runCli({ u"report"_s, m_seed, u"--out"_s, file }).exitCode, 0);
    const QString text = pdfText(file, false);
    if (text.isNull()) {
        QSKIP("pdftotext (poppler-utils) is not installed");
    }
    QStringList pages = text.split(u'\f');
    for (QString &page : pages) {
        page.replace(u"\uFB01"_s, u"fi"_s).replace(u"\uFB02"_s, u"fl"_s); // ligatures
    }
    for (const QString &heading : { u"Sources"_s, u"Charts"_s, u"Findings"_s, u"Comparison"_s,
             u"Notes"_s }) {
        qsizetype found = 0;
        for (const QString &page : std::as_const(pages)) {
            QStringList lines = page.split(u'\n', Qt::SkipEmptyParts);
            const qsizetype at = lines.indexOf(heading);
            if (at < 0) {
                continue;
            }
            ++found;
            // The charts are pictures, which hold no text: the page must hold one of them.
            const bool followed = heading == u"Charts"_s
                ? imagePages(file).contains(int(pages.indexOf(page)) + 1)
                : at + 1 < lines.size();
            QVERIFY2(followed, qPrintable(heading + u" ends its page"_s));
        }
        QCOMPARE(found, 1);
    }
    const QList<Finding> findings = analyzeDocument(m_document);
    QVERIFY(findings.size() >= 5);
    for (const Finding &finding : findings) {
        const QString first = finding.headline().left(30).simplified();
        const QString last = finding.evidence.right(20).simplified();
        const bool whole = std::any_of(pages.begin(), pages.end(), [&](const QString &page) {
            const QString flat = page.simplified();
            return flat.contains(first) && flat.contains(last);
        });
        QVERIFY2(whole, qPrintable(u"cut across pages: "_s + finding.evidence));
    }
}

void TestExport::cliExportsTheCpuSplitStacked()
{
    // --metric stack:cpu: a stacked chart per vmstat run; in CSV, the columns it stacks.
    const QString csv = path(u"stack.csv"_s);
    const test::CliRun table
        = test::runCli({ u"export"_s, m_seed, u"--metric"_s, u"stack:cpu"_s, u"--out"_s, csv });
    QVERIFY2(table.exitCode == 0, table.err.constData());
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readLine().trimmed(), QByteArray("capture,label,time (s),us (%),sy (%),id (%)"));
    ChartSheetOptions options;
    options.metrics = { u"stack:cpu"_s, u"bo"_s };
    const ChartSheet sheet(plotted(), {}, options);
    // One stacked chart per run plotted, then the overlay of bo.
    QCOMPARE(sheet.charts().size(), plotted().size() + 1);
    QCOMPARE(sheet.charts().constFirst()->title(), plotted().constFirst().capture->label);
    QVERIFY(sheet.missingMetrics().isEmpty());
    const QString png = path(u"stack.png"_s);
    QCOMPARE(test::runCli({ u"export"_s, m_seed, u"--metric"_s, u"stack:cpu"_s, u"--out"_s, png })
                 .exitCode,
        0);
    QVERIFY(QImage(png).width() > 0);
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
