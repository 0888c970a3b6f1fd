#!/usr/bin/env python3
"""Hostile input against every write endpoint of a live kiosk on loopback (issue 13: "fuzzed
bad input"): malformed JSON, wrong types, unknown fields, huge numbers, deep nesting, bodies
over 64 KB (whole and chunked), wrong content types, each with and without a scorer token
and CSRF header. Every answer must be a 4xx (never a 5xx, never a dropped connection), the
kiosk must stay up, and the match journal must be byte-identical. Bounded in count and time;
the seed makes a run repeatable.

Usage: python3 integration/remote/test_fuzz_endpoints.py --binary .build/debug/scoreline [--seed N] [--cases N] [--seconds S]
"""
from __future__ import annotations

import argparse
import http.client
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from seckiosk import Kiosk, wait_for  # noqa: E402

# Every write endpoint: (method, path, the fields a valid body has). The coordinator adds the
# other areas' endpoints here as they merge; a path only reachable over a WebSocket is fuzzed
# by that area's own tests.
ENDPOINTS: list[tuple[str, str, dict]] = [
    ("POST", "/pair/start", {}),
    ("POST", "/pair", {"code": "123456", "label": "phone"}),
    # "queue": a body that slipped through would add to the queue, not touch the journal; the
    # run asserts every answer was a 4xx all the same.
    ("POST", "/setup", {"sport": "cricket", "start": "queue", "format": "t20",
                        "teams": [{"name": "Riverside", "players": ["Asha"]}, {"name": "Hillcrest", "players": ["Hana"]}],
                        "toss": {"winner": 1, "decision": "bowl"}}),
    ("POST", "/matches/fuzz-match/edit", {"type": "meta", "title": "Final", "date": "2026-11-21", "notes": "n"}),
    ("POST", "/matches/fuzz-match/delete", {}),
    ("POST", "/matches/fuzz-match/restore", {}),
    ("POST", "/import", {"schemaVersion": 1, "matches": []}),
    ("POST", "/roster/players", {"name": "A. Khan"}),
    ("POST", "/roster/players/p1", {"name": "A. Khan"}),
    ("POST", "/roster/players/p1/delete", {}),
    ("POST", "/roster/teams", {"name": "Riverside", "short": "RIV", "players": ["p1"]}),
    ("POST", "/roster/teams/t1", {"name": "Riverside", "short": "RIV", "players": ["p1"]}),
    ("POST", "/roster/teams/t1/delete", {}),
    # Pictures (ADR 056): the body is a picture's bytes, so every case here is refused by the
    # pipeline (422), the upload's rate (429) or the gate; clear takes `{}`.
    ("POST", "/roster/players/p1/photo", {}),
    ("POST", "/roster/teams/t1/logo", {}),
    ("POST", "/roster/players/p1/photo/clear", {}),
    ("POST", "/matches/fuzz-match/photos", {}),
]
MAX_BODY = 64 * 1024


def malformed(rng: random.Random, fields: dict) -> list[tuple[str, bytes]]:
    valid = json.dumps(fields).encode()
    cut = valid[: rng.randrange(1, max(2, len(valid)))]
    noise = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
    return [
        ("truncated", cut), ("noise", noise), ("empty-object-junk", b"{}}"), ("lone-brace", b"{"),
        ("bad-utf8", b'{"code":"\xff\xfe"}'), ("nan", b'{"code":NaN}'), ("trailing", valid + b" trailing"),
        ("two-objects", valid + valid), ("bom", b"\xef\xbb\xbf" + valid), ("nul", b'{"code":"12\x003456"}'),
        ("single-quotes", b"{'code':'123456'}"), ("comment", b'{"code":"123456" /* c */}'),
        ("array", b"[" + valid + b"]"), ("string", b'"hello"'), ("number", b"42"), ("null", b"null"),
    ]


def wrong_types(fields: dict) -> list[tuple[str, bytes]]:
    out = []
    for name in fields or {"code": None}:
        for label, value in [("int", 123456), ("float", 1.5), ("bool", True), ("null", None), ("list", ["123456"]),
                             ("object", {"v": "123456"}), ("long-string", "9" * 5000), ("unicode-digits", "١٢٣٤٥٦"),
                             ("control", "12\n3456"), ("empty", "")]:
            out.append((f"type-{name}-{label}", json.dumps(dict(fields, **{name: value})).encode()))
    return out


def unknown_fields(rng: random.Random, fields: dict) -> list[tuple[str, bytes]]:
    names = ["admin", "__proto__", "constructor", "", " ", "code ", "CODE", "x" * 300, "ö", "a.b"]
    return [(f"unknown-{i}", json.dumps(dict(fields, **{name: rng.choice([1, "x", None, [], {}])})).encode()) for i, name in enumerate(names)]


def huge_numbers(fields: dict) -> list[tuple[str, bytes]]:
    out = []
    for name in fields or {"n": 0}:
        for literal in ["1e999", "-1e999", "99999999999999999999999999999999", "-0", "1.0e-400", "9223372036854775808",
                        "-9223372036854775809", "0x10", "1" * 5000]:
            base = json.dumps({k: v for k, v in fields.items() if k != name})
            body = ("{" + f'"{name}":{literal}' + ("," + base[1:-1] if len(base) > 2 else "") + "}").encode()
            out.append((f"huge-{name}-{literal[:12]}", body))
    return out


def deep(fields: dict) -> list[tuple[str, bytes]]:
    out = []
    for depth in (64, 600, 5000, 20000):
        out.append((f"deep-array-{depth}", b"[" * depth + b"]" * depth))
        out.append((f"deep-object-{depth}", b'{"a":' * depth + b"1" + b"}" * depth))
        name = next(iter(fields), "code")
        out.append((f"deep-field-{depth}", f'{{"{name}":'.encode() + b"[" * depth + b"]" * depth + b"}"))
    out.append(("deep-unclosed", b"[" * 30000))
    return out


def oversized(fields: dict) -> list[tuple[str, bytes]]:
    pad = {"label": "x" * (MAX_BODY + 1)}
    return [
        ("over-64k-valid-json", json.dumps(dict(fields, **pad)).encode()),
        ("exactly-64k-plus-1", b" " * (MAX_BODY - 1) + b"{}" ),
        ("one-megabyte", b"[" + b"1," * (512 * 1024) + b"1]"),
    ]


def cases(rng: random.Random, fields: dict) -> list[tuple[str, bytes]]:
    return malformed(rng, fields) + wrong_types(fields) + unknown_fields(rng, fields) + huge_numbers(fields) + deep(fields) + oversized(fields)


CONTENT_TYPES = ["application/json", "text/plain", "application/x-www-form-urlencoded", None, "application/json; charset=latin-1",
                 "multipart/form-data; boundary=zz", "application/json" + "x" * 2000]


def send(kiosk: Kiosk, method: str, path: str, body: bytes, content_type: str | None, credentials: str, token: str, csrf: str,
         chunked: bool) -> int:
    headers = {"Origin": kiosk.origin}
    if content_type is not None:
        headers["Content-Type"] = content_type
    if credentials in ("token", "token+csrf", "token+wrong-csrf"):
        headers["Cookie"] = f"scoreline_scorer={token}"
    if credentials == "token+csrf":
        headers["X-Scoreline-CSRF"] = csrf
    if credentials == "token+wrong-csrf":
        headers["X-Scoreline-CSRF"] = "0" * 64
    connection = http.client.HTTPConnection("127.0.0.1", kiosk.port, timeout=15)
    try:
        if chunked:
            pieces = [body[i:i + 8192] for i in range(0, len(body), 8192)] or [b""]
            connection.request(method, path, body=iter(pieces), headers=headers, encode_chunked=True)
        else:
            connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        response.read()
        return response.status
    except (BrokenPipeError, ConnectionResetError):
        # The server may answer (413) and close before the client has sent a huge body: the
        # answer must still have come.
        try:
            response = connection.getresponse()
            response.read()
            return response.status
        except Exception as error:  # noqa: BLE001
            raise AssertionError(f"connection dropped without an answer: {error}") from error
    finally:
        connection.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/debug/scoreline")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--cases", type=int, default=600, help="at most this many requests")
    parser.add_argument("--seconds", type=float, default=120, help="stop sending after this long")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    kiosk = Kiosk(args.binary)
    failures: list[str] = []
    sent = 0
    statuses: dict[int, int] = {}
    try:
        kiosk.send('{"type":"point","side":"A"}', '{"type":"point","side":"B"}')
        wait_for(lambda: kiosk.acks() >= 3, 10, "the points to be recorded")
        token, csrf = kiosk.pair("fuzzer")
        journal = kiosk.journals()
        plan = []
        for method, path, fields in ENDPOINTS:
            for name, body in cases(rng, fields):
                for credentials in ("none", "token", "token+wrong-csrf", "token+csrf"):
                    content_type = rng.choice(CONTENT_TYPES) if rng.random() < 0.3 else "application/json"
                    chunked = len(body) > MAX_BODY and rng.random() < 0.5
                    plan.append((method, path, name, body, content_type, credentials, chunked))
        rng.shuffle(plan)
        started = time.monotonic()
        for method, path, name, body, content_type, credentials, chunked in plan[: args.cases]:
            if time.monotonic() - started > args.seconds:
                break
            label = f"{method} {path} {name} type={content_type!s:.40} {credentials}{' chunked' if chunked else ''}"
            try:
                status = send(kiosk, method, path, body, content_type, credentials, token, csrf, chunked)
            except AssertionError as error:
                failures.append(f"{label}: {error}")
                continue
            except OSError as error:
                failures.append(f"{label}: {type(error).__name__}: {error}")
                continue
            sent += 1
            statuses[status] = statuses.get(status, 0) + 1
            if not 400 <= status < 500:
                failures.append(f"{label}: answered {status}")
            if not kiosk.alive():
                failures.append(f"{label}: the kiosk died")
                break
        assert kiosk.alive(), "the kiosk died"
        after = kiosk.journals()
        if after != journal:
            failures.append("the journal changed")
        # The kiosk still serves and scores.
        assert kiosk.request("GET", "/").status == 200
        kiosk.send('{"type":"point","side":"A"}')
        wait_for(lambda: kiosk.acks() >= 4, 10, "a point after the fuzzing")
    finally:
        code = kiosk.stop()
    if code != 0:
        failures.append(f"the kiosk exited {code}")
    print(f"fuzz: seed {args.seed}, {sent} requests to {len(ENDPOINTS)} endpoints in {time.monotonic() - started:.1f} s; "
          f"answers {dict(sorted(statuses.items()))}")
    for failure in failures[:40]:
        print("FAIL", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
