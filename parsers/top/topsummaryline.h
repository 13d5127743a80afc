// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStringView>
#include <QVarLengthArray>

#include <new>
#include <utility>

namespace vmscope {

/// A value of a top summary line, before it becomes a column of core/topcolumns.h.
enum class TopField : quint8 {
    Load1, // load averages, then task counts
    Load5,
    Load15,
    Tasks,
    Running,
    Sleeping,
    Stopped,
    Zombie,
    DSleep,
    Us, // CPU states in %, in topcolumns::cpuStates() order
    Sy,
    Ni,
    Id,
    Wa,
    Hi,
    Sirq,
    St,
    Total, // memory in KiB
    Used,
    Free,
    Shrd,
    Buff,
    Cache,
    Avail,
    SwapTotal, // swap in KiB
    SwapUsed,
    SwapFree,
    Unknown
};

/// One summary line of a top frame (uptime, tasks, CPU, memory, swap...) of any generation,
/// read without knowing its neighbours. procps-ng 4 may print several CPUs, or memory and
/// swap, on one line: each part is a segment.
struct TopSummaryLine
{
    enum class Kind : quint8 {
        None, // not a summary line
        Uptime, // `top - 12:33:01 up ...` or ` 12:33pm  up ...`
        Tasks, // `Tasks:`, `Threads:`, `220 processes:`
        Cpu, // `CPU states:`, `CPU0 states:`, `Cpu(s):`, `%Cpu3  :`, busybox `CPU:`
        CpuTableHeader, // Red Hat's `CPU states:  cpu    user    nice  system ...`
        CpuTableRow, // its `total    0.3% ...` and `cpu00    0.5% ...` rows
        Memory, // `Mem:`, `KiB Mem :`
        Swap, // `Swap:`, `MiB Swap:`
        Rmap, // Red Hat rmap `766724k actv, 143128k in_d, 14264k in_c`
        Load, // busybox `Load average: 0.38 1.09 1.29 2/277 14`
    };
    /// What a line tells about the top that printed it.
    enum Hint : unsigned {
        NoHint = 0,
        ProcpsTwo = 1u << 0, // procps 1.x/2.0.x
        RedHat = 1u << 1, // Red Hat's procps 2.0.1x: CPU table, rmap lines, `k av`
        ProcpsTwoTotal = 1u << 2, // procps 010114: `Mem: ...K total`
        ProcpsThree = 1u << 3, // `top - HH:MM:SS`, `Tasks:`, `Cpu(s):`
        ProcpsNg = 1u << 4, // `%Cpu`, `KiB Mem`
        ProcpsNgOld = 1u << 5, // procps-ng 3.3.0-3.3.9: used before free, `cached Mem`
        ProcpsNgFour = 1u << 6, // `sleep`/`d-sleep`, `%Cpp`/`%Cpe`, doubled-up summary lines
        Busybox = 1u << 7,
    };
    struct Value
    {
        TopField field = TopField::Unknown;
        int cpu = -1; // CPU number of a per-CPU value, -1 for all CPUs and non-CPU values
        double value = 0;
    };
    struct Segment
    {
        Kind kind = Kind::None;
        int cpu = -1;
    };

    Kind kind = Kind::None; // of the first segment
    QVarLengthArray<Segment, 4> segments;
    QVarLengthArray<Value, 16> values; // KiB for memory, % for CPU states
    unsigned hints = NoHint;
    int clockSeconds = -1; // uptime line: time of day in seconds, -1 without a clock
    bool clockHasSeconds = false; // false for procps 2.0's `12:33pm`
    QVarLengthArray<TopField, 8> tableColumns; // CpuTableHeader: the state of each column
    QVarLengthArray<double, 8> tableNumbers; // CpuTableRow: its percentages in column order
    bool graph = false; // bars of top's `t`/`m` graph modes in place of numbers
    QStringView truncated; // first value top cut to fit (`12345678+`), empty if none
    bool truncatedKept = false; // its integer part was whole (`1234567.+`) and was kept
    QStringView unnamed; // a number without its name after it (a line cut short)

    TopSummaryLine() = default;
    TopSummaryLine(const TopSummaryLine &) = default;
    TopSummaryLine(TopSummaryLine &&) noexcept = default;
    TopSummaryLine &operator=(const TopSummaryLine &) = default;
    /// Qt 6.4's QVarLengthArray move assignment takes the other's heap buffer without freeing
    /// its own (a leak fuzz_top found: 17 values and more). Moving into a fresh object is
    /// sound, so that is what this does.
    TopSummaryLine &operator=(TopSummaryLine &&other) noexcept
    {
        if (this != &other) {
            this->~TopSummaryLine();
            new (this) TopSummaryLine(std::move(other));
        }
        return *this;
    }
    ~TopSummaryLine() = default;

    [[nodiscard]] bool isSummary() const { return kind != Kind::None; }

    /// Reads `text`; kind None when it is no top summary line. Cheap on other lines.
    [[nodiscard]] static TopSummaryLine read(QStringView text);
    /// A line that mail cut off the end of a summary line: a unit word alone (`buff`, `cached`,
    /// `idle`) or with its number (`96220K buff`).
    [[nodiscard]] static bool isContinuation(QStringView text);
    /// `4294967298.80, 4294967298.55, 4294967298.58`: the load averages mail moved off the end
    /// of an uptime line that lacks them (see lacksLoadAverages()).
    [[nodiscard]] static bool isLoadAverageEnd(QStringView text);
    /// An uptime line cut after `load average:` or after one or two of its numbers.
    [[nodiscard]] bool lacksLoadAverages() const;
};

} // namespace vmscope
