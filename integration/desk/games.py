"""The day's 24 matches as the courts play them (integration/desk/test_desk.py): each match's
games, chosen by hand to cover the laws' corners (three-game matches, 22-20 and 24-22 at
deuce, 30-29 at the cap, side 2 winning), and how each is fed to a court as rallies.
COURT[n] is the court the test sends match n to: match n on court (n - 1) % 6 + 1."""
from __future__ import annotations

import json

GAMES = {
    1: [(21, 15), (21, 18)],
    2: [(21, 10), (17, 21), (21, 19)],
    3: [(22, 20), (21, 12)],
    4: [(15, 21), (21, 17), (19, 21)],
    5: [(21, 9), (21, 11)],
    6: [(30, 29), (21, 16)],
    7: [(12, 21), (14, 21)],
    8: [(21, 19), (20, 22), (21, 13)],
    9: [(21, 5), (21, 7)],
    10: [(18, 21), (21, 18), (23, 21)],
    11: [(21, 14), (21, 16)],
    12: [(16, 21), (21, 19), (21, 15)],
    13: [(21, 11), (21, 13)],
    14: [(19, 21), (19, 21)],
    15: [(21, 17), (24, 22)],
    16: [(21, 8), (13, 21), (21, 18)],
    17: [(21, 16), (21, 19)],
    18: [(10, 21), (21, 12), (21, 14)],
    19: [(21, 18), (21, 17)],
    20: [(21, 15), (18, 21), (17, 21)],
    21: [(21, 13), (21, 10)],
    22: [(25, 23), (21, 19)],
    23: [(11, 21), (21, 16), (21, 9)],
    24: [(21, 12), (21, 14)],
}
COURTS = 6
COURT = {n: (n - 1) % COURTS + 1 for n in GAMES}


def rallies(game: tuple[int, int]) -> list[str]:
    """A game as point lines that reach its score and end it exactly there: below deuce the
    loser's points first, then the winner's 21; at deuce both sides to the loser's score in
    turn, then the winner's last two (or one, at 30-29)."""
    a, b = game
    winner, loser = ("A", "B") if a > b else ("B", "A")
    high, low = max(a, b), min(a, b)
    if low <= 19:
        sides = [loser] * low + [winner] * high
    else:
        sides = [s for _ in range(low) for s in ("A", "B")] + [winner] * (high - low)
    return [json.dumps({"type": "point", "side": side}) for side in sides]


def match_lines(number: int) -> list[str]:
    """Every game's rallies, with `advanceGame` between games (docs/actions.md: a won game
    waits for it before the next game's first point)."""
    lines: list[str] = []
    for i, game in enumerate(GAMES[number]):
        if i:
            lines.append('{"type":"advanceGame"}')
        lines += rallies(game)
    return lines


def winner(number: int) -> int:
    games = GAMES[number]
    return 1 if sum(a > b for a, b in games) > sum(b > a for a, b in games) else 2


def scores(number: int) -> str:
    return " ".join(f"{a}-{b}" for a, b in GAMES[number])
