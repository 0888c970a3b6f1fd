// The live view: lays out the Scoreboard fields the kiosk sends, exactly as sent. Nothing is
// formatted here; the engine's display builder wrote every string.
"use strict";
(function () {
  const board = document.getElementById("board");
  const announce = document.getElementById("announce");
  const link = document.getElementById("link");
  let lastAnnounced = "";

  function fieldElement(field) {
    const row = document.createElement("div");
    row.className = "field prio-" + field.priority + " role-" + field.role + (field.flag ? " flagged" : "");
    row.dataset.key = field.key;
    if (field.text) {
      const text = document.createElement("span");
      // A strip's text repeats its tokens: read out, not drawn twice.
      text.className = field.items && field.items.length ? "text visually-hidden" : "text";
      // A name the engine isolated becomes a <bdi>, its figures a left-to-right run (bidi.js).
      window.scorelineBidi.fill(text, field.text);
      row.appendChild(text);
    }
    if (field.items && field.items.length) {
      const strip = document.createElement("span");
      strip.className = "tokens";
      for (const item of field.items) {
        const token = document.createElement("span");
        token.className = "token role-" + item.role;
        token.textContent = item.text;
        strip.appendChild(token);
      }
      row.appendChild(strip);
    }
    return row;
  }

  function show(message) {
    const fields = message.board.fields;
    board.replaceChildren(...fields.map(fieldElement));
    board.dataset.layout = message.board.layout;
    board.dataset.seq = message.seq === null ? "" : String(message.seq);
    // Read out the score in the engine's words when it changes, not every clock tick.
    const spoken = message.spoken || "";
    if (spoken !== lastAnnounced) {
      announce.textContent = spoken;
      lastAnnounced = spoken;
    }
  }

  function connect(delay) {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(scheme + "//" + location.host + "/ws/live");
    socket.onopen = function () { link.textContent = "Live"; link.className = "link up"; delay = 500; };
    socket.onmessage = function (event) {
      const message = JSON.parse(event.data);
      if (message.type === "board") show(message);
    };
    socket.onclose = function () {
      link.textContent = "Reconnecting…";
      link.className = "link down";
      setTimeout(function () { connect(Math.min(delay * 2, 5000)); }, delay);
    };
  }
  window.scorelineLive = { show: show };
  connect(500);
})();
