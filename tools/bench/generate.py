#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Writes a seeded benchmark input to stdout: the same bytes for the same arguments.

Usage: tools/bench/generate.py KIND [SCALE] [SEED]
  vmstat    `vmstat 1` for a week (604 800 rows, a header every 21 rows as procps-ng prints)
  top       `top -b -d 1` for 4 hours with about 300 tasks (procps-ng 4 layout, 8 CPUs)
  slabinfo  `date; cat /proc/slabinfo` (version 2.1, SLUB) every 10 s for a day
  mbox      100 MB of list mail: prose, quoted replies, vmstat and top pastes, profiles, oopses
SCALE multiplies the length (0.5 is half a week, 2 is two weeks; 1 by default). Only the
standard library is used, so any Debian python3 runs it.
"""
import math
import random
import sys

VMSTAT_HEADER = (
    "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n"
    " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st\n")


class Vmstat:
    """`vmstat 1` rows with a daily swing and a writeback stall every ten minutes."""

    def __init__(self, rng, second=0):
        self.rng = rng
        self.second = second

    def rows(self, count, headers=True):
        out = []
        for _ in range(count):
            if headers and self.second % 21 == 0:
                out.append(VMSTAT_HEADER)
            out.append(self.row())
            self.second += 1
        return "".join(out)

    def row(self):
        rng, second = self.rng, self.second
        stalled = second % 600 >= 570
        day = math.sin(second * 2 * math.pi / 86400)
        free = max(2000, int(400000 + 150000 * day - (second % 600) * 200))
        bo = 0 if stalled else int(12000 + 6000 * day + rng.randrange(4000))
        us = 1 if stalled else 5 + rng.randrange(10)
        sy = 2 if stalled else 20 + rng.randrange(15)
        wa = 0 if stalled else rng.randrange(8)
        return ("%2d %2d %6d %6d %6d %6d %4d %4d %5d %5d %4d %4d %2d %2d %2d %2d %2d\n"
                % (rng.randrange(3), 4 if stalled else rng.randrange(2), 112 + rng.randrange(64),
                   free, 10000 + rng.randrange(500), 800000 + (second % 600) * 150,
                   rng.randrange(2), rng.randrange(2), rng.randrange(20), bo,
                   1100 if stalled else 4000 + rng.randrange(3000),
                   60 if stalled else 400 + rng.randrange(300), us, sy, 100 - us - sy - wa, wa, 0))


def vmstat(scale, rng, out):
    rows = int(7 * 24 * 3600 * scale)
    out.write("A week of `vmstat 1` on the test box (tools/bench/generate.py).\n\n6.1.0-13-amd64:\n")
    log = Vmstat(rng)
    while rows > 0:
        chunk = min(rows, 21 * 1000)
        out.write(log.rows(chunk))
        rows -= chunk


DAEMONS = ("systemd kthreadd rcu_gp rcu_par_gp mm_percpu_wq rcu_tasks_kthread ksoftirqd/0 "
           "rcu_preempt migration/0 cpuhp/0 kdevtmpfs netns kauditd khungtaskd oom_reaper "
           "writeback kcompactd0 ksmd khugepaged kintegrityd kblockd edac-poller kswapd0 "
           "kthrotld scsi_eh_0 jbd2/sda1-8 systemd-journal systemd-udevd systemd-resolve "
           "dbus-daemon irqbalance NetworkManager polkitd rsyslogd systemd-logind udisksd cupsd "
           "sshd cron agetty postgres Xorg gnome-shell pipewire wireplumber firefox dbench bash"
           ).split()
TRANSIENT = "cc1plus make sh grep sed gzip cp ld as kworker/u16:3".split()


def memory_field(kib, width):
    text = "%d" % kib
    if len(text) <= width:
        return "%*d" % (width, kib)
    if kib < 10 * 1024 * 1024:
        return "%*.1fm" % (width - 1, kib / 1024.0)
    return "%*.1fg" % (width - 1, kib / 1048576.0)


class TopLog:
    """procps-ng 4 `top -b -d 1`: 8 CPU lines, MiB Mem/Swap, ~300 tasks sorted by %CPU."""

    CPUS = 8

    def __init__(self, rng):
        self.rng = rng
        self.frame = 0
        self.next_pid = 1
        self.tasks = [self.task(name, -1) for name in DAEMONS]
        cpu = 1
        while len(self.tasks) < 270:
            for pattern in ("cpuhp/%d", "migration/%d", "ksoftirqd/%d", "kworker/%d:1-events",
                            "kworker/%d:1H-kblockd", "idle_inject/%d"):
                self.tasks.append(self.task(pattern % cpu, -1))
            cpu += 1
        for task in self.tasks:
            task["busy"] = {"kswapd0": 35, "dbench": 80, "Xorg": 12, "firefox": 12}.get(
                task["command"], task["busy"])

    def task(self, command, frames):
        rng = self.rng
        pid = self.next_pid
        self.next_pid += 1 + rng.randrange(7)
        kernel = "/" in command or command.startswith(("k", "rcu")) or command.endswith("wq")
        virt = 0 if kernel else 8000 + rng.randrange(3000000)
        res = 0 if kernel else 2000 + rng.randrange(virt // 4)
        return {"pid": pid, "user": "root" if kernel or rng.randrange(3) else "akpm",
                "pr": "rt" if rng.randrange(20) == 0 else "20", "virt": virt, "res": res,
                "shr": 0 if kernel else 1000 + rng.randrange(res // 2 + 1),
                "busy": rng.uniform(0, 2) if rng.randrange(10) == 0 else 0,
                "time": rng.randrange(500000), "command": command, "left": frames}

    def churn(self):
        self.tasks = [t for t in self.tasks if t["left"] != 0]
        for task in self.tasks:
            if task["left"] > 0:
                task["left"] -= 1
        while len(self.tasks) < 300 or self.rng.randrange(10) == 0:
            command = self.rng.choice(TRANSIENT)
            task = self.task(command, 1 + self.rng.randrange(120))
            task["busy"] = 60 + self.rng.uniform(0, 35) if command == "cc1plus" else 0.5
            self.tasks.append(task)
        if self.next_pid > 4000000:
            self.next_pid = 300

    def write_frame(self):
        rng = self.rng
        self.churn()
        running = 0
        total = 0.0
        for task in self.tasks:
            busy = task["busy"]
            if busy <= 0:
                cpu = 0.3 * (1 + rng.randrange(3)) if rng.randrange(50) == 0 else 0.0
            else:
                cpu = min(99.9, round(busy * (0.5 + rng.random()) * 10) / 10)
            task["cpu"] = cpu
            task["time"] += int(cpu)
            task["state"] = "R" if cpu > 20 else ("D" if rng.randrange(400) == 0 else "S")
            running += task["state"] == "R"
            total += cpu
        clock = 14 * 3600 + 2 * 60 + 11 + self.frame
        up = 3 * 1440 + 4 * 60 + 12 + (self.frame + 49) // 60
        load = min(16.0, total / self.CPUS / 10)
        lines = ["top - %02d:%02d:%02d up %d days, %2d:%02d,  3 users,  load average: "
                 "%.2f, %.2f, %.2f\n" % (clock // 3600 % 24, clock // 60 % 60, clock % 60,
                                          up // 1440, up // 60 % 24, up % 60, load,
                                          load * 0.9 + 0.1, load * 0.8 + 0.2),
                 "Tasks: %3d total, %3d running, %3d sleeping,   0 stopped,   0 zombie\n"
                 % (len(self.tasks), running, len(self.tasks) - running)]
        busy = total / self.CPUS
        for cpu in range(self.CPUS):
            us = min(99.0, busy * (0.5 + rng.random()))
            sy = min(100.0 - us, rng.uniform(0, 8))
            wa = min(100.0 - us - sy, rng.uniform(0, 3))
            lines.append("%%Cpu%-3d:%5.1f us,%5.1f sy,%5.1f ni,%5.1f id,%5.1f wa,%5.1f hi,"
                         "%5.1f si,%5.1f st \n" % (cpu, us, sy, 0.0, max(0.0, 100 - us - sy - wa),
                                                   wa, 0.0, 0.0, 0.0))
        total_mib = 15935.9
        used = 4026.3 + 2000 * math.sin(self.frame / 600.0) + rng.uniform(0, 50)
        cache = 2320.3 + self.frame % 3600 * 0.5
        swap = 0.0 if self.frame % 7200 < 3600 else (self.frame % 3600) * 0.1
        lines.append("MiB Mem :%9.1f total,%9.1f free,%9.1f used,%9.1f buff/cache     \n"
                     % (total_mib, total_mib - used - cache, used, cache))
        lines.append("MiB Swap:%9.1f total,%9.1f free,%9.1f used.%9.1f avail Mem \n\n"
                     % (2048.0, 2048.0 - swap, swap, total_mib - used))
        lines.append("    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ "
                     "COMMAND\n")
        for task in sorted(self.tasks, key=lambda t: -t["cpu"]):
            hundredths = task["time"]
            lines.append("%7d %-8.8s %3s %3d %s %s %s %s %5.1f %5.1f %9s %s\n" % (
                task["pid"], task["user"], task["pr"], -20 if task["pr"] == "rt" else 0,
                memory_field(task["virt"], 7), memory_field(task["res"], 6),
                memory_field(task["shr"], 6), task["state"], task["cpu"],
                task["res"] * 100.0 / (total_mib * 1024),
                "%d:%02d.%02d" % (hundredths // 6000, hundredths // 100 % 60, hundredths % 100),
                task["command"]))
        self.frame += 1
        return "".join(lines)


def top(scale, rng, out):
    log = TopLog(rng)
    for frame in range(int(4 * 3600 * scale)):
        if frame:
            out.write("\n")
        out.write(log.write_frame())


SLUB_CACHES = (
    [("kmalloc-%d" % size, size) for size in (8, 16, 32, 64, 96, 128, 192, 256, 512, 1024,
                                               2048, 4096, 8192)]
    + [("kmalloc-cg-%d" % size, size) for size in (8, 16, 32, 64, 96, 128, 192, 256, 512,
                                                    1024, 2048, 4096, 8192)]
    + [("kmalloc-rcl-%d" % size, size) for size in (8, 16, 32, 64, 96, 128, 192, 256)]
    + [("dma-kmalloc-%d" % size, size) for size in (8, 16, 32, 64, 96, 128, 192, 256, 512)]
    + [(name, size) for name, size in (
        ("ext4_inode_cache", 1080), ("ext4_allocation_context", 144), ("ext4_io_end", 64),
        ("ext4_extent_status", 40), ("jbd2_journal_head", 120), ("jbd2_revoke_table_s", 16),
        ("dentry", 192), ("inode_cache", 600), ("radix_tree_node", 576), ("buffer_head", 104),
        ("vm_area_struct", 232), ("mm_struct", 1088), ("files_cache", 704),
        ("signal_cache", 1152), ("sighand_cache", 2112), ("task_struct", 9792),
        ("cred_jar", 192), ("anon_vma", 104), ("anon_vma_chain", 64), ("pid", 128),
        ("filp", 256), ("names_cache", 4096), ("sock_inode_cache", 832),
        ("skbuff_head_cache", 256), ("skbuff_fclone_cache", 512), ("TCP", 2432),
        ("UDP", 1216), ("request_sock_TCP", 304), ("proc_inode_cache", 720),
        ("shmem_inode_cache", 784), ("kernfs_node_cache", 136), ("kernfs_iattrs_cache", 88),
        ("mnt_cache", 320), ("bio-120", 192), ("biovec-max", 4096), ("blkdev_ioc", 104),
        ("fsnotify_mark_connector", 32), ("dquot", 256), ("eventpoll_pwq", 72),
        ("lsm_file_cache", 24), ("xfs_inode", 1024), ("btrfs_inode", 1160),
        ("nf_conntrack", 320), ("uts_namespace", 432), ("pde_opener", 40), ("seq_file", 120),
        ("trace_event_file", 88), ("ftrace_event_field", 48), ("vmap_area", 64),
        ("page->ptl", 64), ("numa_policy", 24), ("audit_buffer", 24), ("kmem_cache", 448),
        ("kmem_cache_node", 64))])


def slabinfo(scale, rng, out):
    caches = []
    for name, size in SLUB_CACHES:
        per_slab = max(1, 4096 * (1 if size < 512 else 8) // size)
        caches.append([name, size, per_slab, 1 if size < 512 else 8,
                       per_slab * (10 + rng.randrange(4000))])
    out.write("while sleep 10; do date; cat /proc/slabinfo; done (tools/bench/generate.py)\n")
    day = 1669900000  # 2022-12-01 13:06:40 UTC
    for snapshot in range(int(8640 * scale)):
        stamp = day + 10 * snapshot
        lines = [format_date(stamp), "slabinfo - version: 2.1\n",
                 "# name            <active_objs> <num_objs> <objsize> <objperslab> "
                 "<pagesperslab> : tunables <limit> <batchcount> <sharedfactor> : slabdata "
                 "<active_slabs> <num_slabs> <sharedavail>\n"]
        for cache in caches:
            name, size, per_slab, pages, objects = cache
            growth = 3 if name in ("dentry", "ext4_inode_cache", "buffer_head") else 0
            cache[4] = max(per_slab, objects + per_slab * (rng.randrange(-2, 3) + growth))
            slabs = -(-cache[4] // per_slab)
            active = cache[4] - rng.randrange(per_slab)
            lines.append("%-17s %6d %6d %6d %4d %4d : tunables %4d %4d %4d : slabdata %6d %6d "
                         "%6d\n" % (name, active, slabs * per_slab, size, per_slab, pages, 0, 0,
                                    0, slabs, slabs, 0))
        out.write("".join(lines))


DAYS = "Mon Tue Wed Thu Fri Sat Sun".split()
MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def format_date(stamp):
    import time
    t = time.gmtime(stamp)
    return "%s %s %2d %02d:%02d:%02d UTC %d\n" % (DAYS[t.tm_wday], MONTHS[t.tm_mon - 1],
                                                   t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec,
                                                   t.tm_year)


PROSE = ("The box stalls for a few seconds whenever the dirty data reaches the limit, and "
         "bo falls to zero while the writers wait. I ran the same load on both kernels; "
         "below is what vmstat and the profile said. Any idea where the time goes?").split()
KERNELS = ["2.4.19", "2.5.31", "2.5.31-akpm", "2.6.0-test4", "2.6.32-rc5", "6.1.0"]
PROFILE_SYMBOLS = ("default_idle __make_request blk_queue_bounce ext3_get_block "
                   "do_get_write_access journal_dirty_metadata __find_get_block copy_user_generic "
                   "shrink_list try_to_free_pages generic_file_aio_write radix_tree_lookup "
                   "kmem_cache_alloc schedule page_referenced").split()


def sentence(rng, words=24):
    start = rng.randrange(len(PROSE) - words)
    return " ".join(PROSE[start:start + words])


def profile_paste(rng):
    lines = []
    total = 0
    for symbol in PROFILE_SYMBOLS:
        ticks = rng.randrange(20, 90000)
        total += ticks
        lines.append("%8d %-30s %8.4f\n" % (ticks, symbol, ticks / 1000.0))
    lines.sort(key=lambda line: -int(line.split()[0]))
    lines.append("%8d %-30s %8.4f\n" % (total, "total", total / 100000.0))
    return "".join(lines)


def oops_paste(rng):
    return ("Unable to handle kernel NULL pointer dereference at virtual address 00000008\n"
            " printing eip:\nc01%05x\n*pde = 00000000\nOops: 0000\nCPU:    0\n"
            "EIP:    0060:[<c01%05x>]    Not tainted\nEFLAGS: 00010246\n"
            "EIP is at journal_dirty_metadata+0x%x/0x1a0\n"
            "eax: 00000000   ebx: c7a3e0c0   ecx: 00000001   edx: c6f2b780\n"
            "Process dbench (pid: %d, threadinfo=c6e12000 task=c7f1e6c0)\n"
            "Call Trace: [<c0170a4c>] ext3_dirty_inode+0x7c/0xe0 [<c0152d6e>] "
            "__mark_inode_dirty+0x2e/0xc0 [<c0149e3f>] generic_file_write+0x4bf/0x6a0\n"
            "Code: 8b 40 08 85 c0 74 0e 8b 50 04 39 ca 75 07\n"
            % (rng.randrange(1 << 20), rng.randrange(1 << 20), rng.randrange(400),
               rng.randrange(30000)))


def mbox(scale, rng, out):
    limit = int(100 * 1000 * 1000 * scale)
    written = 0
    message = 0
    second = 0
    top_log = TopLog(rng)
    while written < limit:
        kernel = rng.choice(KERNELS)
        parts = ["From akpm@example.org Mon Sep  2 0%d:%02d:00 2002\n" % (message % 10,
                                                                          message % 60),
                 "From: Andrew Morton <akpm@example.org>\n",
                 "Subject: Re: [PATCH] writeback stalls on %s (%d)\n" % (kernel, message),
                 "Date: Mon, 2 Sep 2002 0%d:%02d:00 -0700\n" % (message % 10, message % 60),
                 "Message-ID: <%d.bench@example.org>\n\n" % message,
                 sentence(rng), "\n\n", kernel, ":\n"]
        choice = message % 4
        if choice == 0:
            log = Vmstat(rng, second)
            parts.append(log.rows(60 + rng.randrange(600)))
            second = log.second
        elif choice == 1:
            parts.append(top_log.write_frame())
        elif choice == 2:
            parts.append(profile_paste(rng))
        else:
            parts.append(oops_paste(rng))
        parts.append("\n" + sentence(rng) + "\n\n")
        if message % 3 == 2:  # a reply quoting a vmstat paste again
            log = Vmstat(rng, second)
            parts.append("> " + log.rows(30).replace("\n", "\n> ").rstrip("> ") + "\n")
            second = log.second
        text = "".join(parts)
        out.write(text)
        written += len(text)
        message += 1


KINDS = {"vmstat": vmstat, "top": top, "slabinfo": slabinfo, "mbox": mbox}


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in KINDS:
        sys.stderr.write(__doc__)
        return 2
    scale = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 2002
    out = sys.stdout
    KINDS[sys.argv[1]](scale, random.Random(seed), out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
