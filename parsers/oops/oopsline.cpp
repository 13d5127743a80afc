// SPDX-License-Identifier: GPL-2.0-or-later
// Line-level reading of crash reports, shared by detection and parsing. Prefixes seen:
//
//   Sep 21 12:48:10 host kernel: Unable to handle kernel paging request at virtual address 6b6b6b6b
//   2023-09-21T12:48:10.123456+02:00 host kernel: [   12.345678] RIP: 0010:foo+0x12/0x40
//   [  54.123456] [    T123] WARNING: CPU: 1 PID: 312 at fs/iomap/buffered-io.c:112 iomap_foo+0x4a/0x60
//   <1>Unable to handle kernel NULL pointer dereference at virtual address 00000006
#include "parsers/oops/oopsline.h"

#include <QRegularExpression>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

bool startsWithAny(const QString &text, std::initializer_list<QStringView> prefixes)
{
    for (QStringView prefix : prefixes) {
        if (text.startsWith(prefix)) {
            return true;
        }
    }
    return false;
}

bool matches(const QRegularExpression &pattern, const QString &text)
{
    return pattern.match(text).hasMatch();
}

bool isCrashOpener(const QString &text)
{
    static const QRegularExpression warning(
        u"^WARNING: (?:at |CPU: \\d+ |\\S+:\\d+ at )"_s);
    // lockdep's reports: `WARNING: bad unlock balance detected!`, `WARNING: possible circular
    // locking dependency detected`, 2.6's `[ INFO: possible recursive locking detected ]`.
    static const QRegularExpression lockdep(
        u"^(?:WARNING: |\\[ INFO: )(?:possible |bad unlock |suspicious RCU |inconsistent lock |lock held |held lock |nested lock )"_s);
    // `Oops: 0002 [#1] SMP`, and since 6.x with the trap's name: `Oops: int3: 0000 [#1]`,
    // `Oops: general protection fault, probably for non-canonical address 0x...: 0000 [#1]`.
    static const QRegularExpression oopsCode(u"^Oops: (?:[^\\[]*: )?[0-9a-f]{4}\\b"_s);
    static const QRegularExpression blocked(u"^INFO: task \\S+ blocked for more than"_s);
    switch (text.isEmpty() ? u'\0' : text.at(0).unicode()) {
    case u'U':
        return text.startsWith(u"Unable to handle kernel ");
    case u'B':
        return text.startsWith(u"BUG: ") && text.size() > 8;
    case u'k':
        return text.startsWith(u"kernel BUG at ");
    case u'O':
        return matches(oopsCode, text);
    case u'g':
        return text.startsWith(u"general protection fault");
    case u'i':
        return startsWithAny(text, {u"invalid opcode: ", u"invalid operand: "});
    case u'-':
        return text.startsWith(u"------------[ cut here ]------------");
    case u'W':
        return matches(warning, text) || matches(lockdep, text);
    case u'[':
        return matches(lockdep, text);
    case u'N':
        return text.startsWith(u"NMI Watchdog detected LOCKUP");
    case u'I':
        return matches(blocked, text);
    case u'K':
        return text.startsWith(u"Kernel panic - not syncing");
    default:
        return false;
    }
}

/// The text after a subsystem's word that some reports print before their header: `rcu: `,
/// `watchdog: `, lockdep's `[ ` of 2.6.
QStringView afterSubsystemWord(const QString &text)
{
    if (text.startsWith(u"[ ")) {
        return QStringView(text).mid(2);
    }
    const qsizetype colon = text.indexOf(u": ");
    if (colon > 0 && colon <= 12) {
        const QStringView word = QStringView(text).left(colon);
        if (std::all_of(word.begin(), word.end(), [](QChar c) { return c.isLower(); })) {
            return QStringView(text).mid(colon + 2);
        }
    }
    return text;
}

/// Headers of the reports the kernel's debugging facilities print, each the start of a line
/// (after a subsystem's word): the sanitizers, lockdep, RCU and the watchdogs, the faults of
/// arm and x86 that have no `BUG:` line.
constexpr QStringView reportHeaders[] = { u"UBSAN: ", u"KASAN: ", u"KCSAN: ", u"KMSAN: ",
    u"KFENCE: ", u"PANIC: double fault", u"Unhandled fault: ", u"Internal error: ",
    u"divide error: ", u"divide_error: ", u"stack segment: ",
    u"segment-related general protection fault", u"INFO: trying to register non-static key",
    u"INFO: suspicious RCU usage", u"INFO: possible ", u"INFO: inconsistent lock state",
    u"WARNING: possible ", u"WARNING: suspicious RCU usage",
    u"WARNING: inconsistent lock state", u"WARNING: bad unlock balance",
    u"WARNING: held lock freed", u"WARNING: lock held when returning to user space",
    u"WARNING: Nested lock was not taken", u"WARNING: nested lock was not taken",
    u"WARNING: still has locks held", u"WARNING: kernel stack regs at ",
    u"WARNING: kernel stack frame pointer at ", u"WARNING: ODEBUG ",
    u"unregister_netdevice: waiting for ", u"BUG: ", u"INFO: Allocated in ",
    u"INFO: Freed in ", u"INFO: SOFTIRQ-safe -> ", u"INFO: HARDIRQ-safe -> ",
    u"VFS: Close: file count is ", u"VFS: Busy inodes after unmount" };

bool isReportHeader(const QString &text)
{
    static const QRegularExpression rcuStall(
        u"^INFO: rcu_\\w+ (?:self-)?detected (?:expedited )?stalls?\\b"_s);
    static const QRegularExpression task(
        u"^INFO: task \\S.* (?:blocked (?:in I/O wait )?for more than|can't die for more than) "_s);
    const QStringView rest = afterSubsystemWord(text);
    if (std::any_of(std::begin(reportHeaders), std::end(reportHeaders),
            [rest](QStringView header) { return rest.startsWith(header); })) {
        return true;
    }
    // lockdep names the task inside some headers: `WARNING: syz/4398 still has locks held!`,
    // `WARNING: HARDIRQ-safe -> HARDIRQ-unsafe lock order detected`.
    if (rest.startsWith(u"WARNING: ") || rest.startsWith(u"INFO: ") || rest.startsWith(u"BUG: ")) {
        if (rest.contains(u" still has locks held")
            || (rest.contains(u"-safe -> ") && rest.contains(u"lock order detected"))) {
            return true;
        }
    }
    return (rest.startsWith(u"INFO: ")
               && (rcuStall.match(rest).hasMatch() || task.match(rest).hasMatch()))
        || isSlubReportHeader(text);
}

bool isOpener(const QString &text)
{
    // Kernel events that may print a report after them (parsers/kerneleventline.h): a watchdog's
    // soft lockup, a hung task, an allocation failure or the OOM killer, each followed by a
    // trace.
    const bool hungTask
        = text.startsWith(u"INFO: task ") && text.contains(u" blocked for more than ");
    return isCrashOpener(text) || hungTask || isReportHeader(text)
        || text.startsWith(u"watchdog: BUG: soft lockup")
        || text.startsWith(u"NMI watchdog: BUG: ") || text.startsWith(u"oom-killer: gfp_mask=")
        // slab_error() and 2.6's WARN_ON(), each with a dump_stack() after it
        || text.startsWith(u"slab error in ") || text.startsWith(u"Badness in ")
        // kmemleak's report of a leaked object, with its allocation's backtrace
        || (text.startsWith(u"unreferenced object 0x") && text.endsWith(u"):"))
        || text.contains(u" invoked oom-killer: ") || text.contains(u"page allocation failure")
        || text.contains(u"page allocation stalls for ")
        // the decompressor's banner: a reboot, when a running kernel printed before it
        // (oopsparser.cpp's walk() asks)
        || text.startsWith(u"Booting the kernel");
}

bool isMarker(const QString &text)
{
    static const QRegularExpression marker(u"^(?:<<EOE>>|</?(?:IRQ|NMI|TASK|EOI|#DF|#MC|DB|SOFTIRQ)>)$"_s);
    return text.startsWith(u'<') && matches(marker, text);
}

/// A trace entry; the size may be cut off where the mail ended (`? down_read+0x24/`).

bool isRegisterLine(const QString &text)
{
    // `eax: c89d5840 ebx: ...`, `RSP: 0018:ffff88003b5e7e58  EFLAGS: 00010246`,
    // `FS:  00007f0d(0000) GS:ffff8800(0000) knlGS:0000000000000000`; a line that mail cut after
    // a register name ends in `ecx:`, and its remainder starts with the value.
    static const QRegularExpression registers(
        u"^(?:[0-9a-f]{8,16}(?:\\s+[A-Za-z][A-Za-z0-9_]{1,7} ?:\\s*(?:[0-9a-f]{4}:)?[0-9a-fA-F]{4,16}"
        u"(?:\\([0-9a-f]{4}\\))?)*|(?:\\s*[A-Za-z][A-Za-z0-9_]{1,7} ?:\\s*(?:[0-9a-f]{4}:)?[0-9a-fA-F]{4,16}"
        u"(?:\\([0-9a-f]{4}\\))?)+)(?:\\s+[A-Za-z][A-Za-z0-9_]{1,7} ?:)?\\s*$"_s);
    return text.contains(u':') && matches(registers, text);
}

bool isHexWords(const QString &text)
{
    static const QRegularExpression words(u"^(?:[0-9a-f]{8}|[0-9a-f]{16})(?: +(?:[0-9a-f]{8}|[0-9a-f]{16}|<EOI>|<IRQ>))*$"_s);
    return matches(words, text);
}

bool isBody(const QString &text)
{
    static const QList<QStringView> prefixes{
        u"EIP:", u"EIP is at ", u"RIP:", u"RIP  [<", u"IP: [<", u"IP:", u"PC is at ",
        u"LR is at ", u"NIP", u"pc : ", u"RSP <", u"ESP <", u"CPU:", u"Pid: ", u"Process ",
        u"Comm: ", u"Hardware name:", u"task: ", u"Stack:", u"Call Trace:", u"Call trace:",
        u"Backtrace:",
        u"Modules linked in:", u"PGD ", u"P4D ", u"*pde = ", u"*pte = ", u"#PF: ",
        u"printing eip:", u"EFLAGS: ", u"Workqueue: ", u"note: ", u"Fixing recursive fault",
        u"irq event stamp:", u"hardirqs last ", u"softirqs last ", u"Dumping ftrace",
        u"Kernel Offset:", u"CR2: ", u"Exception stack", u"Instruction dump:", u"Tainted: ",
        u"Not tainted", u"---[ end ", u"Sending NMI from CPU", u"Thread overran stack",
        u"Corrupted low memory", u"Lock list", u"DR0: ", u"DR3: ", u"DR6: ", u"PKRU: ",
        u"Code starting with the faulting instruction", u"All code", u"lr : ", u"sp : ",
        u"pstate: ", u"Internal error: ", u"Unable to handle kernel ", u"Mem abort info:",
        u"Data abort info:", u"CPU#", u"last sysfs file:", u"NMI backtrace for cpu ",
        u"INFO: lockdep is turned off.", u"Rebooting in ", // panic's last words
        u"pgd = ", // 32-bit ARM's page table, then `[fc14ef08] *pgd=00000000`
        // KASAN's and KMSAN's account of the object: its other stacks and the shadow memory.
        u"Allocated by task ", u"Freed by task ", u"Last potentially related work creation:",
        u"Second to last potentially related work creation:", u"The buggy address ",
        u"which belongs to the cache ", u"Memory state around the buggy address:",
        u"Disabling lock debugging due to kernel taint", u"Uninit was created at:",
        u"Uninit was stored to memory at:", u"page last allocated ", u"page last free ",
        u"Memory access of size ", u"Bytes received by ", u"Local variable ",
        u"\"echo 0 > /proc/sys/kernel/hung_task_timeout_secs\""};
    for (QStringView prefix : prefixes) {
        if (text.startsWith(prefix)) {
            return true;
        }
    }
    // Code bytes that mail wrapped onto a line of their own: `8b 03 ba 04 00 <00> 83 e0`.
    static const QRegularExpression armPageTable(u"^\\[[0-9a-f]{8,16}\\] \\*pgd="_s);
    if (text.startsWith(u'[') && matches(armPageTable, text)) {
        return true;
    }
    // KASAN's shadow memory: `>ffff88801c3a4e00: fb fb fb fb ...` and the caret under it.
    static const QRegularExpression shadow(u"^(?:>?[0-9a-f]{16}: (?:[0-9a-f]{2} ?)+|\\^)$"_s);
    if (matches(shadow, text)) {
        return true;
    }
    static const QRegularExpression codeBytes(u"^(?:[<(]?[0-9a-f]{2}[>)]? ){3,}[<(]?[0-9a-f]{2}[>)]?$"_s);
    if (isTaskStateLine(text)) {
        return true;
    }
    // Report lines of other shapes, one expression each.
    static const QRegularExpression shapes[] = {
        // sparc's die(): the mm it faulted in, its ASCII penguin, `proftpd(27129): Oops`, the
        // trap state and `Caller[000000000049b7ec]` frames.
        QRegularExpression(
            u"^(?:current->mm->(?:context|pgd) = [0-9a-f]+$|\\\\\\|/ ____ \\\\\\|/$|\"@'/ \\.\\. \\\\`@\"$"
            u"|/_\\| \\\\__/ \\|_\\\\$|\\\\__U_/$|[\\w.-]+\\(\\d+\\): Oops\\b|TSTATE: [0-9a-f]+|Caller\\[[0-9a-f]+\\]$)"_s),
        // The task's cpuset, as warn_alloc() and the OOM killer print it after their headline.
        QRegularExpression(u"^\\S+ cpuset=\\S* mems_allowed=[\\d,-]+$"_s),
        // What print_bad_pte() and dump_page() say of the page: `page:ffffea0000f1b250
        // flags:...`, `addr:00000037b4008000 vm_flags:08000875`, `vma->vm_ops->fault:
        // filemap_fault+0x0/0x34d`, `raw: 0017ffffc0000000 ...`, `page dumped because: ...`.
        QRegularExpression(
            u"^(?:page:\\s*[0-9a-f]{8,16}\\b|addr:[0-9a-f]+ vm_flags:|vma->vm_(?:ops|file)->|raw: [0-9a-f]{16}\\b|page dumped because: |page_owner )"_s),
        // KASAN's access: `Write of size 3970 at addr ffff88802a197800 by task x/5066`.
        QRegularExpression(u"^(?:Read|Write) of size \\d+ at addr [0-9a-f]+ by (?:task \\S+|interrupt)"_s),
        // kmemleak: `comm "(udev-worker)", pid 422, jiffies 4294711998 (age 5.223s)`, `hex dump
        // (first 32 bytes):`, its lines of bytes and characters, `backtrace:` (`backtrace (crc
        // 1f3e...):` since 6.7).
        QRegularExpression(
            u"^(?:comm \"[^\"]*\", pid \\d+, jiffies \\d+|hex dump \\(first \\d+ bytes\\):|backtrace(?: \\(crc [0-9a-f]+\\))?:$"
            u"|(?:[0-9a-f]{2} ){16} \\S{1,16}$)"_s),
        // lockdep's sentences between its lock listings and its backtrace.
        QRegularExpression(
            u"^(?:-{5,}$|\\S+/\\d+ is trying to (?:release|acquire) lock|but there are no more locks to release!"
            u"|other info that might help us debug this:|stack backtrace:|no locks held by \\S+/\\d+\\."
            u"|\\d+ locks? held by \\S+/\\d+:|#\\d+: |\\*\\*\\* DEADLOCK \\*\\*\\*|Possible unsafe locking scenario:"
            u"|the existing dependency chain \\(in reverse order\\) is:|-> #\\d+ \\(|which lock already depends on"
            u"|but task is already holding lock:|and this task is already holding:"
            u"|\\d+\\.\\d+\\S* #\\d+ (?:Not tainted|Tainted: )"
            // a lock and where it was taken: `(&mm->mmap_lock){++++}-{3:3}, at: f+0x1/0x2`
            u"|(?:[0-9a-f]{8,16} )?\\(.+\\)\\{[^}]*\\}(?:-\\{\\d+:\\d+\\})?, at: )"_s),
        // die()'s flags, on the `Oops: 0000 [#1]` line or, when mail or the kernel broke it, on
        // their own: `4K_STACKS SMP`, `PREEMPT SMP DEBUG_PAGEALLOC`, `SMP KASAN PTI`.
        QRegularExpression(
            u"^(?:(?:PREEMPT(?:_RT)?|SMP|DEBUG_PAGEALLOC|4K_STACKS|KASAN|NOPTI|PTI|NUMA|ARM|THUMB2)(?: +|$))+$"_s),
    };
    if (std::any_of(std::begin(shapes), std::end(shapes),
            [&text](const QRegularExpression &shape) { return matches(shape, text); })) {
        return true;
    }
    return isMarker(text) || isFrameLine(text) || isHexWords(text) || isRegisterLine(text)
        || text.startsWith(u"=====") || matches(codeBytes, text);
}

} // namespace

bool isSlubReportHeader(const QString &text)
{
    // SLUB's checks: `BUG kmalloc-8 (Tainted: G    B   ): Object already free`.
    static const QRegularExpression slub(u"^BUG [\\w.:-]+ \\([^)]*\\): \\S"_s);
    return text.startsWith(u"BUG ") && slub.match(text).hasMatch();
}

bool isFrameLine(const QString &text)
{
    static const QRegularExpression frame(
        u"^(?:\\[<[0-9a-f]{8,16}>\\]|\\[[\\w.$]+\\+\\d+/\\d+\\]|(?:\\? )?[\\w.$]+\\+0x[0-9a-f]+/(?:0x[0-9a-f]*)?"
        u"|\\[[0-9a-f]{8,16}\\] \\[[0-9a-f]{8,16}\\] " // powerpc: the stack pointer, the return address
        u"|(?:\\? )?[\\w.$]+ \\([\\w./+-]+:\\d+|(?:\\? )?[\\w.$]+ [\\w./+-]+\\.[chS]:\\d+(?: \\[inline\\])?$)"_s);
    return matches(frame, text);
}

bool isTaskStateLine(const QString &text)
{
    // sched_show_task(): `bptm  D ffff8817dddf80b0  0 26120  26119 0x00000080` (2.6-4.x, the
    // stack pointer gone in 4.x, the flags not yet there in 2.6.2x), 2.6.7's sysrq-t `pppd  S
    // C140E820  0  721  1  18063  17268 (NOTLB)`, 5.x's `task:dd state:D stack:0 pid:3570 ...`.
    static const QRegularExpression task(
        u"^(?:\\S+ +[RSDTtXZI] +(?:[0-9a-fA-F]{8,16} +)?\\d+(?: +\\d+){2,4}(?: +0x[0-9a-f]+(?: +last_\\w+: .*)?| +\\((?:NOTLB|L-TLB)\\))?\\s*$"
        u"|task:\\S+ +state:\\S)"_s);
    return matches(task, text);
}

bool isTraceExcerptStart(const QString &text)
{
    // An address and a symbol with its offset: a trace, even when the sender cut its head.
    static const QRegularExpression frame(u"^\\[<[0-9a-f]{8,16}>\\] (?:\\? )?:?[\\w.$:]+\\+0x[0-9a-f]+/0x[0-9a-f]+"_s);
    return text.startsWith(u"[<") && matches(frame, text);
}

bool isTraceHeader(const QString &text)
{
    return startsWithAny(text, { u"Call Trace:", u"Call trace:", u"Backtrace:", u"stack backtrace:" });
}

bool isShowRegsLine(const QString &text)
{
    static const QRegularExpression pid(u"^Pid: \\d+, comm:\\s+\\S"_s);
    // dump_stack()'s own first line since 2.6.3x, where the sender cut the headline off.
    static const QRegularExpression cpu(u"^CPU: \\d+ (?:UID: \\d+ )?PID: \\d+ Comm: \\S.{0,30}? (?:Not tainted|Tainted: )"_s);
    return (text.startsWith(u"Pid: ") && matches(pid, text))
        || (text.startsWith(u"CPU: ") && matches(cpu, text));
}

OopsLine OopsLine::read(const QString &raw)
{
    static const QRegularExpression syslog(
        u"^([A-Z][a-z]{2} [ \\d]\\d \\d\\d:\\d\\d:\\d\\d|\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d"
        u"(?:\\.\\d+)?(?:Z|[+-]\\d\\d:?\\d\\d)?) (?:\\S+ (?:kernel: ?| (?=\\[<))"
        // a date the sender pasted with the first line only: `Oct 10 07:20:18 BUG: unable ...`
        u"|(?=BUG: |WARNING: |INFO: |Oops: |Unable to handle |general protection |kernel BUG ))"_s);
    static const QRegularExpression dmesg(u"^\\[ *(\\d+\\.\\d+)\\] ?(?:\\[ *([TC]\\d+)\\] ?)?"_s);
    // `dmesg -T`: `[Mon Mar 25 23:35:17 2019] CPU: 2 PID: 29518 ...`.
    static const QRegularExpression ctime(
        u"^\\[((?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} [ \\d]\\d \\d\\d:\\d\\d:\\d\\d \\d{4})\\] ?"_s);
    static const QRegularExpression level(u"^<\\d>"_s);
    OopsLine line;
    QStringView text = QStringView(raw).trimmed();
    if (text.size() > maximumOopsLineLength) {
        line.text = raw; // classified as nothing by its length
        return line;
    }
    QString rest = text.toString();
    if (!rest.isEmpty() && (rest.at(0).isUpper() || rest.at(0).isDigit())) {
        const QRegularExpressionMatch match = syslog.match(rest);
        if (match.hasMatch()) {
            line.timestamp = match.captured(1);
            rest = rest.mid(match.capturedLength());
        }
    }
    if (rest.startsWith(u'<')) {
        const QRegularExpressionMatch match = level.match(rest);
        if (match.hasMatch()) {
            rest = rest.mid(match.capturedLength());
        }
    }
    // A console's login prompt the kernel printed onto: `syzkaller login: Unable to handle ...`.
    static const QRegularExpression login(u"^\\S+ login: (?=\\S)"_s);
    if (rest.contains(u" login: ")) {
        if (const QRegularExpressionMatch match = login.match(rest); match.hasMatch()) {
            rest = rest.mid(match.capturedLength());
        }
    }
    // printk's own note that the console fell behind: `** 3764 printk messages dropped ** `.
    static const QRegularExpression dropped(u"^\\*\\* \\d+ printk messages dropped \\*\\* ?"_s);
    if (rest.startsWith(u"** ")) {
        if (const QRegularExpressionMatch match = dropped.match(rest); match.hasMatch()) {
            rest = rest.mid(match.capturedLength());
        }
    }
    // Another message's unfinished line that a report's header was printed onto: `...bytes[
    // 76.471107] BUG: unable to handle kernel paging request at ffffffffa4493138`.
    if (!rest.startsWith(u'[') && rest.contains(u"] ")) {
        static const QRegularExpression embedded(u"\\[ *\\d+\\.\\d{3,9}\\](?:\\[ *[TC]\\d+\\])? ?"_s);
        const QRegularExpressionMatch match = embedded.match(rest);
        if (match.hasMatch() && match.capturedStart() > 0
            && isOpener(rest.mid(match.capturedEnd()).trimmed())) {
            rest = rest.mid(match.capturedStart());
        }
    }
    // A shell prompt the console printed the message onto: `:#> [16686.3] watchdog: ...`.
    static const QRegularExpression prompt(u"^[^\\w\\s\\[]{1,16} *(?=\\[ *\\d+\\.\\d+\\])"_s);
    if (!rest.isEmpty() && !rest.at(0).isLetterOrNumber() && rest.at(0) != u'[') {
        if (const QRegularExpressionMatch match = prompt.match(rest); match.hasMatch()) {
            rest = rest.mid(match.capturedLength());
        }
    }
    if (rest.startsWith(u'[')) {
        if (const QRegularExpressionMatch match = ctime.match(rest); match.hasMatch()) {
            line.timestamp = match.captured(1);
            rest = rest.mid(match.capturedLength());
        }
    }
    if (rest.startsWith(u'[')) {
        const QRegularExpressionMatch match = dmesg.match(rest);
        if (match.hasMatch()) {
            if (line.timestamp.isEmpty()) {
                line.timestamp = match.captured(1);
            }
            line.secondsSinceBoot = match.captured(1).toDouble();
            line.caller = match.captured(2);
            rest = rest.mid(match.capturedLength());
            if (rest.startsWith(u'<')) {
                const QRegularExpressionMatch after = level.match(rest);
                rest = after.hasMatch() ? rest.mid(after.capturedLength()) : rest;
            }
        }
    }
    line.text = rest.trimmed();
    // Web archives strip `<ffffffff81234567>` as a tag and leave `[] schedule+0x29/0x70`:
    // the symbol is all that is left of the frame.
    if (line.text.contains(u"[] "_s)) {
        static const QRegularExpression stripped(u"(?:^|(?<=[\\s:]))\\[\\] *"_s);
        line.text.replace(stripped, QString());
    }
    return line;
}

OopsLineKind classifyOopsLine(const QString &text)
{
    static const QRegularExpression header(u"^ksymoops \\d+\\.\\d+\\.?\\d* on \\S+ \\S+\\s+Options used"_s);
    static const QRegularExpression option(u"^-[A-Za-z] .*\\((?:default|specified)\\)$"_s);
    static const QRegularExpression issued(
        u"^\\d+ (?:warnings?|errors?)(?: and \\d+ errors?)? issued\\."_s);
    static const QRegularExpression decoded(
        u"^(?:>>[A-Za-z]{2,3};|Trace;|Code;) +[0-9a-f]{8,16}\\b|^[0-9a-f]{8,16} <_[ER]IP>:$"
        u"|^[0-9a-f]+:\\*?\\s+(?:[0-9a-f]{2}\\s)+|^<\\[?[\\w.$\\]]+\\+[0-9a-f]+/[0-9a-f]+>$"_s);
    static const QRegularExpression warning(u"^(?:Warning|Error)(?: \\([\\w ]+\\))?: "_s);
    if (text.isEmpty() || text.size() > maximumOopsLineLength) {
        return OopsLineKind::None;
    }
    if (text.startsWith(u"ksymoops ") && matches(header, text)) {
        return OopsLineKind::KsymoopsHeader;
    }
    if (matches(decoded, text)) {
        return OopsLineKind::KsymoopsDecoded;
    }
    if (isOpener(text)) {
        return OopsLineKind::Opener;
    }
    if (text.startsWith(u"Code: ")) {
        return OopsLineKind::Code;
    }
    if (text.startsWith(u"---[ end ")) {
        return OopsLineKind::Trailer;
    }
    if (text.at(0).isDigit() && matches(issued, text)) {
        return OopsLineKind::KsymoopsTrailer;
    }
    if ((text.startsWith(u"Warning") || text.startsWith(u"Error")) && matches(warning, text)) {
        return OopsLineKind::KsymoopsWarning;
    }
    if (startsWithAny(text, {u"No modules in ksyms", u"No ksyms, skipping", u"Using defaults from ksymoops"})
        || (text.startsWith(u'-') && matches(option, text))) {
        return OopsLineKind::KsymoopsChatter;
    }
    return isBody(text) ? OopsLineKind::Body : OopsLineKind::None;
}

bool isDecodedOpener(const QString &text)
{
    // `Code;` too: ksymoops' decoded code bytes pasted alone.
    return text.startsWith(u">>") || text.startsWith(u"Trace;") || text.startsWith(u"Code;");
}

bool isModuleListContinuation(const QString &text)
{
    static const QRegularExpression modules(
        u"^[\\w-]+(?:\\([A-Z+-]+\\))?(?: +[\\w-]+(?:\\([A-Z+-]+\\))?)*(?: +\\[last unloaded: [\\w-]+\\])?$"_s);
    return matches(modules, text);
}

bool isStructuralOopsLine(const QString &text)
{
    // Each with an address, a symbol+offset or bytes, so that prose quoting a keyword is not one.
    static const QRegularExpression structural(
        u"^(?:(?:EIP|RIP|IP):\\s+(?:[0-9a-f]{4}:)?(?:\\[<?[0-9a-f]{8,16}|\\[?[\\w.$]+\\+(?:0x)?[0-9a-f]+)"
        u"|(?:EIP|PC) is at [\\w.$]+\\+0x|NIP \\[[0-9a-f]+\\]"
        u"|(?:Call [Tt]race|Backtrace):\\s*\\[<?[0-9a-f]"
        u"|WARNING: CPU: \\d+ PID: \\d+ at \\S+:\\d+ [\\w.$]+\\+0x[0-9a-f]+/0x"
        u"|\\[<[0-9a-f]{8,16}>\\] [\\w.$]+\\+0x[0-9a-f]+/0x"
        u"|TSTATE: [0-9a-f]{8,16} TPC: [0-9a-f]{8,16}|Caller\\[[0-9a-f]{8,16}\\]$"
        u"|Code: (?:[<(]?[0-9a-f]{2}[>)]? ){4}|Stack: +[0-9a-f]{8}"
        u"|(?:>>[A-Za-z]{2,3};|Trace;|Code;)\\s+[0-9a-f]{8,16}\\s+<[^>]+>)"_s);
    return isFrameLine(text) || matches(structural, text);
}

std::optional<OopsFrame> parseSymbolOffset(QStringView text, bool ksymoopsHex)
{
    // ksymoops: `__free_pages_ok+93/300`, `[nvidia]nv_linux_devices+0/5c0`;
    // %pS: `foo_read+0x17/0x90 [foo]`, `func+0x1a/0x20 [mod 3c4f...]`, `func+0x12` (no size);
    // 2.6.2x x86_64 put the module first: `:dvb_core:dvb_unregister_frontend+0xb5/0x100`.
    static const QRegularExpression kernel(
        u"^(?::([\\w-]+):)?([\\w.$]+)\\+0x([0-9a-f]+)(?:/0x([0-9a-f]+))?(?:\\s+\\[([\\w-]+)[^\\]]*\\])?$"_s);
    static const QRegularExpression ksymoops(
        u"^(?:\\[([\\w-]+)\\])?([\\w.$]+)\\+([0-9a-f]+)/([0-9a-f]+)$"_s);
    const QString subject = text.trimmed().toString();
    OopsFrame frame;
    if (ksymoopsHex) {
        const QRegularExpressionMatch match = ksymoops.match(subject);
        if (!match.hasMatch()) {
            return std::nullopt;
        }
        frame.module = match.captured(1);
        frame.symbol = match.captured(2);
        frame.offset = match.captured(3).toULongLong(nullptr, 16);
        frame.size = match.captured(4).toULongLong(nullptr, 16);
        return frame;
    }
    const QRegularExpressionMatch match = kernel.match(subject);
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    frame.symbol = match.captured(2);
    frame.offset = match.captured(3).toULongLong(nullptr, 16);
    frame.size = match.captured(4).toULongLong(nullptr, 16);
    frame.module = match.hasCaptured(1) ? match.captured(1) : match.captured(5);
    return frame;
}

} // namespace vmscope
