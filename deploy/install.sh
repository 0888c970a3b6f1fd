#!/bin/sh
# Installs Scoreline as a kiosk service on Debian 12 / Raspberry Pi OS (bookworm).
# Safe to run again: it never overwrites an existing config or the data directory.
#
#   sudo deploy/install.sh [path/to/scoreline]
#
# Without an argument it builds a release binary first (Swift must be installed).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
binary=${1:-}

if [ "$(id -u)" -ne 0 ]; then
  echo "install.sh: run as root (sudo deploy/install.sh)" >&2
  exit 1
fi

if [ -z "$binary" ]; then
  # The Swift runtime linked in (as the VM tests and docs/PERFORMANCE.md run it): the service
  # needs no toolchain at run time, starts in half the time and maps only the code it uses.
  "$repo/script/build-release" --product scoreline
  binary="$("$repo/script/build-release" --show-bin-path)/scoreline"
fi
[ -x "$binary" ] || { echo "install.sh: no executable at $binary" >&2; exit 1; }

# Run-time libraries (the -dev packages are only for building). libgpiod's is the one the
# binary was built against (ADR 017): libgpiod.so.3 is libgpiod 2 (Debian 13, package
# libgpiod3), libgpiod.so.2 is libgpiod 1.6 (Debian 12, package libgpiod2).
gpiod_runtime=libgpiod2
if ldd "$binary" 2>/dev/null | grep -q 'libgpiod\.so\.3'; then gpiod_runtime=libgpiod3; fi
apt-get install -y --no-install-recommends libfreetype6 libharfbuzz0b libpng16-16 libdrm2 "$gpiod_runtime" zlib1g libmosquitto1 >/dev/null

getent group gpio >/dev/null || groupadd --system gpio
getent passwd scoreline >/dev/null || \
  useradd --system --home-dir /var/lib/scoreline --no-create-home --shell /usr/sbin/nologin \
          --user-group scoreline
usermod -a -G video,render,input,gpio,tty scoreline 2>/dev/null || usermod -a -G video,input,gpio,tty scoreline

install -m 0755 "$binary" /usr/local/bin/scoreline
install -d -m 0755 /usr/local/share/scoreline
if [ -d "$repo/fonts" ]; then
  rm -rf /usr/local/share/scoreline/fonts
  cp -r "$repo/fonts" /usr/local/share/scoreline/fonts
fi
# The phone's web app's pages, styles and scripts (docs/remote.md), read at start when
# [remote] listen is set.
if [ -d "$repo/web" ]; then
  rm -rf /usr/local/share/scoreline/web
  cp -r "$repo/web" /usr/local/share/scoreline/web
fi

install -d -m 0755 /etc/scoreline
if [ ! -e /etc/scoreline/scoreline.toml ] && [ -e "$here/examples/ground-scoreboard.toml" ]; then
  install -m 0644 "$here/examples/ground-scoreboard.toml" /etc/scoreline/scoreline.toml
  echo "install.sh: wrote /etc/scoreline/scoreline.toml from the ground-scoreboard example; edit it to suit."
fi

install -m 0644 "$here/60-scoreline-gpio.rules" /etc/udev/rules.d/60-scoreline-gpio.rules
udevadm control --reload-rules && udevadm trigger --subsystem-match=gpio || true

install -m 0644 "$here/scoreline.service" /etc/systemd/system/scoreline.service
systemctl daemon-reload
systemctl enable scoreline.service
echo "install.sh: installed. Start it with: systemctl start scoreline; logs: journalctl -u scoreline -f"
