#!/usr/bin/python3
"""The hotspot's D-Bus side on this machine, which has no radio (docs/network.md, ADR 051).

A real dbus-daemon runs on a private socket with its own config. This script owns
`org.freedesktop.NetworkManager` on it and plays NetworkManager's part of its documented D-Bus
API, as far as the kiosk uses it: `GetDevices`, the devices' `DeviceType` and `Interface`, the
`ActiveConnections` with their `Id`, `Type` and `State`, `AddAndActivateConnection2` (which
records what it was given and makes an active connection) and `DeactivateConnection`. The real
NetworkManager with two `mac80211_hwsim` radios is deploy/vm/test_hotspot.py; this runs in the
fast tier.

`scoreline run` (`--output png:`, DBUS_SYSTEM_BUS_ADDRESS pointing at the private bus) is the
kiosk. Checked:
- `hotspot = "on"`: the kiosk asks for the hotspot on wlan0 at once, with exactly the settings
  of docs/network.md's table (SSID bytes = the board's name, the passphrase = the file's,
  WPA2-PSK CCMP only, ipv4 shared at 10.42.0.1/24, IPv6 off, no autoconnect), as a volatile
  profile; the log says it is up;
- the hotspot dropped by NetworkManager: the kiosk asks again;
- `scoreline network rotate` with it up: a new passphrase in the file, DeactivateConnection of
  the hotspot's active connection, and the kiosk asks again with the new passphrase;
- `hotspot = "fallback"` with another active connection (a cable): the log says the hotspot
  stays down, and nothing is asked;
- NetworkManager absent: the kiosk says so once and keeps the board.

Run with Debian's python3 (python3-dbus, python3-gi): script/setup installs them.
Usage: integration/network/test_hotspot_dbus.py [--binary .build/debug/scoreline]
"""
from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "integration" / "bluetooth"))
from test_feed_dbus import check, pump, start_bus, FAILURES  # noqa: E402

NM = "org.freedesktop.NetworkManager"
NM_PATH = "/org/freedesktop/NetworkManager"
PROPS = "org.freedesktop.DBus.Properties"
BOARD = "Riverside CC"


class Device(dbus.service.Object):
    def __init__(self, bus, path, interface, kind):
        super().__init__(bus, path)
        self.properties = {"Interface": dbus.String(interface), "DeviceType": dbus.UInt32(kind)}

    @dbus.service.method(PROPS, in_signature="ss", out_signature="v")
    def Get(self, interface, name):
        return self.properties[name]


class Active(dbus.service.Object):
    def __init__(self, bus, path, ident, kind, state=2):
        super().__init__(bus, path)
        self.properties = {"Id": dbus.String(ident), "Type": dbus.String(kind), "State": dbus.UInt32(state)}

    @dbus.service.method(PROPS, in_signature="ss", out_signature="v")
    def Get(self, interface, name):
        return self.properties[name]


class Manager(dbus.service.Object):
    """NetworkManager's own object: two devices (a cable and wlan0), the active connections."""

    def __init__(self, bus):
        super().__init__(bus, NM_PATH)
        self.bus = bus
        self.devices = [Device(bus, NM_PATH + "/Devices/1", "eth0", 1), Device(bus, NM_PATH + "/Devices/2", "wlan0", 2)]
        self.active: dict[str, Active] = {}
        self.added: list[tuple[dict, str, str, dict]] = []
        self.deactivated: list[str] = []
        self.serial = 0

    def activate(self, ident: str, kind: str) -> str:
        self.serial += 1
        path = f"{NM_PATH}/ActiveConnection/{self.serial}"
        self.active[path] = Active(self.bus, path, ident, kind)
        return path

    def drop(self, path: str) -> None:
        self.active.pop(path).remove_from_connection()

    @dbus.service.method(NM, in_signature="", out_signature="ao")
    def GetDevices(self):
        return dbus.Array([dbus.ObjectPath(d._object_path) for d in self.devices], signature="o")

    @dbus.service.method(PROPS, in_signature="ss", out_signature="v")
    def Get(self, interface, name):
        if name == "ActiveConnections":
            return dbus.Array([dbus.ObjectPath(p) for p in self.active], signature="o")
        raise dbus.exceptions.DBusException(f"no property {name}", name="org.freedesktop.DBus.Error.UnknownProperty")

    @dbus.service.method(NM, in_signature="a{sa{sv}}ooa{sv}", out_signature="ooa{sv}")
    def AddAndActivateConnection2(self, settings, device, specific, options):
        self.added.append((settings, str(device), str(specific), options))
        active = self.activate(str(settings["connection"]["id"]), "802-11-wireless")
        return dbus.ObjectPath(NM_PATH + f"/Settings/{self.serial}"), dbus.ObjectPath(active), dbus.Dictionary({}, signature="sv")

    @dbus.service.method(NM, in_signature="o", out_signature="")
    def DeactivateConnection(self, active):
        self.deactivated.append(str(active))
        self.drop(str(active))


class Kiosk:
    def __init__(self, binary: Path, config: Path, work: Path, bus_address: str, name: str):
        env = dict(os.environ, DBUS_SYSTEM_BUS_ADDRESS=bus_address)
        self.log_path = work / f"{name}.log"
        self.log = open(self.log_path, "ab")
        self.process = subprocess.Popen(
            [str(binary), "run", "--config", str(config), "--output", f"png:{work / (name + '.ppm')}", "--size", "320x180"],
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT, env=env)

    def text(self) -> str:
        return self.log_path.read_text(errors="replace")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            if not pump(20, lambda: self.process.poll() is not None):
                self.process.kill()
                self.process.wait()
        self.log.close()


def config(work: Path, mode: str) -> Path:
    path = work / f"{mode}.toml"
    path.write_text(f"""data_dir = "{work / 'data'}"

[display]
venue = "{BOARD}"

# The web app, as a hotspot is for phones: it also keeps the kiosk running with no stdin.
[remote]
listen = "127.0.0.1:0"

[network]
hotspot = "{mode}"
fallback_seconds = 5
""")
    return path


def plain(value):
    """dbus-python's values as plain Python ones, for comparing with the table."""
    if isinstance(value, dbus.Array):
        if value.signature == "y":
            return bytes(value)
        return [plain(v) for v in value]
    if isinstance(value, dbus.Dictionary):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, dbus.Boolean):
        return bool(value)
    if isinstance(value, (dbus.UInt32, dbus.Int32)):
        return int(value)
    if isinstance(value, (dbus.String, dbus.ObjectPath)):
        return str(value)
    return value


def expected_settings(passphrase: str) -> dict:
    """docs/network.md's table, written out by hand."""
    return {
        "connection": {"id": "scoreline-hotspot", "type": "802-11-wireless", "autoconnect": False},
        "802-11-wireless": {"mode": "ap", "band": "bg", "ssid": BOARD.encode()},
        "802-11-wireless-security": {"key-mgmt": "wpa-psk", "proto": ["rsn"], "pairwise": ["ccmp"], "group": ["ccmp"],
                                     "psk": passphrase},
        "ipv4": {"method": "shared", "address-data": [{"address": "10.42.0.1", "prefix": 24}]},
        "ipv6": {"method": "disabled"},
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / ".build/debug/scoreline"))
    binary = Path(parser.parse_args().binary).resolve()
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    with tempfile.TemporaryDirectory(prefix="scoreline-hotspot-") as tmp:
        work = Path(tmp)
        (work / "data").mkdir()
        daemon, address = start_bus(work)
        kiosk = None
        try:
            bus = dbus.bus.BusConnection(address)

            # NetworkManager absent: said once, the kiosk keeps running.
            kiosk = Kiosk(binary, config(work, "on"), work, address, "absent")
            said = pump(20, lambda: "] hotspot: " in kiosk.text() and "NetworkManager" in kiosk.text())
            check(bool(said), "NetworkManager absent: the log names it")
            pump(6, lambda: kiosk.text().count("] hotspot: ") > 1)  # a second tick passes (5 s)
            check(kiosk.text().count("] hotspot: ") == 1 and kiosk.process.poll() is None,
                  "… once, not every tick, and the kiosk keeps running")
            kiosk.stop()

            name = dbus.service.BusName(NM, bus)
            manager = Manager(bus)

            # on: asked at once, with the table's settings and the file's passphrase.
            kiosk = Kiosk(binary, config(work, "on"), work, address, "on")
            pump(20, lambda: manager.added)
            passphrase_file = work / "data" / "hotspot" / "passphrase"
            passphrase = passphrase_file.read_text().strip() if passphrase_file.exists() else ""
            check(len(manager.added) == 1, f"on: one AddAndActivateConnection2 (got {len(manager.added)})")
            if not manager.added:
                print(kiosk.text()[-3000:])
            if manager.added:
                settings, device, specific, options = manager.added[0]
                got = plain(settings)
                want = expected_settings(passphrase)
                check(got == want, f"on: the settings are docs/network.md's table\n     got  {got}\n     want {want}")
                check(device == NM_PATH + "/Devices/2" and specific == "/", f"on: on wlan0's device ({device}, {specific})")
                check(plain(options) == {"persist": "volatile"}, f"on: a volatile profile ({plain(options)})")
            check(len(passphrase) == 19 and oct(passphrase_file.stat().st_mode & 0o777) == "0o600",
                  f"on: the passphrase file was made, 0600 ({passphrase!r})")
            check(bool(pump(10, lambda: f'hotspot "{BOARD}" up at 10.42.0.1' in kiosk.text())), "on: the log says it is up")

            # Dropped by NetworkManager: asked again within a tick.
            for path in list(manager.active):
                manager.drop(path)
            check(bool(pump(15, lambda: len(manager.added) == 2)), "on: dropped, the hotspot is asked for again")

            # rotate: a new passphrase, the hotspot taken down, asked again with the new one.
            env = dict(os.environ, DBUS_SYSTEM_BUS_ADDRESS=address)
            rotate = subprocess.Popen([str(binary), "network", "rotate", "--config", str(config(work, "on"))],
                                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True)
            pump(30, lambda: rotate.poll() is not None)
            said = rotate.stdout.read()
            new = passphrase_file.read_text().strip()
            check(rotate.returncode == 0 and new != passphrase and len(manager.deactivated) == 1,
                  f"rotate: a new passphrase and the hotspot deactivated ({rotate.returncode}, {said.strip()!r})")
            check(bool(pump(15, lambda: len(manager.added) == 3)), "rotate: the kiosk asks for the hotspot again")
            if len(manager.added) == 3:
                psk = plain(manager.added[2][0])["802-11-wireless-security"]["psk"]
                check(psk == new, f"rotate: … with the new passphrase ({psk!r})")
            kiosk.stop()

            # fallback with a cable connected: stays down, said once, nothing asked.
            for path in list(manager.active):
                manager.drop(path)
            manager.activate("Wired connection 1", "802-3-ethernet")
            asked = len(manager.added)
            kiosk = Kiosk(binary, config(work, "fallback"), work, address, "fallback")
            said = pump(20, lambda: "hotspot stays down" in kiosk.text())
            check(bool(said), "fallback, a cable connected: the log says the hotspot stays down")
            pump(7, lambda: len(manager.added) > asked)  # past the 5 s wait
            check(len(manager.added) == asked, "fallback, a cable connected: nothing is asked past the wait")
            kiosk.stop()
            kiosk = None
            del name
        finally:
            if kiosk:
                kiosk.stop()
            daemon.terminate()
            daemon.wait()
    print(f"{'FAILED: ' + str(len(FAILURES)) if FAILURES else 'all passed'}")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
