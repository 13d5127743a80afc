#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Builds vmscope's .deb with CPack in build-deb/ (Release, no tests), checks it with lintian,
# and with --root DIR installs it into a Debian 12 root (made there by debootstrap when DIR
# has none; needs root) and runs both programs in it:
#   tools/scripts/package-deb.sh [--root DIR]
# Prints the package's path, lintian's verdict and what the programs printed in the root.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root=""
if [[ ${1:-} == --root ]]; then
    root=${2:?--root needs a folder}
fi

source tools/scripts/prepare.sh
vmscope_packages+=(dpkg-dev lintian file)
[[ -n $root ]] && vmscope_packages+=(debootstrap)
vmscope_install_packages

if [[ ! -f build-deb/build.ninja ]]; then
    # Debian's hardening (fortify, stack protector, relro and bindnow), as debhelper builds.
    export DEB_BUILD_MAINT_OPTIONS=hardening=+all
    vmscope_quietly cmake -S . -B build-deb -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DVMSCOPE_TESTS=OFF \
        "-DCMAKE_CXX_FLAGS=$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)" \
        "-DCMAKE_EXE_LINKER_FLAGS=$(dpkg-buildflags --get LDFLAGS)"
fi
vmscope_quietly cmake --build build-deb
(cd build-deb && vmscope_quietly cpack -G DEB)
deb=$(ls -t build-deb/vmscope_*.deb | head -n 1)
echo "package: $deb"
dpkg-deb --field "$deb" Package Version Architecture Depends Recommends

# lintian exits non-zero on an error; its warnings are listed too.
echo "lintian:"
if lintian --info "$deb" >build-deb/lintian.txt 2>&1; then
    lintian_status=0
else
    lintian_status=$?
fi
sed 's/^/  /' build-deb/lintian.txt
echo "  (exit $lintian_status)"

if [[ -n $root ]]; then
    if [[ ! -x $root/usr/bin/apt-get ]]; then
        vmscope_quietly debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian
    fi
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    cp "$deb" "$root/tmp/vmscope.deb"
    vmscope_quietly chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    # apt takes the Depends dpkg-shlibdeps found from Debian's archive, and nothing else.
    vmscope_quietly chroot "$root" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -q --no-install-recommends /tmp/vmscope.deb
    echo "in $root (Debian $(cat "$root/etc/debian_version")):"
    chroot "$root" vmscope-cli --version | sed 's/^/  /'
    chroot "$root" vmscope-cli analyze :demo | head -n 12 | sed 's/^/  /'
    chroot "$root" env QT_QPA_PLATFORM=offscreen vmscope --version | sed 's/^/  /'
    chroot "$root" man -w vmscope-cli vmscope 2>/dev/null | sed 's/^/  /' || true
fi
exit "$lintian_status"
