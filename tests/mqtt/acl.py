"""The example venue broker (deploy/mosquitto) with its ACL, checked against a real Mosquitto.

A temporary copy of `scoreline.conf` and `scoreline.acl` runs on a free loopback port with a
password file made by `mosquitto_passwd` as the README says. Checked with mosquitto_pub and
mosquitto_sub:
- a display (user `display`) reads every court of the venue;
- a scorer writes its own court (its board reaches the display);
- a scorer cannot write another court, and a display cannot write at all: the broker drops
  the message (MQTT 3.1.1 has no refusal for a publish; the client still gets its PUBACK);
- a client without a user, or with a wrong password, is refused at CONNECT.

"Not delivered" is shown without waiting for time to pass: the forbidden publish is made
first, to completion (QoS 1, acknowledged), and an allowed one by the same user's court or
the venue's scorer after it. Mosquitto is one thread that routes a publish to its
subscribers before it acknowledges it, so the subscriber receives anything the forbidden
publish delivered before the allowed one; once the allowed one is there, the forbidden one
is known to be absent.
"""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

from broker import Broker, Sub, pub, wait_until

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "deploy" / "mosquitto"
USERS = {"scorer-1": "pw-one", "scorer-2": "pw-two", "display": "pw-display"}


def venue_broker(work: Path) -> Broker:
    """The example config as installed, with paths into `work` and the test's own listener."""
    work.mkdir(parents=True, exist_ok=True)
    conf = (EXAMPLE / "scoreline.conf").read_text()
    passwd = work / "scoreline.passwd"
    acl = work / "scoreline.acl"
    acl.write_text((EXAMPLE / "scoreline.acl").read_text())
    first = True
    for user, password in USERS.items():
        # The README's recipe, in batch mode (-b) so no terminal is needed.
        subprocess.run(["mosquitto_passwd", *(["-c"] if first else []), "-b", str(passwd), user, password],
                       check=True, capture_output=True)
        first = False
    if "password_file /etc/mosquitto/scoreline.passwd" not in conf or "acl_file /etc/mosquitto/scoreline.acl" not in conf:
        raise AssertionError("deploy/mosquitto/scoreline.conf no longer names /etc/mosquitto/scoreline.{passwd,acl}")
    conf = conf.replace("/etc/mosquitto/scoreline.passwd", str(passwd)).replace("/etc/mosquitto/scoreline.acl", str(acl))
    # The example's own listener (all interfaces, 1883) gives way to the test's: the broker
    # adds it (loopback, a free port).
    conf = re.sub(r"(?m)^listener 1883$", "# listener 1883 (replaced by the test's)", conf)
    return Broker(work, extra=conf, name="venue-broker")


def run(work: Path, check) -> None:
    broker = venue_broker(work).start()
    try:
        display = Sub(broker, "scoreline/riverside/#", work / "display-sub.txt", user="display", password=USERS["display"])
        check(display.subscribed(), "a display (user display) subscribes to scoreline/riverside/#")

        def delivered(topic: str, payload: str) -> bool:
            return bool(wait_until(lambda: (topic, payload) in display.messages(), 10))

        ok = pub(broker, "scoreline/riverside/1/board", "court-1-own", user="scorer-1", password=USERS["scorer-1"])
        check(ok.returncode == 0 and delivered("scoreline/riverside/1/board", "court-1-own"),
              "scorer-1 writes scoreline/riverside/1/board and the display reads it")

        other = pub(broker, "scoreline/riverside/2/board", "court-2-forged", user="scorer-1", password=USERS["scorer-1"])
        marker = pub(broker, "scoreline/riverside/1/status", "after-forgery", user="scorer-1", password=USERS["scorer-1"])
        check(other.returncode == 0 and marker.returncode == 0 and delivered("scoreline/riverside/1/status", "after-forgery")
              and ("scoreline/riverside/2/board", "court-2-forged") not in display.messages(),
              "scorer-1 cannot write court 2 (dropped by the broker; its next own publish arrives, the forged one never)")

        own2 = pub(broker, "scoreline/riverside/2/board", "court-2-own", user="scorer-2", password=USERS["scorer-2"])
        check(own2.returncode == 0 and delivered("scoreline/riverside/2/board", "court-2-own"), "scorer-2 writes its own court 2")

        forged = pub(broker, "scoreline/riverside/1/board", "display-forged", user="display", password=USERS["display"])
        marker = pub(broker, "scoreline/riverside/1/status", "after-display", user="scorer-1", password=USERS["scorer-1"])
        check(forged.returncode == 0 and delivered("scoreline/riverside/1/status", "after-display")
              and ("scoreline/riverside/1/board", "display-forged") not in display.messages(),
              "a display cannot write (its publish to court 1 is dropped)")

        huge = "x" * 20000
        pub(broker, "scoreline/riverside/1/board", huge, user="scorer-1", password=USERS["scorer-1"])
        marker = pub(broker, "scoreline/riverside/1/status", "after-huge", user="scorer-1", password=USERS["scorer-1"])
        check(marker.returncode == 0 and delivered("scoreline/riverside/1/status", "after-huge")
              and ("scoreline/riverside/1/board", huge) not in display.messages(),
              "a 20,000-byte message (over max_packet_size 16384) never reaches a display, even from its court's scorer")

        anon = pub(broker, "scoreline/riverside/1/board", "anonymous")
        anon_text = (anon.stdout + anon.stderr).decode(errors="replace")
        check(anon.returncode != 0 and "not authorised" in anon_text.lower(),
              f"an anonymous client is refused at CONNECT (mosquitto_pub: {anon_text.strip()!r})")
        wrong = pub(broker, "scoreline/riverside/1/board", "wrong", user="scorer-1", password="not-the-password")
        wrong_text = (wrong.stdout + wrong.stderr).decode(errors="replace")
        check(wrong.returncode != 0 and "not authorised" in wrong_text.lower(),
              f"a wrong password is refused at CONNECT (mosquitto_pub: {wrong_text.strip()!r})")
        anon_sub = subprocess.run(["mosquitto_sub", "-h", "127.0.0.1", "-p", str(broker.port), "-t", "scoreline/#", "-C", "1", "-W", "5"],
                                  capture_output=True, timeout=20)
        check(anon_sub.returncode != 0 and b"not authorised" in (anon_sub.stdout + anon_sub.stderr).lower(),
              "an anonymous subscriber is refused at CONNECT")
        display.stop()
        got = [m for m in display.messages()]
        check(all(p not in ("court-2-forged", "display-forged", "anonymous", "wrong") for _, p in got),
              f"the display saw only allowed messages ({len(got)}: {', '.join(p for _, p in got)})")
    finally:
        broker.stop()
