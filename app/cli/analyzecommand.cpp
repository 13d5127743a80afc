// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/cli/analyzecommand.h"

#include "core/text/capturejson.h"
#include "core/text/findingjson.h"
#include "core/text/jsonstream.h"
#include "core/oops/oopsgroup.h"
#include "core/oops/oopstext.h"
#include "core/results/resulttabletext.h"
#include "core/slab/slabtables.h"
#include "core/analysis/stallrules.h"
#include "core/analysis/stalltables.h"
#include "core/oops/systemmap.h"
#include "core/text/wordwrap.h"
#include "parsers/input/growingfile.h"
#include "parsers/input/inputset.h"
#include "parsers/pipeline/importplan.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QThread>

#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::AnalyzeCommand)
};

QString rangeText(const SourceInfo &source)
{
    return source.firstLine == source.lastLine
        ? Text::tr("line %1").arg(source.firstLine)
        : Text::tr("lines %1-%2").arg(source.firstLine).arg(source.lastLine);
}

/// Where labels, evidence and tables wrap, as every text output fits a 72-column mail.
constexpr int mailWidth = 72;

/// How many of a top session's processes the text output lists.
constexpr qsizetype busiestProcessesListed = 5;

QString percentText(double value)
{
    return std::isnan(value) ? u"-"_s : QString::number(value, 'f', 1);
}

void printTopSession(const TopSession &session, QTextStream &out)
{
    out << u"       "_s << Text::tr("%n frame(s)", nullptr, int(session.frameCount())) << u", "_s
        << (session.cpuCount > 0 ? Text::tr("%n CPU(s) listed", nullptr, session.cpuCount)
                                 : Text::tr("CPU totals only"))
        << u", "_s << Text::tr("%n process(es)", nullptr, int(session.processes.size())) << u'\n';
    const QList<qsizetype> busiest = session.busiestProcesses(busiestProcessesListed);
    if (busiest.isEmpty()) {
        return;
    }
    out << u"       "_s << Text::tr("busiest: %CPU peak, mean over the frames listing it") << u'\n';
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
        out << Text::tr("shares only, no counts");
    } else {
        out << (profile.statedTotal ? Text::tr("total %1 %2") : Text::tr("total %1 %2, not stated"))
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

/// A table under its capture line: indented, within 72 columns with the indent; the parts
/// of a wrapped table stay a blank line apart.
void printIndented(const PlainTable &table, QTextStream &out)
{
    constexpr int indent = 9;
    QString text = table.toText(72 - indent);
    text.chop(text.endsWith(u'\n') ? 1 : 0);
    for (const QString &line : text.split(u'\n')) {
        out << (line.isEmpty() ? QString() : QString(indent, u' ') + line) << u'\n';
    }
}

/// `text` broken at blanks into lines of at most `width` columns after `indent`.
void printWrapped(const QString &text, const QString &indent, int width, QTextStream &out)
{
    for (const QString &line : wordWrapped(text, width, indent, indent)) {
        out << line << u'\n';
    }
}

/// A result table as mmtests prints it, deltas recomputed; the pasted ones that do not fit
/// are the capture's diagnostics, listed with the input's.
void printResultTable(const ResultTable &table, QTextStream &out)
{
    printWrapped(resultTableHeading(table), u"       "_s, 72, out);
    printIndented(resultPlainTable(table), out);
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
        << Text::tr("%n snapshot(s)", nullptr, int(session.snapshotCount())) << u", "_s
        << Text::tr("%n cache(s)", nullptr, int(session.caches().size()));
    if (session.pageSizeAssumed()) {
        out << u", "_s << Text::tr("memory with 4 KiB pages assumed");
    }
    out << u'\n' << u"       "_s << Text::tr("largest at the last snapshot:") << u'\n';
    printIndented(slabLargestTable(session, slabCachesListed), out);
    if (session.snapshotCount() < 2) {
        return;
    }
    const QList<SlabGrowth> growth = slabGrowth(session);
    out << u"       "_s << Text::tr("growth from the first to the last snapshot:") << u'\n';
    printIndented(slabGrowthTable(session, growth, slabCachesListed), out);
    QStringList suspects;
    for (const SlabGrowth &row : growth) {
        if (row.onlyGrows) {
            suspects.append(row.name);
        }
    }
    if (suspects.isEmpty()) {
        out << u"       "_s << Text::tr("no cache only grew") << u'\n';
    } else {
        printNames(Text::tr("only grew (leak suspects):"), suspects, out);
    }
}

void printCapture(const Capture &capture, QTextStream &out)
{
    const QString label = capture.label.isEmpty() ? Text::tr("(no label)") : capture.label;
    const QString lead = u"  "_s + capture.id.leftJustified(4) + u' '
        + kindName(capture).leftJustified(9);
    // A prose label (the sentence before the log) wraps under itself.
    const QStringList lines = wordWrapped(label, mailWidth, lead, QString(lead.size(), u' '));
    for (const QString &line : lines.isEmpty() ? QStringList { lead } : lines) {
        out << line << u'\n';
    }
    QString shape = Text::tr("%n row(s)", nullptr, int(capture.rowCount()));
    if (const TimeSeries *series = capture.timeSeries()) {
        shape += u", "_s + Text::tr("%n column(s)", nullptr, int(series->columnCount()));
        shape += u", "_s
            + (series->intervalIsAssumed() ? Text::tr("interval %1 s assumed") : Text::tr("interval %1 s"))
                  .arg(series->intervalSeconds());
    }
    shape += u"; "_s + rangeText(capture.source);
    if (capture.source.quoteDepth > 0) {
        shape += u"; "_s + Text::tr("quoted at depth %1").arg(capture.source.quoteDepth);
    }
    if (!capture.layout.isEmpty()) {
        shape += u"; "_s + capture.layout;
    }
    printWrapped(shape, u"       "_s, mailWidth, out);
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
    if (const ResultTable *table = capture.resultTable()) {
        printResultTable(*table, out);
    }
}

/// The user's notes on a capture (from a session), as the charts show them.
void printNotes(const Document &document, const QString &captureId, QTextStream &out)
{
    for (const Annotation &note : document.annotations()) {
        if (note.captureId != captureId) {
            continue;
        }
        const QString at = note.isInstant()
            ? Text::tr("note at %1 s").arg(note.from, 0, 'f', 1)
            : Text::tr("note over %1-%2 s").arg(note.from, 0, 'f', 1).arg(note.to, 0, 'f', 1);
        printWrapped(at + u": "_s + note.text, u"       "_s, mailWidth, out);
    }
}

/// `notes[]` of a capture's JSON, when it has any.
void addNotesJson(const Document &document, QJsonObject &capture)
{
    QJsonArray notes;
    for (const Annotation &note : document.annotations()) {
        if (note.captureId == capture.value(u"id"_s).toString()) {
            notes.append(QJsonObject { { u"id"_s, note.id }, { u"from_s"_s, note.from },
                { u"to_s"_s, note.to }, { u"text"_s, note.text } });
        }
    }
    if (!notes.isEmpty()) {
        capture.insert(u"notes"_s, notes);
    }
}

void printDiagnostics(const Document &document, const LoadedInput &input, QTextStream &out)
{
    for (qsizetype index = 0; index < document.diagnostics().size(); ++index) {
        if (document.diagnosticFile(index) == input.name) {
            out << u"  "_s << formatDiagnostic(document.diagnostics().at(index), input.name)
                << u'\n';
        }
    }
    const CaptureList captures = document.captures();
    for (qsizetype index = 0; index < input.captureIds.size(); ++index) {
        for (const Diagnostic &diagnostic : captures.at(input.firstCapture + index).diagnostics) {
            out << u"  "_s << formatDiagnostic(diagnostic, input.name) << u'\n';
        }
    }
}

QString findingTimeText(const Finding &finding)
{
    if (finding.start == 0 && finding.end == 0) {
        return {};
    }
    return Text::tr("%1-%2 s").arg(QString::number(finding.start, 'f', 1),
                             QString::number(finding.end, 'f', 1));
}

/// One finding: capture, rule, severity and time, then the evidence wrapped below.
void printFindings(const QList<Finding> &findings, QTextStream &out)
{
    if (findings.isEmpty()) {
        out << u"  "_s << Text::tr("no findings") << u'\n';
        return;
    }
    out << u"  "_s << Text::tr("%n finding(s):", nullptr, int(findings.size())) << u'\n';
    for (const Finding &finding : findings) {
        const QString capture = finding.captureId.isEmpty() ? u"-"_s : finding.captureId;
        QString heading = u"  "_s + capture.leftJustified(4) + u' '
            + finding.rule.leftJustified(16) + u' '
            + findingSeverityId(finding.severity).leftJustified(8) + u' '
            + findingTimeText(finding);
        while (heading.endsWith(u' ')) {
            heading.chop(1);
        }
        out << heading << u'\n';
        if (!finding.summary.isEmpty()) {
            printWrapped(finding.summary, u"       "_s, mailWidth, out);
        }
        printWrapped(finding.evidence, u"       "_s, mailWidth, out);
    }
}

/// What was said about no single input: the System.map read, an input given twice.
void printOtherDiagnostics(const LoadedInputs &loaded, QTextStream &out)
{
    const Document &document = loaded.document;
    for (qsizetype index = 0; index < document.diagnostics().size(); ++index) {
        const QString file = document.diagnosticFile(index);
        const bool ofAnInput = std::any_of(loaded.inputs.cbegin(), loaded.inputs.cend(),
            [&file](const LoadedInput &input) { return input.name == file; });
        if (!ofAnInput) {
            out << formatDiagnostic(document.diagnostics().at(index), file) << u'\n';
        }
    }
}

/// The findings about the captures of one input.
QList<Finding> findingsOf(const LoadedInputs &loaded, const LoadedInput &input,
                          const QList<Finding> &findings)
{
    QList<Finding> own;
    for (const Finding &finding : findings) {
        if (loaded.inputOf(finding.captureId) == input.name) {
            own.append(finding);
        }
    }
    return own;
}

void printText(const LoadedInputs &loaded, const LoadedInput &input,
               const QList<Finding> &findings, QTextStream &out)
{
    out << input.name << u": "_s << Text::tr("%n capture(s)", nullptr, int(input.captureIds.size())) << u'\n';
    const CaptureList captures = loaded.document.captures();
    for (qsizetype index = 0; index < input.captureIds.size(); ++index) {
        printCapture(captures.at(input.firstCapture + index), out);
        printNotes(loaded.document, input.captureIds.at(index), out);
    }
    printFindings(findingsOf(loaded, input, findings), out);
    printDiagnostics(loaded.document, input, out);
}

/// The stall summary of every capture with a run (vmstat, top), with the input it is from.
QList<std::pair<QString, StallSummary>> captureStallSummaries(const LoadedInputs &loaded,
                                                              const QList<Finding> &findings)
{
    const CaptureList captures = loaded.document.captures();
    const QHash<QString, StallSummary> byCapture = summarizeStallsByCapture(captures, findings);
    QList<std::pair<QString, StallSummary>> summaries;
    for (const Capture &capture : captures) {
        if (runSeconds(capture) > 0) {
            summaries.append({ loaded.inputOf(capture.id), byCapture.value(capture.id) });
        }
    }
    return summaries;
}

/// `stall_summary[]`: per label, ranked, with the summary of each of its captures.
QJsonArray stallSummaryJson(const QList<StallSummary> &labels,
                            const QList<std::pair<QString, StallSummary>> &captures)
{
    QJsonArray json;
    for (const StallSummary &label : labels) {
        QJsonObject entry = stallSummaryToJson(label);
        QJsonArray perCapture;
        for (const auto &[file, capture] : captures) {
            if (capture.label == label.label) {
                QJsonObject one = stallSummaryToJson(capture);
                one.remove(u"rank"_s);
                one.remove(u"label"_s);
                one.remove(u"captures"_s);
                one.insert(u"capture"_s, capture.captureIds.value(0));
                one.insert(u"file"_s, file);
                perCapture.append(one);
            }
        }
        entry.insert(u"per_capture"_s, perCapture);
        json.append(entry);
    }
    return json;
}

/// `--json`: the captures one at a time, so that what is held at once is the document, not a
/// tree of it (docs/cli-json.md).
void writeJson(const LoadedInputs &loaded, const AnalyzeOptions &options,
               const QJsonArray &inputs, const QList<Finding> &findings,
               const QJsonArray &stallSummary, const QJsonArray &oopsGroups, QTextStream &out)
{
    const Document &document = loaded.document;
    IndentedJsonWriter json(out);
    json.beginArray(u"captures"_s);
    for (const Capture &capture : document.captures()) {
        QJsonObject entry = captureToJson(capture, JsonOptions{options.values});
        addNotesJson(document, entry);
        json.element(entry);
    }
    json.endArray();
    json.beginArray(u"diagnostics"_s);
    for (const Capture &capture : document.captures()) {
        for (const Diagnostic &diagnostic : capture.diagnostics) {
            json.element(diagnosticToJson(diagnostic, loaded.inputOf(capture.id)));
        }
    }
    for (qsizetype index = 0; index < document.diagnostics().size(); ++index) {
        json.element(
            diagnosticToJson(document.diagnostics().at(index), document.diagnosticFile(index)));
    }
    json.endArray();
    json.beginArray(u"findings"_s);
    for (const Finding &finding : findings) {
        json.element(findingToJson(finding, loaded.inputOf(finding.captureId)));
    }
    json.endArray();
    json.member(u"inputs"_s, inputs);
    json.member(u"oops_groups"_s, oopsGroups);
    json.member(u"schema"_s, jsonSchemaVersion);
    json.member(u"stall_summary"_s, stallSummary);
    json.end();
}

/// The same crash seen several times (other messages, other kernels) is one group.
void printOopsGroups(const QList<OopsGroup> &groups, QTextStream &out)
{
    out << Text::tr("Oopses by crash, most frequent first:") << u'\n';
    for (const OopsGroup &group : groups) {
        // "  2x  KASAN report in foo" with the wrapped rest of the title under its first word,
        // then the signature and where the reports were.
        QString wrapped;
        QTextStream lines(&wrapped);
        printWrapped(group.title, u"      "_s, mailWidth, lines);
        lines.flush();
        out << u"  %1x"_s.arg(group.count()).leftJustified(6) << wrapped.mid(6);
        if (!group.signature.isEmpty() && group.signature != group.title) {
            printWrapped(group.signature, u"        "_s, mailWidth, out);
        }
        QString where = group.captureIds.join(u", "_s);
        if (!group.kernels.isEmpty()) {
            where += u"; "_s + Text::tr("kernels %1").arg(group.kernels.join(u", "_s));
        }
        printWrapped(where, u"        "_s, mailWidth, out);
    }
}

QJsonArray oopsGroupsJson(const QList<OopsGroup> &groups)
{
    QJsonArray json;
    for (const OopsGroup &group : groups) {
        json.append(QJsonObject{{u"signature"_s, group.signature},
                                {u"title"_s, group.title},
                                {u"count"_s, qint64(group.count())},
                                {u"captures"_s, QJsonArray::fromStringList(group.captureIds)},
                                {u"kernels"_s, QJsonArray::fromStringList(group.kernels)}});
    }
    return json;
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

/// What tells one finding from another across readings of a growing input.
QString findingKey(const Finding &finding)
{
    // Not the end: a stall still going on is the same stall a reading later.
    return u"%1|%2|%3"_s.arg(finding.captureId, finding.rule, QString::number(finding.start));
}

/// --follow: reads the input again as it grows (at ReadingPace's pace) and prints the
/// findings it did not have before, and what happened to the file (cut short, rotated).
int followInput(const AnalyzeOptions &options, const QList<Finding> &initial, QTextStream &out,
    QTextStream &err)
{
    const QString path = options.inputs.arguments.constFirst();
    QSet<QString> said;
    for (const Finding &finding : initial) {
        said.insert(findingKey(finding));
    }
    GrowingFile file(path);
    GrowingFile::Poll poll = file.poll(); // what the analysis above read
    while (poll.more) {
        poll = file.poll();
    }
    if (poll.change == GrowingFile::Change::Stopped) {
        err << u"vmscope-cli: "_s << poll.message << u'\n';
        return ExitBadInput;
    }
    out << Text::tr("following %1; new findings follow as it grows").arg(path) << u'\n';
    out.flush();
    const ParserRegistry registry = ParserRegistry::withBuiltins();
    ReadingPace pace;
    // Lines may have come between the analysis above and the first poll: read at once.
    bool unread = true; // lines came that no reading has seen yet
    QElapsedTimer idle;
    idle.start();
    while (options.followIdleSeconds <= 0 || idle.elapsed() < options.followIdleSeconds * 1000) {
        if (!poll.more) {
            QThread::msleep(GrowingFile::pollIntervalMs);
        }
        poll = file.poll();
        if (!poll.message.isEmpty()) {
            (poll.change == GrowingFile::Change::Stopped ? err : out) << poll.message << u'\n';
        }
        switch (poll.change) {
        case GrowingFile::Change::Stopped:
            return ExitBadInput;
        case GrowingFile::Change::Restarted:
            said.clear(); // another text: its findings are new
            [[fallthrough]];
        case GrowingFile::Change::Grew:
            unread = true;
            idle.restart();
            break;
        case GrowingFile::Change::None:
        case GrowingFile::Change::Vanished:
            break;
        }
        if (!unread || poll.more || !pace.isDue()) {
            out.flush();
            continue;
        }
        unread = false;
        pace.started();
        ParseContext context; // the limits the first reading had
        context.limits = options.inputs.limits;
        const Document document = buildDocument(planImport(file.text(), path, registry, context));
        QList<Finding> fresh;
        for (const Finding &finding : analyzeDocument(document, options.thresholds)) {
            if (!said.contains(findingKey(finding))) {
                said.insert(findingKey(finding));
                fresh.append(finding);
            }
        }
        pace.finished();
        if (!fresh.isEmpty()) {
            out << Text::tr("at line %1:").arg(file.lineCount()) << u'\n';
            printFindings(fresh, out);
        }
        out.flush();
    }
    return ExitOk;
}

} // namespace

int runAnalyze(const AnalyzeOptions &options, QTextStream &out, QTextStream &err)
{
    std::optional<SystemMap> systemMap;
    if (!options.systemMap.isEmpty() && !(systemMap = readSystemMap(options.systemMap, err))) {
        return ExitBadInput;
    }
    LoadedInputs loaded = loadArguments(options.inputs);
    if (systemMap) {
        applySystemMap(loaded.document, *systemMap, QFileInfo(options.systemMap).fileName());
    }
    const QList<Finding> findings = analyzeDocument(loaded.document, options.thresholds);
    QJsonArray inputs;
    for (const LoadedInput &input : std::as_const(loaded.inputs)) {
        if (!input.readable()) {
            err << u"vmscope-cli: "_s << input.error << u'\n';
            inputs.append(QJsonObject{{u"file"_s, input.name}, {u"error"_s, input.error}});
            continue;
        }
        inputs.append(QJsonObject{{u"file"_s, input.name}, {u"error"_s, QJsonValue::Null},
                                  {u"captures"_s, qint64(input.captureIds.size())}});
        if (!options.json) {
            printText(loaded, input, findings, out);
        }
    }
    if (!options.json) {
        printOtherDiagnostics(loaded, out);
    }
    const QList<std::pair<QString, StallSummary>> captureSummaries
        = captureStallSummaries(loaded, findings);
    QList<Capture> oopses; // of every input, for the groups by crash
    for (const Capture &capture : loaded.document.captures()) {
        if (capture.oops()) {
            oopses.append(capture);
        }
    }
    QList<StallSummary> perCapture;
    for (const auto &entry : captureSummaries) {
        perCapture.append(entry.second);
    }
    const QList<StallSummary> labels = rankLabelsByStalls(perCapture);
    if (!options.json && !labels.isEmpty()) {
        out << Text::tr("Stalls by label, least stalled first:") << u'\n'
            << stallSummaryTable(labels).toText();
    }
    const QList<OopsGroup> groups = groupOopsBySignature(oopses);
    if (!options.json && oopses.size() > 1) {
        printOopsGroups(groups, out);
    }
    if (options.json) {
        writeJson(loaded, options, inputs, findings, stallSummaryJson(labels, captureSummaries),
                  oopsGroupsJson(groups), out);
    }
    out.flush();
    if (!loaded.firstError().isEmpty()) {
        return ExitBadInput;
    }
    if (options.follow) {
        return followInput(options, findings, out, err);
    }
    if (loaded.document.isEmpty()) {
        err << u"vmscope-cli: "_s << Text::tr("no log recognised in the input") << u'\n';
        return ExitNothingFound;
    }
    return ExitOk;
}

} // namespace vmscope
