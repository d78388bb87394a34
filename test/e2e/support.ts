/**
 * What the end-to-end tests share: building the site, serving it the way any
 * static host would (plus the two isolation headers), and one Chromium.
 */
import { existsSync, createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { pieces } from '../../src/app/lesson.ts';
import { chromiumPath, modelsDir } from '../requirements.ts';

export { modelsDir };

export const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Strict assertions (kept / dropped verdicts, the decoded number) hold for the shipped models;
 * a folder of other models (TOOLFORMER_MODELS, e.g. a smoke-size build) gets the loose ones.
 */
export const realModels = modelsDir === resolve(root, 'models') || process.env.TOOLFORMER_E2E_STRICT === '1';

/**
 * Builds the site into a temporary folder (never the checkout's dist/, which others may be
 * serving), with the models of `models` (default: the tests' models).
 */
export async function buildSite({ outDir = join(tmpdir(), `toolformer-e2e-dist-${process.pid}`), models = modelsDir } = {}): Promise<string> {
  process.env.TOOLFORMER_MODELS = models;
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.onnx': 'application/octet-stream',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The site's Content-Security-Policy: the one its index.html carries as a <meta>. */
export function contentSecurityPolicy(dir: string): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(readFileSync(join(dir, 'index.html'), 'utf8'));
  if (!meta) throw new Error(`${dir}/index.html has no Content-Security-Policy <meta>`);
  return meta[1]!;
}

/**
 * A plain static server over `dir`, on a free localhost port, with the headers README asks
 * of a static host: COOP/COEP, and the page's CSP on every response (a worker takes its
 * policy from its own script's headers, not from the page's <meta>).
 */
export async function serveStatic(dir: string, { fallback = false, csp = contentSecurityPolicy(dir) } = {}): Promise<{ url: string; close(): Promise<void>; requests: string[] }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    // Some hosts answer every unknown path with the app's page (fallback), others with 404.
    if (!existsSync(file) && fallback) file = join(dir, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': statSync(file).size,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Content-Security-Policy': csp,
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections(); // keep-alive connections would hold close() open
      }),
  };
}

/** One Chromium for all tests, WebGPU enabled (SwiftShader when there is no GPU); ?backend=wasm forces wasm. */
/** A switch Chromium ignores but keeps on its command line: how browserMemoryMB finds this run's browser. */
const MARKER = `--toolformer-e2e=${process.pid}`;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      MARKER,
      '--headless=new',
      '--no-sandbox',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-unsafe-webgpu',
    ],
  });
}

/**
 * Resident memory of this run's browser and every process under it (renderers, where the
 * lab's worker, its wasm heap and onnxruntime live; the GPU process), in MB, read from /proc.
 * null where there is no /proc. A measurement to report: what the OS holds for the browser.
 */
export function browserMemoryMB(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const parents = new Map<number, number>();
  const pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
  for (const pid of pids) {
    try {
      // ppid is the 4th field, after "pid (comm) state"; comm may hold spaces.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const root = pids.find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(MARKER);
    } catch {
      return false;
    }
  });
  if (root === undefined) return null;
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) if (tree.has(ppid) && !tree.has(pid)) (tree.add(pid), (grew = true));
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return Math.round(kb / 1024);
}

/** Everything a page did that the tests check: requests, console errors. */
export function watch(page: Page, origin: string) {
  const offOrigin: string[] = [];
  const errors: string[] = [];
  page.context().on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin + '/') && !url.startsWith('blob:') && !url.startsWith('data:')) offOrigin.push(url);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { offOrigin, errors };
}

/**
 * A quiz question's explanation is shown as the lesson wrote it, its live numbers filled in:
 * every plain piece of `explain` on the page, and no placeholder still waiting ("…").
 */
export async function expectExplained(question: Locator, explain: string): Promise<void> {
  await expect.poll(() => question.locator('.feedback .live').allInnerTexts(), { timeout: 60_000 }).not.toContain('…');
  const shown = await question.locator('.feedback').innerText();
  for (const p of pieces(explain)) if ('text' in p && p.text.trim()) expect(shown).toContain(p.text.trim());
}
