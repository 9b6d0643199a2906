#!/usr/bin/env bash
# Installs what packaging/windows_on_linux.py needs on Debian or Ubuntu: Wine with its 32-bit half
# (ISCC.exe and every Inno Setup installer are 32-bit programs), Xvfb (a silent Inno Setup install
# still needs a display) and npm (for the `innosetup` package). Run as root, or with sudo available.
#
#   packaging/windows/install_wine.sh
#
# On Debian bookworm the i386 index of the security suite has been seen failing to download for an
# hour ("File has unexpected size ... Mirror sync in progress?"), after which apt cannot line up the
# i386 and amd64 versions of Multi-Arch: same packages and wine32:i386 does not install. Yet once
# an amd64 library has come from the security suite (CI's test packages bring libssl3 from it), the
# i386 half can only match it from there. So Wine is installed from a sources list of its own, with
# the security suite first and, if that fails, without it; recommends off and both halves named in
# one command (installing wine32:i386 alone removed wine64 over gstreamer clashes).
set -euo pipefail

if [[ $(id -u) -ne 0 ]]; then
  exec sudo --non-interactive "$0" "$@"
fi
export DEBIAN_FRONTEND=noninteractive

packages=(wine wine64 libwine:amd64 wine32:i386 libwine:i386 xvfb)
command -v npm >/dev/null 2>&1 || packages+=(npm)

dpkg --add-architecture i386

# shellcheck source=/dev/null
. /etc/os-release
sources="$(mktemp -d)"
trap 'rm -rf "$sources"' EXIT

# Writes the sources list (with the security suite when $1 is "security") and installs from it.
install_from() {
  local apt_options=()
  if [[ "${ID:-}" == debian && -n "${VERSION_CODENAME:-}" ]]; then
    cat >"$sources/debian.sources" <<EOF
Types: deb
URIs: http://deb.debian.org/debian
Suites: ${VERSION_CODENAME} ${VERSION_CODENAME}-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    if [[ "$1" == security ]]; then
      cat >>"$sources/debian.sources" <<EOF

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: ${VERSION_CODENAME}-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    fi
    apt_options=(-o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$sources")
  fi
  apt-get "${apt_options[@]}" update -qq &&
    apt-get "${apt_options[@]}" install -y -qq --no-install-recommends "${packages[@]}"
}

install_from security || install_from plain
wine --version
