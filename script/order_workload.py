#!/usr/bin/env python3
"""The kiosk's working day, for script/order-file: what a release kiosk runs, so the linker can
lay that code out together (ADR 031).

A cricket kiosk scores the demo match from stdin and serves every page a phone opens; then the
phone web app's benchmark workload (integration/remote/bench_remote.py) runs against a badminton
kiosk: 1, 10 and 50 live viewers and a 1,000-command burst from two scorers. Both kiosks draw
into memory at 1920x1080 with `[remote] listen` on loopback. Prints each kiosk's pid as
`kiosk PID` just before stopping it, after the caller's `--pause-file` appears, so the caller
can read the kiosk's resident pages while it still runs.
"""
from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "integration" / "remote"))

import bench_remote  # noqa: E402
from kiosk import Kiosk, stop_all, wait_until  # noqa: E402

PAGES = ["/", "/pair", "/setup", "/score", "/matches", "/bin", "/roster", "/api/roster"]


def hold(kiosk: Kiosk, pause: Path | None) -> None:
    """Names the kiosk's pid and waits (polling, with a deadline) for the caller's go-ahead."""
    assert kiosk.proc
    print(f"kiosk {kiosk.proc.pid}", flush=True)
    if pause:
        wait_until(f"{pause} from the caller", pause.exists, timeout=300)
        pause.unlink()


def cricket(binary: Path, work: Path, pause: Path | None) -> None:
    kiosk = Kiosk(binary, work, preset="demo-cricket", name="cricket", output="memory").start()
    kiosk.wait_acked(1)
    token, _ = kiosk.pair("order")
    # The demo's set-up, then two overs with every kind of ball: a wide, a no-ball, byes, a
    # catch and the new batter, a change of bowler.
    lines = (REPO / "docs" / "examples" / "demo-cricket.jsonl").read_text().splitlines()[1:] + [
        '{"type":"delivery","bat":2}', '{"type":"delivery","bat":1}', '{"type":"bowler","name":"Dev"}', '{"type":"delivery","bat":6}', '{"type":"delivery","byes":2}',
        '{"type":"delivery","wicket":{"kind":"caught","fielder":"Lee"}}', '{"type":"newBatter","name":"Chen"}',
        '{"type":"delivery","legByes":1}', '{"type":"delivery","bat":3}', '{"type":"delivery","bat":0}']
    kiosk.send(*lines)
    kiosk.wait_acked(1 + len(lines))
    for path in PAGES:
        kiosk.request("GET", path, token=token)
    match = kiosk.current_id()
    for path in (f"/matches/{match}", f"/matches/{match}/edit", f"/matches/{match}/csv", f"/matches/{match}/json"):
        kiosk.request("GET", path, token=token)
    hold(kiosk, pause)
    kiosk.stop()


def badminton(binary: Path, work: Path, pause: Path | None, viewers_list: list[int]) -> None:
    kiosk = Kiosk(binary, work, preset="demo-badminton", name="badminton", output="memory").start()
    token, _ = kiosk.pair("order")
    for viewers in viewers_list:
        asyncio.run(bench_remote.latency(kiosk, token, viewers))
    outcome = asyncio.run(bench_remote.burst(kiosk, token))
    if outcome["recorded"] != bench_remote.BURST:
        raise SystemExit(f"order_workload: the burst recorded {outcome['recorded']} of {bench_remote.BURST}")
    hold(kiosk, pause)
    kiosk.stop()


def main() -> int:
    # No keepalive pings from the clients: under valgrind (script/order-file) the kiosk can take
    # longer than a ping's timeout to answer while it works through the burst.
    connect = bench_remote.websockets.connect
    bench_remote.websockets.connect = lambda *a, **k: connect(*a, ping_interval=None, **k)
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True, type=Path)
    parser.add_argument("--pause-file", type=Path, help="wait for this file before stopping each kiosk")
    parser.add_argument("--viewers", default="1,10,50", help="live viewers in each round (fewer under valgrind)")
    parser.add_argument("--burst", type=int, default=bench_remote.BURST, help="commands in the two scorers' burst")
    args = parser.parse_args()
    bench_remote.BURST = args.burst
    work = Path(tempfile.mkdtemp(prefix="scoreline-order-"))
    try:
        cricket(args.binary, work, args.pause_file)
        badminton(args.binary, work, args.pause_file, [int(v) for v in args.viewers.split(",")])
    finally:
        stop_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
