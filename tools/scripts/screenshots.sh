#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# The screenshot gallery: every page of the window, light and dark, at 1600x1000 and 1280x800,
# each on the input that shows it (seeds 000, 002 and 003 of tests/data/threads, a `vmstat -t`
# capture, a slabinfo series), into docs/screenshots/gallery/PAGE-SIZE-PALETTE.png.
# With a LANGUAGE ("de"), the window in that language at 1280x800, light and dark, into
# docs/screenshots/gallery-LANGUAGE/. With "2x", the window as a HiDPI screen shows it
# (QT_SCALE_FACTOR=2): 1280x800 pixels of layout in 2560x1600, into docs/screenshots/gallery-2x/.
# Usage: tools/scripts/screenshots.sh [BUILD_DIR [LANGUAGE|2x]]   (default: build, English)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
build=${1:-build}
shot=$build/tools/screenshot/vmscope-screenshot
out=docs/screenshots/gallery
sizes=(1600x1000 1280x800)
language=()
if [[ ${2:-} == 2x ]]; then
    language=(env QT_SCALE_FACTOR=2)
    out=docs/screenshots/gallery-2x
    sizes=(1280x800)
elif [[ -n ${2:-} ]]; then
    # The window follows the system's language, as it does for a user ("de" → de_DE).
    language=(env LANG="${2}_${2^^}.UTF-8" LANGUAGE="$2")
    out=docs/screenshots/gallery-$2
    sizes=(1280x800)
fi
data=tests/data
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen

# page name, then the screenshot tool's options and inputs for it
pages=(
    "charts|--show 4 $data/threads/000-writeback-2.5.31.txt"
    "charts-clock|$data/vmstat/procpsng402-timestamp-wide-active.txt"
    "charts-stacked|--charts stack:cpu,bo --show 3 :demo"
    "processes|--tab processes --select 3 $data/threads/002-nfs-2.4.10.txt"
    "profile|--tab profile $data/threads/000-writeback-2.5.31.txt"
    "profile-diff|--tab profile-diff $data/threads/003-ext3-writeback-ordered.txt"
    "oops|--tab oops $data/threads/000-writeback-2.5.31.txt"
    "slabs|--tab slabs $data/slabinfo/growth-2.1.txt"
    "events|--tab events $data/threads/002-nfs-2.4.10.txt"
    "source|--tab source --find BUG_ON $data/threads/000-writeback-2.5.31.txt"
    "compare|--tab compare --metric bo $data/threads/000-writeback-2.5.31.txt"
    "help|--help-page guide :demo"
)
for page in "${pages[@]}"; do
    name=${page%%|*}
    read -r -a arguments <<<"${page#*|}"
    for size in "${sizes[@]}"; do
        for palette in light dark; do
            extra=()
            [[ $palette == dark ]] && extra=(--dark)
            "${language[@]}" "$shot" --compact --size "$size" "${extra[@]}" --out "$out/$name-$size-$palette.png" \
                "${arguments[@]}" 2>/dev/null
        done
    done
done
ls "$out" | wc -l
