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
# Lines after those, so the built-in boxes find every line of theirs: the cricket box's
# leg-bye (GPIO27) and the badminton box's +A and +B (GPIO17, GPIO22; its −A is GPIO27, −B,
# undo and advance are GPIO23-25 above). Their positions on the simulated chip:
BOX_LINES = ["GPIO27", "GPIO17", "GPIO22"]
SIM = {name: i for i, name in enumerate(LINES + BOX_LINES)}

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
        setup = rig.gpio_sim_setup(LINES + BOX_LINES)
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
        ("cricket box: leg-bye", lambda: cricket_leg_bye(vm)),
        ("badminton box: pause", lambda: badminton_pause(vm)),
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


def _box_steps(vm: qemu.VM, steps: list[tuple[str, list[str]]]) -> None:
    """Each step's guest command, then the results it must print, in order."""
    for command, expected in steps:
        mark = len(vm.lines)
        n = vm.send(command)
        for line in expected:
            got = _next_result(vm)
            if got != line:
                raise Failure(f"after `{command}`: expected `{line}`, got `{got}`")
        vm.seen(rf"^rig: done {n} rc=0$", mark, 30)


def _start_box(vm: qemu.VM, sport: str, match_id: str, new_match: str | None = None) -> int:
    """`scoreline debug inputs` on the sport's built-in box (no --lines): every line of it
    must be found, or the input problem names the missing one."""
    mark = len(vm.lines)
    flag = f" --new-match '{new_match}'" if new_match else ""
    vm.send(f"mkdir -p /{match_id}; scoreline debug inputs --gpio-chip any --sport {sport} --data-dir /{match_id} "
            f"--match-id {match_id}{flag} 3<&- 2>&1 | while IFS= read -r l; do echo \"guest: $l\"; done 3<&- &")
    vm.expect(r"^guest: inputs ready", 30)
    return mark


def _stored_state(vm: qemu.VM, match_id: str, mark: int) -> tuple[dict, str]:
    problems = [l for l in vm.lines[mark:] if l.startswith("guest: input problem")]
    if problems:
        raise Failure(f"the built-in box is missing a line: {problems}")
    vm.run("killall scoreline; wait")
    out = vm.run(f"scoreline debug state --data-dir /{match_id} --match-id {match_id}")
    state = next((json.loads(l) for l in out if l.startswith("{")), None)
    records = next((l for l in out if l.startswith("records ")), "")
    if state is None:
        raise Failure("no state printed:\n" + "\n".join(out))
    return state, records


def cricket_leg_bye(vm: qemu.VM) -> None:
    """The cricket box as shipped (KeyMap.cricketBox): Leg-bye on GPIO27 arms, a run key
    scores the leg-byes; worked out from docs/inputs.md ("Extras")."""
    mark = _start_box(vm, "cricket", "legbye", NEW_MATCH.replace("vm-gpio", "legbye"))
    leg_bye, run1, run2 = SIM["GPIO27"], SIM["GPIO6"], SIM["GPIO13"]
    _box_steps(vm, [
        (f"bouncy {leg_bye} 5 120000", ["armed legBye"]),
        (f"press {run1} 120000", ['ack seq=2 {"type":"openers"}', 'ack seq=3 {"type":"bowler"}',
                                  'ack seq=4 {"type":"delivery","legByes":1}']),
        (f"press {leg_bye} 120000", ["armed legBye"]),
        (f"bouncy {run2} 4 120000", ['ack seq=5 {"type":"delivery","legByes":2}']),
    ])
    state, records = _stored_state(vm, "legbye", mark)
    inn = state["innings"][0]
    # Three leg-byes off two legal balls, none to the batters or the bowler.
    got = (inn["runs"], inn["extras"]["legByes"], inn["overs"], records, inn["bowlers"][0]["runs"])
    want = (3, 3, "0.2", "records 5", 0)
    if got != want:
        raise Failure(f"leg-byes: (runs, legByes, overs, records, bowler's runs) = {got}, expected {want}")
    print(f"    stored: {inn['runs']} leg-byes in {inn['overs']} overs from the GPIO27 button")


def _hold_both(a: int, b: int, hold_us: int) -> str:
    """Two buttons pressed together and held (the −A and −B combo), then let go."""
    return (f"echo pull-down > $SIM/sim_gpio{a}/pull; echo pull-down > $SIM/sim_gpio{b}/pull; usleep {hold_us}; "
            f"echo pull-up > $SIM/sim_gpio{a}/pull; echo pull-up > $SIM/sim_gpio{b}/pull; usleep 60000")


def badminton_pause(vm: qemu.VM) -> None:
    """The badminton box as shipped (KeyMap.badmintonBox): −A and −B held two seconds pause
    play, a rally then records nothing, the same hold resumes (docs/inputs.md)."""
    mark = _start_box(vm, "badminton", "pause")
    plus_a, plus_b, minus_a, minus_b = SIM["GPIO17"], SIM["GPIO22"], SIM["GPIO27"], SIM["GPIO23"]
    both = _hold_both(minus_a, minus_b, 2_400_000)
    _box_steps(vm, [
        (f"press {plus_a} 120000", ['ack seq=2 {"type":"point","side":"A"}']),
        (both, ['ack seq=3 {"type":"pause"}']),
        (f"press {plus_b} 120000", ["ignored: play is suspended: hold -A and -B (or Pause) to resume"]),
        (both, ['ack seq=4 {"type":"resume"}']),
        (f"press {plus_b} 120000", ['ack seq=5 {"type":"point","side":"B"}']),
        # Let go early (1 s): neither minus counts, nothing is recorded.
        (_hold_both(minus_a, minus_b, 1_000_000), []),
        (both, ['ack seq=6 {"type":"pause"}']),
    ])
    state, records = _stored_state(vm, "pause", mark)
    fields = {f["key"]: f["text"] for f in state.get("scoreboard", {}).get("fields", [])}
    got = (state["current"], state["paused"], fields.get("paused"), records)
    want = ({"a": 1, "b": 1}, True, "Play suspended", "records 6")
    if got != want:
        raise Failure(f"pause: (score, paused, board's paused field, records) = {got}, expected {want}")
    print(f"    stored: 1-1, paused; the board says {fields.get('paused')!r}")


if __name__ == "__main__":
    sys.exit(main())
