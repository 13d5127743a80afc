// SPDX-License-Identifier: GPL-2.0-or-later
//
// Process tables of every top generation:
//
//   PID USER     PRI  NI  SIZE  RSS SHARE STAT %CPU %MEM   TIME COMMAND        procps 2.0
//  1117 root      18   0 75864  34M  5972 R    99.9  3.3 342:36 X
//    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND   procps 3+
//   1523 root      20   0 3245156 215312  97012 S   6.2   1.3  12:34.56 Xorg
//   PID  PPID USER     STAT   VSZ %VSZ CPU %CPU COMMAND                           busybox
//   235     1 root     S     632m  38%   0   0% PM2 v2.10.3
//
// Tolerated: lowercase header names (the sort key), optional columns anywhere but after
// COMMAND, memory scaled with suffixes, `?` for values that did not fit, procps 2.0's STAT
// split in two tokens (`D N`), commands with blanks.
#include "parsers/top/topprocesstable.h"

#include "parsers/common/tokenize.h"
#include "parsers/top/topnumbers.h"

#include <algorithm>

namespace vmscope {
namespace {

bool isBlank(QChar c)
{
    return c == u' ' || c == u'\t';
}

/// Flags procps 2.0 may print after the state letter in a column of their own.
bool isStateFlag(QStringView token)
{
    return token.size() <= 2 && std::all_of(token.begin(), token.end(), [](QChar c) {
        return c == u'<' || c == u'N' || c == u'W' || c == u'L' || c == u's' || c == u'l'
            || c == u'+';
    });
}

} // namespace

std::optional<TopProcessTable> TopProcessTable::fromHeader(QStringView line)
{
    const QList<QStringView> names = splitFields(line);
    TopProcessTable table;
    table.m_columnCount = names.size();
    qsizetype rss = -1, vsz = -1;
    bool size = false;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QStringView name = names.at(i);
        const auto is
            = [name](QStringView wanted) { return name.compare(wanted, Qt::CaseInsensitive) == 0; };
        if (is(u"PID")) {
            table.m_pid = i;
        } else if (is(u"USER") || (is(u"RUSER") && table.m_user < 0)) {
            table.m_user = i;
        } else if (is(u"%CPU")) {
            table.m_cpu = i;
        } else if (is(u"%MEM")) {
            table.m_mem = i;
        } else if (is(u"RES")) {
            table.m_resident = i;
        } else if (is(u"RSS")) {
            rss = i;
        } else if (is(u"VSZ")) {
            vsz = i;
        } else if (is(u"SIZE")) {
            size = true;
        } else if (is(u"S") || is(u"STAT")) {
            table.m_state = i;
        } else if (is(u"COMMAND")) {
            table.m_command = i;
        }
    }
    const bool hasOther = table.m_user >= 0 || table.m_cpu >= 0 || table.m_state >= 0;
    if (table.m_pid < 0 || table.m_command < 0 || !hasOther) {
        return std::nullopt;
    }
    if (table.m_resident < 0) {
        table.m_resident = rss >= 0 ? rss : vsz;
    }
    table.m_style = vsz >= 0 && rss < 0 ? Style::Busybox
        : size || rss >= 0              ? Style::ProcpsTwo
                                        : Style::ProcpsThree;
    const qsizetype afterState = table.m_state + 1;
    table.m_stateMayTakeTwo = table.m_state >= 0 && afterState < names.size()
        && afterState != table.m_command && afterState != table.m_user;
    return table;
}

bool TopProcessTable::looksLikeRow(QStringView line)
{
    qsizetype i = 0;
    const qsizetype size = line.size();
    while (i < size && isBlank(line.at(i))) {
        ++i;
    }
    const qsizetype pidBegin = i;
    while (i < size && line.at(i).isDigit()) {
        ++i;
    }
    if (i == pidBegin || i == size || !isBlank(line.at(i))) {
        return false;
    }
    // A word (user, state or command) somewhere: digits, '.', ',', ':' and '%' alone are vmstat.
    for (; i < size; ++i) {
        const QChar c = line.at(i);
        if (c.isLetter()) {
            return true;
        }
    }
    return false;
}

TopProcessTable::RowStatus TopProcessTable::read(
    QStringView line, QList<QStringView> &fields, ProcessRow &row, QStringView *badValue) const
{
    splitFields(line, fields);
    qsizetype extra = fields.size() - m_columnCount;
    qsizetype stateExtra = 0;
    if (m_stateMayTakeTwo && extra > 0 && isStateFlag(fields.at(m_state + 1))) {
        stateExtra = 1; // procps 2.0 `stat` column: `D N   7.0`
        --extra;
    }
    if (extra < 0) {
        return RowStatus::TooFewFields;
    }
    if (extra > 0 && m_command != m_columnCount - 1) {
        return RowStatus::TooManyFields;
    }
    const auto field = [&](qsizetype column) {
        return fields.at(column + (m_state >= 0 && column > m_state ? stateExtra : 0));
    };
    const std::optional<double> pid = parseUnsigned(field(m_pid));
    // Past the kernel's PID_MAX_LIMIT (2^22) it is no PID, and past 2^63 no integer at all.
    constexpr double mostPids = 4194304;
    if (!pid || *pid > mostPids) {
        return RowStatus::BadPid;
    }
    row = ProcessRow();
    row.pid = qint64(*pid);
    const QStringView command = field(m_command);
    if (m_command == m_columnCount - 1) {
        // The rest of the line: `c` shows whole command lines.
        const qsizetype offset = command.data() - line.data();
        QStringView rest = line.mid(offset);
        while (!rest.isEmpty() && isBlank(rest.back())) {
            rest.chop(1);
        }
        row.command = rest.toString();
    } else {
        row.command = command.toString();
    }
    if (m_user >= 0) {
        row.user = field(m_user).toString();
    }
    if (m_state >= 0) {
        row.state = char(field(m_state).at(0).toLatin1());
    }
    RowStatus status = RowStatus::Ok;
    const auto readValue = [&](qsizetype column, float &value, auto parse) {
        if (column < 0) {
            return;
        }
        const QStringView text = field(column);
        if (const std::optional<double> number = parse(text)) {
            value = float(*number);
        } else if (text != u"?" && status == RowStatus::Ok) {
            status = RowStatus::BadValue; // `?` is top's own "did not fit"
            if (badValue) {
                *badValue = text;
            }
        }
    };
    readValue(m_cpu, row.cpuPercent, parseTopPercent);
    readValue(m_mem, row.memPercent, parseTopPercent);
    readValue(m_resident, row.residentKiB, parseScaledKiB);
    return status;
}

} // namespace vmscope
