#!/usr/bin/env bash
# Installs the Debian packages Kafscope needs to build, test and run; only what is missing.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-base-dev-tools libgl-dev libqt6svg6 libqt6sql6-sqlite
  libqcustomplot-dev libqcustomplot2.1-qt6
  kcat
  libssl-dev libsasl2-dev libzstd-dev zlib1g-dev libcurl4-openssl-dev debian-archive-keyring
  libkrb5-dev libsasl2-modules-gssapi-mit krb5-user krb5-kdc krb5-admin-server
  libre2-dev
  qt6-l10n-tools qt6-translations-l10n fonts-wqy-microhei clang-format
  qtkeychain-qt6-dev libsecret-1-0 gnome-keyring libsecret-tools dbus-daemon
  openjdk-17-jre-headless openjdk-17-jdk-headless maven
  desktop-file-utils appstream dpkg-dev file
  python3 python3-venv
  libprotobuf-dev libprotoc-dev protobuf-compiler
  prometheus-cpp-dev prometheus
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi
echo "setup: installing ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
