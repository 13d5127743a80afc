#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Long monkey runs: tst_gui_monkey over many seeds (or one, to replay a failure), under the
# sanitizer build when it is there. Usage: tools/scripts/monkey.sh [RUNS [STEPS]] or
# VMSCOPE_MONKEY_SEED=N tools/scripts/monkey.sh 1. Prints each seed; exits 1 at the first failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
runs=${1:-20}
steps=${2:-2000}
binary=build-ci/tests/tst_gui_monkey
[[ -x $binary ]] || binary=build/tests/tst_gui_monkey
[[ -x $binary ]] || { echo "build first: ./test" >&2; exit 2; }
export QT_QPA_PLATFORM=offscreen QTEST_FUNCTION_TIMEOUT=86400000 VMSCOPE_MONKEY_STEPS=$steps
export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:abort_on_error=1:detect_stack_use_after_return=0
export LSAN_OPTIONS=suppressions=$PWD/tests/sanitizers/lsan.supp UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
for ((run = 1; run <= runs; ++run)); do
    seed=${VMSCOPE_MONKEY_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
    if ! VMSCOPE_MONKEY_SEED=$seed "$binary" >"/tmp/monkey-$seed.log" 2>&1; then
        echo "seed $seed failed: /tmp/monkey-$seed.log" >&2
        grep -E 'FAIL|ERROR|seed' "/tmp/monkey-$seed.log" | head -20 >&2
        exit 1
    fi
    echo "seed $seed: $steps steps passed"
    rm -f "/tmp/monkey-$seed.log"
done
