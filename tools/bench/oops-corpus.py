#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""vmscope against syzkaller's report-parser corpus (issue #35's table).

Each file of pkg/report/testdata/linux/report/ in google/syzkaller is a real console log headed
by what syzkaller expects of it: `TITLE: KASAN: use-after-free Read in foo` (empty: no report),
then a blank line, then the log. This script feeds each log (without the header) to
`vmscope-cli analyze --json` and compares what vmscope found with the title:

  detection   logs with a TITLE where vmscope gives an oops capture
  false alarm logs without a TITLE that get one
  kind        the first oops capture's headline is the title's kind of report
  culprit     the title's `in FUNC` is the first oops capture's culprit
  present     FUNC is the location or one of the frames of the first oops capture
  (logs titled with syzkaller's own failures, SYZFAIL and the like, are left out)
  multi       logs with two reports or more (counted by this script's own list of report
              headers, below) where each report's first line lies in an oops capture of its own

None of this is vmscope's code: the header list and the kind table are the scorer's, written
from the kernel's printk formats, so that vmscope's rules are measured, not echoed.

Usage: oops-corpus.py CLI CORPUS_DIR [--failures FILE] [--jobs N]
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

# --- what the title says ------------------------------------------------------------------

def read_test(path):
    """(title, log bytes) of one corpus file: header lines up to the first blank line."""
    with open(path, 'rb') as f:
        data = f.read()
    title = ''
    header_end = 0
    pos = 0
    while True:
        nl = data.find(b'\n', pos)
        line = data[pos:nl if nl >= 0 else len(data)]
        if not line.strip():
            header_end = (nl + 1) if nl >= 0 else len(data)
            break
        text = line.decode('utf-8', 'replace')
        if text.startswith('TITLE: '):
            title = text[7:].strip()
        if nl < 0:
            header_end = len(data)
            break
        pos = nl + 1
    return title, data[header_end:]


def title_function(title):
    """The `in FUNC` of a title, or None (`kernel BUG at fs/x.c:LINE!`, `corrupted`)."""
    m = re.search(r' in ([\w.$]+)(?: \(\d+\))?$', title)
    if not m or m.group(1) in ('corrupted',):
        return None
    return m.group(1)


def base_symbol(name):
    return re.sub(r'(\.(?:isra|constprop|part|cold|llvm|lto_priv)(?:\.\d+)*)+$', '', name or '')


# The kinds of title and what a headline of that kind looks like (prefix-stripped line).
KIND_TABLE = [
    (r'^KASAN: ', r'KASAN: '),
    (r'^KMSAN: ', r'KMSAN: '),
    (r'^KCSAN: ', r'KCSAN: '),
    (r'^KFENCE: ', r'KFENCE: '),
    (r'^UBSAN: ', r'UBSAN: '),
    (r'^INFO: task hung', r'INFO: task .* blocked (?:in I/O wait )?for more than'),
    (r'^INFO: rcu detected stall', r'rcu.*(?:detected (?:expedited )?stall|self-detected stall)'),
    (r'^INFO: trying to register non-static key', r'trying to register non-static key'),
    (r'^INFO: task can.t die', r'INFO: task .* can\'t die'),
    (r'^BUG: soft lockup', r'soft lockup'),
    (r'^BUG: workqueue lockup', r'workqueue lockup'),
    (r'^possible deadlock', r'possible (?:circular|recursive) locking|possible deadlock'
                            r'|lock inversion dependency|-safe -> \w+-unsafe lock order'),
    (r'^inconsistent lock state', r'inconsistent lock state'),
    (r'^suspicious RCU usage', r'suspicious RCU usage'),
    (r'^memory leak', r'unreferenced object|memory leak'),
    (r'^general protection fault', r'general protection fault'),
    (r'^BUG: unable to handle kernel NULL pointer', r'NULL pointer dereference'),
    (r'^BUG: unable to handle kernel paging request', r'paging request|unable to handle'),
    (r'^BUG: unable to handle kernel', r'unable to handle'),
    (r'^kernel BUG', r'kernel BUG|BUG: failure at|Kernel BUG'),
    (r'^BUG: bad usercopy', r'usercopy|Bad or missing usercopy'),
    (r'^BUG: (?:sleeping function|scheduling while atomic)', r'sleeping function|scheduling while atomic'),
    (r'^BUG: corrupted list', r'list_(?:add|del) corruption|corrupted list|list corruption'
                              r'|kernel BUG at lib/list_debug\.c'),
    (r'^BUG: stack guard page', r'stack guard page'),
    (r'^BUG: MAX_', r'BUG: MAX_|MAX_LOCKDEP|MAX_STACK'),
    (r'^BUG: looking up invalid subclass', r'invalid subclass'),
    (r'^BUG: held lock freed', r'held lock freed'),
    (r'^BUG: Bad page', r'Bad page'),
    (r'^BUG: Bad rss-counter', r'Bad rss-counter'),
    (r'^BUG: using __this_cpu|^BUG: using smp_processor_id', r'using (?:__this_cpu|smp_processor_id)'),
    (r'^BUG: spinlock', r'spinlock'),
    (r'^BUG: ', r'BUG'),
    (r'^WARNING: ODEBUG', r'ODEBUG|lib/debugobjects\.c'),
    (r'^WARNING: locking bug', r'WARNING|Invalid wait context|lock'),
    (r'^WARNING: refcount bug', r'refcount_t|refcount'),
    (r'^WARNING: kernel stack (?:regs|frame pointer)', r'kernel stack (?:regs|frame pointer)'),
    (r'^WARNING: bad unlock balance', r'bad unlock balance'),
    (r'^WARNING: held lock freed|^WARNING: lock held', r'lock held|held lock'),
    (r'^WARNING: suspicious RCU usage', r'suspicious RCU usage'),
    (r'^WARNING: possible', r'possible'),
    (r'^WARNING: nested lock', r'[Nn]ested lock'),
    (r'^WARNING', r'WARNING|WARN'),
    (r'^unregister_netdevice', r'unregister_netdevice'),
    (r'^kernel panic', r'Kernel panic'),
    (r'^unexpected kernel reboot', r'reboot|Booting|Linux version'),
    (r'^lost connection|^no output|^SYZFAIL', r'^$a'),  # not a kernel report vmscope reads
    (r'^PANIC: double fault|^double fault', r'double fault'),
    (r'^divide error', r'divide error'),
    (r'^invalid opcode', r'invalid opcode'),
    (r'^stack segment', r'stack segment'),
    (r'^Internal error|^Unhandled fault|^Alignment trap', r'Internal error|Unhandled fault|Unable to handle|Alignment trap'),
    (r'^BUG', r'BUG'),
    (r'^INFO: ', r'INFO: '),
]


def kind_matches(title, headline):
    for title_pattern, headline_pattern in KIND_TABLE:
        if re.search(title_pattern, title):
            return re.search(headline_pattern, headline or '') is not None
    first = title.split()[0].rstrip(':')
    return first.lower() in (headline or '').lower()


# --- report starts, counted independently of vmscope --------------------------------------

PREFIX = re.compile(r'^(?:\[ *\d+\.\d+\])?\s*(?:\[ *[TC]\d+\])?\s*')
REPORT_START = re.compile(
    r'^(?:BUG: (?!KASAN: .*\bin\b.*\[inline\])|WARNING: CPU: |WARNING: .* at |------------\[ cut here \]'
    r'|general protection fault|Unable to handle kernel|kernel BUG at |INFO: task .* blocked for'
    r'|INFO: rcu_\w+ (?:self-)?detected|rcu: INFO: |watchdog: BUG: soft lockup|UBSAN: |unreferenced object 0x'
    r'|WARNING: possible |WARNING: inconsistent|WARNING: suspicious|\[ INFO: possible )')
TRACE_LINE = re.compile(r'^(?:Call Trace:|Call trace:|stack backtrace:|backtrace:)')


def reference_report_starts(log_lines):
    """Line numbers (1-based) of the reports this script sees: a header after a trace, or the
    first header, starts one; a `cut here` line and the header right after it are one."""
    starts = []
    trace_since_start = True
    cut_pending = False
    for number, raw in enumerate(log_lines, 1):
        text = PREFIX.sub('', raw.strip())
        if TRACE_LINE.match(text):
            trace_since_start = True
            cut_pending = False
            continue
        if not REPORT_START.match(text):
            continue
        if cut_pending:
            continue
        if trace_since_start:
            starts.append(number)
            trace_since_start = False
        cut_pending = text.startswith('------------[ cut here')
    return starts


# --- one log --------------------------------------------------------------------------------

def analyze(cli, path):
    title, log = read_test(path)
    with tempfile.NamedTemporaryFile(suffix='.log', delete=False) as f:
        f.write(log)
        temp = f.name
    try:
        run = subprocess.run([cli, 'analyze', '--json', temp], capture_output=True, timeout=120)
        try:
            document = json.loads(run.stdout.decode('utf-8', 'replace') or '{}')
        except json.JSONDecodeError:
            document = {}
    finally:
        os.unlink(temp)
    captures = [c for c in document.get('captures', []) if c.get('kind') == 'oops']
    lines = log.decode('utf-8', 'replace').split('\n')
    return {'file': os.path.basename(path), 'title': title, 'captures': captures,
            'starts': reference_report_starts(lines), 'exit': run.returncode}


# syzbot's titles name a system call without its wrappers (`__x64_sys_ioctl` is `ioctl`).
SYSCALL_WRAPPER = re.compile(r'^(?:compat_SYSC_|compat_SyS_|__se_sys_|__do_sys_|__x64_sys_|__ia32_sys_'
                             r'|__arm64_sys_|____sys_|___sys_|__sys_|__se_|__x64_|__ia32_|__arm64_'
                             r'|SYSC_|SyS_|sys_|ksys_)(?=.)')


def culprit_name(capture):
    culprit = capture.get('culprit') or {}
    return SYSCALL_WRAPPER.sub('', base_symbol(culprit.get('name', '')))


def frame_symbols(capture):
    names = [base_symbol(capture.get('location', {}).get('symbol', ''))]
    names += [base_symbol(f.get('symbol', '')) for f in capture.get('frames', [])]
    return [n for n in names if n]


def capture_range(capture):
    source = capture.get('source', {})
    return source.get('first_line', 0), source.get('last_line', 0)


# syzkaller's own failures (its executor, its Go code, the connection to the VM): no kernel
# report, so neither found nor missed by a kernel log analyzer.
NOT_KERNEL = re.compile(r'^(?:SYZFAIL|SYZFATAL|go runtime error|lost connection|no output|suppressed)')


def score(results):
    with_title = [r for r in results if r['title'] and not NOT_KERNEL.match(r['title'])]
    without = [r for r in results if not r['title']]
    detected = [r for r in with_title if r['captures']]
    alarms = [r for r in without if r['captures']]
    kind_ok = [r for r in detected if kind_matches(r['title'], r['captures'][0].get('headline'))]
    named = [r for r in with_title if title_function(r['title'])]
    culprit_ok, present = [], []
    for r in named:
        want = SYSCALL_WRAPPER.sub('', base_symbol(title_function(r['title'])))
        if r['captures'] and culprit_name(r['captures'][0]) == want:
            culprit_ok.append(r)
        if r['captures'] and want in [SYSCALL_WRAPPER.sub('', n) for n in frame_symbols(r['captures'][0])]:
            present.append(r)
    multi = [r for r in with_title if len(r['starts']) >= 2]
    multi_ok = []
    for r in multi:
        ranges = [capture_range(c) for c in r['captures']]
        used = set()
        ok = True
        for start in r['starts']:
            owner = next((i for i, (a, b) in enumerate(ranges) if a <= start <= b), None)
            if owner is None or owner in used:
                ok = False
                break
            used.add(owner)
        if ok:
            multi_ok.append(r)
    return {
        'detection': (len(detected), len(with_title)),
        'false alarms': (len(alarms), len(without)),
        'kind': (len(kind_ok), len(detected)),
        'culprit': (len(culprit_ok), len(named)),
        'present': (len(present), len(named)),
        'multi': (len(multi_ok), len(multi)),
    }, {
        'missed': [r for r in with_title if not r['captures']],
        'alarm': alarms,
        'kind': [r for r in detected if r not in kind_ok],
        'culprit': [r for r in named if r not in culprit_ok],
        'multi': [r for r in multi if r not in multi_ok],
    }


def describe(r):
    c = r['captures'][0] if r['captures'] else {}
    return '%s\t%s\t%s\t%s\t%s' % (
        r['file'], r['title'], (c.get('headline') or '')[:90],
        culprit_name(c) if c else '', ' '.join(frame_symbols(c)[:6]) if c else '')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('cli')
    parser.add_argument('corpus')
    parser.add_argument('--failures', help='write each failing log, by class, to this file')
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()
    files = sorted((os.path.join(args.corpus, name) for name in os.listdir(args.corpus)),
                   key=lambda p: (len(os.path.basename(p)), os.path.basename(p)))
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda p: analyze(args.cli, p), files))
    figures, failures = score(results)
    goals = {'detection': '>= 97 %', 'false alarms': '0', 'kind': '>= 95 %',
             'culprit': '>= 85 %', 'present': '-', 'multi': '>= 90 %'}
    print('| measure | count | share | goal |')
    print('| --- | --- | --- | --- |')
    for name, (good, total) in figures.items():
        share = 100.0 * good / total if total else 0.0
        print('| %s | %d/%d | %.1f %% | %s |' % (name, good, total, share, goals[name]))
    crashed = [r for r in results if r['exit'] not in (0, 1)]
    if crashed:
        print('vmscope-cli failed on: ' + ' '.join(r['file'] for r in crashed), file=sys.stderr)
    if args.failures:
        with open(args.failures, 'w') as out:
            for name, rows in failures.items():
                out.write('## %s (%d)\n' % (name, len(rows)))
                for r in rows:
                    out.write(describe(r) + '\n')
    return 1 if crashed else 0


if __name__ == '__main__':
    sys.exit(main())
