#!/usr/bin/env python3
"""With `[remote] listen` set, every thread of a running kiosk blocks SIGTERM (the web app's
event loop and task threads are made with every signal blocked: the signalfd must be the only
way SIGTERM arrives, ADR 025/026), and SIGTERM stops the kiosk cleanly (exit 0), also while a
phone holds a live view open and after a pairing code was shown.

Usage: python3 integration/remote/test_signals.py --binary .build/debug/scoreline
"""
from __future__ import annotations

import argparse
import base64
import os
import signal
import socket
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from seckiosk import Kiosk, wait_for  # noqa: E402


def blocked_masks(pid: int) -> dict[str, int]:
    """SigBlk of every thread, by thread id and name."""
    masks = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            status = (task / "status").read_text()
        except FileNotFoundError:
            continue  # the thread ended between the listing and the read
        fields = dict(line.split(":\t", 1) for line in status.splitlines() if ":\t" in line)
        masks[f"{task.name} ({fields.get('Name', '?').strip()})"] = int(fields["SigBlk"].strip(), 16)
    return masks


def open_live_view(port: int) -> socket.socket:
    """A WebSocket to /ws/live, left open (a phone watching)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET /ws/live HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(4096)
        assert chunk, "the live view closed during the upgrade"
        head += chunk
    assert head.startswith(b"HTTP/1.1 101"), head[:100]
    return sock


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/debug/scoreline")
    args = parser.parse_args()
    sigterm = 1 << (signal.SIGTERM - 1)
    kiosk = Kiosk(args.binary)
    try:
        viewer = open_live_view(kiosk.port)
        assert kiosk.post_json("/pair/start", {}).status == 202
        wait_for(lambda: kiosk.codes(), 10, "the pairing code")
        kiosk.send('{"type":"point","side":"A"}')
        wait_for(lambda: kiosk.acks() >= 2, 10, "the point")
        masks = blocked_masks(kiosk.process.pid)
        assert len(masks) >= 2, masks
        unblocked = [name for name, mask in masks.items() if not mask & sigterm]
        assert not unblocked, f"threads that do not block SIGTERM: {unblocked}"
        print(f"ok: all {len(masks)} threads block SIGTERM: {', '.join(sorted(masks))}")
        kiosk.process.send_signal(signal.SIGTERM)
        code = kiosk.process.wait(20)
        assert code == 0, f"exit {code}\n{kiosk.log()[-2000:]}"
        viewer.close()
        print("ok: SIGTERM stopped the kiosk with a live view open: exit 0")
    finally:
        kiosk.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
