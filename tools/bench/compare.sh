#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# vmscope next to the usual tools on the same generated inputs, in one run: MB/s, rows/s, peak
# RSS and the ratios that issue #20's targets are stated in. Not a test: see README.md.
#
# Usage: tools/bench/compare.sh [BUILD_DIR (build)] [WORK_DIR (/tmp/vmscope-bench)]
# Needs mawk, python3-pandas and gnuplot-nox (apt-get install); inputs are generated once
# into WORK_DIR by tools/bench/generate.py (seeded: the same bytes on every machine).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-build}" && pwd)
work=${2:-/tmp/vmscope-bench}
cli=$build/app/cli/vmscope-cli
screenshot=$build/tools/screenshot/vmscope-screenshot
python=/usr/bin/python3 # Debian's, where python3-pandas is installed
for tool in mawk gnuplot; do
    command -v $tool >/dev/null || { echo "compare.sh: needs $tool" >&2; exit 2; }
done
$python -c 'import pandas' 2>/dev/null || { echo "compare.sh: needs python3-pandas" >&2; exit 2; }
[[ -x $cli ]] || { echo "compare.sh: build $cli first" >&2; exit 2; }
mkdir -p "$work"

# generate KIND SCALE: the input's path, written on first use.
generate()
{
    local file=$work/$1-$2.txt
    [[ -s $file ]] || "$here/generate.py" "$1" "$2" > "$file"
    echo "$file"
}

# measure COMMAND...: best wall-clock seconds of $runs runs (3) and the peak RSS (KiB) of the
# best, into $seconds and $kib.
measure()
{
    local best=1e9 best_kib=0 run s k
    for ((run = 0; run < ${runs:-3}; ++run)); do
        /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" \
            || { cat "$work/err" >&2; exit 1; }
        read -r s k < "$work/time"
        if awk -v a="$s" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$s best_kib=$k
        fi
    done
    seconds=$best kib=$best_kib
}

# row NAME FILE ROWS: one table row for the last measure().
row()
{
    local bytes
    bytes=$(stat -c %s "$2")
    awk -v name="$1" -v s="$seconds" -v kib="$kib" -v bytes="$bytes" -v rows="$3" 'BEGIN {
        t = s > 0 ? s : 0.005
        printf "| %-34s | %7.2f | %8.1f | %11.0f | %8.0f | %5.2fx |\n", name, s,
            bytes / 1e6 / t, rows / t, kib / 1024, kib * 1024 / bytes }'
}

header()
{
    echo
    echo "### $1"
    echo
    echo "| program | s | MB/s | rows/s | peak MiB | RSS/file |"
    echo "| --- | ---: | ---: | ---: | ---: | ---: |"
}

# ratio NAME A B: A/B of two measured times, as "NAME: 12.3x".
ratio()
{
    awk -v name="$1" -v a="$2" -v b="$3" 'BEGIN { printf "- %s: %.1fx\n", name, a / (b > 0 ? b : 0.005) }'
}

# pandas gets the numeric rows only (grep'd out beforehand, untimed): its C reader at its best,
# every column as int64, as the strongest peer a script writer would have.
pandas_script='
import sys, pandas as pd
frame = pd.read_csv(sys.argv[1], delim_whitespace=True, header=None, engine="c")
print(len(frame), frame[9].mean())
'

echo "# vmscope benchmark, $(date -u +%Y-%m-%d), $(nproc) cores, $(git -C "$here" rev-parse --short HEAD 2>/dev/null)"
echo "(best of 3 runs; RSS/file is the peak resident memory over the input's size)"

for scale in 1 2 4; do
    file=$(generate vmstat $scale)
    grep -E '^ *[0-9]+ +[0-9]' "$file" > "$work/numeric.txt"
    rows=$(wc -l < "$work/numeric.txt")
    header "vmstat 1, $scale week(s): $(stat -c %s "$file" | awk '{printf "%.0f MB", $1/1e6}'), $rows rows"
    measure wc -l "$file"; wc=$seconds; row "wc -l" "$file" "$rows"
    measure mawk '$1 ~ /^[0-9]+$/ { n++; bo += $10 } END { print n, bo / n }' "$file"
    row "mawk (mean of bo)" "$file" "$rows"
    measure $python -c "$pandas_script" "$work/numeric.txt"; pandas=$seconds
    row "pandas read_csv (numeric rows)" "$file" "$rows"
    measure "$cli" analyze "$file"; vmscope=$seconds
    row "vmscope-cli analyze" "$file" "$rows"
    echo
    ratio "vmscope / wc -l (target at most 5x)" "$vmscope" "$wc"
    ratio "pandas / vmscope (target at least 5x)" "$pandas" "$vmscope"
done

for spec in "top 0.25 4 hours" "top 0.5 4 hours" "top 1 4 hours" \
            "slabinfo 0.5 a day" "slabinfo 1 a day" "slabinfo 2 a day" "mbox 1 100 MB"; do
    set -- $spec
    file=$(generate "$1" "$2")
    lines=$(wc -l < "$file")
    header "$1, $2 x ${*:3}: $(stat -c %s "$file" | awk '{printf "%.0f MB", $1/1e6}'), $lines lines"
    measure wc -l "$file"; wc=$seconds; row "wc -l" "$file" "$lines"
    measure "$cli" analyze "$file"; vmscope=$seconds
    row "vmscope-cli analyze (rows = lines)" "$file" "$lines"
    echo
    ratio "vmscope / wc -l" "$vmscope" "$wc"
done

file=$(generate vmstat 1)
header "chart of bo, 1 week of vmstat 1 (604 800 points), 1200x400 PNG"
runs=1 measure gnuplot -e "set terminal pngcairo size 1200,400; set output '$work/gnuplot.png'; \
    plot '$file' using 0:10 with lines title 'bo'"
gnuplot=$seconds; row "gnuplot pngcairo" "$file" 604800
measure env QT_QPA_PLATFORM=offscreen "$cli" export "$file" --metric bo --size 1200x400 \
    --out "$work/vmscope.png"
export=$seconds; row "vmscope-cli export" "$file" 604800
if [[ -x $screenshot ]]; then
    measure env QT_QPA_PLATFORM=offscreen "$screenshot" "$file" --out "$work/window.png"
    row "GUI: launch to first chart, grabbed" "$file" 604800
fi
echo
ratio "gnuplot / vmscope-cli export" "$gnuplot" "$export"
