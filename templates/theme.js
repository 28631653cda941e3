// Keeps the reader's light/dark choice from page to page. The switch itself
// is a radio group styled with CSS (`:root:has(#theme-dark:checked)`), so it
// works without this file; the file only remembers the choice in
// localStorage and restores it on the next page. It is served as a file and
// placed right after the switch (no inline script, so the pages' strict
// policy holds), which restores the choice before the page below is drawn.
(function () {
  'use strict';
  var KEY = 'pixreport-theme';
  var auto = document.getElementById('theme-auto');
  if (!auto) return;
  var store = null;
  try { store = window.localStorage; } catch (e) { store = null; }
  if (!store) return;
  var saved = null;
  try { saved = store.getItem(KEY); } catch (e) { saved = null; }
  if (saved === 'light' || saved === 'dark') {
    var input = document.getElementById('theme-' + saved);
    if (input) input.checked = true;
  }
  ['auto', 'light', 'dark'].forEach(function (name) {
    var input = document.getElementById('theme-' + name);
    if (!input) return;
    input.addEventListener('change', function () {
      try {
        if (name === 'auto') store.removeItem(KEY);
        else store.setItem(KEY, name);
      } catch (e) { /* storage full or refused: the choice stays per page */ }
    });
  });
})();
