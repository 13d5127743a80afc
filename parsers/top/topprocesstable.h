// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/top/topsessionbuilder.h"

#include <QStringView>

#include <optional>

namespace vmscope {

/// The process table of a top frame, as its header line lays it out. Rows are tokenized, never
/// sliced: widths grow, mail collapses blanks, and COMMAND (last) keeps its blanks.
class TopProcessTable
{
public:
    enum class RowStatus {
        Ok,
        TooFewFields,
        TooManyFields,
        BadPid,
        BadValue, // read, but a number column held something else (left NaN)
    };
    enum class Style { ProcpsTwo, ProcpsThree, Busybox }; // SIZE/RSS, VIRT/RES, VSZ

    /// The table a header starts (`  PID USER  PR  NI VIRT ... COMMAND`), or nullopt.
    [[nodiscard]] static std::optional<TopProcessTable> fromHeader(QStringView line);
    /// A process row at a glance: a pid first and some word that is not a number, so that
    /// vmstat rows after a top frame are not taken. Allocates nothing.
    [[nodiscard]] static bool looksLikeRow(QStringView line);

    [[nodiscard]] qsizetype columnCount() const { return m_columnCount; }
    [[nodiscard]] Style style() const { return m_style; }
    /// Reads `line` into `row`; `fields` is scratch space kept between rows. With BadValue,
    /// `badValue` is set to the token that is no number.
    [[nodiscard]] RowStatus read(QStringView line, QList<QStringView> &fields, ProcessRow &row,
        QStringView *badValue = nullptr) const;

private:
    qsizetype m_columnCount = 0;
    qsizetype m_pid = -1, m_user = -1, m_cpu = -1, m_mem = -1, m_resident = -1, m_state = -1,
              m_command = -1;
    bool m_stateMayTakeTwo = false; // a number column follows STAT, so `D N` can be told apart
    Style m_style = Style::ProcpsThree;
};

} // namespace vmscope
