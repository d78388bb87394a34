/**
 * What some tests need from the machine, and what happens when it is missing.
 *
 * `npm test` installs what it can first (scripts/ensure-system.sh). A test block whose need is
 * still missing does not skip: it fails, with one line saying what is missing and how to get it.
 * A person may skip on purpose with TOOLFORMER_SKIP (a comma list of needs, README); the
 * block's name then carries the reason and test/skip-reporter.ts lists it in the run's last lines.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

export type Need = 'browser' | 'python' | 'models';
export const NEEDS: readonly Need[] = ['browser', 'python', 'models'];

const root = fileURLToPath(new URL('..', import.meta.url));
/** The models the tests use: TOOLFORMER_MODELS, else the repo's models/. */
export const modelsDir = resolve(root, process.env.TOOLFORMER_MODELS || 'models');
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** train/ runs on Debian's Python (its torch and onnx), never a pyenv one. */
export const python = '/usr/bin/python3';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const checks: Record<Need, () => string | null> = {
  browser: () =>
    executable(chromiumPath)
      ? null
      : `no Chromium at ${chromiumPath}${process.env.CHROMIUM_PATH ? ' (CHROMIUM_PATH)' : ''}: run \`sudo bash scripts/ensure-system.sh\` (Debian package chromium)`,
  python: () =>
    spawnSync(python, ['-c', 'import torch, onnx, numpy, regex'], { stdio: 'ignore' }).status === 0
      ? null
      : `${python} cannot import torch, onnx, numpy and regex: run \`sudo bash scripts/ensure-system.sh\` (Debian python3-torch python3-onnx python3-numpy python3-regex)`,
  models: () => (existsSync(join(modelsDir, 'base', 'config.json')) ? null : `no model at ${modelsDir}/base (TOOLFORMER_MODELS, or a checkout with models/)`),
};

const found = new Map<Need, string | null>();
/** Why `need` is missing on this machine, or null when it is here. Checked once per process. */
export function missing(need: Need): string | null {
  if (!found.has(need)) found.set(need, checks[need]());
  return found.get(need)!;
}

/** The needs a person asked to skip: TOOLFORMER_SKIP=browser,python. An unknown name is an error. */
export function skipRequested(env: NodeJS.ProcessEnv = process.env): Need[] {
  const names = (env.TOOLFORMER_SKIP ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const n of names) if (!NEEDS.includes(n as Need)) throw new Error(`TOOLFORMER_SKIP: unknown need "${n}" (known: ${NEEDS.join(', ')})`);
  return names as Need[];
}

/**
 * `describe` for tests that need `needs`: skipped only when TOOLFORMER_SKIP names one of them;
 * else, when one is missing, a single test that fails with the reason; else the tests themselves.
 */
export function describeNeeding(needs: Need[], name: string, tests: () => void): void {
  const skipped = needs.filter((n) => skipRequested().includes(n));
  if (skipped.length > 0) {
    describe.skip(`${name} [skipped on request: TOOLFORMER_SKIP=${skipped.join(',')}]`, tests);
    return;
  }
  const absent = needs.filter((n) => missing(n) !== null);
  if (absent.length > 0) {
    describe(name, () => {
      it(`needs ${absent.join(' and ')}`, () => {
        const reason = new Error(absent.map(missing).join('; '));
        reason.stack = `Error: ${reason.message}`; // the reason is the whole story: no code frame
        throw reason;
      });
    });
    return;
  }
  describe(name, tests);
}
