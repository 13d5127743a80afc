// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/compare/resulttablemodel.h"

#include <QColor>
#include <QFont>
#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {

ResultTableModel::ResultTableModel(QObject *parent)
    : QAbstractTableModel(parent)
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

QString ResultTableModel::columnTitle(int column) const
{
    return headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
}

int ResultTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ResultTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

double ResultTableModel::rawValue(const Part &part, qsizetype rowIndex, ColumnInfo info) const
{
    if (info.kind == Kind::Value) {
        return part.table.rows.at(rowIndex).values.value(info.column, std::nan(""));
    }
    if (info.kind == Kind::Delta) {
        return part.table.recomputedDelta(rowIndex, info.column).value_or(std::nan(""));
    }
    return std::nan("");
}

QVariant ResultTableModel::display(
    const Part &part, const ResultRow &row, qsizetype rowIndex, ColumnInfo info) const
{
    const QLocale locale;
    const double value = rawValue(part, rowIndex, info);
    switch (info.kind) {
    case Kind::Kernel:
        return part.label;
    case Kind::Key:
        return row.key;
    case Kind::Value:
        return std::isnan(value) ? u"–"_s : locale.toString(value, 'g', 12);
    case Kind::Delta:
        return std::isnan(value)
            ? u"–"_s
            : QString((value > 0 ? u"+"_s : QString()) + locale.toString(value, 'f', 2) + u" %"_s);
    case Kind::Flags:
        return row.flags.join(u' ');
    }
    return QVariant();
}

QVariant ResultTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= m_columns.size()) {
        return QVariant();
    }
    const auto [partIndex, rowIndex] = m_rows.at(index.row());
    const Part &part = m_parts.at(partIndex);
    const ResultRow &row = part.table.rows.at(rowIndex);
    const ColumnInfo info = m_columns.at(index.column());
    const bool flagged = !row.flags.isEmpty();
    switch (role) {
    case Qt::DisplayRole:
        return display(part, row, rowIndex, info);
    case Qt::TextAlignmentRole:
        return info.kind == Kind::Value || info.kind == Kind::Delta
            ? int(Qt::AlignRight | Qt::AlignVCenter)
            : int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        return flagged ? QColor(0xb0, 0x00, 0x20, 60) : QVariant();
    case Qt::FontRole: {
        if (info.kind != Kind::Flags || !flagged) {
            return QVariant();
        }
        QFont font;
        font.setBold(true);
        return font;
    }
    case Qt::ToolTipRole: {
        QString tip = tr("Line %1").arg(row.line);
        if (row.flags.contains(u"INVALID"_s)) {
            tip += u'\n'
                + tr("INVALID: over 1% of the RPC calls failed; the run is kept and flagged");
        }
        if (info.kind == Kind::Delta) {
            const std::optional<double> pasted = row.pastedDeltas.value(info.column);
            tip += u'\n'
                + (pasted ? tr("Pasted: %1 %").arg(QLocale().toString(*pasted, 'f', 2))
                          : tr("The thread printed no delta here"));
        }
        return tip;
    }
    case RawValueRole:
        return rawValue(part, rowIndex, info);
    case FlaggedRole:
        return flagged;
    default:
        return QVariant();
    }
}

QVariant ResultTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns.size()
        || m_parts.isEmpty()) {
        return QVariant();
    }
    const ResultTable &first = m_parts.constFirst().table;
    const ColumnInfo info = m_columns.at(section);
    if (role == Qt::ToolTipRole && info.kind == Kind::Delta) {
        return tr("Change of %1 against %2, recomputed from the values (hover a cell for the "
                  "pasted one)")
            .arg(first.columns.at(info.column), first.columns.value(0));
    }
    if (role != Qt::DisplayRole) {
        return QVariant();
    }
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
    return QVariant();
}

} // namespace vmscope
