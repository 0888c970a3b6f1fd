#!/usr/bin/env python3
"""VM test of the Debian package (issue 19): a real Debian 12 userland with systemd, booted
from a disk, the package installed as a club would install it.

1. The package is built twice by script/package from the same binary: version N (lintian's
   whole report goes into this log) and N+1 (the upgrade).
2. The root: debootstrap'd Debian 12 with systemd and the package's dependencies, cached as
   an ext4 image (rig.debian_root); each run boots a copy-on-write overlay of it, with
   bochs-drm (EDID 1920x1080), a virtio NIC on qemu's user network (the host's port forwarded
   to the guest's 8080) and a small disk holding the two packages.
3. Boot 1: `dpkg -i` version N: the user `scoreline` in video, input and gpio, the data
   directory, the service enabled and started. `systemctl reboot`.
4. Boot 2: the service starts by itself as `scoreline`; `systemctl status` is healthy
   (active, no restarts); the watchdog is armed (WatchdogUSec=10s and its timestamp moves as
   the loop pings it). The first-boot board: the packaged config turns the phone web app on,
   and the board (read as the live view's fields) gives the set-up page's address,
   http://10.0.2.15:8080/setup. A phone (this test, over the forwarded port) pairs with the
   code from the operator's log, sets a T20 up and scores; the bochs screen equals
   `scoreline render` of the guest's journal, pixel for pixel.
5. The power is pulled (qemu killed) and the guest boots again: the service resumes the
   match at the same seq and the screen equals the same render.
6. `dpkg -i` version N+1: the service is restarted by the package, resumes at the same seq,
   and the screen equals the render again.
7. `systemd-analyze security scoreline` in the guest gives the rating that the offline check
   gives for the unit and drop-in the package ships (script/test's deploy checks).
8. `dpkg -r` keeps /var/lib/scoreline; `dpkg -P` says where the data is and keeps it;
   installed again and purged with SCORELINE_PURGE_DATA=yes, it is deleted.

Waits are on the guest's console (`rig: done`), on polled conditions with deadlines, and on
the screen itself (screendump until equal, up to a deadline); no sleep synchronises anything.

Usage: deploy/vm/test_package.py [--binary .build/release/scoreline] [--keep]
"""
from __future__ import annotations

import http.client
import json
import re
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import qemu  # noqa: E402
import rig  # noqa: E402
import test_display  # noqa: E402  (screen comparison)

REPO = Path(__file__).resolve().parents[2]
SIZE = (1920, 1080)
DATA = "/var/lib/scoreline"
GUEST_URL = "http://10.0.2.15:8080/setup"
# A phone's set-up: a T20 with two XIs; Riverside bat.
SETUP = {"sport": "cricket", "start": "now", "format": "t20",
         "teams": [{"name": "Riverside", "players": ["Asha", "Bilal", "Chen", "Dev"]},
                   {"name": "Hillcrest", "players": ["Kofi", "Lee", "Mo"]}],
         "toss": {"winner": 0, "decision": "bat"}}
# Within the first over, so the board stays the main board (no page cycle between overs), and
# ending on a single: a six or a wicket last would leave its flash on the board for a few
# seconds, and a board resumed after a reboot no longer shows it.
ACTIONS = [{"type": "openers", "striker": "Asha", "nonStriker": "Bilal"}, {"type": "bowler", "name": "Kofi"},
           {"type": "delivery", "bat": 4}, {"type": "delivery", "wides": 1}, {"type": "delivery", "bat": 1},
           {"type": "delivery", "wicket": {"kind": "bowled"}}, {"type": "newBatter", "name": "Chen"},
           {"type": "delivery", "bat": 6}, {"type": "delivery", "bat": 1}]


class Failure(rig.TestFailure):
    pass


def deadline_poll(what: str, condition, timeout: float, every: float = 0.5):
    """Polls `condition` until it returns something truthy; fails naming `what`."""
    end = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > end:
            raise Failure(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(every)  # a poll interval: the condition decides


def show(lines: list[str]) -> None:
    """Guest output into the log, without dpkg's "(Reading database ... N%" progress."""
    for line in lines:
        line = re.sub(r"\(Reading database \.\.\. (\d+%)?", "", line).strip()
        if line:
            print(f"    guest: {line}")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main() -> int:
    begun = rig.begin_test("Debian package")
    if begun is None:
        return 0
    args, binary = begun
    started = time.monotonic()
    work = Path(tempfile.mkdtemp(prefix="scoreline-vm-package-"))
    test = PackageTest(binary, work)
    return rig.run_stages("Debian package", test, [
        ("script/package: version N (lintian) and N+1", test.build_packages),
        (f"{rig.ROOT_SUITE} root with systemd (debootstrap, cached)", test.prepare_root),
        ("boot 1: dpkg -i version N", test.install),
        ("boot 2: the service starts by itself as its own user", test.boot_to_service),
        ("systemctl status healthy, watchdog armed", test.healthy),
        ("first boot: the board gives the set-up page's address", test.first_boot_board),
        ("a phone pairs, sets a T20 up and scores; screen == render", test.phone_scores),
        ("power pulled: boot again, the match resumes", test.power_cut),
        ("upgrade to version N+1: the match resumes", test.upgrade),
        ("systemd-analyze security in the guest == the offline check", test.security),
        ("remove keeps the data; purge keeps it unless asked", test.remove_and_purge),
    ], work, args.keep, started)


class PackageTest:
    """The guest across boots: one overlay disk, a new qemu for each boot."""

    def __init__(self, binary: Path, work: Path):
        self.binary, self.work = binary, work
        self.vm: qemu.VM | None = None
        self.boots = 0
        self.port = free_port()
        self.debs: dict[str, Path] = {}
        self.seq = 0
        self.token = self.csrf = ""

    # rig.run_stages stops "the VM" at the end, whichever boot it is.
    def tail(self, n: int = 40) -> str:
        return self.vm.tail(n) if self.vm else ""

    def stop(self) -> None:
        if self.vm:
            self.vm.stop()

    # -- building ------------------------------------------------------------------------------

    def build_packages(self) -> None:
        out = self.work / "debs"
        version = re.search(r'static let version = "([^"]+)"', (REPO / "Sources/Doctor/ScorelineVersion.swift").read_text()).group(1)
        for name, v, extra in (("N", version, []), ("N+1", version + "+vmtest1", ["--no-lintian"])):
            print(f"    script/package --version {v}{' (lintian: same files as N)' if extra else ''}", flush=True)
            done = subprocess.run([str(REPO / "script/package"), "--binary", str(self.binary), "--version", v,
                                   "--out", str(out), *extra], capture_output=True, text=True)
            # lintian's report (and the script's own lines) into this test's log.
            sys.stdout.write(done.stdout + done.stderr)
            if done.returncode != 0:
                raise Failure(f"script/package --version {v} failed ({done.returncode})")
            self.debs[name] = Path(done.stdout.strip().splitlines()[-1])
        self.version = {"N": version, "N+1": version + "+vmtest1"}
        depends = rig.sh("dpkg-deb", "-f", str(self.debs["N"]), "Depends").strip()
        # Each dependency's first alternative, without its version: installed in the root.
        self.depends = sorted({d.split("|")[0].split("(")[0].strip() for d in depends.split(",")} - {""})
        print(f"    Depends: {depends}")
        disk = self.work / "debs.img"
        rig.sh("mkfs.ext4", "-q", "-F", "-L", "debs", "-d", str(out), str(disk), "256M")

    def prepare_root(self) -> None:
        self.kernel = rig.prepare_kernel()
        image = rig.debian_root(self.depends)
        self.overlay = self.work / "root.qcow2"
        rig.sh("qemu-img", "create", "-q", "-f", "qcow2", "-F", "raw", "-b", str(image), str(self.overlay))
        self.initrd = rig.root_initramfs(self.work / "initrd.gz", self.kernel, ["bochs", "virtio_net"])

    # -- booting -------------------------------------------------------------------------------

    def boot(self) -> qemu.VM:
        self.boots += 1
        workdir = self.work / f"boot-{self.boots}"
        workdir.mkdir(exist_ok=True)
        self.vm = qemu.VM(self.kernel, self.initrd, workdir, append="root=/dev/vda rw", extra=[
            "-vga", "none", "-device", "VGA,edid=on,xres=1920,yres=1080",
            "-drive", f"file={self.overlay},format=qcow2,if=virtio,cache=none",
            "-drive", f"file={self.work / 'debs.img'},format=raw,if=virtio,readonly=on",
            "-netdev", f"user,id=net0,ipv6=off,hostfwd=tcp:127.0.0.1:{self.port}-:8080",
            "-device", "virtio-net-pci,netdev=net0"])
        start = time.monotonic()
        self.vm.start(timeout=240)
        print(f"    boot {self.boots}: the rig's shell is up {time.monotonic() - start:.1f} s after qemu started", flush=True)
        self.vm.run("mkdir -p /mnt/debs && mount -o ro /dev/vdb /mnt/debs")
        return self.vm

    def install(self) -> None:
        vm = self.boot()
        out = vm.run(f"dpkg -i /mnt/debs/{self.debs['N'].name}", timeout=300)
        show(out)
        if not any("scoreline: installed" in l for l in out):
            raise Failure("dpkg -i did not say the package was installed")
        groups = " ".join(vm.run("id -nG scoreline"))
        for group in ("video", "input", "gpio"):
            if group not in groups.split():
                raise Failure(f"the user scoreline is not in group {group}: {groups}")
        owner = " ".join(vm.run(f"stat -c '%U:%G %a' {DATA}"))
        if owner != "scoreline:scoreline 750":
            raise Failure(f"{DATA} is {owner}, not scoreline:scoreline 750")
        enabled = " ".join(vm.run("systemctl is-enabled scoreline", check=False))
        if enabled != "enabled":
            raise Failure(f"the service is {enabled!r} after the install, not enabled")
        print(f"    user scoreline in {groups}; {DATA} {owner}; scoreline.service {enabled}")
        # The HUB75 helper (docs/ledmatrix.md): shipped, not listening, and without the GPL
        # library (not in the package) it names the file and the install steps.
        check = " ".join(vm.run("/usr/lib/scoreline/scoreline-ledmatrix --check; echo rc=$?", check=False))
        if "librgbmatrix.so.1 could not be loaded" not in check or "rc=2" not in check:
            raise Failure(f"scoreline-ledmatrix --check did not name the missing library: {check}")
        socket = " ".join(vm.run("systemctl is-enabled scoreline-ledmatrix.socket 2>&1", check=False))
        if "enabled" in socket.split():
            raise Failure(f"the LED matrix helper's socket is enabled by the install: {socket}")
        print("    scoreline-ledmatrix installed; its socket not enabled; --check names the missing library")
        self.reboot()

    def reboot(self) -> None:
        """A clean reboot: qemu runs with -no-reboot, so the guest's reboot ends it."""
        self.vm.send("systemctl reboot")
        try:
            self.vm.proc.wait(timeout=120)
        except subprocess.TimeoutExpired:
            raise Failure("the guest did not reboot within 120 s")
        self.vm.stop()

    def service(self, prop: str) -> str:
        out = self.vm.run(f"systemctl show scoreline -p {prop} --value")
        return out[-1] if out else ""

    def active(self) -> bool:
        return self.service("ActiveState") == "active" and self.service("SubState") == "running"

    def boot_to_service(self) -> None:
        vm = self.boot()
        deadline_poll("scoreline.service to be active (running)", self.active, 120)
        pid = self.service("MainPID")
        user = " ".join(vm.run(f"ps -o user= -p {pid}"))
        if user != "scoreline":
            raise Failure(f"the service's process {pid} runs as {user!r}, not scoreline")
        print(f"    scoreline.service active, main process {pid} runs as {user}")

    def healthy(self) -> None:
        vm = self.vm
        status = vm.run("systemctl status scoreline --no-pager --lines=5", check=False)
        show(status)
        if not any("Active: active (running)" in l for l in status):
            raise Failure("systemctl status does not say active (running)")
        if self.service("NRestarts") != "0" or self.service("Result") != "success":
            raise Failure(f"the service restarted ({self.service('NRestarts')}) or failed ({self.service('Result')})")
        watchdog = self.service("WatchdogUSec")
        if watchdog != "10s":
            raise Failure(f"WatchdogUSec is {watchdog!r}, not 10s (the unit's WatchdogSec)")
        first = self.service("WatchdogTimestampMonotonic")
        if first in ("", "0"):
            raise Failure("the watchdog was never armed (WatchdogTimestampMonotonic is 0)")
        # The loop pings every WatchdogSec/2: the timestamp moves.
        later = deadline_poll("a watchdog ping (WatchdogTimestampMonotonic moving)",
                              lambda: (t := self.service("WatchdogTimestampMonotonic")) != first and t, 30)
        print(f"    watchdog armed: WatchdogUSec={watchdog}, pinged at {int(first) / 1e6:.1f} s and {int(later) / 1e6:.1f} s")

    # -- the phone -----------------------------------------------------------------------------

    def request(self, method: str, path: str, body: dict | None = None) -> tuple[int, dict, dict]:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        if self.token:
            headers["Cookie"] = f"scoreline_scorer={self.token}"
            headers["X-Scoreline-CSRF"] = self.csrf
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            connection.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
            response = connection.getresponse()
            raw = response.read()
            try:
                parsed = json.loads(raw or b"{}")
            except ValueError:
                parsed = {"raw": raw[:200].decode(errors="replace")}
            return response.status, {k.lower(): v for k, v in response.getheaders()}, parsed
        finally:
            connection.close()

    def live_board(self) -> dict[str, str]:
        """The board as the live view gets it (/ws/live): field key → text."""
        from websockets.sync.client import connect
        with connect(f"ws://127.0.0.1:{self.port}/ws/live", open_timeout=30) as ws:
            while True:
                message = json.loads(ws.recv(timeout=30))
                if "board" in message:
                    return {f["key"]: f["text"] for f in message["board"]["fields"]}

    def reachable(self) -> bool:
        try:
            return self.request("GET", "/pair")[0] == 200
        except OSError:
            return False

    def first_boot_board(self) -> None:
        deadline_poll("the web app on the forwarded port (the network drop-in lets the unit listen)", self.reachable, 60)
        board = deadline_poll("the set-up page's address on the idle board",
                              lambda: (b := self.live_board()).get("setupAddress") == GUEST_URL and b, 60)
        print(f"    idle board: {board.get('setup')!r} {board.get('setupAddress')!r}")

    def pair(self) -> None:
        since = " ".join(self.vm.run("date +%s"))
        status, _, _ = self.request("POST", "/pair/start", {})
        if status != 202:
            raise Failure(f"POST /pair/start answered {status}")

        def code() -> str | None:
            out = self.vm.run(f"journalctl -u scoreline -o cat --since @{since} --no-pager | grep -o 'pairing code [0-9 ]*'", check=False)
            found = [re.sub(r"\D", "", l) for l in out if l.startswith("pairing code")]
            return found[-1] if found and len(found[-1]) == 6 else None
        pairing = deadline_poll("the pairing code in the service's journal", code, 30)
        status, headers, body = self.request("POST", "/pair", {"code": pairing, "label": "vm phone"})
        token = re.search(r"scoreline_scorer=([0-9a-f]+)", headers.get("set-cookie", ""))
        if status != 200 or not token:
            raise Failure(f"POST /pair answered {status} {body}")
        self.token, self.csrf = token.group(1), body["csrf"]

    def phone_scores(self) -> None:
        self.pair()
        status, _, body = self.request("POST", "/setup", SETUP)
        if status != 201 or "started" not in body:
            raise Failure(f"POST /setup answered {status} {body}")
        from websockets.sync.client import connect
        with connect(f"ws://127.0.0.1:{self.port}/ws/score", open_timeout=30, origin=f"http://127.0.0.1:{self.port}",
                     additional_headers={"Cookie": f"scoreline_scorer={self.token}"}) as ws:
            for number, action in enumerate(ACTIONS, start=1):
                ws.send(json.dumps({"type": "command", "client": "vmphone", "number": number, "basedOn": None, "action": action}))
                while True:
                    reply = json.loads(ws.recv(timeout=60))
                    if reply.get("type") == "reply" and reply.get("number") == number:
                        break
                if reply.get("outcome") != "recorded":
                    raise Failure(f"{action} was answered {reply}")
                self.seq = reply["seq"]
        print(f"    set up {body['started']} and scored {len(ACTIONS)} actions from the phone: seq {self.seq}")
        self.screen_shows_the_journal()

    def screen_shows_the_journal(self) -> None:
        out = self.vm.run(f"cat {DATA}/matches/$(cat {DATA}/current)/journal.jsonl")
        # Group headers (ADR 047) are `{"v":2,…}`: records are format 1 lines.
        records = [json.loads(l) for l in out if l.startswith('{"v":1,')]
        if [r["seq"] for r in records] != list(range(1, self.seq + 1)):
            raise Failure(f"the guest's journal holds seq {[r['seq'] for r in records]}, expected 1..{self.seq}")
        journal = self.work / f"journal-{self.boots}.jsonl"
        journal.write_text("".join(json.dumps(r["a"]) + "\n" for r in records))
        ref = self.work / f"ref-{self.boots}.ppm"
        rig.sh(str(self.binary), "render", str(journal), "--size", f"{SIZE[0]}x{SIZE[1]}", "--out", str(ref))
        test_display.compare(self.vm, ref, SIZE, deadline_s=30)

    def resumed(self, since: str) -> None:
        def line() -> str | None:
            out = self.vm.run(f"journalctl -u scoreline -o cat --since @{since} --no-pager | grep -o 'resumed seq=[0-9]*'", check=False)
            return out[-1] if out and out[-1].startswith("resumed") else None
        found = deadline_poll("`resumed seq=N` in the service's journal", line, 60)
        if found != f"resumed seq={self.seq}":
            raise Failure(f"the service logged {found!r}, expected resumed seq={self.seq}")
        print(f"    the service logged {found}")

    def power_cut(self) -> None:
        self.vm.proc.kill()
        self.vm.proc.wait()
        self.vm.stop()
        self.boot()
        deadline_poll("scoreline.service to be active (running) after the power cut", self.active, 120)
        self.resumed("0")
        self.screen_shows_the_journal()

    def upgrade(self) -> None:
        before = self.service("MainPID")
        since = " ".join(self.vm.run("date +%s"))
        out = self.vm.run(f"dpkg -i /mnt/debs/{self.debs['N+1'].name}", timeout=300)
        show(out)
        installed = " ".join(self.vm.run("dpkg-query -W -f '${Version}\\n' scoreline"))
        if installed != self.version["N+1"]:
            raise Failure(f"dpkg-query says {installed!r} after the upgrade, not {self.version['N+1']}")
        deadline_poll("the upgraded service running (a new main process)",
                      lambda: self.active() and self.service("MainPID") not in (before, "0"), 120)
        self.resumed(since)
        self.screen_shows_the_journal()

    def security(self) -> None:
        out = self.vm.run("systemd-analyze security scoreline.service --no-pager | tail -1", check=False)
        guest = next((l.strip() for l in out if "Overall exposure level" in l), None)
        if guest is None:
            raise Failure(f"systemd-analyze security in the guest printed no rating:\n{out}")
        # The offline check of the files the package ships (the unit and the network drop-in).
        root = self.work / "offline"
        rig.sh("dpkg-deb", "-x", str(self.debs["N+1"]), str(root))
        (root / "etc/systemd/system").mkdir(parents=True, exist_ok=True)
        done = subprocess.run(["systemd-analyze", "security", "--offline=true", "--no-pager", f"--root={root}", "scoreline.service"],
                              capture_output=True, text=True)
        host = next((l.strip() for l in done.stdout.splitlines() if "Overall exposure level" in l), None)
        if host is None:
            raise Failure(f"the offline systemd-analyze security printed no rating:\n{done.stdout}{done.stderr}")
        print(f"    guest:   {guest}\n    offline: {host}")

        # The number and the word: the smiley after them depends on the terminal's locale.
        def rating(text: str) -> tuple[str, str]:
            m = re.search(r"scoreline\.service: (\d+\.\d+) ([A-Z]+)", re.sub(r"\x1b\[[0-9;]*m", "", text))
            if m is None:
                raise Failure(f"no rating in {text!r}")
            return m.group(1), m.group(2)
        if rating(guest) != rating(host):
            raise Failure(f"the guest rates the service {rating(guest)}, the offline check {rating(host)}")
        print(f"    the same rating: {' '.join(rating(guest))}")

    def remove_and_purge(self) -> None:
        vm = self.vm
        vm.run("dpkg -r scoreline", timeout=120)
        if " ".join(vm.run(f"test -d {DATA}/matches && echo kept", check=False)) != "kept":
            raise Failure(f"dpkg -r removed {DATA}")
        out = vm.run("dpkg -P scoreline", timeout=120)
        show(out)
        if not any(f"the match data is kept in {DATA}" in l for l in out):
            raise Failure("dpkg -P did not say where the match data is")
        if " ".join(vm.run(f"test -d {DATA}/matches && echo kept", check=False)) != "kept":
            raise Failure(f"dpkg -P removed {DATA} without being asked")
        vm.run(f"dpkg -i /mnt/debs/{self.debs['N+1'].name} >/dev/null", timeout=300)
        out = vm.run("SCORELINE_PURGE_DATA=yes dpkg -P scoreline", timeout=120)
        show(out)
        if " ".join(vm.run(f"test -e {DATA} && echo there || echo gone", check=False)) != "gone":
            raise Failure(f"SCORELINE_PURGE_DATA=yes dpkg -P left {DATA}")


if __name__ == "__main__":
    sys.exit(main())
