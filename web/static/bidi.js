// Names set apart from the figures beside them (ADR 041). The engine wraps a right-to-left
// name in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 … U+2069) where it joins it
// to figures ("⁨محمد رضوان⁩ 1.0-0-19-1"); a page turns each pair into a <bdi> (the marks
// taken off, so nothing is isolated twice or drawn as a box) and puts the words and figures
// around it in left-to-right isolates of their own, so "1.0-0-19-1" reads left to right after
// the name. Text only: every string goes in as a text node, never as markup.
"use strict";
window.scorelineBidi = (function () {
  const FSI = "\u2068", PDI = "\u2069", LRI = "\u2066", RLI = "\u2067";

  // [{text, isolated}] in order; the same cut as the engine's BidiIsolation.runs. Isolates
  // nested in a name stay in it; a mark without its partner stays in the text.
  function runs(text) {
    if (!text) return [];
    if (text.indexOf(FSI) < 0) return [{ text: text, isolated: false }];
    const out = [];
    let plain = "", name = "", depth = 0;
    for (const c of text) {
      if (depth === 0) {
        if (c === FSI) depth = 1; else plain += c;
        continue;
      }
      if (c === FSI || c === LRI || c === RLI) depth += 1;
      else if (c === PDI) depth -= 1;
      if (depth > 0) {
        name += c;
      } else {
        if (plain) out.push({ text: plain, isolated: false });
        out.push({ text: name, isolated: true });
        plain = "";
        name = "";
      }
    }
    if (depth > 0) plain += FSI + name;
    if (plain) out.push({ text: plain, isolated: false });
    return out;
  }

  // A name as an element of its own: <bdi> takes its direction from its first strong letter.
  function name(text) {
    const bdi = document.createElement("bdi");
    bdi.textContent = text;
    return bdi;
  }

  // Words and figures beside a name: a left-to-right isolate, as the page reads.
  function words(text) {
    const span = document.createElement("span");
    span.dir = "ltr";
    span.textContent = text;
    return span;
  }

  // `element`'s content becomes `text`, each isolated name a <bdi>. Text with no marks stays
  // one text node, as before.
  function fill(element, text) {
    const parts = runs(text || "");
    if (parts.length <= 1 && !(parts[0] && parts[0].isolated)) {
      element.textContent = parts.length ? parts[0].text : "";
      return;
    }
    element.replaceChildren(...parts.map((p) => (p.isolated ? name(p.text) : words(p.text))));
  }

  // A line the page joins itself: strings as words, {name} as a <bdi>.
  function line(element, pieces) {
    element.replaceChildren(...pieces.filter((p) => p !== "" && p !== null && p !== undefined)
      .map((p) => (typeof p === "string" ? words(p) : name(p.name))));
  }

  return { runs: runs, fill: fill, name: name, line: line };
})();
