// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/text/capturejson.h"

#include "core/analysis/columnsummary.h"
#include "core/oops/culprit.h"
#include "core/slab/slabtables.h"
#include "core/text/jsonnumber.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QJsonObject sourceToJson(const SourceInfo &source)
{
    QJsonObject json{{u"file"_s, source.file},
                     {u"first_line"_s, source.firstLine},
                     {u"last_line"_s, source.lastLine},
                     {u"quote_depth"_s, source.quoteDepth}};
    if (!source.messageSubject.isEmpty()) {
        json.insert(u"message_subject"_s, source.messageSubject);
    }
    if (!source.messageAuthor.isEmpty()) {
        json.insert(u"message_author"_s, source.messageAuthor);
    }
    if (!source.messageDate.isEmpty()) {
        json.insert(u"message_date"_s, source.messageDate);
    }
    if (!source.messageId.isEmpty()) {
        json.insert(u"message_id"_s, source.messageId);
    }
    if (!source.labelReason.isEmpty()) {
        json.insert(u"label_reason"_s, source.labelReason);
    }
    return json;
}

void addSeries(QJsonObject &json, const TimeSeries &series, const JsonOptions &options)
{
    QJsonArray columns;
    QJsonObject summary;
    for (qsizetype c = 0; c < series.columnCount(); ++c) {
        const ColumnInfo &info = series.column(c);
        QJsonObject column{{u"key"_s, info.key}, {u"unit"_s, info.unit}, {u"group"_s, info.group}};
        if (options.includeValues) {
            QJsonArray values;
            for (const double value : series.values(c)) {
                values.append(jsonNumber(value));
            }
            column.insert(u"values"_s, values);
        }
        columns.append(column);
        const ColumnSummary stats = summarizeColumn(series.values(c));
        summary.insert(info.key,
                       stats.count == 0 ? QJsonValue(QJsonValue::Null)
                                        : QJsonValue(QJsonObject{{u"min"_s, stats.min},
                                                                 {u"max"_s, stats.max},
                                                                 {u"mean"_s, stats.mean}}));
    }
    json.insert(u"columns"_s, columns);
    json.insert(u"interval_s"_s, series.intervalSeconds());
    json.insert(u"assumed_interval"_s, series.intervalIsAssumed());
    json.insert(u"since_boot_first_row"_s, series.firstSampleIsSinceBoot());
    const std::vector<qsizetype> &rows = series.sinceBootRows();
    if (rows.size() > (series.firstSampleIsSinceBoot() ? 1u : 0u)) {
        QJsonArray sinceBoot; // a loop's later copies of vmstat
        for (const qsizetype row : rows) {
            sinceBoot.append(qint64(row));
        }
        json.insert(u"since_boot_rows"_s, sinceBoot);
    }
    json.insert(u"start_time"_s, series.startTime().isValid()
                    ? QJsonValue(series.startTime().toString(Qt::ISODate))
                    : QJsonValue(QJsonValue::Null));
    if (options.includeValues) {
        QJsonArray time;
        QJsonArray lines;
        for (std::size_t i = 0; i < series.time().size(); ++i) {
            time.append(series.time()[i]);
            lines.append(series.sourceLines()[i]);
        }
        json.insert(u"time_s"_s, time);
        json.insert(u"row_lines"_s, lines);
    }
    json.insert(u"summary"_s, summary);
}

/// The busiest processes of a session; the rest only counted, so that a day of `top -b`
/// does not print a hundred thousand short-lived processes.
constexpr qsizetype processesInJson = 20;

void addSeries(QJsonObject &json, const TopSession &session, const JsonOptions &options)
{
    addSeries(json, session.summary, options);
    json.insert(u"frames"_s, qint64(session.frameCount()));
    json.insert(u"cpus"_s, session.cpuCount);
    json.insert(u"process_count"_s, qint64(session.processes.size()));
    QJsonArray processes;
    for (const qsizetype index : session.busiestProcesses(processesInJson)) {
        const ProcessHistory &history = session.processes.at(index);
        QJsonObject process{{u"pid"_s, history.pid},
                            {u"command"_s, history.command},
                            {u"user"_s, history.user},
                            {u"frames"_s, qint64(history.sampleCount())},
                            {u"peak_cpu"_s, jsonNumber(history.peakCpu())},
                            {u"mean_cpu"_s, jsonNumber(history.meanCpu())}};
        if (options.includeValues) {
            QJsonArray cpu;
            for (qsizetype frame = 0; frame < session.frameCount(); ++frame) {
                const qsizetype row = history.rowOfFrame(int(frame));
                cpu.append(row < 0 ? QJsonValue(QJsonValue::Null)
                                   : jsonNumber(history.cpuPercent[std::size_t(row)]));
            }
            process.insert(u"cpu"_s, cpu);
        }
        processes.append(process);
    }
    json.insert(u"processes"_s, processes);
    if (options.includeValues) {
        // What the process table and its sparklines show, for every process.
        QJsonArray histories;
        for (const ProcessHistory &history : session.processes) {
            QJsonArray frames;
            QJsonArray cpu;
            QJsonArray memory;
            QJsonArray resident;
            QString states;
            for (std::size_t row = 0; row < history.frames.size(); ++row) {
                frames.append(history.frames[row]);
                cpu.append(jsonNumber(history.cpuPercent[row]));
                memory.append(jsonNumber(history.memPercent[row]));
                resident.append(jsonNumber(history.residentKiB[row]));
                states += QLatin1Char(history.state.empty() ? '?' : history.state[row]);
            }
            histories.append(QJsonObject { { u"pid"_s, history.pid },
                { u"command"_s, history.command }, { u"user"_s, history.user },
                { u"frames"_s, frames }, { u"cpu"_s, cpu }, { u"mem"_s, memory },
                { u"res_kib"_s, resident }, { u"state"_s, states } });
        }
        json.insert(u"process_histories"_s, histories);
    }
}

QJsonObject oopsFrameToJson(const OopsFrame &frame)
{
    QJsonObject json{{u"address"_s, frame.address ? QJsonValue(QString::number(*frame.address, 16))
                                                   : QJsonValue(QJsonValue::Null)},
                     {u"symbol"_s, frame.symbol},
                     {u"offset"_s, qint64(frame.offset)},
                     {u"size"_s, qint64(frame.size)},
                     {u"module"_s, frame.module},
                     {u"reliable"_s, frame.reliable}};
    if (!frame.context.isEmpty()) {
        json.insert(u"context"_s, frame.context);
    }
    if (frame.fromSystemMap) {
        json.insert(u"from_system_map"_s, true);
    }
    if (frame.inlined) {
        json.insert(u"inlined"_s, true);
    }
    return json;
}

QJsonValue culpritToJson(const Oops &oops)
{
    const std::optional<Culprit> culprit = findCulprit(oops);
    if (!culprit) {
        return QJsonValue::Null;
    }
    QJsonObject json = oopsFrameToJson(culprit->frame);
    json.insert(u"rule"_s, culpritRuleId(culprit->rule));
    json.insert(u"name"_s, culprit->name);
    return json;
}

void addSeries(QJsonObject &json, const Oops &oops, const JsonOptions &options)
{
    json.insert(u"oops_kind"_s, oopsKindName(oops.kind));
    json.insert(u"report"_s, reportClassId(classifyReport(oops.headline)));
    json.insert(u"headline"_s, oops.headline);
    json.insert(u"culprit"_s, culpritToJson(oops));
    json.insert(u"kernel"_s, oops.kernelVersion);
    json.insert(u"process"_s, oops.process);
    json.insert(u"pid"_s, oops.pid >= 0 ? QJsonValue(oops.pid) : QJsonValue(QJsonValue::Null));
    json.insert(u"taint"_s, oops.taint);
    json.insert(u"location"_s, oopsFrameToJson(oops.location));
    json.insert(u"signature"_s, oops.signature());
    QJsonArray frames;
    for (const OopsFrame &frame : oops.frames) {
        frames.append(oopsFrameToJson(frame));
    }
    json.insert(u"frames"_s, frames);
    if (!oops.lockSites.isEmpty()) {
        QJsonArray sites;
        for (const OopsFrame &frame : oops.lockSites) {
            sites.append(oopsFrameToJson(frame));
        }
        json.insert(u"lock_sites"_s, sites);
    }
    if (!oops.otherStacks.isEmpty()) {
        QJsonArray stacks;
        for (const OopsStack &stack : oops.otherStacks) {
            QJsonArray stackFrames;
            for (const OopsFrame &frame : stack.frames) {
                stackFrames.append(oopsFrameToJson(frame));
            }
            stacks.append(QJsonObject { { u"title"_s, stack.title }, { u"frames"_s, stackFrames } });
        }
        json.insert(u"other_stacks"_s, stacks);
    }
    if (!oops.notes.isEmpty()) {
        // The report's lines with no field of their own: a header's words (lockdep's, UBSAN's),
        // PGD and #PF lines, a sender's cut.
        json.insert(u"other_lines"_s, QJsonArray::fromStringList(oops.notes));
    }
    QJsonArray registers;
    for (const OopsRegister &reg : oops.registers) {
        registers.append(QJsonObject{{u"name"_s, reg.name}, {u"value"_s, reg.value}});
    }
    json.insert(u"registers"_s, registers);
    json.insert(u"code"_s, QString::fromLatin1(oops.code.toHex(' ')));
    json.insert(u"faulting_byte"_s, oops.faultingByte);
    json.insert(u"modules"_s, QJsonArray::fromStringList(oops.modules));
    json.insert(u"warnings"_s, QJsonArray::fromStringList(oops.ksymoopsWarnings));
    json.insert(u"warnings_issued"_s, oops.warningsIssued);
    json.insert(u"timestamp"_s, oops.timestamp);
    if (options.includeValues) {
        QJsonArray instructions; // the decoded `Code:` the oops view shows
        for (const OopsInstruction &instruction : oops.instructions) {
            QJsonObject line { { u"offset"_s, instruction.offset },
                { u"bytes"_s, instruction.bytes }, { u"assembly"_s, instruction.assembly },
                { u"faulting"_s, instruction.faulting } };
            if (!instruction.location.symbol.isEmpty() || instruction.location.address) {
                line.insert(u"location"_s, oopsFrameToJson(instruction.location));
            }
            instructions.append(line);
        }
        json.insert(u"disassembly"_s, instructions);
    }
}

/// The largest entries of a profile in JSON; all of them only with --values.
constexpr qsizetype profileEntriesInJson = 20;

QJsonObject profileEntryToJson(const Profile &profile, qsizetype index)
{
    const ProfileEntry &entry = profile.entries.at(index);
    QJsonObject json{{u"symbol"_s, entry.symbol},
                     {u"address"_s, entry.address
                          ? QJsonValue(QString::number(*entry.address, 16))
                          : QJsonValue(QJsonValue::Null)},
                     {u"module"_s, entry.module},
                     {u"ticks"_s, jsonNumber(entry.ticks)},
                     {u"percent"_s, jsonNumber(profile.sharePercent(index))},
                     {u"load"_s, jsonNumber(entry.load)},
                     {u"line"_s, entry.line}};
    if (!entry.command.isEmpty()) {
        json.insert(u"command"_s, entry.command);
    }
    if (entry.selfPercent) {
        json.insert(u"self_percent"_s, *entry.selfPercent);
    }
    return json;
}

void addSeries(QJsonObject &json, const Profile &profile, const JsonOptions &options)
{
    json.insert(u"unit"_s, profile.unit);
    json.insert(u"event"_s, profile.event);
    json.insert(u"total"_s, profile.totalTicks());
    json.insert(u"total_stated"_s, jsonNumber(profile.statedTotal));
    json.insert(u"total_summed"_s, profile.summedTicks());
    json.insert(u"entries"_s, qint64(profile.entries.size()));
    QJsonArray top;
    for (const qsizetype index : profile.largestEntries(profileEntriesInJson)) {
        top.append(profileEntryToJson(profile, index));
    }
    json.insert(u"top"_s, top);
    if (options.includeValues) {
        QJsonArray all;
        for (qsizetype i = 0; i < profile.entries.size(); ++i) {
            all.append(profileEntryToJson(profile, i));
        }
        json.insert(u"all_entries"_s, all);
    }
}

/// The largest caches and the fastest growing in JSON; every cache only with --values.
constexpr qsizetype slabCachesInJson = 20;

QJsonObject slabCacheToJson(const SlabSession &session, qsizetype index, bool withValues)
{
    const SlabCacheHistory &cache = session.caches().at(index);
    const std::size_t last = std::size_t(session.snapshotCount() - 1);
    QJsonObject json{{u"name"_s, cache.name},
                     {u"bytes"_s, jsonNumber(cache.memoryBytes[last])},
                     {u"active_objects"_s, jsonNumber(cache.activeObjects[last])},
                     {u"total_objects"_s, jsonNumber(cache.totalObjects[last])},
                     {u"object_size"_s, jsonNumber(cache.objectSize[last])},
                     {u"line"_s, cache.lines[last]}};
    if (withValues) {
        // Every column the slab table can show, by snapshot (NaN, null, where not printed).
        json.insert(u"bytes_by_snapshot"_s, jsonNumbers(cache.memoryBytes));
        json.insert(u"active_objects_by_snapshot"_s, jsonNumbers(cache.activeObjects));
        json.insert(u"total_objects_by_snapshot"_s, jsonNumbers(cache.totalObjects));
        json.insert(u"object_size_by_snapshot"_s, jsonNumbers(cache.objectSize));
        json.insert(u"objects_per_slab_by_snapshot"_s, jsonNumbers(cache.objectsPerSlab));
        json.insert(u"pages_per_slab_by_snapshot"_s, jsonNumbers(cache.pagesPerSlab));
        json.insert(u"active_slabs_by_snapshot"_s, jsonNumbers(cache.activeSlabs));
        json.insert(u"total_slabs_by_snapshot"_s, jsonNumbers(cache.totalSlabs));
        json.insert(u"tunables"_s,
            QJsonObject { { u"limit"_s, jsonNumbers(cache.limit) },
                { u"batchcount"_s, jsonNumbers(cache.batchCount) },
                { u"sharedfactor"_s, jsonNumbers(cache.sharedFactor) } });
        QJsonObject statistics;
        for (const SlabStatistic &statistic : cache.statistics) {
            statistics.insert(statistic.key, jsonNumbers(statistic.values));
        }
        if (!statistics.isEmpty()) {
            json.insert(u"statistics_by_snapshot"_s, statistics);
        }
    }
    return json;
}

void addSeries(QJsonObject &json, const SlabSession &session, const JsonOptions &options)
{
    addSeries(json, session.summary(), options);
    json.insert(u"format_version"_s, session.formatVersion());
    json.insert(u"snapshots"_s, qint64(session.snapshotCount()));
    json.insert(u"caches"_s, qint64(session.caches().size()));
    json.insert(u"page_size"_s, session.pageSizeBytes());
    json.insert(u"page_size_assumed"_s, session.pageSizeAssumed());
    QJsonArray largest;
    for (const qsizetype index : largestCaches(session, slabCachesInJson)) {
        largest.append(slabCacheToJson(session, index, options.includeValues));
    }
    json.insert(u"largest"_s, largest);
    const QList<SlabGrowth> growth = slabGrowth(session);
    QJsonArray growing;
    QJsonArray suspects;
    for (qsizetype i = 0; i < growth.size(); ++i) {
        if (i < slabCachesInJson) {
            growing.append(slabGrowthToJson(growth.at(i)));
        }
        if (growth.at(i).onlyGrows) {
            suspects.append(slabGrowthToJson(growth.at(i)));
        }
    }
    json.insert(u"growth"_s, growing);
    json.insert(u"leak_suspects"_s, suspects);
    if (options.includeValues) {
        QJsonArray all;
        for (qsizetype i = 0; i < session.caches().size(); ++i) {
            all.append(slabCacheToJson(session, i, true));
        }
        json.insert(u"all_caches"_s, all);
    }
}

QJsonObject resultRowToJson(const ResultTable &table, qsizetype index)
{
    const ResultRow &row = table.rows.at(index);
    QJsonArray values;
    QJsonArray pasted;
    QJsonArray recomputed;
    for (qsizetype column = 0; column < row.values.size(); ++column) {
        values.append(jsonNumber(row.values.at(column)));
        pasted.append(jsonNumber(row.pastedDeltas.value(column)));
        recomputed.append(jsonNumber(table.recomputedDelta(index, column)));
    }
    return QJsonObject { { u"key"_s, row.key }, { u"values"_s, values },
        { u"pasted_deltas"_s, pasted }, { u"deltas"_s, recomputed },
        { u"delta_formula"_s, deltaFormulaId(table.formulaOf(index)) },
        { u"flags"_s, QJsonArray::fromStringList(row.flags) }, { u"line"_s, row.line } };
}

void addSeries(QJsonObject &json, const ResultTable &table, const JsonOptions &)
{
    const QJsonObject fields = resultTableToJson(table);
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        json.insert(it.key(), it.value());
    }
}

QJsonValue optionalInteger(qint64 value)
{
    return value >= 0 ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonObject kernelEventToJson(const KernelEvent &event)
{
    return QJsonObject { { u"type"_s, kernelEventTypeId(event.type) }, { u"line"_s, event.line },
        { u"seconds"_s, jsonNumber(event.seconds) },
        { u"wall_clock"_s,
            event.wallClock.isValid()
                ? QJsonValue(event.wallClock.toUTC().toString(Qt::ISODateWithMs))
                : QJsonValue(QJsonValue::Null) },
        { u"year_assumed"_s, event.yearAssumed }, { u"process"_s, event.process },
        { u"pid"_s, optionalInteger(event.pid) }, { u"order"_s, optionalInteger(event.order) },
        { u"mode"_s, event.gfpMode }, { u"cpu"_s, optionalInteger(event.cpu) },
        { u"stuck_s"_s, optionalInteger(event.stuckSeconds) }, { u"text"_s, event.text } };
}

/// Every event: they are few, and each is a finding's evidence.
void addSeries(QJsonObject &json, const EventLog &log, const JsonOptions &)
{
    QJsonArray events;
    QJsonObject counts;
    for (const KernelEvent &event : log.events) {
        events.append(kernelEventToJson(event));
        const QString type = kernelEventTypeId(event.type);
        counts.insert(type, counts.value(type).toInt() + 1);
    }
    json.insert(u"event_counts"_s, counts);
    json.insert(u"events"_s, events);
}

} // namespace

QJsonObject resultTableToJson(const ResultTable &table)
{
    QJsonArray rows;
    for (qsizetype i = 0; i < table.rows.size(); ++i) {
        rows.append(resultRowToJson(table, i));
    }
    return QJsonObject { { u"benchmark"_s, table.benchmark }, { u"title"_s, table.title },
        { u"columns"_s, QJsonArray::fromStringList(table.columns) },
        { u"units"_s, QJsonArray::fromStringList(table.units) },
        { u"columns_are"_s,
            table.columnKind == ResultTable::ColumnKind::Measures ? u"measures"_s
                                                                  : u"configurations"_s },
        { u"better"_s, betterDirectionId(table.better) }, { u"table"_s, rows } };
}

QJsonObject diagnosticToJson(const Diagnostic &diagnostic, const QString &file)
{
    QJsonObject json{{u"line"_s, diagnostic.line},
                     {u"severity"_s, severityName(diagnostic.severity)},
                     {u"message"_s, diagnostic.message}};
    if (!file.isEmpty()) {
        json.insert(u"file"_s, file);
    }
    return json;
}

QJsonObject captureToJson(const Capture &capture, const JsonOptions &options)
{
    QJsonObject json{{u"id"_s, capture.id},
                     {u"kind"_s, captureKindId(capture.kind)},
                     {u"label"_s, capture.label},
                     {u"layout"_s, capture.layout},
                     {u"source"_s, sourceToJson(capture.source)},
                     {u"rows"_s, qint64(capture.rowCount())}};
    std::visit([&](const auto &payload) { addSeries(json, payload, options); }, capture.payload);
    QJsonArray diagnostics;
    for (const Diagnostic &diagnostic : capture.diagnostics) {
        diagnostics.append(diagnosticToJson(diagnostic, capture.source.file));
    }
    json.insert(u"diagnostics"_s, diagnostics);
    return json;
}

} // namespace vmscope
