// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/oops/oops.h"

#include <QString>

#include <optional>

namespace vmscope {

/// One line of a crash report with its logging prefix (syslog `Sep 21 12:48:10 host kernel:`,
/// dmesg `[  12.345678]`, caller id `[  T123]`, printk level `<1>`) taken off.
struct OopsLine
{
    QString text; // without prefix and surrounding blanks
    QString timestamp; // the prefix's time as printed, empty when there was none
    std::optional<double> secondsSinceBoot; // from a dmesg timestamp
    QString caller; // printk's caller id, `T123` (a task) or `C1` (a CPU); empty when none

    /// Strips the prefix off `raw`.
    [[nodiscard]] static OopsLine read(const QString &raw);
};

/// What a line of a crash report is, as far as deciding where a report starts and ends.
enum class OopsLineKind {
    None, // not a report line
    KsymoopsHeader, // `ksymoops 2.4.5 on i686 2.4.20.  Options used`
    KsymoopsChatter, // option lines, `Warning ...`, `No modules in ksyms ...`, `Using defaults ...`
    KsymoopsWarning, // `Warning (compare_maps): ...`, `Error (...)`: may continue on later lines
    KsymoopsDecoded, // `>>EIP;`, `Trace;`, `Code;`, objdump lines
    KsymoopsTrailer, // `7 warnings issued.  Results may not be reliable.`
    Opener, // a line that can start a report (`Unable to handle kernel`, `WARNING: CPU:` ...)
    Code, // the `Code:` bytes: what follows is the report's tail
    Trailer, // `---[ end trace ... ]---`
    Body, // any other line of a report
};

/// Classifies a prefix-stripped line; cheap for prose (first characters decide).
[[nodiscard]] OopsLineKind classifyOopsLine(const QString &text);
/// True for the lines that prove a report is one: a faulting address, a trace, code bytes.
[[nodiscard]] bool isStructuralOopsLine(const QString &text);

/// `>>EIP; c018ccd8 <...>` or `Trace; ...`: decoded lines that may start a paste of their own.
[[nodiscard]] bool isDecodedOpener(const QString &text);
/// The state line of a task that sysrq-t, sysrq-w or a hung-task report dumps before its
/// stack: `pppd  S C140E820  0  721  1 ...`, `task:dd state:D stack:0 pid:3570 ...`.
[[nodiscard]] bool isTaskStateLine(const QString &text);
/// A trace line with an address and symbol+offset (`[<c0123456>] foo+0x1a/0x20`): where a
/// trace excerpt whose head the sender cut starts.
[[nodiscard]] bool isTraceExcerptStart(const QString &text);
/// show_regs()'s first line, as sysrq-p prints it: `Pid: 2, comm: ksoftirqd/0`.
[[nodiscard]] bool isShowRegsLine(const QString &text);

/// SLUB's own report: `BUG kmalloc-8 (Tainted: G B): Object already free`, with its object's
/// `INFO:` lines after it.
[[nodiscard]] bool isSlubReportHeader(const QString &text);

/// `Call Trace:`, arm64's `Call trace:`, ARM's `Backtrace:`, lockdep's `stack backtrace:`.
[[nodiscard]] bool isTraceHeader(const QString &text);
/// A line of a stack trace: `[<c0123456>] ...`, `sym+0x1a/0x20`, `sym file.c:12 [inline]`.
[[nodiscard]] bool isFrameLine(const QString &text);

/// A line of module names that mail wrapped off a long `Modules linked in:` line.
[[nodiscard]] bool isModuleListContinuation(const QString &text);

/// Lines longer than this are no oops lines (a 1 MB line of junk must not reach the regexes).
inline constexpr qsizetype maximumOopsLineLength = 4096;

/// `sym+0x1a/0x20 [mod]` (hex) or ksymoops' `sym+1a/20`, `[mod]sym+1a/20` (hex, no 0x).
[[nodiscard]] std::optional<OopsFrame> parseSymbolOffset(QStringView text, bool ksymoopsHex);

} // namespace vmscope
