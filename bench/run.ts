/**
 * `npm run bench`: the lab's speed claims, measured side by side in one run on
 * the shipped models — in Node (onnxruntime's CPU backend) and in Chromium
 * (wasm, then WebGPU) — with the same code (bench/measure.ts). Ratios, not
 * absolute times, are the point: the machine is shared and noisy.
 *
 *   npm run bench                        both halves, three columns
 *   npm run bench -- --node-only         Node only   (--dtype=fp32|fp16|q8)
 *   npm run bench -- --browser-only      Chromium only (--backends=wasm,webgpu --browser-dtype=… --timeout=3600 s per backend)
 *   npm run bench -- --annotate-texts=N  the annotation measurement on N texts (default 20; both paths, both halves)
 *   npm run bench -- --json              the raw numbers
 *
 * The Node half also measures memory over 200 edits and a 50-text annotation (bench/memory.ts).
 */
import { browserOptions, browserReport, runBrowser, type BrowserOutcome } from './browser-run.ts';
import { annotateTextsArg, table, type BenchResult } from './measure.ts';
import { measureMemory, memoryTable, type MemoryPoint } from './memory.ts';
import { dtypeArg, runNode } from './node.ts';

const argv = process.argv.slice(2);
const nodeOnly = argv.includes('--node-only');
const browserOnly = argv.includes('--browser-only');
if (nodeOnly && browserOnly) throw new Error('--node-only and --browser-only exclude each other');
const json = argv.includes('--json');
const progress = (line: string) => console.error(line);

let node: BenchResult | null = null;
let browser: BrowserOutcome[] = [];

let memory: MemoryPoint[] = [];
if (!browserOnly) {
  node = await runNode({ dtype: dtypeArg(argv), annotateTexts: annotateTextsArg(argv), log: (l) => progress(`[node] ${l}`) });
  if (!json) console.log(`\nNode\n\n${table([node])}\n`);
  progress('[node] memory: 200 edits, then the 50 texts of lessons/corpus.json annotated');
  memory = await measureMemory((l) => progress(`[node] ${l}`));
  if (!json) console.log(`\nMemory (Node, after a garbage collection)\n\n${memoryTable(memory)}\n`);
}
if (!nodeOnly) {
  browser = await runBrowser(browserOptions(argv, (l) => progress(`[browser]${l}`)));
  if (!json) console.log(`\nChromium\n\n${browserReport(browser)}\n`);
}
const all = [...(node ? [node] : []), ...browser.flatMap((o) => (o.result ? [o.result] : []))];
if (json) console.log(JSON.stringify({ node, memory, browser }, null, 2));
else if (node && all.length > 1) console.log(`\nSide by side\n\n${table(all)}\n`);
if (browser.some((o) => !o.result)) process.exitCode = 1;
