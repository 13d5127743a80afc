// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/cli/comparecommand.h"

#include "app/cli/analyzecommand.h"
#include "core/text/capturejson.h"
#include "core/analysis/comparison.h"
#include "parsers/input/inputset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::CompareCommand)
};

int fail(QTextStream &err, const QString &message, int code = ExitBadInput)
{
    err << u"vmscope-cli: "_s << message << u'\n';
    return code;
}

/// The comparison `choice` names: its number in the list (from 1), else the first whose
/// name starts with it; -1 when none does.
qsizetype indexOfChoice(const QList<Comparison> &comparisons, const QString &choice)
{
    bool number = false;
    const qsizetype index = choice.toLongLong(&number) - 1;
    if (number) {
        return index >= 0 && index < comparisons.size() ? index : -1;
    }
    for (qsizetype i = 0; i < comparisons.size(); ++i) {
        if (comparisons.at(i).name().startsWith(choice, Qt::CaseInsensitive)) {
            return i;
        }
    }
    return -1;
}

QString numberedNames(const QList<Comparison> &comparisons)
{
    QString names;
    for (qsizetype i = 0; i < comparisons.size(); ++i) {
        names += u"%1  %2\n"_s.arg(i + 1, 2).arg(comparisons.at(i).name());
    }
    return names;
}

void write(const QList<Comparison> &comparisons, const CompareRequest &request,
           CompareOptions::Format format, QTextStream &out, QTextStream &err)
{
    switch (format) {
    case CompareOptions::Format::Text:
        for (qsizetype i = 0; i < comparisons.size(); ++i) {
            out << (i > 0 ? u"\n"_s : QString()) << comparisons.at(i).text(request);
        }
        break;
    case CompareOptions::Format::Csv:
        // One table per CSV: the first comparison's; --comparison picks another.
        out << comparisons.constFirst().csv(request);
        if (comparisons.size() > 1) {
            err << u"vmscope-cli: "_s
                << Text::tr("the CSV holds \"%1\"; %n other comparison(s) need --comparison", nullptr,
                       int(comparisons.size() - 1))
                       .arg(comparisons.constFirst().name())
                << u'\n';
        }
        break;
    case CompareOptions::Format::Json: {
        QJsonArray json;
        for (const Comparison &comparison : comparisons) {
            json.append(comparison.json(request));
        }
        out << QString::fromUtf8(
            QJsonDocument(QJsonObject { { u"schema"_s, jsonSchemaVersion },
                              { u"comparisons"_s, json } })
                .toJson());
        break;
    }
    }
}

} // namespace

int runCompare(const CompareOptions &options, QTextStream &out, QTextStream &err)
{
    const LoadedInputs loaded = loadArguments(options.inputs);
    if (const QString error = loaded.firstError(); !error.isEmpty()) {
        return fail(err, error);
    }
    QList<Comparison> comparisons = Comparison::find(loaded.document.captures());
    if (comparisons.isEmpty()) {
        // Why an input gave nothing (refused, unreadable as text) comes before the verdict.
        for (const QString &error : loaded.document.inputErrors()) {
            err << error << u'\n';
        }
        return fail(err,
            Text::tr("nothing to compare: no runs of two or more kernels, no result tables, and "
               "fewer than two profiles or slabinfo captures"),
            ExitNothingFound);
    }
    if (options.list) {
        out << numberedNames(comparisons);
        out.flush();
        return ExitOk;
    }
    if (!options.comparison.isEmpty()) {
        const qsizetype index = indexOfChoice(comparisons, options.comparison);
        if (index < 0) {
            return fail(err, Text::tr("no comparison is '%1'; the comparisons are:\n%2")
                                 .arg(options.comparison, numberedNames(comparisons).trimmed()));
        }
        comparisons = { comparisons.at(index) };
    }
    // Every comparison the request applies to: a baseline or metric names some of them only.
    const CompareRequest &request = options.request;
    QList<Comparison> computed;
    QString problem;
    for (const Comparison &comparison : std::as_const(comparisons)) {
        const QString why = comparison.problem(request);
        if (why.isEmpty()) {
            computed.append(comparison);
        } else if (problem.isEmpty()) {
            problem = why;
        }
    }
    if (computed.isEmpty()) {
        return fail(err, problem);
    }
    // A --metric is of the runs by kernel: when none of those can take it, it is a mistake,
    // not a choice of the other comparisons.
    const auto statistics = [](const Comparison &comparison) {
        return comparison.subject() == ComparisonSubject::Statistics;
    };
    const auto firstRuns = std::find_if(comparisons.cbegin(), comparisons.cend(), statistics);
    if (!request.metrics.isEmpty() && firstRuns != comparisons.cend()
        && std::none_of(computed.cbegin(), computed.cend(), statistics)) {
        return fail(err, firstRuns->problem(request));
    }
    // What was left out, and why: a baseline or metric another comparison lacks.
    for (const Comparison &comparison : std::as_const(comparisons)) {
        if (const QString why = comparison.problem(request); !why.isEmpty()) {
            err << u"vmscope-cli: "_s << Text::tr("left out \"%1\": %2").arg(comparison.name(), why)
                << u'\n';
        }
    }
    write(computed, request, options.format, out, err);
    out.flush();
    return ExitOk;
}

} // namespace vmscope
