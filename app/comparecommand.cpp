// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/comparecommand.h"

#include "app/analyzecommand.h"
#include "app/demothread.h"
#include "core/capturejson.h"
#include "core/comparetables.h"
#include "core/comparisonset.h"
#include "core/comparisontables.h"
#include "core/resultcomparison.h"
#include "core/resulttabletext.h"
#include "core/slabtables.h"
#include "core/wordwrap.h"
#include "parsers/loadfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("vmscope::CompareCommand", text, nullptr, n);
}

/// A profile found in one of the inputs, under the name the table gives it.
struct NamedProfile
{
    QString name;
    QString file;
    const Capture *capture = nullptr;
};

/// Labels name the columns; a missing label becomes the capture's place, a repeated one
/// gets its capture id so that no two columns look alike.
QList<NamedProfile> nameProfiles(const QList<QPair<QString, const Capture *>> &found)
{
    QList<NamedProfile> named;
    QStringList names;
    for (const auto &[file, capture] : found) {
        QString name = capture->label.isEmpty()
            ? tr("%1 lines %2-%3")
                  .arg(file.section(u'/', -1))
                  .arg(capture->source.firstLine)
                  .arg(capture->source.lastLine)
            : capture->label;
        if (names.contains(name)) {
            name += u" ("_s + capture->id + u')';
        }
        names.append(name);
        named.append({ name, file, capture });
    }
    return named;
}

QString totalText(const Profile &profile)
{
    const QString total = QString::number(profile.totalTicks(), 'f', 0);
    return profile.statedTotal ? tr("%1 %2").arg(total, profile.unit)
                               : tr("%1 %2 (summed from the listing)").arg(total, profile.unit);
}

void printText(const QList<NamedProfile> &profiles, const ProfileDiff &diff,
    const CompareOptions &options, QTextStream &out)
{
    out << tr("Profile diff against %1; change is in points of share of the total").arg(
               diff.labels.at(diff.baseline))
        << u"\n\n"_s;
    for (const NamedProfile &named : profiles) {
        const Capture &capture = *named.capture;
        out << u"  "_s << named.name << u": "_s << totalText(*capture.profile()) << u", "_s
            << tr("%1 lines %2-%3")
                   .arg(named.file.section(u'/', -1))
                   .arg(capture.source.firstLine)
                   .arg(capture.source.lastLine)
            << u'\n';
    }
    out << u'\n' << profileDiffTable(diff, options.rows).toText(options.width);
    if (options.rows >= 0 && diff.rows.size() > options.rows) {
        out << tr("(%1 of %2 symbols; --all lists every one)")
                   .arg(options.rows)
                   .arg(diff.rows.size())
            << u'\n';
    }
}

QJsonObject toJson(const QList<NamedProfile> &profiles, const ProfileDiff &diff)
{
    QJsonObject json = profileDiffToJson(diff);
    QJsonArray sources;
    for (const NamedProfile &named : profiles) {
        sources.append(QJsonObject { { u"label"_s, named.name }, { u"file"_s, named.file },
            { u"capture"_s, named.capture->id },
            { u"total"_s, named.capture->profile()->totalTicks() },
            { u"first_line"_s, named.capture->source.firstLine },
            { u"last_line"_s, named.capture->source.lastLine } });
    }
    json.insert(u"profiles"_s, sources);
    json.insert(u"schema"_s, jsonSchemaVersion);
    return json;
}

QString sourceText(const NamedProfile &named)
{
    return tr("%1 lines %2-%3")
        .arg(named.file.section(u'/', -1))
        .arg(named.capture->source.firstLine)
        .arg(named.capture->source.lastLine);
}

/// Longer labels are cut in the slab diff's column titles; the list above the table has them.
constexpr qsizetype slabLabelWidth = 12;

void printSlabText(const QList<NamedProfile> &slabs, const SlabDiff &diff,
                   const CompareOptions &options, QTextStream &out)
{
    out << tr("Slab diff against %1: memory at the last snapshots")
               .arg(diff.labels.at(diff.baseline))
        << u"\n\n"_s;
    for (const NamedProfile &named : slabs) {
        const SlabSession &session = *named.capture->slabSession();
        const double total = session.summary().value(session.snapshotCount() - 1, u"size");
        out << u"  "_s << named.name << u": "_s
            << tr("%n snapshot(s)", int(session.snapshotCount())) << u", "_s
            << tr("%1 KiB").arg(QString::number(total, 'f', 0)) << u'\n'
            << u"    "_s << sourceText(named) << u'\n';
    }
    out << u'\n' << slabDiffTable(diff, options.rows, slabLabelWidth).toText(options.width);
    if (options.rows >= 0 && diff.rows.size() > options.rows) {
        out << tr("(%1 of %2 caches; --all lists every one)").arg(options.rows).arg(diff.rows.size())
            << u'\n';
    }
}

QJsonObject slabJson(const QList<NamedProfile> &slabs, const SlabDiff &diff)
{
    QJsonObject json = slabDiffToJson(diff);
    QJsonArray sources;
    for (const NamedProfile &named : slabs) {
        const SlabSession &session = *named.capture->slabSession();
        sources.append(QJsonObject{
            {u"label"_s, named.name},
            {u"file"_s, named.file},
            {u"capture"_s, named.capture->id},
            {u"snapshots"_s, qint64(session.snapshotCount())},
            {u"size_kib"_s, session.summary().value(session.snapshotCount() - 1, u"size")},
            {u"first_line"_s, named.capture->source.firstLine},
            {u"last_line"_s, named.capture->source.lastLine}});
    }
    json.insert(u"slab_sessions"_s, sources);
    json.insert(u"schema"_s, jsonSchemaVersion);
    return json;
}

/// compare on slab captures: the diff of their last snapshots, as for profiles.
int compareSlabs(const QList<QPair<QString, const Capture *>> &found, const CompareOptions &options,
                 QTextStream &out, QTextStream &err)
{
    const QList<NamedProfile> slabs = nameProfiles(found);
    QStringList names;
    QList<SlabSession> sessions;
    for (const NamedProfile &named : slabs) {
        names.append(named.name);
        sessions.append(*named.capture->slabSession());
    }
    const qsizetype baseline = options.baseline.isEmpty() ? 0 : names.indexOf(options.baseline);
    if (baseline < 0) {
        err << u"vmscope-cli: "_s
            << tr("no slab capture is labelled '%1'; the labels are: %2")
                   .arg(options.baseline, names.join(u", "_s))
            << u'\n';
        return ExitBadInput;
    }
    const SlabDiff diff = diffSlabs(sessions, names, baseline);
    switch (options.format) {
    case CompareOptions::Format::Text:
        printSlabText(slabs, diff, options, out);
        break;
    case CompareOptions::Format::Csv:
        out << slabDiffTable(diff).toCsv();
        break;
    case CompareOptions::Format::Json:
        out << QString::fromUtf8(QJsonDocument(slabJson(slabs, diff)).toJson());
        break;
    }
    out.flush();
    return ExitOk;
}

/// The metrics compared when --metric is not given: writeout, interrupts, context switches
/// and idle time, what the seed threads argue about.
QStringList defaultMetrics()
{
    return {u"bo"_s, u"in"_s, u"cs"_s, u"id"_s};
}

/// The statistics tables of the metrics asked for, or nullopt (and the reason on `err`).
std::optional<QList<MetricComparison>> compareMetrics(
    const ComparisonSet &set, const CompareOptions &options, QTextStream &err)
{
    const QStringList keys = options.metrics.isEmpty() ? defaultMetrics() : options.metrics;
    const QStringList present = set.metricKeys();
    QList<MetricComparison> comparisons;
    for (const QString &key : keys) {
        if (!present.contains(key)) {
            err << u"vmscope-cli: "_s
                << tr("no %1 capture has a column '%2'; the columns are: %3")
                       .arg(captureKindId(set.kind()), key, present.join(u", "_s))
                << u'\n';
            return std::nullopt;
        }
        comparisons.append(compareMetric(set, key, MetricDirections::defaults()));
    }
    return comparisons;
}

/// One group's runs, its labels as found when they differ from its name, wrapped.
void printGroup(const ComparisonGroup &group, int width, QTextStream &out)
{
    QString line = group.label + u": "_s + tr("%n run(s)", int(group.runs.size())) + u" ("_s
        + group.captureIds.join(u", "_s) + u')';
    if (group.labels.size() > 1 || group.labels.value(0) != group.label) {
        line += u", "_s + tr("labelled %1").arg(u'"' + group.labels.join(u"\", \""_s) + u'"');
    }
    for (const QString &wrapped : wordWrapped(line, width, u"  "_s, u"      "_s)) {
        out << wrapped << u'\n';
    }
}

/// Which runs each row of the statistics stands for: a kernel may pool runs the thread
/// introduced in different words. Runs set aside under a sentence are listed in full.
void printGroups(const ComparisonSet &set, int width, QTextStream &out)
{
    for (const ComparisonGroup &group : set.groups()) {
        printGroup(group, width, out);
    }
    if (!set.setAside().isEmpty()) {
        out << tr("Not compared, labelled by a sentence that names no kernel:") << u'\n';
        for (const ComparisonGroup &group : set.setAside()) {
            printGroup(group, width, out);
        }
    }
}

void printResultComparisons(
    const QList<ResultComparison> &results, const CompareOptions &options, QTextStream &out)
{
    out << tr("Benchmark results by kernel; deltas against the first column, recomputed")
        << u"\n"_s;
    for (const ResultComparison &result : results) {
        QStringList captures = result.captureIds;
        captures.removeDuplicates();
        const QString heading = resultTableHeading(result.table) + u"; "_s
            + tr("baseline %1; from %2")
                  .arg(result.table.columns.constFirst(), captures.join(u", "_s));
        out << u'\n';
        for (const QString &line : wordWrapped(heading, options.width, QString(), u"  "_s)) {
            out << line << u'\n';
        }
        out << resultPlainTable(result.table).toText(options.width);
    }
}

QJsonArray resultComparisonsJson(const QList<ResultComparison> &results)
{
    QJsonArray json;
    for (const ResultComparison &result : results) {
        QJsonObject table = resultTableToJson(result.table);
        table.insert(u"baseline"_s, result.table.columns.constFirst());
        table.insert(u"captures"_s, QJsonArray::fromStringList(result.captureIds));
        json.append(table);
    }
    return json;
}

QJsonObject statisticsJson(const ComparisonSet &set, const QList<MetricComparison> &comparisons)
{
    QJsonObject json = comparisonToJson(comparisons);
    json.insert(u"kind"_s, captureKindId(set.kind()));
    json.insert(u"labels"_s, QJsonArray::fromStringList(set.labels()));
    const auto groupsJson = [](const QList<ComparisonGroup> &groups) {
        QJsonArray json;
        for (const ComparisonGroup &group : groups) {
            json.append(QJsonObject { { u"label"_s, group.label },
                { u"labelled"_s, QJsonArray::fromStringList(group.labels) },
                { u"captures"_s, QJsonArray::fromStringList(group.captureIds) } });
        }
        return json;
    };
    json.insert(u"groups"_s, groupsJson(set.groups()));
    json.insert(u"set_aside"_s, groupsJson(set.setAside()));
    return json;
}

/// compare by kernel: the statistics of the vmstat (or top) runs of two or more kernels and
/// the benchmark result tables, each against the baseline.
int compareByKernel(std::optional<ComparisonSet> set, const QList<ResultComparison> &results,
    const CompareOptions &options, QTextStream &out, QTextStream &err)
{
    if (!options.baseline.isEmpty()) {
        const bool inSet = set && set->setBaseline(options.baseline);
        const bool inResults = std::any_of(results.cbegin(), results.cend(),
            [](const ResultComparison &result) { return result.baselineChosen; });
        if (!inSet && !inResults) {
            QStringList labels = set ? set->labels() : QStringList();
            for (const QString &label : resultComparisonLabels(results)) {
                if (!labels.contains(label)) {
                    labels.append(label);
                }
            }
            err << u"vmscope-cli: "_s
                << tr("nothing to compare is labelled '%1'; the labels are: %2")
                       .arg(options.baseline, labels.join(u", "_s))
                << u'\n';
            return ExitBadInput;
        }
    }
    QList<MetricComparison> comparisons;
    if (set) {
        const auto metrics = compareMetrics(*set, options, err);
        if (!metrics) {
            return ExitBadInput;
        }
        comparisons = *metrics;
    }
    switch (options.format) {
    case CompareOptions::Format::Text:
        if (set) {
            out << tr("Statistics of %1 captures by kernel; %2 is the baseline")
                       .arg(captureKindId(set->kind()), set->labels().at(set->baseline()))
                << u"\n"_s;
            printGroups(*set, options.width, out);
            out << u'\n' << comparisonText(comparisons, options.width);
        }
        if (!results.isEmpty()) {
            out << (set ? u"\n"_s : QString());
            printResultComparisons(results, options, out);
        }
        break;
    case CompareOptions::Format::Csv:
        // One table per CSV: the statistics when there are runs, else the result tables.
        if (set) {
            out << comparisonCsvTable(comparisons).toCsv();
            if (!results.isEmpty()) {
                err << u"vmscope-cli: "_s
                    << tr("the CSV holds the statistics; the %n result table(s) are in "
                          "--format json",
                           int(results.size()))
                    << u'\n';
            }
        } else {
            QList<ResultTable> tables;
            for (const ResultComparison &result : results) {
                tables.append(result.table);
            }
            out << resultCsvTable(tables).toCsv();
        }
        break;
    case CompareOptions::Format::Json: {
        QJsonObject json = set ? statisticsJson(*set, comparisons) : QJsonObject();
        json.insert(u"result_tables"_s, resultComparisonsJson(results));
        json.insert(u"schema"_s, jsonSchemaVersion);
        out << QString::fromUtf8(QJsonDocument(json).toJson());
        break;
    }
    }
    out.flush();
    return ExitOk;
}

} // namespace

int runCompare(const CompareOptions &options, QTextStream &out, QTextStream &err)
{
    const ParserRegistry registry = ParserRegistry::withBuiltins();
    QList<LoadResult> loaded; // keeps the captures alive while they are compared
    loaded.reserve(options.inputs.size());
    QList<QPair<QString, const Capture *>> found;
    QList<QPair<QString, const Capture *>> slabs;
    QList<Capture> all; // every input's, ids made unique, for the statistics
    for (const QString &input : options.inputs) {
        const bool demo = input == QStringView(demoInputName);
        loaded.append(demo ? loadBytes(DemoThread::bytes(), DemoThread::name(), registry)
                           : loadFile(input, registry));
        if (!loaded.constLast().readable()) {
            err << u"vmscope-cli: "_s << loaded.constLast().error << u'\n';
            return ExitBadInput;
        }
        for (const Capture &capture : loaded.constLast().document.captures()) {
            if (capture.profile()) {
                found.append({ demo ? DemoThread::name() : input, &capture });
            }
            if (capture.slabSession()) {
                slabs.append({demo ? DemoThread::name() : input, &capture});
            }
            all.append(capture);
            if (options.inputs.size() > 1) {
                all.last().id = QString::number(options.inputs.indexOf(input) + 1) + u':'
                    + capture.id;
            }
        }
    }
    // Fewer than two profiles and slab captures: the statistics of the vmstat (else top) runs
    // and the result tables, by kernel.
    if (found.size() < 2 && slabs.size() < 2) {
        const QList<ComparisonSet> sets = ComparisonSet::fromCaptures(all);
        const QList<ResultComparison> results = compareResultTables(all, options.baseline);
        if (!sets.isEmpty() || !results.isEmpty()) {
            return compareByKernel(
                sets.isEmpty() ? std::nullopt : std::optional<ComparisonSet>(sets.first()), results,
                options, out, err);
        }
    }
    // Profiles first, as before slabs were read; slab captures when there are too few profiles.
    if (found.size() < 2 && slabs.size() >= 2) {
        return compareSlabs(slabs, options, out, err);
    }
    if (found.size() < 2) {
        err << u"vmscope-cli: "_s
            << (slabs.isEmpty()
                       ? tr("compare needs two or more profiles; found %1 (nor are there runs of "
                            "two or more kernels or result tables to compare)")
                             .arg(found.size())
                       : tr("compare needs two or more profiles or slabinfo captures; found %1 "
                            "and %2")
                             .arg(found.size())
                             .arg(slabs.size()))
            << u'\n';
        return ExitNothingFound;
    }
    const QList<NamedProfile> profiles = nameProfiles(found);
    QStringList names;
    QList<Profile> values;
    for (const NamedProfile &named : profiles) {
        names.append(named.name);
        values.append(*named.capture->profile());
    }
    const qsizetype baseline = options.baseline.isEmpty() ? 0 : names.indexOf(options.baseline);
    if (baseline < 0) {
        err << u"vmscope-cli: "_s
            << tr("no profile is labelled '%1'; the labels are: %2")
                   .arg(options.baseline, names.join(u", "_s))
            << u'\n';
        return ExitBadInput;
    }
    const ProfileDiff diff = diffProfiles(values, names, baseline, options.groups);
    switch (options.format) {
    case CompareOptions::Format::Text:
        printText(profiles, diff, options, out);
        break;
    case CompareOptions::Format::Csv:
        out << profileDiffTable(diff).toCsv();
        break;
    case CompareOptions::Format::Json:
        out << QString::fromUtf8(QJsonDocument(toJson(profiles, diff)).toJson());
        break;
    }
    out.flush();
    return ExitOk;
}

} // namespace vmscope
