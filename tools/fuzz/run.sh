#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Runs one libFuzzer target: tools/fuzz/run.sh TARGET SECONDS [RUNS]
# (`run.sh list` names the targets; `run.sh summary` adds up the runs so far)
#   TARGET   fuzz_intake, fuzz_session or fuzz_FORMAT (fuzz_vmstat, fuzz_top, ...; `list` names them)
#   SECONDS  how long to run; RUNS, if given, stops it after that many executions instead
# Builds build-fuzz/ with clang, ASan and UBSan (libclang-rt-dev) the first time. The corpus
# (build-fuzz/corpus/TARGET) starts from every file of tests/data cut into pieces of 4 KiB at
# line ends, and grows from run to run. Inputs are at most 4 KiB (FUZZ_MAX_LEN=65536 for
# longer ones, at a tenth of the speed; tst_hostile covers long inputs' time). An input that
# crashes, leaks, runs past 1 s or takes more than 2 GiB is written to
# build-fuzz/artifacts/TARGET/; copy it to tests/data/fuzz/TARGET/ once it is fixed, where the
# target's replay test (ctest -R TARGET-replay) keeps it.
# FUZZ_FAST=1 builds and runs build-fuzz-fast/ instead: UBSan alone at -O2, for throughput
# (its corpus and logs are its own; campaign.sh merges both into the committed corpus).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
build=build-fuzz
sanitizers=address,undefined,float-cast-overflow optimization=-O1
if [[ ${FUZZ_FAST:-0} == 1 ]]; then
    build=build-fuzz-fast sanitizers=undefined,float-cast-overflow optimization=-O2
fi

if [[ ${1:-} == summary ]]; then
    # Executions and running time per target over every run so far, and the runs that stopped.
    awk -F'\t' '{ runs[$2] += $3; secs[$2] += $4; if ($5 != 0) stops[$2]++ }
        END { for (t in runs) printf "%-24s %12d executions %7d s %d stopped\n", t, runs[t], secs[t], stops[t] }' \
        "$build/logs/executions.tsv" | sort
    exit
fi
if [[ ${1:-} == list || $# -lt 2 ]]; then
    [[ ${1:-} == list ]] || echo "usage: tools/fuzz/run.sh TARGET SECONDS [RUNS]" >&2
    sed -n 's/^vmscope_fuzz_target(\(fuzz_[a-z]*\) .*/\1/p' tools/fuzz/CMakeLists.txt
    sed -n '/^set(vmscope_fuzz_formats/,/)/p' tools/fuzz/CMakeLists.txt \
        | tr ' ()' '\n\n\n' | grep -v -e '^$' -e '^set$' -e '^vmscope_fuzz_formats$' | sed 's/^/fuzz_/'
    [[ ${1:-} == list ]]; exit
fi
target=$1 seconds=$2 runs=${3:--1}

if [[ ! -f $build/build.ninja ]]; then
    for package in clang libclang-rt-dev; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' \
            || { echo "run.sh: needs the Debian package $package" >&2; exit 2; }
    done
    CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja -DVMSCOPE_FUZZ=ON \
        -DVMSCOPE_FUZZ_SANITIZERS="$sanitizers" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$optimization -g -DNDEBUG" >/dev/null
fi
# Runs of other targets may build at the same time: one build at a time in the folder.
flock "$build/.build-lock" cmake --build "$build" --target "$target" >/dev/null

corpus=$build/corpus/$target artifacts=$build/artifacts/$target
mkdir -p "$corpus" "$artifacts"
if [[ -z $(ls -A "$corpus") ]]; then
    seed=0
    while IFS= read -r -d '' file; do
        split -C 4096 -d -a 4 "$file" "$corpus/seed-$((seed++))-"
    done < <(find tests/data -type f ! -name '*.expected.json' -print0 | sort -z)
fi
format=${target#fuzz_}
dictionary=tools/fuzz/dict/$format.dict
[[ -f $dictionary ]] || { echo "run.sh: no dictionary $dictionary for $target" >&2; exit 2; }

regressions=()
[[ -d tests/data/fuzz/$target ]] && regressions=(tests/data/fuzz/"$target")
log=$build/logs/$target.log
mkdir -p "$(dirname "$log")"

# Leaks are checked after each input and timeouts per input; the malloc limit catches one
# allocation that no sane input needs. FUZZ_OPTIONS adds libFuzzer options (-entropic=0 runs
# about twice as many inputs a second). The whole output is in $log; the final
# statistics and any error are printed.
status=0
"$build/tools/fuzz/$target" -max_total_time="$seconds" -runs="$runs" -max_len="${FUZZ_MAX_LEN:-4096}" \
    -timeout=1 -rss_limit_mb=2048 -malloc_limit_mb=1024 -detect_leaks="$([[ $sanitizers == address* ]] && echo 1 || echo 0)" -print_final_stats=1 \
    -dict="$dictionary" -artifact_prefix="$artifacts/" ${FUZZ_OPTIONS:-} "$corpus" "${regressions[@]}" \
    >"$log" 2>&1 || status=$?
grep -e '^stat::' -e 'ERROR' -e 'SUMMARY' -e '^Done' -e 'Test unit written' "$log" || true
# Every run's count, for docs/robustness.md: date, target, executions, seconds, exit status.
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
printf '%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$target" "${executions:-0}" "$SECONDS" "$status" \
    >>"$build/logs/executions.tsv"
echo "run.sh: $target exited $status; log: $log"
exit "$status"
