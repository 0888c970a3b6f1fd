#!/usr/bin/env bash
# Screenshots of the board in a terminal for docs/displays.md: scoreline runs in tmux at the
# given size, keys go in, and the pane (capture-pane -e) goes through aha to HTML and headless
# Chromium to a PNG.   integration/terminal/screenshot.sh BINARY COLUMNS ROWS OUT.png [KEYS]
set -euo pipefail
binary=$1 columns=$2 rows=$3 out=$4 keys=${5:-"1 4 w 6 1 2 x 1"}
work=$(mktemp -d)
socket="shot-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
tmux -L "$socket" -f /dev/null -u new-session -d -s s -x "$columns" -y "$rows" \
  env COLORTERM=truecolor TERM=tmux-256color "$binary" run --input terminal --output terminal --data-dir "$work/d" --preset demo-cricket
count=0
for k in $keys; do tmux -L "$socket" send-keys -t s -l "$k"; count=$((count + 1)); done
# Wait for the last key's record (the journal holds the newMatch, openers, bowler, then more).
for _ in $(seq 100); do
  n=$( (cat "$work"/d/matches/*/journal.jsonl 2>/dev/null || true) | wc -l)
  [ "$n" -ge $((count + 3)) ] && break
  sleep 0.1
done
tmux -L "$socket" capture-pane -e -p -t s > "$work/pane.ansi"
{
  echo '<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#000}'
  echo 'pre{margin:0;padding:8px;font-family:"DejaVu Sans Mono",monospace;font-size:16px;line-height:normal;color:#e5e5e5}</style></head><body><pre>'
  aha --black --no-header < "$work/pane.ansi"
  echo '</pre></body></html>'
} > "$work/page.html"
width=$((columns * 963 / 100 + 20)) height=$((rows * 19 + 20))
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$width,$height" --screenshot="$out" "file://$work/page.html" 2>/dev/null
echo "$out"
