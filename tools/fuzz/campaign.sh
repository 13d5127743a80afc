#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# A fuzzing campaign that adds up: tools/fuzz/campaign.sh SECONDS [TARGET...]
#
# Runs every target (or those named) one after another on one core at nice 15 (FUZZ_NICE), each for its
# share of SECONDS (the intake, the slowest by far, for a third of the whole), so that other
# work goes on beside it: start it with `nohup tools/fuzz/campaign.sh 3600 &`. Each target
# starts from its committed corpus (tests/data/fuzz/TARGET/corpus) as well as from the pieces
# of tests/data that run.sh seeds; after its run the corpus is merged (libFuzzer -merge=1: the
# smallest set of inputs that keeps the coverage) and written back there, capped at
# FUZZ_CORPUS_KIB (default 512) KiB by leaving out the largest inputs, and the run's count is
# added to tools/fuzz/ledger.tsv, which is committed: the executions of every campaign on
# every machine, per target (`tools/fuzz/campaign.sh ledger` adds them up). The committed
# corpora are replayed by the TARGET-replay tests of the ordinary (CI: ASan) build.
#
# A run that stops (a crash, a leak, a timeout) leaves its input in build-fuzz/artifacts/TARGET/
# and the campaign goes on with the next target; fix it, then keep the input in
# tests/data/fuzz/TARGET/ as run.sh says.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
build=build-fuzz flavour=asan
if [[ ${FUZZ_FAST:-0} == 1 ]]; then # run.sh's UBSan-only -O2 build, for throughput
    build=build-fuzz-fast flavour=ubsan-O2
fi
ledger=tools/fuzz/ledger.tsv

if [[ ${1:-} == ledger ]]; then
    # Executions and seconds per target over every campaign in the ledger.
    awk -F'\t' '!/^#/ && NF >= 5 { runs[$2] += $3; secs[$2] += $4; if ($5 != 0) stops[$2]++ }
        END { for (t in runs) printf "%-24s %12d executions %8d s %d stopped\n", t, runs[t], secs[t], stops[t] }' \
        "$ledger" | sort
    exit
fi
if [[ $# -lt 1 || ! ${1:-} =~ ^[0-9]+$ ]]; then
    echo "usage: tools/fuzz/campaign.sh SECONDS [TARGET...] | campaign.sh ledger" >&2
    exit 2
fi
seconds=$1
shift
mapfile -t targets < <(if [[ $# -gt 0 ]]; then printf '%s\n' "$@"; else tools/fuzz/run.sh list; fi)
count=${#targets[@]}
# The intake runs 80-140 inputs a second against the parsers' thousands: a third of the time.
share() {
    if [[ $count -eq 1 ]]; then echo "$seconds"
    elif [[ $1 == fuzz_intake ]]; then echo $((seconds / 3))
    else echo $(((seconds - seconds / 3) / (count - 1))); fi
}
cap=$((${FUZZ_CORPUS_KIB:-512} * 1024))
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
[[ -f $ledger ]] || printf '# date\ttarget\texecutions\tseconds\texit status\tcommit\tcores\tbuild\n' >"$ledger"

for target in "${targets[@]}"; do
    committed=tests/data/fuzz/$target/corpus
    corpus=$build/corpus/$target
    mkdir -p "$corpus" "$committed"
    # The committed corpus joins the local one (file names are libFuzzer's content hashes).
    cp -n "$committed"/* "$corpus"/ 2>/dev/null || true
    before=$(wc -l <"$build/logs/executions.tsv" 2>/dev/null || echo 0)
    status=0
    nice -n "${FUZZ_NICE:-15}" tools/fuzz/run.sh "$target" "$(share "$target")" || status=$?
    # run.sh's own line for the run, copied to the ledger with the commit and the core count.
    tail -n +"$((before + 1))" "$build/logs/executions.tsv" | while IFS=$'\t' read -r when name runs secs code; do
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$when" "$name" "$runs" "$secs" "$code" "$commit" "$(nproc)" "$flavour" >>"$ledger"
    done
    # Merge into a fresh folder: the smallest set of inputs with the coverage of them all.
    merged=$(mktemp -d)
    nice -n "${FUZZ_NICE:-15}" "$build/tools/fuzz/$target" -merge=1 -max_len="${FUZZ_MAX_LEN:-4096}" -timeout=10 \
        -rss_limit_mb=2048 "$merged" "$corpus" >"$build/logs/$target.merge.log" 2>&1 || true
    if [[ -n $(ls -A "$merged") ]]; then
        rm -f "$committed"/*
        total=0
        # Smallest first, up to the cap: small inputs replay fast and keep most of the coverage.
        while IFS= read -r -d '' entry; do
            size=${entry%% *} file=${entry#* }
            ((total + size > cap)) && break
            total=$((total + size))
            cp "$file" "$committed"/
        done < <(find "$merged" -type f -printf '%s %p\0' | sort -zn)
        echo "campaign.sh: $target: $(ls "$committed" | wc -l) inputs kept ($((total / 1024)) KiB), status $status"
    fi
    rm -rf "$merged"
done
tools/fuzz/campaign.sh ledger
