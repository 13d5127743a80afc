#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# vmscope-cli export of a generated `vmstat 1` run to PNG against gnuplot plotting the same
# column (bo) of the same file, in the same run. Not a test: see README.md.
# Usage: tools/bench/export-bench.sh [ROWS (1000000)] [BUILD_DIR (build)]
set -euo pipefail
rows=${1:-1000000}
build=${2:-build}
cli=$build/app/cli/vmscope-cli
command -v gnuplot >/dev/null || { echo "export-bench: needs gnuplot (apt-get install gnuplot-nox)" >&2; exit 2; }
[[ -x $cli ]] || { echo "export-bench: build $cli first" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$(dirname "$0")/../scripts/generate-vmstat.py" "$rows" > "$work/vmstat.txt"
echo "export-bench: $rows rows, $(du -m "$work/vmstat.txt" | cut -f1) MiB, bo as a 1200x400 PNG"

# Seconds of wall-clock time and peak RSS of one command.
measure()
{
    local name=$1
    shift
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
    read -r seconds kib < "$work/time"
    printf '  %-28s %7.2f s %7d MiB\n' "$name" "$seconds" $((kib / 1024))
}

# gnuplot skips vmstat's header lines as invalid data; column 10 is bo, x the sample index.
measure "gnuplot (pngcairo)" gnuplot -e "set terminal pngcairo size 1200,400; \
    set output '$work/gnuplot.png'; set xlabel 'sample'; set ylabel 'bo (blocks/s)'; \
    plot '$work/vmstat.txt' using 0:10 with lines title 'bo'"
measure "vmscope-cli export" env QT_QPA_PLATFORM=offscreen "$cli" export "$work/vmstat.txt" \
    --metric bo --size 1200x400 --out "$work/vmscope.png"
measure "vmscope-cli analyze (parse)" "$cli" analyze "$work/vmstat.txt"
