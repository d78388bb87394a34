import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, copyFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Connect, type Plugin } from 'vite';

// Cross-origin isolation lets onnxruntime-web use multi-threaded wasm
// (SharedArrayBuffer). Any static host must send the same two headers.
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

const root = dirname(fileURLToPath(import.meta.url));

/** The folder of models the site serves under /models/ (TOOLFORMER_MODELS, default: the repo's models/). */
export function modelsFolder(): string {
  return resolve(root, process.env.TOOLFORMER_MODELS || 'models');
}

/**
 * onnxruntime-web's wasm files, from the copy transformers.js pins (its own
 * onnxruntime-web, not the top-level one). Its WebGPU bundle asks for the
 * asyncify build; on wasm the worker points it at the plain build instead (half the size:
 * the model is ready ~2 s sooner after its files arrive).
 */
function ortFolder(): string {
  const nested = resolve(root, 'node_modules/@huggingface/transformers/node_modules/onnxruntime-web/dist');
  return existsSync(nested) ? nested : resolve(root, 'node_modules/onnxruntime-web/dist');
}
const ORT_FILES = ['ort-wasm-simd-threaded.asyncify.mjs', 'ort-wasm-simd-threaded.asyncify.wasm', 'ort-wasm-simd-threaded.mjs', 'ort-wasm-simd-threaded.wasm'];

/** What the browser needs of one model: its json files and two onnx files. No verify/, no q8. */
const MODEL_FILES = ['onnx/model_fp16.onnx', 'onnx/model.onnx'];

/** The models in a folder: sub-folders holding a config.json. */
function listModels(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => existsSync(join(folder, name, 'config.json')))
    .sort();
}

/** Files of one model the site serves (relative paths). */
function modelFiles(folder: string, name: string): string[] {
  const dir = join(folder, name);
  const json = readdirSync(dir).filter((f) => f.endsWith('.json') && statSync(join(dir, f)).isFile());
  return [...json, ...MODEL_FILES.filter((f) => existsSync(join(dir, f)))];
}

/** The index the lab reads: which models exist. */
function modelIndex(folder: string): string {
  return JSON.stringify({ models: listModels(folder) });
}

const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.onnx': 'application/octet-stream',
  '.wasm': 'application/wasm',
  '.mjs': 'text/javascript',
};

/** Serves /models/… from TOOLFORMER_MODELS and /ort/… from onnxruntime-web, in dev and preview. */
function middleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    let file: string | null = null;
    if (url === '/models/index.json') {
      res.setHeader('Content-Type', 'application/json');
      for (const [k, v] of Object.entries(isolation)) res.setHeader(k, v);
      res.end(modelIndex(modelsFolder()));
      return;
    }
    if (url.startsWith('/models/')) {
      const folder = modelsFolder();
      const [name, ...rest] = url.slice('/models/'.length).split('/');
      const relative = rest.join('/');
      if (name && listModels(folder).includes(name) && modelFiles(folder, name).includes(relative)) file = join(folder, name, relative);
    } else if (url.startsWith('/ort/')) {
      const name = url.slice('/ort/'.length);
      if (ORT_FILES.includes(name)) file = join(ortFolder(), name);
    } else return next();
    // Only whitelisted names reach here: no path can climb out of the two folders.
    if (!file || !existsSync(file)) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Content-Length', String(statSync(file).size));
    res.setHeader('Cache-Control', 'no-cache');
    for (const [k, v] of Object.entries(isolation)) res.setHeader(k, v);
    createReadStream(file).pipe(res);
  };
}

/** The lab's models and onnxruntime files: served in dev/preview, copied into dist/ on build. */
function labAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'toolformer-lab-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(middleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware());
    },
    closeBundle() {
      const folder = modelsFolder();
      for (const name of listModels(folder)) {
        for (const f of modelFiles(folder, name)) {
          const to = join(outDir, 'models', name, f);
          mkdirSync(dirname(to), { recursive: true });
          copyFileSync(join(folder, name, f), to);
        }
      }
      mkdirSync(join(outDir, 'models'), { recursive: true });
      writeFileSync(join(outDir, 'models', 'index.json'), modelIndex(folder));
      mkdirSync(join(outDir, 'ort'), { recursive: true });
      for (const f of ORT_FILES) copyFileSync(join(ortFolder(), f), join(outDir, 'ort', f));
      writeServiceWorker(outDir);
    },
  };
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    return e.isDirectory() ? filesUnder(full).map((f) => join(e.name, f)) : [e.name];
  });
}

/**
 * dist/sw.js (src/offline/sw.js with its lists): the site to keep for offline study, each file
 * with the hash of its content, so the version changes exactly when a file does. Source maps
 * are left out; what only WebGPU uses (the fp32 models, onnxruntime's asyncify build) is kept
 * when first fetched, not installed.
 */
function writeServiceWorker(outDir: string): void {
  const files = filesUnder(outDir)
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f !== 'sw.js' && !f.endsWith('.map'))
    .sort();
  const hashOf = (f: string) => createHash('sha256').update(readFileSync(join(outDir, f))).digest('hex').slice(0, 16);
  // The page itself is kept under the site's root, the key every navigation is answered from.
  const entries = files.map((f): [string, string] => [f === 'index.html' ? './' : f, hashOf(f)]);
  const lazy = (path: string) => /^models\/[^/]+\/onnx\/model\.onnx$/.test(path) || /^ort\/ort-wasm-simd-threaded\.asyncify\./.test(path);
  const precache = entries.filter(([path]) => !lazy(path));
  const later = entries.filter(([path]) => lazy(path));
  const version = createHash('sha256').update(JSON.stringify([precache, later])).digest('hex').slice(0, 16);
  const source = readFileSync(resolve(root, 'src/offline/sw.js'), 'utf8')
    .replace("'__VERSION__'", JSON.stringify(version))
    .replace('__PRECACHE__', JSON.stringify(precache))
    .replace('__LAZY__', JSON.stringify(later));
  writeFileSync(join(outDir, 'sw.js'), source);
}

export default defineConfig({
  plugins: [labAssets()],
  server: { headers: isolation, port: 5173 },
  preview: { headers: isolation, port: 4173 },
  // Fonts stay files (not data: URLs), so the Content-Security-Policy needs no `font-src data:`.
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 2048, assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined) },
  // onnxruntime-web's build that loads its .mjs/.wasm from wasmPaths (served under /ort/)
  // instead of embedding them: its pthread workers then start from that .mjs, never
  // from the lab's worker chunk, and the 27 MB wasm is not bundled a second time.
  resolve: { conditions: ['onnxruntime-web-use-extern-wasm', ...defaultClientConditions] },
  worker: { format: 'es' },
  // Pre-bundled at dev start, so the first model load does not trigger a reload.
  optimizeDeps: { include: ['@huggingface/transformers', 'lit', 'katex', 'mathjs'] },
});
