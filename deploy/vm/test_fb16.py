#!/usr/bin/env python3
"""VM test of a 16-bit framebuffer (issue 21, small screens): the kiosk on an RGB565 /dev/fb0.

qemu's Cirrus VGA (`-device cirrus-vga`) with the kernel's `cirrus` DRM driver, whose fbdev
emulation is 16 bits per pixel by default (its preferred depth is 16): /dev/fb0 is RGB565,
red at bit 11, green at 5, blue at 0, as on many SPI panels and older Raspberry Pi set-ups.
The size comes from the kernel command line (`video=VGA-1:800x480MR`, then `480x320MR`): the
two panel sizes small screens come in.

For each size the guest runs `scoreline run --output fbdev`, scores a few balls, and the
host reads the framebuffer back (`cat /dev/fb0` in the guest, gzip and base64 over the
console: exact 16-bit values, not the emulated screen's idea of them). That is compared,
every pixel, with the image render of the same actions by the same binary on the host
(`scoreline run --output png:…ppm`) converted to RGB565 here, in Python, from the
definition: an ordered dither with the 4x4 Bayer matrix (built by its recursion, not copied
from the Swift code), each channel `floor(v·levels/255 + (M[y%4][x%4] + ½)/16)`, the pattern
anchored to the pixel's place on the screen. Then a later score change (the damage path: only
changed rectangles are converted) and the same comparison again. `scoreline doctor` must name
the format (`RGB565`), and the log line says `(fbdev, RGB565, dithered)`.

The grabs are also written as PNGs scaled 3x (nearest neighbour) into the work directory
(`--keep` keeps it; FB16_SHOTS=DIR copies them there), to look at the dither up close.

Usage: deploy/vm/test_fb16.py [--binary .build/release/scoreline] [--keep]
Exits 0 on success, 1 on failure. Skips (exit 0, loudly) only when qemu cannot run at all.
"""
from __future__ import annotations

import base64
import gzip
import os
import re
import shutil
import struct
import sys
import tempfile
import time
import zlib
from fractions import Fraction
from math import floor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import qemu  # noqa: E402
import rig  # noqa: E402
from test_display import FIRST, LATER, SEQ_FIRST, SEQ_LATER, START, Reference, finish, read_ppm, score  # noqa: E402


class Failure(rig.TestFailure):
    pass


def bayer(n: int) -> list[list[int]]:
    """The n x n Bayer matrix by its recursion: M(1) = [0], M(2k) = [[4M, 4M+2], [4M+3, 4M+1]]."""
    if n == 1:
        return [[0]]
    m = bayer(n // 2)
    top = [[4 * v for v in row] + [4 * v + 2 for v in row] for row in m]
    bottom = [[4 * v + 3 for v in row] + [4 * v + 1 for v in row] for row in m]
    return top + bottom


M4 = bayer(4)


def quantise(v: int, levels: int, threshold: int) -> int:
    """floor(v·levels/255 + (M + ½)/16), exactly, with fractions."""
    return floor(Fraction(v * levels, 255) + Fraction(2 * threshold + 1, 32))


# Tables by (cell, value): the definition evaluated once for each of 16 x 256 inputs.
FIVE = [[quantise(v, 31, M4[c // 4][c % 4]) for v in range(256)] for c in range(16)]
SIX = [[quantise(v, 63, M4[c // 4][c % 4]) for v in range(256)] for c in range(16)]


def to_rgb565(ppm: tuple[int, int, bytes]) -> list[int]:
    """The reference render (8-bit RGB) as the RGB565 pixels the framebuffer must hold."""
    w, h, rgb = ppm
    out = []
    for y in range(h):
        for x in range(w):
            c = (y % 4) * 4 + x % 4
            i = (y * w + x) * 3
            out.append(FIVE[c][rgb[i]] << 11 | SIX[c][rgb[i + 1]] << 5 | FIVE[c][rgb[i + 2]])
    return out


def write_png(path: Path, w: int, h: int, pixels: list[int], scale: int) -> None:
    """RGB565 pixels as an 8-bit PNG, each pixel a scale x scale block (nearest neighbour);
    5 and 6 bits widened by repeating their top bits, as a panel's full scale would show."""
    rows = []
    for y in range(h):
        row = bytearray()
        for x in range(w):
            p = pixels[y * w + x]
            r, g, b = p >> 11, (p >> 5) & 0x3F, p & 0x1F
            row += bytes((r << 3 | r >> 2, g << 2 | g >> 4, b << 3 | b >> 2)) * scale
        rows += [b"\0" + bytes(row)] * scale

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w * scale, h * scale, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
    path.write_bytes(png)


def main() -> int:
    begun = rig.begin_test("16-bit framebuffer")
    if begun is None:
        return 0
    args, binary = begun
    started = time.monotonic()
    kernel = rig.prepare_kernel()
    work = Path(tempfile.mkdtemp(prefix="scoreline-vm-fb16-"))
    config = work / "scoreline-test.toml"
    config.write_text("# scoreline 16-bit framebuffer VM test: all defaults\n")
    with rig.stage("initramfs"):
        initrd = rig.initramfs(
            work / "initrd.gz", init=qemu.GUEST_INIT, modules=kernel.with_dependencies(["cirrus"]),
            files={"/bin/scoreline": binary, "/etc/scoreline-test.toml": config, **rig.bundled_fonts()})
    reference = Reference(binary, config, work)
    shots = Path(os.environ["FB16_SHOTS"]) if os.environ.get("FB16_SHOTS") else None

    for size in [(800, 480), (480, 320)]:
        w, h = size
        # `MR`: a CVT mode with reduced blanking. Without it the kernel makes the mode with GTF,
        # whose 480x320 has its sync before the picture ends and is refused ("User-defined
        # mode not supported"), leaving the driver's 1024x768.
        vm = qemu.VM(kernel, initrd, work, extra=["-device", "cirrus-vga"], append=f"video=VGA-1:{w}x{h}MR")
        status = rig.run_stages(f"16-bit framebuffer (cirrus, {w}x{h})", vm, [
            ("boot: /dev/fb0 is RGB565", lambda: boot(vm, size)),
            ("the kiosk draws the board", lambda: shown(vm, size, reference, work, shots)),
            ("the doctor names the format", lambda: doctor(vm, size)),
            ("score change: the damage path", lambda: changed(vm, size, reference, work, shots)),
            ("end of input: clean exit", lambda: finish(vm)),
        ], work / f"fb16-{w}x{h}", args.keep, started)
        if status != 0:
            return status
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 0


def boot(vm: qemu.VM, size: tuple[int, int]) -> None:
    vm.start()
    out = vm.run("cat /sys/class/graphics/fb0/bits_per_pixel /sys/class/graphics/fb0/virtual_size /sys/class/graphics/fb0/name")
    values = [l.strip() for l in out if l.strip()]
    if values[:2] != ["16", f"{size[0]},{size[1]}"]:
        raise Failure(f"/dev/fb0 is not 16 bits per pixel at {size[0]}x{size[1]}: {values}")
    print(f"    /dev/fb0: {values[2] if len(values) > 2 else '?'}, {size[0]}x{size[1]}, 16 bpp")


def shown(vm: qemu.VM, size: tuple[int, int], reference: Reference, work: Path, shots: Path | None) -> None:
    since = len(vm.lines)
    vm.send(START.replace("--output drm", "--output fbdev"))
    m = vm.seen(r"display: /dev/fb0 (\d+)x(\d+) \(fbdev, (\S+?)[,)]", since, timeout=60)
    if (int(m.group(1)), int(m.group(2)), m.group(3)) != (*size, "RGB565"):
        raise Failure(f"the kiosk opened /dev/fb0 as {m.group(0)!r}, expected {size[0]}x{size[1]} RGB565")
    score(vm, FIRST, SEQ_FIRST)
    vm.seen(rf"presented seq={SEQ_FIRST}\b", since, timeout=60)
    compare(vm, size, reference.render(FIRST, size), work / f"fb16-{size[0]}x{size[1]}-first.png", shots)


def changed(vm: qemu.VM, size: tuple[int, int], reference: Reference, work: Path, shots: Path | None) -> None:
    since = len(vm.lines)
    score(vm, LATER, SEQ_LATER)
    vm.seen(rf"presented seq={SEQ_LATER}\b", since, timeout=60)
    compare(vm, size, reference.render(FIRST + LATER, size), work / f"fb16-{size[0]}x{size[1]}-later.png", shots)


def doctor(vm: qemu.VM, size: tuple[int, int]) -> None:
    out = vm.run("scoreline doctor --config /etc/scoreline-test.toml --data-dir /tmp/doctor 2>&1", check=False)
    want = rf"fb0: \S+, size {size[0]}x{size[1]}, RGB565 \(16 bits per pixel"
    line = next((l for l in out if re.search(want, l)), None)
    if line is None:
        raise Failure("scoreline doctor does not name /dev/fb0's format as RGB565:\n" + "\n".join(out))
    print(f"    doctor: {line.strip()}")


def grab(vm: qemu.VM, size: tuple[int, int]) -> list[int]:
    """The visible framebuffer, read in the guest, as RGB565 values row by row."""
    w, h = size
    stride = int(vm.run("cat /sys/class/graphics/fb0/stride")[-1].strip())
    out = vm.run(f"dd if=/dev/fb0 bs={stride} count={h} 2>/dev/null | gzip -1 | base64 | sed 's/^/fbgrab:/'", timeout=120)
    text = "".join(l.split("fbgrab:", 1)[1].strip() for l in out if "fbgrab:" in l)
    data = gzip.decompress(base64.b64decode(text))
    if len(data) != stride * h:
        raise Failure(f"read {len(data)} bytes of /dev/fb0, expected {stride * h}")
    return [v for y in range(h) for v in struct.unpack_from(f"<{w}H", data, y * stride)]


def compare(vm: qemu.VM, size: tuple[int, int], reference: Path, png: Path, shots: Path | None) -> None:
    w, h = size
    want = to_rgb565(read_ppm(reference))
    got = grab(vm, size)
    write_png(png, w, h, got, 3)
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
        shutil.copy(png, shots / png.name)
    diff = [i for i in range(w * h) if got[i] != want[i]]
    if diff:
        xs, ys = [i % w for i in diff], [i // w for i in diff]
        i = diff[0]
        raise Failure(f"/dev/fb0 differs from the reference render converted to RGB565 in {len(diff)} pixels, "
                      f"within x {min(xs)}..{max(xs)}, y {min(ys)}..{max(ys)}; first at {i % w},{i // w}: "
                      f"0x{got[i]:04X}, expected 0x{want[i]:04X} (grab as PNG: {png})")
    print(f"    /dev/fb0 == reference render in RGB565 with the Bayer dither, {w}x{h}, every pixel")


if __name__ == "__main__":
    sys.exit(main())
