#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
# Checks that each thread fixture in tests/data/threads reads as its seed in ../shared/seeds:
# vmscope-cli analyze --json --values, compare --json and both texts identical but for the
# file name. Usage: tools/scripts/check-thread-fixtures.py [BUILD_DIR] [000 001 ...]
# Exit 1 when a pair differs. Not part of ctest: a clean clone has no ../shared.
import json, subprocess, sys, os
ROOT=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
args=sys.argv[1:]
BUILD=args.pop(0) if args and os.path.isdir(args[0]) else os.path.join(ROOT,'build')
B=os.path.join(BUILD,'app','cli','vmscope-cli')
S=os.path.join(ROOT,'..','shared','seeds')+'/'
F=os.path.join(ROOT,'tests','data','threads')+'/'
pairs=[('000_afa3e04f98f9f577.txt','000-writeback-2.5.31.txt'),
       ('001_b9a028f62d95133a.txt','001-cfq-low-latency.txt'),
       ('002_fafa354e787c718b.txt','002-nfs-2.4.10.txt'),
       ('003_1f34ba865f14a293.txt','003-ext3-writeback-ordered.txt')]
def run(args, path, name):
    out=subprocess.run([B]+args+[path],capture_output=True).stdout.decode('utf-8','replace')
    return out.replace(path,'FILE').replace(os.path.basename(path),'FILE')
def diffs(a,b,p=''):
    out=[]
    if type(a)!=type(b): return [f'{p}: type {type(a).__name__} vs {type(b).__name__}']
    if isinstance(a,dict):
        for k in sorted(set(a)|set(b)):
            if k not in a or k not in b: out.append(f'{p}.{k}: missing on one side'); continue
            out+=diffs(a[k],b[k],p+'.'+k)
    elif isinstance(a,list):
        if len(a)!=len(b): out.append(f'{p}: len {len(a)} vs {len(b)}')
        for i,(x,y) in enumerate(zip(a,b)): out+=diffs(x,y,f'{p}[{i}]')
    elif a!=b: out.append(f'{p}: {a!r} vs {b!r}'[:300])
    return out
sel=args
failed=False
for s,f in pairs:
    if sel and s[:3] not in sel: continue
    sp,fp=S+s,F+f
    if not os.path.exists(fp): print(f'{f}: missing'); continue
    sb,fb=open(sp,'rb').read(),open(fp,'rb').read()
    NL,CR=b"\n",b"\r"
    print('== %s: newlines seed %d fixture %d, CR %d/%d, bytes %d/%d' % (f,sb.count(NL),fb.count(NL),sb.count(CR),fb.count(CR),len(sb),len(fb)))
    for args in (['analyze','--json','--values'],['compare','--json'],['analyze'],['compare']):
        a,b=run(args,sp,s),run(args,fp,f)
        if args[-1] in ('--json','--values'):
            a,b=json.loads(a),json.loads(b)
            d=diffs(a,b)
            ncap=('captures %d, findings %d, diagnostics %d' % (len(a['captures']),len(a['findings']),len(a['diagnostics']))) if 'captures' in a else 'comparisons %d' % len(a.get('comparisons',[]))
            failed|=bool(d)
            print(f'  {" ".join(args)}: {"IDENTICAL" if not d else str(len(d))+" differences"} ({ncap})')
            for x in d[:15]: print('     ',x)
        else:
            failed|=a!=b
            print(f'  {" ".join(args)} text: {"IDENTICAL" if a==b else "DIFFERENT"}')
            if a!=b:
                import difflib
                for l in list(difflib.unified_diff(a.splitlines(),b.splitlines(),lineterm='',n=0))[:20]: print('     ',l)
sys.exit(1 if failed else 0)
