"""The phone web app's benchmark (docs/PERFORMANCE.md, "Phone web app"); not a test.

    python3 integration/remote/bench_remote.py --binary .build/release/scoreline [--runs 3]

A release kiosk draws a badminton match into memory at 1920x1080 (as the kiosk's own memory
figures are taken) with the web app on loopback. For 1, 10 and 50 live viewers it sends
scored commands from a paired scorer's socket, one at a time, and times each from the send
to the new board (its seq) arriving at every viewer: command → durable (fdatasync) → shown
→ at the viewer. Then two scorers send a 1,000-command burst at once, and their last 50 again
(a resend after a lost reply): every command is recorded once, none doubled, none
lost. Last, the kiosk's peak RSS (VmHWM) with the server on and 50 viewers attached.

The floor in the same run: a WebSocket ping/pong to the same server on the same loopback
(no session, no disk), timed with the same client, which is what a reply cannot beat.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kiosk import Kiosk, stop_all  # noqa: E402

import websockets  # noqa: E402

SEQ = re.compile(rb'"seq":(\d+)')
COMMANDS_PER_SIZE = 200
BURST = 1000


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


class Viewer:
    """One live view: records when each seq first arrives, stamped on receipt. Each viewer is a
    phone of its own: it connects from its own loopback address, as the kiosk allows 16
    connections per address (ADR 040)."""

    def __init__(self, url: str, address: str = "127.0.0.1"):
        self.url, self.address = url, address
        self.arrived: dict[int, float] = {}
        self.event = asyncio.Event()

    async def run(self, ready: asyncio.Event):
        async with websockets.connect(self.url, max_size=1 << 20, compression=None,
                                      local_addr=(self.address, 0)) as socket:
            self.socket = socket
            ready.set()
            async for message in socket:
                now = time.perf_counter()
                found = SEQ.search(message.encode() if isinstance(message, str) else message)
                if found:
                    self.arrived.setdefault(int(found.group(1)), now)
                    self.event.set()


class Scorer:
    """A paired scorer's socket: commands with its own client id and numbers."""

    def __init__(self, url: str, token: str, origin: str, client: str):
        self.url, self.token, self.origin, self.client = url, token, origin, client
        self.number = 0
        self.replies: dict[int, dict] = {}
        self.states: list[int] = []
        self.waiters: dict[int, asyncio.Future] = {}

    async def connect(self):
        self.socket = await websockets.connect(
            self.url, max_size=1 << 20, compression=None, origin=self.origin,
            additional_headers={"Cookie": f"scoreline_scorer={self.token}"})
        self.reader = asyncio.create_task(self.read())

    async def read(self):
        async for message in self.socket:
            body = json.loads(message)
            if body.get("type") == "reply":
                self.replies.setdefault(body["number"], body)
                waiter = self.waiters.pop(body["number"], None)
                if waiter and not waiter.done():
                    waiter.set_result(body)
            elif body.get("type") == "state" and body.get("seq") is not None:
                self.states.append(body["seq"])

    async def send(self, action: dict, based_on: int | None = None, number: int | None = None) -> asyncio.Future:
        if number is None:
            self.number += 1
            number = self.number
        future = asyncio.get_running_loop().create_future()
        self.waiters[number] = future
        await self.socket.send(json.dumps({"type": "command", "client": self.client, "number": number,
                                           "basedOn": based_on, "action": action}))
        return future


async def latency(kiosk: Kiosk, token: str, viewers: int) -> tuple[list[float], list[float]]:
    """Per command and viewer, seconds from the send to that viewer's new board; and the
    ping/pong floor on a viewer's socket."""
    live = f"ws://127.0.0.1:{kiosk.port}/ws/live"
    views = [Viewer(live, f"127.0.2.{1 + n}") for n in range(viewers)]
    readies = [asyncio.Event() for _ in views]
    tasks = [asyncio.create_task(v.run(r)) for v, r in zip(views, readies)]
    for ready in readies:
        await asyncio.wait_for(ready.wait(), 10)
    scorer = Scorer(f"ws://127.0.0.1:{kiosk.port}/ws/score", token, kiosk.origin, f"bench{viewers}")
    await scorer.connect()
    samples: list[float] = []
    floor: list[float] = []
    # A point, then its undo: every command is a new durable board, and the game never ends.
    for i in range(COMMANDS_PER_SIZE + 10):
        action = {"type": "point", "side": "A"} if i % 2 == 0 else {"type": "undo"}
        sent = time.perf_counter()
        reply = await asyncio.wait_for(await scorer.send(action), 10)
        assert reply["outcome"] == "recorded", reply
        seq = reply["seq"]
        for view in views:
            while seq not in view.arrived:
                view.event.clear()
                if seq in view.arrived:
                    break
                await asyncio.wait_for(view.event.wait(), 10)
        if i >= 10:  # the first ten warm the path
            samples.extend(view.arrived[seq] - sent for view in views)
        pinged = time.perf_counter()
        await asyncio.wait_for(await views[0].socket.ping(), 10)
        floor.append(time.perf_counter() - pinged)
    await scorer.socket.close()
    for view in views:
        await view.socket.close()
    for task in tasks:
        task.cancel()
    return samples, floor


async def burst(kiosk: Kiosk, token: str) -> dict:
    """Two scorers send 500 commands each at once, then resend a twentieth of them."""
    url = f"ws://127.0.0.1:{kiosk.port}/ws/score"
    scorers = [Scorer(url, token, kiosk.origin, f"burst{n}") for n in (1, 2)]
    for scorer in scorers:
        await scorer.connect()
    before = len(kiosk.journal())
    started = time.perf_counter()

    async def pour(scorer: Scorer):
        futures = []
        for i in range(BURST // 2):
            # Each scorer's point comes before its own undo, so an undo always has a point to take.
            futures.append(await scorer.send({"type": "point", "side": "B"} if i % 2 == 0 else {"type": "undo"}))
        return await asyncio.wait_for(asyncio.gather(*futures), 60)

    results = await asyncio.gather(*(pour(s) for s in scorers))
    took = time.perf_counter() - started
    outcomes = [r["outcome"] for replies in results for r in replies]
    # A resend after a lost reply: the same client and number, answered from the ledger. A page
    # resends only what it has not had answered, its newest commands; the ledger keeps each
    # client's newest 64 answers, so the last 25 of each scorer are sent again.
    resends = []
    for scorer in scorers:
        for number in range(BURST // 2 - 24, BURST // 2 + 1):
            scorer.replies.pop(number, None)
            resends.append(await scorer.send({"type": "point", "side": "B"}, number=number))
    repeated = await asyncio.wait_for(asyncio.gather(*resends), 30)
    for scorer in scorers:
        await scorer.socket.close()
    after = kiosk.journal()
    added = after[before:]
    return {
        "seconds": took,
        "recorded": outcomes.count("recorded"),
        "other": [o for o in outcomes if o != "recorded"],
        "journal_added": len(added),
        "resends": len(repeated),
        "resends_repeated": sum(1 for r in repeated if r.get("repeated")),
    }


def vm_hwm(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1)) / 1024


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True, type=Path)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.platform()}; python {platform.python_version()}")
    table: dict[int, list[tuple[float, float, float]]] = {1: [], 10: [], 50: []}
    bursts, rss = [], []
    try:
        for run in range(args.runs):
            work = Path(tempfile.mkdtemp(prefix="scoreline-bench-remote-"))
            kiosk = Kiosk(args.binary, work, preset="demo-badminton", output="memory").start()
            token, _ = kiosk.pair("bench")
            for viewers in table:
                samples, floor = asyncio.run(latency(kiosk, token, viewers))
                table[viewers].append((statistics.median(samples) * 1000, percentile(samples, 99) * 1000,
                                       statistics.median(floor) * 1000))
            # 50 viewers attached while the burst runs: the peak RSS is taken with the server busy.
            bursts.append(asyncio.run(burst(kiosk, token)))
            rss.append(vm_hwm(kiosk.proc.pid))
            kiosk.stop()
            print(f"run {run + 1}: " + ", ".join(f"{v} viewers {t[-1][0]:.2f}/{t[-1][1]:.2f} ms" for v, t in table.items())
                  + f"; burst {bursts[-1]}; peak RSS {rss[-1]:.1f} MiB", flush=True)
    finally:
        stop_all()
    print("\nviewers | median (ms) | p99 (ms) | ping floor median (ms) | runs")
    for viewers, rows in table.items():
        print(f"{viewers} | {statistics.median(r[0] for r in rows):.2f} | {statistics.median(r[1] for r in rows):.2f} | "
              f"{statistics.median(r[2] for r in rows):.3f} | {len(rows)}")
    ok = all(b["recorded"] == BURST and b["journal_added"] == BURST and b["resends_repeated"] == b["resends"] for b in bursts)
    print(f"burst: {BURST} commands from 2 scorers, median {statistics.median(b['seconds'] for b in bursts):.2f} s; "
          f"recorded once each, resends answered from the ledger: {'yes' if ok else 'NO'}")
    print(f"peak RSS (VmHWM) of the kiosk, server on: median {statistics.median(rss):.1f} MiB (runs: {', '.join(f'{r:.1f}' for r in rss)})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
