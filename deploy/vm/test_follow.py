#!/usr/bin/env python3
"""VM test of a follower kiosk (issue 15, docs/mqtt.md): a display-only `scoreline run
--follow` in the qemu guest on a real DRM screen, following a broker on the HOST.

The host runs a Mosquitto broker on 127.0.0.1 with a free port and its own config
(integration/mqtt/broker.py) and a scoring kiosk publishing court 1 of venue "vm" to it, its actions
on stdin. The guest boots Debian's kernel under qemu with `-device VGA,edid=on,xres=1920,
yres=1080` (bochs-drm) and a virtio NIC on qemu's user-mode network (rig.NETWORK_MODULES):
eth0 is 10.0.2.15/24 and the host's loopback, where the broker listens, is 10.0.2.2. The
guest's `scoreline` (with libmosquitto and what it links, copied into the initramfs from
`ldd`) runs `run --follow mqtt://10.0.2.2:PORT/scoreline/vm/1 --output drm`.

1. The kiosk scores before the follower starts: the follower's first board is the broker's
   retained one, and the screen (qemu's `screendump`, polled up to a deadline) must equal
   `scoreline render` of the kiosk's journal at 1920x1080, pixel for pixel, which must also
   equal the kiosk's own `--output png:` frame.
2. The kiosk scores again: the screen must follow to the new board's render.
3. The broker's log must show the guest's client (from the host's side of slirp).
4. The host kiosk is killed (SIGKILL): the broker publishes its last will, and the screen must
   equal `scoreline render` of the retained board with the bottom line "Scorer offline since
   HH:MM".

Usage: deploy/vm/test_follow.py [--binary .build/release/scoreline] [--keep]
Exits 0 on success, 1 on failure. Skips (exit 0, loudly) only when qemu cannot run at all.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "integration" / "mqtt"))
import qemu  # noqa: E402
import rig  # noqa: E402
from broker import Broker, BrokerError, wait_until  # noqa: E402
from test_display import describe, read_ppm  # noqa: E402

SIZE = (1920, 1080)
VENUE, COURT = "vm", "1"
# A cricket court: its board has no match clock. The badminton board's clock (`elapsed`) ticks
# with the scorer's wall clock and is re-published every second, so its reference is
# `scoreline render --at T` for the second T it was published (integration/mqtt/test_mqtt.py checks
# that); this test is about the guest's path (DRM, the network, libmosquitto), not the clock.
PRESET = ('[presets.court]\nsport = "cricket"\nmatchId = "vm-court-1"\n'
          'teams = [ { name = "Riverside", short = "RIV" }, { name = "Hillside", short = "HIL" } ]\n'
          'rules = { oversPerInnings = 20 }\n')
FIRST = ['{"type":"openers","striker":"Asha","nonStriker":"Bilal"}', '{"type":"bowler","name":"Kofi"}',
         '{"type":"delivery","bat":1}', '{"type":"delivery","wides":1}', '{"type":"delivery","bat":4}']
LATER = ['{"type":"delivery","wicket":{"kind":"caught","fielder":"Lee"}}', '{"type":"newBatter","name":"Chen"}',
         '{"type":"delivery","bat":6}']


class Failure(rig.TestFailure):
    pass


class HostKiosk:
    """The scoring kiosk on the host: actions on stdin, publishing to the host's broker."""

    def __init__(self, binary: Path, work: Path, broker: Broker):
        self.binary, self.work = binary, work
        self.data = work / "kiosk-data"
        self.log = work / "kiosk.log"
        self.frame = work / "kiosk.ppm"
        self.config = work / "kiosk.toml"
        self.config.write_text(f'preset = "court"\n\n[publish]\nbroker = "{broker.url}"\nvenue = "{VENUE}"\ncourt = "{COURT}"\n\n{PRESET}')
        self.sent = 0
        self.proc = subprocess.Popen(
            [str(binary), "run", "--config", str(self.config), "--data-dir", str(self.data), "--input", "stdin",
             "--output", f"png:{self.frame}", "--size", f"{SIZE[0]}x{SIZE[1]}"],
            stdin=subprocess.PIPE, stdout=open(self.log, "ab"), stderr=subprocess.STDOUT)

    def score(self, lines: list[str]) -> None:
        assert self.proc.stdin
        self.proc.stdin.write(("\n".join(lines) + "\n").encode())
        self.proc.stdin.flush()
        self.sent += len(lines)
        # The preset's newMatch is seq 1; each line one more record.
        want = 1 + self.sent
        if not wait_until(lambda: self._acked() >= want or self.proc.poll() is not None, 60):
            raise Failure(f"the host kiosk did not acknowledge seq {want}:\n{self.log.read_text()[-2000:]}")
        if self.proc.poll() is not None:
            raise Failure(f"the host kiosk exited ({self.proc.returncode}):\n{self.log.read_text()[-2000:]}")

    def _acked(self) -> int:
        return max((int(s) for s in re.findall(r"\back seq=(\d+)", self.log.read_text(errors="replace"))), default=0)

    def reference(self, tag: str) -> Path:
        """`scoreline render` of the kiosk's journal; it must equal the kiosk's own frame."""
        current = (self.data / "current").read_text().strip()
        # Group headers (ADR 047) are `{"v":2,…}`: records are format 1 lines.
        records = [json.loads(l) for l in (self.data / "matches" / current / "journal.jsonl").read_text().splitlines() if l.startswith('{"v":1,')]
        match = self.work / f"journal-{tag}.jsonl"
        match.write_text("\n".join(json.dumps(r["a"]) for r in records) + "\n")
        out = self.work / f"ref-{tag}.ppm"
        done = subprocess.run([str(self.binary), "render", str(match), "--size", f"{SIZE[0]}x{SIZE[1]}", "--out", str(out)],
                              capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise Failure(f"render of the kiosk's journal failed:\n{done.stderr}")
        want = read_ppm(out)
        if not wait_until(lambda: self.frame.exists() and _complete(self.frame) == want, 20):
            raise Failure(f"the host kiosk's own frame {self.frame} is not `scoreline render` of its journal "
                          f"({describe(_complete(self.frame), want) if _complete(self.frame) else 'no frame'})")
        print(f"    the host kiosk's frame == `scoreline render` of its journal ({len(records)} records), every pixel")
        return out

    def stop(self) -> None:
        if self.proc.poll() is None:
            if self.proc.stdin:
                self.proc.stdin.close()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def _complete(path: Path):
    try:
        img = read_ppm(path)
    except (OSError, rig.TestFailure, ValueError):
        return None
    return img if len(img[2]) == img[0] * img[1] * 3 else None


def main() -> int:
    begun = rig.begin_test("follower (MQTT)")
    if begun is None:
        return 0
    args, binary = begun
    started = time.monotonic()
    kernel = rig.prepare_kernel()
    work = Path(tempfile.mkdtemp(prefix="scoreline-vm-follow-"))
    config = work / "follower.toml"
    config.write_text("# scoreline follower VM test: a display-only kiosk, all defaults\n")
    setup = work / "rig-setup.sh"
    setup.write_text(rig.NETWORK_SETUP)
    with rig.stage("initramfs"):
        initrd = rig.initramfs(
            work / "initrd.gz", init=qemu.GUEST_INIT, modules=rig.network_modules(kernel),
            files={"/bin/scoreline": binary, "/etc/scoreline-test.toml": config, "/rig-setup.sh": setup, **rig.bundled_fonts()},
            later={"bochs": kernel.with_dependencies(["bochs"])})
        libs = [g for g, _ in rig.shared_libraries(binary)]
        mosq = [l for l in libs if "libmosquitto" in l]
        print(f"    {initrd} ({initrd.stat().st_size // 1_000_000} MB); libraries from ldd: {', '.join(Path(l).name for l in libs)}")
        if not mosq:
            print(f"VM follower (MQTT) TEST FAILED: {binary} does not link libmosquitto (ldd lists {', '.join(libs)})", file=sys.stderr)
            return 1
    try:
        broker = Broker(work).start()
    except BrokerError as e:
        print(f"VM follower (MQTT) TEST FAILED: {e}", file=sys.stderr)
        return 1
    print(f"    broker pid {broker.proc.pid} on 127.0.0.1:{broker.port} (the guest's 10.0.2.2:{broker.port})")
    kiosk = HostKiosk(binary, work, broker)
    vm = qemu.VM(kernel, initrd, work, network=True,
                 extra=["-vga", "none", "-device", "VGA,edid=on,xres=1920,yres=1080"])
    refs: dict[str, Path] = {}

    def boot() -> None:
        vm.start()
        if not any("rig: eth0 10.0.2.15/24 up" in l for l in vm.lines):
            raise Failure("the guest's eth0 did not come up (virtio_net)")
        vm.run("load bochs")
        vm.run("ls /dev/dri/card0")

    def score_first() -> None:
        kiosk.score(FIRST)
        refs["first"] = kiosk.reference("first")

    def follow() -> None:
        since = len(vm.lines)
        vm.send(f"(scoreline run --config /etc/scoreline-test.toml --follow mqtt://{rig.HOST_FROM_GUEST}:{broker.port}/scoreline/{VENUE}/{COURT} "
                f"--output drm > /dev/ttyS0 2>&1; echo \"rig: scoreline exited rc=$?\") 3<&- &")
        m = vm.seen(r"display: /dev/\S+ (?:\S+ )?(\d+)x(\d+)", since, timeout=60)
        if (int(m.group(1)), int(m.group(2))) != SIZE:
            raise Failure(f"the display chose {m.group(1)}x{m.group(2)}, expected {SIZE[0]}x{SIZE[1]}")
        screen_equals(vm, refs["first"], "the retained board", 60)
        if not wait_until(lambda: any(c.startswith("scoreline-follow-") for c in broker.clients_seen()), 10):
            raise Failure(f"the broker's log shows no follower client (clients: {broker.clients_seen()})")
        print(f"    the host's broker saw the guest's client: {[c for c in broker.clients_seen() if c.startswith('scoreline-follow-')]}")

    def score_later() -> None:
        kiosk.score(LATER)
        refs["later"] = kiosk.reference("later")
        screen_equals(vm, refs["later"], "the new board", 30)

    def scorer_killed() -> None:
        """The host kiosk is killed (SIGKILL): the broker publishes its will, and the guest shows
        the last board with the bottom line "Scorer offline since HH:MM" (the guest's clock, UTC:
        the guest has no time zone), i.e. `scoreline render` of the retained board with that
        line added as every bottom line is (the field `error`, role warning)."""
        last = subprocess.run(["mosquitto_sub", "-h", "127.0.0.1", "-p", str(broker.port), "-t", f"scoreline/{VENUE}/{COURT}/board",
                               "-C", "1", "-W", "5", "-N"], capture_output=True, timeout=20).stdout
        if not last:
            raise Failure("the broker holds no retained board for the court")
        killed = time.time()
        kiosk.proc.kill()
        kiosk.proc.wait()
        refs_offline = []
        # The guest's clock, read from the emulated RTC at boot with a whole second's grain, may
        # trail or lead the host's by a few seconds on a loaded machine: near a minute's edge
        # the guest's minute may be the one before or after the host's (a CI run saw it).
        minutes = [time.strftime("%H:%M", time.gmtime(killed + skew)) for skew in (0, -10, 10)]
        for minute in dict.fromkeys(minutes):
            board = json.loads(last)
            board["fields"].append({"key": "error", "text": f"Scorer offline since {minute}", "priority": 1, "role": "warning"})
            model = work / f"offline-{minute.replace(':', '')}.json"
            model.write_text(json.dumps(board))
            out = work / f"offline-{minute.replace(':', '')}.ppm"
            subprocess.run([str(binary), "render", str(model), "--size", f"{SIZE[0]}x{SIZE[1]}", "--out", str(out)],
                           check=True, capture_output=True, timeout=120)
            refs_offline.append(out)
        # One of at most two minutes (the kill's, or its neighbour near an edge).
        errors = []
        for i, ref in enumerate(refs_offline):
            try:
                screen_equals(vm, ref, f"the last board with 'Scorer offline since {ref.stem[-4:-2]}:{ref.stem[-2:]}'", 15 if i == 0 else 5)
                return
            except Failure as e:
                errors.append(str(e))
        raise Failure("; ".join(errors))

    def finish() -> None:
        since = len(vm.lines)
        vm.send("killall scoreline")
        m = vm.seen(r"rig: scoreline exited rc=(\d+)", since, timeout=30)
        print(f"    the follower stopped on SIGTERM: rc={m.group(1)}")
        if m.group(1) != "0":
            raise Failure(f"the follower exited with {m.group(1)} on SIGTERM")

    try:
        return rig.run_stages("follower (MQTT, bochs 1920x1080, user-mode network)", vm, [
            ("boot, network, bochs", boot),
            ("host kiosk scores and publishes (retained)", score_first),
            ("guest follows the host's broker: the retained board on screen", follow),
            ("host scores again: the screen follows", score_later),
            ("host kiosk killed: the last will on the guest's screen", scorer_killed),
            ("follower stops", finish),
        ], work, args.keep, started)
    finally:
        kiosk.stop()
        broker.stop()


def screen_equals(vm: qemu.VM, reference: Path, what: str, deadline_s: float) -> None:
    """Polls the screen (screendump) until it equals `reference`, up to a deadline."""
    want = read_ppm(reference)
    shot = vm.workdir / "screen.ppm"
    deadline = time.monotonic() + deadline_s
    start = time.monotonic()
    shots = 0
    while True:
        shot.unlink(missing_ok=True)
        reply = vm.monitor(f"screendump {shot}")
        if not shot.exists():
            raise Failure(f"screendump wrote nothing: {reply}")
        got = read_ppm(shot)
        shots += 1
        if got == want:
            print(f"    screen == {what} ({reference.name}), {SIZE[0]}x{SIZE[1]}, every pixel, "
                  f"{time.monotonic() - start:.1f} s and {shots} screendumps after asking")
            return
        if time.monotonic() > deadline:
            break
        time.sleep(0.2)  # polling the screen itself, not a synchronisation
    keep = vm.workdir / f"mismatch-{reference.stem}.ppm"
    shot.rename(keep)
    raise Failure(f"the screen never showed {what} within {deadline_s} s: {describe(got, want)}; screen kept in {keep}")


if __name__ == "__main__":
    sys.exit(main())
