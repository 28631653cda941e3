#!/usr/bin/env node
// `pixreport serve` in a real browser (issue 49):
//
//   node tests/site/serve.mjs PIXREPORT_BIN
//
// Copies the bundled project, serves it, opens the Italian page of
// small-vm-measured, scrolls down, then on disk: changes a CSV value and an
// Italian sentence (both appear without a manual reload, at the same scroll
// position), breaks report.toml (an overlay, headed in Italian, names the line) and fixes it
// (the overlay goes, the page is back). No console error (a Content-Security-
// Policy refusal is one) may show at any time. The last line printed is
// `N passed, M failed`; the exit code is 1 on failure.

import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = path.resolve(process.argv[2] || path.join(repo, 'target/release/pixreport'));
const WAIT_MS = 30_000;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pixreport-serve-'));
const data = path.join(tmp, 'data');
fs.cpSync(path.join(repo, 'data'), data, { recursive: true });
const report = path.join(data, 'small-vm-measured');
const edit = (rel, f) => fs.writeFileSync(path.join(report, rel), f(fs.readFileSync(path.join(report, rel), 'utf8')));

const results = [];
async function step(name, f) {
  try {
    await f();
    results.push([name, null]);
    console.log(`ok    ${name}`);
  } catch (e) {
    results.push([name, e]);
    console.log(`FAIL  ${name}: ${e.message}`);
  }
}

const serve = spawn(bin, ['serve', '--data', data, '--port', '0', '--lang', 'it'], { stdio: ['ignore', 'pipe', 'inherit'] });
let context;
try {
  const origin = await new Promise((resolve, reject) => {
    let out = '';
    serve.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/serving (http:\/\/[^/\s]+)\//);
      if (m) resolve(m[1]);
    });
    serve.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  context = await chromium.launchPersistentContext(fs.mkdtempSync(path.join(tmp, 'chromium-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    viewport: { width: 1280, height: 700 },
  });
  await context.route((u) => u.origin !== origin, (route) => route.abort('blockedbyclient'));
  const page = context.pages()[0] || await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  const text = () => page.evaluate(() => document.body.innerText);
  const reloaded = () => page.waitForEvent('load', { timeout: WAIT_MS });

  await page.goto(`${origin}/it/small-vm-measured/index.html`);
  await page.evaluate(() => scrollTo(0, 900));
  await page.waitForTimeout(300); // the event stream is open

  await step('a CSV value changed on disk shows on the page', async () => {
    const load = reloaded();
    edit('results/rand-4k.csv', (s) => s.replace('4,1,382.29704666137695', '4,1,777777'));
    await load;
    await page.waitForFunction(() => document.body.innerText.includes('777.777'), null, { timeout: WAIT_MS });
  });
  await step('the page came back at its scroll position', async () => {
    await page.waitForFunction(() => Math.abs(scrollY - 900) < 5, null, { timeout: 5_000 });
  });
  await step('an Italian sentence changed on disk shows on the page', async () => {
    const load = reloaded();
    edit('text/it/introduction.md', (s) => s.replace('Questo piccolo rapporto', 'Questo minuscolo rapporto'));
    await load;
    if (!(await text()).includes('Questo minuscolo rapporto')) throw new Error('the new sentence is not on the page');
  });
  const good = fs.readFileSync(path.join(report, 'report.toml'), 'utf8');
  const line = good.split('\n').length; // the line appended below
  await step('a broken report.toml shows an overlay naming the line', async () => {
    edit('report.toml', (s) => `${s}broken = = 1\n`);
    const overlay = page.locator('#pixreport-error');
    await overlay.waitFor({ timeout: WAIT_MS });
    const said = await overlay.innerText();
    if (!said.includes('report.toml') || !said.includes(`line ${line}`)) throw new Error(`the overlay says: ${said}`);
    const ftl = fs.readFileSync(path.join(repo, 'locales/it/site.ftl'), 'utf8');
    const heading = ftl.match(/^serve-failed = (.+)$/m)?.[1];
    if (!heading || !said.startsWith(heading)) throw new Error(`the overlay's heading is not serve-failed of locales/it: ${said}`);
    if (!(await text()).includes('777.777')) throw new Error('the last good page is not under the overlay');
  });
  await step('fixing report.toml clears the overlay', async () => {
    const load = reloaded();
    fs.writeFileSync(path.join(report, 'report.toml'), good);
    await load;
    if (await page.locator('#pixreport-error').count()) throw new Error('the overlay stayed');
    if (!(await text()).includes('Questo minuscolo rapporto')) throw new Error('the page is not back');
  });
  await step('no console error (a refused script or connection is one)', async () => {
    if (errors.length) throw new Error(errors.join('\n'));
  });
} catch (e) {
  results.push(['serve', e]);
  console.log(`FAIL  serve: ${e.stack || e.message}`);
} finally {
  if (context) await context.close();
  serve.kill('SIGINT');
  fs.rmSync(tmp, { recursive: true, force: true });
}
const failed = results.filter(([, e]) => e).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
