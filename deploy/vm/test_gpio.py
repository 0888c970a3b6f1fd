#!/usr/bin/env python3
"""VM test of the GPIO input path (issue 7).

Boots Debian's kernel under qemu with the out-of-tree gpio-sim module, creates a simulated
chip whose lines carry a cricket box's names (GPIO5, GPIO6, …), runs
`scoreline debug inputs --gpio-chip any` in the guest and presses "buttons" from the host by
toggling the simulated pulls over the control port, clean and bouncy, with sub-debounce
noise and a long press. Each step waits for the guest's own output (the `ack seq=N` lines),
never for a fixed time. At the end the stored match is read back from the data directory
and must hold exactly one action per press.

Usage: deploy/vm/test_gpio.py [--binary .build/release/scoreline] [--sysroot ROOT]
(--sysroot: the root the binary was built in, e.g. the libgpiod 2 build of script/trixie-build
with `--sysroot "$(script/trixie-build --print-root)"`; its libraries go into the guest.)
Exits 0 on success, 1 on failure. Skips (exit 0, loudly) only when qemu cannot run at all.
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

# The cricket box's lines (KeyMap.cricketBox), in the order they sit on the simulated chip.
LINES = ["GPIO5", "GPIO6", "GPIO13", "GPIO19", "GPIO26", "GPIO16", "GPIO20", "GPIO21", "GPIO12",
         "GPIO24", "GPIO25", "GPIO23"]
BUTTONS = ["dot", "run1", "run2", "run3", "run4", "run6", "wide", "noBall", "bye", "wicket", "undo", "advance"]
PIN = {b: i for i, b in enumerate(BUTTONS)}

NEW_MATCH = ('{"type":"newMatch","sport":"cricket","matchId":"vm-gpio","teams":[{"name":"Home"},'
             '{"name":"Away"}],"rules":{"oversPerInnings":20,"playersPerSide":11}}')


class Failure(rig.TestFailure):
    pass


def main() -> int:
    begun = rig.begin_test("GPIO")
    if begun is None:
        return 0
    args, binary = begun
    started = time.monotonic()
    kernel = rig.prepare_kernel()
    with rig.stage("gpio-sim module"):
        sim = rig.gpio_sim(kernel)
    work = Path(tempfile.mkdtemp(prefix="scoreline-vm-gpio-"))
    with rig.stage("initramfs"):
        deps = subprocess.run(["modinfo", "-F", "depends", str(sim)], capture_output=True, text=True).stdout.strip()
        modules = kernel.with_dependencies(["configfs"] + [d for d in deps.split(",") if d]) + [sim]
        setup = rig.gpio_sim_setup(LINES)
        initrd = rig.initramfs(work / "initrd.gz", init=qemu.GUEST_INIT, modules=modules,
                               files={"/bin/scoreline": binary, "/rig-setup.sh": _text(work / "setup.sh", setup)},
                               sysroot=args.sysroot)
        print(f"    {initrd} ({initrd.stat().st_size // 1_000_000} MB)")
    vm = qemu.VM(kernel, initrd, work)

    def boot() -> None:
        vm.start()
        if not any(l.startswith("rig: gpio-sim at /sys/devices/platform/gpio-sim") for l in vm.lines):
            raise Failure("the gpio-sim chip did not come up")

    return rig.run_stages("GPIO", vm, [
        ("boot", boot),
        ("bad input is named", lambda: bad_input(vm)),
        ("presses", lambda: presses(vm)),
        ("stored match", lambda: stored(vm)),
    ], work, args.keep, started)


def _text(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


def bad_input(vm: qemu.VM) -> None:
    """An unknown line and a missing chip stop nothing silently: the message names them and
    lists what exists."""
    out = vm.run("scoreline debug inputs --gpio-chip any --lines GPIO99=run1 --data-dir /tmp/bad 2>&1", check=False)
    text = "\n".join(out)
    if "GPIO line GPIO99 (for run1) not found" not in text or "GPIO5 GPIO6 GPIO13" not in text:
        raise Failure(f"unknown line: the message does not name GPIO99 and list the lines:\n{text}")
    out = vm.run("scoreline debug inputs --gpio-chip gpiochip0 --lines GPIO99=run1 --data-dir /tmp/bad 2>&1", check=False)
    text = "\n".join(out)
    if "GPIO line GPIO99 (for run1) not found on gpiochip0. Lines present: gpiochip0 (gpio-sim" not in text:
        raise Failure(f"unknown line on a named chip: the message does not name both:\n{text}")
    out = vm.run("scoreline debug inputs --gpio-chip nochip --data-dir /tmp/bad 2>&1", check=False)
    text = "\n".join(out)
    if "GPIO chip nochip not found. Chips present: gpiochip" not in text:
        raise Failure(f"missing chip: the message does not say which chips exist:\n{text}")


# Each step: the guest command, then the lines the guest must print for it, in order.
# Worked out by hand from docs/inputs.md: the first ball brings openers and a bowler; a
# wicket brings the next batter; the sixth legal ball brings the next bowler; undo takes
# back the automatic bowler and the ball; a held Wicket runs out the non-striker.
STEPS: list[tuple[str, list[str]]] = [
    (f"press {PIN['run1']} 120000", ['ack seq=2 {"type":"openers"}', 'ack seq=3 {"type":"bowler"}',
                                     'ack seq=4 {"type":"delivery","bat":1}']),
    (f"bouncy {PIN['run4']} 6 120000", ['ack seq=5 {"type":"delivery","bat":4}']),
    (f"spike {PIN['run6']}", []),
    (f"bouncy {PIN['wide']} 4 120000", ["armed wide"]),
    (f"bouncy {PIN['run1']} 5 120000", ['ack seq=6 {"type":"delivery","wides":2}']),
    (f"spike {PIN['dot']}; spike {PIN['run2']}", []),
    (f"bouncy {PIN['wicket']} 6 120000", ['ack seq=7 {"type":"delivery","wicket":{"kind":"out"}}',
                                          'ack seq=8 {"type":"newBatter"}']),
    (f"press {PIN['dot']} 120000", ['ack seq=9 {"type":"delivery"}']),
    (f"bouncy {PIN['dot']} 3 120000", ['ack seq=10 {"type":"delivery"}']),
    (f"bouncy {PIN['run2']} 6 120000", ['ack seq=11 {"type":"delivery","bat":2}', 'ack seq=12 {"type":"bowler"}']),
    (f"bouncy {PIN['undo']} 4 150000", ['ack seq=13 {"type":"undo"}', 'ack seq=14 {"type":"undo"}']),
    (f"bouncy {PIN['wicket']} 4 1300000", ['ack seq=15 {"type":"delivery","wicket":{"kind":"runOut","playerOut":"Batter 2"}}',
                                           'ack seq=16 {"type":"newBatter"}', 'ack seq=17 {"type":"bowler"}']),
]


def presses(vm: qemu.VM) -> None:
    vm.send(f"mkdir -p /data; scoreline debug inputs --gpio-chip any --data-dir /data --match-id vm-gpio "
            f"--new-match '{NEW_MATCH}' --lines {','.join(f'{l}={b}' for l, b in zip(LINES, BUTTONS))},GPIO99=legBye "
            f"3<&- 2>&1 | while IFS= read -r l; do echo \"guest: $l\"; done 3<&- &")
    vm.expect(r"^guest: inputs ready", 30)
    # A line that is not there is named, and the other eleven keep working.
    vm.expect(r"^guest: input problem: GPIO line GPIO99 \(for legBye\) not found. Lines present: gpiochip0", 10)
    seen: list[str] = []
    for command, expected in STEPS:
        mark = len(vm.lines)
        n = vm.send(command)
        for line in expected:
            got = _next_result(vm)
            seen.append(got)
            if got != line:
                raise Failure(f"after `{command}`: expected `{line}`, got `{got}`")
        vm.seen(rf"^rig: done {n} rc=0$", mark, 30)
    # Nothing more may come: a stray press would show as another ack before this marker.
    vm.send("echo rig: marker end-of-presses")
    while True:
        line = vm.lines[vm.cursor] if vm.cursor < len(vm.lines) else None
        if line is None:
            vm.expect(r".", 30)
            vm.cursor -= 1
            continue
        vm.cursor += 1
        if line.startswith("guest: ack") or line.startswith("guest: armed") or line.startswith("guest: refused"):
            raise Failure(f"an extra result after the last press: {line}")
        if line == "rig: marker end-of-presses":
            break
    print(f"    {len(STEPS)} presses, {sum(len(e) for _, e in STEPS)} results, as expected")


def _next_result(vm: qemu.VM) -> str:
    m = vm.expect(r"^guest: (ack seq=.*|armed .*|refused .*|ignored: .*)$", 30)
    return m.group(1)


def stored(vm: qemu.VM) -> None:
    """The match read back from the data directory (journal folded from the first record)."""
    vm.run("killall scoreline; wait")
    out = vm.run("scoreline debug state --data-dir /data --match-id vm-gpio")
    state = next((json.loads(l) for l in out if l.startswith("{")), None)
    records = next((l for l in out if l.startswith("records ")), "")
    if state is None:
        raise Failure("no state printed:\n" + "\n".join(out))
    inn = state["innings"][0]
    # 1 + 4 + 2 wides + 0 + 0 = 7 (the 2 was undone); wickets: out, run out; six legal balls.
    got = (inn["runs"], inn["wickets"], inn["overs"], records, state["bowler"])
    want = (7, 2, "1.0", "records 17", "Bowler 2")
    if got != want:
        raise Failure(f"stored match: (runs, wickets, overs, records, bowler) = {got}, expected {want}")
    print(f"    stored: {inn['runs']}/{inn['wickets']} in {inn['overs']} overs, {records}")


if __name__ == "__main__":
    sys.exit(main())
