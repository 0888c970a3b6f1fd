#!/usr/bin/env python3
"""VM test of the Bluetooth app feed (issue 18): the scorer's phone writes fields to the
kiosk's GATT characteristic over a real BlueZ stack, and the screen shows them.

The guest is a real Debian 12 with systemd, D-Bus and Debian's BlueZ (rig.debian_root), booted
with the kernel's `hci_vhci` (and what it pulls in) plus the crypto modules BlueZ and SMP ask
for at run time (MODULES below: the root holds no modules, so the boot initramfs loads them)
and bochs-drm at 1920x1080. BlueZ's emulator `btvirt -L -l2` (bluez-test-tools) puts two LE
controllers on one virtual radio through /dev/vhci: hci0 is the scoreboard's adapter, hci1
plays the scorer's phone. Debian's bluetoothd serves both. A second disk carries the test's
files: feed_central.py (the phone: a python-dbus central on hci1), the writes of each over, and
`scoreline` with its fonts.

1. bluetoothd is up with both controllers (/org/bluez/hci0 and hci1 on D-Bus).
2. The kiosk (`scoreline run --output drm` with `[bluetooth] feed = true` on hci0) logs
   `bluetooth: advertising as "Scoreline" on hci0`.
3. The central finds it (LE discovery filtered on the feed's service, by name), connects,
   pairs (Just Works, with the default `pairing = "required"`; the kiosk is the agent),
   and the kiosk logs the app as connected. It writes over 1 of feed-two-overs.txt (one
   WriteValue, type=request, a line): the screen equals `scoreline feed render` of the writes
   so far, pixel for pixel.
4. The central disconnects: the kiosk logs `bluetooth: scorer's app disconnected at HH:MM`
   and the screen equals the render of the same writes with `--disconnected-at` that time.
5. The central reconnects (bonded: no second pairing) and writes over 2: the screen equals the
   render of all the writes.

`--pairing none`, `--pair-on-write` (no Pair call: BlueZ pairs on the first refused write, as
phones do) and `--guest-agent` (an agent beside a kiosk that registers none) vary step 3.
`--stand-in` runs steps 1, 3, 4 and 5 against feed_peripheral.py instead of the kiosk (BlueZ's
D-Bus GATT API from Python, no screen): every write must reach the peripheral, in order,
intact; then, with the characteristic flagged `encrypt-write`, Pair must be refused while no
agent is registered ("No agent available for request type 2") and succeed with the
peripheral's NoInputNoOutput default agent, which is asked RequestAuthorization. It proves the
rig without the kiosk and is where the README's Bluetooth facts come from.

Waits are on the guest's console (marker lines), on polled conditions with deadlines, and on
the screen itself (screendump until equal, up to a deadline); no sleep synchronises anything.

Usage: deploy/vm/test_bluetooth.py [--binary .build/release/scoreline] [--keep]
       [--pairing required|none] [--pair-on-write] [--guest-agent] [--stand-in]
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import qemu  # noqa: E402
import rig  # noqa: E402
from test_display import describe, read_ppm  # noqa: E402

SIZE = (1920, 1080)
WRITES = HERE / "feed-two-overs.txt"
NAME = "Scoreline"
FEED = "/mnt/feed"  # the test's disk in the guest
DATA = "/var/lib/scoreline-test"
# The guest's Bluetooth: Debian's BlueZ (bluetoothd), its emulator (btvirt, in
# bluez-test-tools) and what the Python central and stand-in peripheral import.
BLUETOOTH_PACKAGES = ["bluez", "bluez-test-tools", "python3-dbus", "python3-gi"]
# The root holds no modules and the guest cannot autoload any, so every module the stack asks
# the kernel for at run time is named here, in load order (dependencies from modules.dep):
# - drbg, the default RNG ("stdrng"), with ctr and sha512_generic for its self-tests: ecdh_generic's
#   self-test at load generates a key with it, and without it fails ("alg: ecdh-nist-p256: test
#   failed on vector 2, err=-14"), which leaves SMP without ECDH (no LE Secure Connections);
# - ecb, cmac, algif_skcipher, algif_hash: BlueZ's user-space crypto (src/shared/crypto.c)
#   opens AF_ALG sockets for "ecb(aes)" and "cmac(aes)"; btvirt's controllers and bluetoothd
#   use it (without them btvirt stops at once: "Failed to open Virtual HCI device"), and the
#   kernel's SMP allocates "cmac(aes)" too;
# - hci_vhci, which pulls in bluetooth, ecdh_generic, ecc, rfkill and crc16;
# - bochs, the display.
MODULES = ["ctr", "sha512_generic", "drbg", "ecb", "cmac", "algif_skcipher", "algif_hash", "hci_vhci", "bochs"]


class Failure(rig.TestFailure):
    pass


def overs(path: Path) -> list[list[str]]:
    """The writes of each over: lines after `# over N`, without comments and blank lines."""
    result: list[list[str]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if re.match(r"#\s*over \d+\s*$", line):
            result.append([])
        elif line.strip() and not line.startswith("#"):
            if not result:
                raise Failure(f"{path}: a write before the first `# over N` line: {line!r}")
            result[-1].append(line)
    return result


def library_packages(binary: Path) -> list[str]:
    """The Debian packages holding the libraries `ldd` lists for the binary (installed in the
    guest's root, so the binary runs from the test's disk as it would from the package)."""
    packages = set()
    for guest, host in rig.shared_libraries(binary):
        real = os.path.realpath(host)
        for candidate in (real, real.removeprefix("/usr")):
            done = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
            if done.returncode == 0:
                packages.add(done.stdout.split(":")[0])
                break
        else:
            raise Failure(f"no Debian package holds {guest} ({real}), which {binary} links")
    return sorted(packages)


def feed_render(binary: Path, writes: list[str], out: Path, disconnected_at: str | None = None) -> Path:
    """The host's reference: `scoreline feed render` of the writes so far (one write a line)."""
    source = out.with_suffix(".writes")
    source.write_text("".join(w + "\n" for w in writes), encoding="utf-8")
    command = [str(binary), "feed", "render", str(source), "--size", f"{SIZE[0]}x{SIZE[1]}", "--out", str(out)]
    if disconnected_at:
        command += ["--disconnected-at", disconnected_at]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise Failure(f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return out


def main() -> int:
    begun = rig.begin_test("Bluetooth feed", extra=[
        (("--stand-in",), dict(action="store_true", help="feed_peripheral.py on hci0 instead of the kiosk (no screen)")),
        (("--pairing",), dict(choices=["required", "none"], default="required",
                              help="the kiosk's [bluetooth] pairing (required: the central pairs first)")),
        (("--pair-on-write",), dict(action="store_true",
                                    help="with pairing = \"required\": the central does not call Pair; its first write "
                                         "is refused for want of encryption and BlueZ pairs by itself, as phones do")),
        (("--guest-agent",), dict(action="store_true",
                                  help="a NoInputNoOutput default agent in the guest (feed_peripheral.py --agent-only), "
                                       "for a kiosk that registers none"))])
    if begun is None:
        return 0
    args, binary = begun
    started = time.monotonic()
    work = Path(tempfile.mkdtemp(prefix="scoreline-vm-bluetooth-"))
    test = BluetoothTest(binary, work, stand_in=args.stand_in, pairing=args.pairing, guest_agent=args.guest_agent,
                         pair_on_write=args.pair_on_write)
    steps = [
        (f"{rig.ROOT_SUITE} root with BlueZ (debootstrap, cached), the test's disk", test.prepare),
        ("boot; btvirt -L -l2: hci0 and hci1 in bluetoothd", test.boot),
    ]
    if args.stand_in:
        steps += [
            ("stand-in peripheral on hci0 (feed_peripheral.py)", test.start_stand_in),
            ("central on hci1: discover, connect, over 1 reaches the peripheral", test.stand_in_over_1),
            ("central disconnects; reconnects, over 2 reaches the peripheral", test.stand_in_over_2),
            ("encrypt-write, no agent on the peripheral's side: Pair is refused", test.encrypt_no_agent),
            ("encrypt-write, a NoInputNoOutput agent on the peripheral's side: Pair, then write", test.encrypt_paired),
            ("central and peripheral stop", test.stop_stand_in),
        ]
    else:
        steps += [
            (f"kiosk on hci0 (pairing = \"{args.pairing}\"): advertising", test.start_kiosk),
            ("central on hci1 connects, writes over 1: screen == feed render", test.over_1),
            ("central disconnects: screen == render --disconnected-at", test.disconnected),
            ("central reconnects, writes over 2: screen == feed render of all", test.over_2),
            ("kiosk and central stop", test.stop_kiosk),
        ]
    return rig.run_stages("Bluetooth feed" + (" (stand-in peripheral)" if args.stand_in else
                                             f" (pairing {args.pairing}{', an agent beside the kiosk' if args.guest_agent else ''})"),
                          test, steps, work, args.keep, started)


class BluetoothTest:
    def __init__(self, binary: Path, work: Path, stand_in: bool, pairing: str = "required", guest_agent: bool = False,
                 pair_on_write: bool = False):
        self.binary, self.work, self.stand_in, self.pairing = binary, work, stand_in, pairing
        self.guest_agent, self.pair_on_write = guest_agent, pair_on_write
        self.vm: qemu.VM | None = None
        self.overs = overs(WRITES)
        if len(self.overs) != 2:
            raise Failure(f"{WRITES} holds {len(self.overs)} overs, expected 2")

    # rig.run_stages stops "the VM".
    def tail(self, n: int = 40) -> str:
        return self.vm.tail(n) if self.vm else ""

    def stop(self) -> None:
        if self.vm:
            self.vm.stop()

    # -- setting up ----------------------------------------------------------------------------

    def prepare(self) -> None:
        self.kernel = rig.prepare_kernel()
        libraries = library_packages(self.binary)
        print(f"    the binary's libraries come from: {', '.join(libraries)}")
        image = rig.debian_root(BLUETOOTH_PACKAGES + libraries)
        self.overlay = self.work / "root.qcow2"
        rig.sh("qemu-img", "create", "-q", "-f", "qcow2", "-F", "raw", "-b", str(image), str(self.overlay))
        self.initrd = rig.root_initramfs(self.work / "initrd.gz", self.kernel, MODULES)
        disk = self.work / "feed"
        (disk / "fonts").mkdir(parents=True)
        shutil.copy(HERE / "feed_central.py", disk)
        shutil.copy(HERE / "feed_peripheral.py", disk)
        for n, writes in enumerate(self.overs, start=1):
            (disk / f"over-{n}.txt").write_text("".join(w + "\n" for w in writes), encoding="utf-8")
        if not self.stand_in:
            shutil.copy(self.binary, disk / "scoreline")
            for guest, host in rig.bundled_fonts().items():
                shutil.copy(host, disk / "fonts" / host.name)
            (disk / "kiosk.toml").write_text(
                "# test_bluetooth.py: a display-only kiosk showing the scorer's app's board\n"
                f'data_dir = "{DATA}"\n\n[bluetooth]\nfeed = true\nname = "{NAME}"\nadapter = "hci0"\npairing = "{self.pairing}"\n')
            # The references that do not depend on the run: rendered before the writes, so the
            # screen is polled from the moment the last write is answered.
            self.refs = {n: feed_render(self.binary, sum(self.overs[:n], []), self.work / f"over-{n}.ppm") for n in (1, 2)}
        rig.sh("mkfs.ext4", "-q", "-F", "-L", "feed", "-d", str(disk), str(self.work / "feed.img"), "256M")

    def boot(self) -> None:
        workdir = self.work / "boot"
        workdir.mkdir(exist_ok=True)
        self.vm = vm = qemu.VM(self.kernel, self.initrd, workdir, append="root=/dev/vda rw", extra=[
            "-vga", "none", "-device", "VGA,edid=on,xres=1920,yres=1080",
            "-drive", f"file={self.overlay},format=qcow2,if=virtio,cache=none",
            "-drive", f"file={self.work / 'feed.img'},format=raw,if=virtio,readonly=on"])
        start = time.monotonic()
        vm.start(timeout=240)
        print(f"    the rig's shell is up {time.monotonic() - start:.1f} s after qemu started", flush=True)
        vm.run(f"mkdir -p {FEED} && mount -o ro /dev/vdb {FEED}")
        if not self.stand_in:
            vm.run(f"mkdir -p /usr/share/scoreline && ln -sfn {FEED}/fonts /usr/share/scoreline/fonts")
        vm.run("ls /dev/vhci")
        # btvirt's pages read once before it runs: its first start, faulting them in from the
        # overlay under TCG, was slow enough for hci0's first command to time out.
        vm.run("btvirt --help > /dev/null 2>&1; cat /usr/bin/btvirt > /dev/null")
        self.start_controllers()
        for line in self.guest("bluetoothd --version; hciconfig | grep -E '^hci|BD Address'"):
            print(f"    guest: {line}")

    def adapters(self) -> set[str]:
        return {p for p in self.guest("busctl tree org.bluez --list 2>/dev/null") if re.fullmatch(r"/org/bluez/hci\d+", p)}

    def start_controllers(self, attempts: int = 4) -> None:
        """bluetoothd (Debian's unit), then `btvirt -L -l2` as a transient unit (systemd holds it;
        `systemctl stop btvirt` ends it), until bluetoothd has both controllers on D-Bus, which
        it does only once the kernel has set them up.

        bluetoothd is started first, so its own start does not compete with the controllers'
        set-up: under TCG on a loaded machine a controller can miss the kernel's 2 s HCI command
        timeout during its set-up ("hci0: Opcode 0x0c03 failed: -110") and stays dead. Then btvirt
        is started again (its controllers go away with it), a few times."""
        vm = self.vm
        start = time.monotonic()
        vm.run("systemctl start bluetooth.service")
        self.poll("bluetoothd on D-Bus", lambda: "/org/bluez" in self.guest("busctl tree org.bluez --list 2>/dev/null"), 60)
        print(f"    bluetoothd up {time.monotonic() - start:.1f} s after it was started")
        for attempt in range(1, attempts + 1):
            start = time.monotonic()
            timeouts = self.command_timeouts()
            vm.run("systemctl reset-failed btvirt 2>/dev/null; systemd-run --unit=btvirt --quiet /usr/bin/btvirt -L -l2")

            def state():
                if self.adapters() == {"/org/bluez/hci0", "/org/bluez/hci1"}:
                    return "up"
                if self.command_timeouts() > timeouts or not self.guest_ok("systemctl -q is-active btvirt"):
                    return "dead"
                return None
            result = self.poll("btvirt's two controllers in bluetoothd (or one dead)", state, 60)
            if result == "up":
                print(f"    btvirt -L -l2: hci0 and hci1 in bluetoothd {time.monotonic() - start:.1f} s after btvirt started"
                      f"{f' (attempt {attempt})' if attempt > 1 else ''}")
                return
            for line in self.guest("journalctl -u btvirt --no-pager -o cat | tail -2; dmesg | grep -i bluetooth | tail -2"):
                print(f"    guest: {line}")
            print(f"    btvirt -L -l2, attempt {attempt}: a controller did not come up; btvirt started again")
            vm.run("systemctl stop btvirt")
            self.poll("btvirt's controllers gone", lambda: not self.adapters() and not self.guest_ok("ls /sys/class/bluetooth/hci*"), 30)
        raise Failure(f"btvirt's controllers did not come up in {attempts} attempts")

    def command_timeouts(self) -> int:
        """How many HCI commands have timed out so far (the kernel logs each)."""
        out = self.guest("dmesg | grep -c 'Bluetooth: hci[0-9]*: Opcode .* failed: -110'")
        return int(out[-1]) if out and out[-1].isdigit() else 0

    # -- guest helpers -------------------------------------------------------------------------

    def guest(self, command: str) -> list[str]:
        return self.vm.run(command, check=False)

    def guest_ok(self, command: str) -> bool:
        _, rc = self.vm.wait_done(self.vm.send(command))
        return rc == 0

    @staticmethod
    def poll(what: str, condition, timeout: float, every: float = 0.3):
        end = time.monotonic() + timeout
        while True:
            value = condition()
            if value:
                return value
            if time.monotonic() > end:
                raise Failure(f"timed out after {timeout:.0f} s waiting for {what}")
            time.sleep(every)  # a poll interval: the condition decides

    def background(self, name: str, command: str) -> None:
        """A guest process in the background, its output on the console, its pid in
        /run/NAME.pid; `rig: NAME exited rc=N` when it ends."""
        self.vm.send(f"({command} & echo $! > /run/{name}.pid; wait $!; echo \"rig: {name} exited rc=$?\") 3<&- &")

    def stop_background(self, name: str) -> str:
        since = len(self.vm.lines)
        self.vm.send(f"kill $(cat /run/{name}.pid)")
        return self.vm.seen(rf"^rig: {name} exited rc=(\d+)", since, timeout=30).group(1)

    def start_central(self, agent: bool = False) -> None:
        since = len(self.vm.lines)
        self.vm.run("rm -f /run/central.in && mkfifo /run/central.in")
        self.background("central", f"python3 -u {FEED}/feed_central.py --commands /run/central.in --adapter hci1 --name {NAME}"
                        + (" --agent" if agent else ""))
        self.vm.seen(r"^central: ready on hci1", since, timeout=60)

    def central(self, command: str, done: str, timeout: float = 120) -> re.Match:
        """Sends the central a command; waits for its marker line (or its error line)."""
        since = len(self.vm.lines)
        self.vm.run(f"echo '{command}' > /run/central.in")
        m = self.vm.seen(rf"^central: (?:error: .*|{done})", since, timeout=timeout)
        print(f"    {m.group(0)}")
        if m.group(0).startswith("central: error"):
            why = ""
            if command == "pair":
                # bluetoothd says why a pairing failed in its journal, e.g. "No agent available
                # for request type 2" when nobody on the peripheral's side accepts Just Works.
                why = "; bluetoothd: " + " | ".join(l for l in self.guest(
                    "journalctl -u bluetooth --no-pager -o cat | grep -E 'new_auth|confirm|agent' | tail -3")
                    if "new_auth" in l or "device_confirm" in l or "agent" in l.lower() and not l.startswith("central:"))
            raise Failure(f"the central's `{command}` failed: {m.group(0)}{why}")
        return m

    # -- the stand-in peripheral ---------------------------------------------------------------

    def start_stand_in(self, flags: str = "write", agent: bool = False) -> None:
        since = len(self.vm.lines)
        self.background("peripheral", f"python3 -u {FEED}/feed_peripheral.py --adapter hci0 --name {NAME} --flags {flags}"
                        + (" --agent" if agent else ""))
        m = self.vm.seen(r'^(bluetooth: advertising as "[^"]*" on hci0|peripheral: .* failed: .*)$', since, timeout=60)
        print(f"    {m.group(0)}")
        if "failed" in m.group(0):
            raise Failure(m.group(0))

    def peripheral_got(self, since: int, writes: list[str]) -> None:
        got = [eval(m.group(1)) for l in self.vm.lines[since:]  # noqa: S307 (our own repr of a str)
               if (m := re.match(r"^peripheral: write \d+ ('.*'|\".*\") \{", l))]
        if got != writes:
            raise Failure(f"the peripheral got {len(got)} writes, not the {len(writes)} sent in order: "
                          f"first difference at {next((i for i, (a, b) in enumerate(zip(got, writes)) if a != b), min(len(got), len(writes)))}")
        options = next(l for l in self.vm.lines[since:] if l.startswith("peripheral: write "))
        print(f"    the peripheral got all {len(writes)} writes in order; the first: {options.removeprefix('peripheral: ')}")

    def stand_in_over_1(self) -> None:
        self.start_central()
        since = len(self.vm.lines)
        self.central("connect", r"connected to .*")
        self.vm.seen(r"^bluetooth: scorer's app connected", since, timeout=30)
        since = len(self.vm.lines)
        self.central(f"write {FEED}/over-1.txt over_1", r"over 1 written .*")
        self.peripheral_got(since, self.overs[0])

    def stand_in_over_2(self) -> None:
        since = len(self.vm.lines)
        self.central("disconnect", r"disconnected from .*")
        m = self.vm.seen(r"^bluetooth: scorer's app disconnected at \d\d:\d\d", since, timeout=30)
        print(f"    {m.group(0)}")
        since = len(self.vm.lines)
        self.central("connect", r"connected to .*")
        self.vm.seen(r"^bluetooth: scorer's app connected", since, timeout=30)
        since = len(self.vm.lines)
        self.central(f"write {FEED}/over-2.txt over_2", r"over 2 written .*")
        self.peripheral_got(since, self.overs[1])

    def restart_with(self, flags: str, agent: bool) -> None:
        """A fresh start for a pairing case: disconnected, and neither side remembers the other
        (a bond left on the peripheral's side would make a new Just Works pairing a re-pairing,
        which bluetoothd refuses by default: main.conf JustWorksRepairing = never)."""
        self.central("disconnect", r"disconnected from .*")
        self.central("forget", r"forgot .*")
        self.vm.run("for d in $(busctl tree org.bluez --list | grep -E '^/org/bluez/hci0/dev_[^/]+$'); do "
                    "busctl call org.bluez /org/bluez/hci0 org.bluez.Adapter1 RemoveDevice o $d; done")
        self.stop_background("peripheral")
        self.start_stand_in(flags=flags, agent=agent)

    def encrypt_no_agent(self) -> None:
        """Just Works as the responder: the kernel asks bluetoothd to confirm (a User Confirm
        Request with the auto-accept hint), and bluetoothd asks an agent. With none registered it
        refuses ("No agent available for request type 2") and the pairing fails. The central
        registers no agent either: its side of Just Works asks nobody."""
        self.restart_with("encrypt-write", agent=False)
        since = len(self.vm.lines)
        self.central("connect", r"connected to .*")
        self.vm.run("echo pair > /run/central.in")
        m = self.vm.seen(r"^central: (?:error: .*|paired with .*)", since, timeout=120)
        print(f"    {m.group(0)}")
        if not m.group(0).startswith("central: error: Pair"):
            raise Failure(f"the pairing was not refused without an agent on the peripheral's side: {m.group(0)}")
        # Other guest processes print on the same console: only bluetoothd's own lines.
        journal = [l for l in self.guest("journalctl -u bluetooth --no-pager -o cat | grep 'new_auth' | tail -2") if "new_auth" in l]
        for line in journal:
            print(f"    bluetoothd: {line}")
        if not any("No agent available" in l for l in journal):
            raise Failure("bluetoothd did not say why the pairing failed (no 'No agent available')")
        self.central("disconnect", r"disconnected from .*")

    def encrypt_paired(self) -> None:
        self.restart_with("encrypt-write", agent=True)
        since = len(self.vm.lines)
        self.central("connect", r"connected to .*")
        self.central("pair", r"paired with .*")
        self.central(f"write {FEED}/over-2.txt paired_over_2", r"paired over 2 written .*")
        self.peripheral_got(since, self.overs[1])
        agent = [l for l in self.vm.lines[since:] if "agent:" in l]
        print(f"    agent calls: {'; '.join(agent) or 'none'}")
        if not any("RequestAuthorization /org/bluez/hci0/" in l for l in agent):
            raise Failure("the peripheral's agent was not asked to authorize the Just Works pairing")

    def stop_stand_in(self) -> None:
        self.central("quit", "quit")
        for name in ("peripheral",):
            print(f"    {name} stopped: rc={self.stop_background(name)}")
        self.vm.run("systemctl stop btvirt")

    # -- the kiosk -----------------------------------------------------------------------------

    def start_kiosk(self) -> None:
        if self.guest_agent:
            since = len(self.vm.lines)
            self.background("agent", f"python3 -u {FEED}/feed_peripheral.py --agent-only")
            print(f"    {self.vm.seen(r'^peripheral: agent .*', since, timeout=60).group(0)} (--guest-agent)")
        since = len(self.vm.lines)
        self.background("kiosk", f"{FEED}/scoreline run --config {FEED}/kiosk.toml --output drm")
        m = self.vm.seen(r"display: /dev/\S+ (?:\S+ )?(\d+)x(\d+)", since, timeout=60)
        if (int(m.group(1)), int(m.group(2))) != SIZE:
            raise Failure(f"the display chose {m.group(1)}x{m.group(2)}, expected {SIZE[0]}x{SIZE[1]}")
        m = self.vm.seen(f'bluetooth: advertising as "{NAME}" on hci0', since, timeout=60)
        print(f"    {m.group(0)}")
        self.start_central()

    def screen_equals(self, reference: Path, what: str, deadline_s: float, since_write: float | None = None) -> None:
        """Polls the screen (screendump) until it equals `reference`, up to a deadline."""
        want = read_ppm(reference)
        shot = self.vm.workdir / "screen.ppm"
        start = time.monotonic()
        deadline = start + deadline_s
        shots = 0
        while True:
            shot.unlink(missing_ok=True)
            reply = self.vm.monitor(f"screendump {shot}")
            if not shot.exists():
                raise Failure(f"screendump wrote nothing: {reply}")
            got = read_ppm(shot)
            shots += 1
            if got == want:
                latency = f" (at most {time.monotonic() - since_write:.1f} s from the last write's answer to the screen)" if since_write else ""
                print(f"    screen == {what} ({reference.name}), every pixel, {time.monotonic() - start:.1f} s and "
                      f"{shots} screendumps after asking{latency}")
                return
            if time.monotonic() > deadline:
                break
            time.sleep(0.2)  # polling the screen itself, not a synchronisation
        keep = self.vm.workdir / f"mismatch-{reference.stem}.ppm"
        shot.rename(keep)
        raise Failure(f"the screen never showed {what} within {deadline_s} s: {describe(got, want)}; screen kept in {keep}")

    def connect_as_the_app(self) -> None:
        """Connects (and with pairing = "required" pairs, as the phone asks its user to accept);
        the kiosk logs the app as connected."""
        since = len(self.vm.lines)
        self.central("connect", r"connected to .*")
        if self.pairing == "required" and not self.pair_on_write:
            self.central("pair", r"paired with .*")
        try:
            m = self.vm.seen(r"bluetooth: scorer's app connected.*", since, timeout=30)
        except rig.RigError:
            devices = [l for l in self.guest("busctl tree org.bluez --list") if re.fullmatch(r"/org/bluez/hci0/dev_[0-9A-F_]+", l)]
            states = {d: " ".join(self.guest(f"busctl get-property org.bluez {d} org.bluez.Device1 Connected")) for d in devices}
            raise Failure("the kiosk never logged the scorer's app as connected, while bluetoothd has hci0's "
                          f"{states or 'no device'}: a central seen for the first time appears as a new device object "
                          "already connected (ObjectManager.InterfacesAdded with Connected=true), with no "
                          "PropertiesChanged for Connected")
        print(f"    {m.group(0)}")

    def over_1(self) -> None:
        self.connect_as_the_app()
        self.central(f"write {FEED}/over-1.txt over_1", r"over 1 written .*")
        self.screen_equals(self.refs[1], "the board after over 1", 30, since_write=time.monotonic())

    def disconnected(self) -> None:
        since = len(self.vm.lines)
        self.central("disconnect", r"disconnected from .*")
        m = self.vm.seen(r"bluetooth: scorer's app disconnected at (\d\d:\d\d).*", since, timeout=30)
        print(f"    {m.group(0)}")
        # The notice shows the kiosk's local time (the guest's zone is UTC); the render takes
        # the whole time, on the guest's date.
        day = self.guest("date -u +%F")[-1]
        ref = feed_render(self.binary, self.overs[0], self.work / "disconnected.ppm",
                          disconnected_at=f"{day}T{m.group(1)}:00+00:00")
        self.screen_equals(ref, f"the board disconnected at {m.group(1)}", 30)

    def over_2(self) -> None:
        self.connect_as_the_app()
        self.central(f"write {FEED}/over-2.txt over_2", r"over 2 written .*")
        self.screen_equals(self.refs[2], "the board after over 2", 30, since_write=time.monotonic())

    def stop_kiosk(self) -> None:
        self.central("quit", "quit")
        rc = self.stop_background("kiosk")
        print(f"    the kiosk stopped on SIGTERM: rc={rc}")
        if self.guest_agent:
            self.stop_background("agent")
        if rc != "0":
            raise Failure(f"the kiosk exited with {rc} on SIGTERM")
        self.vm.run("systemctl stop btvirt")


if __name__ == "__main__":
    sys.exit(main())
