// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace vmscope {

/// A code address as a trace shows it: the raw address and/or `symbol+offset/size [module]`.
struct OopsFrame
{
    std::optional<quint64> address; // absent when the kernel printed only the symbol (4.9+)
    QString symbol; // empty while unresolved
    quint64 offset = 0; // bytes into the symbol
    quint64 size = 0; // length of the symbol in bytes, 0 when not printed
    QString module; // "ext4"; empty for the kernel image
    bool reliable = true; // false for `? ` entries (stale words found on the stack)
    QString context; // the stack it was found on: "IRQ", "NMI", "TASK", ...; empty for the task's
    QString sourceLine; // "fs/read_write.c:452" after decode_stacktrace.sh, else empty
    bool fromSystemMap = false; // symbol filled by resolveOops() rather than printed
    bool inlined = false; // `f lib/x.c:12 [inline]`: inlined into the frame that follows

    [[nodiscard]] bool isResolved() const { return !symbol.isEmpty(); }
    /// `func+0x1a/0x20 [mod]`, or the address in hex when unresolved.
    [[nodiscard]] QString text() const;

    friend bool operator==(const OopsFrame &, const OopsFrame &) = default;
};

/// A register as the report printed it; values stay text so that widths (and segments) survive.
struct OopsRegister
{
    QString name; // "eax", "RIP", "EFLAGS", "CR2"
    QString value; // hex digits as printed ("c89d5840")

    friend bool operator==(const OopsRegister &, const OopsRegister &) = default;
};

/// A stack a report prints besides its call trace: KASAN's `Allocated by task 1:` and `Freed by
/// task 1:`, the page owner's `page last allocated via order 0 ...`, KMSAN's `Uninit was created
/// at:`.
struct OopsStack
{
    QString title; // the line that introduced it, as printed
    QList<OopsFrame> frames; // innermost first

    friend bool operator==(const OopsStack &, const OopsStack &) = default;
};

/// One line of the disassembly that ksymoops (or scripts/decodecode) printed for `Code:`.
struct OopsInstruction
{
    OopsFrame location; // from ksymoops' `Code;  c018ccd8 <sym+off/len>`; empty otherwise
    QString offset; // "0", "2a": hex offset into the code bytes
    QString bytes; // "66 81 38 c9 e3"
    QString assembly; // "cmpw   $0xe3c9,(%eax)"
    bool faulting = false; // marked `<=====` or `<-- trapping instruction`

    friend bool operator==(const OopsInstruction &, const OopsInstruction &) = default;
};

/// One kernel crash report: an oops, a BUG, a WARNING, or ksymoops' decoding of one.
/// Everything is as the report stated it; what it did not state stays empty.
struct Oops
{
    enum class Kind { Oops, Bug, Warning, Ksymoops, Other };

    Kind kind = Kind::Other;
    QString headline; // the line that opened the report ("kernel BUG at page_alloc.c:98!")
    QString kernelVersion; // "2.5.31-akpm", "4.4.0"; empty when not stated
    QString taint; // "Not tainted", "Tainted: G O"; empty when not stated
    QString sourceFile; // of `kernel BUG at` / `WARNING: ... at`; empty otherwise
    int sourceLine = 0;
    int cpu = -1;
    qint64 pid = -1;
    QString process; // comm
    QString hardware; // `Hardware name:`
    QString timestamp; // printk or syslog time of the first line, as printed; empty if none
    std::optional<double> secondsSinceBoot; // from a dmesg `[  12.345678]` timestamp
    QDateTime wallClock; // of a syslog or ISO stamp, UTC; invalid when none was printed
    bool wallClockYearAssumed = false; // syslog prints no year: wallClock's is a placeholder

    OopsFrame location; // where it faulted (EIP/RIP/PC, `>>EIP;`, the WARNING's function)
    QList<OopsRegister> registers; // in the order printed
    std::vector<quint64> stack; // the `Stack:` words
    QList<OopsFrame> frames; // the call trace, innermost first
    /// lockdep's `at:` frames: where the lock it reports was taken (the one being acquired
    /// first, then those held), in the order printed.
    QList<OopsFrame> lockSites;
    QList<OopsStack> otherStacks; // in the order printed
    QByteArray code; // the `Code:` bytes
    int faultingByte = -1; // index into code of the `<8b>` byte; -1 when not marked
    QList<OopsInstruction> instructions; // ksymoops / decodecode disassembly
    QStringList modules; // `Modules linked in:`, as listed
    QString endTrace; // id of `---[ end trace ... ]---`

    QStringList ksymoopsWarnings; // `Warning ...` and `Error ...` messages, continuations joined
    QStringList notes; // report lines with no field of their own (PGD, #PF, Oops: 0002 ...)
    int warningsIssued = -1; // ksymoops' `N warnings issued`; -1 when not printed
    int errorsIssued = -1;

    /// Frames, so that Capture::rowCount() counts trace entries.
    [[nodiscard]] qsizetype sampleCount() const { return frames.size(); }
    /// The faulting function plus the top reliable frames, symbol names only, so that the
    /// same crash from another message or kernel build compares equal. Empty if nothing resolved.
    [[nodiscard]] QString signature() const;
    /// True when some address of the report has no symbol (a System.map could fill it).
    [[nodiscard]] bool hasUnresolvedAddresses() const;

    friend bool operator==(const Oops &, const Oops &) = default;
};

/// "oops", "BUG", "WARNING", "ksymoops", "report": the stable word for a kind.
[[nodiscard]] QString oopsKindName(Oops::Kind kind);

/// A symbol name without the compiler's clone suffixes (`.isra.0`, `.constprop.3`, `.cold`).
[[nodiscard]] QString baseSymbolName(const QString &symbol);

} // namespace vmscope
