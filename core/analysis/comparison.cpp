// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/comparison.h"

#include "core/analysis/comparisontables.h"
#include "core/model/stableid.h"
#include "core/profile/comparetables.h"
#include "core/results/resulttabletext.h"
#include "core/slab/slabtables.h"
#include "core/text/capturejson.h"
#include "core/text/wordwrap.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::Comparison)
};

/// Longer labels are cut in the slab diff's column titles; the list above the table has them.
constexpr qsizetype slabLabelWidth = 12;

QString placeOf(const Capture &capture)
{
    return Text::tr("%1 lines %2-%3")
        .arg(capture.source.file.section(u'/', -1))
        .arg(capture.source.firstLine)
        .arg(capture.source.lastLine);
}

QString totalText(const Profile &profile)
{
    const QString total = QString::number(profile.totalTicks(), 'f', 0);
    return profile.statedTotal ? Text::tr("%1 %2").arg(total, profile.unit)
                               : Text::tr("%1 %2 (summed from the listing)").arg(total, profile.unit);
}

double lastSnapshotKiB(const SlabSession &session)
{
    return session.summary().value(session.snapshotCount() - 1, u"size");
}

/// Copies of the result-table captures only: the tables are small, the series are not.
QList<Capture> resultTablesOf(const CaptureList &captures)
{
    QList<Capture> tables;
    for (const Capture &capture : captures) {
        if (capture.resultTable()) {
            tables.append(capture);
        }
    }
    return tables;
}

/// One group's runs, its labels as found when they differ from its name, wrapped.
void appendGroup(const ComparisonGroup &group, int width, QString &out)
{
    QString line = group.label + u": "_s + Text::tr("%n run(s)", nullptr, int(group.runs.size())) + u" ("_s
        + group.captureIds.join(u", "_s) + u')';
    if (group.labels.size() > 1 || group.labels.value(0) != group.kernel) {
        line += u", "_s + Text::tr("labelled %1").arg(u'"' + group.labels.join(u"\", \""_s) + u'"');
    }
    for (const QString &wrapped : wordWrapped(line, width, u"  "_s, u"      "_s)) {
        out += wrapped + u'\n';
    }
}

/// Which runs each row of the statistics stands for: a kernel may pool runs the thread
/// introduced in different words. Runs set aside under a sentence are listed in full.
QString groupsText(const ComparisonSet &set, int width)
{
    QString out;
    for (const ComparisonGroup &group : set.groups()) {
        appendGroup(group, width, out);
    }
    if (!set.setAside().isEmpty()) {
        out += Text::tr("Not compared, labelled by a sentence that names no kernel:") + u'\n';
        for (const ComparisonGroup &group : set.setAside()) {
            appendGroup(group, width, out);
        }
    }
    return out;
}

QJsonArray groupsJson(const QList<ComparisonGroup> &groups)
{
    QJsonArray json;
    for (const ComparisonGroup &group : groups) {
        json.append(QJsonObject { { u"label"_s, group.label }, { u"kernel"_s, group.kernel },
            { u"labelled"_s, QJsonArray::fromStringList(group.labels) },
            { u"captures"_s, QJsonArray::fromStringList(group.captureIds) } });
    }
    return json;
}

/// "vmstat by kernel: 3 labels", or "vmstat by kernel: 3 labels, 5 runs" when some kernel
/// has several runs. `set` has a group per run.
QString statisticsName(const ComparisonSet &set)
{
    const QString name = Text::tr("%1 by kernel: %n label(s)", nullptr, int(set.kernels().size()))
                             .arg(captureKindId(set.kind()));
    return set.kernels().size() == set.size() ? name
                                              : name + u", "_s + Text::tr("%n run(s)", nullptr, int(set.size()));
}

QString resultsName(const ResultComparison &comparison)
{
    const ResultTable &table = comparison.table;
    if (comparison.turnedRound) {
        return Text::tr("%1 – %2: %n kernel(s)", nullptr, int(table.columnCount()))
            .arg(table.benchmark, table.title);
    }
    QString title = table.title.trimmed();
    while (title.endsWith(u':')) {
        title.chop(1); // the sentence that introduced the table ends in one; the name adds one
    }
    const bool ownTitle = !title.isEmpty() && title != table.benchmark;
    const QString name = ownTitle ? table.benchmark + u" – "_s + title : table.benchmark;
    return Text::tr("%1: %2 × %n kernel(s)", nullptr, int(table.columnCount()))
        .arg(name, Text::tr("%n row(s)", nullptr, int(table.sampleCount())));
}

CaptureList capturesWithIds(const CaptureList &captures, const QStringList &ids)
{
    QList<CapturePtr> chosen;
    for (const CapturePtr &capture : captures.shared()) {
        if (ids.contains(capture->id)) {
            chosen.append(capture);
        }
    }
    return CaptureList(chosen);
}

} // namespace

QString comparisonSubjectId(ComparisonSubject subject)
{
    using enum ComparisonSubject;
    static constexpr StableId<ComparisonSubject> ids[] { { Statistics, u"statistics" },
        { Results, u"results" }, { Profiles, u"profiles" }, { Slabs, u"slabs" } };
    return stableIdOf(ids, subject);
}

QStringList defaultComparisonMetrics(const ComparisonSet &set)
{
    const QStringList present = set.metricKeys();
    QStringList keys;
    for (const QString &key : { u"bo"_s, u"in"_s, u"cs"_s, u"id"_s }) {
        if (present.contains(key)) {
            keys.append(key);
        }
    }
    if (keys.isEmpty() && !present.isEmpty()) {
        keys.append(present.constFirst());
    }
    return keys;
}

Comparison::Comparison(ComparisonSubject subject, QString name, CaptureList captures)
    : m_subject(subject)
    , m_name(std::move(name))
    , m_captures(std::move(captures))
{
}

QList<Comparison> Comparison::find(const CaptureList &captures)
{
    QList<Comparison> found;
    for (const ComparisonSet &set : ComparisonSet::fromCaptures(captures)) {
        if (!set.isComparison()) {
            continue;
        }
        QList<CapturePtr> ofKind;
        for (const CapturePtr &capture : captures.shared()) {
            if (capture->kind == set.kind()) {
                ofKind.append(capture);
            }
        }
        Comparison comparison(
            ComparisonSubject::Statistics, statisticsName(set), CaptureList(ofKind));
        comparison.m_kind = set.kind();
        found.append(comparison);
    }
    for (const ResultComparison &results : compareResultTables(resultTablesOf(captures), QString())) {
        Comparison comparison(ComparisonSubject::Results, resultsName(results),
            capturesWithIds(captures, results.captureIds));
        comparison.m_results = results;
        found.append(comparison);
    }
    QList<CapturePtr> profiles;
    QList<CapturePtr> slabs;
    for (const CapturePtr &capture : captures.shared()) {
        if (capture->profile()) {
            profiles.append(capture);
        } else if (capture->slabSession()) {
            slabs.append(capture);
        }
    }
    if (profiles.size() >= 2) {
        found.append(Comparison(ComparisonSubject::Profiles,
            Text::tr("profiles: %n capture(s)", nullptr, int(profiles.size())), CaptureList(profiles)));
    }
    if (slabs.size() >= 2) {
        found.append(Comparison(ComparisonSubject::Slabs,
            Text::tr("slabinfo: %n capture(s)", nullptr, int(slabs.size())), CaptureList(slabs)));
    }
    // Names pick a comparison (the Compare tab, `--comparison`): no two alike.
    QStringList names;
    for (Comparison &comparison : found) {
        const QString name = comparison.m_name;
        for (int n = 2; names.contains(comparison.m_name); ++n) {
            comparison.m_name = u"%1 (%2)"_s.arg(name, QString::number(n));
        }
        names.append(comparison.m_name);
    }
    return found;
}

QStringList Comparison::columnNames() const
{
    QStringList names;
    for (const Capture &capture : m_captures) {
        QString name = capture.label.isEmpty() ? placeOf(capture) : capture.label;
        if (names.contains(name)) {
            name += u" ("_s + capture.id + u')';
        }
        names.append(name);
    }
    return names;
}

QStringList Comparison::labels(const RunSelection &runs) const
{
    switch (m_subject) {
    case ComparisonSubject::Statistics: {
        CompareRequest request;
        request.runs = runs;
        return set(request).labels();
    }
    case ComparisonSubject::Results:
        return m_results.table.columns;
    case ComparisonSubject::Profiles:
    case ComparisonSubject::Slabs:
        return columnNames();
    }
    return {};
}

qsizetype Comparison::baselineIndex(const CompareRequest &request) const
{
    return request.baseline.isEmpty() ? 0 : columnNames().indexOf(request.baseline);
}

ComparisonSet Comparison::set(const CompareRequest &request) const
{
    if (m_subject != ComparisonSubject::Statistics) {
        return ComparisonSet();
    }
    ComparisonSet set(m_kind, m_captures, request.runs);
    const QStringList compared = set.labels();
    const bool every = request.labels.isEmpty()
        || std::all_of(compared.cbegin(), compared.cend(),
            [&request](const QString &label) { return request.labels.contains(label); });
    // Every group asked for is the whole set, with the runs it sets aside (as `compare`).
    if (!every) {
        set.keepOnly(request.labels);
    }
    if (!request.baseline.isEmpty()) {
        set.setBaseline(request.baseline);
    }
    return set;
}

QStringList Comparison::metrics(const CompareRequest &request) const
{
    return metricsOf(set(request), request);
}

QStringList Comparison::metricsOf(const ComparisonSet &compared, const CompareRequest &request)
{
    return request.metrics.isEmpty() ? defaultComparisonMetrics(compared) : request.metrics;
}

QList<MetricComparison> Comparison::statistics(const CompareRequest &request) const
{
    return statisticsOf(set(request), request);
}

QList<MetricComparison> Comparison::statisticsOf(
    const ComparisonSet &compared, const CompareRequest &request)
{
    const QStringList present = compared.metricKeys();
    QList<MetricComparison> comparisons;
    for (const QString &key : metricsOf(compared, request)) {
        if (present.contains(key)) {
            comparisons.append(compareMetric(compared, key, request.directions));
        }
    }
    return comparisons;
}

ResultComparison Comparison::results(const CompareRequest &request) const
{
    return request.baseline.isEmpty() ? m_results : rebasedOn(m_results, request.baseline);
}

QString Comparison::problem(const CompareRequest &request) const
{
    const QString noBaseline = Text::tr("no %1 is labelled '%2'; the labels are: %3");
    switch (m_subject) {
    case ComparisonSubject::Statistics: {
        ComparisonSet compared = set(request);
        if (!request.baseline.isEmpty() && !compared.setBaseline(request.baseline)) {
            return noBaseline.arg(Text::tr("run"), request.baseline, compared.labels().join(u", "_s));
        }
        const QStringList present = compared.metricKeys();
        for (const QString &key : metricsOf(compared, request)) {
            if (!present.contains(key)) {
                return Text::tr("no %1 capture has a column '%2'; the columns are: %3")
                    .arg(captureKindId(m_kind), key, present.join(u", "_s));
            }
        }
        return QString();
    }
    case ComparisonSubject::Results:
        if (!request.baseline.isEmpty() && !results(request).baselineChosen) {
            return noBaseline.arg(Text::tr("result column"), request.baseline, labels().join(u", "_s));
        }
        return QString();
    case ComparisonSubject::Profiles:
    case ComparisonSubject::Slabs:
        if (baselineIndex(request) < 0) {
            return noBaseline.arg(m_subject == ComparisonSubject::Profiles ? Text::tr("profile")
                                                                            : Text::tr("slab capture"),
                request.baseline, labels().join(u", "_s));
        }
        return QString();
    }
    return QString();
}

namespace {

ProfileDiff profileDiff(const CaptureList &captures, const QStringList &names,
                        qsizetype baseline, const QStringList &groups)
{
    QList<Profile> profiles;
    for (const Capture &capture : captures) {
        profiles.append(*capture.profile());
    }
    return diffProfiles(profiles, names, baseline, groups);
}

SlabDiff slabDiff(const CaptureList &captures, const QStringList &names, qsizetype baseline)
{
    QList<SlabSession> sessions;
    for (const Capture &capture : captures) {
        sessions.append(*capture.slabSession());
    }
    return diffSlabs(sessions, names, baseline);
}

} // namespace

PlainTable Comparison::table(const CompareRequest &request) const
{
    switch (m_subject) {
    case ComparisonSubject::Statistics:
        return comparisonCsvTable(statistics(request));
    case ComparisonSubject::Results:
        return resultPlainTable(results(request).table);
    case ComparisonSubject::Profiles:
        return profileDiffTable(profileDiff(m_captures, columnNames(),
            std::max<qsizetype>(baselineIndex(request), 0), request.symbolGroups));
    case ComparisonSubject::Slabs:
        return slabDiffTable(slabDiff(m_captures, columnNames(),
            std::max<qsizetype>(baselineIndex(request), 0)));
    }
    return PlainTable({});
}

QString Comparison::text(const CompareRequest &request) const
{
    const int width = request.width;
    QString out;
    switch (m_subject) {
    case ComparisonSubject::Statistics: {
        const ComparisonSet compared = set(request);
        const QString heading = Text::tr("Statistics of %1 captures by kernel; %2 is the baseline")
                                    .arg(captureKindId(m_kind),
                                        compared.labels().value(compared.baseline()));
        for (const QString &line : wordWrapped(heading, width, QString(), u"  "_s)) {
            out += line + u'\n';
        }
        out += (compared.pooling() == RunPooling::ByKernel ? Text::tr("A row per kernel, its runs pooled:")
                                                           : Text::tr("A row per run:"))
            + u'\n' + groupsText(compared, width) + u'\n'
            + comparisonText(statisticsOf(compared, request), width);
        break;
    }
    case ComparisonSubject::Results: {
        const ResultComparison result = results(request);
        QStringList captures = result.captureIds;
        captures.removeDuplicates();
        const QString heading = resultTableHeading(result.table) + u"; "_s
            + Text::tr("deltas against %1, recomputed; from %2")
                  .arg(result.table.columns.constFirst(), captures.join(u", "_s));
        for (const QString &line : wordWrapped(heading, width, QString(), u"  "_s)) {
            out += line + u'\n';
        }
        out += resultPlainTable(result.table).toText(width);
        break;
    }
    case ComparisonSubject::Profiles: {
        const QStringList names = columnNames();
        const ProfileDiff diff = profileDiff(m_captures, names,
            std::max<qsizetype>(baselineIndex(request), 0), request.symbolGroups);
        out += Text::tr("Profile diff against %1; change is in points of share of the total")
                   .arg(diff.labels.at(diff.baseline))
            + u"\n\n"_s;
        for (qsizetype index = 0; index < m_captures.size(); ++index) {
            const Capture &capture = m_captures.at(index);
            out += u"  "_s + names.at(index) + u": "_s + totalText(*capture.profile()) + u", "_s
                + placeOf(capture) + u'\n';
        }
        out += u'\n' + profileDiffTable(diff, request.rows).toText(width)
            + profileCutNote(diff, width);
        if (request.rows >= 0 && diff.rows.size() > request.rows) {
            out += Text::tr("(%1 of %2 symbols; --all lists every one)")
                       .arg(request.rows)
                       .arg(diff.rows.size())
                + u'\n';
        }
        break;
    }
    case ComparisonSubject::Slabs: {
        const QStringList names = columnNames();
        const SlabDiff diff
            = slabDiff(m_captures, names, std::max<qsizetype>(baselineIndex(request), 0));
        out += Text::tr("Slab diff against %1: memory at the last snapshots")
                   .arg(diff.labels.at(diff.baseline))
            + u"\n\n"_s;
        for (qsizetype index = 0; index < m_captures.size(); ++index) {
            const Capture &capture = m_captures.at(index);
            const SlabSession &session = *capture.slabSession();
            out += u"  "_s + names.at(index) + u": "_s
                + Text::tr("%n snapshot(s)", nullptr, int(session.snapshotCount())) + u", "_s
                + Text::tr("%1 KiB").arg(QString::number(lastSnapshotKiB(session), 'f', 0)) + u'\n'
                + u"    "_s + placeOf(capture) + u'\n';
        }
        out += u'\n' + slabDiffTable(diff, request.rows, slabLabelWidth).toText(width);
        if (request.rows >= 0 && diff.rows.size() > request.rows) {
            out += Text::tr("(%1 of %2 caches; --all lists every one)")
                       .arg(request.rows)
                       .arg(diff.rows.size())
                + u'\n';
        }
        break;
    }
    }
    return out;
}

QString Comparison::csv(const CompareRequest &request) const
{
    if (m_subject == ComparisonSubject::Results) {
        return resultCsvTable({ results(request).table }).toCsv();
    }
    return table(request).toCsv();
}

QJsonObject Comparison::json(const CompareRequest &request) const
{
    QJsonObject json;
    switch (m_subject) {
    case ComparisonSubject::Statistics: {
        const ComparisonSet compared = set(request);
        json = comparisonToJson(statisticsOf(compared, request));
        json.insert(u"kind"_s, captureKindId(m_kind));
        json.insert(u"pooling"_s, runPoolingId(compared.pooling()));
        json.insert(u"labels"_s, QJsonArray::fromStringList(compared.labels()));
        json.insert(u"groups"_s, groupsJson(compared.groups()));
        json.insert(u"set_aside"_s, groupsJson(compared.setAside()));
        break;
    }
    case ComparisonSubject::Results: {
        const ResultComparison result = results(request);
        json = resultTableToJson(result.table);
        json.insert(u"baseline"_s, result.table.columns.constFirst());
        json.insert(u"captures"_s, QJsonArray::fromStringList(result.captureIds));
        break;
    }
    case ComparisonSubject::Profiles: {
        const QStringList names = columnNames();
        json = profileDiffToJson(profileDiff(m_captures, names,
            std::max<qsizetype>(baselineIndex(request), 0), request.symbolGroups));
        QJsonArray sources;
        for (qsizetype index = 0; index < m_captures.size(); ++index) {
            const Capture &capture = m_captures.at(index);
            sources.append(QJsonObject { { u"label"_s, names.at(index) },
                { u"file"_s, capture.source.file }, { u"capture"_s, capture.id },
                { u"total"_s, capture.profile()->totalTicks() },
                { u"first_line"_s, capture.source.firstLine },
                { u"last_line"_s, capture.source.lastLine } });
        }
        json.insert(u"profiles"_s, sources);
        break;
    }
    case ComparisonSubject::Slabs: {
        const QStringList names = columnNames();
        json = slabDiffToJson(
            slabDiff(m_captures, names, std::max<qsizetype>(baselineIndex(request), 0)));
        QJsonArray sources;
        for (qsizetype index = 0; index < m_captures.size(); ++index) {
            const Capture &capture = m_captures.at(index);
            const SlabSession &session = *capture.slabSession();
            sources.append(QJsonObject { { u"label"_s, names.at(index) },
                { u"file"_s, capture.source.file }, { u"capture"_s, capture.id },
                { u"snapshots"_s, qint64(session.snapshotCount()) },
                { u"size_kib"_s, lastSnapshotKiB(session) },
                { u"first_line"_s, capture.source.firstLine },
                { u"last_line"_s, capture.source.lastLine } });
        }
        json.insert(u"slab_sessions"_s, sources);
        break;
    }
    }
    json.insert(u"subject"_s, comparisonSubjectId(m_subject));
    json.insert(u"name"_s, m_name);
    return json;
}

} // namespace vmscope
