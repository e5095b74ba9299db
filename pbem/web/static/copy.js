// The game page's Copy buttons: the text of the textarea a button names
// (data-copy="ID") goes to the clipboard; where the browser refuses that (no https,
// no permission), the text is selected for the player to copy by hand.
document.querySelectorAll("button.copy[data-copy]").forEach(function (button) {
  button.addEventListener("click", function () {
    var area = document.getElementById(button.dataset.copy);
    area.select();
    var said = function (text) { button.textContent = text; };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(area.value).then(
        function () { said(pbemWords("copied", {})); },
        function () { said(pbemWords("selected", {})); });
    } else {
      said(pbemWords(document.execCommand && document.execCommand("copy") ? "copied"
                     : "selected", {}));
    }
  });
});
