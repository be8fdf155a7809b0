// Lighthouse on the public pages a visitor lands on, in both languages, against the release
// binary with the demo content on a fresh database. Fails when a page scores below the page
// budget: performance 95 (or LIGHTHOUSE_MIN_PERFORMANCE), layout shift 0.05, accessibility /
// best practices / SEO 100.
//
// Mobile preset with Lighthouse's simulated throttling (slow 4G), computed from the trace, so
// the figures do not depend on this machine's network. The simulated phone's CPU is this
// machine's slowed down, so it depends on the machine: Lighthouse's default 4× assumes a host
// whose benchmark index is about 1533 (its throttling guide and CPU slowdown calculator anchor
// 4× there). A host twice as fast would emulate a phone twice as fast, and one as slow as a CI
// runner often is (1000 to 1400) a phone slower than the one Lighthouse means. So the slowdown
// is calibrated, as that guide advises, and for each run by the index Lighthouse measured in
// that run, just before it loaded the page: the run gathers its trace unthrottled, then is
// audited at 4 × (its index / 1533). The phone measured is then the same on every host, and
// on a host whose speed changes while it is measured (a shared runner, a neighbour's build) a
// run measured in a slow moment is not judged as if the host were fast. Each run prints its
// index and slowdown.
//
// The browser and the server run at a raised priority where that is allowed (as root;
// elsewhere `nice` says it cannot and runs them as usual), so builds running beside them do
// not count as the page's own work; each page waits until the machine is quiet (other
// processes using less than a third of a core), and is measured LIGHTHOUSE_RUNS times (default
// 3: the performance score varies by a few points between runs) and judged by its median run.
// A page whose median falls under the bar is measured twice more and judged by the median of
// the five, the number of runs Lighthouse's guide on variability advises: on this 2-core host a
// single run of the same page scores 88 to 97, and three runs' median still moves by two or
// three points from one CI run to the next.
//
// Needs `cargo build --release` and `npm run build`; DOGHOTEL_BIN names the binary, CHROME_PATH
// the browser (Debian's Chromium by default). LIGHTHOUSE_REPORTS=<folder> keeps the HTML reports;
// LIGHTHOUSE_ONLY=<regular expression> measures only the pages whose path matches it.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

// LIGHTHOUSE_MIN_PERFORMANCE sets another performance bar, to see how far a page is from it;
// `make test` keeps the budget's 95.
const BAR = {
  performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 95) / 100,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};
const MAX_LAYOUT_SHIFT = 0.05;
/** Other work on the machine below which a measurement starts, in cores. */
const QUIET_CORES = 0.33;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Runs added for a page whose median of RUNS is under the bar. */
const MORE_RUNS = Number(process.env.LIGHTHOUSE_MORE_RUNS ?? 2);
/** Lighthouse's default CPU slowdown, and the benchmark index of the host it is meant for. */
const REFERENCE = { slowdown: 4, index: 1533 };
const LANGUAGES = ['uk', 'en'];

const WEB_DIR = resolve(fileURLToPath(import.meta.url), '../..');
const BIN = process.env.DOGHOTEL_BIN ?? resolve(WEB_DIR, '../target/release/doghotel');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const RESULTS_DIR = resolve(WEB_DIR, 'test-results');
const SERVER_LOG = resolve(RESULTS_DIR, 'lighthouse-server.log');
const POSTGRES = 'postgres://postgres@127.0.0.1:5432';
/** Ahead of ordinary processes (niceness 0), behind the system's own. */
const PRIORITY = ['nice', '-n', '-10'];

function psql(sql) {
  execFileSync('psql', [`${POSTGRES}/postgres`, '-v', 'ON_ERROR_STOP=1', '-qc', sql], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/health/live`)).ok) return;
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`doghotel serve did not come up:\n${readFileSync(SERVER_LOG, 'utf8')}`);
}

/** `doghotel migrate`, `seed-demo` and `serve` on a database of its own. */
async function startSite() {
  for (const [path, hint] of [
    [BIN, 'cargo build --release'],
    [resolve(WEB_DIR, 'dist/index.html'), 'npm run build'],
  ]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`${hint}\` first.`);
  }
  const database = `doghotel_lighthouse_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'doghotel-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: `${POSTGRES}/${database}`,
    DOGHOTEL_WEB_DIST: resolve(WEB_DIR, 'dist'),
    DOGHOTEL_JWT_SECRET: randomBytes(24).toString('hex'),
    DOGHOTEL_DATA_DIR: dataDir,
    DOGHOTEL_PUBLIC_URL: baseUrl,
  };
  const site = { baseUrl, server: null, stop: () => {} };
  site.stop = () => {
    site.server?.kill('SIGTERM');
    try {
      psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    } catch (error) {
      console.error(`could not drop ${database}: ${error.message}`);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Stopped from outside (Ctrl-C, a CI timeout), the server would outlive this script and keep
  // its database connections.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      site.stop();
      process.exit(1);
    });
  }

  psql(`CREATE DATABASE ${database}`);
  try {
    execFileSync(BIN, ['migrate'], { env, stdio: 'pipe' });
    execFileSync(BIN, ['seed-demo'], { env, stdio: 'pipe' });
    mkdirSync(RESULTS_DIR, { recursive: true });
    const log = openSync(SERVER_LOG, 'w');
    const [nice, ...niceArgs] = PRIORITY;
    site.server = spawn(nice, [...niceArgs, BIN, 'serve', '--port', String(port)], {
      env,
      stdio: ['ignore', log, log],
    });
    await waitForHealth(baseUrl, site.server);
  } catch (error) {
    site.stop();
    throw error;
  }
  return site;
}

/** The newest dog leads the list, as on the site, so its page is the one measured. */
async function firstDogId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/want-a-friend/1`);
  const page = await response.json();
  const id = page.content?.[0]?.id;
  if (id === undefined) throw new Error('the demo content has no published dog');
  return id;
}

/** The main article's id: the blog's most visited article, with the page's largest picture. */
async function mainArticleId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/blogs/main-articles`);
  const article = await response.json();
  if (!article) throw new Error('the demo content has no main article');
  return article.id;
}

/** Headless Chromium with a fresh profile, answering the DevTools protocol on a free port. */
async function launchChrome() {
  const profile = mkdtempSync(join(tmpdir(), 'doghotel-lighthouse-chrome-'));
  const [nice, ...niceArgs] = PRIORITY;
  const browser = spawn(
    nice,
    [
      ...niceArgs,
      CHROME_PATH,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Lighthouse opens each run in a new tab of a window nobody looks at; without these,
      // Chromium treats its renderer as a background one (a lower priority, throttled timers),
      // and the page's own work measures longer by whatever else the machine does. Lighthouse's
      // own launcher passes the same.
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = async () => {
    if (browser.exitCode === null && browser.signalCode === null) {
      const exited = new Promise((done) => browser.once('exit', done));
      browser.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  // Chromium names its DevTools address on stderr once it listens.
  let output = '';
  const port = await new Promise((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error('Chromium did not start in 30 s')), 30_000);
    browser.stderr.on('data', (chunk) => {
      output = (output + chunk).slice(-10_000);
      const listening = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (listening) {
        clearTimeout(timer);
        resolvePort(Number(listening[1]));
      }
    });
    browser.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code})`));
    });
  }).catch(async (error) => {
    await stop();
    throw new Error(`${error.message}:\n${output}`);
  });
  return { port, stop };
}

/** The busy and total CPU time of the whole machine so far, from /proc/stat (Linux). */
function cpuTimes() {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    const fields = cpu.trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** How many cores the machine kept busy over the next `ms` milliseconds. */
async function busyCores(ms) {
  const before = cpuTimes();
  await new Promise((wait) => setTimeout(wait, ms));
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return 0;
  return ((after.busy - before.busy) / (after.total - before.total)) * os.cpus().length;
}

/**
 * Waits (at most a minute) until the machine is quiet between measurements: the browser and
 * the server idle then, so what is busy is something else. Answers the seconds waited.
 */
async function waitForQuiet() {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if ((await busyCores(1000)) < QUIET_CORES) break;
  }
  return Math.round((Date.now() - started) / 1000);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The CPU slowdown that makes a host of this benchmark index emulate the phone Lighthouse's
 * default emulates on its reference host. A host slower than that phone is not slowed down.
 */
function slowdownFor(index) {
  return Math.max(1, Math.round((REFERENCE.slowdown * index * 10) / REFERENCE.index) / 10);
}

/**
 * One Lighthouse run, calibrated by its own index: the page is loaded and traced (simulated
 * throttling slows nothing while gathering), then the saved trace is audited at the slowdown
 * the index measured at its start calls for. Lighthouse refuses to audit with settings other
 * than the gathering's, so the saved settings get the slowdown too: it did not act on them.
 */
async function calibratedRun(url, port, categories) {
  const saved = mkdtempSync(join(tmpdir(), 'doghotel-lighthouse-run-'));
  try {
    const flags = { port, logLevel: 'error', onlyCategories: categories };
    await lighthouse(url, { ...flags, gatherMode: saved });
    const file = join(saved, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8'));
    const throttling = { cpuSlowdownMultiplier: slowdownFor(artifacts.BenchmarkIndex) };
    Object.assign(artifacts.settings.throttling, throttling);
    writeFileSync(file, JSON.stringify(artifacts));
    const { lhr, report } = await lighthouse(url, {
      ...flags,
      auditMode: saved,
      output: 'html',
      throttling,
    });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return { lhr, report };
  } finally {
    rmSync(saved, { recursive: true, force: true });
  }
}

/**
 * Accessibility, best practices and SEO do not vary between runs, so they are audited in the
 * first run only; the other runs measure performance alone, which takes a third of the time.
 */
async function measure(url, port) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await calibratedRun(url, port, run === 0 ? Object.keys(BAR) : ['performance']));
  }
  const performance = (run) => run.lhr.categories.performance.score;
  if (median(runs.map(performance)) < BAR.performance) {
    for (let run = 0; run < MORE_RUNS; run += 1) {
      runs.push(await calibratedRun(url, port, ['performance']));
    }
  }
  // The median by performance, so its figures come from one real run.
  const byPerformance = [...runs].sort((a, b) => performance(a) - performance(b));
  const chosen = byPerformance[Math.floor(runs.length / 2)];
  const [first] = runs;
  return {
    report: chosen.report,
    lhr: {
      categories: { ...first.lhr.categories, performance: chosen.lhr.categories.performance },
      audits: { ...first.lhr.audits, ...chosen.lhr.audits },
    },
    performanceRuns: runs.map((r) => Math.round(r.lhr.categories.performance.score * 100)),
    // How fast the host was at each run's start, and the slowdown the run used.
    hosts: runs.map(
      (r) =>
        `${Math.round(r.lhr.environment.benchmarkIndex)}/` +
        `${r.lhr.configSettings.throttling.cpuSlowdownMultiplier}×`,
    ),
    layoutShift: median(runs.map((r) => r.lhr.audits['cumulative-layout-shift'].numericValue)),
  };
}

/** What fell short on one page, in words. */
function shortfalls({ lhr, layoutShift }) {
  const found = [];
  for (const [id, bar] of Object.entries(BAR)) {
    const category = lhr.categories[id];
    if (category.score >= bar) continue;
    const failing = category.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null)
      .filter((ref) => lhr.audits[ref.id].score < 1)
      .map((ref) => `${ref.id} ${lhr.audits[ref.id].displayValue ?? ''}`.trim());
    const listed = id === 'performance' ? '' : ` (${failing.join(', ')})`;
    found.push(`${category.title} ${Math.round(category.score * 100)} < ${bar * 100}${listed}`);
  }
  if (layoutShift > MAX_LAYOUT_SHIFT) {
    found.push(`layout shift ${layoutShift.toFixed(3)} > ${MAX_LAYOUT_SHIFT}`);
  }
  return found;
}

function row(cells) {
  return cells.map((cell, i) => String(cell).padStart(i === 0 ? 0 : 6)).join('  ');
}

function printRow(path, result) {
  const score = (id) => Math.round(result.lhr.categories[id].score * 100);
  const ms = (id) => Math.round(result.lhr.audits[id].numericValue);
  console.log(
    row([
      path.padEnd(28),
      score('performance'),
      ms('first-contentful-paint'),
      ms('largest-contentful-paint'),
      result.layoutShift.toFixed(3),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      `  ${result.performanceRuns.join(' ')} (${result.hosts.join(' ')})`,
    ]),
  );
}

/**
 * Linux (with autogroup scheduling) shares the CPU between sessions before processes: the
 * session's own share is raised for the measurement, as far as allowed, and put back after.
 */
function raiseSessionPriority() {
  const file = '/proc/self/autogroup';
  try {
    const before = readFileSync(file, 'utf8').match(/nice (-?\d+)/)?.[1];
    writeFileSync(file, PRIORITY.at(-1));
    return () => writeFileSync(file, before ?? '0');
  } catch {
    return () => {};
  }
}

const started = Date.now();
const restorePriority = raiseSessionPriority();
let site;
let chrome;
let failed = false;
try {
  site = await startSite();
  const dogId = await firstDogId(site.baseUrl);
  const articleId = await mainArticleId(site.baseUrl);
  const only = process.env.LIGHTHOUSE_ONLY ? new RegExp(process.env.LIGHTHOUSE_ONLY) : null;
  const pages = LANGUAGES.flatMap((language) =>
    [
      '',
      '/want-a-friend',
      `/want-a-friend/dog/${dogId}`,
      '/blog',
      `/article/${articleId}`,
      '/prices',
      '/about',
      '/about/feedback',
      '/about/photo',
      '/about/ask',
      '/contacts',
    ].map((path) => `/${language}${path}`),
  ).filter((path) => !only || only.test(path));
  chrome = await launchChrome();
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });

  console.log(
    `CPU slowdown per run: ${REFERENCE.slowdown}× at a benchmark index of ${REFERENCE.index}`,
  );
  console.log(
    row(['page', 'perf', 'FCP', 'LCP', 'CLS', 'a11y', 'bp', 'seo', '  perf runs (index/slowdown)']),
  );
  const results = new Map();
  for (const path of pages) {
    const waited = await waitForQuiet();
    if (waited > 1) console.log(`  (waited ${waited} s for the machine to be quiet)`);
    const result = await measure(site.baseUrl + path, chrome.port);
    results.set(path, result);
    printRow(path, result);
  }

  for (const [path, result] of results) {
    const problems = shortfalls(result);
    if (problems.length > 0) {
      failed = true;
      console.error(`  ✗ ${path}: ${problems.join('; ')}`);
    }
    if (REPORTS) {
      const name = path.replace(/^\//, '').replaceAll('/', '_') || 'root';
      writeFileSync(join(REPORTS, `${name}.html`), result.report);
    }
  }
} finally {
  await chrome?.stop().catch((error) => console.error(`could not stop Chromium: ${error.message}`));
  site?.stop();
  restorePriority();
}
console.log(
  `${((Date.now() - started) / 1000).toFixed(0)} s, ${RUNS} run(s) per page, ` +
    `${RUNS + MORE_RUNS} where the median of ${RUNS} was under the bar`,
);
if (failed) {
  console.error(
    `Lighthouse: below the bar (performance ${BAR.performance * 100}, CLS 0.05, the rest 100).`,
  );
  process.exit(1);
}
