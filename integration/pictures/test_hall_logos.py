#!/usr/bin/env python3
"""The hall's tiles with the teams' logos (issue 41, ADR 058), end to end: two scoring kiosks
publish their courts to a test broker; a hall kiosk follows the venue (`run --follow
…/hall/+`) with a data directory of its own whose roster places court 1's players in North
(a red logo) and South (a blue logo), and court 2's Ann 2 in North but Ben 2 in no team.

Its screen (a 1920x1080 image) must come to show exactly one red and one blue logo: court 1's
two, in its label row (two courts: a 2x1 grid, a label row of 161 px, room; docs/layouts.md),
and none on court 2 (one side's logo of two); once the scorers stop, none at all (a court
gone keeps its label row for the warning). The logos are made and fitted on the kiosk's
picture thread after the first frame, so the test waits on the frame (never a sleep).

    python3 integration/pictures/test_hall_logos.py [--binary .build/debug/scoreline] [--keep]
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "mqtt"))
from broker import Broker, BrokerError, wait_until  # noqa: E402
from courts import VENUE, Follower, Kiosk, processes  # noqa: E402

RED, BLUE = (255, 0, 0), (0, 0, 255)
SIZE = (1920, 1080)


def count(image, colour, tolerance=24) -> int:
    """Pixels within `tolerance` a channel of `colour` (a stored logo is re-encoded)."""
    w, h, data = image
    n = 0
    for i in range(0, w * h * 3, 3):
        if all(abs(data[i + c] - colour[c]) < tolerance for c in range(3)):
            n += 1
    return n


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=".build/debug/scoreline")
    ap.add_argument("--keep", action="store_true", help="keep the work directory")
    args = ap.parse_args()
    binary = Path(args.binary).resolve()
    if not binary.exists():
        print(f"hall logos: {binary} is missing: build it with swift build", file=sys.stderr)
        return 1
    work = Path(tempfile.mkdtemp(prefix="scoreline-hall-logos-"))
    broker = None
    failures: list[str] = []
    started = time.monotonic()
    try:
        broker = Broker(work).start()
        # Court n's preset: "Ann n" (side A) against "Ben n" (side B), badminton singles.
        kiosks = [Kiosk(binary, work, broker, court, size="160x90") for court in ("1", "2")]
        for kiosk in kiosks:
            kiosk.start()
            kiosk.send(['{"type":"point","side":"A"}', '{"type":"point","side":"B"}', '{"type":"point","side":"A"}'])

        # The hall's own data directory: its roster and the two logos.
        data = work / "hall-data"
        data.mkdir()
        (data / "roster.json").write_text(json.dumps({
            "schemaVersion": 1,
            "players": [{"id": "p1", "name": "Ann 1"}, {"id": "p2", "name": "Ben 1"}, {"id": "p3", "name": "Ann 2"},
                        {"id": "p4", "name": "Ben 2"}],
            "teams": [{"id": "t1", "name": "North", "short": "NOR", "players": ["p1", "p3"]},
                      {"id": "t2", "name": "South", "short": "SOU", "players": ["p2"]}],
        }))
        for team, colour in (("t1", RED), ("t2", BLUE)):
            logo = work / f"{team}.png"
            Image.new("RGB", (300, 200), colour).save(logo)
            done = subprocess.run([str(binary), "roster", "photo", "set", team, str(logo), "--data-dir", str(data)],
                                  capture_output=True, text=True, timeout=60)
            if done.returncode != 0:
                raise AssertionError(f"roster photo set {team}: {done.stderr}")

        config = work / "hall.toml"
        config.write_text("# the hall: a follower, all defaults\n")
        hall = Follower(binary, work, broker, f"scoreline/{VENUE}/+", "hall", SIZE, config)
        hall.args += ["--data-dir", str(data)]
        hall.start()

        def both_logos():
            image = hall.image()
            return image is not None and count(image, RED) > 0 and count(image, BLUE) > 0

        if not wait_until(both_logos, 60, interval=0.5):
            failures.append(f"the hall's screen never showed both logos within 60 s (log: {hall.log_text()[-2000:]})")
        else:
            image = hall.image()
            red, blue = count(image, RED), count(image, BLUE)
            # One logo each: a 3:2 badge fitted into its cell of the label row, worked out as
            # in docs/layouts.md: a tile 934.5 px wide, a label row of 161 px; a logo's share
            # min(1.5 x 161, 0.2 x 934.5) = 187 px, so a cell of about (185 - 9) x 0.85 = 150 by
            # (161 - 9) x 0.9 = 137 px, less 5.7 px a side: 138 x 92, about 12,700 pixels.
            # Court 2's tile adds none (a second red logo would double `red`).
            for name, n in (("red", red), ("blue", blue)):
                if not 9_000 <= n <= 16_000:
                    failures.append(f"{name}: {n} pixels, not one logo's worth (9,000 to 16,000)")
            print(f"    ok   the hall shows court 1's two logos ({red} red, {blue} blue pixels) and none on court 2")
        # The scorers stop: each court is then gone ("Offline since …" as the label's warning
        # badge, across the row), and its tile shows no logos.
        for kiosk in kiosks:
            kiosk.finish()

        def no_logos():
            image = hall.image()
            return image is not None and count(image, RED) == 0 and count(image, BLUE) == 0

        if not wait_until(no_logos, 60, interval=0.5):
            failures.append("the logos stayed on the tiles of courts whose scorers had gone")
        else:
            print("    ok   the courts gone offline show no logos")
        if hall.stop() != 0:
            failures.append("the hall did not exit 0 on SIGTERM")
    except BrokerError as e:
        failures.append(f"broker: {e}")
    except Exception as e:  # a step's own failure: reported, then cleaned up
        failures.append(f"the run stopped on {e!r}")
    finally:
        for proc in processes:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        if broker:
            broker.stop()
        if not args.keep and not failures:
            shutil.rmtree(work, ignore_errors=True)
    took = time.monotonic() - started
    if failures:
        print(f"HALL LOGOS TEST FAILED in {took:.1f} s: " + "; ".join(failures) + f" (work: {work})")
        return 1
    print(f"HALL LOGOS TEST PASSED in {took:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
