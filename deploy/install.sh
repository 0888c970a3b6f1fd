#!/bin/sh
# Installs Scoreline from this checkout as the Debian package (docs/deploy.md): builds the
# release binary (unless one is given), packs it with script/package, and installs the .deb
# with apt, which brings the run-time libraries. One way in and out: `apt remove scoreline`
# undoes it, and an upgrade is this script run again on a newer checkout.
#
#   sudo deploy/install.sh [path/to/scoreline]
#
# A machine with a .deb already built (or downloaded) needs none of this:
#   sudo apt install ./scoreline_<version>_<arch>.deb
#
# Earlier versions of this script copied files to /usr/local and /etc/systemd/system; those
# copies would shadow the package's, so they are moved aside (named *.pre-package) first.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
binary=${1:-}

if [ "$(id -u)" -ne 0 ]; then
  echo "install.sh: run as root (sudo deploy/install.sh)" >&2
  exit 1
fi

if [ -z "$binary" ]; then
  "$repo/script/build-release" --product scoreline
  binary="$("$repo/script/build-release" --show-bin-path)/scoreline"
fi
[ -x "$binary" ] || { echo "install.sh: no executable at $binary" >&2; exit 1; }

# The source install of before: the unit in /etc would override the package's, the binary and
# files in /usr/local would be found first.
for old in /etc/systemd/system/scoreline.service /etc/udev/rules.d/60-scoreline-gpio.rules \
           /usr/local/bin/scoreline /usr/local/share/scoreline; do
  if [ -e "$old" ]; then
    mv "$old" "$old.pre-package"
    echo "install.sh: moved the earlier source install's $old to $old.pre-package"
  fi
done

deb=$("$repo/script/package" --binary "$binary" | tee /dev/stderr | tail -n 1)
# An existing /etc/scoreline/scoreline.toml (the earlier script wrote one) is kept as it is.
apt-get install -y --no-install-recommends -o Dpkg::Options::=--force-confold "$deb"
echo "install.sh: installed $deb. Logs: journalctl -u scoreline -f; config: /etc/scoreline/scoreline.toml"
