#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# vmscope against syzkaller's report-parser corpus: the figures of issue #35 (detection, false
# alarms, kind, culprit, multi-report logs) in one Markdown table. Not a test: see README.md.
#
# Usage: tools/bench/oops-corpus.sh SYZKALLER [BUILD_DIR (build)] [FAILURES_FILE]
# SYZKALLER is a checkout or a bare clone of google/syzkaller (git is asked for the files of
# pkg/report/testdata/linux/report at HEAD), or a folder that holds those files already.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source=${1:?usage: oops-corpus.sh SYZKALLER [BUILD_DIR] [FAILURES_FILE]}
build=$(cd "${2:-build}" && pwd)
failures=${3:-}
cli=$build/app/cli/vmscope-cli
[[ -x $cli ]] || { echo "oops-corpus.sh: build $cli first" >&2; exit 2; }

corpus=$source
if git -C "$source" rev-parse --git-dir >/dev/null 2>&1; then
    corpus=$(mktemp -d)
    trap 'rm -rf "$corpus"' EXIT
    folder=pkg/report/testdata/linux/report
    git -C "$source" ls-tree --name-only HEAD "$folder/" | while read -r path; do
        git -C "$source" show "HEAD:$path" > "$corpus/$(basename "$path")"
    done
    echo "syzkaller $(git -C "$source" rev-parse --short HEAD), $(ls "$corpus" | wc -l) logs"
fi
args=("$cli" "$corpus")
[[ -n $failures ]] && args+=(--failures "$failures")
# Not exec: the trap removes the extracted corpus when the scorer is done.
python3 "$here/oops-corpus.py" "${args[@]}"
