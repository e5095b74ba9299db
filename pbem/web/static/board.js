// Play by clicking the board. The game's picture of the map and the chips of its
// panels (#board-picture holds both) mark what a command can name with
// data-token="<its word in the notation>" (and data-verbs="<first words>" where the
// word alone is ambiguous); the page lists the seat's legal commands as buttons, each
// with its words (#legal-list). There is one way to act: press a command. The board
// and the command box only narrow the list: the commands shown are those that start
// with the box's text, the board elements whose token is such a command's next word
// are highlighted and focusable, and clicking one (or Enter on it) extends the box to
// what all commands through that word have in common. With the box empty a lit
// element may also stand for the word after the first (space 6 for `take 6`), when
// the commands naming it all start alike. Typing stays possible (a plan, a longer
// form); "Clear" starts again. No framework: the page works without this script, as
// plain forms. How the map is shown (its scale, pan and zoom) is board_view.js's.
(function () {
  "use strict";
  var picture = document.getElementById("board-picture");
  if (!picture) { return; }

  var box = document.getElementById("command");
  var list = document.getElementById("legal-list");
  var status = document.getElementById("commands-filter");
  if (!box || !list || !status) { return; }
  var buttons = Array.prototype.slice.call(list.querySelectorAll("button.legal-command"));
  var legal = buttons.map(function (b) { return b.value; });
  var lower = legal.map(function (c) { return c.toLowerCase(); });
  var firstWord = lower.map(function (c) { return c.split(" ")[0]; });
  var folded = document.getElementById("legal-all");
  var openedHere = false;

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

  // the next word of each shown command (after T) -> the commands it leads to; with
  // the box empty, also the word after a first word the board does not show
  function nextWords(t, shown) {
    var words = new Map();
    function add(w, i) {
      if (w === null) { return; }
      if (!words.has(w)) { words.set(w, []); }
      words.get(w).push(i);
    }
    shown.forEach(function (i) {
      add(nextWord(lower[i], t), i);
      if (!t && !elements.has(firstWord[i])) {
        add(nextWord(lower[i], firstWord[i] + " "), i);
      }
    });
    return words;
  }

  function lightBoard(t, shown) {
    unlight();
    nextWords(t, shown).forEach(function (indexes, w) {
      (elements.get(w) || []).forEach(function (el) {
        var mine = allowed(el, indexes);
        var through = mine.length ? commonStart(mine).toLowerCase() : "";
        if (mine.length && through.length > t.replace(/ $/, "").length &&
            (through === w || through.endsWith(" " + w) || through.endsWith("-" + w) ||
             through.endsWith("," + w))) {
          light(el, mine, w);
        }
      });
    });
    picture.classList.toggle("armed", lit.length > 0);
  }

  function showList(t, shown) {
    var keep = new Set(shown);
    buttons.forEach(function (b, i) { b.parentNode.hidden = t !== "" && !keep.has(i); });
    if (folded) {
      if (t && shown.length && !folded.open) { folded.open = true; openedHere = true; }
      if (!t && openedHere) { folded.open = false; openedHere = false; }
    }
  }

  function say(t, shown) {
    status.textContent = "";
    if (!t) { status.hidden = true; return; }
    var typed = {typed: box.value.trim(), shown: shown.length, total: legal.length};
    status.appendChild(document.createTextNode((shown.length ?
      pbemWords("some_start", typed) + (lit.length ? " " + pbemWords("click_lit", {}) : "") :
      pbemWords("none_start", typed)) + " "));
    var clear = document.createElement("button");
    clear.type = "button";
    clear.className = "clear";
    clear.id = "commands-clear";
    clear.textContent = pbemWords("clear", {});
    clear.addEventListener("click", function () { box.value = ""; update(); box.focus(); });
    status.appendChild(clear);
    status.hidden = false;
  }

  function update() {
    var t = typed();
    var shown = [];
    lower.forEach(function (c, i) { if (c.startsWith(t)) { shown.push(i); } });
    lightBoard(t, shown);
    showList(t, shown);
    say(t, shown);
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
