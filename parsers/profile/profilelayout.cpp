// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/profile/profilelayout.h"

#include "parsers/common/tokenize.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Profile rows are short; a longer line is junk (or a flattened message) and not worth a look.
constexpr qsizetype longestRow = 2000;

std::optional<double> parseDecimal(QStringView token)
{
    if (token.isEmpty() || token.size() > 24) {
        return std::nullopt;
    }
    bool dot = false;
    for (const QChar c : token) {
        if (c == u'.' && !dot) {
            dot = true;
        } else if (c < u'0' || c > u'9') {
            return std::nullopt;
        }
    }
    bool ok = false;
    const double value = token.toDouble(&ok);
    return ok ? std::optional<double>(value) : std::nullopt;
}

/// A decimal with a fraction (`9.1719`): readprofile's load, never a tick count. readprofile
/// prints it with the locale's decimal comma where the locale has one (`179,9531`).
std::optional<double> parseFraction(QStringView token)
{
    if (token.contains(u'.')) {
        return parseDecimal(token);
    }
    const qsizetype comma = token.indexOf(u',');
    if (comma < 1 || token.indexOf(u',', comma + 1) >= 0 || comma == token.size() - 1) {
        return std::nullopt;
    }
    return parseDecimal(QString(token.first(comma) + u'.' + token.sliced(comma + 1)));
}

std::optional<quint64> parseHex(QStringView token, bool fixedWidth)
{
    if (token.startsWith(u"0x"_s)) {
        token = token.mid(2);
    }
    if (token.isEmpty() || token.size() > 16
        || (fixedWidth && token.size() != 8 && token.size() != 16)) {
        return std::nullopt;
    }
    bool ok = false;
    const quint64 value = token.toULongLong(&ok, 16);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

/// Kernel symbols: `default_idle`, `.text.lock.highmem`, `*unknown*`, `[ext3]ext3_get_block`.
bool isSymbol(QStringView token)
{
    if (token.isEmpty() || parseDecimal(token)) {
        return false;
    }
    const QChar first = token.front();
    return first.isLetter() || first == u'_' || first == u'.' || first == u'$' || first == u'*'
        || first == u'[';
}

bool isPerfMarker(QStringView token)
{
    return token.size() == 3 && token.front() == u'[' && token.back() == u']'
        && QStringView(u"k.guH").contains(token.at(1));
}

QString joined(const QList<QStringView> &tokens, qsizetype from, qsizetype to)
{
    QString text;
    for (qsizetype i = from; i < to; ++i) {
        if (!text.isEmpty()) {
            text += u' ';
        }
        text += tokens.at(i);
    }
    return text;
}

/// `name [module]` or `[module]name`: oprofile's and kernprof's module symbols.
void splitModule(ProfileEntry &entry)
{
    static const QRegularExpression suffix(uR"(^(\S+)\s+\[([\w.-]+)\]$)"_s);
    static const QRegularExpression prefix(uR"(^\[([\w.-]+)\](\S+)$)"_s);
    if (const auto match = suffix.match(entry.symbol); match.hasMatch()) {
        entry.module = match.captured(2);
        entry.symbol = match.captured(1);
    } else if (const auto match = prefix.match(entry.symbol); match.hasMatch()) {
        entry.module = match.captured(1);
        entry.symbol = match.captured(2);
    }
}

} // namespace

std::optional<double> parsePercent(QStringView token, bool requireSign)
{
    const bool signed_ = token.endsWith(u'%');
    if (requireSign && !signed_) {
        return std::nullopt;
    }
    QString text = (signed_ ? token.chopped(1) : token).toString();
    text.replace(u',', u'.');
    return parseDecimal(text);
}

ProfileLayout::ProfileLayout(Family family, QList<Column> columns, QString variant,
                             bool hasHeader)
    : m_family(family)
    , m_columns(std::move(columns))
    , m_variant(std::move(variant))
    , m_hasHeader(hasHeader)
{
    m_eventCount = std::max<int>(1, int(m_columns.count(Column::Samples)));
    m_hasChildren = m_columns.contains(Column::Self);
}

QString ProfileLayout::unit() const
{
    return m_family == Family::Readprofile || m_family == Family::ReadprofileVerbose
        ? u"ticks"_s
        : u"samples"_s;
}

std::optional<ProfileLayout> ProfileLayout::fromHeader(QStringView line)
{
    if (line.size() > longestRow) {
        return std::nullopt;
    }
    QStringView text = line.trimmed();
    const bool comment = text.startsWith(u'#');
    if (comment) {
        text = text.mid(1).trimmed();
    }
    if (text.startsWith(u"Overhead"_s) || text.startsWith(u"Children"_s)) {
        // perf: the sort keys, each one or two words, separated by two blanks or more.
        static const QRegularExpression gap(uR"(\s{2,})"_s);
        QList<Column> columns;
        for (const QString &name : text.toString().split(gap, Qt::SkipEmptyParts)) {
            if (name == u"Overhead"_s || name == u"Children"_s) {
                columns.append(Column::Percent);
            } else if (name == u"Self"_s) {
                columns.append(Column::Self);
            } else if (name == u"Samples"_s) {
                columns.append(Column::Samples);
            } else if (name == u"Command"_s) {
                columns.append(Column::Command);
            } else if (name == u"Shared Object"_s) {
                columns.append(Column::Image);
            } else if (name == u"Symbol"_s) {
                columns.append(Column::Symbol);
            } else {
                columns.append(Column::Other); // Period, Pid, Source:Line...
            }
        }
        return ProfileLayout(Family::Perf, columns, u"perf report"_s, true);
    }
    if (comment) {
        return std::nullopt;
    }
    static const QRegularExpression oldPerfTop(uR"(^samples\s+pcnt\s)"_s);
    if (oldPerfTop.match(text).hasMatch()) {
        return ProfileLayout(Family::PerfTopOld, {}, u"perf top"_s, true);
    }
    if (!text.startsWith(u"vma"_s) && !text.startsWith(u"samples"_s)) {
        return std::nullopt;
    }
    // oprofile: names of one or two words; the longer names first so "cum. %" is not "%".
    static const QList<std::pair<QString, Column>> names{
        {u"cum. samples"_s, Column::Other}, {u"cum. %-age"_s, Column::Other},
        {u"cum %-age"_s, Column::Other},    {u"cum. %"_s, Column::Other},
        {u"symbol name"_s, Column::Symbol}, {u"image name"_s, Column::Image},
        {u"app name"_s, Column::Other},     {u"linenr info"_s, Column::Other},
        {u"vma"_s, Column::Address},        {u"samples"_s, Column::Samples},
        {u"%-age"_s, Column::Percent},      {u"%"_s, Column::Percent}};
    QList<Column> columns;
    QString rest = text.toString().simplified();
    while (!rest.isEmpty()) {
        const auto found = std::find_if(names.cbegin(), names.cend(), [&rest](const auto &name) {
            return rest.startsWith(name.first)
                && (rest.size() == name.first.size() || rest.at(name.first.size()) == u' ');
        });
        if (found == names.cend()) {
            return std::nullopt;
        }
        columns.append(found->second);
        rest = rest.mid(found->first.size()).trimmed();
    }
    if (!columns.contains(Column::Samples) || !columns.contains(Column::Symbol)) {
        return std::nullopt;
    }
    const bool opreport = !text.contains(u"%-age"_s);
    return ProfileLayout(Family::Oprofile, columns,
                         opreport ? u"opreport -l"_s : u"oprofpp -l"_s, true);
}

ProfileLayout ProfileLayout::perfTop()
{
    return ProfileLayout(Family::Perf, {Column::Percent, Column::Image, Column::Symbol},
                         u"perf top"_s, false);
}

std::optional<ProfileLayout> ProfileLayout::fromRow(QStringView line)
{
    if (line.size() > longestRow) {
        return std::nullopt;
    }
    const QList<QStringView> tokens = splitFields(line);
    if (tokens.size() < 2) {
        return std::nullopt;
    }
    if (parsePercent(tokens.front(), true)) {
        // perf without its header: count the percents and the words before the marker.
        const auto marker = std::find_if(tokens.cbegin(), tokens.cend(), isPerfMarker);
        if (marker == tokens.cend() || marker + 1 == tokens.cend()) {
            return std::nullopt;
        }
        QList<Column> columns{Column::Percent};
        if (tokens.size() > 1 && parsePercent(tokens.at(1), true)) {
            columns.append(Column::Self);
        }
        const qsizetype words = (marker - tokens.cbegin()) - columns.size();
        if (words >= 2) {
            columns.append(Column::Command);
        }
        if (words >= 1) {
            columns.append(Column::Image);
        }
        columns.append(Column::Symbol);
        ProfileLayout layout(Family::Perf, columns, u"perf report"_s, false);
        return layout.readRow(line) ? std::optional(layout) : std::nullopt;
    }
    const ProfileLayout candidates[] = {
        ProfileLayout(Family::Readprofile, {}, u"readprofile"_s, false),
        ProfileLayout(Family::ReadprofileVerbose, {}, u"readprofile -v"_s, false),
        ProfileLayout(Family::Oprofile,
                      {Column::Address, Column::Samples, Column::Percent, Column::Symbol},
                      u"address ticks percent symbol"_s, false),
        ProfileLayout(Family::PerfTopOld, {}, u"perf top"_s, false),
    };
    for (const auto &candidate : candidates) {
        if (const auto row = candidate.readRow(line); row && isSymbol(row->entry.symbol)) {
            return candidate;
        }
    }
    return std::nullopt;
}

std::optional<ProfileRow> ProfileLayout::readRow(QStringView line) const
{
    if (line.size() > longestRow) {
        return std::nullopt;
    }
    switch (m_family) {
    case Family::Readprofile:
    case Family::ReadprofileVerbose:
        return readReadprofile(line);
    case Family::Oprofile:
        return readColumns(line);
    case Family::Perf:
        return readPerf(line);
    case Family::PerfTopOld:
        return readPerfTopOld(line);
    }
    return std::nullopt;
}

std::optional<ProfileRow> ProfileLayout::readReadprofile(QStringView line) const
{
    const QList<QStringView> tokens = splitFields(line);
    ProfileRow row;
    ProfileEntry &entry = row.entry;
    if (m_family == Family::ReadprofileVerbose) {
        // 00000000c01050d0 default_idle    587   9.1719 (8 hex digits before util-linux 2.12a)
        if (tokens.size() != 4) {
            return std::nullopt;
        }
        entry.address = parseHex(tokens.at(0), true);
        entry.ticks = parseUnsigned(tokens.at(2));
        entry.load = parseFraction(tokens.at(3));
        entry.symbol = tokens.at(1).toString();
    } else if (tokens.size() == 3) {
        //    587 default_idle                               9.1719
        entry.ticks = parseUnsigned(tokens.at(0));
        entry.load = parseFraction(tokens.at(2));
        entry.symbol = tokens.at(1).toString();
    } else if (tokens.size() == 2 && tokens.at(1) == u"*unknown*"_s) {
        entry.ticks = parseUnsigned(tokens.at(0)); // ticks outside kernel text: no load
        entry.symbol = tokens.at(1).toString();
        return entry.ticks ? std::optional(row) : std::nullopt;
    } else {
        return std::nullopt;
    }
    if (!entry.ticks || !entry.load || !isSymbol(entry.symbol)
        || (m_family == Family::ReadprofileVerbose && !entry.address)) {
        return std::nullopt;
    }
    row.isTotal = entry.symbol == u"total"_s;
    if (row.isTotal) {
        entry.address.reset(); // -v prints 0 there
    }
    return row;
}

std::optional<ProfileRow> ProfileLayout::readColumns(QStringView line) const
{
    const QList<QStringView> tokens = splitFields(line);
    ProfileRow row;
    ProfileEntry &entry = row.entry;
    qsizetype next = 0;
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        const Column column = m_columns.at(c);
        if (next >= tokens.size()) {
            return std::nullopt;
        }
        // The symbol is the rest of the line when it comes last (demangled names have blanks).
        if (column == Column::Symbol && c == m_columns.size() - 1) {
            entry.symbol = joined(tokens, next, tokens.size());
            next = tokens.size();
            break;
        }
        const QStringView token = tokens.at(next++);
        switch (column) {
        case Column::Address:
            entry.address = parseHex(token, !m_hasHeader); // 8 or 16 digits when unannounced
            if (!entry.address) {
                return std::nullopt;
            }
            break;
        case Column::Samples:
            if (!parseUnsigned(token)) {
                return std::nullopt;
            }
            entry.ticks = entry.ticks ? entry.ticks : parseUnsigned(token); // first event only
            break;
        case Column::Percent:
            if (!parsePercent(token, false)) {
                return std::nullopt;
            }
            entry.percent = entry.percent ? entry.percent : parsePercent(token, false);
            break;
        case Column::Image:
            entry.module = token.toString();
            break;
        case Column::Symbol:
            entry.symbol = token.toString();
            break;
        default:
            break;
        }
    }
    if (next != tokens.size() || entry.symbol.isEmpty() || !entry.ticks) {
        return std::nullopt;
    }
    if (entry.module.isEmpty()) {
        splitModule(entry);
    }
    // Without a header, a stack dump of hex words must not pass for a profile: one symbol
    // and a share that can be one.
    if (!m_hasHeader
        && (entry.symbol.contains(u' ') || !isSymbol(entry.symbol) || entry.percent > 100.0)) {
        return std::nullopt;
    }
    return row;
}

std::optional<ProfileRow> ProfileLayout::readPerf(QStringView line) const
{
    const QList<QStringView> tokens = splitFields(line);
    ProfileRow row;
    ProfileEntry &entry = row.entry;
    qsizetype next = 0;
    qsizetype c = 0;
    // The numeric columns come first: Children/Self or Overhead, Samples, Period.
    for (; c < m_columns.size() && next < tokens.size(); ++c) {
        const Column column = m_columns.at(c);
        if (column == Column::Percent || column == Column::Self) {
            const auto percent = parsePercent(tokens.at(next++), true);
            if (!percent) {
                return std::nullopt;
            }
            (column == Column::Percent ? entry.percent : entry.selfPercent) = percent;
        } else if (column == Column::Samples) {
            entry.ticks = parseUnsigned(tokens.at(next++));
            if (!entry.ticks) {
                return std::nullopt;
            }
        } else {
            break;
        }
    }
    if (!entry.percent) {
        return std::nullopt;
    }
    const QList<Column> words = m_columns.mid(c);
    const bool hasSymbol = words.contains(Column::Symbol);
    const auto marker = std::find_if(tokens.cbegin() + next, tokens.cend(), isPerfMarker);
    const qsizetype end = hasSymbol ? marker - tokens.cbegin() : tokens.size();
    if (hasSymbol && (marker == tokens.cend() || marker + 1 == tokens.cend())) {
        return std::nullopt;
    }
    // Between the numbers and the marker: one token per sort key, but Command may hold
    // blanks, so the shared object is taken from the right and the command is what is left.
    qsizetype last = end;
    if (words.contains(Column::Image) && last > next) {
        entry.module = tokens.at(--last).toString();
    }
    next += words.count(Column::Other);
    if (words.contains(Column::Command)) {
        entry.command = joined(tokens, next, last);
    } else if (next != last) {
        return std::nullopt;
    }
    if (hasSymbol) {
        entry.symbol = joined(tokens, end + 1, tokens.size());
    } else {
        entry.symbol = entry.module.isEmpty() ? entry.command : entry.module;
    }
    return entry.symbol.isEmpty() ? std::nullopt : std::optional(row);
}

std::optional<ProfileRow> ProfileLayout::readPerfTopOld(QStringView line) const
{
    //    1234.00 - 23.4% : _raw_spin_lock  [kernel]
    static const QRegularExpression row(
        uR"(^\s*(\d+(?:\.\d+)?)\s+-\s+(\d+(?:[.,]\d+)?%)\s+:?\s*(\S+)(?:\s+(\S+))?\s*$)"_s);
    const auto match = row.match(line);
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    ProfileRow result;
    result.entry.ticks = parseDecimal(match.capturedView(1));
    result.entry.percent = parsePercent(match.capturedView(2), true);
    result.entry.symbol = match.captured(3);
    result.entry.module = match.captured(4);
    return result;
}

} // namespace vmscope
