#!/usr/bin/env node
// Checks of the static site that `pixreport build` writes.
//
//   node tests/site/check.mjs OUTPUT_DIR [--screenshots DIR]
//
// 1. links   every href/src/srcset (and CSS url()) of every HTML file resolves
//            to an existing file inside OUTPUT_DIR; #fragments exist as ids in
//            the target; no external (http, https, //host) resources or links.
// 2. html    the Nu HTML Checker (vnu-jar, run with the machine's java) finds no
//    svg     error in any HTML file, nor in any SVG figure (checked as SVG).
// 3. http    headless Chromium opens every page from a loopback HTTP server that
//    file    serves the site under a sub-path, and again from file://; no console
//            error, page error, failed request or HTTP error; every <img> loaded.
//    layout  no horizontal page overflow at a 360 px wide viewport.
// 4. a11y    axe-core finds no violation of impact serious or critical.
// 5. shots   with --screenshots DIR, full-page PNGs of the landing page and of one
//            report per language.
// 6. reader  (reader.mjs) hover titles in the page language, search in every
//            language, dark mode (axe + screenshots), CSV = data table, sitemap.
//
// The last line printed is `N passed, M failed`; the exit code is 1 on failure.

import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse as parseHtml } from 'parse5';
import { checkReader } from './reader.mjs';

const require = createRequire(import.meta.url);

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const PARALLEL = 2; // pages open at once; the machine has 2 shared cores
const TIMEOUT_S = Number(process.env.SITE_CHECK_TIMEOUT_S || 300);
const PAGE_TIMEOUT_MS = 30_000;
const DESKTOP = { width: 1280, height: 900 };
const NARROW = { width: 360, height: 740 };
const SUB_PATH = '/some/sub/path/site/'; // pages must not depend on being at '/'
const SCREENSHOT_REPORT = 'pixstor-2019';

// ---------------------------------------------------------------- arguments

function usage(msg) {
  if (msg) console.error(`error: ${msg}`);
  console.error('usage: node tests/site/check.mjs OUTPUT_DIR [--screenshots DIR]');
  process.exit(2);
}

let root = null;
let shotsDir = null;
{
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--screenshots') {
      if (i + 1 >= argv.length) usage('--screenshots needs a folder');
      shotsDir = path.resolve(argv[++i]);
    } else if (a.startsWith('--screenshots=')) {
      shotsDir = path.resolve(a.slice('--screenshots='.length));
    } else if (a === '-h' || a === '--help') {
      usage();
    } else if (a.startsWith('-')) {
      usage(`unknown option ${a}`);
    } else if (root === null) {
      root = path.resolve(a);
    } else {
      usage(`unexpected argument ${a}`);
    }
  }
  if (root === null) usage('OUTPUT_DIR is required');
  if (!fs.existsSync(path.join(root, 'index.html'))) usage(`${root}/index.html does not exist`);
  root = fs.realpathSync(root);
}

// ---------------------------------------------------------------- results

const results = []; // { cat, name, problems: string[] }
const notes = [];
function record(cat, name, problems) {
  results.push({ cat, name, problems: problems.filter(Boolean) });
}
const rel = (abs) => path.relative(root, abs).split(path.sep).join('/');
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)}s`;
const log = (msg) => console.log(`[${elapsed()}] ${msg}`);

function printReport() {
  const order = ['links', 'html', 'svg', 'http', 'file', 'layout', 'a11y', 'shots', 'hover', 'skip', 'phone', 'search', 'dark', 'csv', 'sitemap', 'harness'];
  const rank = (c) => (order.includes(c) ? order.indexOf(c) : order.length);
  const failed = results.filter((r) => r.problems.length > 0)
    .sort((a, b) => rank(a.cat) - rank(b.cat) || a.name.localeCompare(b.name));
  if (failed.length) {
    console.log('\nFailures:');
    for (const r of failed) {
      console.log(`FAIL [${r.cat}] ${r.name}`);
      for (const p of r.problems) console.log(`  - ${p.replace(/\n/g, '\n    ')}`);
    }
  }
  if (notes.length) {
    console.log('\nNotes:');
    for (const n of notes) console.log(`  ${n}`);
  }
  console.log('\nSummary:');
  const cats = [...new Set(results.map((r) => r.cat))].sort((a, b) => rank(a) - rank(b));
  for (const c of cats) {
    const rs = results.filter((r) => r.cat === c);
    const bad = rs.filter((r) => r.problems.length).length;
    console.log(`  ${c.padEnd(7)} ${String(rs.length - bad).padStart(3)} passed, ${bad} failed`);
  }
  console.log(`  time    ${elapsed()}`);
  const nFail = failed.length;
  console.log(`${results.length - nFail} passed, ${nFail} failed`);
  return nFail;
}

// ---------------------------------------------------------------- files

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile()) out.push(p);
  }
  return out;
}
const allFiles = walk(root).sort();
const htmlFiles = allFiles.filter((f) => /\.html?$/i.test(f));
const svgFiles = allFiles.filter((f) => /\.svg$/i.test(f));

// Pages: the landing page, <lang>/index.html, <lang>/<report>/index.html.
const langs = fs.readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory() && fs.existsSync(path.join(root, e.name, 'index.html')))
  .map((e) => e.name).sort();
const isReportPage = (r) => /^[^/]+\/[^/]+\/index\.html$/.test(r);
const pages = htmlFiles.map(rel);

// ---------------------------------------------------------------- 1. links

const parsedCache = new Map(); // abs path -> { doc, ids:Set }
function parseFile(abs) {
  let p = parsedCache.get(abs);
  if (!p) {
    const text = fs.readFileSync(abs, 'utf8');
    const doc = parseHtml(text, { sourceCodeLocationInfo: true });
    const ids = new Set();
    walkNodes(doc, (n) => {
      for (const a of n.attrs || []) {
        if (a.name === 'id' || (a.name === 'name' && n.tagName === 'a')) ids.add(a.value);
      }
    });
    p = { doc, ids };
    parsedCache.set(abs, p);
  }
  return p;
}

function walkNodes(node, fn) {
  fn(node);
  for (const c of node.childNodes || []) walkNodes(c, fn);
  if (node.content) walkNodes(node.content, fn); // <template>
}

const URL_ATTRS = new Set(['href', 'src', 'poster', 'data', 'action', 'formaction', 'background', 'manifest']);

function* refsOf(node) {
  for (const a of node.attrs || []) {
    const name = a.prefix ? `${a.prefix}:${a.name}` : a.name;
    if (URL_ATTRS.has(a.name)) yield { attr: name, value: a.value };
    else if (a.name === 'srcset' || a.name === 'imagesrcset') {
      for (const cand of a.value.split(',')) {
        const u = cand.trim().split(/\s+/)[0];
        if (u) yield { attr: name, value: u };
      }
    } else if (a.name === 'style') {
      for (const u of cssUrls(a.value)) yield { attr: 'style url()', value: u };
    } else if (a.name === 'http-equiv' && /refresh/i.test(a.value)) {
      const c = (node.attrs.find((x) => x.name === 'content') || {}).value || '';
      const m = /url\s*=\s*['"]?([^'"]+)/i.exec(c);
      if (m) yield { attr: 'meta refresh', value: m[1] };
    }
  }
  if (node.tagName === 'style') {
    const text = (node.childNodes || []).map((c) => c.value || '').join('');
    for (const u of cssUrls(text)) yield { attr: '<style> url()', value: u };
  }
}

function cssUrls(css) {
  const out = [];
  const re = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi;
  let m;
  while ((m = re.exec(css))) out.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]);
  return out.filter((u) => u !== undefined);
}

function idsOfTarget(abs) {
  if (/\.(html?|svg|xhtml)$/i.test(abs)) return parseFile(abs).ids;
  return null;
}

function decode(s) {
  try { return decodeURIComponent(s); } catch { return s; }
}

function checkRef(fromAbs, ref) {
  const v = ref.value.trim();
  if (v === '') return `${ref.attr}="" is empty`;
  if (/^\/\//.test(v)) return `${ref.attr}="${v}": external (protocol-relative) URL; the site must have no external resources`;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(v);
  if (scheme) {
    const s = scheme[1].toLowerCase();
    if (s === 'mailto' || s === 'data') return null;
    if (s === 'http' || s === 'https') return `${ref.attr}="${v}": external URL; the site must have no external resources`;
    return `${ref.attr}="${v}": scheme "${s}:" is not allowed`;
  }
  if (v.startsWith('/')) return `${ref.attr}="${v}": root-relative path; breaks from file:// and under a sub-path`;
  const hashAt = v.indexOf('#');
  const pathPart = (hashAt >= 0 ? v.slice(0, hashAt) : v).replace(/\?.*$/, '');
  const frag = hashAt >= 0 ? v.slice(hashAt + 1) : null;
  let target = fromAbs;
  if (pathPart !== '') {
    target = path.resolve(path.dirname(fromAbs), decode(pathPart));
    const r = path.relative(root, target);
    if (r.startsWith('..') || path.isAbsolute(r)) return `${ref.attr}="${v}": leaves the output folder (${target})`;
    let st = null;
    try { st = fs.statSync(target); } catch { /* missing */ }
    if (!st) return `${ref.attr}="${v}": target ${rel(target)} does not exist`;
    if (st.isDirectory()) return `${ref.attr}="${v}": points at folder ${rel(target) || '.'}; from file:// a folder is not its index.html`;
    if (pathPart.endsWith('/')) return `${ref.attr}="${v}": trailing slash on a file`;
  }
  if (frag !== null && frag !== '' && frag.toLowerCase() !== 'top') {
    const ids = idsOfTarget(target);
    if (ids && !ids.has(frag) && !ids.has(decode(frag))) {
      return `${ref.attr}="${v}": no element with id="${decode(frag)}" in ${rel(target)}`;
    }
  }
  return null;
}

function checkLinks() {
  for (const f of htmlFiles) {
    const problems = [];
    let doc;
    try { doc = parseFile(f).doc; } catch (e) { record('links', rel(f), [`cannot parse: ${e.message}`]); continue; }
    walkNodes(doc, (n) => {
      for (const ref of refsOf(n)) {
        const p = checkRef(f, ref);
        if (p) {
          const line = n.sourceCodeLocation ? n.sourceCodeLocation.startLine : '?';
          problems.push(`line ${line} <${n.tagName}>: ${p}`);
        }
      }
    });
    record('links', rel(f), problems);
  }
  // SVG figures are loaded as images and must not reach out either.
  for (const f of svgFiles) {
    const text = fs.readFileSync(f, 'utf8');
    const problems = [];
    const re = /\b(?:xlink:)?href\s*=\s*["']([^"']*)["']|url\(\s*["']?([^"')]*)/g;
    let m;
    while ((m = re.exec(text))) {
      const u = (m[1] ?? m[2] ?? '').trim();
      if (/^(https?:)?\/\//i.test(u)) problems.push(`external reference "${u}"`);
    }
    if (problems.length) record('links', rel(f), problems);
  }
}

// ---------------------------------------------------------------- 2. vnu

function startVnu(files) {
  let jar;
  try { jar = String(require('vnu-jar')); } catch (e) {
    return Promise.resolve({ error: `cannot find vnu-jar (npm ci in tests/site?): ${e.message}` });
  }
  // Call java directly: vnu-jar's own wrapper may try to download a Java runtime.
  const java = process.env.JAVA || 'java';
  const args = ['-Xss1m', '-jar', jar, '--errors-only', '--format', 'json', '--also-check-svg',
    ...files.map(rel)];
  return new Promise((resolve) => {
    let out = '';
    let err = '';
    let child;
    try {
      child = spawn(java, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      resolve({ error: `cannot start ${java}: ${e.message}` });
      return;
    }
    vnuChild = child;
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { err += d; });
    child.on('error', (e) => resolve({ error: `cannot run ${java}: ${e.message}` }));
    child.on('close', (code) => {
      vnuChild = null;
      const text = err.trim() || out.trim();
      const start = text.indexOf('{"');
      try {
        resolve({ code, json: JSON.parse(text.slice(start)) });
      } catch {
        resolve({ error: `vnu exited ${code} without JSON output:\n${(err + out).slice(0, 2000)}` });
      }
    });
  });
}
let vnuChild = null;

function recordVnu(res, files) {
  if (res.error) {
    record('html', 'Nu HTML Checker', [res.error]);
    return;
  }
  const byFile = new Map(files.map((f) => [f, []]));
  const other = [];
  for (const m of res.json.messages || []) {
    if (m.type !== 'error' && m.type !== 'non-document-error') continue;
    let abs = null;
    try { abs = fileURLToPath(new URL(m.url)); } catch { /* not a file URL */ }
    const where = `line ${m.lastLine ?? '?'}${m.firstColumn ? `:${m.firstColumn}` : ''}`;
    const extract = m.extract ? `\n    near: ${JSON.stringify(m.extract)}` : '';
    const text = `${where}: ${m.message}${extract}`;
    if (abs && byFile.has(abs)) byFile.get(abs).push(text);
    else other.push(`${m.url || '?'} ${text}`);
  }
  for (const [f, problems] of byFile) record(/\.svg$/i.test(f) ? 'svg' : 'html', rel(f), problems);
  if (other.length) record('html', 'Nu HTML Checker (other)', other);
  if (res.code !== 0 && [...byFile.values()].every((p) => p.length === 0) && !other.length) {
    record('html', 'Nu HTML Checker', [`vnu exited ${res.code} but reported no error`]);
  }
}

// ---------------------------------------------------------------- 3. server

const MIME = {
  '.html': 'text/html; charset=utf-8', '.htm': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.webp': 'image/webp', '.gif': 'image/gif', '.ico': 'image/x-icon',
  '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json', '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2', '.woff': 'font/woff',
};
const notFound = [];

function startServer() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let file = null;
    if ((req.method === 'GET' || req.method === 'HEAD') && url.pathname.startsWith(SUB_PATH)) {
      const p = path.resolve(root, '.' + path.posix.normalize('/' + decode(url.pathname.slice(SUB_PATH.length))));
      const r = path.relative(root, p);
      if (!r.startsWith('..') && !path.isAbsolute(r)) {
        try { if (fs.statSync(p).isFile()) file = p; } catch { /* missing */ }
      }
    }
    if (!file) {
      notFound.push(`${req.method} ${url.pathname}`);
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    const type = MIME[path.extname(file).toLowerCase()] || 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

// ---------------------------------------------------------------- 3-4. browser

let context = null;
let userDataDir = null;

async function collectImages(page) {
  return page.evaluate(async () => {
    const imgs = [...document.images];
    for (const img of imgs) if (img.loading === 'lazy') img.loading = 'eager';
    await Promise.all(imgs.map((img) => (img.complete ? null : new Promise((r) => {
      img.addEventListener('load', r, { once: true });
      img.addEventListener('error', r, { once: true });
      setTimeout(r, 10000);
    }))));
    return imgs.map((img) => ({
      src: img.getAttribute('src'), complete: img.complete, w: img.naturalWidth, h: img.naturalHeight,
    }));
  });
}

// Opens url in page and returns the problems seen while loading it.
async function loadAndWatch(page, url, origin) {
  const problems = [];
  const onConsole = (m) => {
    if (m.type() === 'error') {
      const loc = m.location();
      problems.push(`console error: ${m.text()}${loc && loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
    }
  };
  const onPageError = (e) => problems.push(`page error: ${e.message}`);
  const onFailed = (r) => {
    const f = r.failure();
    problems.push(`request failed: ${r.url()} (${f ? f.errorText : 'unknown'})`);
  };
  const onResponse = (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} for ${r.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    const resp = await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    if (origin && (!resp || resp.status() !== 200)) problems.push(`page answered ${resp ? resp.status() : 'nothing'}`);
    const imgs = await collectImages(page);
    for (const i of imgs) {
      if (!i.complete || i.w === 0) problems.push(`<img src="${i.src}"> did not load (naturalWidth ${i.w})`);
    }
    await page.waitForTimeout(50); // let late console messages arrive
  } catch (e) {
    problems.push(`could not open: ${e.message.split('\n')[0]}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
  return problems;
}

function fmtAxe(v) {
  const nodes = v.nodes.slice(0, 8).map((n) => {
    const summary = (n.failureSummary || '').split('\n').filter((l) => l.trim()).slice(0, 3).join(' / ');
    const where = n.where ? ` (${n.where})` : '';
    return `\n      at ${n.target.join(' ')}${where}: ${n.html.slice(0, 160)}${summary ? `\n        ${summary}` : ''}`;
  }).join('');
  const more = v.nodes.length > 8 ? `\n      ... and ${v.nodes.length - 8} more` : '';
  return `${v.impact}: ${v.id}: ${v.help} (${v.nodes.length} element(s)) ${v.helpUrl.replace(/\?.*$/, '')}${nodes}${more}`;
}

async function checkPage(page, rp, origin, axeSource) {
  const httpUrl = `${origin}${SUB_PATH}${rp.split('/').map(encodeURIComponent).join('/')}`;
  // 3. over HTTP under a sub-path
  await page.setViewportSize(DESKTOP);
  const httpProblems = await loadAndWatch(page, httpUrl, origin);
  record('http', rp, httpProblems);
  const opened = !httpProblems.some((p) => p.startsWith('could not open'));

  if (opened) {
    // layout: no horizontal scrolling of the whole page on a phone-sized screen
    try {
      await page.setViewportSize(NARROW);
      const o = await page.evaluate(() => {
        const de = document.documentElement;
        const wide = [];
        if (de.scrollWidth > de.clientWidth + 1) {
          for (const el of document.body.querySelectorAll('*')) {
            const r = el.getBoundingClientRect();
            if (r.right > de.clientWidth + 1 && wide.length < 5) {
              // only the outermost overflowing elements
              if (!wide.some((w) => w.el.contains(el))) wide.push({ el, d: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}> right edge ${Math.round(r.right)}px` });
            }
          }
        }
        return { sw: de.scrollWidth, cw: de.clientWidth, wide: wide.map((w) => w.d) };
      });
      record('layout', rp, o.sw > o.cw + 1
        ? [`page is ${o.sw}px wide in a ${o.cw}px viewport (horizontal scrolling): ${o.wide.join('; ')}`]
        : []);
    } catch (e) {
      record('layout', rp, [`could not measure: ${e.message.split('\n')[0]}`]);
    } finally {
      await page.setViewportSize(DESKTOP);
    }

    // 4. accessibility
    try {
      await page.evaluate(axeSource);
      const res = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      const bad = res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      // Say where each element is: the text just before it and its section.
      for (const v of bad) {
        for (const n of v.nodes) {
          n.where = await page.evaluate((sel) => {
            const el = document.querySelector(sel);
            if (!el) return '';
            const prev = el.previousElementSibling;
            const before = prev ? prev.textContent.trim().replace(/\s+/g, ' ').slice(0, 90) : '';
            let h = null;
            for (const c of document.querySelectorAll('h1[id],h2[id],h3[id],h4[id]')) {
              if (c.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) h = c;
            }
            return [h ? `in section #${h.id}` : '', before ? `after "${before}"` : ''].filter(Boolean).join(', ');
          }, n.target[0]).catch(() => '');
        }
      }
      for (const v of res.violations) {
        if (!bad.includes(v)) notes.push(`a11y ${rp}: ${v.impact} ${v.id}: ${v.help} (${v.nodes.length} element(s))`);
      }
      record('a11y', rp, bad.map(fmtAxe));
    } catch (e) {
      record('a11y', rp, [`axe-core did not run: ${e.message.split('\n')[0]}`]);
    }

    // 5. screenshots
    const parts = rp.split('/');
    const wanted = rp === 'index.html'
      || (parts.length === 3 && parts[1] === screenshotReport(parts[0]));
    if (shotsDir && wanted) {
      const name = rp === 'index.html' ? 'index.png' : `${parts[0]}-${parts[1]}.png`;
      const file = path.join(shotsDir, name);
      try {
        await page.screenshot({ path: file, fullPage: true });
        record('shots', name, []);
      } catch (e) {
        record('shots', name, [`screenshot failed: ${e.message.split('\n')[0]}`]);
      }
    }
  }

  // 3. again from file://
  const fileUrl = pathToFileURL(path.join(root, rp)).href;
  record('file', rp, await loadAndWatch(page, fileUrl, null));
}

function screenshotReport(lang) {
  if (fs.existsSync(path.join(root, lang, SCREENSHOT_REPORT, 'index.html'))) return SCREENSHOT_REPORT;
  const first = pages.filter((p) => p.startsWith(`${lang}/`) && isReportPage(p)).sort()[0];
  return first ? first.split('/')[1] : null;
}

async function runBrowser() {
  let chromium;
  try {
    ({ chromium } = require('playwright-core'));
  } catch (e) {
    record('http', 'browser', [`cannot load playwright-core (npm ci in tests/site?): ${e.message}`]);
    return;
  }
  if (!fs.existsSync(CHROMIUM)) {
    record('http', 'browser', [`${CHROMIUM} does not exist (apt-get install -y chromium)`]);
    return;
  }
  const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const server = await startServer();
  const origin = `http://127.0.0.1:${server.address().port}`;
  log(`serving ${root} at ${origin}${SUB_PATH}`);
  userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pixreport-chromium-'));
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: DESKTOP,
      deviceScaleFactor: 1,
      locale: 'en-US',
      timeout: 60_000,
    });
    // Nothing may leave this machine: refuse every request that is not to our
    // server, file:, data: or blob:. The refusal shows up as a failed request.
    await context.route((u) => !(u.origin === origin || ['file:', 'data:', 'blob:', 'about:'].includes(u.protocol)),
      (route) => route.abort('blockedbyclient'));
    if (shotsDir) fs.mkdirSync(shotsDir, { recursive: true });
    const queue = [...pages];
    const worker = async (page) => {
      while (queue.length) {
        const rp = queue.shift();
        await checkPage(page, rp, origin, axeSource);
        log(`checked ${rp}`);
      }
      await page.close();
    };
    const first = context.pages()[0] || await context.newPage();
    const workers = [worker(first)];
    for (let i = 1; i < PARALLEL; i++) workers.push(worker(await context.newPage()));
    await Promise.all(workers);
    log('pages checked; trying the site as a reader');
    await checkReader({ context, origin, subPath: SUB_PATH, root, langs, shotsDir, axeSource, record, fmtAxe, notes });
  } catch (e) {
    record('http', 'browser', [`browser run failed: ${e.stack || e.message}`]);
  } finally {
    await closeAll(server);
  }
  const stray = notFound.filter((r) => !/\/favicon\.ico$/.test(r));
  if (stray.length) notes.push(`the test server answered 404 to: ${[...new Set(stray)].join(', ')}`);
}

async function closeAll(server) {
  if (context) {
    const c = context;
    context = null;
    let timer;
    await Promise.race([
      c.close().catch(() => {}),
      new Promise((r) => { timer = setTimeout(r, 10_000); }),
    ]);
    clearTimeout(timer);
  }
  if (server) {
    server.closeAllConnections?.();
    await new Promise((r) => server.close(() => r()));
  }
  if (userDataDir) {
    fs.rmSync(userDataDir, { recursive: true, force: true });
    userDataDir = null;
  }
}

// ---------------------------------------------------------------- main

const watchdog = setTimeout(() => {
  record('harness', 'time limit', [`the check did not finish within ${TIMEOUT_S}s (SITE_CHECK_TIMEOUT_S)`]);
  if (vnuChild) vnuChild.kill('SIGKILL');
  if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  printReport();
  process.exit(1); // Chromium is a child of this process; Playwright ends it on exit
}, TIMEOUT_S * 1000);

async function main() {
  log(`site ${root}: ${htmlFiles.length} HTML files, ${svgFiles.length} SVG files, languages: ${langs.join(', ') || '(none)'}`);
  if (!langs.length) record('links', 'site layout', ['no <lang>/index.html found']);
  // vnu (a JVM) runs while the links are checked; the browser starts after it
  // so that no more than two busy processes share the two cores.
  const vnu = startVnu([...htmlFiles, ...svgFiles]);
  checkLinks();
  log('links checked');
  recordVnu(await vnu, [...htmlFiles, ...svgFiles]);
  log('Nu HTML Checker done');
  await runBrowser();
  log('browser checks done');
  clearTimeout(watchdog);
  const nFail = printReport();
  process.exitCode = nFail ? 1 : 0;
}

main().catch((e) => {
  record('harness', 'check.mjs', [`crashed: ${e.stack || e.message}`]);
  clearTimeout(watchdog);
  printReport();
  process.exit(1);
});
