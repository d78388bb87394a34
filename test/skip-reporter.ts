/**
 * Ends the run with what was skipped and why, after the default reporter's summary, so a
 * skip never hides in a green "passed". Skips come only from TOOLFORMER_SKIP
 * (test/requirements.ts puts the reason in the block's name) or from a `.skip` in a test file.
 * It also writes test-results/summary.json, which .ci/run reads to fail a run that skipped.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class SkipReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    const skippedIn = new Map<string, number>();
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        count[state]++;
        if (state !== 'skipped') continue;
        const where = `${m.relativeModuleId} › ${t.fullName.split(' > ').slice(0, -1).join(' › ') || t.name}`;
        skippedIn.set(where, (skippedIn.get(where) ?? 0) + 1);
      }
    }
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/summary.json', JSON.stringify({ ...count, skippedIn: Object.fromEntries(skippedIn) }, null, 2) + '\n');
    if (count.skipped === 0) return;
    const lines = [...skippedIn].map(([where, n]) => `  ${n} in ${where}`);
    console.log(`\n${count.skipped} test${count.skipped === 1 ? '' : 's'} skipped — this run does not show they pass:\n${lines.join('\n')}\n`);
  }
}
