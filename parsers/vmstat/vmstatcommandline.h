// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/mail/cleanline.h"

#include <optional>

namespace vmscope {

/// What a `vmstat ...` command line pasted in the prose above a block says about it: the delay
/// and the `-S` unit. vmstat prints neither in its output.
class VmstatCommandLine
{
public:
    /// The last vmstat command line of `preamble`, or defaults when there is none.
    [[nodiscard]] static VmstatCommandLine fromPreamble(const QList<CleanLine> &preamble);
    /// Unit meant by a `-S` letter or the letter of a `-s` memory line: k=kB, K=KiB, m=MB, M=MiB.
    [[nodiscard]] static QString unitForLetter(QStringView letter);

    /// Seconds between samples, when the command line gave a delay.
    [[nodiscard]] std::optional<double> interval() const { return m_interval; }
    /// Unit of the memory columns; KiB unless `-S` said otherwise.
    [[nodiscard]] const QString &memoryUnit() const { return m_memoryUnit; }

private:
    std::optional<double> m_interval;
    QString m_memoryUnit;
};

} // namespace vmscope
