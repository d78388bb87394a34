/**
 * The browser half of `npm run bench`: starts Vite's dev server on 127.0.0.1
 * with the repo's vite.config.ts (its cross-origin isolation headers and its
 * /models/ and /ort/ serving), opens bench/browser.html in Debian's Chromium
 * (headless, started as the end-to-end tests start it) once per backend, and
 * reads the results the page leaves in window.benchResult.
 *
 *   tsx bench/browser-run.ts [--backends=wasm,webgpu] [--browser-dtype=fp16] [--timeout=3600] [--json]
 *
 * The page is served only by the dev server: it is not an input of `npm run build`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support.ts';
import { missing } from '../test/requirements.ts';
import { annotateTextsArg, table, type BenchResult } from './measure.ts';
import type { BenchBackend, BenchRequest } from './protocol.ts';

const root = resolve(fileURLToPath(import.meta.url), '../..');

export interface BrowserRunOptions {
  backends?: readonly BenchBackend[];
  dtype?: BenchRequest['dtype'];
  repeat?: number;
  annotateTexts?: number;
  /** Per backend, seconds. */
  timeoutS?: number;
  log?: (line: string) => void;
}

export interface BrowserOutcome {
  backend: BenchBackend;
  result?: BenchResult;
  error?: string;
}

/** Vite's dev server over the repo, on a free 127.0.0.1 port, no watcher, no HMR. */
async function startServer() {
  const { createServer } = await import('vite');
  const server = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'warn',
    clearScreen: false,
    // Its own pre-bundle cache, so a running `npm start` is not disturbed.
    cacheDir: resolve(root, 'node_modules/.vite-bench'),
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null, open: false },
    optimizeDeps: { entries: ['bench/browser.html'] },
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('the Vite dev server did not say where it listens');
  return { url, close: () => server.close() };
}

async function runOne(browser: Browser, origin: string, backend: BenchBackend, options: BrowserRunOptions): Promise<BrowserOutcome> {
  const log = options.log ?? (() => undefined);
  const context = await browser.newContext();
  const offOrigin: string[] = [];
  context.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin + '/') && !url.startsWith('blob:') && !url.startsWith('data:')) offOrigin.push(url);
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('[bench')) log(m.text().replace(/^\[bench \w+\] /, ''));
    else if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  try {
    const query = new URLSearchParams({ backend, ...(options.dtype ? { dtype: options.dtype } : {}), ...(options.repeat ? { repeat: String(options.repeat) } : {}), ...(options.annotateTexts !== undefined ? { 'annotate-texts': String(options.annotateTexts) } : {}) });
    await page.goto(`${origin}/bench/browser.html?${query}`);
    await page.waitForFunction(() => window.benchResult !== undefined || window.benchError !== undefined, null, {
      timeout: (options.timeoutS ?? 3600) * 1000,
      polling: 1000,
    });
    const { result, error } = await page.evaluate(() => ({ result: window.benchResult, error: window.benchError }));
    if (offOrigin.length) return { backend, error: `the page asked for something off 127.0.0.1: ${offOrigin.slice(0, 3).join(', ')}` };
    if (error || !result) return { backend, error: [error ?? 'no result', ...errors].join('\n') };
    return { backend, result };
  } catch (e) {
    return { backend, error: [e instanceof Error ? e.message.split('\n')[0]! : String(e), ...errors].join('\n') };
  } finally {
    await context.close();
  }
}

/** Runs the bench page once per backend; a backend that fails says why and the next one still runs. */
export async function runBrowser(options: BrowserRunOptions = {}): Promise<BrowserOutcome[]> {
  const backends = options.backends ?? ['wasm', 'webgpu'];
  const noBrowser = missing('browser');
  if (noBrowser) return backends.map((backend) => ({ backend, error: noBrowser }));
  const server = await startServer();
  let browser: Browser | null = null;
  try {
    browser = await launchBrowser();
    const outcomes: BrowserOutcome[] = [];
    for (const backend of backends) {
      const log = (line: string) => options.log?.(`[${backend}] ${line}`);
      const t0 = performance.now();
      const outcome = await runOne(browser, server.url, backend, { ...options, log });
      log(outcome.result ? `done in ${((performance.now() - t0) / 1000).toFixed(0)} s` : `failed: ${outcome.error}`);
      outcomes.push(outcome);
    }
    return outcomes;
  } finally {
    await browser?.close();
    await server.close();
  }
}

export function backendsArg(argv: readonly string[]): BenchBackend[] | undefined {
  const v = argv.find((a) => a.startsWith('--backends='))?.split('=')[1];
  if (v === undefined) return undefined;
  const list = v.split(',').filter(Boolean);
  for (const b of list) if (b !== 'wasm' && b !== 'webgpu') throw new Error(`--backends takes wasm and/or webgpu, not ${b}`);
  return list as BenchBackend[];
}

export function browserOptions(argv: readonly string[], log?: (line: string) => void): BrowserRunOptions {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const dtype = value('browser-dtype');
  if (dtype !== undefined && dtype !== 'fp32' && dtype !== 'fp16' && dtype !== 'q8') throw new Error(`--browser-dtype must be fp32, fp16 or q8, not ${dtype}`);
  return {
    backends: backendsArg(argv),
    dtype: dtype as BenchRequest['dtype'],
    repeat: value('repeat') ? Number(value('repeat')) : undefined,
    annotateTexts: annotateTextsArg(argv),
    timeoutS: value('timeout') ? Number(value('timeout')) : undefined,
    log,
  };
}

/** The browser table, with a line for each backend that failed. */
export function browserReport(outcomes: readonly BrowserOutcome[]): string {
  const ok = outcomes.flatMap((o) => (o.result ? [o.result] : []));
  const failed = outcomes.filter((o) => !o.result).map((o) => `Chromium, ${o.backend}: failed — ${o.error?.split('\n')[0]}`);
  return [table(ok), ...failed].filter(Boolean).join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outcomes = await runBrowser(browserOptions(process.argv, (l) => console.error(`[browser]${l}`)));
  console.log(process.argv.includes('--json') ? JSON.stringify(outcomes, null, 2) : browserReport(outcomes));
  if (outcomes.some((o) => !o.result)) process.exitCode = 1;
}
