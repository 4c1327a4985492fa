#!/usr/bin/env bash
# Runs a command with a real Secret Service: a private D-Bus session bus, and gnome-keyring-daemon
# on it with a login keyring unlocked by a test password. XDG_CONFIG_HOME, XDG_DATA_HOME (where
# the keyring file goes) and XDG_CACHE_HOME point at a fresh temporary folder, removed afterwards,
# so the command can check that no file there holds a secret in clear.
set -euo pipefail
if [ "${1:-}" != --inside ]; then
  for tool in dbus-run-session gnome-keyring-daemon; do
    command -v "$tool" >/dev/null || { echo "with_secret_service: $tool is missing (scripts/setup.sh installs it)" >&2; exit 1; }
  done
  root=$(mktemp -d -t kafscope-keyring.XXXXXX)
  trap 'rm -rf "$root"' EXIT
  mkdir -p "$root/config" "$root/data" "$root/cache" "$root/runtime"
  chmod 700 "$root/runtime"
  export XDG_CONFIG_HOME="$root/config" XDG_DATA_HOME="$root/data" XDG_CACHE_HOME="$root/cache" XDG_RUNTIME_DIR="$root/runtime"
  # No session bus or keyring of the caller's may be reached.
  unset DBUS_SESSION_BUS_ADDRESS GNOME_KEYRING_CONTROL SSH_AUTH_SOCK
  # QtKeychain picks KWallet on a KDE desktop: here the Secret Service is meant, whatever the desktop.
  unset XDG_CURRENT_DESKTOP KDE_FULL_SESSION KDE_SESSION_VERSION DESKTOP_SESSION
  status=0
  dbus-run-session -- "$0" --inside "$@" || status=$?
  exit "$status"
fi
shift
# --unlock creates the login keyring with this password when there is none, and unlocks it.
eval "$(printf '%s' 'kafscope-test-keyring' | gnome-keyring-daemon --unlock --components=secrets)"
export GNOME_KEYRING_CONTROL
# The daemon leaves by itself when dbus-run-session closes the bus after this command.
exec "$@"
