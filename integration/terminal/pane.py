"""A tmux pane as cells and pixels: `tmux capture-pane -e` output parsed into each cell's
character and colours, and the half-block board turned back into pixels (a cell's "▀" is its
top pixel in the foreground colour over its bottom pixel in the background colour; a space is
two pixels of the background colour)."""
from __future__ import annotations

import re
import subprocess

SGR = re.compile(r"\x1b\[([0-9;]*)m")
DEFAULT_FG = (229, 229, 229)
DEFAULT_BG = (0, 0, 0)


def palette(index: int) -> tuple[int, int, int]:
    """The xterm 256-colour palette (16-255; the 16 theme colours as xterm's defaults)."""
    base = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
    if index < 16:
        return base[index]
    if index >= 232:
        level = 8 + 10 * (index - 232)
        return (level, level, level)
    levels = [0, 95, 135, 175, 215, 255]
    c = index - 16
    return (levels[c // 36], levels[(c // 6) % 6], levels[c % 6])


class Cell:
    __slots__ = ("char", "fg", "bg", "bold")

    def __init__(self, char: str, fg, bg, bold: bool):
        self.char, self.fg, self.bg, self.bold = char, fg, bg, bold


def parse(text: str) -> list[list[Cell]]:
    """Rows of cells from `capture-pane -e -p` output."""
    rows = []
    fg, bg, bold = None, None, False
    for line in text.split("\n"):
        cells = []
        pos = 0
        for match in SGR.finditer(line):
            for ch in line[pos:match.start()]:
                cells.append(Cell(ch, fg, bg, bold))
            pos = match.end()
            params = [int(p) if p else 0 for p in match.group(1).split(";")] if match.group(1) else [0]
            i = 0
            while i < len(params):
                p = params[i]
                if p == 0:
                    fg, bg, bold = None, None, False
                elif p == 1:
                    bold = True
                elif p == 22:
                    bold = False
                elif p in (38, 48) and i + 1 < len(params) and params[i + 1] == 2:
                    colour = tuple(params[i + 2:i + 5])
                    if p == 38:
                        fg = colour
                    else:
                        bg = colour
                    i += 4
                elif p in (38, 48) and i + 1 < len(params) and params[i + 1] == 5:
                    colour = palette(params[i + 2])
                    if p == 38:
                        fg = colour
                    else:
                        bg = colour
                    i += 2
                elif p == 39:
                    fg = None
                elif p == 49:
                    bg = None
                elif 30 <= p <= 37:
                    fg = palette(p - 30)
                elif 40 <= p <= 47:
                    bg = palette(p - 40)
                elif 90 <= p <= 97:
                    fg = palette(p - 90 + 8)
                elif 100 <= p <= 107:
                    bg = palette(p - 100 + 8)
                i += 1
        for ch in line[pos:]:
            cells.append(Cell(ch, fg, bg, bold))
        rows.append(cells)
    return rows


def capture(target: str) -> list[list[Cell]]:
    out = subprocess.run(["tmux", "capture-pane", "-e", "-p", "-t", target], check=True, capture_output=True, text=True).stdout
    return parse(out)


def pixels(rows: list[list[Cell]], columns: int, board_rows: int) -> list[list[tuple[int, int, int]]]:
    """The board's pixels (columns x 2*board_rows) from the half-block cells."""
    image = []
    for r in range(board_rows):
        top, bottom = [], []
        cells = rows[r] if r < len(rows) else []
        for c in range(columns):
            cell = cells[c] if c < len(cells) else Cell(" ", None, None, False)
            bg = cell.bg or DEFAULT_BG
            fg = cell.fg or DEFAULT_FG
            if cell.char == "\u2580":
                top.append(fg)
                bottom.append(bg)
            else:
                top.append(bg)
                bottom.append(bg)
        image += [top, bottom]
    return image


def text(rows: list[list[Cell]], row: int) -> str:
    return "".join(c.char for c in rows[row]).rstrip() if row < len(rows) else ""


def save_png(image, path: str, scale: int = 6):
    from PIL import Image
    h, w = len(image), len(image[0])
    im = Image.new("RGB", (w, h))
    im.putdata([px for row in image for px in row])
    im.resize((w * scale, h * scale), Image.NEAREST).save(path)
