// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/profile/profiletablemodel.h"

#include "core/model/column.h"

#include <QFont>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();

double valueOr(const std::optional<double> &value)
{
    return value ? *value : notANumber;
}

} // namespace

ProfileTableModel::ProfileTableModel(QObject *parent)
    : SortableTableModel(parent)
{
}

void ProfileTableModel::setProfile(const Profile &profile)
{
    beginResetModel();
    m_profile = profile;
    m_shares.clear();
    m_ranks.fill(0, profile.entries.size());
    m_addressDigits = 8;
    for (qsizetype i = 0; i < profile.entries.size(); ++i) {
        m_shares.append(profile.sharePercent(i));
        const std::optional<quint64> &address = profile.entries.at(i).address;
        if (address && *address > 0xffffffffULL) {
            m_addressDigits = 16;
        }
    }
    const QList<qsizetype> order = profile.largestEntries();
    for (qsizetype rank = 0; rank < order.size(); ++rank) {
        m_ranks[order.at(rank)] = int(rank + 1);
    }
    endResetModel();
}

void ProfileTableModel::clear()
{
    setProfile(Profile());
}

bool ProfileTableModel::hasColumn(int column) const
{
    const auto any = [this](auto &&has) {
        return std::any_of(m_profile.entries.cbegin(), m_profile.entries.cend(), has);
    };
    switch (column) {
    case ModuleColumn:
        return any([](const ProfileEntry &entry) { return !entry.module.isEmpty(); });
    case CommandColumn:
        return any([](const ProfileEntry &entry) { return !entry.command.isEmpty(); });
    case TicksColumn:
        return any([](const ProfileEntry &entry) { return entry.ticks.has_value(); });
    case LoadColumn:
        return any([](const ProfileEntry &entry) { return entry.load.has_value(); });
    case AddressColumn:
        return any([](const ProfileEntry &entry) { return entry.address.has_value(); });
    default:
        return true;
    }
}

bool ProfileTableModel::isNumeric(int column) const
{
    return column != SymbolColumn && column != ModuleColumn && column != CommandColumn;
}

QStringList ProfileTableModel::filterTexts(int row) const
{
    const ProfileEntry &entry = m_profile.entries.at(row);
    return { entry.symbol, entry.module, entry.command };
}

QVariant ProfileTableModel::otherData(int row, int column, int role) const
{
    switch (role) {
    case EntryIndexRole:
        return qsizetype(row);
    case LineRole:
        return m_profile.entries.at(row).line;
    case Qt::FontRole:
        if (column == AddressColumn) {
            QFont font(u"monospace"_s);
            font.setStyleHint(QFont::Monospace);
            return font;
        }
        return {};
    default:
        return {};
    }
}

QVariant ProfileTableModel::display(int row, int column) const
{
    const ProfileEntry &entry = m_profile.entries.at(row);
    const QLocale locale;
    switch (column) {
    case RankColumn:
        return m_ranks.at(row);
    case SymbolColumn:
        return entry.symbol;
    case ModuleColumn:
        return entry.module;
    case CommandColumn:
        return entry.command;
    case TicksColumn:
        return entry.ticks ? locale.toString(*entry.ticks, 'f', 0) : QString();
    case ShareColumn:
        return std::isnan(m_shares.at(row)) ? QString() : locale.toString(m_shares.at(row), 'f', 2);
    case LoadColumn:
        return entry.load ? locale.toString(*entry.load, 'f', 4) : QString();
    case AddressColumn:
        return entry.address ? u"%1"_s.arg(*entry.address, m_addressDigits, 16, QChar(u'0'))
                             : QString();
    default:
        return {};
    }
}

double ProfileTableModel::numericValue(int row, int column) const
{
    const ProfileEntry &entry = m_profile.entries.at(row);
    switch (column) {
    case RankColumn:
        return double(m_ranks.at(row));
    case TicksColumn:
        return valueOr(entry.ticks);
    case ShareColumn:
        return m_shares.at(row);
    case LoadColumn:
        return valueOr(entry.load);
    case AddressColumn:
        return entry.address ? double(*entry.address) : notANumber;
    default:
        return notANumber;
    }
}

QString ProfileTableModel::toolTip(int row, int column) const
{
    const ProfileEntry &entry = m_profile.entries.at(row);
    switch (column) {
    case ShareColumn:
        if (entry.percent) {
            return tr("%1 % as the listing printed it").arg(*entry.percent);
        }
        if (entry.ticks) {
            const QLocale locale;
            return tr("%1 of %2 %3")
                .arg(locale.toString(*entry.ticks, 'f', 0),
                    locale.toString(m_profile.totalTicks(), 'f', 0), unitName(m_profile.unit));
        }
        return {};
    case LoadColumn:
        return tr("Normalised load: %1 per byte of the function").arg(unitName(m_profile.unit));
    default:
        break;
    }
    const QString where = entry.line > 0
        ? tr("Line %1 of the input; double-click to show it").arg(entry.line)
        : QString();
    return entry.module.isEmpty() ? u"%1\n%2"_s.arg(entry.symbol, where)
                                  : u"%1 [%2]\n%3"_s.arg(entry.symbol, entry.module, where);
}

std::span<const SortableTableModel::ColumnText> ProfileTableModel::columnTexts() const
{
    static constexpr ColumnText texts[] = {
        { QT_TR_NOOP("#"),
            QT_TR_NOOP("Rank by share of the total: 1 is the symbol the kernel spent most time "
                       "in") },
        { QT_TR_NOOP("Symbol") },
        { QT_TR_NOOP("Module"), QT_TR_NOOP("The module or image the symbol belongs to") },
        { QT_TR_NOOP("Command") },
        { QT_TR_NOOP("Ticks"), QT_TR_NOOP("Profiling timer ticks that landed in the symbol") },
        { QT_TR_NOOP("% of total"), QT_TR_NOOP("Share of the profile's total, in %") },
        { QT_TR_NOOP("Load"),
            QT_TR_NOOP("readprofile's normalised load: ticks divided by the function's length "
                       "in bytes (not a percentage)") },
        { QT_TR_NOOP("Address"), QT_TR_NOOP("Start address of the symbol") },
    };
    static_assert(std::size(texts) == ColumnCount);
    return texts;
}

// Sampling profilers (oprofile, perf) count samples, readprofile timer ticks.
QString ProfileTableModel::columnTitle(int section) const
{
    if (section == TicksColumn && m_profile.unit == u"samples") {
        return tr("Samples");
    }
    return SortableTableModel::columnTitle(section);
}

QString ProfileTableModel::columnToolTip(int section) const
{
    if (section == TicksColumn && m_profile.unit == u"samples") {
        return tr("Samples that landed in the symbol");
    }
    return SortableTableModel::columnToolTip(section);
}

} // namespace vmscope
