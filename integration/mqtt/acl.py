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
  makes every client's id its user name (`use_username_as_clientid`);
- the desk (user `desk`) writes every court's command topic (`…/<court>/command`) and a
  court's box reads its own; a court's own credential, another court's, and a display cannot
  write a command topic, and the desk cannot write a board (issue 43, `desk_commands`);
- a 20 MB message to a court's board topic never reaches a follower (`max_packet_size`), and
  the follower's peak resident memory (VmHWM) stays where it was (`follower_memory`).

"Not delivered" is shown without waiting for time to pass: the forbidden publish is made
first, to completion (QoS 1, acknowledged), and an allowed one by the same user's court or
the venue's scorer after it. Mosquitto is one thread that routes a publish to its
subscribers before it acknowledges it, so the subscriber receives anything the forbidden
publish delivered before the allowed one; once the allowed one is there, the forbidden one
is known to be absent.
"""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from broker import Broker, Sub, pub, wait_until

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "deploy" / "mosquitto"
USERS = {"scorer-1": "pw-one", "scorer-2": "pw-two", "scorer-4": "pw-four", "display-1": "pw-display", "display-hall": "pw-hall",
         "desk": "pw-desk"}


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
        desk_commands(broker, work, display, check)
        display.stop()
        got = [m for m in display.messages()]
        forbidden = ("court-2-forged", "display-forged", "anonymous", "wrong", *DESK_FORBIDDEN)
        check(all(p not in forbidden for _, p in got),
              f"the display saw only allowed messages ({len(got)}: {', '.join(p for _, p in got)})")
    finally:
        broker.stop()


DESK_FORBIDDEN = ("command-by-own-court", "command-by-other-court", "command-by-display", "board-by-desk")


def desk_commands(broker: Broker, work: Path, display: Sub, check) -> None:
    """issue 43: a court's command topic is written by the desk alone. Court 4's box (user
    scorer-4) subscribes to its own command topic and nothing else of it; what others try is
    shown absent as above: each forbidden publish is made to completion, then an allowed one,
    and once the allowed one has arrived the forbidden one is known to be dropped. The court's
    own credential is not used to publish while its subscription is open (one user, one
    connection: the broker would throw the older off)."""
    court = Sub(broker, "scoreline/riverside/4/command", work / "court-4-command.txt", user="scorer-4", password=USERS["scorer-4"])
    check(court.subscribed(), "court 4's box (user scorer-4) subscribes to its command topic scoreline/riverside/4/command")
    sent = pub(broker, "scoreline/riverside/4/command", "call-match-7", user="desk", password=USERS["desk"])
    check(sent.returncode == 0 and bool(wait_until(lambda: ("scoreline/riverside/4/command", "call-match-7") in court.messages(), 10)),
          "the desk (user desk) writes court 4's command topic and court 4's box receives it")
    court.stop()

    def seen(topic: str, payload: str) -> bool:
        return bool(wait_until(lambda: (topic, payload) in display.messages(), 10))

    attempts = [("scorer-1", "scoreline/riverside/1/command", "command-by-own-court", "its own court's"),
                ("scorer-2", "scoreline/riverside/1/command", "command-by-other-court", "another court's"),
                ("display-hall", "scoreline/riverside/1/command", "command-by-display", "a display's")]
    for n, (user, topic, payload, whose) in enumerate(attempts):
        forged = pub(broker, topic, payload, user=user, password=USERS[user])
        marker = pub(broker, "scoreline/riverside/1/command", f"desk-after-{n}", user="desk", password=USERS["desk"])
        check(forged.returncode == 0 and marker.returncode == 0 and seen("scoreline/riverside/1/command", f"desk-after-{n}")
              and (topic, payload) not in display.messages(),
              f"court 1's command topic written with {whose} credential ({user}) is dropped by the ACL; the desk's next command arrives")
    board = pub(broker, "scoreline/riverside/1/board", "board-by-desk", user="desk", password=USERS["desk"])
    marker = pub(broker, "scoreline/riverside/1/status", "after-desk-board", user="scorer-1", password=USERS["scorer-1"])
    check(board.returncode == 0 and seen("scoreline/riverside/1/status", "after-desk-board")
          and ("scoreline/riverside/1/board", "board-by-desk") not in display.messages(),
          "the desk cannot write a court's board (dropped; court 1's own next publish arrives)")


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


def vm_hwm_kib(pid: int) -> int | None:
    """The process's peak resident set (VmHWM) in KiB, from /proc."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def follower_memory(binary: Path, work: Path, check) -> None:
    """issue 38: libmosquitto 2.0 (the client library) has no limit of its own on a packet it
    receives: it allocates what the packet's header says, up to 256 MB, before Scoreline's 8 KB
    check sees the message (docs/mqtt.md, Security). The broker's `max_packet_size` is the
    protection: a follower logged in as a display, on the example config, is sent a 20 MB
    message on its board topic by its court's scorer, and its peak memory must not move by
    more than a few MB (the broker drops the publisher; the next real board still arrives)."""
    broker = venue_broker(work / "memory").start()
    follower = None
    try:
        password = work / "memory" / "display-1.password"
        password.write_text(USERS["display-1"] + "\n")
        config = work / "memory" / "follower.toml"
        config.write_text(f'[mqtt]\nusername = "display-1"\npasswordFile = "{password}"\n')
        log = work / "memory" / "follower.log"
        frame = work / "memory" / "frame.ppm"
        follower = subprocess.Popen([str(binary), "run", "--config", str(config), "--follow",
                                     f"{broker.url}/scoreline/riverside/1", "--output", f"png:{frame}", "--size", "480x270"],
                                    stdin=subprocess.DEVNULL, stdout=open(log, "ab"), stderr=subprocess.STDOUT)
        board = json.dumps({"schemaVersion": 1, "layout": "idle", "fields": [
            {"key": "title", "text": "Memory 1", "priority": 1, "role": "emphasis"}]})
        pub(broker, "scoreline/riverside/1/board", board, user="scorer-1", password=USERS["scorer-1"], retain=True)
        connected = wait_until(lambda: "follow: first board" in log.read_text(errors="replace") or follower.poll() is not None, 20)
        check(bool(connected) and follower.poll() is None, "a follower logged in as display-1 shows court 1's board")
        # The first board's frame, taken before anything else is published: the second board
        # may be drawn before this test looks again (a race a busy CI machine showed).
        wait_until(lambda: frame.exists() and frame.stat().st_size > 0, 20)
        first_frame = frame.read_bytes() if frame.exists() else b""
        before = vm_hwm_kib(follower.pid)
        huge = work / "memory" / "huge.bin"
        huge.write_bytes(b"x" * (20 * 1024 * 1024))
        sent = pub(broker, "scoreline/riverside/1/board", file=huge, user="scorer-1", password=USERS["scorer-1"])
        second = json.dumps({"schemaVersion": 1, "layout": "idle", "fields": [
            {"key": "title", "text": "Memory 2", "priority": 1, "role": "emphasis"}]})
        pub(broker, "scoreline/riverside/1/board", second, user="scorer-1", password=USERS["scorer-1"], retain=True)
        # The follower logs each board it shows at debug only; its frame changing is the sign.
        changed = wait_until(lambda: frame.exists() and frame.read_bytes() != first_frame, 20)
        after = vm_hwm_kib(follower.pid)
        grew = (after - before) if before is not None and after is not None else None
        check(bool(changed) and grew is not None and grew < 4096,
              f"a 20 MB message on court 1's board topic (mosquitto_pub exit {sent.returncode}) leaves the follower's peak memory "
              f"where it was: VmHWM {before} KiB before, {after} KiB after the next board arrived"
              + ("" if changed else " (the next board never arrived)"))
    finally:
        if follower is not None and follower.poll() is None:
            follower.terminate()
            follower.wait(timeout=10)
        broker.stop()
