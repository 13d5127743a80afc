// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/profile/profilediffmodel.h"

#include <QFont>
#include <QLocale>
#include <QSet>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();
/// Changes smaller than this (points) print as 0.00 and get no colour.
constexpr double noChange = 0.005;

QString dash()
{
    return u"–"_s;
}

int groupSize(const QString &pattern, const QList<Profile> &profiles)
{
    const QStringView prefix
        = pattern.endsWith(u'*') ? QStringView(pattern).chopped(1) : QStringView(pattern);
    QSet<QString> members;
    for (const Profile &profile : profiles) {
        for (const ProfileEntry &entry : profile.entries) {
            if (entry.symbol.startsWith(prefix)) {
                members.insert(entry.symbol);
            }
        }
    }
    return int(members.size());
}

} // namespace

ProfileDiffModel::ProfileDiffModel(QObject *parent)
    : SortableTableModel(parent)
{
}

void ProfileDiffModel::setDiff(const ProfileDiff &diff, const QList<Profile> &profiles)
{
    beginResetModel();
    m_diff = diff;
    m_columns = { { Kind::Rank, -1 }, { Kind::Symbol, -1 } };
    for (qsizetype p = 0; p < diff.labels.size(); ++p) {
        const bool ticks = p < profiles.size()
            && std::any_of(profiles.at(p).entries.cbegin(), profiles.at(p).entries.cend(),
                [](const ProfileEntry &entry) { return entry.ticks.has_value(); });
        if (ticks) {
            m_columns.append({ Kind::Ticks, p });
        }
        m_columns.append({ Kind::Share, p });
    }
    for (qsizetype p = 0; p < diff.labels.size(); ++p) {
        if (p != diff.baseline) {
            m_columns.append({ Kind::Change, p });
            m_columns.append({ Kind::Ratio, p });
        }
    }
    m_columns.append({ Kind::Note, -1 });
    m_groupSizes.clear();
    for (const ProfileDiffRow &row : diff.rows) {
        m_groupSizes.append(row.isGroup ? groupSize(row.symbol, profiles) : 0);
    }
    endResetModel();
}

void ProfileDiffModel::setColors(
    const QColor &increase, const QColor &decrease, const QColor &dimmed)
{
    m_increase = increase;
    m_decrease = decrease;
    m_dimmed = dimmed;
    if (rowCount() > 0) {
        emit dataChanged(
            index(0, 0), index(rowCount() - 1, columnCount() - 1), { Qt::ForegroundRole });
    }
}

int ProfileDiffModel::column(Kind kind, qsizetype profile) const
{
    for (int c = 0; c < m_columns.size(); ++c) {
        if (m_columns.at(c).kind == kind && m_columns.at(c).profile == profile) {
            return c;
        }
    }
    return -1;
}

bool ProfileDiffModel::isPartial(const ProfileDiffRow &row) const
{
    if (row.isGroup) {
        return false;
    }
    for (qsizetype p = 0; p < row.ticks.size(); ++p) {
        if (!row.listedIn(p)) {
            return true;
        }
    }
    return false;
}

QString ProfileDiffModel::note(int index) const
{
    const ProfileDiffRow &row = m_diff.rows.at(index);
    if (row.isGroup) {
        return tr("sum of %n symbol(s)", nullptr, m_groupSizes.at(index));
    }
    // A listing that is whole did not list the symbol because it had no ticks there; one
    // that was cut may have hidden it below its smallest share.
    QStringList listed;
    QStringList absent;
    QStringList belowCut;
    for (qsizetype p = 0; p < row.ticks.size(); ++p) {
        const QString label = m_diff.labels.value(p);
        const double cutOff = m_diff.cutOff.value(p);
        if (row.listedIn(p)) {
            listed.append(label);
        } else if (cutOff > 0.0) {
            belowCut.append(tr("below %1's cut-off (< %2 %)")
                                .arg(label, QLocale().toString(cutOff, 'f', 2)));
        } else {
            absent.append(label);
        }
    }
    if (absent.isEmpty() && belowCut.isEmpty()) {
        return {};
    }
    QStringList parts;
    if (!absent.isEmpty()) {
        parts.append(listed.size() == 1 && belowCut.isEmpty()
                ? tr("only in %1").arg(listed.constFirst())
                : tr("not in %1").arg(absent.join(u", "_s)));
    }
    parts.append(belowCut);
    return parts.join(u"; "_s);
}

bool ProfileDiffModel::isNumeric(int column) const
{
    const Kind kind = m_columns.at(column).kind;
    return kind != Kind::Symbol && kind != Kind::Note;
}

QStringList ProfileDiffModel::filterTexts(int row) const
{
    return { m_diff.rows.at(row).symbol };
}

QVariant ProfileDiffModel::otherData(int index, int column, int role) const
{
    const ProfileDiffRow &row = m_diff.rows.at(index);
    const ColumnInfo info = m_columns.at(column);
    switch (role) {
    case RowIndexRole:
        return qsizetype(index);
    case Qt::ForegroundRole:
        return foreground(row, info);
    case Qt::FontRole:
        if (row.isGroup || isPartial(row)
            || (info.profile >= 0 && info.kind != Kind::Change && !row.listedIn(info.profile))) {
            QFont font;
            font.setBold(row.isGroup);
            font.setItalic(!row.isGroup);
            return font;
        }
        return {};
    default:
        return {};
    }
}

QVariant ProfileDiffModel::display(int index, int column) const
{
    const ProfileDiffRow &row = m_diff.rows.at(index);
    const ColumnInfo info = m_columns.at(column);
    const QLocale locale;
    const bool listed = info.profile >= 0 && row.listedIn(info.profile);
    switch (info.kind) {
    case Kind::Rank:
        return index + 1;
    case Kind::Symbol:
        return row.symbol;
    case Kind::Ticks:
        return listed ? locale.toString(*row.ticks.at(info.profile), 'f', 0) : dash();
    case Kind::Share:
        return listed ? locale.toString(row.share.at(info.profile), 'f', 2) : dash();
    case Kind::Change: {
        const double change = row.shareChange.at(info.profile);
        const QString text = locale.toString(std::abs(change) < noChange ? 0.0 : change, 'f', 2);
        return change >= noChange ? locale.positiveSign() + text : text;
    }
    case Kind::Ratio: {
        const std::optional<double> &ratio = row.ratio.at(info.profile);
        return ratio && std::isfinite(*ratio) ? locale.toString(*ratio, 'f', *ratio >= 100 ? 0 : 2)
                                              : dash();
    }
    case Kind::Note:
        return note(index);
    }
    return {};
}

double ProfileDiffModel::numericValue(int index, int column) const
{
    const ProfileDiffRow &row = m_diff.rows.at(index);
    const ColumnInfo info = m_columns.at(column);
    switch (info.kind) {
    case Kind::Rank:
        return double(index);
    case Kind::Ticks:
        return row.ticks.at(info.profile).value_or(notANumber);
    case Kind::Share:
        return row.share.at(info.profile);
    case Kind::Change:
        return row.shareChange.at(info.profile);
    case Kind::Ratio:
        return row.ratio.at(info.profile).value_or(notANumber);
    case Kind::Symbol:
    case Kind::Note:
        break;
    }
    return notANumber;
}

QVariant ProfileDiffModel::foreground(const ProfileDiffRow &row, ColumnInfo info) const
{
    if (info.kind == Kind::Change) {
        const double change = row.shareChange.at(info.profile);
        if (change >= noChange && m_increase.isValid()) {
            return m_increase;
        }
        if (change <= -noChange && m_decrease.isValid()) {
            return m_decrease;
        }
        return {};
    }
    const bool missing = info.profile >= 0 && !row.listedIn(info.profile);
    const bool partialText
        = isPartial(row) && (info.kind == Kind::Symbol || info.kind == Kind::Note);
    if ((missing || partialText || info.kind == Kind::Note) && m_dimmed.isValid()) {
        return m_dimmed;
    }
    return {};
}

QString ProfileDiffModel::toolTip(int index, int column) const
{
    const ProfileDiffRow &row = m_diff.rows.at(index);
    const ColumnInfo info = m_columns.at(column);
    const QString label = m_diff.labels.value(info.profile);
    const QString baseline = m_diff.labels.value(m_diff.baseline);
    switch (info.kind) {
    case Kind::Ticks:
    case Kind::Share:
        if (row.listedIn(info.profile)) {
            return {};
        }
        return m_diff.cutOff.value(info.profile) > 0.0
            ? tr("%1 does not list %2: its listing was cut, so %2 had less than %3 % there "
                 "(counted as 0 %)")
                  .arg(label, row.symbol,
                      QLocale().toString(m_diff.cutOff.value(info.profile), 'f', 2))
            : tr("%1 does not list %2: its listing is whole, so %2 had none there (0 %)")
                  .arg(label, row.symbol);
    case Kind::Change:
        return tr("Share in %1 minus share in %2: %3 percentage points")
            .arg(label, baseline, QLocale().toString(row.shareChange.at(info.profile), 'f', 3));
    case Kind::Ratio:
        return row.ratio.at(info.profile)
            ? tr("%1's ticks over %2's (shares when the listings print only percentages)")
                  .arg(label, baseline)
            : tr("No ratio: one side does not list %1").arg(row.symbol);
    default: {
        const QString text = note(index);
        return text.isEmpty() ? row.symbol : tr("%1: %2").arg(row.symbol, text);
    }
    }
}

QString ProfileDiffModel::columnTitle(int section) const
{
    const ColumnInfo info = m_columns.at(section);
    const QString label = m_diff.labels.value(info.profile);
    const bool two = m_diff.labels.size() == 2;
    switch (info.kind) {
    case Kind::Rank:
        return tr("#");
    case Kind::Symbol:
        return tr("Symbol");
    // Two lines: the label above, so that the numbers' columns stay narrow.
    case Kind::Ticks:
        return tr("%1\nticks").arg(label);
    case Kind::Share:
        return tr("%1\n%").arg(label);
    case Kind::Change:
        return two ? tr("Change\n(points)") : tr("Change\n%1").arg(label);
    case Kind::Ratio:
        return two ? tr("Ratio") : tr("Ratio\n%1").arg(label);
    case Kind::Note:
        return tr("Note");
    }
    return QString();
}

QString ProfileDiffModel::columnToolTip(int section) const
{
    const ColumnInfo info = m_columns.at(section);
    const QString label = m_diff.labels.value(info.profile);
    const QString baseline = m_diff.labels.value(m_diff.baseline);
    switch (info.kind) {
    case Kind::Rank:
        return tr("Rank by the largest change in share of the total");
    case Kind::Ticks:
        return tr("Ticks or samples of the symbol in %1").arg(label);
    case Kind::Share:
        return tr("Share of %1's total, in %").arg(label);
    case Kind::Change:
        return tr("Share in %1 minus share in %2 (the baseline), in percentage points")
            .arg(label, baseline);
    case Kind::Ratio:
        return tr("Ticks in %1 over ticks in %2 (the baseline)").arg(label, baseline);
    case Kind::Note:
        return tr("Groups of symbols summed, and symbols that only some listings show");
    case Kind::Symbol:
        break;
    }
    return QString();
}

} // namespace vmscope
