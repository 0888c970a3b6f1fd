#!/usr/bin/env python3
"""The "phone" of test_hotspot.py, run in its own network namespace in the guest
(`ip netns exec phone python3 hotspot_phone.py …`): a browser-less client that resolves a
`.local` name over mDNS, fetches pages, and tries addresses it must not reach. Standard
library only. Each command prints one `phone: …` line the test matches.

  resolve NAME            one mDNS query (legacy unicast, RFC 6762 §6.7) on the hotspot:
                          `phone: resolved NAME ADDRESS`
  get URL [HOST]          HTTP GET without following redirects:
                          `phone: get URL status=N location=L bytes=B` and the body's
                          first line as `phone: body …`
  blocked ADDRESS PORT    a TCP connect that must not succeed within 5 s:
                          `phone: blocked ADDRESS:PORT (why)` or `phone: reached ADDRESS:PORT`
"""
from __future__ import annotations

import http.client
import random
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
        connection.request("GET", parts.path or "/", headers=headers)
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


def main() -> int:
    command, *rest = sys.argv[1:]
    if command == "resolve":
        resolve(rest[0])
    elif command == "get":
        get(rest[0], rest[1] if len(rest) > 1 else None)
    elif command == "blocked":
        blocked(rest[0], int(rest[1]))
    else:
        print(f"phone: error: unknown command {command}", flush=True)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
