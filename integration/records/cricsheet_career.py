#!/usr/bin/env python3
"""A player's IPL career counted straight from Cricsheet JSON, by the person (the registry id in
`info.registry.people`), never through Scoreline: the independent figure that
`CricsheetPersonCareerTests` asserts (issue 37, "careers follow the person").

    python3 integration/records/cricsheet_career.py ../shared/data/cricsheet/ipl "CH Gayle"

Counts, super overs left out: runs off the bat, balls faced (wides are not balls faced),
innings (came to the crease as striker or non-striker), not outs (a retirement hurt or not
out is not out), and the teams played for, each with its own runs, as the per-team split the
records showed before a roster linked the person."""
import json
import sys
from pathlib import Path

NOT_OUT = {"retired hurt", "retired not out"}


def main() -> int:
    folder, name = Path(sys.argv[1]), sys.argv[2]
    person = None
    total = {"runs": 0, "balls": 0, "innings": 0, "not_outs": 0, "matches": 0}
    by_team: dict[str, int] = {}
    last_played: dict[str, str] = {}
    for path in sorted(folder.glob("*.json")):
        info = json.loads(path.read_text())["info"]
        people = info.get("registry", {}).get("people", {})
        if name not in people:
            continue
        if person is None:
            person = people[name]
        if people[name] != person:
            print(f"{path.name}: {name} is another person ({people[name]} not {person})", file=sys.stderr)
            continue
        team = next(t for t, players in info["players"].items() if name in players)
        total["matches"] += 1
        by_team.setdefault(team, 0)
        last_played[team] = max(last_played.get(team, ""), info["dates"][0])
        root = json.loads(path.read_text())
        for inn in root["innings"]:
            if inn.get("super_over") or inn["team"] != team:
                continue
            batted = out = False
            for over in inn["overs"]:
                for d in over["deliveries"]:
                    if name in (d["batter"], d["non_striker"]):
                        batted = True
                    if d["batter"] == name:
                        total["runs"] += d["runs"]["batter"]
                        by_team[team] += d["runs"]["batter"]
                        if "wides" not in d.get("extras", {}):
                            total["balls"] += 1
                    for w in d.get("wickets", []):
                        if w["player_out"] == name and w["kind"] not in NOT_OUT:
                            out = True
            if batted:
                total["innings"] += 1
                total["not_outs"] += 0 if out else 1
    print(f"{name} registry {person}: {total}")
    # Newest first, by the date of the last match for each team.
    for team in sorted(by_team, key=lambda t: last_played[t], reverse=True):
        print(f"  {team}: {by_team[team]} runs, last {last_played[team]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
