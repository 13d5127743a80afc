// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/results/resultcomparison.h"

#include "core/analysis/kernelname.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QStringList rowKeys(const ResultTable &table)
{
    QStringList keys;
    for (const ResultRow &row : table.rows) {
        keys.append(row.key);
    }
    return keys;
}

/// The label a capture's column goes by: its kernel when the label names one.
QString kernelOf(const Capture &capture)
{
    const QString kernel = kernelNameOf(capture.label);
    if (!kernel.isEmpty()) {
        return kernel;
    }
    return capture.label.trimmed().isEmpty() ? capture.id : capture.label.simplified();
}

bool overlaps(const QStringList &a, const QStringList &b)
{
    return std::any_of(a.cbegin(), a.cend(), [&](const QString &name) { return b.contains(name); });
}

/// `from`'s columns appended to `into`, row by row (both have the same row keys).
void appendColumns(ResultComparison &into, const ResultTable &from, const QString &captureId)
{
    into.table.columns.append(from.columns);
    into.table.units.append(from.units);
    into.table.units.resize(into.table.columns.size());
    for (qsizetype r = 0; r < into.table.rows.size(); ++r) {
        ResultRow &row = into.table.rows[r];
        const ResultRow &other = from.rows.at(r);
        row.values.resize(into.table.columns.size() - from.columnCount(), std::nan(""));
        row.pastedDeltas.clear();
        for (qsizetype c = 0; c < from.columnCount(); ++c) {
            row.values.append(other.values.value(c, std::nan("")));
        }
        for (const QString &flag : other.flags) {
            if (!row.flags.contains(flag)) {
                row.flags.append(flag);
            }
        }
    }
    for (qsizetype c = 0; c < from.columnCount(); ++c) {
        into.captureIds.append(captureId);
    }
}

/// Tables whose columns are kernels: joined when benchmark and rows agree and no kernel
/// appears twice (the same kernel twice is two measurements, kept apart).
QList<ResultComparison> byConfiguration(const QList<const Capture *> &captures)
{
    QList<ResultComparison> comparisons;
    for (const Capture *capture : captures) {
        const ResultTable &table = *capture->resultTable();
        auto joinable
            = std::find_if(comparisons.begin(), comparisons.end(), [&](const ResultComparison &c) {
                  return c.table.benchmark == table.benchmark && c.table.better == table.better
                      && rowKeys(c.table) == rowKeys(table)
                      && !overlaps(c.table.columns, table.columns);
              });
        if (joinable != comparisons.end()) {
            appendColumns(*joinable, table, capture->id);
            continue;
        }
        ResultComparison comparison { .table = table, .captureIds = {}, .baselineChosen = false };
        comparison.table.units.resize(table.columnCount());
        for (qsizetype c = 0; c < table.columnCount(); ++c) {
            comparison.captureIds.append(capture->id);
        }
        comparisons.append(comparison);
    }
    comparisons.removeIf([](const ResultComparison &c) { return c.table.columnCount() < 2; });
    return comparisons;
}

/// Tables whose columns are measures, one per label: per measure, a table of the rows by
/// kernel. Rows are matched by key (a load run by one kernel only is blank for the others).
QList<ResultComparison> byMeasure(const QList<const Capture *> &captures)
{
    QList<ResultComparison> comparisons;
    QList<const Capture *> pending = captures;
    while (!pending.isEmpty()) {
        const ResultTable &first = *pending.constFirst()->resultTable();
        QList<const Capture *> series;
        QStringList kernels;
        for (const Capture *capture : pending) {
            const ResultTable &table = *capture->resultTable();
            if (table.benchmark == first.benchmark && table.columns == first.columns) {
                series.append(capture);
                kernels.append(kernelOf(*capture));
            }
        }
        for (const Capture *capture : series) {
            pending.removeOne(capture);
        }
        kernels.removeDuplicates();
        if (kernels.size() != series.size() || series.size() < 2) {
            continue; // one label, or one kernel twice: nothing to put side by side
        }
        QStringList keys;
        for (const Capture *capture : series) {
            for (const QString &key : rowKeys(*capture->resultTable())) {
                if (!keys.contains(key)) {
                    keys.append(key);
                }
            }
        }
        for (qsizetype m = 0; m < first.columnCount(); ++m) {
            ResultComparison comparison;
            ResultTable &table = comparison.table;
            table.benchmark = first.benchmark;
            table.title = first.columns.at(m);
            table.columns = kernels;
            table.units = QStringList(kernels.size(), first.units.value(m));
            table.better = ResultTable::Better::Unknown;
            for (const QString &key : keys) {
                ResultRow row;
                row.key = key;
                row.values = QList<double>(kernels.size(), std::nan(""));
                for (qsizetype k = 0; k < series.size(); ++k) {
                    const QList<ResultRow> &rows = series.at(k)->resultTable()->rows;
                    const auto found = std::find_if(rows.cbegin(), rows.cend(),
                        [&](const ResultRow &r) { return r.key == key; });
                    if (found == rows.cend()) {
                        continue;
                    }
                    row.values[k] = found->values.value(m, std::nan(""));
                    row.line = row.line == 0 ? found->line : row.line;
                    for (const QString &flag : found->flags) {
                        row.flags.append(flag + u" ("_s + kernels.at(k) + u')');
                    }
                }
                table.rows.append(row);
            }
            for (const Capture *capture : series) {
                comparison.captureIds.append(capture->id);
            }
            comparison.turnedRound = true;
            comparisons.append(comparison);
        }
    }
    return comparisons;
}

} // namespace

QList<ResultComparison> compareResultTables(const QList<Capture> &captures, const QString &baseline)
{
    QList<const Capture *> configurations;
    QList<const Capture *> measures;
    for (const Capture &capture : captures) {
        const ResultTable *table = capture.resultTable();
        if (table == nullptr || table->rows.isEmpty() || table->columns.isEmpty()) {
            continue;
        }
        (table->columnKind == ResultTable::ColumnKind::Measures ? measures : configurations)
            .append(&capture);
    }
    QList<ResultComparison> comparisons = byConfiguration(configurations);
    comparisons.append(byMeasure(measures));
    if (!baseline.isEmpty()) {
        for (ResultComparison &comparison : comparisons) {
            comparison = rebasedOn(std::move(comparison), baseline);
        }
    }
    return comparisons;
}

ResultComparison rebasedOn(ResultComparison comparison, const QString &baseline)
{
    ResultTable &table = comparison.table;
    qsizetype index = table.columns.indexOf(baseline);
    for (qsizetype c = 0; index < 0 && c < table.columnCount(); ++c) {
        if (kernelNameOf(table.columns.at(c)) == baseline) {
            index = c;
        }
    }
    comparison.baselineChosen = index >= 0;
    if (index <= 0) {
        return comparison;
    }
    table.columns.move(index, 0);
    table.units.move(index, 0);
    comparison.captureIds.move(index, 0);
    for (ResultRow &row : table.rows) {
        row.values.resize(table.columnCount(), std::nan(""));
        row.values.move(index, 0);
        row.pastedDeltas.clear();
    }
    return comparison;
}

QStringList resultComparisonLabels(const QList<ResultComparison> &comparisons)
{
    QStringList labels;
    for (const ResultComparison &comparison : comparisons) {
        for (const QString &column : comparison.table.columns) {
            if (!labels.contains(column)) {
                labels.append(column);
            }
        }
    }
    return labels;
}

} // namespace vmscope
