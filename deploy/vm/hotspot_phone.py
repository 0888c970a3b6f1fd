#!/usr/bin/env python3
"""The "phone" of test_hotspot.py, run in its own network namespace in the guest
(`ip netns exec phone python3 hotspot_phone.py …`): a browser-less client that resolves a
`.local` name over mDNS, fetches pages, and tries addresses it must not reach. Standard
library only, but for `score`'s WebSocket. Each command prints one `phone: …` line the test matches.

  resolve NAME            one mDNS query (legacy unicast, RFC 6762 §6.7) on the hotspot:
                          `phone: resolved NAME ADDRESS`
  get URL [HOST]          HTTP GET without following redirects:
                          `phone: get URL status=N location=L bytes=B` and the body's
                          first line as `phone: body …`
  blocked ADDRESS PORT    a TCP connect that must not succeed within 5 s:
                          `phone: blocked ADDRESS:PORT (why)` or `phone: reached ADDRESS:PORT`
  score ADDRESS HOST CODE pairs with CODE (the one the board's pairing QR carried), sets a
                          T20 up and scores its first ball (openers, bowler, a single) over
                          the scoring socket, as the phone's page does:
                          `phone: scored seq=N` (python3-websockets, the guest's Debian one)
"""
from __future__ import annotations

import http.client
import json
import random
import re
import socket
import struct
import sys
import urllib.parse

MDNS = ("224.0.0.251", 5353)


def query(name: str) -> bytes:
    ident = random.randrange(1, 0xFFFF)
    header = struct.pack("!HHHHHH", ident, 0, 1, 0, 0, 0)
    labels = b"".join(bytes([len(p)]) + p.encode() for p in name.rstrip(".").split(".")) + b"\0"
    return header + labels + struct.pack("!HH", 1, 1)  # type A, class IN


def skip_name(data: bytes, at: int) -> int:
    while True:
        length = data[at]
        if length & 0xC0 == 0xC0:
            return at + 2
        if length == 0:
            return at + 1
        at += 1 + length


def answers(data: bytes) -> list[str]:
    _, _, qd, an, _, _ = struct.unpack("!HHHHHH", data[:12])
    at = 12
    for _ in range(qd):
        at = skip_name(data, at) + 4
    found = []
    for _ in range(an):
        at = skip_name(data, at)
        kind, _, _, length = struct.unpack("!HHIH", data[at:at + 10])
        at += 10
        if kind == 1 and length == 4:
            found.append(socket.inet_ntoa(data[at:at + 4]))
        at += length
    return found


def resolve(name: str) -> None:
    # From an ephemeral port, so the responder answers us directly (legacy unicast); asked
    # again every second up to 10 times, as a resolver would.
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 255)
    s.settimeout(1.0)
    for _ in range(10):
        s.sendto(query(name), MDNS)
        try:
            while True:
                data, sender = s.recvfrom(4096)
                found = answers(data)
                if found:
                    print(f"phone: resolved {name} {found[0]} (from {sender[0]})", flush=True)
                    return
        except socket.timeout:
            continue
    print(f"phone: error: no mDNS answer for {name}", flush=True)


def get(url: str, host: str | None) -> None:
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port or 80, timeout=10)
    headers = {"Host": host} if host else {}
    try:
        connection.request("GET", (parts.path or "/") + (f"?{parts.query}" if parts.query else ""), headers=headers)
        response = connection.getresponse()
        body = response.read()
    except OSError as e:
        print(f"phone: error: GET {url}: {e}", flush=True)
        return
    print(f"phone: get {url} status={response.status} location={response.getheader('Location') or '-'} bytes={len(body)}", flush=True)
    first = body.decode("utf-8", "replace").strip().splitlines()[:1]
    print(f"phone: body {first[0] if first else ''}", flush=True)


def blocked(address: str, port: int) -> None:
    try:
        socket.create_connection((address, port), timeout=5).close()
    except OSError as e:
        print(f"phone: blocked {address}:{port} ({e})", flush=True)
        return
    print(f"phone: reached {address}:{port}", flush=True)


def request(address: str, host: str, method: str, path: str, body: dict, headers: dict) -> tuple[int, dict, dict]:
    connection = http.client.HTTPConnection(address, 8080, timeout=20)
    try:
        connection.request(method, path, body=json.dumps(body), headers={
            "Host": host, "Origin": f"http://{host}", "Content-Type": "application/json", **headers})
        response = connection.getresponse()
        raw = response.read()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, json.loads(raw or b"{}")
    finally:
        connection.close()


# A T20 as the package test's phone sets one up, and its first ball: a single, so the board
# shows no flash and no clock that a render of the journal would not (a badminton board's
# match time ticks on).
SETUP = {"sport": "cricket", "start": "now", "format": "t20",
         "teams": [{"name": "Riverside", "players": ["Asha", "Bilal", "Chen", "Dev"]},
                   {"name": "Hillcrest", "players": ["Kofi", "Lee", "Mo"]}],
         "toss": {"winner": 0, "decision": "bat"}}
BALL = [{"type": "openers", "striker": "Asha", "nonStriker": "Bilal"}, {"type": "bowler", "name": "Kofi"},
        {"type": "delivery", "bat": 1}]


def score(address: str, host: str, code: str) -> None:
    status, headers, body = request(address, host, "POST", "/pair", {"code": code, "label": "hotspot phone"}, {})
    token = re.search(r"scoreline_scorer=([0-9a-f]+)", headers.get("set-cookie", ""))
    if status != 200 or not token:
        print(f"phone: error: POST /pair with the QR's code answered {status} {body}", flush=True)
        return
    cookie = {"Cookie": f"scoreline_scorer={token.group(1)}", "X-Scoreline-CSRF": body["csrf"]}
    status, _, body = request(address, host, "POST", "/setup", SETUP, cookie)
    if status != 201:
        print(f"phone: error: POST /setup answered {status} {body}", flush=True)
        return
    import asyncio
    import websockets

    async def ball() -> dict:
        async with websockets.connect(f"ws://{address}:8080/ws/score", origin=f"http://{address}:8080",
                                      extra_headers={"Cookie": cookie["Cookie"]}, open_timeout=20) as ws:
            for number, action in enumerate(BALL, start=1):
                await ws.send(json.dumps({"type": "command", "client": "hotspot", "number": number, "basedOn": None,
                                          "action": action}))
                while True:
                    reply = json.loads(await asyncio.wait_for(ws.recv(), 30))
                    if reply.get("type") == "reply" and reply.get("number") == number:
                        break
                if reply.get("outcome") != "recorded":
                    return reply
            return reply
    reply = asyncio.run(ball())
    if reply.get("outcome") != "recorded":
        print(f"phone: error: the ball was answered {reply}", flush=True)
        return
    print(f"phone: scored seq={reply['seq']}", flush=True)


def main() -> int:
    command, *rest = sys.argv[1:]
    if command == "resolve":
        resolve(rest[0])
    elif command == "get":
        get(rest[0], rest[1] if len(rest) > 1 else None)
    elif command == "blocked":
        blocked(rest[0], int(rest[1]))
    elif command == "score":
        score(rest[0], rest[1], rest[2])
    else:
        print(f"phone: error: unknown command {command}", flush=True)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
