// The words the pages' scripts write, in the page's language: base.html holds them in
// a JSON data block (#pbem-words, pbem.web.language.script_words), so no script
// carries English of its own. pbemWords("left", {time: "3m"}) fills {time}.
function pbemWords(key, fields) {
  "use strict";
  var block = document.getElementById("pbem-words");
  var text = JSON.parse(block.textContent)[key];
  return text.replace(/\{(\w+)\}/g, function (all, name) { return fields[name]; });
}
