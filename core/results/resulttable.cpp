// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/results/resulttable.h"

#include "core/model/stableid.h"

#include <QtGlobal>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {

std::optional<double> resultDelta(ResultTable::DeltaFormula formula, double base, double value)
{
    if (!std::isfinite(base) || !std::isfinite(value)) {
        return std::nullopt;
    }
    switch (formula) {
    case ResultTable::DeltaFormula::HigherIsBetter:
        if (value == 0) {
            return std::nullopt;
        }
        return (value - base) / value * 100.0;
    case ResultTable::DeltaFormula::LowerIsBetter:
        if (base == 0) {
            return std::nullopt;
        }
        return (base - value) / base * 100.0;
    case ResultTable::DeltaFormula::Difference:
        return value - base;
    case ResultTable::DeltaFormula::Change:
        break;
    }
    if (base == 0) {
        return std::nullopt;
    }
    return (value - base) / base * 100.0;
}

QString deltaFormulaId(ResultTable::DeltaFormula formula)
{
    using enum ResultTable::DeltaFormula;
    static constexpr StableId<ResultTable::DeltaFormula> ids[] {
        { HigherIsBetter, u"higher-is-better" }, { LowerIsBetter, u"lower-is-better" },
        { Difference, u"difference" } };
    return stableIdOf(ids, formula, u"change");
}

ResultTable::DeltaFormula ResultTable::formulaOf(qsizetype row) const
{
    return row >= 0 && row < rowFormulas.size() ? rowFormulas.at(row) : formula;
}

std::optional<double> ResultTable::recomputedDelta(qsizetype row, qsizetype column) const
{
    if (columnKind == ColumnKind::Measures || column <= 0 || row < 0 || row >= rows.size()) {
        return std::nullopt;
    }
    const QList<double> &values = rows.at(row).values;
    if (column >= values.size()) {
        return std::nullopt;
    }
    return resultDelta(formulaOf(row), values.at(0), values.at(column));
}

} // namespace vmscope
