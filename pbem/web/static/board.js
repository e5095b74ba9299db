// Play by clicking the board. The game's picture of the map and the chips of its
// panels (#board-picture holds both) mark what a command can name with
// data-token="<its word in the notation>" (and data-verbs="<first words>" where the
// word alone is ambiguous); the page embeds the seat's legal commands (#legal-json).
// The candidates are the legal commands that start with the command box's text; the
// board elements whose token is a candidate's next word are highlighted and focusable,
// and clicking one (or Enter on it) extends the box to what all candidates through
// that word have in common. A next word the board does not show (pass, end, +1...)
// is a button under the box; when the box holds a whole legal command, "Send" submits
// the page's own form. Typing stays possible; "Clear" starts again. No framework:
// the page works without this script, as a plain form. How the map is shown (its
// scale, pan and zoom) is board_view.js's.
(function () {
  "use strict";
  var picture = document.getElementById("board-picture");
  if (!picture) { return; }

  var data = document.getElementById("legal-json");
  var box = document.getElementById("command");
  var choices = document.getElementById("board-choices");
  if (!data || !box || !choices) { return; }
  var legal = JSON.parse(data.textContent);
  var lower = legal.map(function (c) { return c.toLowerCase(); });
  var firstWord = lower.map(function (c) { return c.split(" ")[0]; });

  // token (lower case) -> its elements; tokens by first letter, longest first
  var elements = new Map();
  var byLetter = new Map();
  picture.querySelectorAll("[data-token]").forEach(function (el) {
    var token = el.getAttribute("data-token").toLowerCase();
    if (!elements.has(token)) {
      elements.set(token, []);
      var list = byLetter.get(token[0]) || [];
      list.push(token);
      byLetter.set(token[0], list);
    }
    elements.get(token).push(el);
  });
  byLetter.forEach(function (list) { list.sort(function (a, b) { return b.length - a.length; }); });

  function isSep(ch) { return ch === " " || ch === "-" || ch === ","; }

  // The next word of candidate C after the typed text T (C starts with T): a board
  // token when one matches there whole, else the text up to the next space; null when
  // T is all of C. A word being typed is the word it completes.
  function nextWord(c, t) {
    var pos = t.length;
    if (pos >= c.length) { return null; }
    if (pos > 0 && !isSep(t[pos - 1]) && !isSep(c[pos])) {
      while (pos > 0 && !isSep(c[pos - 1])) { pos--; }
    }
    while (pos < c.length && isSep(c[pos])) { pos++; }
    if (pos >= c.length) { return null; }
    var tokens = byLetter.get(c[pos]) || [];
    for (var i = 0; i < tokens.length; i++) {
      var end = pos + tokens[i].length;
      if (c.startsWith(tokens[i], pos) && (end === c.length || isSep(c[end]))) {
        return tokens[i];
      }
    }
    var space = c.indexOf(" ", pos);
    return c.slice(pos, space < 0 ? c.length : space);
  }

  // What the commands INDEXES have in common from their start, cut back to the end of
  // a word, in their own spelling.
  function commonStart(indexes) {
    var first = lower[indexes[0]];
    var n = first.length;
    indexes.forEach(function (i) {
      var c = lower[i];
      var k = 0;
      while (k < n && k < c.length && c[k] === first[k]) { k++; }
      n = k;
    });
    var whole = indexes.every(function (i) { return n === lower[i].length || isSep(lower[i][n]); });
    if (!whole) { while (n > 0 && !isSep(first[n - 1])) { n--; } }
    while (n > 0 && isSep(first[n - 1])) { n--; }
    return legal[indexes[0]].slice(0, n);
  }

  function typed() {
    return box.value.toLowerCase().replace(/\s+/g, " ").replace(/^ /, "");
  }

  // an element stands for WORD among the commands INDEXES: those whose first word
  // its data-verbs allows (all of them without data-verbs)
  function allowed(el, indexes) {
    var verbs = el.getAttribute("data-verbs");
    if (!verbs) { return indexes; }
    var list = verbs.toLowerCase().split(" ");
    return indexes.filter(function (i) { return list.indexOf(firstWord[i]) >= 0; });
  }

  var lit = [];

  function choose(indexes) {
    box.value = commonStart(indexes);
    update();
  }

  function light(el, indexes, word) {
    el.classList.add("can-act");
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    el.setAttribute("aria-label", word);
    el.pbemChoose = function () { choose(indexes); };
    lit.push(el);
  }

  function unlight() {
    lit.forEach(function (el) {
      el.classList.remove("can-act");
      el.removeAttribute("tabindex");
      el.removeAttribute("role");
      el.removeAttribute("aria-label");
      el.pbemChoose = null;
    });
    lit = [];
  }

  function button(label, cls, action) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = cls;
    b.textContent = label;
    b.addEventListener("click", action);
    choices.appendChild(b);
    return b;
  }

  function update() {
    var t = typed();
    var whole = t.replace(/ $/, "");
    var words = new Map();       // next word -> indexes of the candidates it leads to
    var complete = -1;
    for (var i = 0; i < lower.length; i++) {
      var c = lower[i];
      if (c === whole) { complete = i; }
      if (!c.startsWith(t)) { continue; }
      var w = nextWord(c, t);
      if (w === null) { continue; }
      if (!words.has(w)) { words.set(w, []); }
      words.get(w).push(i);
    }
    unlight();
    choices.textContent = "";
    var offered = [];
    words.forEach(function (indexes, w) {
      var onBoard = false;
      (elements.get(w) || []).forEach(function (el) {
        var mine = allowed(el, indexes);
        if (mine.length) { light(el, mine, w); onBoard = true; }
      });
      if (!onBoard) { offered.push([w, indexes]); }
    });
    picture.classList.toggle("armed", lit.length > 0);
    if (complete >= 0) {
      var send = button("Send: " + legal[complete], "send", function () {
        box.value = legal[complete];
        box.form.requestSubmit();
      });
      send.id = "board-send";
    }
    offered.forEach(function (pair) {
      button(pair[0], "word", function () { choose(pair[1]); });
    });
    if (t) { button("Clear", "clear", function () { box.value = ""; update(); }); }
    var hint = document.createElement("span");
    hint.className = "muted hint";
    hint.textContent = lit.length ? " or click a highlighted place on the board" :
      (words.size || complete >= 0 ? "" : " no legal command starts so");
    choices.appendChild(hint);
    choices.hidden = false;
  }

  function activate(ev) {
    var el = ev.target.closest ? ev.target.closest(".can-act") : null;
    if (!el || !el.pbemChoose) { return; }
    if (ev.type === "keydown" && ev.key !== "Enter" && ev.key !== " ") { return; }
    ev.preventDefault();
    el.pbemChoose();
  }

  picture.addEventListener("click", activate);
  picture.addEventListener("keydown", activate);
  box.addEventListener("input", update);
  update();
}());
