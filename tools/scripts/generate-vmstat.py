#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Writes a long `vmstat 1` run (procps-ng 3.3 layout, a header every 21 rows) to stdout.

Usage: tools/scripts/generate-vmstat.py [ROWS] > big.txt   (default 1 000 000 rows)

The numbers follow a slow daily pattern with a writeback stall every ten minutes (bo drops to
zero, b rises, the CPU idles) so that charts of the result have something to show.
"""
import math
import random
import sys

HEADER = ("procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n"
          " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st\n")


def row(second, rng):
    stalled = second % 600 >= 570  # the last 30 s of every ten minutes
    day = math.sin(second * 2 * math.pi / 86400)
    free = int(400000 + 150000 * day - (second % 600) * 200)
    bo = 0 if stalled else int(12000 + 6000 * day + rng.randrange(4000))
    sy = 2 if stalled else 20 + rng.randrange(15)
    us = 1 if stalled else 5 + rng.randrange(10)
    wa = 0 if stalled else rng.randrange(8)
    idle = 100 - us - sy - wa
    return ("%2d %2d %6d %6d %6d %6d %4d %4d %5d %5d %4d %4d %2d %2d %2d %2d %2d\n"
            % (rng.randrange(3), 4 if stalled else rng.randrange(2), 112, max(free, 2000),
               10000, 800000 + (second % 600) * 150, 0, 0, rng.randrange(20), bo,
               1100 if stalled else 4000 + rng.randrange(3000), 60 if stalled else 400,
               us, sy, idle, wa, 0))


def main():
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 1000000
    rng = random.Random(2002)
    out = sys.stdout
    out.write("A long `vmstat 1` on the test box (made by tools/scripts/generate-vmstat.py).\n\n"
              "2.6.32-rc5:\n")
    for second in range(rows):
        if second % 21 == 0:
            out.write(HEADER)
        out.write(row(second, rng))


if __name__ == "__main__":
    main()
