# SPDX-License-Identifier: GPL-2.0-or-later
# Sourced by ./run and ./test: installs the Debian 12 packages vmscope needs and builds one
# CMake preset. Quiet on success; on failure the captured log is printed.

vmscope_packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqt6opengl6-dev libxkbcommon-dev libgl-dev zlib1g-dev libbz2-dev liblzma-dev libzstd-dev
    libgmime-3.0-dev libboost-math-dev
    qt6-translations-l10n help2man appstream
    xvfb xauth procps gzip bzip2 xz-utils zstd fonts-dejavu-core poppler-utils
)

# Runs "$@" with its output in a log that is shown only when it fails.
vmscope_quietly()
{
    local log
    log=$(mktemp)
    if ! "$@" >"$log" 2>&1; then
        cat "$log" >&2
        rm -f "$log"
        echo "vmscope: failed: $*" >&2
        return 1
    fi
    rm -f "$log"
}

vmscope_missing_packages()
{
    local package
    for package in "${vmscope_packages[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null \
            | grep -q 'install ok installed'; then
            echo "$package"
        fi
    done
}

vmscope_install_packages()
{
    local missing sudo=()
    mapfile -t missing < <(vmscope_missing_packages)
    ((${#missing[@]} == 0)) && return 0
    ((EUID != 0)) && sudo=(sudo)
    echo "vmscope: installing ${missing[*]}" >&2
    vmscope_quietly "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    vmscope_quietly "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# Configures (first time only: the build tool re-runs CMake when a list file changes) and
# builds the preset `$1` ("default" → ./build, "ci" → ./build-ci with -Werror).
vmscope_build()
{
    local preset=$1 binary_dir=build
    [[ $preset == ci ]] && binary_dir=build-ci
    if [[ ! -f $binary_dir/build.ninja ]]; then
        vmscope_quietly cmake --preset "$preset"
    fi
    vmscope_quietly cmake --build --preset "$preset"
}

vmscope_prepare()
{
    vmscope_install_packages
    vmscope_build "$1"
}
