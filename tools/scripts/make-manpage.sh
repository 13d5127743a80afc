#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Writes the man page of vmscope-cli from its own --help, and each command's --help as a
# section of its own: tools/scripts/make-manpage.sh BUILT-VMSCOPE-CLI OUT.1
# (the build runs it; one source for --help and the man page).
set -euo pipefail
cli=$1 out=$2
include=$(mktemp)
trap 'rm -f "$include"' EXIT
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 LANGUAGE=en
{
    for command in analyze compare export report; do
        printf '[%s]\n' "${command^^} COMMAND"
        # Its --help as it prints it, without the usage line; roff's escapes made plain.
        printf '.nf\n'
        "$cli" "$command" --help 2>/dev/null | sed -e '1d' -e '2{/^$/d}' -e 's/\\/\\e/g' -e "s/^[.']/\\\\\&&/"
        printf '.fi\n'
        printf '\n'
    done
    printf '[EXIT STATUS]\n0 every input read; 1 nothing recognised in the inputs; 2 an input could not be read, or the command line is wrong.\n\n'
    printf '[SEE ALSO]\n.BR vmscope (1)\n'
} >"$include"
help2man --no-info --no-discard-stderr --section=1 --include="$include" \
    --name="find and chart Linux kernel performance logs in mail threads" \
    --output="$out" "$cli"
