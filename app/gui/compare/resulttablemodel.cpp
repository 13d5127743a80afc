// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/compare/resulttablemodel.h"

#include <QColor>
#include <QFont>
#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {

ResultTableModel::ResultTableModel(QObject *parent)
    : SortableTableModel(parent)
{
}

void ResultTableModel::setParts(const QList<Part> &parts)
{
    beginResetModel();
    m_parts = parts;
    m_columns.clear();
    m_rows.clear();
    if (!m_parts.isEmpty()) {
        const ResultTable &first = m_parts.constFirst().table;
        if (m_parts.size() > 1 || !m_parts.constFirst().label.isEmpty()) {
            m_columns.append({ Kind::Kernel, -1 });
        }
        m_columns.append({ Kind::Key, -1 });
        const bool deltas = first.columnKind == ResultTable::ColumnKind::Configurations;
        for (qsizetype c = 0; c < first.columnCount(); ++c) {
            m_columns.append({ Kind::Value, c });
            if (deltas && c > 0) {
                m_columns.append({ Kind::Delta, c });
            }
        }
        m_columns.append({ Kind::Flags, -1 });
        for (qsizetype p = 0; p < m_parts.size(); ++p) {
            for (qsizetype r = 0; r < m_parts.at(p).table.sampleCount(); ++r) {
                m_rows.append({ p, r });
            }
        }
    }
    endResetModel();
}

const ResultRow &ResultTableModel::resultRow(int row) const
{
    const auto [partIndex, rowIndex] = m_rows.at(row);
    return m_parts.at(partIndex).table.rows.at(rowIndex);
}

bool ResultTableModel::isNumeric(int column) const
{
    const Kind kind = m_columns.at(column).kind;
    return kind == Kind::Value || kind == Kind::Delta;
}

double ResultTableModel::numericValue(int row, int column) const
{
    const auto [partIndex, rowIndex] = m_rows.at(row);
    const ResultTable &table = m_parts.at(partIndex).table;
    const ColumnInfo info = m_columns.at(column);
    if (info.kind == Kind::Value) {
        return table.rows.at(rowIndex).values.value(info.column, std::nan(""));
    }
    if (info.kind == Kind::Delta) {
        return table.recomputedDelta(rowIndex, info.column).value_or(std::nan(""));
    }
    return std::nan("");
}

QVariant ResultTableModel::display(int row, int column) const
{
    const QLocale locale;
    const double value = numericValue(row, column);
    const ResultRow &result = resultRow(row);
    switch (m_columns.at(column).kind) {
    case Kind::Kernel:
        return m_parts.at(m_rows.at(row).first).label;
    case Kind::Key:
        return result.key;
    case Kind::Value:
        return std::isnan(value) ? u"–"_s : locale.toString(value, 'g', 12);
    case Kind::Delta:
        return std::isnan(value)
            ? u"–"_s
            : QString((value > 0 ? u"+"_s : QString()) + locale.toString(value, 'f', 2) + u" %"_s);
    case Kind::Flags:
        return result.flags.join(u' ');
    }
    return QVariant();
}

QString ResultTableModel::toolTip(int row, int column) const
{
    const ResultRow &result = resultRow(row);
    const ColumnInfo info = m_columns.at(column);
    QString tip = tr("Line %1").arg(result.line);
    if (result.flags.contains(u"INVALID"_s)) {
        tip += u'\n' + tr("INVALID: over 1% of the RPC calls failed; the run is kept and flagged");
    }
    if (info.kind == Kind::Delta) {
        const std::optional<double> pasted = result.pastedDeltas.value(info.column);
        tip += u'\n'
            + (pasted ? tr("Pasted: %1 %").arg(QLocale().toString(*pasted, 'f', 2))
                      : tr("The thread printed no delta here"));
    }
    return tip;
}

QVariant ResultTableModel::otherData(int row, int column, int role) const
{
    const bool flagged = !resultRow(row).flags.isEmpty();
    switch (role) {
    case Qt::BackgroundRole:
        return flagged ? QColor(0xb0, 0x00, 0x20, 60) : QVariant();
    case Qt::FontRole: {
        if (m_columns.at(column).kind != Kind::Flags || !flagged) {
            return QVariant();
        }
        QFont font;
        font.setBold(true);
        return font;
    }
    case RawValueRole:
        return numericValue(row, column);
    case FlaggedRole:
        return flagged;
    default:
        return QVariant();
    }
}

QString ResultTableModel::columnToolTip(int section) const
{
    const ColumnInfo info = m_columns.at(section);
    if (info.kind != Kind::Delta || m_parts.isEmpty()) {
        return QString();
    }
    const ResultTable &first = m_parts.constFirst().table;
    return tr("Change of %1 against %2, recomputed from the values (hover a cell for the "
              "pasted one)")
        .arg(first.columns.at(info.column), first.columns.value(0));
}

QString ResultTableModel::columnTitle(int section) const
{
    if (m_parts.isEmpty()) {
        return QString();
    }
    const ResultTable &first = m_parts.constFirst().table;
    const ColumnInfo info = m_columns.at(section);
    const QString unit = info.column >= 0 ? first.units.value(info.column) : QString();
    const QString name = info.column >= 0 ? first.columns.at(info.column) : QString();
    switch (info.kind) {
    case Kind::Kernel:
        return tr("Kernel");
    case Kind::Key:
        return first.benchmark == u"SPEC SFS" ? tr("Load (IOPS)") : tr("Row");
    case Kind::Value:
        return unit.isEmpty() ? name : tr("%1 (%2)").arg(name, unit);
    case Kind::Delta:
        return tr("Δ %"); // the kernel is the column before; the tooltip names both
    case Kind::Flags:
        return tr("Flags");
    }
    return QString();
}

} // namespace vmscope
