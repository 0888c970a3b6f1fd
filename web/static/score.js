// The scorer's pad: lays out the board and pad the kiosk sends (every string ready-made by
// the engine) and sends action lines back over /ws/score. Each tab has its own client id and
// increasing numbers; a command not yet answered is resent, with the same number, after a
// reconnect, so the kiosk applies it once. A "stale" answer (the match moved on: another
// scorer, the buttons) is shown with the current state and never resent by itself.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const bidi = window.scorelineBidi;
  const notice = $("notice");
  const announce = $("announce");
  const link = $("link");

  // A fresh id for each page load, numbers from 1. Not kept in sessionStorage: a duplicated
  // tab copies it, and two tabs sending the same id and numbers for different taps would have
  // the second answered from the first's reply and never applied. The unanswered queue lives
  // in this page only, so nothing is lost by a new id after a reload.
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  const client = "tab-" + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  let number = 0;

  let socket = null;
  let paused = false;
  let delay = 500;
  let state = null; // the newest {seq, board, pad}
  let knownSeq = null;
  // Commands in order; the first is in flight (sent, or to be sent on reconnect).
  const queue = [];
  let armed = null; // the extra for the next run button
  let lastSpoken = "";
  let resends = 0; // commands sent again after a reconnect (the tests count them)
  let repeats = 0; // answers the kiosk had already given (a resend it had applied once)

  function say(text) {
    if (text && text !== lastSpoken) {
      announce.textContent = text;
      lastSpoken = text;
    }
  }

  function showNotice(text) {
    notice.textContent = text || "";
  }

  // MARK: sending

  function command(body) {
    number += 1;
    const item = Object.assign({ type: "command", client: client, number: number }, body);
    queue.push(item);
    pump();
  }

  function action(a) { command({ action: a }); }

  // The first command goes out with the seq the scorer is looking at; the next waits for its
  // answer, so this tab's own taps never make each other stale.
  function pump() {
    const head = queue[0];
    if (!head) return;
    if (!("basedOn" in head)) head.basedOn = knownSeq;
    if (head.sent && head.sentOn === socket) return;
    if (socket && socket.readyState === WebSocket.OPEN) {
      if (head.sent) resends += 1;
      socket.send(JSON.stringify(stripLocal(head)));
      head.sent = true;
      head.sentOn = socket;
      document.body.dataset.pending = String(queue.length);
    }
  }

  function stripLocal(item) {
    const out = { type: item.type, client: item.client, number: item.number, basedOn: item.basedOn };
    if (item.action) out.action = item.action;
    if (item.startNext) out.startNext = true;
    return out;
  }

  function onReply(reply) {
    const head = queue[0];
    if (!head || reply.client !== client || reply.number !== head.number) return;
    queue.shift();
    if (reply.repeated) repeats += 1;
    if (reply.seq !== null && reply.seq !== undefined) knownSeq = reply.seq;
    document.body.dataset.pending = String(queue.length);
    document.body.dataset.lastOutcome = reply.outcome;
    document.body.dataset.lastNumber = String(reply.number);
    switch (reply.outcome) {
      case "recorded":
        showNotice(reply.why || "");
        break;
      case "stale":
        // Made against an older board: drop what this tab queued behind it too, show now.
        queue.length = 0;
        showNotice(reply.why);
        if (state) render(state);
        break;
      default:
        queue.length = 0;
        showNotice(reply.why || reply.outcome);
    }
    pump();
  }

  // MARK: the socket

  function connect() {
    if (paused) return;
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const s = new WebSocket(scheme + "//" + location.host + "/ws/score");
    socket = s;
    window.scoreline.socket = s;
    s.onopen = function () {
      link.textContent = "Connected";
      link.className = "link up";
      delay = 500;
      pump();
    };
    s.onmessage = function (event) {
      const message = JSON.parse(event.data);
      if (message.type === "state") {
        state = message;
        knownSeq = message.seq;
        render(message);
      } else if (message.type === "reply") {
        onReply(message);
      }
    };
    s.onclose = function (event) {
      if (socket !== s) return;
      socket = null;
      link.className = "link down";
      // The kiosk closes a refused socket with 4000 + the HTTP status and says why
      // (docs/remote.md): not paired or revoked (4401) is for the scorer to fix, so the page
      // stops trying; too many pages (4429) or a full kiosk (4503) may clear, so it retries.
      if (event.code === 4401) {
        refused(event.reason, true);
        return;
      }
      if (event.code === 4429 || event.code === 4503) {
        refused(event.reason, false);
        if (!paused) setTimeout(connect, 5000);
        return;
      }
      link.textContent = paused ? "Paused" : "Reconnecting…";
      if (!paused) setTimeout(connect, delay);
      delay = Math.min(delay * 2, 5000);
    };
  }

  function refused(why, pair) {
    link.textContent = why;
    document.body.dataset.refused = why;
    if (pair) {
      const a = document.createElement("a");
      a.href = "/pair";
      a.textContent = $("pair-link").textContent;
      link.append(" ", a);
      for (const b of document.querySelectorAll(".pad button")) b.disabled = true;
    }
  }

  // Hooks for the browser tests and for a scorer who wants to stop the link for a moment.
  window.scoreline = {
    socket: null,
    client: client,
    pause: function () { paused = true; if (socket) socket.close(); },
    resume: function () { paused = false; connect(); },
    pending: function () { return queue.length; },
    resends: function () { return resends; },
    repeats: function () { return repeats; },
  };

  // MARK: rendering

  function render(message) {
    const pad = message.pad;
    document.body.dataset.seq = message.seq === null ? "" : String(message.seq);
    bidi.fill($("pad-title"), pad.title);
    $("no-match").hidden = pad.sport !== null && pad.sport !== undefined;
    $("cricket-pad").hidden = !pad.cricket;
    $("badminton-pad").hidden = !pad.badminton;
    if (pad.cricket) renderCricket(pad.cricket);
    if (pad.badminton) renderBadminton(pad.badminton);
  }

  function tokens(container, items) {
    container.replaceChildren(...items.map(function (t) {
      const span = document.createElement("span");
      span.className = "token role-" + t.role;
      span.setAttribute("role", "listitem");
      span.textContent = t.text;
      return span;
    }));
  }

  function options(select, values, blank) {
    const keep = select.value;
    const list = (blank ? [{ value: "", label: blank }] : []).concat(values.map(function (v) {
      return typeof v === "string" ? { value: v, label: v } : v;
    }));
    select.replaceChildren(...list.map(function (o) {
      const option = document.createElement("option");
      option.value = o.value;
      option.textContent = o.label;
      return option;
    }));
    if (list.some((o) => o.value === keep)) select.value = keep;
  }

  function button(label, onClick, cls) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    if (cls) b.className = cls;
    b.addEventListener("click", onClick);
    return b;
  }

  let cricket = null;

  function renderCricket(c) {
    cricket = c;
    bidi.fill($("c-score"), c.scoreLine);
    say(c.spoken);
    tokens($("c-over"), c.overTokens);
    $("c-over").hidden = c.overTokens.length === 0;
    bidi.fill($("c-batters"), c.battersLine);
    bidi.fill($("c-bowler"), c.bowlerLine);
    bidi.fill($("c-prompt"), c.prompt);
    const choosing = ["openers", "newPair", "newBatter", "bowler"].includes(c.waiting);
    $("c-choose").hidden = !choosing;
    $("c-ball").hidden = c.waiting !== "ball";
    if (c.waiting !== "ball") $("c-wicket-panel").hidden = true;
    $("c-openers").hidden = !(c.waiting === "openers" || c.waiting === "newPair");
    const grid = $("c-choices");
    grid.replaceChildren();
    if (c.waiting === "newBatter") {
      for (const name of c.batterChoices) grid.appendChild(button(name, () => action({ type: "newBatter", name: name }), "choice"));
    } else if (c.waiting === "bowler") {
      for (const name of c.bowlerChoices) grid.appendChild(button(name, () => action({ type: "bowler", name: name }), "choice"));
    } else if (c.waiting === "openers" || c.waiting === "newPair") {
      options($("c-opener1"), c.batterChoices);
      options($("c-opener2"), c.batterChoices);
      if ($("c-opener1").value === $("c-opener2").value && c.batterChoices.length > 1) $("c-opener2").value = c.batterChoices[1];
    }
    options($("c-how"), c.dismissals);
    options($("c-fielder"), c.fielders, "No fielder");
    options($("c-who"), c.canBeOut);
    $("c-warn").hidden = !c.bowlerWarning;
    $("c-p5").hidden = !c.p5;
    $("c-p10").hidden = !c.p10;
    for (const id of ["c-pen-bat", "c-pen-field"]) $(id).disabled = !c.canAwardPenalty;
    for (const id of ["c-warn", "c-p5", "c-p10"]) $(id).disabled = !c.canHousePenalty;
    $("c-declare").disabled = !c.canDeclare;
    $("c-rain").disabled = !c.canDeclare;
    $("c-target-ok").disabled = !c.canSetTarget;
    $("c-super").hidden = !c.canSuperOver;
    $("c-undo").disabled = !c.canUndo;
    $("c-next-match").hidden = c.waiting !== "finished";
    const result = $("c-result");
    result.replaceChildren(...c.endReasons.map((r) => button(r.label, () => action({ type: "endMatch", reason: r.value }))));
  }

  function arm(extra) {
    armed = armed === extra ? null : extra;
    for (const b of document.querySelectorAll(".extra")) b.setAttribute("aria-pressed", String(b.dataset.extra === armed));
    const words = { wide: "Wide", noBall: "No-ball", bye: "Byes", legBye: "Leg-byes" };
    $("c-armed").textContent = armed ? words[armed] + ": now tap the runs (0 if none)" : "";
  }

  function delivery(runs) {
    const ball = { type: "delivery" };
    switch (armed) {
      case "wide": ball.wides = cricket.wideRuns + runs; break;
      case "noBall": ball.noBalls = cricket.noBallRuns; ball.bat = runs; break;
      case "bye": ball.byes = runs; break;
      case "legBye": ball.legByes = runs; break;
      default: ball.bat = runs;
    }
    return ball;
  }

  for (const b of document.querySelectorAll(".extra")) b.addEventListener("click", () => arm(b.dataset.extra));
  for (const b of document.querySelectorAll(".run, #c-five")) {
    b.addEventListener("click", function () {
      if (!cricket) return;
      action(delivery(Number(b.dataset.runs)));
      arm(null);
    });
  }
  $("c-wicket").addEventListener("click", function () { $("c-wicket-panel").hidden = false; $("c-how").focus(); });
  $("c-wicket-cancel").addEventListener("click", function () { $("c-wicket-panel").hidden = true; });
  $("c-wicket-ok").addEventListener("click", function () {
    const runs = Number($("c-wicket-runs").value);
    const ball = delivery(runs);
    ball.wicket = { kind: $("c-how").value, playerOut: $("c-who").value || undefined };
    if ($("c-fielder").value) ball.wicket.fielder = $("c-fielder").value;
    action(ball);
    arm(null);
    $("c-wicket-panel").hidden = true;
  });
  $("c-start-innings").addEventListener("click", function () {
    const type = cricket.waiting === "newPair" ? "newPair" : "openers";
    action({ type: type, striker: $("c-opener1").value || undefined, nonStriker: $("c-opener2").value || undefined });
  });
  $("c-other-ok").addEventListener("click", function () {
    const name = $("c-other").value.trim();
    if (!name || !cricket) return;
    const type = { newBatter: "newBatter", bowler: "bowler" }[cricket.waiting];
    if (type) action({ type: type, name: name });
    else action({ type: cricket.waiting, striker: name, nonStriker: $("c-opener2").value || undefined });
    $("c-other").value = "";
  });
  $("c-undo").addEventListener("click", () => action({ type: "undo" }));
  $("c-pen-bat").addEventListener("click", () => action({ type: "penaltyRuns", runs: 5, to: "batting" }));
  $("c-pen-field").addEventListener("click", () => action({ type: "penaltyRuns", runs: 5, to: "fielding" }));
  $("c-warn").addEventListener("click", () => action({ type: "warn" }));
  $("c-p5").addEventListener("click", () => action({ type: "housePenalty", runs: 5 }));
  $("c-p10").addEventListener("click", () => action({ type: "housePenalty", runs: 10 }));
  // Ending an innings cannot be taken back with a tap of the same button: asked first, in the
  // button's own words (data-confirm).
  function confirmed(button) { return window.confirm(button.dataset.confirm); }
  $("c-declare").addEventListener("click", function () { if (confirmed(this)) action({ type: "endInnings", reason: "declared" }); });
  $("c-rain").addEventListener("click", function () { if (confirmed(this)) action({ type: "endInnings", reason: "rain" }); });
  $("c-super").addEventListener("click", () => action({ type: "superOver" }));
  $("c-target-ok").addEventListener("click", function () {
    const runs = Number($("c-target-runs").value);
    const overs = $("c-target-overs").value.trim();
    const a = { type: "setTarget", runs: runs, method: "dls" };
    if (overs) a.overs = overs;
    action(a);
  });
  $("c-next-match").addEventListener("click", () => command({ startNext: true }));

  // MARK: badminton

  let badminton = null;

  function renderBadminton(b) {
    badminton = b;
    bidi.fill($("b-games"), b.game + " · " + b.gamesLine);
    bidi.fill($("b-prompt"), b.prompt);
    // The names joined here are set apart here: each a <bdi>, the words around left to right.
    bidi.line($("b-serve"), b.server ? ["Serving: ", { name: b.server }, " to ", { name: b.receiver }] : []);
    for (const side of [b.a, b.b]) {
      const s = side.side;
      const pair = side.players.length === 2 ? [" (", { name: side.players[0] }, " / ", { name: side.players[1] }, ")"] : [];
      bidi.line($("b-name-" + s), [{ name: side.name }].concat(pair, side.serving ? [" · serving"] : [], side.cards.length ? [" · cards " + side.cards.join(" ")] : []));
      $("b-points-" + s).textContent = String(side.points);
      $("b-plus-" + s).setAttribute("aria-label", "Point to " + side.name);
      $("b-minus-" + s).setAttribute("aria-label", "Take a point away from " + side.name);
      $("b-plus-" + s).disabled = b.waiting !== "rally";
      $("b-minus-" + s).disabled = b.waiting === "finished";
      $("b-card-" + s).textContent = side.name;
      $("b-side-" + s).classList.toggle("serving", side.serving);
    }
    say(b.spoken);
    $("b-next").hidden = b.waiting !== "nextGame";
    options($("b-server"), b.serverChoices);
    options($("b-receiver"), b.receiverChoices);
    $("b-pause").textContent = b.paused ? "Resume" : "Pause";
    $("b-pause").disabled = b.waiting === "finished";
    $("b-undo").disabled = !b.canUndo;
    $("b-next-match").hidden = b.waiting !== "finished";
    cardPlayers();
  }

  function cardPlayers() {
    if (!badminton) return;
    const side = $("b-card-side").value === "B" ? badminton.b : badminton.a;
    options($("b-card-player"), side.players);
  }

  for (const s of ["A", "B"]) {
    $("b-plus-" + s).addEventListener("click", () => action({ type: "point", side: s }));
    $("b-minus-" + s).addEventListener("click", () => action({ type: "minus", side: s }));
  }
  $("b-next-ok").addEventListener("click", () => action({ type: "advanceGame", server: $("b-server").value, receiver: $("b-receiver").value }));
  $("b-undo").addEventListener("click", () => action({ type: "undo" }));
  $("b-pause").addEventListener("click", () => action({ type: badminton && badminton.paused ? "resume" : "pause" }));
  $("b-card-side").addEventListener("change", cardPlayers);
  $("b-yellow").addEventListener("click", () => action({ type: "warning", side: $("b-card-side").value, player: $("b-card-player").value }));
  $("b-red").addEventListener("click", () => action({ type: "fault", side: $("b-card-side").value, player: $("b-card-player").value }));
  $("b-retire").addEventListener("click", function () {
    const side = $("b-card-side").value;
    if (confirmed(this)) action({ type: "retire", side: side });
  });
  $("b-next-match").addEventListener("click", () => command({ startNext: true }));

  connect();
})();
