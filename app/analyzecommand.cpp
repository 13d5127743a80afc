// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/analyzecommand.h"

#include "app/demothread.h"
#include "core/capturejson.h"
#include "core/oopstext.h"
#include "core/slabtables.h"
#include "core/systemmap.h"
#include "parsers/loadfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("vmscope::AnalyzeCommand", text, nullptr, n);
}

LoadResult loadInput(const QString &input, const ParserRegistry &registry)
{
    if (input == QStringView(demoInputName)) {
        const QByteArray demo = DemoThread::bytes();
        if (demo.isEmpty()) {
            return {Document(), tr("the embedded demo thread is missing from this build")};
        }
        return loadBytes(demo, DemoThread::name(), registry);
    }
    return loadFile(input, registry);
}

QString rangeText(const SourceInfo &source)
{
    return source.firstLine == source.lastLine
        ? tr("line %1").arg(source.firstLine)
        : tr("lines %1-%2").arg(source.firstLine).arg(source.lastLine);
}

/// How many of a top session's processes the text output lists.
constexpr qsizetype busiestProcessesListed = 5;

QString percentText(double value)
{
    return std::isnan(value) ? u"-"_s : QString::number(value, 'f', 1);
}

void printTopSession(const TopSession &session, QTextStream &out)
{
    out << u"       "_s << tr("%n frame(s)", int(session.frameCount())) << u", "_s
        << (session.cpuCount > 0 ? tr("%n CPU(s) listed", session.cpuCount)
                                 : tr("CPU totals only"))
        << u", "_s << tr("%n process(es)", int(session.processes.size())) << u'\n';
    const QList<qsizetype> busiest = session.busiestProcesses(busiestProcessesListed);
    if (busiest.isEmpty()) {
        return;
    }
    out << u"       "_s << tr("busiest: %CPU peak, mean over the frames listing it") << u'\n';
    for (const qsizetype index : busiest) {
        const ProcessHistory &process = session.processes.at(index);
        out << u"         "_s << QString::number(process.pid).rightJustified(7) << u"  "_s
            << percentText(process.peakCpu()).rightJustified(6)
            << percentText(process.meanCpu()).rightJustified(7) << u"  "_s << process.command
            << u'\n';
    }
}

/// How many of a profile's symbols the text output lists.
constexpr qsizetype profileSymbolsListed = 5;

void printProfile(const Profile &profile, QTextStream &out)
{
    const double total = profile.totalTicks();
    out << u"       "_s;
    if (total <= 0) {
        out << tr("shares only, no counts");
    } else {
        out << (profile.statedTotal ? tr("total %1 %2") : tr("total %1 %2, not stated"))
                   .arg(QString::number(total, 'f', 0), profile.unit);
    }
    if (!profile.event.isEmpty()) {
        out << u", "_s << profile.event;
    }
    out << u'\n';
    for (const qsizetype index : profile.largestEntries(profileSymbolsListed)) {
        const ProfileEntry &entry = profile.entries.at(index);
        const QString ticks = entry.ticks ? QString::number(*entry.ticks, 'f', 0) : u"-"_s;
        out << u"         "_s << ticks.rightJustified(9) << u"  "_s
            << percentText(profile.sharePercent(index)).rightJustified(6) << u" %  "_s
            << entry.symbol << u'\n';
    }
}

/// An oops as a reply would quote it, indented under its capture line within 72 columns.
void printOops(const Oops &oops, QTextStream &out)
{
    for (const QString &line : oopsToText(oops, 72 - 7)) {
        out << u"       "_s << line << u'\n';
    }
}

/// How many caches each slab table of the text output lists.
constexpr qsizetype slabCachesListed = 5;

/// A table under its capture line: indented, within 72 columns with the indent.
void printIndented(const PlainTable &table, QTextStream &out)
{
    constexpr int indent = 9;
    for (const QString &line : table.toText(72 - indent).split(u'\n', Qt::SkipEmptyParts)) {
        out << QString(indent, u' ') << line << u'\n';
    }
}

/// Names after a heading, wrapped to 72 columns.
void printNames(const QString &heading, const QStringList &names, QTextStream &out)
{
    QString line = u"       "_s + heading;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString item = names.at(i) + (i + 1 < names.size() ? u","_s : QString());
        if (line.size() + 1 + item.size() > 72) {
            out << line << u'\n';
            line = u"         "_s;
        } else {
            line += u' ';
        }
        line += item;
    }
    out << line << u'\n';
}

void printSlabSession(const SlabSession &session, QTextStream &out)
{
    out << u"       "_s
        << tr("%n snapshot(s)", int(session.snapshotCount())) << u", "_s
        << tr("%n cache(s)", int(session.caches().size()));
    if (session.pageSizeAssumed()) {
        out << u", "_s << tr("memory with 4 KiB pages assumed");
    }
    out << u'\n' << u"       "_s << tr("largest at the last snapshot:") << u'\n';
    printIndented(slabLargestTable(session, slabCachesListed), out);
    if (session.snapshotCount() < 2) {
        return;
    }
    const QList<SlabGrowth> growth = slabGrowth(session);
    out << u"       "_s << tr("growth from the first to the last snapshot:") << u'\n';
    printIndented(slabGrowthTable(session, growth, slabCachesListed), out);
    QStringList suspects;
    for (const SlabGrowth &row : growth) {
        if (row.onlyGrows) {
            suspects.append(row.name);
        }
    }
    if (suspects.isEmpty()) {
        out << u"       "_s << tr("no cache only grew") << u'\n';
    } else {
        printNames(tr("only grew (leak suspects):"), suspects, out);
    }
}

void printCapture(const Capture &capture, QTextStream &out)
{
    const QString label = capture.label.isEmpty() ? tr("(no label)") : capture.label;
    out << u"  "_s << capture.id.leftJustified(4) << u' '
        << captureKindId(capture.kind).leftJustified(9) << label << u'\n';
    QString shape = tr("%n row(s)", int(capture.rowCount()));
    if (const TimeSeries *series = capture.timeSeries()) {
        shape += u", "_s + tr("%n column(s)", int(series->columnCount()));
        shape += u", "_s
            + (series->intervalIsAssumed() ? tr("interval %1 s assumed") : tr("interval %1 s"))
                  .arg(series->intervalSeconds());
    }
    out << u"       "_s << shape << u"; "_s << rangeText(capture.source);
    if (capture.source.quoteDepth > 0) {
        out << u"; "_s << tr("quoted at depth %1").arg(capture.source.quoteDepth);
    }
    if (!capture.layout.isEmpty()) {
        out << u"; "_s << capture.layout;
    }
    out << u'\n';
    if (const TopSession *session = capture.topSession()) {
        printTopSession(*session, out);
    }
    if (const Oops *oops = capture.oops()) {
        printOops(*oops, out);
    }
    if (const Profile *profile = capture.profile()) {
        printProfile(*profile, out);
    }
    if (const SlabSession *slabs = capture.slabSession()) {
        printSlabSession(*slabs, out);
    }
}

void printDiagnostics(const Document &document, const QString &file, QTextStream &out)
{
    for (const Diagnostic &diagnostic : document.diagnostics()) {
        out << u"  "_s << formatDiagnostic(diagnostic, file) << u'\n';
    }
    for (const Capture &capture : document.captures()) {
        for (const Diagnostic &diagnostic : capture.diagnostics) {
            out << u"  "_s << formatDiagnostic(diagnostic, file) << u'\n';
        }
    }
}

void printText(const QString &file, const Document &document, QTextStream &out)
{
    out << file << u": "_s << tr("%n capture(s)", int(document.captures().size())) << u'\n';
    for (const Capture &capture : document.captures()) {
        printCapture(capture, out);
    }
    printDiagnostics(document, file, out);
}

void appendJson(const QString &file, const Document &document, const AnalyzeOptions &options,
                QJsonArray &captures, QJsonArray &diagnostics)
{
    for (const Capture &capture : document.captures()) {
        captures.append(captureToJson(capture, JsonOptions{options.values}));
        for (const Diagnostic &diagnostic : capture.diagnostics) {
            diagnostics.append(diagnosticToJson(diagnostic, file));
        }
    }
    for (const Diagnostic &diagnostic : document.diagnostics()) {
        diagnostics.append(diagnosticToJson(diagnostic, file));
    }
}

/// `--system-map`: read once for all inputs; nullopt (and the reason on `err`) if unreadable.
std::optional<SystemMap> readSystemMap(const QString &path, QTextStream &err)
{
    QString error;
    SystemMap map = SystemMap::fromFile(path, &error);
    if (!error.isEmpty()) {
        err << u"vmscope-cli: "_s << error << u'\n';
        return std::nullopt;
    }
    return map;
}

} // namespace

int runAnalyze(const AnalyzeOptions &options, QTextStream &out, QTextStream &err)
{
    const ParserRegistry registry = ParserRegistry::withBuiltins();
    std::optional<SystemMap> systemMap;
    if (!options.systemMap.isEmpty() && !(systemMap = readSystemMap(options.systemMap, err))) {
        return ExitBadInput;
    }
    QJsonArray inputs;
    QJsonArray captures;
    QJsonArray diagnostics;
    bool anyUnreadable = false;
    qsizetype found = 0;
    for (const QString &input : options.inputs) {
        LoadResult loaded = loadInput(input, registry);
        if (systemMap) {
            applySystemMap(loaded.document, *systemMap, QFileInfo(options.systemMap).fileName());
        }
        const QString file = input == QStringView(demoInputName) ? DemoThread::name() : input;
        if (!loaded.readable()) {
            anyUnreadable = true;
            err << u"vmscope-cli: "_s << loaded.error << u'\n';
            inputs.append(QJsonObject{{u"file"_s, file}, {u"error"_s, loaded.error}});
            continue;
        }
        found += loaded.document.captures().size();
        inputs.append(QJsonObject{{u"file"_s, file}, {u"error"_s, QJsonValue::Null},
                                  {u"captures"_s, qint64(loaded.document.captures().size())}});
        if (options.json) {
            appendJson(file, loaded.document, options, captures, diagnostics);
        } else {
            printText(file, loaded.document, out);
        }
    }
    if (options.json) {
        const QJsonObject root{{u"schema"_s, jsonSchemaVersion},
                               {u"inputs"_s, inputs},
                               {u"captures"_s, captures},
                               {u"diagnostics"_s, diagnostics}};
        out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
    }
    out.flush();
    if (anyUnreadable) {
        return ExitBadInput;
    }
    if (found == 0) {
        err << u"vmscope-cli: "_s << tr("no log recognised in the input") << u'\n';
        return ExitNothingFound;
    }
    return ExitOk;
}

} // namespace vmscope
