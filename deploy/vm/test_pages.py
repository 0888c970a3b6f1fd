#!/usr/bin/env python3
"""VM test of the page cycle on a real DRM screen (issue 14, docs/pages.md).

Boots Debian's kernel under qemu with `-device VGA,edid=on,xres=1920,yres=1080` (bochs-drm,
loaded before the kiosk starts) and runs `scoreline run --output drm` with a config of
`[pages] mode = "auto"`, short page times and the cycle batting, bowling. It scores one full
over (openers, a bowler, six balls): the over's end is a break, so the screen pages
main -> batting -> bowling -> main ... on the kiosk's own clock.

The host renders the references with the same binary: the main board with
`scoreline run --output png:ref.ppm` (the same actions, no pages), and each page with
`scoreline render MATCH.jsonl --page batting|bowling` of the same actions. The screen is read
with the qemu monitor's `screendump`, polled up to a deadline (the cycle runs on the kiosk's
clock; nothing here sleeps to synchronise), and must equal, pixel for pixel: the main board
after the last ball, then the batting card, then the bowling card (two page changes, in the
cycle's order), then the main board again.

`--main-only` is for a build whose engine has no pages yet (`page()` gives nil for every card):
the pages are skipped, so the test checks that the kiosk boots with the config, the over is
shown, and the screen stays on the main board for two rounds of the cycle.

Usage: deploy/vm/test_pages.py [--binary .build/release/scoreline] [--keep] [--main-only]
Exits 0 on success, 1 on failure. Skips (exit 0, loudly) only when qemu cannot run at all.
"""
from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import qemu  # noqa: E402
import rig  # noqa: E402
from test_display import read_ppm, describe  # noqa: E402

# The demo-cricket preset's newMatch record (Sources/MatchEngine/Model/DemoPresets.swift): the kiosk
# starts it with --preset, the host replays it for `render --page`.
NEW_MATCH = ('{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV"},'
             '{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":20}}')
OVER = [
    '{"type":"openers","striker":"Asha","nonStriker":"Bilal"}',
    '{"type":"bowler","name":"Kofi"}',
    '{"type":"delivery","bat":1}',
    '{"type":"delivery","bat":4}',
    '{"type":"delivery","bat":0}',
    '{"type":"delivery","bat":2}',
    '{"type":"delivery","bat":6}',
    '{"type":"delivery","bat":1}',
]
SEQ_OVER = 1 + len(OVER)

MAIN_SECONDS, PAGE_SECONDS = 2, 3
CYCLE = ["batting", "bowling"]
PAGES_CONFIG = f"""# scoreline pages VM test
[pages]
mode = "auto"
cycle = {CYCLE!r}
mainSeconds = {MAIN_SECONDS}
pageSeconds = {PAGE_SECONDS}
""".replace("'", '"')
ROUND = MAIN_SECONDS + PAGE_SECONDS * len(CYCLE)
SIZE = (1920, 1080)

START = ("mkfifo /tmp/in; (scoreline run --config /etc/scoreline-test.toml --input stdin --output drm "
         "--data-dir /tmp/data --preset demo-cricket < /tmp/in > /dev/ttyS0 2>&1; "
         "echo \"rig: scoreline exited rc=$?\") 3<&- & exec 4>/tmp/in")


class Failure(rig.TestFailure):
    pass


def main() -> int:
    main_only = "--main-only" in sys.argv
    if main_only:
        sys.argv.remove("--main-only")
    begun = rig.begin_test("pages")
    if begun is None:
        return 0
    args, binary = begun
    started = time.monotonic()
    kernel = rig.prepare_kernel()
    work = Path(tempfile.mkdtemp(prefix="scoreline-vm-pages-"))
    config = work / "scoreline-test.toml"
    config.write_text(PAGES_CONFIG)
    with rig.stage("initramfs"):
        initrd = rig.initramfs(
            work / "initrd.gz", init=qemu.GUEST_INIT, modules=[],
            files={"/bin/scoreline": binary, "/etc/scoreline-test.toml": config, **rig.bundled_fonts()},
            later={"bochs": kernel.with_dependencies(["bochs"])})
    with rig.stage("reference renders (host)"):
        refs = references(binary, work, main_only)
    vm = qemu.VM(kernel, initrd, work, extra=["-vga", "none", "-device", "VGA,edid=on,xres=1920,yres=1080"])
    if main_only:
        steps = [("the screen stays on the main board for two rounds", lambda: stays(vm, refs["main"], 2 * ROUND))]
    else:
        steps = [
            ("first page change: the batting card", lambda: until(vm, refs["batting"], "batting card", 4 * ROUND)),
            ("second page change: the bowling card", lambda: until(vm, refs["bowling"], "bowling card", 2 * ROUND)),
            ("round again: the main board", lambda: until(vm, refs["main"], "main board", 2 * ROUND)),
        ]
    return rig.run_stages("pages (bochs, 1920x1080)", vm, [
        ("boot, bochs, start the kiosk", lambda: boot(vm)),
        ("score an over: the main board after its last ball", lambda: score(vm, refs["main"])),
        *steps,
        ("end of input: clean exit", lambda: finish(vm)),
    ], work, args.keep, started)


def references(binary: Path, work: Path, main_only: bool) -> dict[str, Path]:
    """The main board by `run --output png:` with no pages (the live board is the same in every
    mode), each page by `render --page` of the same actions."""
    plain = work / "plain.toml"
    plain.write_text("# no [pages]: the live board\n")
    out = work / "ref-main.ppm"
    done = subprocess.run(
        [str(binary), "run", "--config", str(plain), "--input", "stdin", "--output", f"png:{out}",
         "--size", f"{SIZE[0]}x{SIZE[1]}", "--data-dir", str(work / "ref-data"), "--preset", "demo-cricket"],
        input="\n".join(OVER) + "\n", capture_output=True, text=True, timeout=60)
    if done.returncode != 0 or not out.exists():
        raise Failure(f"the reference render of the main board failed ({done.returncode}):\n{done.stderr}")
    refs = {"main": out}
    match = work / "over.jsonl"
    match.write_text("\n".join([NEW_MATCH, *OVER]) + "\n")
    for page in CYCLE:
        page_out = work / f"ref-{page}.ppm"
        done = subprocess.run(
            [str(binary), "render", str(match), "--page", page, "--size", f"{SIZE[0]}x{SIZE[1]}", "--out", str(page_out)],
            capture_output=True, text=True, timeout=60)
        if main_only:
            # The engine has no pages yet: say so, and check only the main board.
            print(f"    --page {page}: {done.stderr.strip() or 'rendered'}")
            continue
        if done.returncode != 0 or not page_out.exists():
            raise Failure(f"`render --page {page}` failed ({done.returncode}):\n{done.stderr}")
        refs[page] = page_out
    return refs


def boot(vm: qemu.VM) -> None:
    vm.start()
    vm.run("load bochs")
    vm.run("ls /dev/dri/card0")
    since = len(vm.lines)
    vm.send(START)
    vm.seen(r"ack seq=1\b", since, timeout=60)
    m = vm.seen(r"display: /dev/\S+ (?:\S+ )?(\d+)x(\d+)", since, timeout=60)
    if (int(m.group(1)), int(m.group(2))) != SIZE:
        raise Failure(f"the display chose {m.group(1)}x{m.group(2)}, expected {SIZE[0]}x{SIZE[1]}")


def score(vm: qemu.VM, main: Path) -> None:
    since = len(vm.lines)
    for line in OVER:
        vm.send(f"echo '{line}' >&4")
    vm.seen(rf"presented seq={SEQ_OVER}\b", since, timeout=60)
    # The last ball's own frame is the main board (docs/pages.md); the cycle starts from it.
    until(vm, main, "main board", MAIN_SECONDS + 10)


def screendump(vm: qemu.VM) -> tuple[int, int, bytes]:
    shot = vm.workdir / "screen.ppm"
    shot.unlink(missing_ok=True)
    reply = vm.monitor(f"screendump {shot}")
    if not shot.exists():
        raise Failure(f"screendump wrote nothing: {reply}")
    return read_ppm(shot)


def until(vm: qemu.VM, reference: Path, what: str, deadline_s: float) -> None:
    """Polls the screen until it equals `reference`, up to a deadline (the cycle's own clock
    decides when; the poll reads the screen, it does not wait for time to pass)."""
    want = read_ppm(reference)
    deadline = time.monotonic() + deadline_s
    shots = 0
    while True:
        got = screendump(vm)
        shots += 1
        if got == want:
            print(f"    screen == {what} ({reference.name}), {SIZE[0]}x{SIZE[1]}, every pixel, after {shots} screendumps")
            return
        if time.monotonic() > deadline:
            break
        time.sleep(0.1)  # polling the screen itself, not a synchronisation
    keep = vm.workdir / f"last-{reference.stem}.ppm"
    (vm.workdir / "screen.ppm").rename(keep)
    raise Failure(f"the {what} never came within {deadline_s} s: the last screen differs from {reference}: "
                  f"{describe(got, want)}; screen kept in {keep}")


def stays(vm: qemu.VM, main: Path, seconds: float) -> None:
    """Without pages every card is skipped: the main board stays through whole rounds."""
    want = read_ppm(main)
    end = time.monotonic() + seconds
    shots = 0
    while time.monotonic() < end:
        got = screendump(vm)
        shots += 1
        if got != want:
            raise Failure(f"the screen left the main board ({describe(got, want)}) with no pages to show")
        time.sleep(0.1)  # sampling the screen through the rounds
    print(f"    the main board through {seconds} s ({shots} screendumps, every pixel)")


def finish(vm: qemu.VM) -> None:
    since = len(vm.lines)
    vm.send("exec 4>&-")
    m = vm.seen(r"rig: scoreline exited rc=(\d+)", since, timeout=60)
    if m.group(1) != "0":
        raise Failure(f"scoreline exited with {m.group(1)} at the end of its input")


if __name__ == "__main__":
    sys.exit(main())
