#!/usr/bin/env python3
"""The scoreboard over MQTT (issue 15, docs/mqtt.md) against a real Mosquitto broker.

A broker (Debian's `mosquitto`) is started by the test on 127.0.0.1 with a free port and a
config file of its own in a temporary directory (persistence off), and stopped by its pid;
every process is pointed at that port. Stages, each timed:

0. The example venue config (deploy/mosquitto) and its ACL on a broker of their own (acl.py):
   the rules, client ids (a display cannot throw a scorer off), and a 20 MB message that never
   reaches a follower. Then a flood (flood.py): 5,000 boards a second and a flood of bad
   messages on one court, against a follower that must keep up and log a bounded few lines.
1. Scale: 12 scoring kiosks (`scoreline run`, actions on stdin, each with its own data
   directory and `[publish]` court; court 7 plays cricket, the rest badminton), 12 followers
   (`run --follow …/scoreline/hall/<court> --output png:F.ppm`) and one hall overview
   (`…/scoreline/hall/+`), all real processes. Every follower's frame must equal
   `scoreline render` of its court's journal at the same size (480x270), pixel for pixel.
   At 1280x720, where the badminton board also shows its match clock, court 1's follower
   must equal its scorer's own frame, and `scoreline render --at T` of the journal, T the
   second the scorer published it (its clock reads the scorer's wall clock).
2. Late start: a follower started after the boards were published shows its court's board
   from the retained message, with no new publish in between.
3. Broker restart: the broker is killed (SIGKILL) mid-match; every scorer records more
   actions meanwhile (each `ack seq=N` it logged is in its journal); the broker is started
   again on the same port, and every follower must show its court's new board within 2 s of
   the broker's return.
4. A longer outage (over 5 s): the follower shows the last board with "Scoreboard link lost
   since HH:MM", then every follower is back on its plain board within 2 s of the return.
5. Bad messages on one court's board topic (random bytes, truncated and field-less boards,
   an oversized one, wrong types, a newer schemaVersion): the followers of that court and the
   hall stay up, log a line per kind of refusal naming the topic, and keep the last good board;
   the court's next real board still arrives, and the hall overview's frame changes with it.
6. Scorer killed (SIGKILL): the broker publishes its last will (`status` offline); the
   court's follower shows the last board with "Scorer offline since HH:MM", equal to
   `scoreline render` of the retained board with that bottom line; the hall's frame changes.

Expected frames with a bottom line are the board as published plus the field every bottom
line is (`error`, essential, role warning; Scoreboard+BottomLine.swift), drawn by render.
Waits are conditions polled with a deadline (a log line, a file's pixels); none is a sleep.

The kiosks and followers are `courts.py`; the broker and image helpers `broker.py`; the
example ACL's check `acl.py`.

Usage: integration/mqtt/test_mqtt.py [--binary .build/debug/scoreline] [--keep] [--only example|flood]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import acl  # noqa: E402
import flood  # noqa: E402
from broker import Broker, BrokerError, differing_box, differing_rows, pub, read_image, read_png, wait_until  # noqa: E402
from courts import (  # noqa: E402
    BIG_SIZE, COURTS, FOLLOWER_SIZE, HALL_SIZE, KIOSK_SIZE, VENUE, Follower, Kiosk, actions, processes,
)

failures: list[str] = []


def check(ok: bool, what: str) -> bool:
    print(("    ok   " if ok else "    FAIL ") + what, flush=True)
    if not ok:
        failures.append(what)
    return ok


class Stage:
    def __init__(self, name: str):
        self.name = name

    def __enter__(self):
        self.start = time.monotonic()
        print(f"::: mqtt: {self.name}", flush=True)
        return self

    def __exit__(self, *exc):
        print(f"::: mqtt: {self.name} took {time.monotonic() - self.start:.1f} s", flush=True)
        return False


def describe(got, want) -> str:
    if got is None:
        return "no complete frame written"
    count, rows = differing_rows(got, want)
    if count < 0:
        return f"the frame is {got[0]}x{got[1]}, the render {want[0]}x{want[1]}"
    return f"{count} pixels differ in rows {rows.start}..{rows.stop - 1}" if rows else "no pixel differs"


def wait_all_match(followers: dict[str, Follower], refs: dict[str, tuple], seconds: float, since: float) -> dict[str, float]:
    """Polls every follower's frame against its reference; returns court → seconds after
    `since` when it first matched (absent: never within the deadline)."""
    matched: dict[str, float] = {}
    deadline = time.monotonic() + seconds
    while len(matched) < len(followers) and time.monotonic() < deadline:
        for court, f in followers.items():
            if court not in matched and f.shows(refs[court]):
                matched[court] = time.monotonic() - since
        time.sleep(0.02)  # a poll's pace over the frames, not a synchronisation
    return matched


def scenario_scale(binary, work, broker, empty) -> tuple[dict, dict, Follower]:
    kiosks = {c: Kiosk(binary, work, broker, c, f"{BIG_SIZE[0]}x{BIG_SIZE[1]}" if c == "1" else KIOSK_SIZE) for c in COURTS}
    for k in kiosks.values():
        k.start()
    followers = {c: Follower(binary, work, broker, f"scoreline/{VENUE}/{c}", f"follower-{c}", FOLLOWER_SIZE, empty) for c in COURTS}
    for f in followers.values():
        f.start()
    hall = Follower(binary, work, broker, f"scoreline/{VENUE}/+", "hall", HALL_SIZE, empty)
    hall.start()
    big = Follower(binary, work, broker, f"scoreline/{VENUE}/1", "follower-1-big", BIG_SIZE, empty)
    big.start()
    for c, k in kiosks.items():
        k.send(actions(c, 0))
    acked = wait_until(lambda: all(k.all_acked() or not k.alive() for k in kiosks.values()), 60)
    check(bool(acked) and all(k.alive() for k in kiosks.values()),
          "12 scoring kiosks recorded their first actions (" + ", ".join(f"{c}: seq {k.acked()}" for c, k in kiosks.items()) + ")")
    seen = wait_until(lambda: all(f"scoreline-{VENUE}-{c}" in broker.clients_seen() for c in COURTS), 20)
    check(bool(seen), f"the test's broker (port {broker.port}) logged all 12 scorers connecting as scoreline-{VENUE}-<court>")
    refs = {c: read_image(k.reference(FOLLOWER_SIZE, "scale")) for c, k in kiosks.items()}
    start = time.monotonic()
    matched = wait_all_match(followers, refs, 30, start)
    for c, f in followers.items():
        if c in matched:
            continue
        check(False, f"follower of court {c}: frame equals `scoreline render` of the court's journal ({describe(f.image(), refs[c])}; "
                     f"alive: {f.alive()}; {f.frame})")
    if len(matched) == len(followers):
        check(True, f"all 12 followers' frames equal `scoreline render` of their court's journal, {FOLLOWER_SIZE[0]}x{FOLLOWER_SIZE[1]}, "
                    f"every pixel (the last after {max(matched.values()):.2f} s)")
    hall_frame = wait_until(lambda: hall.image(), 10)
    check(hall.alive() and hall_frame is not None and hall_frame[:2] == HALL_SIZE,
          f"the hall overview (…/{VENUE}/+) is up and drew a {HALL_SIZE[0]}x{HALL_SIZE[1]} frame ({hall.frame})")
    if hall_frame is not None:
        shutil.copy(hall.frame, work / "hall-after-scale.ppm")  # to look at: 12 tiles, ordered 1..12
    with_clock(binary, work, broker, kiosks["1"], big)
    big.stop()
    return kiosks, followers, hall


def with_clock(binary, work, broker, kiosk, big) -> None:
    """At a size that shows the badminton match clock: the follower draws what the scorer's
    own screen draws (both read at once, polled: the clock ticks), and the follower's frame
    against `scoreline render` of the journal, which knows only the actions' times."""
    def both():
        a, b = big.image(), read_image(kiosk.frame) if kiosk.frame.exists() else None
        return a is not None and a == b
    same = wait_until(both, 10)
    check(bool(same), f"at {BIG_SIZE[0]}x{BIG_SIZE[1]} court 1's follower draws exactly what its scorer's screen draws, "
                      f"match clock included (`--output png:` of the scoring kiosk, every pixel)")
    # The live board's match clock reads the scorer's wall clock and is published again every
    # second, so the follower's frame is the journal's board at the second the scorer published
    # it: `scoreline render --at T` for T among the last few whole seconds (publish, delivery
    # and drawing take well under a second here; four candidates leave room for a slow CI).
    frame = big.image()
    now = int(time.time())
    candidates = [time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(now - back)) for back in range(0, 4)]
    for at in candidates:
        if frame is not None and frame == read_image(kiosk.reference(BIG_SIZE, "clock", at=at)):
            check(True, f"at {BIG_SIZE[0]}x{BIG_SIZE[1]} court 1's follower equals `scoreline render --at {at}` of the journal "
                        f"(the match clock as the scorer published it), every pixel")
            return
    ref = read_image(kiosk.reference(BIG_SIZE, "clock", at=candidates[0]))
    count, box = differing_box(frame, ref) if frame else (-1, None)
    check(False, f"at {BIG_SIZE[0]}x{BIG_SIZE[1]} court 1's follower equals `scoreline render --at T` of the journal for no T in "
                 f"{candidates[-1]}..{candidates[0]}: against the newest, {count} pixels differ"
                 + (f" in x {box[0]}..{box[2]}, y {box[1]}..{box[3]}" if box else ""))


def scenario_late_start(binary, work, broker, empty, kiosks) -> None:
    court = "5"
    before = kiosks[court].acked()
    ref = read_image(kiosks[court].reference(FOLLOWER_SIZE, "late"))
    # It also writes the stream overlay ([overlay], docs/mqtt.md): the score bug on a transparent PNG.
    overlay = work / "late-overlay.png"
    config = work / "late-follower.toml"
    config.write_text(f'[overlay]\npng = "{overlay}"\nsize = "480x270"\n')
    late = Follower(binary, work, broker, f"scoreline/{VENUE}/{court}", "late-follower", FOLLOWER_SIZE, config)
    late.start()
    shown = wait_until(lambda: late.shows(ref), 10, interval=0.01)
    took = time.monotonic() - late.started
    check(bool(shown) and kiosks[court].acked() == before,
          f"a follower started late shows court {court}'s board from the retained message, {took:.2f} s after its start, "
          f"with no new publish ({describe(late.image(), ref) if not shown else 'every pixel'})")
    # The overlay is written before the frame it goes with is on screen or just after: wait for the file.
    wait_until(overlay.exists, 5)
    try:
        width, height, rgba = read_png(overlay, keep_alpha=True)
        alpha = rgba[3::4]
        opaque = sum(1 for a in alpha if a == 255)
        clear = sum(1 for a in alpha if a == 0)
        top_left, bottom_left = alpha[0], alpha[(height * 3 // 4) * width + width // 10]
        check((width, height) == (480, 270) and top_left == 0 and bottom_left == 255 and clear > opaque > 0,
              f"the follower writes the stream overlay: a {width}x{height} RGBA PNG, transparent at the top left "
              f"(alpha {top_left}), opaque on the lower-third bug (alpha {bottom_left}); {opaque} opaque and {clear} clear pixels")
    except (OSError, ValueError) as error:
        check(False, f"the follower writes the stream overlay {overlay}: {error}")
    late.stop()


def scenario_broker_restart(broker, kiosks, followers) -> None:
    broker.kill()
    killed = time.monotonic()
    check(broker.proc.poll() is not None, f"the broker (pid {broker.proc.pid}) is killed mid-match")
    for c, k in kiosks.items():
        k.send(actions(c, 1))
    acked = wait_until(lambda: all(k.all_acked() for k in kiosks.values()), 30)
    check(bool(acked), "with the broker down every scorer keeps recording: each acknowledged every action ("
          + ", ".join(f"{c}: {k.acked()}/{1 + k.sent}" for c, k in kiosks.items()) + ")")
    lost = []
    for c, k in kiosks.items():
        journal = {r["seq"] for r in k.journal()}
        missing = sorted(set(k.acked_seqs()) - journal)
        if missing or len(journal) != 1 + k.sent:
            lost.append(f"court {c}: acked {missing} not in the journal, {len(journal)} records for {1 + k.sent} sent")
    check(not lost, "nothing lost: every `ack seq=N` a scorer logged is in its journal" + (f" ({'; '.join(lost)})" if lost else ""))
    refs = {c: read_image(k.reference(FOLLOWER_SIZE, "restart")) for c, k in kiosks.items()}
    broker.start()
    back = time.monotonic()
    print(f"    the broker was down {back - killed:.2f} s")
    matched = wait_all_match(followers, refs, 15, back)
    late = {c: t for c, t in matched.items() if t > 2.0}
    missing = [c for c in followers if c not in matched]
    if matched:
        print(f"    caught up after the broker's return: median {sorted(matched.values())[len(matched) // 2]:.2f} s, "
              f"slowest {max(matched.values()):.2f} s (court {max(matched, key=matched.get)})")
    check(not missing and not late,
          "every follower shows its court's latest board within 2 s of the broker's return"
          + (f" (never: {', '.join(f'{c}: {describe(followers[c].image(), refs[c])}' for c in missing)})" if missing else "")
          + (f" (late: {', '.join(f'{c} {t:.2f} s' for c, t in late.items())})" if late else ""))


def bad_payloads(good: bytes) -> list[tuple[str, bytes]]:
    """What a broken or hostile publisher might send to a board topic; none is a valid
    current `Scoreboard`, so each must be refused."""
    rng = random.Random(15)
    board = json.loads(good)
    bad: list[tuple[str, bytes]] = []
    for i in range(6):
        # 0xFF is never in UTF-8 text, so these are never JSON.
        bad.append((f"random bytes {i}", b"\xff" + bytes(rng.randrange(256) for _ in range(rng.randrange(1, 2000)))))
    for i in range(6):
        cut = rng.randrange(1, len(good) - 1)
        bad.append((f"truncated at byte {cut}", good[:cut]))
    for key in ("layout", "fields", "schemaVersion"):
        b = dict(board)
        del b[key]
        bad.append((f"no {key}", json.dumps(b).encode()))
    bad.append(("layout of another kind", json.dumps({**board, "layout": "noSuchLayout"}).encode()))
    bad.append(("fields not a list", json.dumps({**board, "fields": "3-2"}).encode()))
    bad.append(("a JSON array", b"[1,2,3]"))
    bad.append(("a JSON string", b'"board"'))
    bad.append(("empty", b""))
    bad.append(("newer schemaVersion", json.dumps({**board, "schemaVersion": 2}).encode()))
    padded = dict(board)
    padded["fields"] = board["fields"] + [{"key": "pad", "text": "x" * 9000, "priority": 5, "role": "normal"}]
    bad.append(("oversized (over 8 KB, else valid)", json.dumps(padded).encode()))
    bad.append(("1 MB of zeros", b"0" * 1_000_000))
    return bad


def retained_board(broker: Broker, topic: str) -> bytes | None:
    done = subprocess.run(["mosquitto_sub", "-h", "127.0.0.1", "-p", str(broker.port), "-t", topic, "-C", "1", "-W", "5", "-N"],
                          capture_output=True, timeout=20)
    return done.stdout if done.returncode == 0 and done.stdout else None


def scenario_bad_messages(work, broker, kiosks, followers, hall) -> None:
    court = "2"
    topic = f"scoreline/{VENUE}/{court}/board"
    follower = followers[court]
    ref = read_image(kiosks[court].reference(FOLLOWER_SIZE, "before-bad"))
    check(follower.shows(ref), f"court {court}'s follower shows its board before the bad messages")
    good = retained_board(broker, topic)
    if not check(good is not None, f"the retained board of {topic} is there (mosquitto_sub)"):
        return
    # The board as published is the display model itself (docs/mqtt.md).
    try:
        board = json.loads(good)
        check(board.get("schemaVersion") == 1 and "layout" in board and len(good) < 4096,
              f"the retained board is a Scoreboard JSON of schemaVersion 1, {len(good)} bytes (under 4 KB)")
    except ValueError:
        check(False, f"the retained board of {topic} is JSON ({good[:80]!r})")
        return
    bad = bad_payloads(good)
    hall_frame = hall.image()
    # docs/mqtt.md: `follow: TOPIC: refused: WHY; kept the last good board`.
    refusal = f"{topic}: refused"
    follower_before = follower.log_text().count(refusal)
    hall_before = hall.log_text().count(refusal)
    for i, (what, payload) in enumerate(bad):
        path = work / f"bad-{i}.bin"
        path.write_bytes(payload)
        done = pub(broker, topic, file=path)
        if done.returncode != 0:
            check(False, f"mosquitto_pub of the bad message '{what}' failed: {done.stderr.decode(errors='replace')}")
    # Each is published alone (a process each), so the follower most likely checks each; one
    # line per kind of refusal per 10 s is logged (docs/mqtt.md, Bad input): six kinds at most.
    kinds = 6
    logged = wait_until(lambda: follower.log_text().count(refusal) - follower_before >= 1 or not follower.alive(), 20)
    lines = [l for l in follower.log_text().splitlines() if refusal in l][follower_before:]
    check(follower.alive(), f"court {court}'s follower is still running after {len(bad)} bad messages")
    check(bool(logged) and 1 <= len(lines) <= kinds,
          f"it logged {len(lines)} lines naming {topic} for the {len(bad)} bad messages (one per kind of refusal, at most {kinds})"
          + (f"; e.g. {lines[0].strip()[-160:]!r}" if lines else ""))
    for line in lines:
        print(f"    {line.strip()[-200:]}")
    check(follower.shows(ref), f"the frame is still the last good board ({describe(follower.image(), ref)})")
    check(hall.alive() and hall.image() == hall_frame,
          "the hall overview is still running after the bad messages on one of its courts, its frame unchanged")
    wait_until(lambda: hall.log_text().count(refusal) - hall_before >= 1, 10)
    hall_lines = hall.log_text().count(refusal) - hall_before
    check(1 <= hall_lines <= kinds, f"the hall overview logged {hall_lines} lines naming {topic} (one per kind, at most {kinds})")
    # The court's next real board still gets through.
    kiosks[court].send(actions(court, 2))
    wait_until(kiosks[court].all_acked, 20)
    ref = read_image(kiosks[court].reference(FOLLOWER_SIZE, "after-bad"))
    shown = wait_until(lambda: follower.shows(ref), 10)
    check(bool(shown), f"the court's next board reaches the follower after the bad ones ({describe(follower.image(), ref) if not shown else 'every pixel'})")
    check(bool(wait_until(lambda: hall.image() not in (None, hall_frame), 5)),
          f"the hall overview's frame changes with court {court}'s next board (its points are on the court's tile)")


def with_bottom_line(binary, work, board_json: bytes, text: str, tag: str) -> tuple:
    """`scoreline render` of a board with a bottom line added as every bottom line is made (the
    field `error`, essential, role warning: Scoreboard+BottomLine.swift)."""
    board = json.loads(board_json)
    board["fields"].append({"key": "error", "text": text, "priority": 1, "role": "warning"})
    model = work / f"{tag}.json"
    model.write_text(json.dumps(board))
    out = work / f"{tag}.ppm"
    subprocess.run([str(binary), "render", str(model), "--size", f"{FOLLOWER_SIZE[0]}x{FOLLOWER_SIZE[1]}", "--out", str(out)],
                   check=True, capture_output=True, timeout=60)
    return read_image(out)


def scenario_link_lost(binary, work, broker, kiosks, followers) -> None:
    """docs/mqtt.md: with the broker gone the last board stays up and, after 5 s, the bottom
    line says "Scoreboard link lost since 14:02"; on the broker's return the board is shown
    again (here within 2 s, as after a short outage)."""
    court = "1"
    follower = followers[court]
    last = retained_board(broker, f"scoreline/{VENUE}/{court}/board")
    if not check(last is not None, f"the broker holds court {court}'s retained board"):
        return
    plain = {c: read_image(k.reference(FOLLOWER_SIZE, "link")) for c, k in kiosks.items() if k.alive()}
    minute_before = time.strftime("%H:%M")
    broker.kill()
    gone = time.monotonic()
    expected = {m: with_bottom_line(binary, work, last, f"Scoreboard link lost since {m}", f"lost-{m.replace(':', '')}")
                for m in dict.fromkeys([minute_before, time.strftime("%H:%M")])}
    shown = wait_until(lambda: next((m for m, img in expected.items() if follower.image() == img), None), 15)
    after = time.monotonic() - gone
    check(bool(shown) and after >= 4.5,
          f"{after:.1f} s after the broker went, court {court}'s follower shows the last board with 'Scoreboard link lost since "
          f"{shown or minute_before}' (expected after 5 s)" + ("" if shown else f": {describe(follower.image(), list(expected.values())[-1])}"))
    check(all(f.alive() for f in followers.values()), "every follower is still running with the broker gone")
    broker.start()
    back = time.monotonic()
    matched = wait_all_match({c: followers[c] for c in plain}, plain, 40, back)
    missing = [c for c in plain if c not in matched]
    slow = {c: t for c, t in matched.items() if t > 2.0}
    if matched:
        print(f"    after {back - gone:.1f} s without a broker, back on the plain board: median {sorted(matched.values())[len(matched) // 2]:.2f} s, "
              f"slowest {max(matched.values()):.2f} s (court {max(matched, key=matched.get)})")
    check(not missing and not slow, "after the longer outage every follower shows its court's board again, without the notice, "
          "within 2 s of the broker's return"
          + (f" (never: {', '.join(missing)})" if missing else "") + (f" (late: {', '.join(f'{c} {t:.2f} s' for c, t in slow.items())})" if slow else ""))


def scenario_scorer_killed(binary, work, broker, kiosks, followers, hall) -> None:
    """The expected frame is a display model: the court's last board as the broker kept it,
    plus the bottom line docs/mqtt.md gives ("Scorer offline since 14:02", the follower's own
    clock) as the board's bottom line field (`error`, essential, role warning: the model every
    bottom line uses, Scoreboard+BottomLine.swift), drawn by `scoreline render`."""
    court = "4"
    follower = followers[court]
    topic = f"scoreline/{VENUE}/{court}/board"
    ref = read_image(kiosks[court].reference(FOLLOWER_SIZE, "before-kill"))
    check(follower.shows(ref), f"court {court}'s follower shows its board before its scorer is killed")
    last = retained_board(broker, topic)
    if not check(last is not None, f"the broker holds court {court}'s retained board"):
        return
    hall_before = hall.image()
    minute_before = time.strftime("%H:%M")
    kiosks[court].kill()
    changed = wait_until(lambda: (lambda img: img is not None and img != ref)(follower.image()), 15)
    minute_after = time.strftime("%H:%M")
    status = subprocess.run(["mosquitto_sub", "-h", "127.0.0.1", "-p", str(broker.port), "-t", f"scoreline/{VENUE}/{court}/status",
                             "-C", "1", "-W", "5"], capture_output=True, timeout=20).stdout.strip()
    check(status == b"offline", f"the broker published the scorer's last will: {VENUE}/{court}/status is {status!r}")
    if not check(bool(changed), "after SIGKILL of the scorer the follower's frame changes"):
        return
    after = follower.image()
    keep = work / f"scorer-killed-court-{court}.ppm"
    shutil.copy(follower.frame, keep)
    expected = []
    for minute in dict.fromkeys([minute_before, minute_after]):
        board = json.loads(last)
        board["fields"].append({"key": "error", "text": f"Scorer offline since {minute}", "priority": 1, "role": "warning"})
        model = work / f"offline-{minute.replace(':', '')}.json"
        model.write_text(json.dumps(board))
        out = work / f"offline-{minute.replace(':', '')}.ppm"
        subprocess.run([str(binary), "render", str(model), "--size", f"{FOLLOWER_SIZE[0]}x{FOLLOWER_SIZE[1]}", "--out", str(out)],
                       check=True, capture_output=True, timeout=60)
        expected.append((minute, read_image(out)))
    shown = wait_until(lambda: next((m for m, img in expected if follower.image() == img), None), 5)
    check(bool(shown), f"the follower shows the last board with the bottom line 'Scorer offline since {shown or minute_after}' "
                       f"and nothing else changed (equals `scoreline render` of the retained board plus that line"
                       + (", every pixel)" if shown else f": {describe(follower.image(), expected[-1][1])}; frame kept in {keep})"))
    count, rows = differing_rows(after, ref)
    if rows:
        print(f"    against the board before: {count} pixels differ in rows {rows.start}..{rows.stop - 1} of {FOLLOWER_SIZE[1]} "
              f"(the layout makes room for the bottom line); frame in {keep}")
    check(hall.alive() and bool(wait_until(lambda: hall.image() not in (None, hall_before), 5)),
          f"the hall overview's frame changes when court {court}'s scorer goes offline")


def scenario_sigterm(binary, work, broker) -> None:
    """`systemctl stop` sends SIGTERM: a publishing kiosk must stop cleanly (exit 0, its status
    `offline` from its own clean stop). Its MQTT thread starts before the kiosk blocks the
    signal for its signalfd; had that thread the signal unblocked, the signal's default action
    would kill the process (exit -15)."""
    kiosk = Kiosk(binary, work, broker, "13")
    status = f"scoreline/{VENUE}/13/status"
    mark = broker.log.stat().st_size if broker.log.exists() else 0
    kiosk.start()
    online = wait_until(lambda: retained_board(broker, status) == b"online", 15)
    check(bool(online), f"a kiosk publishing court 13 says online ({status})")
    os.kill(kiosk.proc.pid, signal.SIGTERM)
    try:
        code = kiosk.proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        code = None
    check(code == 0, f"on SIGTERM the publishing kiosk exits 0 (exit {code})")
    said = retained_board(broker, status)
    # Mosquitto's connection messages: "disconnected." after a DISCONNECT, "closed its
    # connection." when the socket just went (a killed process; the will then says offline).
    clean = wait_until(lambda: f"Client scoreline-{VENUE}-13 disconnected." in broker.tail(mark), 5)
    check(said == b"offline" and bool(clean),
          f"and leaves its status offline by its own clean stop ({said!r}; "
          f"{'the broker logged its DISCONNECT' if clean else 'no DISCONNECT in the broker log'})")
    kiosk.kill()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=".build/debug/scoreline")
    ap.add_argument("--keep", action="store_true", help="keep the work directory")
    ap.add_argument("--only", choices=["example", "flood"],
                    help="run one part: the example broker config (ACL, client ids, memory) or the flood; default all")
    args = ap.parse_args()
    binary = Path(args.binary).resolve()
    if not binary.exists():
        print(f"mqtt: {binary} is missing: build it with swift build", file=sys.stderr)
        return 1
    for tool in ("mosquitto_pub", "mosquitto_sub", "mosquitto_passwd"):
        if shutil.which(tool) is None:
            print(f"mqtt: {tool} is missing (script/setup installs mosquitto-clients and mosquitto)", file=sys.stderr)
            return 1
    started = time.monotonic()
    work = Path(tempfile.mkdtemp(prefix="scoreline-mqtt-"))
    empty = work / "follower.toml"
    empty.write_text("# a follower: all defaults (display-only; no data directory)\n")
    broker = None
    kiosks: dict[str, Kiosk] = {}
    followers: dict[str, Follower] = {}
    hall = None
    try:
        if args.only in (None, "example"):
            with Stage("the example venue broker's ACL (deploy/mosquitto)"):
                acl.run(work / "acl", check)
            with Stage("a 20 MB message to a follower on the example broker"):
                acl.follower_memory(binary, work / "acl", check)
        if args.only in (None, "flood"):
            with Stage("a flood of boards and of bad messages on one court"):
                flood.run(binary, work / "flood", check)
        if args.only is not None:
            raise StopIteration
        broker = Broker(work).start()
        print(f"    broker pid {broker.proc.pid} on 127.0.0.1:{broker.port}")
        with Stage("scale: 12 scorers, 12 followers, a hall overview"):
            kiosks, followers, hall = scenario_scale(binary, work, broker, empty)
        with Stage("late start: the retained board"):
            scenario_late_start(binary, work, broker, empty, kiosks)
        with Stage("broker restart mid-match"):
            scenario_broker_restart(broker, kiosks, followers)
        with Stage("broker gone for over 5 s: link lost, then back"):
            scenario_link_lost(binary, work, broker, kiosks, followers)
        with Stage("bad messages on a board topic"):
            scenario_bad_messages(work, broker, kiosks, followers, hall)
        with Stage("scorer killed: the last will"):
            scenario_scorer_killed(binary, work, broker, kiosks, followers, hall)
        with Stage("SIGTERM to a publishing kiosk: a clean stop"):
            scenario_sigterm(binary, work, broker)
        with Stage("clean stop"):
            codes = {c: k.finish() for c, k in kiosks.items() if k.alive()}
            check(all(v == 0 for v in codes.values()), f"the scorers exit 0 at the end of their input ({codes})")
            stopped = {f.name: f.stop() for f in [*followers.values(), hall] if f is not None}
            died = {n: rc for n, rc in stopped.items() if rc != 0}
            check(not died, "every follower was still running and exited 0 on SIGTERM" + (f" (not: {died})" if died else ""))
    except StopIteration:
        pass  # --only: the part asked for has run
    except BrokerError as e:
        check(False, f"broker: {e}")
    except Exception as e:  # a scenario's own failure (a render, a process): reported, then cleaned up
        check(False, f"the run stopped on {e!r}")
    finally:
        for proc in processes:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        if broker:
            broker.stop()
        if not args.keep and not failures:
            shutil.rmtree(work, ignore_errors=True)
    took = time.monotonic() - started
    if failures:
        print(f"MQTT TEST FAILED ({len(failures)}) in {took:.1f} s: " + "; ".join(failures) + f" (work: {work})")
        return 1
    print(f"MQTT TEST PASSED in {took:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
