#!/usr/bin/env python3
"""A stand-in for the kiosk's Bluetooth feed, run IN the VM guest (test_bluetooth.py
--stand-in): a GATT peripheral on one adapter through bluetoothd's documented D-Bus API
(org.bluez.GattManager1.RegisterApplication, org.bluez.LEAdvertisingManager1.
RegisterAdvertisement), with the feed's service and one writable characteristic, advertising
a local name. It proves the rig (btvirt, hci_vhci, bluetoothd, the central) without the kiosk,
and records what bluetoothd hands a peripheral: each write is printed with its options.

It logs the kiosk's own lines for the same events, so the test reads both alike:
  bluetooth: advertising as "NAME" on hciN
  bluetooth: scorer's app connected
  bluetooth: scorer's app disconnected at HH:MM
and, for each write, `peripheral: write N "TEXT" {options}`.

Usage: feed_peripheral.py [--adapter hci0] [--name Scoreline] [--flags write]
       [--agent] (register a NoInputNoOutput default agent, as a kiosk that accepts pairing
       would)
       feed_peripheral.py --agent-only: only that agent, for a kiosk that registers none
       (test_bluetooth.py --guest-agent)
"""
from __future__ import annotations

import argparse
import sys
import time

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

BLUEZ = "org.bluez"
PROPS = "org.freedesktop.DBus.Properties"
OBJECT_MANAGER = "org.freedesktop.DBus.ObjectManager"
SERVICE_UUID = "5a0d6a15-b664-4304-8530-3a0ec53e5bc1"
WRITE_UUID = "df531f62-fc0b-40ce-81b2-32a6262ea440"


def say(text: str) -> None:
    print(text, flush=True)


class InvalidArgs(dbus.exceptions.DBusException):
    _dbus_error_name = "org.freedesktop.DBus.Error.InvalidArgs"


class Properties(dbus.service.Object):
    """An object exporting one interface's properties (what BlueZ reads with GetAll)."""

    def __init__(self, bus, path: str, interface: str, props: dict):
        super().__init__(bus, path)
        self.path, self.interface, self.props = path, interface, props

    @dbus.service.method(PROPS, in_signature="s", out_signature="a{sv}")
    def GetAll(self, interface):
        if interface != self.interface:
            raise InvalidArgs(interface)
        return self.props

    @dbus.service.method(PROPS, in_signature="ss", out_signature="v")
    def Get(self, interface, name):
        if interface != self.interface or name not in self.props:
            raise InvalidArgs(f"{interface}.{name}")
        return self.props[name]


class Characteristic(Properties):
    def __init__(self, bus, path: str, service: str, flags: list[str]):
        super().__init__(bus, path, "org.bluez.GattCharacteristic1", {
            "UUID": WRITE_UUID, "Service": dbus.ObjectPath(service),
            "Flags": dbus.Array(flags, signature="s")})
        self.writes = 0

    @dbus.service.method("org.bluez.GattCharacteristic1", in_signature="aya{sv}")
    def WriteValue(self, value, options):
        self.writes += 1
        text = bytes(value).decode("utf-8", "replace")
        shown = {str(k): (str(v) if isinstance(v, dbus.ObjectPath) else int(v) if isinstance(v, (dbus.UInt16, dbus.Byte, dbus.UInt32)) else str(v))
                 for k, v in options.items()}
        say(f"peripheral: write {self.writes} {text!r} {shown}")

    @dbus.service.method("org.bluez.GattCharacteristic1", in_signature="a{sv}", out_signature="ay")
    def ReadValue(self, options):
        return dbus.Array(b"", signature="y")


class Application(dbus.service.Object):
    """The GATT application: an ObjectManager listing the service and its characteristic."""

    def __init__(self, bus, flags: list[str]):
        self.path = "/org/scoreline/standin"
        super().__init__(bus, self.path)
        self.service = Properties(bus, self.path + "/service0", "org.bluez.GattService1",
                                  {"UUID": SERVICE_UUID, "Primary": True})
        self.characteristic = Characteristic(bus, self.path + "/service0/char0", self.service.path, flags)

    @dbus.service.method(OBJECT_MANAGER, out_signature="a{oa{sa{sv}}}")
    def GetManagedObjects(self):
        return {dbus.ObjectPath(o.path): {o.interface: o.props} for o in (self.service, self.characteristic)}


class Advertisement(Properties):
    def __init__(self, bus, name: str):
        super().__init__(bus, "/org/scoreline/standin/advertisement0", "org.bluez.LEAdvertisement1", {
            "Type": "peripheral", "ServiceUUIDs": dbus.Array([SERVICE_UUID], signature="s"),
            "LocalName": name, "Discoverable": True})

    @dbus.service.method("org.bluez.LEAdvertisement1")
    def Release(self):
        say("peripheral: advertisement released by bluetoothd")


class Agent(dbus.service.Object):
    """A NoInputNoOutput agent: Just Works pairing is accepted, anything else refused. Its lines
    start with `label` (feed_central.py uses it too, as the phone's agent)."""

    def __init__(self, bus, path: str, label: str = "peripheral: agent", print_line=say):
        super().__init__(bus, path)
        self.label = label
        self.print_line = print_line

    @dbus.service.method("org.bluez.Agent1", in_signature="ou")
    def RequestConfirmation(self, device, passkey):
        self.print_line(f"{self.label}: RequestConfirmation {device} {passkey:06d} (accepted)")

    @dbus.service.method("org.bluez.Agent1", in_signature="o")
    def RequestAuthorization(self, device):
        self.print_line(f"{self.label}: RequestAuthorization {device} (accepted)")

    @dbus.service.method("org.bluez.Agent1", in_signature="os")
    def AuthorizeService(self, device, uuid):
        self.print_line(f"{self.label}: AuthorizeService {device} {uuid} (accepted)")

    @dbus.service.method("org.bluez.Agent1")
    def Cancel(self):
        self.print_line(f"{self.label}: Cancel")

    @dbus.service.method("org.bluez.Agent1")
    def Release(self):
        self.print_line(f"{self.label}: Release")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--adapter", default="hci0")
    ap.add_argument("--name", default="Scoreline")
    ap.add_argument("--flags", default="write", help="the characteristic's flags, comma-separated (e.g. encrypt-write)")
    ap.add_argument("--agent", action="store_true")
    ap.add_argument("--agent-only", action="store_true")
    args = ap.parse_args()
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SystemBus()
    if args.agent_only:
        loop = GLib.MainLoop()
        agent = Agent(bus, "/org/scoreline/standin/agent")
        manager = dbus.Interface(bus.get_object(BLUEZ, "/org/bluez"), "org.bluez.AgentManager1")
        manager.RegisterAgent(agent, "NoInputNoOutput")
        manager.RequestDefaultAgent(agent)
        say("peripheral: agent NoInputNoOutput registered as the default")
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, 15, loop.quit)
        loop.run()
        say("peripheral: stopped")
        return 0
    adapter_path = f"/org/bluez/{args.adapter}"
    adapter = bus.get_object(BLUEZ, adapter_path)
    props = dbus.Interface(adapter, PROPS)
    props.Set("org.bluez.Adapter1", "Powered", dbus.Boolean(True))
    # Not discoverable as BR/EDR: the LE advertisement is what a phone finds.
    say(f"peripheral: {args.adapter} {props.Get('org.bluez.Adapter1', 'Address')} powered")
    loop = GLib.MainLoop()
    app = Application(bus, args.flags.split(","))
    adv = Advertisement(bus, args.name)
    if args.agent:
        agent = Agent(bus, "/org/scoreline/standin/agent")
        manager = dbus.Interface(bus.get_object(BLUEZ, "/org/bluez"), "org.bluez.AgentManager1")
        manager.RegisterAgent(agent, "NoInputNoOutput")
        manager.RequestDefaultAgent(agent)
        say("peripheral: agent NoInputNoOutput registered as the default")

    def failed(what):
        def handler(error):
            say(f"peripheral: {what} failed: {error.get_dbus_name()}: {error.get_dbus_message()}")
            loop.quit()
        return handler

    def registered_app():
        say(f"peripheral: GATT application registered (service {SERVICE_UUID}, characteristic {WRITE_UUID} {args.flags})")
        dbus.Interface(adapter, "org.bluez.LEAdvertisingManager1").RegisterAdvertisement(
            adv, {}, reply_handler=lambda: say(f'bluetooth: advertising as "{args.name}" on {args.adapter}'),
            error_handler=failed("RegisterAdvertisement"))

    dbus.Interface(adapter, "org.bluez.GattManager1").RegisterApplication(
        app, {}, reply_handler=registered_app, error_handler=failed("RegisterApplication"))

    def changed(interface, changed, invalidated, path=None, how="PropertiesChanged"):
        if interface != "org.bluez.Device1" or not path.startswith(adapter_path + "/"):
            return
        if "Connected" in changed:
            if changed["Connected"]:
                say(f"bluetooth: scorer's app connected ({how})")
            else:
                say(f"bluetooth: scorer's app disconnected at {time.strftime('%H:%M')}")
        for key in ("Paired", "Bonded"):
            if key in changed:
                say(f"peripheral: {key} {bool(changed[key])}")

    def added(path, interfaces):
        # A central never seen before appears as a new device object already connected: no
        # PropertiesChanged for Connected, only InterfacesAdded.
        device = interfaces.get("org.bluez.Device1")
        if device is not None and path.startswith(adapter_path + "/"):
            changed("org.bluez.Device1", {k: v for k, v in device.items() if k in ("Connected", "Paired", "Bonded") and v}, [], path,
                    how="InterfacesAdded: a new device, already connected")

    bus.add_signal_receiver(changed, dbus_interface=PROPS, signal_name="PropertiesChanged", path_keyword="path")
    bus.add_signal_receiver(added, dbus_interface=OBJECT_MANAGER, signal_name="InterfacesAdded")
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, 15, loop.quit)
    loop.run()
    say("peripheral: stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
