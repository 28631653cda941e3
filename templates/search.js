// Site search for pixreport pages. The index is Pagefind's, one per language,
// built after `pixreport build` with `npx pagefind --site OUTPUT --keep-index-url`
// (see docs/decisions.md). This file is served as a file (the pages' policy
// allows no inline script); it loads the index only when the reader types,
// and writes results with textContent only, never as markup.
(function () {
  'use strict';
  var form = document.getElementById('search');
  if (!form) return;
  var input = document.getElementById('search-q');
  var status = document.getElementById('search-status');
  var list = document.getElementById('search-results');
  var root = new URL(form.getAttribute('data-root'), document.baseURI);
  var engine = null;
  var latest = 0;

  function say(text) { status.textContent = text; }

  function load() {
    if (!engine) {
      engine = import(new URL('pagefind/pagefind.js', root).href).then(function (pf) {
        return Promise.resolve(pf.options({ baseUrl: root.pathname })).then(function () {
          return pf.init ? Promise.resolve(pf.init()).then(function () { return pf; }) : pf;
        });
      });
    }
    return engine;
  }

  function text(html) {
    var t = document.createElement('template');
    t.innerHTML = html;
    return t.content.textContent || '';
  }

  // The part of a page a result should open: of Pagefind's sub-results
  // (one per heading with an id), the section where the words weigh most.
  // The page's top (title, contents list) repeats every heading, so it
  // answers only when no section matches.
  function weight(sub) {
    return (sub.weighted_locations || []).reduce(function (n, l) {
      return n + (l.balanced_score || l.weight || 1);
    }, 0) || (sub.locations || []).length;
  }

  function best(r) {
    var subs = r.sub_results || [];
    var sections = subs.filter(function (s) { return s.url && s.url.indexOf('#') >= 0; });
    var pick = sections.reduce(function (a, s) { return !a || weight(s) > weight(a) ? s : a; }, null);
    return pick || subs[0] || r;
  }

  function show(items, token) {
    if (token !== latest) return;
    list.replaceChildren();
    items.forEach(function (r) {
      var sub = best(r);
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = new URL(sub.url, root).href;
      a.textContent = (r.meta && r.meta.title) || r.url;
      var section = document.createElement('span');
      section.className = 'section';
      if (sub !== r && sub.title) section.textContent = ' — ' + sub.title;
      var p = document.createElement('p');
      p.textContent = text(sub.excerpt || r.excerpt || '');
      li.append(a, section, p);
      list.append(li);
    });
    say(items.length ? form.getAttribute('data-found') : form.getAttribute('data-none'));
  }

  function search() {
    var q = input.value.trim();
    var token = ++latest;
    if (!q) { list.replaceChildren(); say(''); return; }
    load().then(function (pf) {
      return pf.search(q);
    }).then(function (res) {
      return Promise.all(res.results.slice(0, 20).map(function (r) { return r.data(); }));
    }).then(function (items) {
      show(items, token);
    }).catch(function () {
      if (token === latest) say(form.getAttribute('data-unavailable'));
    });
  }

  var timer = null;
  input.addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(search, 150);
  });
  form.addEventListener('submit', function (e) { e.preventDefault(); search(); });
  form.hidden = false;
  var off = document.getElementById('search-off');
  if (off) off.hidden = true;
})();
