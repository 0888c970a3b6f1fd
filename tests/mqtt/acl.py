"""The example venue broker (deploy/mosquitto) with its ACL, checked against a real Mosquitto.

A temporary copy of `scoreline.conf` and `scoreline.acl` runs on a free loopback port with a
password file made by `mosquitto_passwd` as the README says. Checked with mosquitto_pub and
mosquitto_sub:
- a display (user `display-1`) reads every court of the venue;
- a scorer writes its own court (its board reaches the display);
- a scorer cannot write another court, and a display cannot write at all: the broker drops
  the message (MQTT 3.1.1 has no refusal for a publish; the client still gets its PUBACK);
- a client without a user, or with a wrong password, is refused at CONNECT;
- a display connecting with the scorer's client id does not throw the scorer off: the broker
  makes every client's id its user name (`use_username_as_clientid`).

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
USERS = {"scorer-1": "pw-one", "scorer-2": "pw-two", "display-1": "pw-display", "display-hall": "pw-hall"}


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
    # The example's own listener (all interfaces, 1883) gives way to the test's (loopback, a
    # free port) in its place, so the listener's own settings under it apply to it.
    if not re.search(r"(?m)^listener 1883$", conf):
        raise AssertionError("deploy/mosquitto/scoreline.conf no longer has its `listener 1883` line")
    conf = re.sub(r"(?m)^listener 1883$", Broker.LISTENER, conf)
    return Broker(work, extra=conf, name="venue-broker")


def run(work: Path, check) -> None:
    broker = venue_broker(work).start()
    try:
        display = Sub(broker, "scoreline/riverside/#", work / "display-sub.txt", user="display-1", password=USERS["display-1"])
        check(display.subscribed(), "a display (user display-1) subscribes to scoreline/riverside/#")

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

        # Another display's user: display-1 itself is subscribed above, and a second connection
        # as display-1 would throw that one off (each display has a user of its own).
        forged = pub(broker, "scoreline/riverside/1/board", "display-forged", user="display-hall", password=USERS["display-hall"])
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
        takeover(broker, work, check)
        display.stop()
        got = [m for m in display.messages()]
        check(all(p not in ("court-2-forged", "display-forged", "anonymous", "wrong") for _, p in got),
              f"the display saw only allowed messages ({len(got)}: {', '.join(p for _, p in got)})")
    finally:
        broker.stop()


def takeover(broker: Broker, work: Path, check) -> None:
    """A display's credentials with the scorer's client id: the broker drops the older of two
    connections with one id, so without `use_username_as_clientid` this throws the scorer off
    (and a display doing it once a second keeps every screen on "Scorer offline"). With it, the
    display's id is its user name and the scorer's connection stays. The broker logs the takeover
    ("Client … already connected, closing old connection") as it handles the CONNECT, before it
    answers it, so once mosquitto_pub has its answer the log is complete for it."""
    scorer_id = "scoreline-riverside-1"  # PublishSettings.defaultClientId for venue riverside, court 1
    scorer = Sub(broker, "scoreline/riverside/1/status", work / "scorer-1-conn.txt", user="scorer-1",
                 password=USERS["scorer-1"], client_id=scorer_id)
    check(scorer.subscribed(), f"a scorer (user scorer-1) connects with client id {scorer_id}")
    mark = broker.log.stat().st_size
    attempts = [pub(broker, "scoreline/riverside/1/board", f"takeover-{n}", user="display-hall", password=USERS["display-hall"],
                    client_id=scorer_id) for n in range(3)]
    log = broker.tail(mark)
    kicked = [line for line in log.splitlines() if "already connected" in line]
    check(all(a.returncode == 0 for a in attempts) and not kicked and scorer.proc.poll() is None
          and scorer.text().count("received CONNACK") == 1,
          "a display (user display-hall) connecting 3 times with the scorer's client id does not throw the scorer off"
          + (f" (the broker: {kicked[0].strip()!r})" if kicked else "")
          + f" (the scorer's connection: {scorer.text().count('received CONNACK')} CONNACK)")
    ids = re.findall(r"New client connected from \S+ as (\S+)", log)
    check(bool(ids) and all(i == "display-hall" for i in ids),
          f"the broker took the display's user name as its client id ({', '.join(ids) or 'no connection logged'})")
    scorer.stop()

