#!/usr/bin/env python3
"""VM test of the real display path (issue 6): DRM/KMS on a virtual HDMI, seen from the host.

Boots Debian's kernel under qemu twice:
  1. `-device VGA,edid=on,xres=1920,yres=1080` (bochs-drm). Scoreline starts BEFORE any
     display driver is loaded (no /dev/dri at all: the "no screen at boot" case), scores a
     few balls, then the driver is loaded and the board must appear by itself. Then a
     second run with `--output fbdev` resumes the match on /dev/fb0 (the driver's fbdev
     emulation): the fallback output on the same screen.
     Then `display.region = "256x128+64+32"` (an LED wall's window of the HDMI picture):
     the board at 256x128 in the window, black elsewhere, every pixel.
  2. `-device virtio-gpu-pci` at its default mode (virtio_gpu, another driver, another
     resolution; it needs the dirty/flush path to show anything).
Each time the host reads the screen with the qemu monitor's `screendump` and compares it
pixel for pixel with the image-file render of the same actions by the same binary on the
host (`scoreline run --output png:ref.ppm` with the same preset, size and lines), first
after the first frame and again after a later score change (the damage path).

Waits are on the guest's own log lines (`ack seq=N`, `display: …`, `presented seq=N`). The
one poll is on the screen itself: the monitor is asked for the screen again, up to a
deadline, because a page flip completes at the display's next vblank and the program logs
the request, not the vblank.

Usage: deploy/vm/test_display.py [--binary .build/release/scoreline] [--keep]
Exits 0 on success, 1 on failure. Skips (exit 0, loudly) only when qemu cannot run at all.
"""
from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import qemu  # noqa: E402
import rig  # noqa: E402


FIRST = [
    '{"type":"openers","striker":"Asha","nonStriker":"Bilal"}',
    '{"type":"bowler","name":"Kofi"}',
    '{"type":"delivery","bat":1}',
    '{"type":"delivery","wides":1}',
    '{"type":"delivery","bat":4}',
]
LATER = [
    '{"type":"delivery","wicket":{"kind":"caught","fielder":"Lee"}}',
    '{"type":"newBatter","name":"Chen"}',
    '{"type":"delivery","bat":6}',
]
# newMatch (seq 1) + the actions: the sequence number of the last action in each batch.
SEQ_FIRST = 1 + len(FIRST)
SEQ_LATER = SEQ_FIRST + len(LATER)

# Guest side: scoreline reads actions from a FIFO the guest shell keeps open on fd 4, and
# logs to the console, so the host sees `ack`, `display:` and `presented` lines as they come.
# The job closes the control port (`3<&-`, README.md). The command cut short after such a job
# ended (the fbdev start, once) was the rig's own loop losing a partial line to the job's
# SIGCHLD, since fixed in qemu.GUEST_INIT.
START = ("mkfifo /tmp/in; (scoreline run --config /etc/scoreline-test.toml --input stdin --output drm "
         "--data-dir /tmp/data --preset demo-cricket < /tmp/in > /dev/ttyS0 2>&1; "
         "echo \"rig: scoreline exited rc=$?\") 3<&- & exec 4>/tmp/in")


# `display: /dev/dri/card0 Virtual-1 1920x1080@75 (preferred mode)` or `display: /dev/fb0 1920x1080 (fbdev, 32 bpp)`.
DISPLAY_LINE = r"display: /dev/\S+ (?:\S+ )?(\d+)x(\d+)"


class Failure(rig.TestFailure):
    pass


def main() -> int:
    begun = rig.begin_test("display")
    if begun is None:
        return 0
    args, binary = begun
    started = time.monotonic()
    kernel = rig.prepare_kernel()
    work = Path(tempfile.mkdtemp(prefix="scoreline-vm-display-"))
    config = work / "scoreline-test.toml"
    # An explicit, empty config on both sides: neither guest nor host reads /etc/scoreline.
    config.write_text("# scoreline display VM test: all defaults\n")
    region_config = work / "scoreline-region.toml"
    region_config.write_text(f'[display]\nregion = "{REGION[2]}x{REGION[3]}+{REGION[0]}+{REGION[1]}"\n')
    with rig.stage("initramfs"):
        fonts = rig.bundled_fonts()
        initrd = rig.initramfs(
            work / "initrd.gz", init=qemu.GUEST_INIT, modules=[],
            files={"/bin/scoreline": binary, "/etc/scoreline-test.toml": config,
                   "/etc/scoreline-region.toml": region_config, **fonts},
            later={"bochs": kernel.with_dependencies(["bochs"]),
                   "virtio-gpu": kernel.with_dependencies(["virtio_pci", "virtio-gpu"])})
        print(f"    {initrd} ({initrd.stat().st_size // 1_000_000} MB)")
    reference = Reference(binary, config, work)

    hdmi = qemu.VM(kernel, initrd, work, extra=["-vga", "none", "-device", "VGA,edid=on,xres=1920,yres=1080"])
    status = rig.run_stages("display (bochs, EDID 1920x1080)", hdmi, [
        ("boot with no display driver", lambda: boot_without_display(hdmi)),
        ("score before any screen exists", lambda: score(hdmi, FIRST, SEQ_FIRST)),
        ("screen appears: board shown", lambda: screen_appears(hdmi, "bochs", (1920, 1080), reference)),
        ("score change: damage path", lambda: change(hdmi, reference, (1920, 1080))),
        ("end of input: clean exit", lambda: finish(hdmi)),
        ("fbdev: the match resumed on /dev/fb0", lambda: fbdev(hdmi, reference)),
        ("fbdev: clean exit", lambda: finish(hdmi)),
        ("region: an LED wall's 256x128 window of the 1080p picture, black around it", lambda: region(hdmi, reference)),
        ("region: clean exit", lambda: finish(hdmi)),
    ], work / "hdmi", args.keep, started)
    if status != 0:
        return status

    virtio = qemu.VM(kernel, initrd, work, extra=["-device", "virtio-gpu-pci"])
    return rig.run_stages("display (virtio-gpu)", virtio, [
        ("boot with virtio-gpu", lambda: boot_with(virtio, "virtio-gpu")),
        ("start and score", lambda: score(virtio, FIRST, SEQ_FIRST)),
        ("board shown", lambda: shown(virtio, None, reference, SEQ_FIRST)),
        ("score change: damage path", lambda: change(virtio, reference, None)),
        ("end of input: clean exit", lambda: finish(virtio)),
    ], work, args.keep, started)


class Reference:
    """The image-file render of the same actions by the same binary, on the host."""

    def __init__(self, binary: Path, config: Path, work: Path):
        self.binary, self.config, self.work = binary, config, work

    def render(self, lines: list[str], size: tuple[int, int]) -> Path:
        tag = f"{size[0]}x{size[1]}-{len(lines)}"
        out = self.work / f"ref-{tag}.ppm"
        data = self.work / f"ref-data-{tag}"
        subprocess.run(["rm", "-rf", str(data)], check=True)
        done = subprocess.run(
            [str(self.binary), "run", "--config", str(self.config), "--input", "stdin", "--output", f"png:{out}",
             "--size", tag.rsplit("-", 1)[0], "--data-dir", str(data), "--preset", "demo-cricket"],
            input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=60)
        if done.returncode != 0 or not out.exists():
            raise Failure(f"the reference render failed ({done.returncode}):\n{done.stderr}")
        return out


def boot_without_display(vm: qemu.VM) -> None:
    vm.start()
    out = vm.run("ls /dev/dri 2>&1; ls /dev/fb0 2>&1", check=False)
    if not any("No such file" in l for l in out) or any(l.startswith("card") for l in out):
        raise Failure(f"/dev/dri exists before the display driver is loaded:\n{out}")
    since = len(vm.lines)
    vm.send(START)
    vm.seen(r"ack seq=1\b", since, timeout=60)


def boot_with(vm: qemu.VM, group: str) -> None:
    vm.start()
    vm.run(f"load {group}")
    vm.run("ls /dev/dri/card0")
    since = len(vm.lines)
    vm.send(START)
    vm.seen(r"ack seq=1\b", since, timeout=60)


def score(vm: qemu.VM, lines: list[str], last_seq: int) -> None:
    since = len(vm.lines)
    for line in lines:
        vm.send(f"echo '{line}' >&4")
    vm.seen(rf"ack seq={last_seq}\b", since, timeout=60)


def screen_appears(vm: qemu.VM, group: str, size: tuple[int, int], reference: Reference) -> None:
    if any("presented seq=" in l for l in vm.lines):
        raise Failure("a frame was reported presented before any display existed")
    since = len(vm.lines)
    vm.run(f"load {group}")
    shown(vm, size, reference, SEQ_FIRST, since)


def shown(vm: qemu.VM, size: tuple[int, int] | None, reference: Reference, seq: int,
          since: int = 0) -> tuple[int, int]:
    """Waits for the display and the frame of `seq`, then compares the screen with the
    reference render of the actions up to `seq`. Returns the screen size."""
    m = vm.seen(DISPLAY_LINE, since, timeout=60)
    actual = (int(m.group(1)), int(m.group(2)))
    if size is not None and actual != size:
        raise Failure(f"the display chose {actual[0]}x{actual[1]}, expected {size[0]}x{size[1]} (the EDID's preferred mode)")
    vm.seen(rf"presented seq={seq}\b", since, timeout=60)
    lines = (FIRST + LATER)[:seq - 1]
    compare(vm, reference.render(lines, actual), actual)
    return actual


def change(vm: qemu.VM, reference: Reference, size: tuple[int, int] | None) -> None:
    m = re.search(DISPLAY_LINE, "\n".join(vm.lines[::-1]))
    if m is None:
        raise Failure("no `display:` line was logged")
    actual = (int(m.group(1)), int(m.group(2)))
    since = len(vm.lines)
    score(vm, LATER, SEQ_LATER)
    vm.seen(rf"presented seq={SEQ_LATER}\b", since, timeout=60)
    compare(vm, reference.render(FIRST + LATER, actual), actual)


def fbdev(vm: qemu.VM, reference: Reference) -> None:
    """The fallback output on the same screen (the DRM driver's fbdev emulation): a new run
    resumes the stored match and shows it through /dev/fb0."""
    since = len(vm.lines)
    vm.send(START.replace("--output drm", "--output fbdev"))
    vm.seen(rf"resumed seq={SEQ_LATER}\b", since, timeout=60)
    m = vm.seen(r"display: /dev/fb0 (\d+)x(\d+) \(fbdev", since, timeout=60)
    size = (int(m.group(1)), int(m.group(2)))
    vm.seen(rf"presented seq={SEQ_LATER}\b", since, timeout=60)
    compare(vm, reference.render(FIRST + LATER, size), size)


# display.region (issue 16): x, y, width, height of the window an LED wall's sending card shows.
REGION = (64, 32, 256, 128)


def region(vm: qemu.VM, reference: Reference) -> None:
    """The real DRM path with `display.region`: the board laid out for the window, drawn into
    it, and the rest of the 1080p screen black, compared with the host's render at the
    window's size placed on black."""
    since = len(vm.lines)
    vm.send(START.replace("/etc/scoreline-test.toml", "/etc/scoreline-region.toml").replace("/tmp/data", "/tmp/data-region"))
    vm.seen(r"display region: 256x128\+64\+32", since, timeout=60)
    vm.seen(r"ack seq=1\b", since, timeout=60)
    score(vm, FIRST, SEQ_FIRST)
    m = vm.seen(DISPLAY_LINE, since, timeout=60)
    screen = (int(m.group(1)), int(m.group(2)))
    vm.seen(rf"presented seq={SEQ_FIRST}\b", since, timeout=60)
    x, y, w, h = REGION
    board = read_ppm(reference.render(FIRST, (w, h)))
    rows = bytearray(screen[0] * screen[1] * 3)
    for row in range(h):
        start = ((y + row) * screen[0] + x) * 3
        rows[start:start + w * 3] = board[2][row * w * 3:(row + 1) * w * 3]
    placed = vm.workdir / "ref-region.ppm"
    placed.write_bytes(b"P6\n%d %d\n255\n" % screen + bytes(rows))
    compare(vm, placed, screen)


def finish(vm: qemu.VM) -> None:
    since = len(vm.lines)
    vm.send("exec 4>&-")
    m = vm.seen(r"rig: scoreline exited rc=(\d+)", since, timeout=60)
    if m.group(1) != "0":
        raise Failure(f"scoreline exited with {m.group(1)} at the end of its input")


def compare(vm: qemu.VM, reference: Path, size: tuple[int, int], deadline_s: float = 10) -> None:
    want = read_ppm(reference)
    if (want[0], want[1]) != size:
        raise Failure(f"the reference render is {want[0]}x{want[1]}, not {size[0]}x{size[1]}")
    shot = vm.workdir / "screen.ppm"
    deadline = time.monotonic() + deadline_s
    while True:
        shot.unlink(missing_ok=True)
        reply = vm.monitor(f"screendump {shot}")
        if not shot.exists():
            raise Failure(f"screendump wrote nothing: {reply}")
        got = read_ppm(shot)
        if got == want:
            print(f"    screen == reference render, {size[0]}x{size[1]}, every pixel")
            return
        if time.monotonic() > deadline:
            break
        time.sleep(0.2)  # polling the screen itself (see the module docstring), not a sync
    keep = vm.workdir / f"mismatch-{size[0]}x{size[1]}.ppm"
    shot.rename(keep)
    raise Failure(f"the screen differs from the reference render {reference}: {describe(got, want)}; "
                  f"screen kept in {keep}")


def read_ppm(path: Path) -> tuple[int, int, bytes]:
    data = path.read_bytes()
    m = re.match(rb"P6\s+(\d+)\s+(\d+)\s+(\d+)\s", data)
    if m is None or m.group(3) != b"255":
        raise Failure(f"{path} is not an 8-bit binary PPM")
    w, h = int(m.group(1)), int(m.group(2))
    pixels = data[m.end():m.end() + w * h * 3]
    if len(pixels) != w * h * 3:
        raise Failure(f"{path} is truncated")
    return w, h, pixels


def describe(got: tuple[int, int, bytes], want: tuple[int, int, bytes]) -> str:
    if got[:2] != want[:2]:
        return f"the screen is {got[0]}x{got[1]}, the render {want[0]}x{want[1]}"
    w = want[0]
    diff = [i // 3 for i in range(0, len(want[2]), 3) if got[2][i:i + 3] != want[2][i:i + 3]]
    xs = [i % w for i in diff]
    ys = [i // w for i in diff]
    return (f"{len(diff)} pixels differ, within x {min(xs)}..{max(xs)}, y {min(ys)}..{max(ys)}"
            if diff else "no pixel differs")


if __name__ == "__main__":
    sys.exit(main())
