"""A flood on one court's board topic (issue 38, item 7), against a real Mosquitto on loopback.

1. 5,000 valid boards a second for 5 s, then a last one: the follower must show the last board
   within 2 s of its publication. Before the fix the client's thread decoded every board, fell
   behind, and the broker's queue and the socket held a backlog the screen trailed by 5-11 s.
2. 5,000 malformed messages a second for 3 s: the follower logs a few lines (one per kind of
   refusal per 10 s), not one per message, and the next good board still arrives.

The publisher is a few lines of MQTT 3.1.1 over a socket here (QoS 0, no acknowledgements), as
mosquitto_pub starts a process per message. Its pace is kept by the clock; every wait for the
follower is a condition polled with a deadline.
"""
from __future__ import annotations

import json
import socket
import subprocess
import time
from pathlib import Path

from broker import Broker, read_image, wait_until
from courts import Follower

SIZE = (160, 90)
RATE = 5000
TOPIC = "scoreline/flood/1/board"


def _length(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n % 128, n // 128
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _string(text: str) -> bytes:
    data = text.encode()
    return len(data).to_bytes(2, "big") + data


class RawPublisher:
    """An MQTT 3.1.1 client that only publishes at QoS 0."""

    def __init__(self, port: int, client_id: str):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        body = _string("MQTT") + bytes([4, 0x02, 0, 60]) + _string(client_id)
        self.sock.sendall(bytes([0x10]) + _length(len(body)) + body)
        ack = self.sock.recv(4)
        if ack[:1] != b"\x20" or ack[3:4] != b"\x00":
            raise AssertionError(f"the broker refused the flood's publisher: {ack!r}")

    @staticmethod
    def packet(topic: str, payload: bytes) -> bytes:
        body = _string(topic) + payload
        return bytes([0x30]) + _length(len(body)) + body

    def send(self, packets: bytes) -> None:
        self.sock.sendall(packets)

    def close(self) -> None:
        self.sock.sendall(b"\xe0\x00")
        self.sock.close()


def board(text: str, padding: int = 0) -> bytes:
    """An idle board titled `text`; `padding` fields more (not drawn on an idle board) give it
    a live board's size, about 1 KB, and decoding cost."""
    fields = [{"key": "title", "text": text, "priority": 1, "role": "emphasis"}]
    fields += [{"key": f"pad{n}", "text": f"Player {n} / Partner {n}", "priority": 5, "role": "normal"} for n in range(padding)]
    return json.dumps({"schemaVersion": 1, "layout": "idle", "fields": fields}).encode()


def render(binary: Path, work: Path, payload: bytes, tag: str):
    model = work / f"{tag}.json"
    model.write_bytes(payload)
    out = work / f"{tag}.ppm"
    subprocess.run([str(binary), "render", str(model), "--size", f"{SIZE[0]}x{SIZE[1]}", "--out", str(out)],
                   check=True, capture_output=True, timeout=60)
    return read_image(out)


def flood(publisher: RawPublisher, payloads, seconds: float) -> int:
    """Sends `payloads` (cycled) at RATE a second for `seconds`, in slices of 10 ms."""
    sent, start = 0, time.monotonic()
    while (elapsed := time.monotonic() - start) < seconds:
        due = int(elapsed * RATE) + 50
        if due > sent:
            publisher.send(b"".join(RawPublisher.packet(TOPIC, payloads[i % len(payloads)]) for i in range(sent, due)))
            sent = due
        time.sleep(0.005)  # the publisher's pace, not a synchronisation
    return sent


def run(binary: Path, work: Path, check) -> None:
    work.mkdir(parents=True, exist_ok=True)
    broker = Broker(work, name="flood-broker").start()
    follower = None
    try:
        empty = work / "follower.toml"
        empty.write_text("# a follower: all defaults\n")
        follower = Follower(binary, work, broker, "scoreline/flood/1", "flood-follower", SIZE, empty)
        follower.start()
        first = board("Before the flood")
        first_ref = render(binary, work, first, "first")
        last = board("After the flood")
        last_ref = render(binary, work, last, "last")
        good = board("After the bad ones")
        good_ref = render(binary, work, good, "good")
        publisher = RawPublisher(broker.port, "flood-publisher")
        try:
            publisher.send(RawPublisher.packet(TOPIC, first))
            shown = wait_until(lambda: follower.shows(first_ref), 20)
            if not check(bool(shown), "the flood's follower shows the first board"):
                return
            payloads = [board(f"Flood {n}", padding=14) for n in range(100)]
            print(f"    each board of the flood is {len(payloads[0])} bytes")
            sent = flood(publisher, payloads, 5)
            publisher.send(RawPublisher.packet(TOPIC, last))
            published = time.monotonic()
            caught = wait_until(lambda: follower.shows(last_ref), 20, interval=0.01)
            lag = time.monotonic() - published
            check(bool(caught) and lag < 2.0 and follower.alive(),
                  f"after {sent} valid boards in 5 s ({RATE}/s), the follower shows the last one {lag:.2f} s after its publication "
                  f"(within 2 s: newest wins, no backlog)" + ("" if caught else " (never within 20 s)"))
            marker = "refused:"
            before = follower.log_text().count(marker)
            bad = flood(publisher, [b"{not json", b"\xff\xfe", b"[1,2,3]"], 3)
            publisher.send(RawPublisher.packet(TOPIC, good))
            arrived = wait_until(lambda: follower.shows(good_ref), 20, interval=0.01)
            lines = follower.log_text().count(marker) - before
            check(bool(arrived) and follower.alive() and 1 <= lines <= 4,
                  f"{bad} malformed messages in 3 s give {lines} log lines (one per kind of refusal per 10 s, not one per message), "
                  f"and the next good board still arrives" + ("" if arrived else " (it never did)"))
        finally:
            publisher.close()
    finally:
        if follower is not None:
            follower.stop()
        broker.stop()
