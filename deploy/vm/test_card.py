#!/usr/bin/env python3
"""VM test of a card that refuses at boot (issue 39, ADR 046): the ext4 data disk remounted
read-only, then full, under the real kiosk on DRM with gpio-sim buttons (as test_kiosk.py).

One boot of the guest, the kiosk started and stopped by the test:

1. The preset's match starts; a one and a two (seq 4 and 5, worked out by hand from
   docs/inputs.md: the first ball brings the openers and a bowler, seq 2 and 3).
2. The kiosk stops, the data disk is remounted read-only, the kiosk starts again: a board
   must be presented (seq 5) within the usual start time, the log and the bottom line say
   "Disk read-only: …", the screen equals the host's kiosk on a read-only copy of the same
   match, `scoreline doctor` gives the same sentence, and a press is refused with it
   (nothing written). The disk is remounted read-write: within the retry interval the kiosk
   resumes the match (`resumed seq=5`) and the next press is acknowledged (seq 6).
3. The kiosk stops, the disk is filled (as root, reserved blocks included), the kiosk starts:
   the same checks with "Disk full: …". The filler is removed: it resumes, and a press is
   acknowledged (seq 7).
4. Nothing lost or invented: the journal is exactly the seven records the acknowledged
   presses made (the refused ones are nowhere), and the screen equals the render of it.

The host's references need a tmpfs it can remount read-only and fill (root); without that the
screen comparisons of steps 2 and 3 are skipped, loudly, and the rest still runs.

Usage: deploy/vm/test_card.py [--binary .build/release/scoreline] [--keep]
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import qemu  # noqa: E402
import rig  # noqa: E402
import test_display  # noqa: E402  (screen comparison)
import test_kiosk  # noqa: E402  (the box's lines, the preset, the journal reader)

DATA = test_kiosk.DATA
SIZE = test_kiosk.SIZE
PIN = test_kiosk.PIN
READ_ONLY = "Disk read-only: not saved. Scoring resumes once writable."
FULL = "Disk full: not saved. Scoring resumes once space is freed."
# test_kiosk's boot allows a minute from qemu's start to the first frame; the kiosk's own
# start here (the guest already up) must present its board well within that.
START_LIMIT_S = 60
RETRY_LIMIT_S = 30   # the kiosk asks the disk every 5 s; generous for a loaded host

# The disk is mounted; the kiosk is started by the test (`start`), not at boot.
BOOT = f'''
mkdir -p {DATA}
mount -t ext4 /dev/vda {DATA} || echo "rig: cannot mount the data disk"
'''
START = "scoreline run > /dev/ttyS0 2>&1 3<&- & echo $! > /tmp/kiosk.pid"
STOP = "kill $(cat /tmp/kiosk.pid); while [ -e /proc/$(cat /tmp/kiosk.pid) ]; do usleep 100000; done"


class Failure(rig.TestFailure):
    pass


def main() -> int:
    begun = rig.begin_test("card refusing at boot")
    if begun is None:
        return 0
    args, binary = begun
    started = time.monotonic()
    kernel = rig.prepare_kernel()
    with rig.stage("gpio-sim module"):
        sim = rig.gpio_sim(kernel)
    work = Path(tempfile.mkdtemp(prefix="scoreline-vm-card-"))
    with rig.stage("initramfs and data disk"):
        deps = subprocess.run(["modinfo", "-F", "depends", str(sim)], capture_output=True, text=True).stdout.strip()
        modules = kernel.with_dependencies(
            ["configfs", "virtio_pci", "virtio_blk", "crc32c_generic", "ext4", "bochs"]
            + [d for d in deps.split(",") if d]) + [sim]
        config = work / "scoreline.toml"
        config.write_text(test_kiosk.GUEST_CONFIG)
        setup = work / "setup.sh"
        setup.write_text(rig.gpio_sim_setup(test_kiosk.LINES) + BOOT)
        initrd = rig.initramfs(work / "initrd.gz", init=qemu.GUEST_INIT, modules=modules,
                               files={"/bin/scoreline": binary, "/etc/scoreline/scoreline.toml": config,
                                      "/rig-setup.sh": setup, **rig.bundled_fonts()})
        disk = work / "state.img"
        rig.sh("truncate", "-s", "32M", str(disk))
        rig.sh("mkfs.ext4", "-q", "-F", str(disk))
    test = Card(kernel, initrd, work, binary)
    return rig.run_stages("card refusing at boot", test, [
        ("boot and score (seq 5)", test.score),
        ("read-only disk at start", lambda: test.refusing("read-only", READ_ONLY, f"mount -o remount,ro {DATA}")),
        ("remounted read-write: scoring resumes", lambda: test.back(f"mount -o remount,rw {DATA}", "run2", 6)),
        ("full disk at start", lambda: test.refusing("full", FULL, f"cat /dev/zero > {DATA}/fill 2>/dev/null; busybox sync")),
        ("space freed: scoring resumes", lambda: test.back(f"busybox rm -f {DATA}/fill", "run1", 7)),
        ("nothing lost: the journal and the screen", test.nothing_lost),
    ], work, args.keep, started)


class Card:
    def __init__(self, kernel: rig.Kernel, initrd: Path, work: Path, binary: Path):
        self.kernel, self.initrd, self.work, self.binary = kernel, initrd, work, binary
        self.vm: qemu.VM | None = None
        self.records: list[dict] = []
        self.start_times: dict[str, float] = {}

    def tail(self, n: int = 40) -> str:
        return self.vm.tail(n) if self.vm else ""

    def stop(self) -> None:
        if self.vm:
            self.vm.stop()

    def press(self, button: str) -> None:
        self.vm.wait_done(self.vm.send(f"press {PIN[button]} 80000"), 30)

    def start_kiosk(self, seq: int, name: str) -> int:
        """Starts the kiosk; returns the console index it started at, once a board showing
        `seq` was presented and the buttons are open. The time to that board is kept."""
        since = len(self.vm.lines)
        began = time.monotonic()
        self.vm.run(START)
        self.vm.seen(rf"presented seq={seq}\b", since, timeout=START_LIMIT_S)
        self.start_times[name] = time.monotonic() - began
        self.vm.seen(r"input gpio: GPIO lines", since, timeout=START_LIMIT_S)
        print(f"    {name}: board presented {self.start_times[name]:.1f} s after the start", flush=True)
        return since

    def read_journal(self) -> list[dict]:
        return test_kiosk.Kiosk.read_journal(self)  # the same reader, on this VM

    def score(self) -> None:
        workdir = self.work / "boot"
        workdir.mkdir(exist_ok=True)
        self.vm = qemu.VM(self.kernel, self.initrd, workdir, extra=[
            "-vga", "none", "-device", "VGA,edid=on,xres=1920,yres=1080",
            "-drive", f"file={self.work / 'state.img'},format=raw,if=virtio,cache=none"])
        self.vm.start()
        since = self.start_kiosk(1, "writable disk")
        for button, seq in (("run1", 4), ("run2", 5)):
            self.press(button)
            self.vm.seen(rf"ack seq={seq}\b", since, timeout=30)
        self.records = self.read_journal()
        if len(self.records) != 5:
            raise Failure(f"expected 5 records after a one and a two, the journal holds {len(self.records)}")

    def refusing(self, name: str, sentence: str, make_it_so: str) -> None:
        self.vm.run(STOP)
        self.vm.run(make_it_so, check=False)
        mounts = "\n".join(self.vm.run("cat /proc/mounts"))
        print(f"    data disk: {next((l for l in mounts.splitlines() if DATA in l), '?')}", flush=True)
        seq = len(self.records)
        since = self.start_kiosk(seq, f"{name} disk")
        # Said in the log, on the screen (the host's kiosk on the same match and disk state),
        # and by doctor.
        self.vm.seen(rf"{sentence.split('.')[0]}\.", since, timeout=10)
        self.compare_with_host(name, sentence)
        doctor = "\n".join(self.vm.run("scoreline doctor", timeout=120, check=False))
        if sentence not in doctor:
            raise Failure(f"doctor does not say \"{sentence}\":\n{doctor}")
        print("    doctor gives the same sentence", flush=True)
        # A press is refused with the sentence and writes nothing.
        mark = len(self.vm.lines)
        self.press("run4")
        self.vm.seen(rf"refused: {sentence.split('.')[0]}", mark, timeout=30)
        after = self.read_journal()
        if after != self.records:
            raise Failure(f"a press while the disk refused writes changed the journal: {json.dumps(after[len(self.records):])}")
        if any(f"ack seq={seq + 1}" in l for l in self.vm.lines[mark:]):
            raise Failure("a press while the disk refused writes was acknowledged")

    def back(self, make_it_so: str, button: str, seq: int) -> None:
        mark = len(self.vm.lines)
        began = time.monotonic()
        self.vm.run(make_it_so)
        self.vm.seen(r"the data disk takes writes again", mark, timeout=RETRY_LIMIT_S)
        self.vm.seen(rf"resumed seq={seq - 1}\b", mark, timeout=RETRY_LIMIT_S)
        print(f"    resumed {time.monotonic() - began:.1f} s after the disk came back", flush=True)
        self.press(button)
        self.vm.seen(rf"ack seq={seq}\b", mark, timeout=30)
        self.records = self.read_journal()

    def nothing_lost(self) -> None:
        got = [(r["type"], r.get("bat")) for r in self.records]
        # By hand: the preset's newMatch, openers and bowler with the first ball, then the
        # acknowledged presses only: 1, 2 (before), 2 (after read-only), 1 (after full).
        want = [("newMatch", None), ("openers", None), ("bowler", None), ("delivery", 1), ("delivery", 2),
                ("delivery", 2), ("delivery", 1)]
        if got != want:
            raise Failure(f"the journal holds {got}, expected {want}")
        journal = self.work / "journal.jsonl"
        journal.write_text("".join(json.dumps(r) + "\n" for r in self.records))
        ref = self.work / "ref.ppm"
        rig.sh(str(self.binary), "render", str(journal), "--size", f"{SIZE[0]}x{SIZE[1]}", "--out", str(ref))
        test_display.compare(self.vm, ref, SIZE)
        print(f"    start times: {', '.join(f'{k} {v:.1f} s' for k, v in self.start_times.items())}", flush=True)

    def compare_with_host(self, name: str, sentence: str) -> None:
        """The screen against the host's own kiosk started on a copy of the match whose disk
        refuses the same way: a tmpfs holding the same records, remounted read-only or filled."""
        mnt = self.work / f"host-{name}"
        mnt.mkdir()
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mnt)], capture_output=True, text=True)
        if mounted.returncode != 0:
            bar = "!" * 78
            print(f"{bar}\n!!! the host cannot mount a tmpfs ({mounted.stderr.strip()}): the {name} screen was NOT "
                  f"compared with a reference\n{bar}", flush=True)
            return
        try:
            config = self.work / "host.toml"
            config.write_text(test_kiosk.HOST_CONFIG)
            run = [str(self.binary), "run", "--config", str(config), "--input", "stdin", "--data-dir", str(mnt / "data")]
            lines = "\n".join(json.dumps(r) for r in self.records[1:]) + "\n"
            done = subprocess.run(run + ["--output", f"png:{self.work / 'scratch.png'}", "--size", "320x180"],
                                  input=lines, capture_output=True, text=True, timeout=120)
            if done.returncode != 0:
                raise Failure(f"the host's copy of the match failed ({done.returncode}):\n{done.stderr}")
            if name == "read-only":
                rig.sh("mount", "-o", "remount,ro", str(mnt))
            else:
                with open(mnt / "fill", "wb") as f:
                    try:
                        while True:
                            f.write(b"\0" * 65536)
                    except OSError:
                        pass
            ref = self.work / f"ref-{name}.ppm"
            done = subprocess.run(run + ["--output", f"png:{ref}", "--size", f"{SIZE[0]}x{SIZE[1]}"],
                                  input="", capture_output=True, text=True, timeout=120)
            said = done.stdout + done.stderr
            if done.returncode != 0 or sentence.split(".")[0] not in said:
                raise Failure(f"the host's kiosk on a {name} disk ({done.returncode}) did not say so:\n{said}")
            test_display.compare(self.vm, ref, SIZE)
        finally:
            subprocess.run(["umount", str(mnt)], capture_output=True)


if __name__ == "__main__":
    sys.exit(main())
