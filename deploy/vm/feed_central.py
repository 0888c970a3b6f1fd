#!/usr/bin/env python3
"""The scorer's phone app, played IN the VM guest (test_bluetooth.py): a BLE central on one
adapter through bluetoothd's D-Bus API (python3-dbus), writing the app's field writes to the
scoreboard's feed characteristic.

It reads commands, one a line, from a fifo (opened read-write, so it never sees end of file),
and prints one marker line when each is done, which the host waits for on the console:

  connect          find the scoreboard (LE discovery filtered on the feed's service, the
                   device whose Name or Alias is --name), Connect, wait for ServicesResolved,
                   find the characteristic by UUID
                   -> `central: connected to ADDR in T s (discovery D s, connect C s, services S s)`
  pair             Device1.Pair (Just Works; with --agent this process registers a
                   NoInputNoOutput agent, not as the default), unless already paired
                   -> `central: paired with ADDR in T s` (or `... ADDR already`)
  write FILE LABEL each line of FILE (blank lines and lines starting with '#' skipped) as one
                   WriteValue of its UTF-8 bytes, type=request, each answered before the next
                   -> `central: LABEL written (N writes in T s)`
  disconnect       Device1.Disconnect, wait until Connected is false
                   -> `central: disconnected from ADDR`
  forget           Adapter1.RemoveDevice (the bond too) -> `central: forgot ADDR`
  quit             -> `central: quit`

A failed command prints `central: error: ...` and the central waits for the next command.
Waits poll D-Bus properties up to a deadline while the GLib main loop serves D-Bus (the
agent's calls, signals); nothing waits on a fixed time.

Usage: feed_central.py --commands FIFO [--adapter hci1] [--name Scoreline] [--agent]
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

BLUEZ = "org.bluez"
PROPS = "org.freedesktop.DBus.Properties"
SERVICE_UUID = "5a0d6a15-b664-4304-8530-3a0ec53e5bc1"
WRITE_UUID = "df531f62-fc0b-40ce-81b2-32a6262ea440"


def say(text: str) -> None:
    print(f"central: {text}", flush=True)


class Failed(Exception):
    pass


# The phone's agent is the stand-in peripheral's (same directory on the test's disk).
from feed_peripheral import Agent  # noqa: E402


class Central:
    def __init__(self, bus, adapter: str, name: str):
        self.bus, self.name = bus, name
        self.adapter_path = f"/org/bluez/{adapter}"
        self.adapter = bus.get_object(BLUEZ, self.adapter_path)
        self.device_path: str | None = None
        self.char_path: str | None = None
        self.context = GLib.MainContext.default()

    # -- waiting --------------------------------------------------------------------------------

    def wait_for(self, what: str, condition, timeout: float):
        """Polls `condition` (every 50 ms, serving D-Bus in between) until it is truthy."""
        end = time.monotonic() + timeout
        while True:
            value = condition()
            if value:
                return value
            if time.monotonic() > end:
                raise Failed(f"timed out after {timeout:.0f} s waiting for {what}")
            fired: list = []
            tick = GLib.timeout_add(50, lambda: fired.append(1) or False)
            self.context.iteration(True)
            if not fired:
                GLib.source_remove(tick)

    def call(self, what: str, method, *args, timeout: float = 60):
        """A D-Bus call made asynchronously, the main loop running until it is answered (so
        bluetoothd can call the agent meanwhile)."""
        done: dict = {}
        method(*args, reply_handler=lambda *r: done.setdefault("reply", r),
               error_handler=lambda e: done.setdefault("error", e), timeout=timeout)
        self.wait_for(what, lambda: done, timeout + 5)
        if "error" in done:
            e = done["error"]
            raise Failed(f"{what}: {e.get_dbus_name()}: {e.get_dbus_message()}")
        return done["reply"]

    # -- bluetoothd's objects -------------------------------------------------------------------

    def objects(self) -> dict:
        manager = dbus.Interface(self.bus.get_object(BLUEZ, "/"), "org.freedesktop.DBus.ObjectManager")
        return manager.GetManagedObjects()

    def device_prop(self, name: str):
        try:
            return dbus.Interface(self.bus.get_object(BLUEZ, self.device_path), PROPS).Get("org.bluez.Device1", name)
        except dbus.exceptions.DBusException:
            return None

    def find_device(self) -> str | None:
        for path, interfaces in self.objects().items():
            device = interfaces.get("org.bluez.Device1")
            if device and path.startswith(self.adapter_path + "/") and \
                    self.name in (device.get("Name"), device.get("Alias")):
                return str(path)
        return None

    def power_on(self) -> None:
        props = dbus.Interface(self.adapter, PROPS)
        if not props.Get("org.bluez.Adapter1", "Powered"):
            props.Set("org.bluez.Adapter1", "Powered", dbus.Boolean(True))
            self.wait_for("the adapter to power on", lambda: props.Get("org.bluez.Adapter1", "Powered"), 20)

    # -- commands -------------------------------------------------------------------------------

    def connect(self) -> None:
        started = time.monotonic()
        self.power_on()
        adapter = dbus.Interface(self.adapter, "org.bluez.Adapter1")
        discovery = 0.0
        if self.device_path is None or self.device_prop("Address") is None:
            adapter.SetDiscoveryFilter({"Transport": "le", "UUIDs": dbus.Array([SERVICE_UUID], signature="s")})
            adapter.StartDiscovery()
            try:
                self.device_path = self.wait_for(f'a device named "{self.name}"', self.find_device, 60)
            finally:
                adapter.StopDiscovery()
            discovery = time.monotonic() - started
        device = dbus.Interface(self.bus.get_object(BLUEZ, self.device_path), "org.bluez.Device1")
        begun = time.monotonic()
        self.call("Connect", device.Connect, timeout=60)
        self.wait_for("Connected", lambda: self.device_prop("Connected"), 30)
        connected = time.monotonic() - begun
        begun = time.monotonic()
        self.wait_for("ServicesResolved", lambda: self.device_prop("ServicesResolved"), 60)
        self.char_path = self.wait_for(f"the characteristic {WRITE_UUID}", self.find_characteristic, 10)
        resolved = time.monotonic() - begun
        say(f"connected to {self.device_prop('Address')} in {time.monotonic() - started:.1f} s "
            f"(discovery {discovery:.1f} s, connect {connected:.1f} s, services {resolved:.1f} s)")

    def find_characteristic(self) -> str | None:
        for path, interfaces in self.objects().items():
            char = interfaces.get("org.bluez.GattCharacteristic1")
            if char and path.startswith(self.device_path + "/") and str(char.get("UUID")).lower() == WRITE_UUID:
                flags = ", ".join(str(f) for f in char.get("Flags", []))
                say(f"characteristic {WRITE_UUID} at {path}: flags [{flags}]")
                return str(path)
        return None

    def pair(self) -> None:
        if self.device_path is None:
            raise Failed("pair before connect")
        if self.device_prop("Paired"):
            # A bonded phone does not pair again when it reconnects: the link is encrypted with
            # the stored key.
            say(f"paired with {self.device_prop('Address')} already (Bonded {bool(self.device_prop('Bonded'))})")
            return
        started = time.monotonic()
        device = dbus.Interface(self.bus.get_object(BLUEZ, self.device_path), "org.bluez.Device1")
        self.call("Pair", device.Pair, timeout=60)
        self.wait_for("Paired", lambda: self.device_prop("Paired"), 30)
        say(f"paired with {self.device_prop('Address')} in {time.monotonic() - started:.1f} s "
            f"(Bonded {bool(self.device_prop('Bonded'))})")

    def write(self, path: str, label: str) -> None:
        if self.char_path is None:
            raise Failed("write before connect")
        with open(path, encoding="utf-8") as f:
            lines = [l.rstrip("\n") for l in f if l.strip() and not l.startswith("#")]
        char = dbus.Interface(self.bus.get_object(BLUEZ, self.char_path), "org.bluez.GattCharacteristic1")
        started = time.monotonic()
        for n, line in enumerate(lines, start=1):
            value = dbus.Array(line.encode("utf-8"), signature="y")
            self.call(f"WriteValue {n} ({line!r})", char.WriteValue, value, {"type": "request"}, timeout=30)
        say(f"{label} written ({len(lines)} writes in {time.monotonic() - started:.1f} s)")

    def disconnect(self) -> None:
        if self.device_path is None:
            raise Failed("disconnect before connect")
        device = dbus.Interface(self.bus.get_object(BLUEZ, self.device_path), "org.bluez.Device1")
        if self.device_prop("Connected"):  # a failed pairing may have dropped the link already
            self.call("Disconnect", device.Disconnect, timeout=30)
        self.wait_for("Connected to be false", lambda: not self.device_prop("Connected"), 30)
        self.char_path = None
        say(f"disconnected from {self.device_prop('Address')}")

    def forget(self) -> None:
        if self.device_path is None:
            raise Failed("forget before connect")
        address = self.device_prop("Address")
        self.call("RemoveDevice", dbus.Interface(self.adapter, "org.bluez.Adapter1").RemoveDevice,
                  dbus.ObjectPath(self.device_path), timeout=30)
        self.device_path = self.char_path = None
        say(f"forgot {address}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--commands", required=True, help="a fifo the commands come from")
    ap.add_argument("--adapter", default="hci1")
    ap.add_argument("--name", default="Scoreline")
    ap.add_argument("--agent", action="store_true", help="register a NoInputNoOutput agent (for Pair)")
    args = ap.parse_args()
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SystemBus()
    central = Central(bus, args.adapter, args.name)
    if args.agent:
        agent = Agent(bus, "/org/scoreline/central/agent", label="agent", print_line=say)
        manager = dbus.Interface(bus.get_object(BLUEZ, "/org/bluez"), "org.bluez.AgentManager1")
        # Not the default agent: bluetoothd asks this one only about pairings this process
        # started (Pair), so in a guest where one bluetoothd serves both sides, the other side
        # (the peripheral's adapter) still depends on its own (default) agent, as on two machines.
        manager.RegisterAgent(agent, "NoInputNoOutput")
        say("agent NoInputNoOutput registered")
    # Read-write: the fifo never reads as ended when a writer (the rig's echo) closes it.
    commands = os.fdopen(os.open(args.commands, os.O_RDWR), "r", buffering=1)
    say(f"ready on {args.adapter}")
    for line in commands:
        words = line.split()
        if not words:
            continue
        try:
            if words == ["connect"]:
                central.connect()
            elif words == ["pair"]:
                central.pair()
            elif words[0] == "write" and len(words) == 3:
                central.write(words[1], words[2].replace("_", " "))
            elif words == ["disconnect"]:
                central.disconnect()
            elif words == ["forget"]:
                central.forget()
            elif words == ["quit"]:
                say("quit")
                return 0
            else:
                raise Failed(f"unknown command {line.strip()!r}")
        except (Failed, dbus.exceptions.DBusException) as e:
            say(f"error: {e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
