#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Writes tests/data/session/*.vmscope: sessions (docs/session-format.md) that keep the text of
a few fixtures, their captures relabelled, coloured, hidden and noted, as seeds for fuzz_session
and its replay test. Run again after a fixture it names changes."""
import hashlib
import json
import pathlib

data = pathlib.Path(__file__).resolve().parents[2] / 'tests' / 'data'


def source(name):
    text = (data / name).read_text(encoding='utf-8')
    return {'name': name, 'sha256': hashlib.sha256(text.encode()).hexdigest(), 'text': text}


def captures_of(name, first_id, **edits):
    expected = json.loads((data / name.replace('.txt', '.expected.json')).read_text())
    captures = []
    ordinals = {}
    for index, capture in enumerate(expected['captures']):
        where = capture['source']
        key = (where['first_line'], where['last_line'], capture['kind'])
        captures.append(dict({'id': f'c{first_id + index}', 'source': name,
                              'first_line': where['first_line'], 'last_line': where['last_line'],
                              'kind': capture['kind'], 'ordinal': ordinals.get(key, 0),
                              'label': capture['label'], 'label_reason': where.get('label_reason', ''),
                              'color': '', 'visible': True}, **edits))
        ordinals[key] = ordinals.get(key, 0) + 1
    return captures


def write(file, names, notes, **extra):
    captures = []
    for name in names:
        captures += captures_of(name, len(captures) + 1)
    captures[0].update(label='relabelled by hand', color='#1f77b4')
    captures[-1]['visible'] = False
    session = dict({'format': 'vmscope-session', 'schema': 1,
                    'sources': [source(name) for name in names], 'captures': captures,
                    'notes': notes(captures), 'diagnostics': [],
                    'next_capture_id': len(captures) + 1, 'next_note_id': 3}, **extra)
    (data / 'session' / file).write_text(json.dumps(session, indent=1) + '\n')


write('vmstat-and-oops.vmscope', ['vmstat/procps31.txt', 'oops/ksymoops.txt'],
      lambda c: [{'id': 'n1', 'capture': c[0]['id'], 'from': 1, 'to': 1, 'text': 'writeback starts'},
                 {'id': 'n2', 'capture': c[0]['id'], 'from': 0, 'to': 2, 'text': 'a span'}],
      thresholds={'io-stall.min-samples': 2},
      view={'tab': 'charts', 'metrics': ['bo', 'free'], 'zoom': [0.5, 2.0],
            'current_capture': 'c1'})
write('top-and-slabs.vmscope', ['top/procpsng33-new.txt', 'slabinfo/v20.txt'],
      lambda c: [{'id': 'n1', 'capture': c[0]['id'], 'from': 3, 'to': 3, 'text': 'kswapd busy'}],
      comparison={'comparison': 'vmstat by kernel', 'baseline': '', 'metric': 'bo',
                  'alignment': 'elapsed', 'labels': [], 'chart': 'overlay'})
