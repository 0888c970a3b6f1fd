#!/usr/bin/python3
"""The Bluetooth feed's D-Bus side on this machine, which has no radio (docs/bluetooth.md).

A real dbus-daemon runs on a private socket with its own config; this script owns `org.bluez`
on it and plays bluetoothd's part of BlueZ's documented D-Bus API, as far as the scoreboard
sees it: the adapter's `Powered`, `GattManager1.RegisterApplication` (then reading the
application's objects with `GetManagedObjects`, as bluetoothd does), `LEAdvertisingManager1.
RegisterAdvertisement` (reading the advertisement's properties), a device's `Connected`
changes, and `GattCharacteristic1.WriteValue` with the writing device in its options. The real
bluetoothd with two virtual controllers is deploy/vm/test_bluetooth.py; this runs in the fast
tier on every change.

`scoreline run` with `[bluetooth] feed = true` and `--output png:F.ppm` is the kiosk. Checked:
- the service, characteristic and advertisement as BlueZ reads them (UUIDs, flags for each
  pairing setting, the configured name);
- two overs of writes (deploy/vm/feed-two-overs.txt if present, else the sample here): the
  frame equals `scoreline feed render` of the writes so far, pixel for pixel;
- a second phone's write is refused with org.bluez.Error.NotPermitted and changes nothing;
- a malformed write is logged and changes nothing;
- the app disconnects: "disconnected at HH:MM" (equal to the render with that time); it
  reconnects and writes on: the board continues;
- SIGKILL, then a start: the first frame is the last board with the journal's last time;
- BlueZ absent at start: the kiosk says so, and registers once org.bluez appears.

Run with Debian's python3 (python3-dbus, python3-gi): script/setup installs them.
"""
from __future__ import annotations

import argparse
import gc
import os
import re
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
sys.path.insert(0, str(ROOT / "integration" / "mqtt"))
from broker import read_image, differing_box  # noqa: E402  (the PPM/PNG readers the tests share)

SERVICE = "5a0d6a15-b664-4304-8530-3a0ec53e5bc1"
CHARACTERISTIC = "df531f62-fc0b-40ce-81b2-32a6262ea440"
ADAPTER = "/org/bluez/hci0"
PHONE = ADAPTER + "/dev_AA_BB_CC_DD_EE_01"
OTHER_PHONE = ADAPTER + "/dev_AA_BB_CC_DD_EE_02"
SIZE = "640x360"
FAILURES: list[str] = []

SAMPLE = """BTNRiverside
FTNHillcrest
BTS0/0
FTS142/7
OVB0.0
B1NA Smith
B1S0
B1B0
B1K1
B2NB Jones
B2S0
B2B0
B2K0
F1NC Brown
F1S0/0 (0.0)
RRQ143
COV
BTS4/0
B1S4
B1B1
F1S0/4 (0.1)
OVB0.1
RRQ139
COV4
BTS5/0
B1S5
B1B2
B1K0
B2K1
F1S0/5 (0.2)
OVB0.2
RRQ138
COV4 1
"""


def check(ok: bool, text: str) -> None:
    print(("ok   " if ok else "FAIL ") + text, flush=True)
    if not ok:
        FAILURES.append(text)


def pump(seconds: float, condition=lambda: False, interval: float = 0.02):
    """Runs the GLib loop (so the stand-in answers the kiosk) until `condition` gives a true
    value or the deadline passes. The loop's pace is not a synchronisation: the condition is."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            return None
        context.iteration(False)
        time.sleep(interval)


class Adapter(dbus.service.Object):
    """/org/bluez/hci0 as bluetoothd exports it, as far as the scoreboard uses it."""

    def __init__(self, bus):
        super().__init__(bus, ADAPTER)
        self.bus = bus
        self.powered = False
        self.alias = None
        self.application = None  # (sender, path, managed objects)
        self.advertisement = None  # (sender, path, properties)

    @dbus.service.method("org.freedesktop.DBus.Properties", in_signature="ssv")
    def Set(self, interface, name, value):
        if interface == "org.bluez.Adapter1" and name == "Powered":
            self.powered = bool(value)
        if interface == "org.bluez.Adapter1" and name == "Alias":
            self.alias = str(value)

    @dbus.service.method("org.bluez.GattManager1", in_signature="oa{sv}", sender_keyword="sender")
    def RegisterApplication(self, path, options, sender=None):
        # bluetoothd reads the application's objects before it answers.
        manager = dbus.Interface(self.bus.get_object(sender, path), "org.freedesktop.DBus.ObjectManager")
        self.application = (sender, str(path), manager.GetManagedObjects())

    @dbus.service.method("org.bluez.GattManager1", in_signature="o", sender_keyword="sender")
    def UnregisterApplication(self, path, sender=None):
        self.application = None

    @dbus.service.method("org.bluez.LEAdvertisingManager1", in_signature="oa{sv}", sender_keyword="sender")
    def RegisterAdvertisement(self, path, options, sender=None):
        props = dbus.Interface(self.bus.get_object(sender, path), "org.freedesktop.DBus.Properties")
        self.advertisement = (sender, str(path), props.GetAll("org.bluez.LEAdvertisement1"))

    @dbus.service.method("org.bluez.LEAdvertisingManager1", in_signature="o")
    def UnregisterAdvertisement(self, path):
        self.advertisement = None


class AgentManager(dbus.service.Object):
    """/org/bluez's AgentManager1: bluetoothd asks the default agent to confirm a just-works
    pairing, and refuses the pairing when there is none."""

    def __init__(self, bus):
        super().__init__(bus, "/org/bluez")
        self.agent = None  # (sender, path, capability)
        self.default = None

    @dbus.service.method("org.bluez.AgentManager1", in_signature="os", sender_keyword="sender")
    def RegisterAgent(self, path, capability, sender=None):
        self.agent = (sender, str(path), str(capability))

    @dbus.service.method("org.bluez.AgentManager1", in_signature="o", sender_keyword="sender")
    def RequestDefaultAgent(self, path, sender=None):
        self.default = (sender, str(path))

    @dbus.service.method("org.bluez.AgentManager1", in_signature="o")
    def UnregisterAgent(self, path):
        self.agent = None
        self.default = None

    def authorize(self, bus, device: str) -> str:
        """What bluetoothd does for a just-works pairing: RequestAuthorization on the default
        agent; "" if it accepts, else the error's name."""
        sender, path = self.default
        agent = dbus.Interface(bus.get_object(sender, path), "org.bluez.Agent1")
        try:
            agent.RequestAuthorization(dbus.ObjectPath(device))
            return ""
        except dbus.DBusException as e:
            return e.get_dbus_name()


class Root(dbus.service.Object):
    """bluetoothd's ObjectManager at /: a phone it has not seen before arrives as a new device
    object already connected (InterfacesAdded), with no PropertiesChanged for Connected."""

    def __init__(self, bus):
        super().__init__(bus, "/")

    @dbus.service.signal("org.freedesktop.DBus.ObjectManager", signature="oa{sa{sv}}")
    def InterfacesAdded(self, path, interfaces):
        pass


class Device(dbus.service.Object):
    def __init__(self, bus, path):
        super().__init__(bus, path)

    @dbus.service.signal("org.freedesktop.DBus.Properties", signature="sa{sv}as")
    def PropertiesChanged(self, interface, changed, invalidated):
        pass

    def connected(self, value: bool):
        self.PropertiesChanged("org.bluez.Device1", {"Connected": dbus.Boolean(value)}, [])


class Kiosk:
    def __init__(self, binary: Path, config: Path, frame: Path, log: Path, bus_address: str):
        env = dict(os.environ, DBUS_SYSTEM_BUS_ADDRESS=bus_address)
        self.log_path = log
        self.log = open(log, "ab")
        self.process = subprocess.Popen(
            [str(binary), "run", "--config", str(config), "--output", f"png:{frame}", "--size", SIZE],
            stdout=self.log, stderr=subprocess.STDOUT, env=env)

    def text(self) -> str:
        return self.log_path.read_text(errors="replace")

    def stop(self, sig=signal.SIGTERM) -> bool:
        """Signals the kiosk and waits for it to exit, answering its last D-Bus calls meanwhile;
        False if it had to be killed."""
        clean = True
        if self.process.poll() is None:
            self.process.send_signal(sig)
            if not pump(20, lambda: self.process.poll() is not None):
                clean = False
                self.process.kill()
                self.process.wait()
        self.log.close()
        return clean


def render(binary: Path, writes: list[str], out: Path, disconnected_at: str | None = None) -> tuple:
    source = out.with_suffix(".txt")
    source.write_text("".join(w + "\n" for w in writes))
    args = [str(binary), "feed", "render", str(source), "--size", SIZE, "--out", str(out)]
    if disconnected_at:
        args += ["--disconnected-at", disconnected_at]
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode not in (0, 2):
        raise RuntimeError(f"feed render failed: {result.stderr}")
    return read_image(out)


def frame_equals(frame: Path, reference: tuple):
    def same():
        try:
            return read_image(frame) == reference
        except (OSError, ValueError):
            return False
    return same


def write(bus, sender: str, device: str, text: str):
    characteristic = dbus.Interface(
        bus.get_object(sender, "/org/scoreline/feed/service0/char0"), "org.bluez.GattCharacteristic1")
    characteristic.WriteValue(dbus.Array(text.encode(), signature="y"), {"device": dbus.ObjectPath(device)})


def start_bus(work: Path) -> tuple[subprocess.Popen, str]:
    """A dbus-daemon of our own on a socket in `work`, with a config that lets this user own
    any name (the system bus's policy is not what is tested here)."""
    socket_path = work / "bus.socket"
    config = work / "bus.conf"
    config.write_text(f"""<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path={socket_path}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_destination="*" eavesdrop="true"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
""")
    daemon = subprocess.Popen(["dbus-daemon", "--config-file", str(config), "--nofork", "--print-address"],
                              stdout=subprocess.PIPE, text=True)
    address = daemon.stdout.readline().strip()
    if not address:
        raise RuntimeError("dbus-daemon did not start (is the dbus package installed?)")
    return daemon, address


def config_file(work: Path, pairing: str) -> Path:
    path = work / f"scoreline-{pairing}.toml"
    path.write_text(f"""data_dir = "{work / 'data'}"

[bluetooth]
feed = true
name = "Riverside CC"
pairing = "{pairing}"
settle_ms = 50
""")
    return path


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / ".build/debug/scoreline"))
    args = parser.parse_args()
    binary = Path(args.binary).resolve()
    recorded = ROOT / "deploy/vm/feed-two-overs.txt"
    # The VM test's recording: `# over N` starts an over; other '#' lines and blank ones are not
    # writes. Without it, the sample here, split in half.
    lines = (recorded.read_text() if recorded.exists() else SAMPLE).splitlines()
    overs: list[list[str]] = [[]]
    for line in lines:
        if line.startswith("# over ") and overs[-1]:
            overs.append([])
        elif line.strip() and not line.startswith("#"):
            overs[-1].append(line)
    if len(overs) < 2:
        overs = [overs[0][:len(overs[0]) // 2], overs[0][len(overs[0]) // 2:]]
    over1, over2 = overs[0], [w for over in overs[1:] for w in over]
    writes = over1 + over2

    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    with tempfile.TemporaryDirectory(prefix="scoreline-bt-") as tmp:
        work = Path(tmp)
        daemon, address = start_bus(work)
        kiosk = None
        name = None
        try:
            bus = dbus.bus.BusConnection(address)
            frame = work / "frame.ppm"

            # BlueZ absent at start: the kiosk says so and waits; org.bluez appears: it registers.
            kiosk = Kiosk(binary, config_file(work, "required"), frame, work / "kiosk.log", address)
            said = pump(20, lambda: "BlueZ is not running" in kiosk.text())
            check(bool(said), "BlueZ absent at start: the log says \"BlueZ is not running (bluetooth.service)\"")
            name = dbus.service.BusName("org.bluez", bus)
            agents = AgentManager(bus)
            root = Root(bus)
            adapter = Adapter(bus)
            registered = pump(20, lambda: adapter.application and adapter.advertisement)
            check(bool(registered), "org.bluez appears: the kiosk registers its application and advertisement")
            if not registered:
                print(kiosk.text())
                return 1
            check(adapter.powered, "the adapter is switched on (Adapter1.Powered = true)")
            check(adapter.alias == "Riverside CC", f"the adapter's alias is the board's name, what a phone reads once connected ({adapter.alias})")
            check(bool(pump(10, lambda: agents.default)) and agents.agent and agents.agent[2] == "NoInputNoOutput"
                  and agents.default[1] == agents.agent[1],
                  f"pairing = \"required\": the kiosk is BlueZ's default agent, NoInputNoOutput ({agents.agent})")
            sender, app_path, objects = adapter.application
            services = [(p, i["org.bluez.GattService1"]) for p, i in objects.items() if "org.bluez.GattService1" in i]
            chars = [(p, i["org.bluez.GattCharacteristic1"]) for p, i in objects.items() if "org.bluez.GattCharacteristic1" in i]
            check(len(services) == 1 and str(services[0][1]["UUID"]) == SERVICE and bool(services[0][1]["Primary"]),
                  f"one primary service {SERVICE}")
            check(len(chars) == 1 and str(chars[0][1]["UUID"]) == CHARACTERISTIC
                  and str(chars[0][1]["Service"]) == str(services[0][0]),
                  f"one characteristic {CHARACTERISTIC} in it")
            check([str(f) for f in chars[0][1]["Flags"]] == ["encrypt-write"],
                  "pairing = \"required\": the characteristic's flags are [\"encrypt-write\"] (BlueZ takes writes only over a paired link)")
            ad = adapter.advertisement[2]
            check(str(ad["Type"]) == "peripheral" and [str(u) for u in ad["ServiceUUIDs"]] == [SERVICE]
                  and str(ad["LocalName"]) == "Riverside CC",
                  "the advertisement: peripheral, the service's UUID, LocalName \"Riverside CC\"")
            check(bool(pump(10, lambda: 'advertising as "Riverside CC" on hci0' in kiosk.text())),
                  "the log says it advertises as \"Riverside CC\" on hci0")

            phone = Device(bus, PHONE)
            other = Device(bus, OTHER_PHONE)
            check(agents.authorize(bus, PHONE) == "", "the phone asks to pair (just works): the agent accepts")
            root.InterfacesAdded(dbus.ObjectPath(PHONE), {"org.bluez.Device1": {
                "Address": "AA:BB:CC:DD:EE:01", "Connected": dbus.Boolean(True), "Paired": dbus.Boolean(True)}})
            check(bool(pump(10, lambda: "scorer's app connected (AA:BB:CC:DD:EE:01)" in kiosk.text())),
                  "a phone new to bluetoothd (its device object added already connected): the log says it connected")
            for line in over1:
                write(bus, sender, PHONE, line)
            reference = render(binary, over1, work / "over1.ppm")
            same = pump(10, frame_equals(frame, reference))
            check(bool(same), f"after over 1 ({len(over1)} writes) the frame equals `scoreline feed render` of them")
            if not same and frame.exists():
                print("  differs:", differing_box(read_image(frame), reference))

            try:
                write(bus, sender, OTHER_PHONE, "BTS999/9")
                check(False, "a second phone's write is refused")
            except dbus.DBusException as e:
                check(e.get_dbus_name() == "org.bluez.Error.NotPermitted",
                      f"a second phone's write is refused with org.bluez.Error.NotPermitted ({e.get_dbus_name()})")
            refusal = agents.authorize(bus, OTHER_PHONE)
            check(refusal == "org.bluez.Error.Rejected",
                  f"a second phone asks to pair while the scorer is connected: org.bluez.Error.Rejected ({refusal or 'accepted'})")
            write(bus, sender, PHONE, "BTSlots")
            check(bool(pump(10, lambda: "BTS" in kiosk.text() and "ignored a write" in kiosk.text())),
                  "a malformed write (BTSlots) is logged as ignored")
            check(bool(pump(2, frame_equals(frame, reference))), "neither changes the board")

            phone.connected(False)
            match = pump(10, lambda: re.search(r"disconnected at (\d\d:\d\d)", kiosk.text()))
            check(bool(match), "the app disconnects: the log says \"scorer's app disconnected at HH:MM\"")
            if match:
                at = time.strftime("%Y-%m-%dT") + match.group(1) + ":00+00:00"
                gone = render(binary, over1, work / "gone.ppm", disconnected_at=at)
                check(bool(pump(10, frame_equals(frame, gone))),
                      f"the board says \"Scorer's app disconnected at {match.group(1)}\" (equals the render with that time)")

            phone.connected(True)
            for line in over2:
                write(bus, sender, PHONE, line)
            full = render(binary, writes, work / "over2.ppm")
            check(bool(pump(10, frame_equals(frame, full))),
                  f"it reconnects and writes over 2 ({len(over2)} writes): the frame equals the render of all {len(writes)}")

            # A power cut: SIGKILL, then a start. The journal's last time is the notice's.
            kiosk.stop(signal.SIGKILL)
            journal = work / "data/feed/feed.journal"
            last_at = re.findall(r'"at":"([^"]+)"', journal.read_text())[-1]
            from_journal = work / "journal.ppm"
            subprocess.run([str(binary), "feed", "render", str(journal), "--size", SIZE, "--out", str(from_journal)], check=True)
            check(read_image(from_journal) == full,
                  "`scoreline feed render` of the kiosk's feed journal equals the render of the writes it was sent")
            frame.unlink()
            kiosk = Kiosk(binary, config_file(work, "none"), frame, work / "kiosk2.log", address)
            resumed = render(binary, writes, work / "resumed.ppm", disconnected_at=last_at)
            check(bool(pump(20, frame_equals(frame, resumed))),
                  f"after SIGKILL and a start the first board is the last one, \"disconnected at {last_at[11:16]}\" (the journal's last time)")
            registered = pump(20, lambda: adapter.application and adapter.application[0] != sender)
            flags = [str(f) for o in (adapter.application[2].values() if registered else [])
                     for f in o.get("org.bluez.GattCharacteristic1", {}).get("Flags", [])]
            check(flags == ["write", "write-without-response"],
                  f"pairing = \"none\": the flags are [\"write\", \"write-without-response\"] ({flags})")
            stopped = kiosk.stop()
            kiosk = None
            check(stopped, "SIGTERM: the kiosk leaves within 20 s")
        finally:
            try:
                if kiosk:
                    kiosk.stop()
            finally:
                # Our name is released while the daemon still runs, not by a destructor at exit.
                name = None
                gc.collect()
                daemon.terminate()
                daemon.wait(timeout=10)
    print(f"{sum(1 for _ in FAILURES)} failed" if FAILURES else "all checks passed")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
