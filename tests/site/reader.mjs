// What a reader of the published site does, tried in headless Chromium
// (issue 19): point at a figure's point and read its title in the page's
// language, search in every language, read the pages in dark mode, download
// a figure's CSV and get its data table, find every page in the sitemap.
//
// Categories (one line each in the summary): hover, skip, phone, search, dark, csv, sitemap.

import fs from 'node:fs';
import path from 'node:path';

// The word a point's title uses for threads, per page language.
const THREAD_WORD = { en: /\bthreads?\b/, it: /\bthread\b/, 'zh-TW': /個執行緒/, vi: /luồng/ };
// Query → the report it must find, per language (issue 19, "Done when").
const SEARCHES = [
  { lang: 'zh-TW', q: '效能', report: 'pixstor-2019' },
  { lang: 'en', q: 'sustained', report: 'pixstor-2019' },
  { lang: 'vi', q: 'hiệu năng', report: 'pixstor-2019' },
  { lang: 'vi', q: 'hieu nang', report: 'pixstor-2019' },
  { lang: 'it', q: 'metadati', report: 'pixstor-2019' },
];
const REPORT = 'pixstor-2019';

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF). */
export function parseCsv(text) {
  const rows = [];
  let row = [], cell = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; }
    else if (c === '\n') { row.push(cell.replace(/\r$/, '')); rows.push(row); row = []; cell = ''; }
    else cell += c;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

export async function checkReader({ context, origin, subPath, root, langs, shotsDir, axeSource, record, fmtAxe, notes: noted }) {
  const url = (rp) => `${origin}${subPath}${rp.split('/').map(encodeURIComponent).join('/')}`;
  const page = await context.newPage();
  try {
    // hover: the first point of the first figure, pointed at and focused.
    for (const lang of langs) {
      const rp = `${lang}/${REPORT}/index.html`;
      if (!fs.existsSync(path.join(root, rp))) continue;
      const problems = [];
      try {
        await page.goto(url(rp), { waitUntil: 'load' });
        const pt = page.locator('svg.fig circle.pt').nth(5);
        if (!(await pt.count())) throw new Error('no svg.fig circle.pt in the page (figures not inlined?)');
        // The pointer moved onto the point, as a reader's mouse is (the
        // target is transparent, which Playwright's hover() waits on).
        await pt.scrollIntoViewIfNeeded();
        const box = await pt.boundingBox();
        if (!box) throw new Error('the point has no box on screen');
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        // Points of two series may overlap: whichever is on top must answer.
        const got = await page.evaluate(() => {
          const el = document.querySelector('svg.fig circle.pt:hover');
          return { hovered: !!el, title: el?.querySelector('title')?.textContent || '', opacity: el ? getComputedStyle(el).fillOpacity : '' };
        });
        if (!got.hovered) problems.push('no point is under the pointer');
        else if (got.opacity === '0') problems.push('the hovered point shows no highlight');
        if (!THREAD_WORD[lang]?.test(got.title)) problems.push(`title "${got.title}" is not in ${lang}`);
        if (!/\d/.test(got.title)) problems.push(`title "${got.title}" has no value`);
        await pt.focus();
        const focus = await pt.evaluate((el) => ({ active: document.activeElement === el, stroke: getComputedStyle(el).strokeWidth }));
        if (!focus.active) problems.push('the point cannot take keyboard focus');
        if (focus.stroke !== '3px' && focus.stroke !== '3') problems.push(`no visible focus ring (stroke-width ${focus.stroke})`);
        record('hover', `${rp}: ${got.title}`, problems);
      } catch (e) {
        record('hover', rp, [e.message.split('\n')[0]]);
      }
    }

    // values: on every figure that has targets (scaling, latency,
    // percentiles, heat map, trend), its first point's value label is
    // hidden, then shown while the point is hovered, focused (Tab) and
    // tapped (a touch tap focuses it), and says what its title says.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    for (const lang of langs) {
      for (const report of [REPORT, 'vm-latency-sweep']) {
        const rp = `${lang}/${report}/index.html`;
        if (!fs.existsSync(path.join(root, rp))) continue;
        const problems = [];
        let seen = 0;
        try {
          await page.goto(url(rp), { waitUntil: 'load' });
          const figs = page.locator('svg.fig:has(.pt)');
          const n = await figs.count();
          if (!n) throw new Error('no figure with targets');
          const shown = () => page.evaluate(() => {
            const el = document.querySelector('svg.fig .pt:hover, svg.fig .pt:focus');
            const tip = el?.nextElementSibling;
            const box = tip?.getBoundingClientRect();
            return el && tip?.matches('.tip') && getComputedStyle(tip).visibility === 'visible' && box.width > 0
              ? { label: tip.textContent, title: el.querySelector('title')?.textContent || '' }
              : null;
          });
          for (let i = 0; i < n; i++) {
            const pt = figs.nth(i).locator('.pt').first();
            const name = await figs.nth(i).evaluate((s) => document.getElementById((s.getAttribute('aria-labelledby') || '').split(' ')[0])?.textContent);
            await page.mouse.move(0, 0);
            await page.evaluate(() => document.activeElement?.blur());
            if (await pt.evaluate((el) => getComputedStyle(el.nextElementSibling).visibility) !== 'hidden') problems.push(`"${name}": a label shows before any point is chosen`);
            await pt.scrollIntoViewIfNeeded();
            const box = await pt.boundingBox();
            const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
            const tries = {
              hover: () => page.mouse.move(x, y),
              focus: () => pt.focus(),
              tap: async () => {
                await page.mouse.move(0, 0);
                await page.evaluate(() => document.activeElement?.blur());
                await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
                await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
              },
            };
            for (const [how, act] of Object.entries(tries)) {
              await act();
              const got = await shown();
              if (!got) problems.push(`"${name}": no value label on ${how}`);
              else if (got.label !== got.title || !/\d/.test(got.label)) problems.push(`"${name}": label "${got.label}" for title "${got.title}" on ${how}`);
              else seen++;
            }
            await page.evaluate(() => document.activeElement?.blur());
          }
        } catch (e) {
          problems.push(e.message.split('\n')[0]);
        }
        record('hover', `${rp}: value labels (${seen} shown)`, problems);
      }
    }
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await cdp.detach();

    // skip: the first Tab of a page reaches the skip link, shown on screen,
    // and following it moves to the main content.
    for (const rp of ['index.html', ...langs.map((l) => `${l}/${REPORT}/index.html`), ...langs.map((l) => `${l}/search.html`)]) {
      if (!fs.existsSync(path.join(root, rp))) continue;
      const problems = [];
      try {
        await page.goto(url(rp), { waitUntil: 'load' });
        await page.keyboard.press('Tab');
        const a = await page.evaluate(() => {
          const el = document.activeElement;
          const r = el.getBoundingClientRect();
          return { skip: el.matches('a.skip[href="#main"]'), text: el.textContent.trim(), visible: r.top >= 0 && r.height > 0 };
        });
        if (!a.skip) problems.push('the first Tab does not reach a.skip[href="#main"]');
        if (!a.text) problems.push('the skip link has no text');
        if (!a.visible) problems.push('the focused skip link is off screen');
        await page.keyboard.press('Enter');
        if (!(await page.evaluate(() => location.hash === '#main' && !!document.querySelector('main#main')))) problems.push('following it does not lead to main#main');
        record('skip', `${rp}: "${a.text}"`, problems);
      } catch (e) {
        record('skip', rp, [e.message.split('\n')[0]]);
      }
    }

    // phone: at 375 px the smallest figure text is at least 9 CSS px, every
    // figure's legend begins in view, and no column of an index table is clipped.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const lang of langs) {
      for (const rp of [`${lang}/${REPORT}/index.html`, `${lang}/vm-latency-sweep/index.html`, `${lang}/index.html`]) {
        if (!fs.existsSync(path.join(root, rp))) continue;
        try {
          await page.goto(url(rp), { waitUntil: 'load' });
          const m = await page.evaluate(() => {
            let small = Infinity;
            for (const svg of document.querySelectorAll('svg.fig')) {
              const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
              for (const t of svg.querySelectorAll('text')) {
                if (t.closest('.tip')) continue;
                small = Math.min(small, parseFloat(getComputedStyle(t).fontSize) * scale);
              }
            }
            const clipped = [...document.querySelectorAll('.table-scroll:has(table.reports)')]
              .filter((d) => d.scrollWidth > d.clientWidth + 1).map((d) => `${d.scrollWidth}px in ${d.clientWidth}px`);
            // A figure scrolls sideways; its legend's first entry (top row,
            // leftmost) must be in view before any scrolling.
            const hidden = [];
            let legends = 0;
            for (const svg of document.querySelectorAll('svg.fig')) {
              const view = svg.closest('.fig-scroll').getBoundingClientRect();
              const boxes = [...svg.querySelectorAll('text.legend')].map((t) => t.getBoundingClientRect());
              if (!boxes.length) continue;
              legends++;
              const top = Math.min(...boxes.map((b) => b.top));
              const first = boxes.filter((b) => b.top < top + 2).sort((a, b) => a.left - b.left)[0];
              if (first.left < view.left || first.right > view.right) {
                hidden.push(`${svg.querySelector('title').textContent}: legend at ${first.left.toFixed(0)}–${first.right.toFixed(0)} px, view ${view.left.toFixed(0)}–${view.right.toFixed(0)} px`);
              }
            }
            return { small, clipped, hidden, legends, figures: document.querySelectorAll('svg.fig').length };
          });
          const problems = [];
          if (m.small < 9) problems.push(`figure text ${m.small.toFixed(1)} CSS px`);
          problems.push(...m.clipped.map((c) => `index table clipped: ${c}`));
          problems.push(...m.hidden.map((h) => `legend out of view: ${h}`));
          if (m.figures && !m.legends) problems.push(`${m.figures} figures, none with a text.legend`);
          record('phone', `${rp}${Number.isFinite(m.small) ? `: figure text ≥ ${m.small.toFixed(1)} px, ${m.legends} legends in view` : ''}`, problems);
        } catch (e) {
          record('phone', rp, [e.message.split('\n')[0]]);
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // search: type on the language's search page, wait for results.
    const indexed = fs.existsSync(path.join(root, 'pagefind', 'pagefind.js'));
    for (const s of SEARCHES) {
      const rp = `${s.lang}/search.html`;
      const name = `${rp} "${s.q}"`;
      if (!indexed) { record('search', name, ['no pagefind/ index in the site (run.sh runs the Pagefind CLI after the build)']); continue; }
      try {
        await page.goto(url(rp), { waitUntil: 'load' });
        await page.fill('#search-q', s.q);
        await page.waitForFunction(() => document.querySelector('#search-status')?.textContent, null, { timeout: 15_000 });
        const hrefs = await page.$$eval('#search-results a', (as) => as.map((a) => a.href));
        const hit = hrefs.find((h) => h.includes(`/${s.lang}/${s.report}/index.html`));
        const problems = [];
        if (!hit) problems.push(`no result links to ${s.lang}/${s.report}/ (got ${hrefs.length}: ${hrefs.slice(0, 4).join(', ')})`);
        if (hrefs.some((h) => !h.includes(`/${s.lang}/`))) problems.push('a result is in another language');
        // Results open the section that matched (Pagefind's sub-results,
        // from headings with an id), not only the top of the page.
        if (hit && !/#[^#]+$/.test(hit)) problems.push(`the result links to the page, not a section: ${hit}`);
        else if (hit) {
          const id = decodeURIComponent(hit.split('#')[1]);
          await page.goto(hit, { waitUntil: 'load' });
          if (!(await page.evaluate((i) => !!document.getElementById(i), id))) problems.push(`#${id} is not an id in the page`);
        }
        record('search', `${name} → ${hit ? hit.replace(/^.*\/site\//, '') : 'nothing'}`, problems);
      } catch (e) {
        record('search', name, [e.message.split('\n')[0]]);
      }
    }

    // dark: every language's report and the landing page, in the dark scheme:
    // axe (contrast included) and a screenshot each.
    await page.emulateMedia({ colorScheme: 'dark' });
    const darkPages = ['index.html', ...langs.map((l) => `${l}/${REPORT}/index.html`)]
      .filter((rp) => fs.existsSync(path.join(root, rp)));
    for (const rp of darkPages) {
      const problems = [];
      try {
        await page.goto(url(rp), { waitUntil: 'load' });
        const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        const [r, g, b] = (bg.match(/\d+/g) || []).map(Number);
        if (!(r + g + b < 150)) problems.push(`background ${bg} is not dark`);
        const figBg = await page.evaluate(() => {
          const rect = document.querySelector('svg.fig rect[fill="#FFFFFF"]');
          return rect ? getComputedStyle(rect).fill : null;
        });
        if (figBg && figBg === 'rgb(255, 255, 255)') problems.push('figure background stays white');
        await page.evaluate(axeSource);
        const res = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
        problems.push(...res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(fmtAxe));
        if (shotsDir) {
          const shot = rp === 'index.html' ? 'index-dark.png' : `${rp.split('/')[0]}-${REPORT}-dark.png`;
          await page.screenshot({ path: path.join(shotsDir, shot), fullPage: true });
        }
      } catch (e) {
        problems.push(e.message.split('\n')[0]);
      }
      record('dark', rp, problems);
    }
    // The no-script switch: light chosen in a dark system, and dark in a light one.
    await page.goto(url(`en/${REPORT}/index.html`), { waitUntil: 'load' });
    await page.check('#theme-light');
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.check('#theme-dark');
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // The choice is remembered on the next page (assets/theme.js, a file),
    // and "automatic" forgets it again.
    await page.goto(url('index.html'), { waitUntil: 'load' });
    const kept = await page.evaluate(() => ({
      checked: document.getElementById('theme-dark')?.checked,
      bg: getComputedStyle(document.body).backgroundColor,
    }));
    await page.check('#theme-auto');
    await page.goto(url(`it/${REPORT}/index.html`), { waitUntil: 'load' });
    const forgot = await page.evaluate(() => ({
      checked: document.getElementById('theme-auto')?.checked,
      bg: getComputedStyle(document.body).backgroundColor,
    }));
    record('dark', 'theme switch, remembered across pages', [
      light === 'rgb(255, 255, 255)' ? '' : `"light" in a dark system gives ${light}`,
      dark !== 'rgb(255, 255, 255)' ? '' : '"dark" in a light system stays white',
      kept.checked && kept.bg !== 'rgb(255, 255, 255)' ? '' : `"dark" is not kept on the next page (checked ${kept.checked}, ${kept.bg})`,
      forgot.checked && forgot.bg === 'rgb(255, 255, 255)' ? '' : `"automatic" is not kept on the next page (checked ${forgot.checked}, ${forgot.bg})`,
    ]);
    await page.goto(url(`en/${REPORT}/index.html`), { waitUntil: 'load' });
    await page.emulateMedia({ colorScheme: 'dark' });
    if (shotsDir) {
      // A figure's point hovered, in dark mode (the tooltip itself is drawn by
      // the system and is not in screenshots; the ring is).
      const pt = page.locator('svg.fig circle.pt').nth(3);
      if (await pt.count()) {
        await pt.focus();
        const fig = page.locator('svg.fig').first();
        await fig.screenshot({ path: path.join(shotsDir, `en-${REPORT}-figure-focus-dark.png`) });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // csv: every CSV link, right under its data table, holds the figure's
    // numbers in machine form: a header ending series,value,unit,estimated
    // and a number in every value cell.
    for (const lang of langs) {
      for (const report of fs.readdirSync(path.join(root, lang), { withFileTypes: true }).filter((e) => e.isDirectory())) {
        const rp = `${lang}/${report.name}/index.html`;
        if (!fs.existsSync(path.join(root, rp))) continue;
        await page.goto(url(rp), { waitUntil: 'load' });
        const figs = await page.$$eval('.figure-links a[href$=".csv"]', (as) => as.map((a) => ({
          href: a.href,
          table: !!a.closest('.figure-links').previousElementSibling?.querySelector('table'),
        })));
        const nFigures = await page.$$eval('svg.fig', (s) => s.length);
        const problems = [];
        for (const f of figs) {
          const res = await page.request.get(f.href);
          if (!res.ok()) { problems.push(`${f.href}: HTTP ${res.status()}`); continue; }
          const [header = [], ...rows] = parseCsv(await res.text());
          const name = f.href.split('/').pop();
          const value = header.length - 3;
          if (!f.table) problems.push(`${name}: no data table above its link`);
          if (header.slice(value - 1).join() !== 'series,value,unit,estimated') problems.push(`${name}: header ${header.join()}`);
          else if (!rows.length) problems.push(`${name}: no numbers`);
          const bad = rows.find((r) => r[value] === '' || !Number.isFinite(Number(r[value])));
          if (bad) problems.push(`${name}: value ${bad[value]} is not a number`);
        }
        // Every figure, whatever its kind (scaling, overlay, change bars,
        // latency, percentiles, heat map, analytics, trend), has its table
        // and CSV: the first figure followed by another figure (or the end
        // of the page) before any CSV link is named.
        const bare = await page.$$eval('svg.fig', (svgs) => svgs.map((svg, i) => {
          const all = [...document.querySelectorAll('svg.fig, .figure-links a[href$=".csv"]')];
          const next = all[all.indexOf(svg) + 1];
          const id = (svg.getAttribute("aria-labelledby") || "").split(" ")[0];
          return next && next.matches("a") ? null : (id && document.getElementById(id)?.textContent) || `figure ${i + 1}`;
        }).filter(Boolean));
        if (figs.length < nFigures) problems.push(`${nFigures - figs.length} of ${nFigures} figures have no CSV link`);
        problems.push(...bare.slice(0, 3).map((t) => `no CSV under "${t}"`));
        record('csv', `${rp} (${figs.length} CSV, ${nFigures} figures)`, problems);
      }
    }
  } finally {
    await page.close();
  }

  // sitemap: every address resolves to a page of the site.
  const smPath = path.join(root, 'sitemap.xml');
  if (!fs.existsSync(smPath)) {
    record('sitemap', 'sitemap.xml', ['missing']);
  } else {
    const xml = fs.readFileSync(smPath, 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const hrefs = [...xml.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    const base = (locs[0] || '').replace(/index\.html$/, '');
    const missing = [...locs, ...hrefs].filter((l) => !fs.existsSync(path.join(root, l.slice(base.length))));
    const reportPages = langs.flatMap((l) => fs.readdirSync(path.join(root, l), { withFileTypes: true })
      .filter((e) => e.isDirectory() && fs.existsSync(path.join(root, l, e.name, 'index.html')))
      .map((e) => `${base}${l}/${e.name}/index.html`));
    const absent = reportPages.filter((p) => !locs.includes(p));
    record('sitemap', `sitemap.xml (${locs.length} pages)`, [
      ...missing.slice(0, 5).map((m) => `${m} does not exist`),
      ...absent.slice(0, 5).map((p) => `${p} is not listed`),
    ]);
  }
}
