#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Rewrites tests/data/**/<case>.expected.json from what `vmscope-cli analyze --json --values`
# now writes (tests/cli/tst_golden.cpp). Review the result with `git diff tests/data` before you
# commit it: a golden file is a statement of what the parser should read.
# Usage: tools/scripts/update-golden.sh [BUILD_DIR]   (default: build)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-"$root/build"}
cmake --build "$build" --target tst_golden
VMSCOPE_UPDATE_GOLDEN=1 QT_QPA_PLATFORM=offscreen "$build/tests/tst_golden" -silent
git -C "$root" status --short -- tests/data
